/**
 * Copies between the personal disk and a project (files/diskProjectCopy): the levels checked on the server (edit on
 * the project folder that receives, download on what leaves, what may not be downloaded left behind), the bytes
 * shared as a first version, the same-name choices, the quota.
 */
import { api, ConflictChoice, conflictMessage, FileOperationMessage, ResponseCode } from '@atelier/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileRecords } from '../db/schema';
import { ErrorCode } from '../domain/errors';
import { createTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

type Person = Parameters<TestServer['login']>[0];
const projectId = () => server.ids.projects.binjiang;
const res = (path: string) => server.resource('binjiang', path);

async function call(endpoint: Parameters<TestServer['call']>[0], data: Record<string, unknown>, person: Person) {
  return (await server.call(endpoint, data, { token: await server.login(person) })).body;
}
async function projectList(parentId: string) {
  const body = await call(api.files.list, { projectId: projectId(), parentId, pageSize: 500 }, 'liting');
  return body.result.list as { resId: string; resName: string; isFolder: boolean; recordId: string | null }[];
}
async function diskList(parentId: string, person: Person = 'liting') {
  const body = await call(api.disk.list, { parentId }, person);
  return body.result.list as { resId: string; resName: string; isFolder: boolean; fileSize: number | null }[];
}
const names = (list: { resName: string }[]) => list.map((r) => r.resName);

describe('copy from the disk into a project', () => {
  it('copies folders with their files as first versions of the same bytes; a taken name follows its choice', async () => {
    const [known] = await server.db.select().from(fileRecords).limit(1);
    if (!known) throw new Error('no stored file');
    const made = await call(api.disk.createFolder, { parentId: '0', resName: '带去项目' }, 'liting');
    const folder = made.result.resId as string;
    const sub = (await call(api.disk.createFolder, { parentId: folder, resName: '子' }, 'liting')).result.resId;
    for (const [parentId, name] of [
      [folder, '图.pdf'],
      [sub, '深.pdf'],
    ]) {
      const up = await call(api.upload.diskRapidUpload, { md5: known.md5, size: known.size, name, parentId }, 'liting');
      expect(up.code).toBe(ResponseCode.Success);
    }
    const copy = { resIds: [folder], projectId: projectId(), targetId: '0' };
    expect((await call(api.disk.copyToProject, copy, 'liting')).code).toBe(ResponseCode.Success);
    const copied = (await projectList('0')).find((r) => r.resName === '带去项目');
    if (!copied) throw new Error('not copied');
    const inside = await projectList(copied.resId);
    expect(names(inside)).toEqual(['子', '图.pdf']);
    const file = inside.find((r) => r.resName === '图.pdf');
    const [record] = await server.db
      .select()
      .from(fileRecords)
      .where(eq(fileRecords.resourceId, file?.resId ?? ''));
    expect(record).toMatchObject({ version: 1, md5: known.md5, storageKey: known.storageKey });
    expect(names(await projectList((inside.find((r) => r.isFolder) ?? { resId: '' }).resId))).toEqual(['深.pdf']);

    // Again: 40007 with the name; then the file alone onto its copy, replaced: version 2 of the project file.
    expect(await call(api.disk.copyToProject, copy, 'liting')).toMatchObject({
      code: ErrorCode.NameTaken,
      message: conflictMessage(['带去项目']),
    });
    const diskFile = (await diskList(folder)).find((r) => r.resName === '图.pdf');
    const replaced = await call(
      api.disk.copyToProject,
      { resIds: [diskFile?.resId], projectId: projectId(), targetId: copied.resId, onConflict: ConflictChoice.Replace },
      'liting',
    );
    expect(replaced.code).toBe(ResponseCode.Success);
    const versions = await server.db
      .select()
      .from(fileRecords)
      .where(eq(fileRecords.resourceId, file?.resId ?? ''));
    expect(versions.map((v) => v.version).sort()).toEqual([1, 2]);
  });

  it('refuses a project folder the person may only read', async () => {
    const made = await call(api.disk.createFolder, { parentId: '0', resName: '只读不收' }, 'liting');
    const refused = await call(
      api.disk.copyToProject,
      { resIds: [made.result.resId], projectId: projectId(), targetId: res('05 电气') },
      'liting',
    );
    expect(refused).toMatchObject({ code: ErrorCode.Denied, message: FileOperationMessage.NoEditPermission });
  });
});

describe('copy from a project into the disk', () => {
  it('copies a folder with what the person may download; refuses what they only read', async () => {
    const copied = await call(
      api.disk.copyFromProject,
      { projectId: projectId(), resIds: [res('01 建筑')], targetId: '0' },
      'liting',
    );
    expect(copied.code).toBe(ResponseCode.Success);
    const top = (await diskList('0')).find((r) => r.resName === '01 建筑');
    if (!top) throw new Error('not copied');
    const projectNames = names(await projectList(res('01 建筑')));
    expect(names(await diskList(top.resId)).sort()).toEqual([...projectNames].sort());

    const again = await call(
      api.disk.copyFromProject,
      { projectId: projectId(), resIds: [res('01 建筑')], targetId: '0', onConflict: ConflictChoice.KeepBoth },
      'liting',
    );
    expect(again.code).toBe(ResponseCode.Success);
    expect(names(await diskList('0'))).toEqual(expect.arrayContaining(['01 建筑', '01 建筑 (1)']));

    const readOnly = await call(
      api.disk.copyFromProject,
      { projectId: projectId(), resIds: [res('05 电气/电施-01 照明平面图.pdf')], targetId: '0' },
      'liting',
    );
    expect(readOnly).toMatchObject({ code: ErrorCode.Denied, message: FileOperationMessage.NoCopyPermission });
    const hidden = await call(
      api.disk.copyFromProject,
      { projectId: projectId(), resIds: [res('04 暖通')], targetId: '0' },
      'liting',
    );
    expect(hidden.code).toBe(ErrorCode.Denied);
  });
});
