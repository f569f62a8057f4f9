import { buffer } from 'node:stream/consumers';
import {
  api,
  ConflictChoice,
  conflictMessage,
  DISK_QUOTA_BYTES,
  DiskCategory,
  FileOperationMessage,
  NAME_SPECIAL_CHARACTERS,
  RECYCLE_RETENTION_DAYS,
  ResponseCode,
  restoreParentDeletedMessage,
} from '@atelier/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskResources, fileRecords } from '../db/schema';
import { ErrorCode, ErrorMessage } from '../domain/errors';
import { createTestServer, type TestServer } from '../testing/harness';
import { readZip } from '../testing/readZip';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

type Person = Parameters<TestServer['login']>[0];
async function call(
  endpoint: Parameters<TestServer['call']>[0],
  data: Record<string, unknown>,
  person: Person = 'liting',
) {
  return (await server.call(endpoint, data, { token: await server.login(person) })).body;
}
async function folder(parentId: string, resName: string, person: Person = 'liting') {
  const body = await call(api.disk.createFolder, { parentId, resName }, person);
  expect(body.code).toBe(ResponseCode.Success);
  return body.result.resId as string;
}
async function names(parentId?: string, person: Person = 'liting') {
  const body = await call(api.disk.list, parentId ? { parentId } : {}, person);
  return (body.result.list as { resName: string }[]).map((r) => r.resName);
}
/** A file row of the person's disk (uploads into the disk are not served yet: the test writes it). */
async function file(parentId: string, name: string, size: number, person: Person = 'liting') {
  const [row] = await server.db
    .insert(diskResources)
    .values({
      ownerId: server.person(person),
      parentId,
      isFolder: false,
      name,
      ext: name.slice(name.lastIndexOf('.') + 1),
      category: name.endsWith('.dwg') ? DiskCategory.Cad : DiskCategory.Document,
      size,
      storageKey: `disk/${name}`,
      md5: '0'.repeat(32),
    })
    .returning();
  return row?.id as string;
}

describe('the network disk', () => {
  it('starts empty, makes folders, refuses taken and bad names, and is nobody else’s', async () => {
    expect(await names()).toEqual([]);
    const a = await folder('0', '资料');
    expect(await names()).toEqual(['资料']);
    const taken = await call(api.disk.createFolder, { parentId: '0', resName: '资料' });
    expect(taken).toMatchObject({ code: ErrorCode.NameTaken, message: conflictMessage(['资料']) });
    expect((await call(api.disk.createFolder, { parentId: '0', resName: 'a|b' })).message).toBe(
      NAME_SPECIAL_CHARACTERS,
    );
    // 陈建国 sees nothing of 李婷's disk and cannot touch it.
    expect(await names(undefined, 'chenjianguo')).toEqual([]);
    const foreign = await call(api.disk.rename, { resId: a, resName: 'x' }, 'chenjianguo');
    expect(foreign.message).toBe(ErrorMessage.ResourceNotFound);
  });

  it('renames keeping the extension, lists a category, searches', async () => {
    const docs = await folder('0', '图纸');
    const dwg = await file(docs, '总图.dwg', 1000);
    await file(docs, '说明.pdf', 500);
    expect((await call(api.disk.rename, { resId: dwg, resName: '总平面' })).code).toBe(ResponseCode.Success);
    expect(await names(docs)).toEqual(['说明.pdf', '总平面.dwg']);
    const cad = await call(api.disk.list, { category: DiskCategory.Cad });
    expect(cad.result.list.map((r: { resName: string }) => r.resName)).toEqual(['总平面.dwg']);
    const found = await call(api.disk.search, { keyword: '总平' });
    expect(found.result.list.map((r: { resName: string }) => r.resName)).toEqual(['总平面.dwg']);
  });

  it('moves and copies with the same-name choices, never a folder into itself', async () => {
    const a = await folder('0', '甲');
    const b = await folder(a, '乙');
    expect((await call(api.disk.move, { resIds: [a], targetId: b })).message).toBe(FileOperationMessage.IntoItself);
    const note = await file('0', '备忘.pdf', 10);
    await file(a, '备忘.pdf', 20);
    const refused = await call(api.disk.move, { resIds: [note], targetId: a });
    expect(refused).toMatchObject({ code: ErrorCode.NameTaken, message: conflictMessage(['备忘.pdf']) });
    await call(api.disk.copy, { resIds: [note], targetId: a, onConflict: ConflictChoice.KeepBoth });
    expect(await names(a)).toEqual(['乙', '备忘 (1).pdf', '备忘.pdf']);
    await call(api.disk.move, { resIds: [note], targetId: a, onConflict: ConflictChoice.Replace });
    expect(await names(a)).toEqual(['乙', '备忘 (1).pdf', '备忘.pdf']);
    expect(await names()).not.toContain('备忘.pdf');
  });

  it('keeps deleted things 30 days in its recycle bin: restore, refuse into a deleted folder, empty', async () => {
    const outer = await folder('0', '外层');
    const inner = await folder(outer, '内层');
    await call(api.disk.delete, { resIds: [inner] });
    await call(api.disk.delete, { resIds: [outer] });
    const bin = await call(api.disk.recycleList, {});
    expect(bin.result.list.slice(0, 2)).toEqual([
      expect.objectContaining({ resName: '外层', daysLeft: RECYCLE_RETENTION_DAYS, deleteBy: '李婷' }),
      expect.objectContaining({ resName: '内层' }),
    ]);
    expect((await call(api.disk.recover, { resIds: [inner] })).message).toBe(restoreParentDeletedMessage('外层'));
    await call(api.disk.recover, { resIds: [outer] });
    await call(api.disk.recover, { resIds: [inner] });
    expect(await names(outer)).toEqual(['内层']);

    await call(api.disk.delete, { resIds: [outer] });
    await server.db
      .update(diskResources)
      .set({ deletedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(diskResources.id, outer));
    const after = await call(api.disk.recycleList, {});
    expect(after.result.list.some((e: { resId: string }) => e.resId === outer)).toBe(false);
    await call(api.disk.cleanRecycle, {});
    expect((await call(api.disk.recycleList, {})).result.total).toBe(0);
  });

  it('answers its capacity and refuses a copy past the quota', async () => {
    const before = await call(api.disk.capacity, {}, 'wulei');
    expect(before.result).toEqual({ usedCapacity: 0, maxCapacity: DISK_QUOTA_BYTES, usedRate: 0 });
    const big = await file('0', '模型.zip', Math.floor(DISK_QUOTA_BYTES * 0.6), 'wulei');
    const now = await call(api.disk.capacity, {}, 'wulei');
    expect(now.result.usedRate).toBe(60);
    const target = await folder('0', '备份', 'wulei');
    const refused = await call(api.disk.copy, { resIds: [big], targetId: target }, 'wulei');
    expect(refused.message).toBe(FileOperationMessage.DiskQuotaExceeded);
    expect(await names(target, 'wulei')).toEqual([]);
  });

  it('takes uploads (perResOwner): rapid upload by MD5, 20003 for new bytes, folder trees, the quota first', async () => {
    const [known] = await server.db.select().from(fileRecords).limit(1);
    if (!known) throw new Error('no stored file');
    const tree = await call(api.upload.createDiskFolders, {
      parentId: '0',
      tree: [{ resName: '上传', isFolder: true, children: [{ resName: '子', isFolder: true }] }],
    });
    expect(tree.result.map((f: { fileLocalPath: string }) => f.fileLocalPath)).toEqual(['/上传', '/上传/子']);
    const into = tree.result[0].resId as string;
    const rapid = await call(api.upload.diskRapidUpload, {
      md5: known.md5,
      size: known.size,
      name: '图.pdf',
      parentId: into,
    });
    expect(rapid.result).toMatchObject({ resName: '图.pdf', fileSize: known.size, fileMd5: known.md5 });
    expect(await names(into)).toEqual(['子', '图.pdf']);
    const again = await call(api.upload.diskRapidUpload, {
      md5: known.md5,
      size: known.size,
      name: '图.pdf',
      parentId: into,
    });
    expect(again.code).toBe(ErrorCode.NameTaken);
    const unknown = await call(api.upload.diskRapidUpload, {
      md5: 'f'.repeat(32),
      size: 10,
      name: '新.pdf',
      parentId: into,
    });
    expect(unknown.code).toBe(ResponseCode.NewFile);
    // 吴磊's disk is 60% full (the test above); with 39% more, a 1.5 GB file no longer fits, whatever its bytes.
    await file('0', '归档.zip', Math.floor(DISK_QUOTA_BYTES * 0.39), 'wulei');
    const full = await call(
      api.upload.diskRapidUpload,
      { md5: known.md5, size: 1.5 * 1024 ** 3, name: '大.pdf', parentId: '0' },
      'wulei',
    );
    expect(full.message).toBe(FileOperationMessage.DiskQuotaExceeded);
  });
});

describe('disk downloads (downloadRes)', () => {
  const fetchLink = (url: string) => server.app.inject({ method: 'GET', url });

  /** A disk file over bytes the store holds (a project file's, as a rapid upload would share them). */
  async function storedFile(parentId: string, name: string, person: Person = 'liting') {
    const [known] = await server.db.select().from(fileRecords).limit(1);
    if (!known) throw new Error('no stored file');
    const [row] = await server.db
      .insert(diskResources)
      .values({
        ownerId: server.person(person),
        parentId,
        isFolder: false,
        name,
        ext: name.slice(name.lastIndexOf('.') + 1),
        category: DiskCategory.Document,
        size: known.size,
        storageKey: known.storageKey,
        md5: known.md5,
        contentType: 'application/pdf',
      })
      .returning();
    return { id: row?.id as string, bytes: await buffer(await server.files.get(known.storageKey)) };
  }

  it('answers a single-use link to one file of the own disk, which downloads its bytes', async () => {
    const { id, bytes } = await storedFile('0', '下载.pdf');
    const link = await call(api.download.diskFiles, { resIds: [id] });
    expect(link.result.fileName).toBe('下载.pdf');
    const response = await fetchLink(link.result.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    const again = await fetchLink(link.result.url);
    expect(JSON.parse(again.payload).message).toBe(ErrorMessage.TicketUsed);
  });

  it('zips a folder with its structure', async () => {
    const top = await folder('0', '打包');
    const inner = await folder(top, '内');
    const a = await storedFile(top, '甲.pdf');
    await storedFile(inner, '乙.pdf');
    const link = await call(api.download.diskFiles, { resIds: [top] });
    expect(link.result.fileName).toBe('打包.zip');
    const response = await fetchLink(link.result.url);
    expect(response.headers['content-type']).toBe('application/zip');
    const entries = readZip(response.rawPayload);
    expect([...entries.keys()].sort()).toEqual(['打包/内/乙.pdf', '打包/甲.pdf']);
    expect(entries.get('打包/甲.pdf')?.equals(a.bytes)).toBe(true);
  });

  it("refuses another person's file and a file in the recycle bin", async () => {
    const { id } = await storedFile('0', '别人的.pdf', 'wulei');
    const refused = await call(api.download.diskFiles, { resIds: [id] });
    expect(refused.message).toBe(ErrorMessage.ResourceNotFound);
    const mine = await storedFile('0', '删了.pdf');
    await call(api.disk.delete, { resIds: [mine.id] });
    const deleted = await call(api.download.diskFiles, { resIds: [mine.id] });
    expect(deleted.message).toBe(ErrorMessage.ResourceNotFound);
  });
});
