import { api, LogType, NotificationType, ReadState, StoredNotificationType } from '@atelier/api';
import type { PersonKey } from '@atelier/api/seed';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../db/schema';
import { newApprovalId, orderedSubmission } from '../testing/approvals';
import { type DrawingRef, recognise, refsOf } from '../testing/drawings';
import { createTestServer, type TestServer } from '../testing/harness';
import { notify } from './notify';

/**
 * Every approval event writes one notification to the right people and no one else (never in another enterprise),
 * and the person reads, clicks, marks all read and clears their own notifications only (001 sections 4.3, 7.2).
 * Approvals are ordered signings on 建筑两级审批: 审核 吴磊, then 审定 刘洋, launched by 陈建国 (the stamp signer).
 */

let server: TestServer;
let arch: DrawingRef[];
const ARCH = ['01 建筑/施工图/建施-01 总平面图.pdf', '01 建筑/施工图/建施-02 一层平面图.pdf'];

beforeAll(async () => {
  server = await createTestServer();
  arch = await refsOf(server, 'binjiang', ARCH);
  await recognise(
    server,
    'binjiang',
    arch.map((r) => r.recordId),
  );
});
afterAll(() => server?.close());

let launches = 0;
async function launch(): Promise<string> {
  arch = await refsOf(server, 'binjiang', ARCH);
  const id = await newApprovalId(server);
  launches += 1;
  const { body } = await server.call(
    api.orderedSigning.submit,
    {
      id,
      ...orderedSubmission(server, {
        approvalName: `通知-审批${launches}`,
        customizedStampIds: [server.stamp('技术质量部章')],
        fileList: arch,
        stampKeyList: [{ recordId: arch[0]?.recordId, stampId: server.stamp('一级注册建筑师 吴磊') }],
      }),
    },
    { token: await server.login('chenjianguo') },
  );
  expect(body).toMatchObject({ success: true, result: { actId: id } });
  return id;
}

/** Who was told of the approval, with which type: sorted 'person:type' lines. */
async function told(actId: string): Promise<string[]> {
  const rows = await server.db
    .select({ userId: notifications.userId, type: notifications.type })
    .from(notifications)
    .where(eq(notifications.approvalId, actId));
  const keyOf = (userId: string) => Object.entries(server.ids.people).find(([, id]) => id === userId)?.[0];
  return rows.map((r) => `${keyOf(r.userId)}:${r.type}`).sort();
}

async function call(key: PersonKey, endpoint: Parameters<TestServer['call']>[0], data = {}, enterprise?: string) {
  const { body } = await server.call(endpoint, data, {
    token: await server.login(key),
    enterpriseId: enterprise ?? server.ids.enterprises.huazhu,
  });
  expect(body).toMatchObject({ success: true });
  return body.result;
}

async function pendingForm(actId: string, key: PersonKey): Promise<string> {
  const page = await call(key, api.approvalCenter.forMe, { pageNum: 1, pageSize: 100 });
  const entry = page.list.find((e: { id: string }) => e.id === actId);
  if (!entry?.formId) throw new Error(`${key} has no pending form of ${actId}`);
  return entry.formId;
}

describe('approval events', () => {
  it('a launch asks the approvers of the active step only', async () => {
    const actId = await launch();
    expect(await told(actId)).toEqual([`wulei:${NotificationType.SignRequest}`]);
    const page = await call('wulei', api.notify.list, { logType: LogType.Workflow });
    expect(page.list[0]).toMatchObject({
      actId,
      type: NotificationType.SignRequest,
      logType: LogType.Workflow,
      isRead: ReadState.Unread,
      userName: '陈建国',
      actName: `通知-审批${launches}`,
      msg: `您有一个新的审批待处理：通知-审批${launches}`,
      projectId: server.ids.projects.binjiang,
    });
    expect(page.list[0].formId).toBe(await pendingForm(actId, 'wulei'));
  });

  it('passing a step asks the next one; the last pass tells the launcher, asks the signer, then the stamping', async () => {
    const actId = await launch();
    await call('wulei', api.approvalCenter.pass, { formId: await pendingForm(actId, 'wulei') });
    expect(await told(actId)).toEqual([
      `liuyang:${NotificationType.SignRequest}`,
      `wulei:${NotificationType.SignRequest}`,
    ]);
    await call('liuyang', api.approvalCenter.pass, { formId: await pendingForm(actId, 'liuyang') });
    // 陈建国 launched it and signs its stamps: told it passed, asked to seal, then told the stamping's outcome.
    const deadline = Date.now() + 60_000;
    let lines = await told(actId);
    while (lines.length < 5 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      lines = await told(actId);
    }
    expect(lines).toEqual(
      [
        `chenjianguo:${NotificationType.Approved}`,
        `chenjianguo:${NotificationType.SealRequest}`,
        `chenjianguo:${NotificationType.SealCompleted}`,
        `liuyang:${NotificationType.SignRequest}`,
        `wulei:${NotificationType.SignRequest}`,
      ].sort(),
    );
  });

  it('a refusal tells the launcher only', async () => {
    const actId = await launch();
    await call('wulei', api.approvalCenter.refuse, { formId: await pendingForm(actId, 'wulei') });
    expect(await told(actId)).toEqual(
      [`wulei:${NotificationType.SignRequest}`, `chenjianguo:${NotificationType.Rejected}`].sort(),
    );
  });

  it('a withdrawal tells the approvers who were asked, not the launcher nor the later steps', async () => {
    const actId = await launch();
    await call('chenjianguo', api.approvalCenter.withdraw, { actId });
    expect(await told(actId)).toEqual([`wulei:${NotificationType.SignRequest}`, `wulei:${NotificationType.Withdrawn}`]);
  });

  it('a failed stamping tells the launcher and the signer once', async () => {
    const actId = await launch();
    const { notifyStampingOutcome } = await import('../approvals/notify');
    await notifyStampingOutcome(
      server.db,
      {
        id: actId,
        enterpriseId: server.ids.enterprises.huazhu,
        projectId: server.ids.projects.binjiang,
        actName: 'x',
        launchedBy: server.person('chenjianguo'),
        signMan: server.person('chenjianguo'),
      },
      false,
    );
    expect(await told(actId)).toEqual(
      [`wulei:${NotificationType.SignRequest}`, `chenjianguo:${StoredNotificationType.StampingFailed}`].sort(),
    );
  });

  it('is never written to someone outside the enterprise', async () => {
    const ids = await notify(server.db, {
      type: StoredNotificationType.FileDeleted,
      enterpriseId: server.ids.enterprises.tongchuang,
      // 吴磊 is of 华筑 only; 李婷 is of both.
      recipients: [{ userId: server.person('wulei') }, { userId: server.person('liting') }],
      senderId: server.person('mali'),
      params: { resName: '结施-01.pdf' },
    });
    expect(ids).toHaveLength(1);
    const rows = await server.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, ids[0] ?? ''));
    expect(rows[0]).toMatchObject({
      userId: server.person('liting'),
      logType: LogType.File,
      msg: '马丽删除了文件：结施-01.pdf',
    });
  });
});

describe("a person's own notifications", () => {
  it('are listed per enterprise: one of another enterprise of the same person is not among them', async () => {
    // 李婷 works in 华筑 (her current enterprise) and in 同创.
    const [elsewhere] = await notify(server.db, {
      type: StoredNotificationType.FileRenamed,
      enterpriseId: server.ids.enterprises.tongchuang,
      recipients: [{ userId: server.person('liting') }],
      params: { oldResName: 'a.pdf', newResName: 'b.pdf' },
    });
    const [here] = await notify(server.db, {
      type: StoredNotificationType.FileRenamed,
      enterpriseId: server.ids.enterprises.huazhu,
      recipients: [{ userId: server.person('liting') }],
      params: { oldResName: 'c.pdf', newResName: 'd.pdf' },
    });
    const page = await call('liting', api.notify.list, {});
    const ids = page.list.map((n: { id: string }) => n.id);
    expect(ids).toContain(here);
    expect(ids).not.toContain(elsewhere);
    await call('liting', api.notify.clickRead, { id: elsewhere });
    const [row] = await server.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, elsewhere ?? ''));
    expect(row?.isRead).toBe(ReadState.Unread);
  });

  it('a click reads one of mine; someone else clicking it changes nothing', async () => {
    await launch();
    const before = await call('wulei', api.notify.unreadCount);
    const [first] = (await call('wulei', api.notify.list, { isRead: ReadState.Unread })).list;
    await call('liuyang', api.notify.clickRead, { id: first.id });
    expect(await call('wulei', api.notify.unreadCount)).toBe(before);
    await call('wulei', api.notify.clickRead, { id: first.id });
    expect(await call('wulei', api.notify.unreadCount)).toBe(before - 1);
    const [again] = (await call('wulei', api.notify.subjectMessages, { commonId: first.actId })).filter(
      (n: { id: string }) => n.id === first.id,
    );
    expect(again.isRead).toBe(ReadState.Read);
  });

  it('全部已读 reads them all (of a type when given); 清空已读 clears them', async () => {
    await launch();
    expect(await call('wulei', api.notify.unreadCount)).toBeGreaterThan(0);
    expect(await call('wulei', api.notify.allRead, { logType: LogType.File })).toBe(0);
    expect(await call('wulei', api.notify.allRead, {})).toBeGreaterThan(0);
    expect(await call('wulei', api.notify.unreadCount)).toBe(0);
    const liuyangBefore = await call('liuyang', api.notify.list, {});
    const cleared = await call('wulei', api.notify.clear, {});
    expect(cleared).toBeGreaterThan(0);
    expect((await call('wulei', api.notify.list, {})).total).toBe(0);
    expect((await call('liuyang', api.notify.list, {})).total).toBe(liuyangBefore.total);
    const wulei = server.person('wulei');
    const left = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, wulei)));
    expect(left).toHaveLength(0);
  });
});
