import { api, ProjectRecycleMessage, ProjectType } from '@atelier/api';
import type { PersonKey } from '@atelier/api/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../db/schema';
import { ErrorCode, ErrorMessage } from '../domain/errors';
import { createTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const refusal = (code: number, message: string) => ({ success: false, code, message, result: null });

async function deletedQuick(name: string, simpleName: string, creator: PersonKey) {
  const token = await server.login(creator);
  const created = await server.call(
    api.project.createFastPro,
    { projectInfo: { name, simpleName, proType: ProjectType.Quick }, projectUserInfos: [] },
    { token },
  );
  const projectId: string = created.body.result.id;
  await server.call(api.project.delPro, { projectId, confirmName: name }, { token });
  return { projectId, token };
}

describe('the project recycle bin (getProRecycleList, recoverPro, delRecyclePro)', () => {
  it('lists a deleted project to its creator with 30 days left, and restores it with its name', async () => {
    const { projectId, token } = await deletedQuick('回收项目甲', 'HSJ', 'liting');
    const list = await server.call(api.project.recycleList, {}, { token });
    expect(list.body.result.list).toEqual([
      expect.objectContaining({ id: projectId, name: '回收项目甲', creatorName: '李婷', daysLeft: 30 }),
    ]);
    // Its name stays reserved while it is in the bin.
    const again = await server.call(
      api.project.createFastPro,
      { projectInfo: { name: '回收项目甲', simpleName: 'HSJ2' }, projectUserInfos: [] },
      { token },
    );
    expect(again.body.success).toBe(false);

    expect((await server.call(api.project.recoverPro, { projectId }, { token })).body.success).toBe(true);
    const projectsOf = await server.call(api.project.list, { pageNum: 1, pageSize: 100 }, { token });
    expect(projectsOf.body.result.pageInfo.list.map((p: { id: string }) => p.id)).toContain(projectId);
    expect((await server.call(api.project.detail, { projectId }, { token })).body.result.name).toBe('回收项目甲');
    const empty = await server.call(api.project.recycleList, {}, { token });
    expect(empty.body.result.list.map((p: { id: string }) => p.id)).not.toContain(projectId);
    const twice = await server.call(api.project.recoverPro, { projectId }, { token });
    expect(twice.body).toEqual(refusal(ErrorCode.Denied, ProjectRecycleMessage.NotFound));
  });

  it('purges for good: nothing lists it, it cannot be restored, and its names are free again', async () => {
    const { projectId, token } = await deletedQuick('回收项目乙', 'HSY', 'liting');
    expect((await server.call(api.project.purgePro, { projectId }, { token })).body.success).toBe(true);
    const list = await server.call(api.project.recycleList, {}, { token });
    expect(list.body.result.list.map((p: { id: string }) => p.id)).not.toContain(projectId);
    const restore = await server.call(api.project.recoverPro, { projectId }, { token });
    expect(restore.body).toEqual(refusal(ErrorCode.Denied, ProjectRecycleMessage.NotFound));
    const detail = await server.call(api.project.detail, { projectId }, { token });
    expect(detail.body.message).toBe(ErrorMessage.ProjectNotFound);
    const reused = await server.call(
      api.project.createFastPro,
      { projectInfo: { name: '回收项目乙', simpleName: 'HSY' }, projectUserInfos: [] },
      { token },
    );
    expect(reused.body.success).toBe(true);
  });

  it('is the creator’s or the administrator’s; past its 30 days it is gone', async () => {
    const { projectId } = await deletedQuick('回收项目丙', 'HSB', 'liting');
    const other = await server.login('wanghaitao');
    const theirs = await server.call(api.project.recycleList, {}, { token: other });
    expect(theirs.body.result.list.map((p: { id: string }) => p.id)).not.toContain(projectId);
    const refused = await server.call(api.project.recoverPro, { projectId }, { token: other });
    expect(refused.body).toEqual(refusal(ErrorCode.Denied, ProjectRecycleMessage.OnlyCreator));
    const admin = await server.login('chenjianguo');
    const adminList = await server.call(api.project.recycleList, {}, { token: admin });
    expect(adminList.body.result.list.map((p: { id: string }) => p.id)).toContain(projectId);

    await server.db
      .update(projects)
      .set({ deletedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(projects.id, projectId));
    const expired = await server.call(api.project.recycleList, {}, { token: admin });
    expect(expired.body.result.list.map((p: { id: string }) => p.id)).not.toContain(projectId);
    const late = await server.call(api.project.recoverPro, { projectId }, { token: admin });
    expect(late.body).toEqual(refusal(ErrorCode.Denied, ProjectRecycleMessage.NotFound));
  });
});
