import {
  type AnyEndpoint,
  ApprovalStatus,
  ApprovalType,
  api,
  Flag,
  LinearMode,
  NO_OUTPUT_STAMP_ID,
  NotificationType,
  StandardDuty,
} from '@atelier/api';
import type { PersonKey } from '@atelier/api/seed';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { approvalActions, approvalForms, approvals, notifications } from '../db/schema';
import { ErrorCode, ErrorMessage } from '../domain/errors';
import { newApprovalId, orderedSubmission, submitQuick } from '../testing/approvals';
import { type DrawingRef, recognise, refOf, refsOf } from '../testing/drawings';
import { createTestServer, type Envelope, type TestServer } from '../testing/harness';
import { readZip } from '../testing/readZip';

/**
 * The approval engine's transitions (pass, refuse, withdraw), the detail, the files and the approval centre's
 * lists, over the demo seed: approvals are launched through the real submissions (ordered signing on the linear
 * template 建筑两级审批, 审核 吴磊 then 审定 刘洋; quick stamp approvals with two approvers).
 */

let server: TestServer;

const ARCH = [
  '01 建筑/施工图/建施-01 总平面图.pdf',
  '01 建筑/施工图/建施-02 一层平面图.pdf',
  '01 建筑/施工图/建施-03 南立面图.pdf',
];
const HVAC = '04 暖通/暖施-01 通风平面图.pdf';

let arch: DrawingRef[];
let hvac: DrawingRef;

beforeAll(async () => {
  server = await createTestServer();
  arch = await refsOf(server, 'binjiang', ARCH);
  hvac = await refOf(server, 'binjiang', HVAC);
  await recognise(
    server,
    'binjiang',
    [...arch, hvac].map((r) => r.recordId),
  );
});
afterAll(() => server?.close());
// A passed approval stamps its drawings as new current versions (approvals/stamping.ts): each test launches with
// the drawings' current versions.
beforeEach(async () => {
  arch = await refsOf(server, 'binjiang', ARCH);
});

const binjiang = () => server.ids.projects.binjiang;

let launches = 0;
/** Launches an ordered signing on 建筑两级审批 as 陈建国 and answers its id. */
async function launchOrdered(overrides: Record<string, unknown> = {}): Promise<string> {
  const id = await newApprovalId(server);
  launches += 1;
  const { body } = await server.call(
    api.orderedSigning.submit,
    {
      id,
      ...orderedSubmission(server, {
        approvalName: `按序签章-审批${launches}`,
        customizedStampIds: [server.stamp('技术质量部章')],
        fileList: arch,
        stampKeyList: [{ recordId: arch[0]?.recordId, stampId: server.stamp('一级注册建筑师 吴磊') }],
        remarks: '按图号顺序签',
      }),
      ...overrides,
    },
    { token: await server.login('chenjianguo') },
  );
  expect(body).toMatchObject({ success: true, result: { actId: id } });
  return id;
}

/** Launches a quick stamp approval (one step, parallel) of the three drawings, approved by 吴磊 and 刘洋. */
async function launchQuick(): Promise<string> {
  launches += 1;
  const { id, body } = await submitQuick(server, {
    approvalName: `快速签章-审批${launches}`,
    drawings: arch,
    entStampId: NO_OUTPUT_STAMP_ID,
  });
  expect(body).toMatchObject({ success: true, result: { actId: id } });
  return id;
}

type ListEntry = { id: string; formId: string | null; status: string };
async function list(endpoint: AnyEndpoint, key: PersonKey, data: Record<string, unknown> = {}) {
  const { body } = await server.call(endpoint, data, { token: await server.login(key) });
  expect(body.success).toBe(true);
  return body.result as { total: number; list: ListEntry[] };
}
const todoIds = async (key: PersonKey) => (await list(api.approvalCenter.forMe, key)).list.map((e) => e.id);
const doneIds = async (key: PersonKey) => (await list(api.approvalCenter.approvedByMe, key)).list.map((e) => e.id);

async function detail(key: PersonKey, actId: string): Promise<Envelope> {
  return (await server.call(api.approvalCenter.detail, { actId }, { token: await server.login(key) })).body;
}
async function statusOf(actId: string) {
  const [row] = await server.db.select({ status: approvals.status }).from(approvals).where(eq(approvals.id, actId));
  return row?.status;
}
async function formsOf(actId: string) {
  return server.db
    .select()
    .from(approvalForms)
    .where(eq(approvalForms.approvalId, actId))
    .orderBy(asc(approvalForms.task), asc(approvalForms.userId));
}
async function formOf(actId: string, key: PersonKey) {
  const form = (await formsOf(actId)).find((f) => f.userId === server.person(key));
  if (!form) throw new Error(`no form of ${key}`);
  return form;
}
async function notified(actId: string, type: number) {
  const rows = await server.db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(and(eq(notifications.approvalId, actId), eq(notifications.type, type)));
  return rows.map((r) => r.userId).sort();
}
const pass = async (key: PersonKey, formId: string, remark?: string) =>
  (
    await server.call(
      api.approvalCenter.pass,
      { formId, ...(remark === undefined ? {} : { remark }) },
      { token: await server.login(key) },
    )
  ).body;
const nothingToHandle = { code: ErrorCode.NotReady, message: ErrorMessage.NothingToHandle };

describe('a linear flow: 审核 吴磊, then 审定 刘洋', () => {
  it('moves to the second step when 吴磊 passes and passes when 刘洋 does; each form acts once', async () => {
    const actId = await launchOrdered();
    expect(await notified(actId, NotificationType.SignRequest)).toEqual([server.person('wulei')]);

    // 刘洋's step has not started: not in his to-do list, nothing for him to pass.
    expect(await todoIds('liuyang')).not.toContain(actId);
    const early = await server.call(api.approval.pass, { actId }, { token: await server.login('liuyang') });
    expect(early.body).toMatchObject(nothingToHandle);
    const liuyangForm = await formOf(actId, 'liuyang');
    expect(await pass('liuyang', liuyangForm.id)).toMatchObject(nothingToHandle);

    // 吴磊's detail names his pending form.
    const before = await detail('wulei', actId);
    const wuleiForm = await formOf(actId, 'wulei');
    expect(before.result).toMatchObject({
      id: actId,
      status: ApprovalStatus.InProgress,
      statusText: '进行中',
      isLinear: LinearMode.Linear,
      formId: wuleiForm.id,
      isCa: Flag.No,
      remarks: '按图号顺序签',
      projectName: '滨江新城综合体',
      launchManInfo: { id: server.person('chenjianguo'), realname: '陈建国' },
      signMan: { realName: '陈建国' },
      additionInfo: { attachments: [] },
    });
    expect(
      before.result.actTaskList.map((t: { taskName: string; status: string; actForms: { status: string }[] }) => [
        t.taskName,
        t.status,
        t.actForms.map((f) => f.status),
      ]),
    ).toEqual([
      ['审核', ApprovalStatus.InProgress, [ApprovalStatus.InProgress]],
      ['审定', ApprovalStatus.NotStarted, [ApprovalStatus.NotStarted]],
    ]);

    // 吴磊 passes (the remark defaults to 同意); his form cannot act again.
    expect(await pass('wulei', wuleiForm.id)).toMatchObject({ success: true, code: 200 });
    expect(await pass('wulei', wuleiForm.id)).toMatchObject(nothingToHandle);
    const refuseAgain = await server.call(
      api.approvalCenter.refuse,
      { formId: wuleiForm.id },
      { token: await server.login('wulei') },
    );
    expect(refuseAgain.body).toMatchObject(nothingToHandle);
    expect(await formOf(actId, 'wulei')).toMatchObject({ status: ApprovalStatus.Passed, remarks: '同意' });
    expect(await statusOf(actId)).toBe(ApprovalStatus.InProgress);

    // Now 刘洋 finds it; 吴磊 has it among the approved ones.
    const liuyangTodo = await list(api.approvalCenter.forMe, 'liuyang');
    expect(liuyangTodo.list.find((e) => e.id === actId)?.formId).toBe(liuyangForm.id);
    expect(await todoIds('wulei')).not.toContain(actId);
    expect(await doneIds('wulei')).toContain(actId);
    expect((await list(api.approval.doneList, 'wulei')).list.map((e) => e.id)).toContain(actId);
    expect(await doneIds('liuyang')).not.toContain(actId);
    expect(await notified(actId, NotificationType.SignRequest)).toEqual(
      [server.person('liuyang'), server.person('wulei')].sort(),
    );
    expect((await detail('wulei', actId)).result.formId).toBeNull();

    // 刘洋 passes through the approval service (by actId, with his remark): the approval has passed.
    const last = await server.call(
      api.approval.pass,
      { actId, common: '可以出图' },
      { token: await server.login('liuyang') },
    );
    expect(last.body).toMatchObject({ success: true });
    expect(await statusOf(actId)).toBe(ApprovalStatus.Passed);
    const after = await detail('chenjianguo', actId);
    expect(after.result).toMatchObject({ status: ApprovalStatus.Passed, statusText: '已通过', formId: null });
    expect(
      after.result.actTaskList.map((t: { status: string; actForms: { remarks: string; updateTime: string }[] }) => [
        t.status,
        t.actForms[0]?.remarks,
        /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(t.actForms[0]?.updateTime ?? ''),
      ]),
    ).toEqual([
      [ApprovalStatus.Passed, '同意', true],
      [ApprovalStatus.Passed, '可以出图', true],
    ]);
    // Every action recorded: who, what, remark.
    const actions = await server.db
      .select()
      .from(approvalActions)
      .where(eq(approvalActions.approvalId, actId))
      .orderBy(asc(approvalActions.createdAt));
    expect(actions.map((a) => [a.userId, a.action, a.remark, a.formId])).toEqual([
      [server.person('wulei'), 'pass', '同意', wuleiForm.id],
      [server.person('liuyang'), 'pass', '可以出图', liuyangForm.id],
    ]);
    // The launcher learns it passed, the stamp signer is asked to stamp; once each.
    expect(await notified(actId, NotificationType.Approved)).toEqual([server.person('chenjianguo')]);
    expect(await notified(actId, NotificationType.SealRequest)).toEqual([server.person('chenjianguo')]);

    // A passed approval is final.
    expect(await pass('liuyang', liuyangForm.id)).toMatchObject(nothingToHandle);
    const withdraw = await server.call(
      api.approvalCenter.withdraw,
      { actId },
      { token: await server.login('chenjianguo') },
    );
    expect(withdraw.body).toMatchObject({ code: ErrorCode.NotReady, message: ErrorMessage.NotWithdrawable });
    expect(await statusOf(actId)).toBe(ApprovalStatus.Passed);
  });

  it('ends as refused when 吴磊 refuses; 刘洋 is never asked and nothing can pass it later', async () => {
    const actId = await launchOrdered();
    const wuleiForm = await formOf(actId, 'wulei');
    const refused = await server.call(
      api.approvalCenter.refuse,
      { formId: wuleiForm.id, remark: '图签不全' },
      { token: await server.login('wulei') },
    );
    expect(refused.body).toMatchObject({ success: true });
    expect(await statusOf(actId)).toBe(ApprovalStatus.Refused);
    expect(await formOf(actId, 'wulei')).toMatchObject({ status: ApprovalStatus.Refused, remarks: '图签不全' });
    expect(await todoIds('liuyang')).not.toContain(actId);
    expect(await todoIds('wulei')).not.toContain(actId);
    expect(await doneIds('wulei')).toContain(actId);
    expect(await pass('wulei', wuleiForm.id)).toMatchObject(nothingToHandle);
    expect(await pass('liuyang', (await formOf(actId, 'liuyang')).id)).toMatchObject(nothingToHandle);
    const withdraw = await server.call(
      api.approvalCenter.withdraw,
      { actId },
      { token: await server.login('chenjianguo') },
    );
    expect(withdraw.body).toMatchObject({ code: ErrorCode.NotReady, message: ErrorMessage.NotWithdrawable });

    const shown = await detail('chenjianguo', actId);
    expect(shown.result).toMatchObject({ status: ApprovalStatus.Refused, statusText: '已拒绝', comment: '图签不全' });
    expect(shown.result.actTaskList.map((t: { status: string }) => t.status)).toEqual([
      ApprovalStatus.Refused,
      ApprovalStatus.NotStarted,
    ]);
    expect(await notified(actId, NotificationType.Rejected)).toEqual([server.person('chenjianguo')]);
    expect(await statusOf(actId)).toBe(ApprovalStatus.Refused);
  });

  it('refuses without a reason through the approval service', async () => {
    const actId = await launchOrdered();
    const { body } = await server.call(api.approval.refuse, { actId }, { token: await server.login('wulei') });
    expect(body).toMatchObject({ success: true });
    expect(await formOf(actId, 'wulei')).toMatchObject({ status: ApprovalStatus.Refused, remarks: null });
    expect(await statusOf(actId)).toBe(ApprovalStatus.Refused);
  });
});

describe('a launcher who is also an approver (issue 22: the approval hung)', () => {
  /**
   * Drives an approval to its end as the portal does: each approver finds it in 待我审批 (with its form), opens the
   * detail for that form, and passes the form the detail answers.
   */
  async function passAsThePortalDoes(actId: string, approvers: readonly PersonKey[]) {
    for (const key of approvers) {
      const entry = (await list(api.approvalCenter.forMe, key)).list.find((e) => e.id === actId);
      expect(entry?.formId, `${key} has ${actId} to approve`).toBeTruthy();
      const { body } = await server.call(
        api.approvalCenter.detail,
        { actId, formId: entry?.formId },
        { token: await server.login(key) },
      );
      const formId = (body.result as { formId: string | null }).formId;
      expect(formId, `the detail gives ${key} a form to act on`).toBe(entry?.formId);
      expect(await pass(key, formId as string)).toMatchObject({ success: true });
    }
    expect(await statusOf(actId)).toBe(ApprovalStatus.Passed);
  }

  it.each([
    ['first', ['chenjianguo', 'liuyang']],
    ['second', ['wulei', 'chenjianguo']],
  ] as const)('passes when 陈建国 launches an ordered signing and is its %s step', async (_, [first, second]) => {
    const actId = await launchOrdered({
      tasks: [
        { taskName: StandardDuty.Examine, userIdList: [server.person(first)] },
        { taskName: StandardDuty.Authorize, userIdList: [server.person(second)] },
      ],
    });
    await passAsThePortalDoes(actId, [first, second]);
  });

  it('passes when 陈建国 launches a quick stamp approval with himself among its approvers', async () => {
    launches += 1;
    const { id, body } = await submitQuick(server, {
      approvalName: `快速签章-审批${launches}`,
      drawings: arch,
      entStampId: NO_OUTPUT_STAMP_ID,
      approvers: ['chenjianguo', 'wulei'],
    });
    expect(body).toMatchObject({ success: true, result: { actId: id } });
    await passAsThePortalDoes(id, ['chenjianguo', 'wulei']);
  });
});

describe('withdraw (recall)', () => {
  it('is the launcher’s, while in progress; afterwards nobody can pass or refuse', async () => {
    const actId = await launchOrdered();
    const wuleiForm = await formOf(actId, 'wulei');
    const notLauncher = await server.call(
      api.approvalCenter.withdraw,
      { actId },
      { token: await server.login('wulei') },
    );
    expect(notLauncher.body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.OnlyLauncherWithdraws });

    const { body } = await server.call(
      api.approval.withdraw,
      { actId, common: '图纸要改' },
      { token: await server.login('chenjianguo') },
    );
    expect(body).toMatchObject({ success: true });
    expect(await statusOf(actId)).toBe(ApprovalStatus.Recalled);
    expect((await formsOf(actId)).map((f) => f.status)).toEqual([ApprovalStatus.Recalled, ApprovalStatus.Recalled]);
    expect(await todoIds('wulei')).not.toContain(actId);
    expect(await pass('wulei', wuleiForm.id)).toMatchObject(nothingToHandle);
    const refuse = await server.call(api.approval.refuse, { actId }, { token: await server.login('wulei') });
    expect(refuse.body).toMatchObject(nothingToHandle);
    const again = await server.call(
      api.approvalCenter.withdraw,
      { actId },
      { token: await server.login('chenjianguo') },
    );
    expect(again.body).toMatchObject({ code: ErrorCode.NotReady, message: ErrorMessage.NotWithdrawable });

    const shown = await detail('chenjianguo', actId);
    expect(shown.result).toMatchObject({ status: ApprovalStatus.Recalled, statusText: '已撤回', comment: '图纸要改' });
    const [action] = await server.db.select().from(approvalActions).where(eq(approvalActions.approvalId, actId));
    expect(action).toMatchObject({
      userId: server.person('chenjianguo'),
      action: 'withdraw',
      remark: '图纸要改',
      formId: null,
    });
    expect(await notified(actId, NotificationType.Withdrawn)).toEqual([server.person('wulei')]);
    // The launcher still finds it among the launched ones, recalled.
    const launched = await list(api.approvalCenter.launchedByMe, 'chenjianguo');
    expect(launched.list.find((e) => e.id === actId)?.status).toBe(ApprovalStatus.Recalled);
  });
});

describe('a quick stamp approval: one step, every approver must pass', () => {
  it('stays in progress until both 吴磊 and 刘洋 have passed', async () => {
    const actId = await launchQuick();
    expect(await notified(actId, NotificationType.SignRequest)).toEqual(
      [server.person('liuyang'), server.person('wulei')].sort(),
    );
    expect(await pass('wulei', (await formOf(actId, 'wulei')).id, '吴磊同意')).toMatchObject({ success: true });
    expect(await statusOf(actId)).toBe(ApprovalStatus.InProgress);
    expect(await todoIds('liuyang')).toContain(actId);
    expect((await detail('liuyang', actId)).result.actTaskList[0].status).toBe(ApprovalStatus.InProgress);
    expect(await pass('liuyang', (await formOf(actId, 'liuyang')).id)).toMatchObject({ success: true });
    expect(await statusOf(actId)).toBe(ApprovalStatus.Passed);
    expect(await notified(actId, NotificationType.Approved)).toEqual([server.person('chenjianguo')]);
  });
});

describe('at the same moment', () => {
  it('the same form passed twice: one pass counts, the step moves once', async () => {
    const actId = await launchOrdered();
    const formId = (await formOf(actId, 'wulei')).id;
    const results = await Promise.all([pass('wulei', formId), pass('wulei', formId)]);
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(results.filter((r) => r.code === ErrorCode.NotReady)).toHaveLength(1);
    expect((await formsOf(actId)).map((f) => f.status)).toEqual([ApprovalStatus.Passed, ApprovalStatus.InProgress]);
    expect(await notified(actId, NotificationType.SignRequest)).toEqual(
      [server.person('liuyang'), server.person('wulei')].sort(),
    );
    const actions = await server.db.select().from(approvalActions).where(eq(approvalActions.approvalId, actId));
    expect(actions).toHaveLength(1);
  });

  it('two approvers passing the last open forms at once: both count, the approval passes exactly once', async () => {
    const actId = await launchQuick();
    const [wulei, liuyang] = [await formOf(actId, 'wulei'), await formOf(actId, 'liuyang')];
    const results = await Promise.all([pass('wulei', wulei.id), pass('liuyang', liuyang.id)]);
    expect(results.map((r) => r.success)).toEqual([true, true]);
    expect(await statusOf(actId)).toBe(ApprovalStatus.Passed);
    expect(await notified(actId, NotificationType.Approved)).toEqual([server.person('chenjianguo')]);
  });

  it('a pass and a refusal at once: one of them ends it, and the other finds it ended', async () => {
    const actId = await launchQuick();
    const [wulei, liuyang] = [await formOf(actId, 'wulei'), await formOf(actId, 'liuyang')];
    const [passed, refused] = await Promise.all([
      pass('wulei', wulei.id),
      server.call(api.approvalCenter.refuse, { formId: liuyang.id }, { token: await server.login('liuyang') }),
    ]);
    // Whichever came first, the approval is refused (a pass alone cannot finish a two-form step).
    expect(refused.body.success).toBe(true);
    expect(passed.success || passed.code === ErrorCode.NotReady).toBe(true);
    expect(await statusOf(actId)).toBe(ApprovalStatus.Refused);
  });

  it('a pass racing a withdraw never passes a recalled approval', async () => {
    const actId = await launchQuick();
    const forms = [await formOf(actId, 'wulei'), await formOf(actId, 'liuyang')];
    await Promise.all([
      pass('wulei', forms[0]?.id as string),
      server.call(api.approvalCenter.withdraw, { actId }, { token: await server.login('chenjianguo') }),
      pass('liuyang', forms[1]?.id as string),
    ]);
    const status = await statusOf(actId);
    const rows = await formsOf(actId);
    if (status === ApprovalStatus.Passed) {
      expect(rows.every((f) => f.status === ApprovalStatus.Passed)).toBe(true);
    } else {
      expect(status).toBe(ApprovalStatus.Recalled);
      expect(rows.some((f) => f.status === ApprovalStatus.Recalled)).toBe(true);
    }
  });
});

describe('who may see and act', () => {
  it('shows the detail and files to the launcher, the approvers and members who may read the files', async () => {
    const actId = await launchOrdered();
    for (const key of ['chenjianguo', 'wulei', 'liuyang', 'zhouxiaoyan'] as const) {
      const shown = await detail(key, actId);
      expect({ key, success: shown.success }).toEqual({ key, success: true });
      const service = await server.call(api.approval.detail, { actId }, { token: await server.login(key) });
      expect(service.body.result.id).toBe(actId);
    }
    expect((await detail('zhouxiaoyan', actId)).result.formId).toBeNull();
    // 何静 is not in the project; 许文博 is of another enterprise.
    expect(await detail('hejing', actId)).toMatchObject({
      code: ErrorCode.Denied,
      message: ErrorMessage.NoApprovalAccess,
    });
    const files = await server.call(api.approvalCenter.files, { actId }, { token: await server.login('hejing') });
    expect(files.body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.NoApprovalAccess });
    expect(await detail('xuwenbo', actId)).toMatchObject({
      code: ErrorCode.Denied,
      message: ErrorMessage.ApprovalOfAnotherEnterprise,
    });
    expect(await detail('chenjianguo', 'no-such-approval')).toMatchObject({
      code: ErrorCode.Denied,
      message: ErrorMessage.ApprovalNotFound,
    });
  });

  it('hides an approval with a file the member may not read (李婷 and 04 暖通)', async () => {
    const actId = await launchOrdered({ fileList: [arch[0], hvac], stampKeyList: [] });
    expect(await detail('liting', actId)).toMatchObject({
      code: ErrorCode.Denied,
      message: ErrorMessage.NoApprovalAccess,
    });
    expect((await detail('zhouxiaoyan', actId)).success).toBe(true);
    // 吴磊 approves it whatever his folder levels: he sees both files.
    const files = await server.call(api.approvalCenter.files, { actId }, { token: await server.login('wulei') });
    expect(
      files.body.result.map((g: { resName: string; children: { resName: string }[] }) => [
        g.resName,
        g.children.map((c) => c.resName),
      ]),
    ).toEqual([
      ['施工图', ['建施-01 总平面图.pdf']],
      ['04 暖通', ['暖施-01 通风平面图.pdf']],
    ]);
  });

  it('lets only the form’s own approver act on it', async () => {
    const actId = await launchOrdered();
    const wuleiForm = await formOf(actId, 'wulei');
    expect(await pass('liuyang', wuleiForm.id)).toMatchObject({
      code: ErrorCode.Denied,
      message: ErrorMessage.NotYourApprovalForm,
    });
    expect(await pass('chenjianguo', wuleiForm.id)).toMatchObject({ code: ErrorCode.Denied });
    expect(await pass('wulei', 'no-such-form')).toMatchObject({
      code: ErrorCode.Denied,
      message: ErrorMessage.ApprovalFormNotFound,
    });
    // The launcher has no form: nothing for him to pass by the approval's id.
    const launcher = await server.call(api.approval.pass, { actId }, { token: await server.login('chenjianguo') });
    expect(launcher.body).toMatchObject(nothingToHandle);
    // Another enterprise's user, even by the approval's id.
    const foreign = await server.call(api.approval.pass, { actId }, { token: await server.login('xuwenbo') });
    expect(foreign.body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.ApprovalOfAnotherEnterprise });
    expect(await statusOf(actId)).toBe(ApprovalStatus.InProgress);
    expect(await formOf(actId, 'wulei')).toMatchObject({ status: ApprovalStatus.InProgress, remarks: null });
  });

  it('answers the detail for the form the caller names: theirs and pending, someone else’s, or none of this one', async () => {
    const actId = await launchOrdered();
    const other = await launchOrdered();
    const wuleiForm = await formOf(actId, 'wulei');
    const liuyangForm = await formOf(actId, 'liuyang');
    const named = async (key: PersonKey, formId: string) =>
      (await server.call(api.approvalCenter.detail, { actId, formId }, { token: await server.login(key) })).body;
    expect(await named('wulei', wuleiForm.id)).toMatchObject({ success: true, result: { formId: wuleiForm.id } });
    // 刘洋's form is not 吴磊's to act on, and 刘洋's own is not pending yet (the linear flow's second step).
    expect(await named('wulei', liuyangForm.id)).toMatchObject({ success: true, result: { formId: null } });
    expect(await named('liuyang', liuyangForm.id)).toMatchObject({ success: true, result: { formId: null } });
    // A form of another approval.
    expect(await named('wulei', (await formOf(other, 'wulei')).id)).toMatchObject({
      code: ErrorCode.Denied,
      message: ErrorMessage.ApprovalFormNotFound,
    });
  });
});

describe('the files and the lists', () => {
  it('groups the files by folder with the stamps each will carry', async () => {
    const actId = await launchOrdered();
    const { body } = await server.call(api.approval.files, { actId }, { token: await server.login('liuyang') });
    expect(body.success).toBe(true);
    expect(body.result).toHaveLength(1);
    const [group] = body.result;
    expect(group).toMatchObject({ resName: '施工图', resId: server.resource('binjiang', '01 建筑/施工图') });
    expect(group.children.map((c: { resName: string }) => c.resName)).toEqual(ARCH.map((p) => p.split('/').pop()));
    const [first, second] = group.children;
    expect(first).toMatchObject({
      actId,
      recordId: arch[0]?.recordId,
      pathName: '/01 建筑/施工图',
      path: '/01 建筑/施工图/建施-01 总平面图.pdf',
      distinguishType: '5',
    });
    expect(first.stampList.map((s: { name: string }) => s.name).sort()).toEqual(
      ['一级注册建筑师 吴磊', '华筑设计出图专用章', '技术质量部章'].sort(),
    );
    expect(second.stampList.map((s: { name: string }) => s.name).sort()).toEqual(
      ['华筑设计出图专用章', '技术质量部章'].sort(),
    );
  });

  it('filters by name and project, counts the to-dos per type, and pages by 50', async () => {
    const actId = await launchOrdered({ approvalName: '按序签章-筛选专用' });
    const byName = await list(api.approvalCenter.forMe, 'wulei', { actName: '筛选专用' });
    expect(byName.list.map((e) => e.id)).toEqual([actId]);
    const byProject = await list(api.approval.todoList, 'wulei', { projectId: server.ids.projects.gaoxin });
    expect(byProject.total).toBe(0);
    const mine = await list(api.approval.allTodoList, 'wulei', { projectIds: [binjiang()] });
    expect(mine.list.map((e) => e.id)).toContain(actId);

    const all = await list(api.approvalCenter.forMe, 'wulei', { pageSize: 1000 });
    const count = await server.call(api.approval.todoCount, {}, { token: await server.login('wulei') });
    expect(count.body.result).toEqual({
      total: all.total,
      byType: { [String(ApprovalType.Project)]: all.total },
    });
    const launched = await list(api.approval.launchedBySelf, 'chenjianguo', { pageSize: 1000 });
    const launchedCount = await server.call(
      api.approval.launchedBySelfCount,
      {},
      { token: await server.login('chenjianguo') },
    );
    expect(launchedCount.body.result).toBe(launched.total);
    expect(launched.total).toBe(launches);
    const firstPage = await list(api.approvalCenter.launchedByMe, 'chenjianguo', { pageSize: 2, pageNum: 1 });
    expect(firstPage.list).toHaveLength(2);
    expect(firstPage.list[0]?.id).toBe(actId);
  });
});

describe('GET download all (approvalCenter.multiDownload)', () => {
  it('zips the approval’s files for the people who may see it, and refuses others', async () => {
    const actId = await launchQuick();
    const { body } = await server.call(
      api.approvalCenter.multiDownload,
      { actIds: [actId] },
      { token: await server.login('wulei') },
    );
    expect(body.success).toBe(true);
    const link = body.result as { url: string; fileName: string };
    expect(link.fileName).toMatch(/^快速签章-审批\d+\.zip$/);
    const zip = readZip((await server.app.inject({ method: 'GET', url: link.url })).rawPayload);
    expect([...zip.keys()].map((path) => path.split('/').at(-1)).sort()).toEqual(
      arch.map((drawing) => drawing.resName).sort(),
    );
    const outsider = await server.call(
      api.approvalCenter.multiDownload,
      { actIds: [actId] },
      { token: await server.login('linfang') },
    );
    expect(outsider.body.success).toBe(false);
  });
});
