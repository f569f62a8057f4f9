import { ApprovalStatus, api, StoredNotificationType } from '@atelier/api';
import type { PersonKey } from '@atelier/api/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvals } from '../db/schema';
import { newApprovalId, orderedSubmission } from '../testing/approvals';
import { type DrawingRef, recognise, refsOf } from '../testing/drawings';
import { createTestServer, type TestServer } from '../testing/harness';
import { todayTodoCount } from './workbench';

/**
 * The workbench's detail, counts and unread list (001 section 7.1), each the person's own in the call's enterprise.
 * Approvals are ordered signings on 建筑两级审批 (审核 吴磊, then 审定 刘洋) launched by 陈建国.
 */

let server: TestServer;
const ARCH = ['01 建筑/施工图/建施-01 总平面图.pdf'];

beforeAll(async () => {
  server = await createTestServer();
  const refs = await refsOf(server, 'binjiang', ARCH);
  await recognise(
    server,
    'binjiang',
    refs.map((r) => r.recordId),
  );
});
afterAll(() => server?.close());

async function call(key: PersonKey, endpoint: Parameters<TestServer['call']>[0], data = {}) {
  const { body } = await server.call(endpoint, data, {
    token: await server.login(key),
    enterpriseId: server.ids.enterprises.huazhu,
  });
  expect(body).toMatchObject({ success: true });
  return body.result;
}

let launches = 0;
async function launch(): Promise<string> {
  const arch: DrawingRef[] = await refsOf(server, 'binjiang', ARCH);
  const id = await newApprovalId(server);
  launches += 1;
  const { body } = await server.call(
    api.orderedSigning.submit,
    {
      id,
      ...orderedSubmission(server, {
        approvalName: `工作台-审批${launches}`,
        fileList: arch,
        stampKeyList: [{ recordId: arch[0]?.recordId, stampId: server.stamp('一级注册建筑师 吴磊') }],
      }),
    },
    { token: await server.login('chenjianguo') },
  );
  expect(body).toMatchObject({ success: true, result: { actId: id } });
  return id;
}

const counts = async () => ({
  wulei: (await call('wulei', api.workbench.todayTodoCount)) as number,
  liuyang: (await call('liuyang', api.workbench.todayTodoCount)) as number,
});

describe('getUserBaseDetail', () => {
  it('answers the person with the call’s enterprise and their department there', async () => {
    expect(await call('liting', api.workbench.baseDetail)).toEqual({
      userId: server.person('liting'),
      realname: '李婷',
      phone: '13912345602',
      enterpriseName: '华筑建筑设计研究院有限公司',
      departmentName: '建筑设计所',
    });
    const there = await server.call(api.workbench.baseDetail, {}, { token: await server.login('xuwenbo') });
    expect(there.body.result).toMatchObject({ realname: '许文博', enterpriseName: '同创结构工程咨询有限公司' });
  });
});

describe('getParticipateProCount', () => {
  it('counts the projects of the enterprise the person is a member of, as their project list', async () => {
    for (const key of ['liting', 'wulei', 'chenjianguo'] as const) {
      const list = await call(key, api.project.list, { pageNum: 1, pageSize: 100 });
      const n = await call(key, api.workbench.participatedProjects);
      expect(n).toBeGreaterThan(0);
      expect(n).toBe(list.pageInfo.total);
    }
  });
});

describe('todayTodoCount', () => {
  it('counts a to-do on the day its step reaches the person, not before its turn', async () => {
    const before = await counts();
    const actId = await launch();
    expect(await counts()).toEqual({ wulei: before.wulei + 1, liuyang: before.liuyang });
    await call('wulei', api.approval.pass, { actId });
    expect(await counts()).toEqual({ wulei: before.wulei, liuyang: before.liuyang + 1 });
  });

  it('leaves out a to-do that reached the person on another day', async () => {
    const before = await counts();
    const actId = await launch();
    // Launched yesterday: 吴磊's first-step to-do reached him then.
    await server.db
      .update(approvals)
      .set({ createdAt: new Date(Date.now() - 36 * 3600_000) })
      .where(eq(approvals.id, actId));
    expect(await counts()).toEqual(before);
    // Passed today: 刘洋's second step reaches him today, though the approval is older.
    await call('wulei', api.approval.pass, { actId });
    expect((await counts()).liuyang).toBe(before.liuyang + 1);
    // Tomorrow none of today's counts.
    const actor = {
      userId: server.person('liuyang'),
      enterpriseId: server.ids.enterprises.huazhu,
      roles: [],
      permissionKeys: [],
    };
    expect(await todayTodoCount(server.db, actor, new Date(Date.now() + 48 * 3600_000))).toBe(0);
  });

  it('counts nothing of another enterprise', async () => {
    await launch();
    const there = await server.call(api.workbench.todayTodoCount, {}, { token: await server.login('xuwenbo') });
    expect(there.body).toMatchObject({ success: true, result: 0 });
  });
});

describe('getUserUnReadList', () => {
  it('lists the person’s unread notifications newest first, as many as the badge counts', async () => {
    const actId = await launch();
    const page = await call('wulei', api.workbench.unreadList, { pageNum: 1, pageSize: 5 });
    expect(page.total).toBe(await call('wulei', api.notify.unreadCount));
    expect(page.list.length).toBeLessThanOrEqual(5);
    expect(page.list[0]).toMatchObject({ actId, type: StoredNotificationType.SignRequest, isRead: '0' });
    await call('wulei', api.notify.clickRead, { id: page.list[0].id });
    const after = await call('wulei', api.workbench.unreadList, { pageNum: 1, pageSize: 5 });
    expect(after.total).toBe(page.total - 1);
    expect(after.list.map((n: { id: string }) => n.id)).not.toContain(page.list[0].id);
    // 刘洋's turn has not come: nothing of it is his yet.
    const his = await call('liuyang', api.workbench.unreadList, { pageNum: 1, pageSize: 50 });
    expect(his.list.map((n: { actId: string }) => n.actId)).not.toContain(actId);
  });
});

describe('the approval lists by status (001 section 7.1: 0 and -1 mean all)', () => {
  it('keeps the approvals of the chosen status, and counts the total after the filter', async () => {
    const going = await launch();
    const recalled = await launch();
    await call('chenjianguo', api.approval.withdraw, { actId: recalled });
    const ids = async (status?: string) => {
      const page = await call('chenjianguo', api.approval.launchedBySelf, { pageNum: 1, pageSize: 1000, status });
      const list = page.list.map((a: { id: string }) => a.id);
      expect(page.total).toBe(list.length);
      return list;
    };
    const inProgress = await ids(ApprovalStatus.InProgress);
    expect(inProgress).toContain(going);
    expect(inProgress).not.toContain(recalled);
    const withdrawn = await ids(ApprovalStatus.Recalled);
    expect(withdrawn).toContain(recalled);
    expect(withdrawn).not.toContain(going);
    for (const all of [undefined, '0', '-1']) expect(await ids(all)).toEqual(expect.arrayContaining([going, recalled]));
    // The to-do list takes the filter too: 吴磊's to-do is in progress, never passed.
    const todo = await call('wulei', api.approval.allTodoList, { pageNum: 1, pageSize: 1000, status: '4' });
    expect(todo.list.map((a: { id: string }) => a.id)).not.toContain(going);
  });

  it('refuses a status that is none of the list’s', async () => {
    const { body } = await server.call(
      api.approval.launchedBySelf,
      { pageNum: 1, pageSize: 10, status: 'x' },
      { token: await server.login('chenjianguo') },
    );
    expect(body).toMatchObject({ success: false });
  });
});
