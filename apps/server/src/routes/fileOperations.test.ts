import {
  api,
  ConflictChoice,
  conflictMessage,
  FileOperationMessage,
  NAME_SPECIAL_CHARACTERS,
  RECYCLE_RETENTION_DAYS,
  ResponseCode,
  restoreParentDeletedMessage,
} from '@atelier/api';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileRecords, resources } from '../db/schema';
import { ErrorCode, ErrorMessage } from '../domain/errors';
import { createTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const projectId = () => server.ids.projects.binjiang;
const res = (path: string) => server.resource('binjiang', path);
const namesOf = (list: { resName: string }[]) => list.map((r) => r.resName);

async function list(parentId: string, person: Parameters<TestServer['login']>[0] = 'chenjianguo') {
  const { body } = await server.call(
    api.files.list,
    { projectId: projectId(), parentId, pageSize: 500 },
    { token: await server.login(person) },
  );
  expect(body.code).toBe(ResponseCode.Success);
  return body.result.list as { resId: string; resName: string; isFolder: boolean; recordId: string | null }[];
}

async function call(
  endpoint: Parameters<TestServer['call']>[0],
  data: Record<string, unknown>,
  person = 'chenjianguo',
) {
  return (await server.call(endpoint, data, { token: await server.login(person as 'chenjianguo') })).body;
}

async function newFolder(parentId: string, resName: string) {
  const body = await call(api.files.createFolder, { projectId: projectId(), parentId, resName });
  expect(body.code).toBe(ResponseCode.Success);
  return body.result.resId as string;
}

async function versionsOf(resId: string) {
  return server.db.select().from(fileRecords).where(eq(fileRecords.resourceId, resId));
}

describe('POST /v2/proRes/createProFolder', () => {
  it('creates a folder where the user may edit, answered as the list shows it', async () => {
    const body = await call(api.files.createFolder, {
      projectId: projectId(),
      parentId: res('01 建筑'),
      resName: ' 初设 ',
    });
    expect(body.result).toMatchObject({
      resName: '初设',
      isFolder: true,
      path: '/01 建筑/初设',
      parentId: res('01 建筑'),
    });
    expect(namesOf(await list(res('01 建筑')))).toContain('初设');
  });

  it('refuses a name taken in the folder (40007), a bad name with the rule’s message, and a read-only user', async () => {
    const taken = await call(api.files.createFolder, { projectId: projectId(), parentId: '0', resName: '01 建筑' });
    expect(taken).toMatchObject({ code: ErrorCode.NameTaken, message: conflictMessage(['01 建筑']) });
    const bad = await call(api.files.createFolder, { projectId: projectId(), parentId: '0', resName: 'a/b' });
    expect(bad.message).toBe(NAME_SPECIAL_CHARACTERS);
    const readOnly = await call(
      api.files.createFolder,
      { projectId: projectId(), parentId: '0', resName: '我的' },
      'zhouxiaoyan',
    );
    expect(readOnly).toMatchObject({ code: ErrorCode.Denied, message: FileOperationMessage.NoEditPermission });
    // liting edits the project but only reads 05 电气 (a folder override).
    const override = await call(
      api.files.createFolder,
      { projectId: projectId(), parentId: res('05 电气'), resName: '新' },
      'liting',
    );
    expect(override.message).toBe(FileOperationMessage.NoEditPermission);
  });
});

describe('POST /v2/proRes/renameProRes', () => {
  it('keeps a file’s extension and refuses a name taken beside it', async () => {
    const resId = await newFolder('0', '改名测试');
    const copy = await call(api.files.copy, {
      projectId: projectId(),
      parentId: res('01 建筑'),
      sourceIds: [res('01 建筑/设计说明.txt')],
      targetId: resId,
    });
    expect(copy.code).toBe(ResponseCode.Success);
    const [note] = await list(resId);
    if (!note) throw new Error('no copy');
    const renamed = await call(api.files.rename, { projectId: projectId(), resId: note.resId, resName: '总说明' });
    expect(renamed.code).toBe(ResponseCode.Success);
    expect(namesOf(await list(resId))).toEqual(['总说明.txt']);
    await newFolder(resId, '图纸');
    const taken = await call(api.files.rename, { projectId: projectId(), resId: note.resId, resName: '图纸.txt' });
    expect(taken.code).toBe(ResponseCode.Success);
    const folderTaken = await call(api.files.rename, {
      projectId: projectId(),
      resId: (await list(resId)).find((r) => r.isFolder)?.resId,
      resName: '图纸.txt',
    });
    expect(folderTaken).toMatchObject({ code: ErrorCode.NameTaken, message: conflictMessage(['图纸.txt']) });
  });

  it('denies a folder the user only reads', async () => {
    const body = await call(
      api.files.rename,
      { projectId: projectId(), resId: res('05 电气/电施-01 照明平面图.pdf'), resName: 'x' },
      'liting',
    );
    expect(body.message).toBe(FileOperationMessage.NoEditPermission);
  });
});

describe('POST /v2/proRes/moveProRes', () => {
  it('refuses a folder moved into itself or its own subfolder', async () => {
    for (const targetId of [res('02 结构'), res('02 结构/施工图')]) {
      const body = await call(api.files.move, {
        projectId: projectId(),
        parentId: '0',
        sourceIds: [res('02 结构')],
        targetId,
      });
      expect(body.message).toBe(FileOperationMessage.IntoItself);
    }
  });

  it('moves, and on a clash answers 40007 with the names until a choice is made', async () => {
    const a = await newFolder('0', '移动A');
    const b = await newFolder('0', '移动B');
    const note = res('01 建筑/设计说明.txt');
    for (const target of [a, b]) {
      const copied = await call(api.files.copy, {
        projectId: projectId(),
        parentId: '0',
        sourceIds: [note],
        targetId: target,
      });
      expect(copied.code).toBe(ResponseCode.Success);
    }
    const [inA] = await list(a);
    const [inB] = await list(b);
    if (!inA || !inB) throw new Error('copies missing');

    const refused = await call(api.files.move, {
      projectId: projectId(),
      parentId: a,
      sourceIds: [inA.resId],
      targetId: b,
    });
    expect(refused).toMatchObject({ code: ErrorCode.NameTaken, message: conflictMessage(['设计说明.txt']) });

    const skipped = await call(api.files.move, {
      projectId: projectId(),
      parentId: a,
      sourceIds: [inA.resId],
      targetId: b,
      onConflict: ConflictChoice.Skip,
    });
    expect(skipped.code).toBe(ResponseCode.Success);
    expect(namesOf(await list(a))).toEqual(['设计说明.txt']);

    const kept = await call(api.files.move, {
      projectId: projectId(),
      parentId: a,
      sourceIds: [inA.resId],
      targetId: b,
      onConflict: ConflictChoice.KeepBoth,
    });
    expect(kept.code).toBe(ResponseCode.Success);
    expect(namesOf(await list(a))).toEqual([]);
    expect(namesOf(await list(b))).toEqual(['设计说明 (1).txt', '设计说明.txt']);

    // Back to A, then replace: the file in B gets it as version 2, the moved one goes to the recycle bin.
    await call(api.files.move, { projectId: projectId(), parentId: b, sourceIds: [inA.resId], targetId: a });
    await call(api.files.rename, { projectId: projectId(), resId: inA.resId, resName: '设计说明' });
    const replaced = await call(api.files.move, {
      projectId: projectId(),
      parentId: a,
      sourceIds: [inA.resId],
      targetId: b,
      onConflict: ConflictChoice.Replace,
    });
    expect(replaced.code).toBe(ResponseCode.Success);
    expect(namesOf(await list(a))).toEqual([]);
    expect(namesOf(await list(b))).toEqual(['设计说明.txt']);
    expect((await versionsOf(inB.resId)).map((v) => v.version).sort()).toEqual([1, 2]);
    const bin = await call(api.files.recycleList, { projectId: projectId() });
    expect(bin.result.list.some((e: { resId: string }) => e.resId === inA.resId)).toBe(true);
  });

  it('denies moving out of a folder the user only reads', async () => {
    const body = await call(
      api.files.move,
      {
        projectId: projectId(),
        parentId: res('05 电气'),
        sourceIds: [res('05 电气/电施-01 照明平面图.pdf')],
        targetId: '0',
      },
      'liting',
    );
    expect(body.message).toBe(FileOperationMessage.NoEditPermission);
  });
});

describe('POST /v2/proRes/copyProRes', () => {
  it('copies a folder with its subfolders and files; the copies share the bytes as a first version', async () => {
    const target = await newFolder('0', '复制目标');
    const body = await call(api.files.copy, {
      projectId: projectId(),
      parentId: '0',
      sourceIds: [res('01 建筑')],
      targetId: target,
    });
    expect(body.code).toBe(ResponseCode.Success);
    const [copy] = await list(target);
    expect(copy?.resName).toBe('01 建筑');
    const inside = await list(copy?.resId ?? '');
    expect(namesOf(inside)).toEqual(expect.arrayContaining(['施工图', '设计说明.txt']));
    const drawings = await list(inside.find((r) => r.resName === '施工图')?.resId ?? '');
    expect(drawings.length).toBe(3);
    const [original] = await versionsOf(res('01 建筑/施工图/建施-01 总平面图.pdf'));
    const copied = drawings.find((d) => d.resName === '建施-01 总平面图.pdf');
    const [version] = await versionsOf(copied?.resId ?? '');
    expect(version).toMatchObject({ version: 1, storageKey: original?.storageKey, md5: original?.md5 });
    expect(copied?.recordId).toBe(version?.id);
  });

  it('copies into the same folder as "name (1)" with keep both, and leaves a hidden subtree behind', async () => {
    const kept = await call(api.files.copy, {
      projectId: projectId(),
      parentId: '0',
      sourceIds: [res('04 暖通')],
      targetId: '0',
      onConflict: ConflictChoice.KeepBoth,
    });
    expect(kept.code).toBe(ResponseCode.Success);
    expect(namesOf(await list('0'))).toContain('04 暖通 (1)');
    // liting cannot see 04 暖通 at all (not inherited): copying it is denied.
    const hidden = await call(
      api.files.copy,
      {
        projectId: projectId(),
        parentId: '0',
        sourceIds: [res('04 暖通')],
        targetId: '0',
        onConflict: ConflictChoice.KeepBoth,
      },
      'liting',
    );
    expect(hidden.message).toBe(FileOperationMessage.NoCopyPermission);
  });

  it('refuses a folder copied into its own subfolder', async () => {
    const body = await call(api.files.copy, {
      projectId: projectId(),
      parentId: '0',
      sourceIds: [res('02 结构')],
      targetId: res('02 结构/送审图'),
    });
    expect(body.message).toBe(FileOperationMessage.IntoItself);
  });
});

describe('the recycle bin', () => {
  it('deletes to the bin with who, when and 30 days left; restores to where it was', async () => {
    const folder = await newFolder('0', '回收测试');
    const inner = await newFolder(folder, '子文件夹');
    const deleted = await call(api.files.delete, { projectId: projectId(), parentId: '0', resIds: [folder] });
    expect(deleted.code).toBe(ResponseCode.Success);
    expect(namesOf(await list('0'))).not.toContain('回收测试');
    const bin = await call(api.files.recycleList, { projectId: projectId() });
    expect(bin.result.list[0]).toMatchObject({
      resId: folder,
      resName: '回收测试',
      isFolder: true,
      path: '',
      deleteBy: '陈建国',
      daysLeft: RECYCLE_RETENTION_DAYS,
    });
    // What was inside is not listed on its own, and cannot be reached while its folder is in the bin.
    expect(bin.result.list.some((e: { resId: string }) => e.resId === inner)).toBe(false);
    const gone = await call(api.files.info, { projectId: projectId(), resId: inner });
    expect(gone.message).toBe(ErrorMessage.ResourceNotFound);

    const recovered = await call(api.files.recover, { projectId: projectId(), resIds: [folder] });
    expect(recovered.code).toBe(ResponseCode.Success);
    expect(namesOf(await list(folder))).toEqual(['子文件夹']);
  });

  it('refuses to restore into a folder that is itself in the bin, naming it', async () => {
    const folder = await newFolder('0', '父文件夹');
    const inner = await newFolder(folder, '里面');
    await call(api.files.delete, { projectId: projectId(), parentId: folder, resIds: [inner] });
    await call(api.files.delete, { projectId: projectId(), parentId: '0', resIds: [folder] });
    const refused = await call(api.files.recover, { projectId: projectId(), resIds: [inner] });
    expect(refused.message).toBe(restoreParentDeletedMessage('父文件夹'));
    await call(api.files.recover, { projectId: projectId(), resIds: [folder] });
    expect((await call(api.files.recover, { projectId: projectId(), resIds: [inner] })).code).toBe(
      ResponseCode.Success,
    );
    expect(namesOf(await list(folder))).toEqual(['里面']);
  });

  it('restores under "name (1)" when the name was taken meanwhile', async () => {
    const first = await newFolder('0', '同名恢复');
    await call(api.files.delete, { projectId: projectId(), parentId: '0', resIds: [first] });
    await newFolder('0', '同名恢复');
    await call(api.files.recover, { projectId: projectId(), resIds: [first] });
    expect(namesOf(await list('0'))).toEqual(expect.arrayContaining(['同名恢复', '同名恢复 (1)']));
  });

  it('deletes for good with what is inside, and purges entries past 30 days', async () => {
    const folder = await newFolder('0', '彻底删除');
    const inner = await newFolder(folder, '内');
    await call(api.files.delete, { projectId: projectId(), parentId: folder, resIds: [inner] });
    await call(api.files.delete, { projectId: projectId(), parentId: '0', resIds: [folder] });
    const purged = await call(api.files.deleteFromRecycle, { projectId: projectId(), resIds: [folder] });
    expect(purged.code).toBe(ResponseCode.Success);
    const bin = await call(api.files.recycleList, { projectId: projectId() });
    const ids = bin.result.list.map((e: { resId: string }) => e.resId);
    expect(ids).not.toContain(folder);
    expect(ids).not.toContain(inner);
    const again = await call(api.files.recover, { projectId: projectId(), resIds: [folder] });
    expect(again.message).toBe(FileOperationMessage.NotInRecycleBin);

    const old = await newFolder('0', '过期');
    await call(api.files.delete, { projectId: projectId(), parentId: '0', resIds: [old] });
    const days = (n: number) => new Date(Date.now() - n * 86_400_000);
    await server.db
      .update(resources)
      .set({ deletedAt: days(29.5) })
      .where(eq(resources.id, old));
    const listed = await call(api.files.recycleList, { projectId: projectId() });
    expect(listed.result.list.find((e: { resId: string }) => e.resId === old)?.daysLeft).toBe(1);
    await server.db
      .update(resources)
      .set({ deletedAt: days(30.01) })
      .where(eq(resources.id, old));
    const after = await call(api.files.recycleList, { projectId: projectId() });
    expect(after.result.list.some((e: { resId: string }) => e.resId === old)).toBe(false);
    const [row] = await server.db.select().from(resources).where(eq(resources.id, old));
    expect(row?.purgedAt).not.toBeNull();
  });

  it('denies restoring for a user who only reads where it was', async () => {
    const folder = await newFolder(res('05 电气'), '只读恢复');
    await call(api.files.delete, { projectId: projectId(), parentId: res('05 电气'), resIds: [folder] });
    const body = await call(api.files.recover, { projectId: projectId(), resIds: [folder] }, 'liting');
    expect(body.message).toBe(FileOperationMessage.NoEditPermission);
  });
});

describe('GET /v2/proRes/searchProRes', () => {
  it('finds names holding the keyword with their paths, only where the user may look', async () => {
    const chenHits = await call(api.files.search, { projectId: projectId(), keyword: '暖施', pageSize: 100 });
    expect(chenHits.result.list.map((r: { path: string }) => r.path)).toContain('/04 暖通/暖施-01 通风平面图.pdf');
    // liting cannot see 04 暖通, nor the copy of it made above: a copy keeps the folder permissions.
    const litingHits = await call(api.files.search, { projectId: projectId(), keyword: '暖施' }, 'liting');
    expect(litingHits.result.total).toBe(0);
    const wildcard = await call(api.files.search, { projectId: projectId(), keyword: '%' });
    expect(wildcard.result.total).toBe(0);
  });

  it('leaves out what is in the recycle bin', async () => {
    const folder = await newFolder('0', '搜索回收');
    await newFolder(folder, '独一无二的名字');
    await call(api.files.delete, { projectId: projectId(), parentId: '0', resIds: [folder] });
    const hits = await call(api.files.search, { projectId: projectId(), keyword: '独一无二' });
    expect(hits.result.total).toBe(0);
  });
});

describe('versions: rollback and delete', () => {
  it('rolls back as a new version with the old bytes; the current version cannot be deleted, an old one can', async () => {
    const folder = await newFolder('0', '版本');
    const source = res('01 建筑/设计说明.txt');
    const copy = { projectId: projectId(), parentId: '0', sourceIds: [source], targetId: folder };
    expect((await call(api.files.copy, copy)).code).toBe(ResponseCode.Success);
    // Copying again with "replace" gives the copy a second version.
    expect((await call(api.files.copy, { ...copy, onConflict: ConflictChoice.Replace })).code).toBe(
      ResponseCode.Success,
    );
    const [note] = await list(folder);
    if (!note) throw new Error('copy missing');
    const v1 = (await versionsOf(note.resId)).find((v) => v.version === 1);
    if (!v1) throw new Error('no version 1');
    const rolled = await call(api.files.rollback, { recordId: v1.id });
    expect(rolled.result).toMatchObject({ resId: note.resId, verNum: 3, createBy: '陈建国', fileSize: v1.size });
    const [current] = await server.db
      .select()
      .from(resources)
      .where(and(eq(resources.id, note.resId), isNull(resources.deletedAt)));
    expect(current?.currentRecordId).toBe(rolled.result.recordId);
    const versions = async () =>
      (await call(api.files.records, { resId: note.resId })).result.map((r: { verNum: number }) => r.verNum);
    expect(await versions()).toEqual([3, 2, 1]);

    const currentRefused = await call(api.files.deleteRecord, { recordId: rolled.result.recordId });
    expect(currentRefused.message).toBe(FileOperationMessage.CurrentVersion);
    expect((await call(api.files.deleteRecord, { recordId: v1.id })).code).toBe(ResponseCode.Success);
    expect(await versions()).toEqual([3, 2]);
  });

  it('denies a rollback to a user who only reads the file', async () => {
    const [record] = await versionsOf(res('05 电气/电施-01 照明平面图.pdf'));
    const body = await call(api.files.rollback, { recordId: record?.id }, 'liting');
    expect(body.message).toBe(ErrorMessage.NoUpdatePermission);
  });
});
