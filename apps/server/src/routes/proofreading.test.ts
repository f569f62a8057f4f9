import {
  type AnyEndpoint,
  APPROVAL_NAME_TAKEN,
  ApprovalStatus,
  api,
  FILES_IN_PROOFREADING,
  LinearMode,
  MARK_NOT_AUTHOR,
  MARK_NOT_INITIATOR,
  MARK_NOT_REVIEWER,
  MarkShape,
  MarkStatus,
  OpinionType,
  PROOFREADING_FINISHED,
  PROOFREADING_LEADER_TASK,
  PROOFREADING_TASK_DUPLICATE,
  PROOFREADING_UNCONFIRMED_OPINIONS,
  ProoType,
} from '@atelier/api';
import type { PersonKey } from '@atelier/api/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvals, proofreadingTasks } from '../db/schema';
import { type DrawingRef, refsOf } from '../testing/drawings';
import { createTestServer, type TestServer } from '../testing/harness';
import { proofreadingLaunch } from '../testing/proofreading';

/**
 * Proofreading over the demo seed (issue 29): 陈建国 launches a proofreading of 滨江新城综合体's architectural
 * drawings with 李婷 (校对) then 吴磊 (审核); 李婷 marks opinions; a pass is refused while one is unconfirmed; 陈建国
 * confirms or rejects; the pass goes through the engine's steps; nothing is stamped.
 */

let server: TestServer;
const ARCH = [
  '01 建筑/施工图/建施-01 总平面图.pdf',
  '01 建筑/施工图/建施-02 一层平面图.pdf',
  '01 建筑/施工图/建施-03 南立面图.pdf',
];
let arch: DrawingRef[];

beforeAll(async () => {
  server = await createTestServer({ recognitionWorkers: 0 });
  arch = await refsOf(server, 'binjiang', ARCH);
});
afterAll(() => server?.close());

const call = async (endpoint: AnyEndpoint, data: Record<string, unknown>, key: PersonKey) =>
  (await server.call(endpoint, data, { token: await server.login(key) })).body;
const refusal = (code: number, message: string) => ({ success: false, code, message });

let launches = 0;
const launchData = (overrides: Record<string, unknown> = {}) => {
  launches += 1;
  return { ...proofreadingLaunch(server, arch, `校审-建施${launches}`), ...overrides };
};
async function launch(overrides: Record<string, unknown> = {}): Promise<string> {
  const body = await call(api.approval.launchProofreading, launchData(overrides), 'chenjianguo');
  expect(body).toMatchObject({ success: true, code: 200 });
  return body.result.actId as string;
}
const markData = (actId: string, overrides: Record<string, unknown> = {}) => ({
  actId,
  recordId: arch[0]?.recordId,
  page: 1,
  geometry: { shape: MarkShape.Rect, x: 100, y: 120, width: 80, height: 40 },
  opinionType: OpinionType.Mandatory,
  comment: '防火分区面积超出规范',
  specialty: '建筑',
  ...overrides,
});
async function mark(actId: string, overrides: Record<string, unknown> = {}, who: PersonKey = 'liting') {
  const body = await call(api.mark.insert, markData(actId, overrides), who);
  expect(body).toMatchObject({ success: true });
  return body.result as { id: string; status: string };
}
const withdraw = (actId: string) => call(api.approval.withdraw, { actId }, 'chenjianguo');

describe('launching a proofreading', () => {
  it('writes an approval of the engine with the steps’ roles; a linear flow starts at its first step', async () => {
    const actId = await launch();
    const detail = (await call(api.approval.detail, { actId }, 'chenjianguo')).result;
    expect(detail).toMatchObject({ moduleType: 5, status: ApprovalStatus.InProgress, isLinear: LinearMode.Linear });
    expect(detail.actTaskList.map((t: { taskName: string; status: string }) => [t.taskName, t.status])).toEqual([
      ['校对', ApprovalStatus.InProgress],
      ['审核', ApprovalStatus.NotStarted],
    ]);
    const roles = await server.db.select().from(proofreadingTasks).where(eq(proofreadingTasks.approvalId, actId));
    expect(roles.map((r) => [r.task, r.prooType])).toEqual([
      [0, ProoType.Proofread],
      [1, ProoType.Examine],
    ]);
    const files = (await call(api.approval.files, { actId }, 'liting')).result;
    expect(JSON.stringify(files)).toContain('建施-01');
    await withdraw(actId);
  });

  it('refuses files already in a proofreading in progress, and says which they are', async () => {
    const actId = await launch();
    const again = await call(api.approval.launchProofreading, launchData(), 'chenjianguo');
    expect(again).toMatchObject(refusal(40007, FILES_IN_PROOFREADING));
    const byFile = await call(api.proofreading.checkActFile, { resIds: arch.map((a) => a.resId) }, 'liting');
    expect(byFile.result.inProofreading.sort()).toEqual(arch.map((a) => a.resId).sort());
    const byVersion = await call(api.proofreading.checkProoActFile, { recordIds: [arch[1]?.recordId] }, 'liting');
    expect(byVersion.result.inProofreading).toEqual([arch[1]?.recordId]);
    await withdraw(actId);
    const free = await call(api.proofreading.checkActFile, { resIds: arch.map((a) => a.resId) }, 'liting');
    expect(free.result.inProofreading).toEqual([]);
  });

  it('refuses a role twice, a leader before the end of a linear flow, a taken name, people outside the project', async () => {
    const twice = launchData({
      newActTaskList: [
        { taskName: '校对', prooType: ProoType.Proofread, userIdList: [server.person('liting')] },
        { taskName: '校对', prooType: ProoType.Proofread, userIdList: [server.person('wulei')] },
      ],
    });
    expect(await call(api.approval.launchProofreading, twice, 'chenjianguo')).toMatchObject(
      refusal(40009, PROOFREADING_TASK_DUPLICATE),
    );
    const leaderFirst = launchData({
      newActTaskList: [
        { taskName: '审定', prooType: ProoType.Leader, userIdList: [server.person('wulei')] },
        { taskName: '校对', prooType: ProoType.Proofread, userIdList: [server.person('liting')] },
      ],
    });
    expect(await call(api.approval.launchProofreading, leaderFirst, 'chenjianguo')).toMatchObject(
      refusal(40009, PROOFREADING_LEADER_TASK),
    );
    // Parallel: the order of the roles does not matter.
    const actId = await launch({ ...leaderFirst, actName: '校审-并行', isLinear: LinearMode.Parallel });
    const detail = (await call(api.approval.detail, { actId }, 'chenjianguo')).result;
    expect(detail.actTaskList.map((t: { status: string }) => t.status)).toEqual([
      ApprovalStatus.InProgress,
      ApprovalStatus.InProgress,
    ]);
    await withdraw(actId);
    const taken = await call(api.approval.launchProofreading, launchData({ actName: '校审-并行' }), 'chenjianguo');
    expect(taken).toMatchObject(refusal(40007, APPROVAL_NAME_TAKEN));
    const outsider = launchData({
      newActTaskList: [{ taskName: '校对', prooType: ProoType.Proofread, userIdList: [server.person('mali')] }],
    });
    expect(await call(api.approval.launchProofreading, outsider, 'chenjianguo')).toMatchObject({ success: false });
  });

  it('refuses a caller outside the project', async () => {
    const body = await call(api.approval.launchProofreading, launchData(), 'mali');
    expect(body.success).toBe(false);
  });
});

describe('marks and the pass', () => {
  it('is refused while an opinion is unconfirmed, and goes through the steps once each is answered', async () => {
    const actId = await launch();
    const first = await mark(actId);
    expect(first.status).toBe(MarkStatus.Unconfirmed);
    const second = await mark(actId, {
      recordId: arch[1]?.recordId,
      geometry: { shape: MarkShape.Cloud, x: 10, y: 10, width: 200, height: 90 },
      opinionType: OpinionType.General,
      comment: '标注尺寸缺失',
    });

    // 吴磊's step has not started; 李婷 cannot pass while opinions are unconfirmed.
    expect(await call(api.approval.pass, { actId }, 'liting')).toMatchObject(
      refusal(40007, PROOFREADING_UNCONFIRMED_OPINIONS),
    );
    expect((await call(api.approval.detail, { actId }, 'liting')).result.actTaskList[0].status).toBe(
      ApprovalStatus.InProgress,
    );

    // Only the initiator confirms or rejects.
    expect(
      await call(api.mark.batchConfirm, { ids: [first.id], status: MarkStatus.Confirmed }, 'liting'),
    ).toMatchObject(refusal(40009, MARK_NOT_INITIATOR));
    await call(api.mark.batchConfirm, { ids: [first.id], status: MarkStatus.Confirmed }, 'chenjianguo');
    expect(await call(api.approval.pass, { actId }, 'liting')).toMatchObject(
      refusal(40007, PROOFREADING_UNCONFIRMED_OPINIONS),
    );
    await call(api.mark.batchConfirm, { ids: [second.id], status: MarkStatus.Rejected }, 'chenjianguo');

    expect(await call(api.approval.pass, { actId }, 'liting')).toMatchObject({ success: true });
    // 吴磊 marks in his step; the pass waits for the initiator again.
    const third = await mark(actId, { comment: '复核：同意校对意见' }, 'wulei');
    expect(await call(api.approval.pass, { actId }, 'wulei')).toMatchObject(
      refusal(40007, PROOFREADING_UNCONFIRMED_OPINIONS),
    );
    await call(api.mark.batchConfirm, { ids: [third.id], status: MarkStatus.Confirmed }, 'chenjianguo');
    expect(await call(api.approval.pass, { actId }, 'wulei')).toMatchObject({ success: true });

    const [row] = await server.db.select().from(approvals).where(eq(approvals.id, actId));
    expect(row?.status).toBe(ApprovalStatus.Passed);
    expect(row?.stampingState).toBeNull();
    // Finished: no more marks.
    expect(await call(api.mark.insert, markData(actId), 'liting')).toMatchObject(refusal(40007, PROOFREADING_FINISHED));
    const statuses = (await call(api.mark.list, { actId }, 'chenjianguo')).result.list.map(
      (m: { status: string }) => m.status,
    );
    expect(statuses).toEqual([MarkStatus.Confirmed, MarkStatus.Rejected, MarkStatus.Confirmed]);
  });

  it('lists marks by file, reviewer and type, 100 a page, with their replies', async () => {
    const actId = await launch({ isLinear: LinearMode.Parallel });
    await mark(actId);
    const other = await mark(
      actId,
      { geometry: { shape: MarkShape.Arrow, x1: 0, y1: 0, x2: 50, y2: 60 }, opinionType: OpinionType.Should },
      'wulei',
    );
    await mark(actId, {
      recordId: arch[2]?.recordId,
      geometry: {
        shape: MarkShape.Freehand,
        points: [
          [1, 2],
          [3, 4],
          [5, 9],
        ],
      },
    });
    const reply = await call(api.mark.addComment, { markId: other.id, comment: '已修改，请复核' }, 'chenjianguo');
    expect(reply.result).toMatchObject({ comment: '已修改，请复核', realname: '陈建国' });

    const all = (await call(api.mark.list, { actId }, 'zhouxiaoyan')).result;
    expect(all.total).toBe(3);
    const byWulei = (await call(api.mark.list, { actId, markUserId: server.person('wulei') }, 'liting')).result;
    expect(byWulei.list).toHaveLength(1);
    expect(byWulei.list[0]).toMatchObject({
      markUserName: '吴磊',
      geometry: { shape: MarkShape.Arrow },
      replies: [{ comment: '已修改，请复核' }],
    });
    const should = (await call(api.mark.list, { actId, opinionType: OpinionType.Should }, 'liting')).result;
    expect(should.total).toBe(1);
    const ofFile = (await call(api.mark.list, { actId, resId: arch[2]?.resId }, 'liting')).result;
    expect(ofFile.list.map((m: { geometry: { shape: string } }) => m.geometry.shape)).toEqual([MarkShape.Freehand]);

    for (let i = 0; i < 100; i += 1) await mark(actId, { comment: `意见${i}` });
    const page1 = (await call(api.mark.list, { actId, pageNum: 1, pageSize: 500 }, 'liting')).result;
    expect(page1.list).toHaveLength(100);
    expect(page1.total).toBe(103);
    const page2 = (await call(api.mark.list, { actId, pageNum: 2, pageSize: 100 }, 'liting')).result;
    expect(page2.list).toHaveLength(3);
    await withdraw(actId);
  });

  it('refuses marks by people who are not reviewers, of files outside it, and deletes by others', async () => {
    const actId = await launch();
    expect(await call(api.mark.insert, markData(actId), 'chenjianguo')).toMatchObject(
      refusal(40009, MARK_NOT_REVIEWER),
    );
    const elsewhere = await refsOf(server, 'binjiang', ['01 建筑/设计说明.txt']);
    expect(await call(api.mark.insert, markData(actId, { recordId: elsewhere[0]?.recordId }), 'liting')).toMatchObject({
      success: false,
    });
    const bad = await call(api.mark.insert, markData(actId, { geometry: { shape: 'circle', x: 1 } }), 'liting');
    expect(bad.success).toBe(false);
    const blank = await call(api.mark.insert, markData(actId, { comment: '  ' }), 'liting');
    expect(blank).toMatchObject({ success: false, message: '请输入意见内容' });

    const own = await mark(actId);
    expect(await call(api.mark.delete, { id: own.id }, 'wulei')).toMatchObject(refusal(40009, MARK_NOT_AUTHOR));
    expect(await call(api.mark.delete, { id: own.id }, 'liting')).toMatchObject({ success: true });
    expect((await call(api.mark.list, { actId }, 'liting')).result.total).toBe(0);
    // Someone of another enterprise sees nothing.
    expect((await call(api.mark.list, { actId }, 'mali')).success).toBe(false);
    await withdraw(actId);
  });
});
