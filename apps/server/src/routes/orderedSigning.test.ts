import { randomUUID } from 'node:crypto';
import {
  APPROVAL_NAME_RESERVED,
  APPROVAL_NAME_SPECIAL_CHARACTERS,
  APPROVAL_NAME_TAKEN,
  APPROVAL_NAME_TRAILING_PERIOD,
  ApprovalStatus,
  ApprovalType,
  ATTACHMENT_TOO_LARGE,
  api,
  BATCH_STAMPS_DUPLICATED,
  BATCH_TOO_MANY_STAMPS,
  ButtonPermission,
  CA_CERTIFICATE_EXPIRED,
  CA_ORGANISATION_NOT_UNIQUE,
  FLOW_TEMPLATE_REQUIRED,
  Flag,
  LinearMode,
  NO_OUTPUT_STAMP_ID,
  NODE_TOO_MANY_PEOPLE,
  OUTPUT_STAMP_REQUIRED,
  REMARK_TOO_LONG,
  STAMP_CONFIG_INCOMPLETE,
  STAMP_CONFIG_PDF_ONLY,
  STAMP_SIGNER_REQUIRED,
  StandardDuty,
} from '@atelier/api';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { approvalDrawings, approvalForms, approvalStamps, approvals, UploadState, uploadSessions } from '../db/schema';
import { ErrorCode, ErrorMessage } from '../domain/errors';
import type { PersonKey } from '../seed/demo';
import { orderedSubmission } from '../testing/approvals';
import { type DrawingRef, recognisedRefs, refOf } from '../testing/drawings';
import { createTestServer, type TestServer } from '../testing/harness';

/**
 * Every enterprise member holds the staff's button keys in the server's role table (src/auth/permissions.ts), so a
 * user without pro:file:orderApproval is made by taking keys out of that table for one test.
 */
const revoked = vi.hoisted(() => new Set<string>());
vi.mock('../auth/permissions', async (importOriginal) => {
  const original = await importOriginal<typeof import('../auth/permissions')>();
  return {
    ...original,
    permissionsFor: (roles: readonly string[] | null) => {
      const permissions = original.permissionsFor(roles);
      return { ...permissions, authList: permissions.authList.filter((key) => !revoked.has(key)) };
    },
  };
});

let server: TestServer;

/** 建施-01..03: recognised in beforeAll. 建方-01 is left unrecognised. */
const ARCH = [
  '01 建筑/施工图/建施-01 总平面图.pdf',
  '01 建筑/施工图/建施-02 一层平面图.pdf',
  '01 建筑/施工图/建施-03 南立面图.pdf',
];
const SCHEME = '01 建筑/方案设计/建方-01 方案总平面图.pdf';
const NOTES = '01 建筑/设计说明.txt';
const HVAC = '04 暖通/暖施-01 通风平面图.pdf';

let arch: DrawingRef[];
let scheme: DrawingRef;
let notes: DrawingRef;

beforeAll(async () => {
  server = await createTestServer();
  arch = await recognisedRefs(server, 'binjiang', ARCH);
  scheme = await refOf(server, 'binjiang', SCHEME);
  notes = await refOf(server, 'binjiang', NOTES);
});
afterAll(() => server?.close());

const binjiang = () => server.ids.projects.binjiang;
/** The seed's linear template of 滨江新城综合体: 审核 吴磊, then 审定 刘洋. */
const twoLevels = () => server.ids.flowTemplates.建筑两级审批 as string;

const uid = async (token: string) => (await server.call(api.quickApproval.uid, {}, { token })).body.result as string;

const submission = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  ...orderedSubmission(server, {
    approvalName: '按序签章-20260315093000',
    customizedStampIds: [server.stamp('技术质量部章')],
    fileList: arch,
    stampKeyList: [
      { recordId: arch[0]?.recordId, stampId: server.stamp('一级注册建筑师 吴磊') },
      { recordId: arch[0]?.recordId, stampId: server.stamp('一级注册建筑师 黄伟') },
      { recordId: arch[1]?.recordId, stampId: server.stamp('一级注册建筑师 吴磊') },
    ],
    autographStampList: [{ recordId: arch[0]?.recordId, stampId: server.stamp('吴磊') }],
    remarks: '按图号顺序签',
  }),
  ...overrides,
});

/** The ids in a person's to-do list (approvalCenter.forMe), with their forms. */
async function todo(key: PersonKey) {
  const { body } = await server.call(api.approvalCenter.forMe, {}, { token: await server.login(key) });
  expect(body.success).toBe(true);
  return body.result as { total: number; list: { id: string; formId: string | null }[] };
}
const todoIds = async (key: PersonKey) => (await todo(key)).list.map((entry) => entry.id);

/** Creates a template of a project as 陈建国 and answers its id. */
async function createTemplate(projectKey: 'binjiang' | 'gaoxin', actName: string, isLinear: LinearMode) {
  const duties = server.ids.duties.huazhu;
  const { body } = await server.call(
    api.flowTemplate.create,
    {
      actInfo: { actName, projectId: server.ids.projects[projectKey], isLinear },
      tasks: [
        { dictDutyId: duties.examine, userIdList: [server.person('wulei')] },
        { dictDutyId: duties.authorize, userIdList: [server.person('zhenglihua')] },
      ],
    },
    { token: await server.login('chenjianguo') },
  );
  expect(body.success).toBe(true);
  return body.result.id as string;
}

describe('the seed', () => {
  it('has 陈建国’s linear template 建筑两级审批 in 滨江新城综合体: 审核 吴磊, 审定 刘洋', async () => {
    const { body } = await server.call(
      api.flowTemplate.detail,
      { actId: twoLevels() },
      { token: await server.login('liting') },
    );
    expect(body.result.actInfo).toMatchObject({
      actName: '建筑两级审批',
      isLinear: LinearMode.Linear,
      userId: server.person('chenjianguo'),
      projectId: binjiang(),
    });
    expect(
      body.result.tasks.map((t: { taskName: string; actForms: { userInfo: { realname: string } }[] }) => [
        t.taskName,
        t.actForms.map((f) => f.userInfo.realname),
      ]),
    ).toEqual([
      ['审核', ['吴磊']],
      ['审定', ['刘洋']],
    ]);
  });
});

describe('POST /startWorkflow/sequence (orderedSigning.submit): the rules', () => {
  it('refuses each rule with the quick submission’s messages and launches nothing', async () => {
    const token = await server.login('chenjianguo');
    const id = await uid(token);
    const gaoxinTemplate = await createTemplate('gaoxin', '高新审批', LinearMode.Linear);
    const eleven = Array.from({ length: 11 }, (_, i) => `u-${i}`);
    const [big, foreign] = [randomUUID(), randomUUID()];
    const upload = (uploadId: string, userId: string, fileLength: number) => ({
      uploadId,
      userId,
      ossKey: `attachments/${uploadId}`,
      fileName: '附件.pdf',
      fileLength,
      fileMd5: '0'.repeat(32),
      partSize: 5 * 1024 * 1024,
      state: UploadState.Completed,
      partSecret: 'secret',
    });
    await server.db
      .insert(uploadSessions)
      .values([
        upload(big, server.person('chenjianguo'), 51 * 1024 * 1024),
        upload(foreign, server.person('liting'), 1024),
      ]);
    const first = arch[0]?.recordId;
    const cases: [Record<string, unknown>, number, string][] = [
      // The template and its steps.
      [{ actId: 'no-such-template' }, ErrorCode.Denied, ErrorMessage.FlowTemplateNotFound],
      [{ actId: gaoxinTemplate }, ErrorCode.Denied, ErrorMessage.FlowTemplateOfAnotherProject],
      [{ actId: '' }, ErrorCode.InvalidRequest, ErrorMessage.DefaultTemplateNotSet],
      [{ isLinear: LinearMode.Parallel }, ErrorCode.InvalidRequest, ErrorMessage.TasksDoNotMatchTemplate],
      [
        { tasks: [{ taskName: StandardDuty.Examine, userIdList: [server.person('wulei')] }] },
        ErrorCode.InvalidRequest,
        ErrorMessage.TasksDoNotMatchTemplate,
      ],
      [
        {
          tasks: [
            { taskName: StandardDuty.Authorize, userIdList: [server.person('liuyang')] },
            { taskName: StandardDuty.Examine, userIdList: [server.person('wulei')] },
          ],
        },
        ErrorCode.InvalidRequest,
        ErrorMessage.TasksDoNotMatchTemplate,
      ],
      [
        {
          tasks: [
            { taskName: StandardDuty.Examine, userIdList: eleven },
            { taskName: StandardDuty.Authorize, userIdList: [server.person('liuyang')] },
          ],
        },
        ErrorCode.InvalidRequest,
        NODE_TOO_MANY_PEOPLE,
      ],
      [
        {
          tasks: [
            // 何静 is in 华筑 but not in 滨江新城综合体.
            { taskName: StandardDuty.Examine, userIdList: [server.person('hejing')] },
            { taskName: StandardDuty.Authorize, userIdList: [server.person('liuyang')] },
          ],
        },
        ErrorCode.InvalidRequest,
        ErrorMessage.NodePeopleNotMembers,
      ],
      // The form.
      [{ approvalName: '图纸:第一批' }, ErrorCode.InvalidRequest, APPROVAL_NAME_SPECIAL_CHARACTERS],
      [{ approvalName: 'CON' }, ErrorCode.InvalidRequest, APPROVAL_NAME_RESERVED],
      [{ approvalName: '第一批.' }, ErrorCode.InvalidRequest, APPROVAL_NAME_TRAILING_PERIOD],
      [{ signMan: '' }, ErrorCode.InvalidRequest, STAMP_SIGNER_REQUIRED],
      [{ signMan: server.person('liting') }, ErrorCode.InvalidRequest, ErrorMessage.SignManNotAllowed],
      [{ entStampId: '' }, ErrorCode.InvalidRequest, OUTPUT_STAMP_REQUIRED],
      [
        { entStampId: server.stamp('华筑设计出图章（2021版）') },
        ErrorCode.InvalidRequest,
        ErrorMessage.OutputStampNotFound,
      ],
      [
        { customizedStampIds: [server.stamp('华筑设计出图专用章')] },
        ErrorCode.InvalidRequest,
        ErrorMessage.CustomStampNotFound,
      ],
      [{ remarks: '备'.repeat(201) }, ErrorCode.InvalidRequest, REMARK_TOO_LONG],
      // The files.
      [{ fileList: [...arch, arch[0]] }, ErrorCode.InvalidRequest, ErrorMessage.FileListedTwice],
      [{ fileList: [...arch, scheme] }, ErrorCode.NotReady, ErrorMessage.DrawingsNotRecognised],
      // The stamps on the files.
      [
        {
          stampKeyList: [
            { recordId: first, stampId: server.stamp('一级注册建筑师 吴磊') },
            { recordId: first, stampId: server.stamp('一级注册建筑师 吴磊') },
          ],
        },
        ErrorCode.InvalidRequest,
        BATCH_STAMPS_DUPLICATED,
      ],
      [
        {
          stampKeyList: [
            { recordId: first, stampId: server.stamp('一级注册建筑师 吴磊') },
            { recordId: first, stampId: server.stamp('一级注册建筑师 黄伟') },
            { recordId: first, stampId: server.stamp('一级注册建筑师 陈建国') },
          ],
        },
        ErrorCode.InvalidRequest,
        BATCH_TOO_MANY_STAMPS,
      ],
      [
        { stampKeyList: [{ recordId: first, stampId: server.stamp('二级注册建筑师 李婷') }] },
        ErrorCode.InvalidRequest,
        ErrorMessage.RegistrationStampNotFound,
      ],
      [
        { stampKeyList: [{ recordId: scheme.recordId, stampId: server.stamp('一级注册建筑师 吴磊') }] },
        ErrorCode.InvalidRequest,
        ErrorMessage.StampOfUnlistedFile,
      ],
      [
        { autographStampList: [{ recordId: first, stampId: server.stamp('一级注册建筑师 吴磊') }] },
        ErrorCode.InvalidRequest,
        ErrorMessage.SignatureStampNotFound,
      ],
      // CA: one organisation (CFCA output stamp with the BJCA custom stamp); no expired certificate.
      [
        { isCa: Flag.Yes, customizedStampIds: [server.stamp('图纸审查专用章')] },
        ErrorCode.InvalidRequest,
        CA_ORGANISATION_NOT_UNIQUE,
      ],
      [
        {
          isCa: Flag.Yes,
          customizedStampIds: [],
          stampKeyList: [{ recordId: first, stampId: server.stamp('一级注册结构工程师 王海涛') }],
        },
        ErrorCode.InvalidRequest,
        CA_CERTIFICATE_EXPIRED,
      ],
      // Attachments: at most 50M, the launcher's own uploads.
      [{ attachmentIdList: [big] }, ErrorCode.InvalidRequest, ATTACHMENT_TOO_LARGE],
      [{ attachmentIdList: [foreign] }, ErrorCode.InvalidRequest, ErrorMessage.AttachmentNotFound],
      // The id: issued to this user by quickApproval.uid.
      [{ id: 'not-issued' }, ErrorCode.Denied, ErrorMessage.SubmissionIdInvalid],
    ];
    for (const [overrides, code, message] of cases) {
      const { body } = await server.call(api.orderedSigning.submit, submission(id, overrides), { token });
      expect({ overrides, code: body.code, message: body.message }).toEqual({ overrides, code, message });
    }
    expect((await server.db.select({ n: count() }).from(approvals))[0]?.n).toBe(0);
  });

  it('refuses the default template on a project of type 1 (请选择流程模板)', async () => {
    const token = await server.login('chenjianguo');
    const chengnan = server.ids.projects.chengnan;
    const drawing = await refOf(server, 'chengnan', '施工图/建施-01 教学楼一层平面图.pdf');
    const quickProject = {
      projectId: chengnan,
      projectName: '城南小学改扩建',
      fileList: [drawing],
      stampKeyList: [],
      autographStampList: [],
    };
    const empty = await server.call(
      api.orderedSigning.submit,
      submission(await uid(token), { ...quickProject, actId: '' }),
      { token },
    );
    expect(empty.body).toMatchObject({ code: ErrorCode.InvalidRequest, message: FLOW_TEMPLATE_REQUIRED });
    // Nor a default template named by its id.
    const made = await server.call(
      api.flowTemplate.defaultTemplate,
      { projectId: chengnan, dictSpecialtyId: server.ids.specialties.huazhu.arch },
      { token },
    );
    const byId = await server.call(
      api.orderedSigning.submit,
      submission(await uid(token), { ...quickProject, actId: made.body.result.actInfo.id }),
      { token },
    );
    expect(byId.body).toMatchObject({ code: ErrorCode.InvalidRequest, message: FLOW_TEMPLATE_REQUIRED });
  });

  it('refuses a user without the ordered-approval button permission (40009)', async () => {
    revoked.add(ButtonPermission.OrderApproval);
    try {
      const token = await server.login('liting');
      const permissions = await server.call(api.user.permissions, {}, { token });
      expect(permissions.body.result.authList).not.toContain(ButtonPermission.OrderApproval);
      const { body } = await server.call(api.orderedSigning.submit, submission(await uid(token)), { token });
      expect(body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.NoOrderApprovalPermission });
    } finally {
      revoked.clear();
    }
  });

  it('refuses a project the user is not in', async () => {
    const token = await server.login('hejing');
    const { body } = await server.call(api.orderedSigning.submit, submission(await uid(token)), { token });
    expect(body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.NotProjectMember });
  });
});

describe('POST /startWorkflow/sequence (orderedSigning.submit): launching', () => {
  it('launches a linear flow: only the first node’s people find it in their to-do list', async () => {
    const token = await server.login('chenjianguo');
    const id = await uid(token);
    const { body } = await server.call(api.orderedSigning.submit, submission(id), { token });
    expect(body).toMatchObject({ success: true, code: 200, result: { actId: id } });

    const [act] = await server.db.select().from(approvals).where(eq(approvals.id, id));
    expect(act).toMatchObject({
      actName: '按序签章-20260315093000',
      kind: 'ordered',
      moduleType: ApprovalType.Project,
      status: ApprovalStatus.InProgress,
      isLinear: LinearMode.Linear,
      templateId: twoLevels(),
      calculationTemplate: null,
      remarks: '按图号顺序签',
      signMan: server.person('chenjianguo'),
      launchedBy: server.person('chenjianguo'),
    });
    const forms = await server.db
      .select()
      .from(approvalForms)
      .where(eq(approvalForms.approvalId, id))
      .orderBy(asc(approvalForms.task));
    expect(forms.map((f) => [f.task, f.taskName, f.userId, f.status])).toEqual([
      [0, '审核', server.person('wulei'), ApprovalStatus.InProgress],
      [1, '审定', server.person('liuyang'), ApprovalStatus.NotStarted],
    ]);
    const drawings = await server.db.select().from(approvalDrawings).where(eq(approvalDrawings.approvalId, id));
    expect(drawings.map((d) => d.recordId).sort()).toEqual(arch.map((r) => r.recordId).sort());
    const stamps = await server.db.select().from(approvalStamps).where(eq(approvalStamps.approvalId, id));
    expect(stamps.map((s) => `${s.usage}:${s.batch}`).sort()).toEqual([
      'custom:-1',
      'output:-1',
      'registration:0',
      'registration:0',
      'registration:1',
      'signature:0',
    ]);

    const wulei = await todo('wulei');
    expect(wulei.list.find((entry) => entry.id === id)).toEqual({
      id,
      actName: '按序签章-20260315093000',
      moduleType: ApprovalType.Project,
      status: ApprovalStatus.InProgress,
      statusText: '进行中',
      projectId: binjiang(),
      projectName: '滨江新城综合体',
      createTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      updateTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      launchManInfo: { id: server.person('chenjianguo'), realname: '陈建国', avatar: null },
      isCa: Flag.No,
      formId: forms[0]?.id,
    });
    expect(await todoIds('liuyang')).not.toContain(id);
    expect(await todoIds('chenjianguo')).not.toContain(id);
    // The approval service's to-do list is the same list.
    const service = await server.call(api.approval.todoList, {}, { token: await server.login('wulei') });
    expect(service.body.result.list.map((e: { id: string }) => e.id)).toContain(id);
    // The launcher finds it among the launched ones.
    const launched = await server.call(api.approvalCenter.launchedByMe, {}, { token });
    expect(launched.body.result.list.map((e: { id: string }) => e.id)).toContain(id);

    // The name is taken in the project now.
    const taken = await server.call(api.orderedSigning.submit, submission(await uid(token)), { token });
    expect(taken.body).toMatchObject({ code: ErrorCode.NameTaken, message: APPROVAL_NAME_TAKEN });
  });

  it('uses its uid once: a repeat answers the same approval, any other use is refused', async () => {
    const token = await server.login('chenjianguo');
    const id = await uid(token);
    const launch = submission(id, { approvalName: '按序签章-一次', stampKeyList: [], autographStampList: [] });
    const first = await server.call(api.orderedSigning.submit, launch, { token });
    expect(first.body.result).toEqual({ actId: id });
    const before = (await server.db.select({ n: count() }).from(approvals))[0]?.n;
    const repeat = await server.call(api.orderedSigning.submit, launch, { token });
    expect(repeat.body.result).toEqual({ actId: id });
    const reused = await server.call(
      api.orderedSigning.submit,
      { ...launch, approvalName: '按序签章-再用' },
      { token },
    );
    expect(reused.body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.SubmissionIdUsed });
    const stolen = await server.call(api.orderedSigning.submit, launch, { token: await server.login('huangwei') });
    expect(stolen.body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.SubmissionIdUsed });
    // A quick approval cannot take the id of an ordered signing either.
    const quick = await server.call(
      api.quickApproval.submit,
      {
        id,
        projectId: binjiang(),
        projectName: '滨江新城综合体',
        approvalName: '按序签章-一次',
        entStampId: NO_OUTPUT_STAMP_ID,
        customizedStampIds: [],
        signMan: server.person('chenjianguo'),
        fastInfoVOS: [{ stampIdList: [], userIdList: [server.person('wulei')], drawings: arch }],
        isCa: Flag.No,
      },
      { token },
    );
    expect(quick.body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.SubmissionIdUsed });
    expect((await server.db.select({ n: count() }).from(approvals))[0]?.n).toBe(before);
  });

  it('launches a parallel flow: every node’s people find it at once', async () => {
    const token = await server.login('chenjianguo');
    const parallel = await createTemplate('binjiang', '建筑并行审批', LinearMode.Parallel);
    const id = await uid(token);
    const { body } = await server.call(
      api.orderedSigning.submit,
      submission(id, {
        actId: parallel,
        approvalName: '按序签章-并行',
        isLinear: LinearMode.Parallel,
        tasks: [
          { taskName: StandardDuty.Examine, userIdList: [server.person('wulei'), server.person('zhangmin')] },
          { taskName: StandardDuty.Authorize, userIdList: [server.person('zhenglihua')] },
        ],
        entStampId: NO_OUTPUT_STAMP_ID,
        customizedStampIds: [],
        stampKeyList: [],
        autographStampList: [],
      }),
      { token },
    );
    expect(body.result).toEqual({ actId: id });
    for (const key of ['wulei', 'zhangmin', 'zhenglihua'] as const) expect(await todoIds(key)).toContain(id);
    expect(await todoIds('liuyang')).not.toContain(id);
    const forms = await server.db.select().from(approvalForms).where(eq(approvalForms.approvalId, id));
    expect(forms.every((f) => f.status === ApprovalStatus.InProgress)).toBe(true);
    // Newest first.
    expect((await todoIds('wulei'))[0]).toBe(id);
  });

  it('follows the project’s default template when actId is empty (an ordinary project)', async () => {
    const token = await server.login('chenjianguo');
    const projectId = binjiang();
    const made = await server.call(
      api.flowTemplate.defaultTemplate,
      { projectId, dictSpecialtyId: server.ids.specialties.huazhu.arch },
      { token },
    );
    const uuid = made.body.result.actInfo.uuid as string;
    // A default template without nodes cannot be followed yet.
    const unset = await server.call(api.orderedSigning.submit, submission(await uid(token), { actId: '' }), {
      token,
    });
    expect(unset.body).toMatchObject({ code: ErrorCode.InvalidRequest, message: ErrorMessage.DefaultTemplateNotSet });
    const saved = await server.call(
      api.flowTemplate.updateDefault,
      {
        uuid,
        actInfo: { actName: '默认流程', projectId, isLinear: LinearMode.Linear },
        tasks: [{ dictDutyId: server.ids.duties.huazhu.proofread, userIdList: [server.person('zhouxiaoyan')] }],
      },
      { token },
    );
    expect(saved.body.success).toBe(true);
    const id = await uid(token);
    const { body } = await server.call(
      api.orderedSigning.submit,
      submission(id, {
        actId: '',
        approvalName: '按序签章-默认流程',
        tasks: [{ taskName: StandardDuty.Proofread, userIdList: [server.person('zhouxiaoyan')] }],
      }),
      { token },
    );
    expect(body.result).toEqual({ actId: id });
    const [act] = await server.db.select().from(approvals).where(eq(approvals.id, id));
    expect(act?.templateId).toBe(made.body.result.actInfo.id);
    expect(await todoIds('zhouxiaoyan')).toContain(id);
  });
});

describe('text-signature mode and the stamp configuration (saveCalcInfo, getCalcInfo)', () => {
  it('saves, replaces and reads a version’s configuration; null when none', async () => {
    const token = await server.login('chenjianguo');
    const recordId = arch[0]?.recordId as string;
    const none = await server.call(api.orderedSigning.calcInfo, { recordId }, { token });
    expect(none.body).toMatchObject({ success: true, result: null });
    const info = JSON.stringify([{ page: 1, x: 120, y: 80, stampId: server.stamp('一级注册建筑师 吴磊') }]);
    const saved = await server.call(
      api.orderedSigning.saveCalcInfo,
      { recordId, templateId: 'tpl-1', info },
      { token },
    );
    expect(saved.body).toMatchObject({ success: true });
    const read = await server.call(api.orderedSigning.calcInfo, { recordId }, { token });
    expect(read.body.result).toEqual({ recordId, templateId: 'tpl-1', info });
    await server.call(api.orderedSigning.saveCalcInfo, { recordId, info: '[]' }, { token });
    const replaced = await server.call(
      api.orderedSigning.calcInfo,
      { recordId },
      { token: await server.login('liting') },
    );
    expect(replaced.body.result).toEqual({ recordId, templateId: null, info: '[]' });
    const other = arch[1]?.recordId as string;
    const matched = await server.call(api.orderedSigning.matchInfo, { recordIdList: [recordId, other] }, { token });
    expect(matched.body.result).toEqual([
      { recordId, templateId: null, matched: true },
      { recordId: other, templateId: null, matched: false },
    ]);
    const unknown = await server.call(api.orderedSigning.matchInfo, { recordIdList: ['no-such-record'] }, { token });
    expect(unknown.body.success).toBe(false);
  });

  it('configures PDFs only, for people who may read the file', async () => {
    const token = await server.login('chenjianguo');
    const txt = await server.call(api.orderedSigning.saveCalcInfo, { recordId: notes.recordId, info: '[]' }, { token });
    expect(txt.body).toMatchObject({ code: ErrorCode.InvalidRequest, message: STAMP_CONFIG_PDF_ONLY });
    // 李婷 does not see 04 暖通; 何静 is not in the project.
    const hvac = await refOf(server, 'binjiang', HVAC);
    for (const [key, message] of [
      ['liting', ErrorMessage.NoReadPermission],
      ['hejing', ErrorMessage.NotProjectMember],
    ] as const) {
      const other = await server.login(key);
      const save = await server.call(
        api.orderedSigning.saveCalcInfo,
        { recordId: hvac.recordId, info: '[]' },
        { token: other },
      );
      expect(save.body).toMatchObject({ code: ErrorCode.Denied, message });
      const read = await server.call(api.orderedSigning.calcInfo, { recordId: hvac.recordId }, { token: other });
      expect(read.body).toMatchObject({ code: ErrorCode.Denied, message });
    }
    const unknown = await server.call(api.orderedSigning.calcInfo, { recordId: 'no-such-record' }, { token });
    expect(unknown.body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.RecordNotFound });
  });

  it('launches only when every file is a configured PDF', async () => {
    const token = await server.login('chenjianguo');
    const textMode = (id: string, overrides: Record<string, unknown> = {}) =>
      submission(id, {
        approvalName: '按序签章-文字签',
        calculationTemplate: 'calc-1',
        fileList: [arch[1], arch[2], scheme],
        stampKeyList: [{ recordId: scheme.recordId, stampId: server.stamp('一级注册建筑师 吴磊') }],
        autographStampList: [],
        ...overrides,
      });
    const id = await uid(token);
    const incomplete = await server.call(api.orderedSigning.submit, textMode(id), { token });
    expect(incomplete.body).toMatchObject({ code: ErrorCode.InvalidRequest, message: STAMP_CONFIG_INCOMPLETE });
    const withText = await server.call(
      api.orderedSigning.submit,
      textMode(id, { fileList: [arch[1], notes], stampKeyList: [] }),
      { token },
    );
    expect(withText.body).toMatchObject({ code: ErrorCode.InvalidRequest, message: STAMP_CONFIG_PDF_ONLY });

    for (const ref of [arch[1], arch[2], scheme]) {
      await server.call(
        api.orderedSigning.saveCalcInfo,
        { recordId: ref?.recordId, templateId: 'calc-1', info: '[{"page":1}]' },
        { token },
      );
    }
    // Configured: 建方-01 need not be recognised in this mode.
    const { body } = await server.call(api.orderedSigning.submit, textMode(id), { token });
    expect(body.result).toEqual({ actId: id });
    const [act] = await server.db.select().from(approvals).where(eq(approvals.id, id));
    expect(act?.calculationTemplate).toBe('calc-1');
    expect(await todoIds('wulei')).toContain(id);
  });
});
