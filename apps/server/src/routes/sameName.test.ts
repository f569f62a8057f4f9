/**
 * The same-name choices (rules/files `choiceFor`, `sameNameAction`) on the server: per name or for all in a move,
 * and on an upload into a project folder or the disk (rapid and multipart registration), with the name check that
 * the upload dialog asks before sending a byte.
 */
import { api, ConflictChoice, conflictMessage, FILE_NAME_TAKEN, ResponseCode } from '@atelier/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileRecords } from '../db/schema';
import { ErrorCode, ErrorMessage } from '../domain/errors';
import { createTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

type Person = Parameters<TestServer['login']>[0];
const projectId = () => server.ids.projects.binjiang;
const res = (path: string) => server.resource('binjiang', path);

async function call(endpoint: Parameters<TestServer['call']>[0], data: Record<string, unknown>, person?: Person) {
  return (await server.call(endpoint, data, { token: await server.login(person ?? 'chenjianguo') })).body;
}
async function list(parentId: string) {
  const body = await call(api.files.list, { projectId: projectId(), parentId, pageSize: 500 });
  return body.result.list as { resId: string; resName: string }[];
}
const namesIn = async (parentId: string) => (await list(parentId)).map((r) => r.resName);
async function newFolder(parentId: string, resName: string) {
  const body = await call(api.files.createFolder, { projectId: projectId(), parentId, resName });
  expect(body.code).toBe(ResponseCode.Success);
  return body.result.resId as string;
}
async function knownBytes() {
  const [known] = await server.db.select().from(fileRecords).limit(1);
  if (!known) throw new Error('no stored file');
  return { md5: known.md5, size: known.size };
}
const versionsOf = async (resId: string) =>
  (await server.db.select().from(fileRecords).where(eq(fileRecords.resourceId, resId))).length;

describe('a move with a choice per name', () => {
  it('names only the clashes no choice covers; each name follows its own choice, the rest the one for all', async () => {
    const from = await newFolder('0', '逐项A');
    const to = await newFolder('0', '逐项B');
    const note = res('01 建筑/设计说明.txt');
    for (const target of [from, to]) {
      await call(api.files.copy, { projectId: projectId(), parentId: '0', sourceIds: [note], targetId: target });
      await call(api.files.createFolder, { projectId: projectId(), parentId: target, resName: '附图' });
    }
    const sources = (await list(from)).map((r) => r.resId);
    const move = { projectId: projectId(), parentId: from, sourceIds: sources, targetId: to };

    const partly = await call(api.files.move, { ...move, choices: { '设计说明.txt': ConflictChoice.KeepBoth } });
    expect(partly).toMatchObject({ code: ErrorCode.NameTaken, message: conflictMessage(['附图']) });
    expect(await namesIn(from)).toEqual(['附图', '设计说明.txt']);

    const chosen = await call(api.files.move, {
      ...move,
      choices: { '设计说明.txt': ConflictChoice.KeepBoth },
      onConflict: ConflictChoice.Skip,
    });
    expect(chosen.code).toBe(ResponseCode.Success);
    expect(await namesIn(from)).toEqual(['附图']);
    expect(await namesIn(to)).toEqual(['附图', '设计说明 (1).txt', '设计说明.txt']);
  });
});

describe('an upload onto a taken name', () => {
  it('answers 40007 without a choice; skip, keep both and replace (a new version) as chosen', async () => {
    const bytes = await knownBytes();
    const folder = await newFolder('0', '上传同名');
    const upload = { ...bytes, name: '图.pdf', projectId: projectId(), parentId: folder, ownerType: 1 };
    const first = await call(api.upload.rapidUpload, upload);
    expect(first.code).toBe(ResponseCode.Success);
    const firstId = first.result.resId as string;

    const refused = await call(api.upload.rapidUpload, upload);
    expect(refused).toMatchObject({ code: ErrorCode.NameTaken, message: FILE_NAME_TAKEN });

    const skipped = await call(api.upload.rapidUpload, { ...upload, onConflict: ConflictChoice.Skip });
    expect(skipped.result).toMatchObject({ resId: firstId, resName: '图.pdf' });
    expect(await namesIn(folder)).toEqual(['图.pdf']);
    expect(await versionsOf(firstId)).toBe(1);

    const kept = await call(api.upload.rapidUpload, { ...upload, onConflict: ConflictChoice.KeepBoth });
    expect(kept.result.resName).toBe('图 (1).pdf');

    const replaced = await call(api.upload.rapidUpload, { ...upload, onConflict: ConflictChoice.Replace });
    expect(replaced.result.resId).toBe(firstId);
    expect(await versionsOf(firstId)).toBe(2);
    expect(await namesIn(folder)).toEqual(['图 (1).pdf', '图.pdf']);
  });

  it('replaces a folder of that name by sending it to the recycle bin', async () => {
    const bytes = await knownBytes();
    const folder = await newFolder('0', '上传替换文件夹');
    const named = await newFolder(folder, '图2.pdf');
    const upload = { ...bytes, name: '图2.pdf', projectId: projectId(), parentId: folder, ownerType: 1 };
    const replaced = await call(api.upload.rapidUpload, { ...upload, onConflict: ConflictChoice.Replace });
    expect(replaced.code).toBe(ResponseCode.Success);
    expect(replaced.result.resId).not.toBe(named);
    const bin = await call(api.files.recycleList, { projectId: projectId() });
    expect(bin.result.list.some((e: { resId: string }) => e.resId === named)).toBe(true);
  });

  it('checks the names of a picked folder against the folders it will reuse', async () => {
    const folder = await newFolder('0', '检查同名');
    const sub = await newFolder(folder, '施工图');
    const bytes = await knownBytes();
    for (const [parentId, name] of [
      [folder, 'a.pdf'],
      [sub, 'b.pdf'],
    ] as const) {
      await call(api.upload.rapidUpload, { ...bytes, name, projectId: projectId(), parentId, ownerType: 1 });
    }
    const checked = await call(api.upload.checkProjectNames, {
      projectId: projectId(),
      parentId: folder,
      paths: ['a.pdf', 'c.pdf', '施工图/b.pdf', '施工图/c.pdf', '新目录/a.pdf', 'a.pdf/x.pdf'],
    });
    expect(checked.result).toEqual(['a.pdf', '施工图/b.pdf']);
  });

  it('denies the check and a replacing upload to someone who only reads the folder', async () => {
    const bytes = await knownBytes();
    const upload = { ...bytes, name: '设计说明.txt', projectId: projectId(), parentId: res('01 建筑'), ownerType: 1 };
    const replaced = await call(
      api.upload.rapidUpload,
      { ...upload, onConflict: ConflictChoice.Replace },
      'zhouxiaoyan',
    );
    expect(replaced).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.NoUploadPermission });
    const checked = await call(
      api.upload.checkProjectNames,
      { projectId: projectId(), parentId: res('01 建筑'), paths: ['设计说明.txt'] },
      'zhouxiaoyan',
    );
    expect(checked.message).toBe(ErrorMessage.NoUploadPermission);
  });
});

describe('the disk', () => {
  async function diskNames(parentId: string) {
    const body = await call(api.disk.list, { parentId }, 'liting');
    return (body.result.list as { resName: string }[]).map((r) => r.resName);
  }

  it('uploads onto a taken name as chosen (replace bins the one there), and checks picked names', async () => {
    const bytes = await knownBytes();
    const created = await call(api.disk.createFolder, { parentId: '0', resName: '同名' }, 'liting');
    const folder = created.result.resId as string;
    const upload = { ...bytes, name: '图.pdf', parentId: folder };
    const first = await call(api.upload.diskRapidUpload, upload, 'liting');
    const firstId = first.result.resId as string;
    expect((await call(api.upload.diskRapidUpload, upload, 'liting')).code).toBe(ErrorCode.NameTaken);
    const skipped = await call(api.upload.diskRapidUpload, { ...upload, onConflict: ConflictChoice.Skip }, 'liting');
    expect(skipped.result.resId).toBe(firstId);
    const kept = await call(api.upload.diskRapidUpload, { ...upload, onConflict: ConflictChoice.KeepBoth }, 'liting');
    expect(kept.result.resName).toBe('图 (1).pdf');
    const replaced = await call(
      api.upload.diskRapidUpload,
      { ...upload, onConflict: ConflictChoice.Replace },
      'liting',
    );
    expect(replaced.result.resId).not.toBe(firstId);
    expect(await diskNames(folder)).toEqual(['图 (1).pdf', '图.pdf']);
    const bin = await call(api.disk.recycleList, {}, 'liting');
    expect(bin.result.list.some((e: { resId: string }) => e.resId === firstId)).toBe(true);

    const checked = await call(
      api.upload.checkDiskNames,
      { parentId: '0', paths: ['同名/图.pdf', '同名/新.pdf', '别处/图.pdf'] },
      'liting',
    );
    expect(checked.result).toEqual(['同名/图.pdf']);
  });
});
