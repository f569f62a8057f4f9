import { api, NotificationType, ResponseCode } from '@atelier/api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, resources } from '../db/schema';
import { createTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const projectId = () => server.ids.projects.binjiang;
const res = (path: string) => server.resource('binjiang', path);
async function call(endpoint: Parameters<TestServer['call']>[0], data: Record<string, unknown>) {
  return (await server.call(endpoint, data, { token: await server.login('chenjianguo') })).body;
}
/** Makes `person` the file's uploader. */
async function uploadedBy(resId: string, person: Parameters<TestServer['person']>[0]) {
  await server.db
    .update(resources)
    .set({ createdBy: server.person(person) })
    .where(eq(resources.id, resId));
}
const toldOf = (person: Parameters<TestServer['person']>[0], resId: string) =>
  server.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, server.person(person)), eq(notifications.resourceId, resId)));

describe('file events notify the uploader (2102001, 2102002)', () => {
  it('tells the uploader when someone else renames their file, then deletes it', async () => {
    const file = res('01 建筑/设计说明.txt');
    await uploadedBy(file, 'liting');
    expect((await call(api.files.rename, { projectId: projectId(), resId: file, resName: '总说明' })).code).toBe(
      ResponseCode.Success,
    );
    expect(
      (await call(api.files.delete, { projectId: projectId(), parentId: res('01 建筑'), resIds: [file] })).code,
    ).toBe(ResponseCode.Success);
    const told = await toldOf('liting', file);
    expect(told.map((n) => [n.type, n.msg])).toEqual(
      expect.arrayContaining([
        [NotificationType.FileRenamed, '陈建国将文件 设计说明.txt 重命名为 总说明.txt'],
        [NotificationType.FileDeleted, '陈建国删除了文件：总说明.txt'],
      ]),
    );
    expect(told).toHaveLength(2);
  });

  it('does not tell a person of their own action, nor anyone of a folder', async () => {
    const file = res('01 建筑/施工图/建施-03 南立面图.pdf');
    await uploadedBy(file, 'chenjianguo');
    await call(api.files.rename, { projectId: projectId(), resId: file, resName: '南立面' });
    expect(await toldOf('chenjianguo', file)).toHaveLength(0);
    const folder = res('01 建筑/方案设计');
    await uploadedBy(folder, 'liting');
    await call(api.files.rename, { projectId: projectId(), resId: folder, resName: '方案' });
    expect(await toldOf('liting', folder)).toHaveLength(0);
  });
});
