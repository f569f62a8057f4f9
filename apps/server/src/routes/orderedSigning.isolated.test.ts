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
  CalcBoxKind,
  type CalcInfoContent,
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
  StampConfigMessage,
  StampingState,
  StandardDuty,
} from '@atelier/api';
import type { PersonKey } from '@atelier/api/seed';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sealLines } from '../approvals/stamping';
import {
  approvalDrawings,
  approvalForms,
  approvalStamps,
  approvals,
  frameTemplateRegions,
  RegionKind,
  UploadState,
  uploadSessions,
} from '../db/schema';
import { ErrorCode, ErrorMessage } from '../domain/errors';
import { readFirstPage, readFirstPageSize } from '../recognition/pdfPage';
import { orderedSubmission } from '../testing/approvals';
import { type DrawingRef, recognisedRefs, refOf, versionBytes } from '../testing/drawings';
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

/** The first page's size of a version (points, as displayed). */
const pageOf = async (recordId: string) => readFirstPageSize(await versionBytes(server, recordId));

/** A configuration on a page: one registration box 40 × 30 points at (x, y), and a signature box beside it. */
const configOn = (page: { width: number; height: number }, at = { x: page.width - 200, y: page.height - 100 }) =>
  ({
    version: 1,
    page: { width: page.width, height: page.height },
    boxes: [
      { kind: CalcBoxKind.Registration, index: 0, x: at.x, y: at.y, width: 40, height: 30 },
      { kind: CalcBoxKind.Signature, index: 0, x: at.x + 50, y: at.y, width: 40, height: 20 },
    ],
  }) satisfies CalcInfoContent;

const readConfig = async (
  recordId: string,
  token: string,
): Promise<{ templateId: string | null; info: string; content: CalcInfoContent } | null> => {
  const { body } = await server.call(api.orderedSigning.calcInfo, { recordId }, { token });
  const result = body.result as { templateId: string | null; info: string } | null;
  return result ? { templateId: result.templateId, info: result.info, content: JSON.parse(result.info) } : null;
};

describe('text-signature mode and the stamp configuration (saveCalcInfo, getCalcInfo)', () => {
  it('saves, replaces and reads a version’s configuration; null when none', async () => {
    const token = await server.login('chenjianguo');
    const recordId = arch[0]?.recordId as string;
    const none = await server.call(api.orderedSigning.calcInfo, { recordId }, { token });
    expect(none.body).toMatchObject({ success: true, result: null });
    const page = await pageOf(recordId);
    const templateId = server.ids.frameTemplates.huazhu.A1 as string;
    const info = JSON.stringify(configOn(page));
    const saved = await server.call(api.orderedSigning.saveCalcInfo, { recordId, templateId, info }, { token });
    expect(saved.body).toMatchObject({ success: true });
    const read = await server.call(api.orderedSigning.calcInfo, { recordId }, { token });
    expect(read.body.result).toEqual({ recordId, templateId, info });
    const moved = JSON.stringify(configOn(page, { x: 10, y: 10 }));
    await server.call(api.orderedSigning.saveCalcInfo, { recordId, info: moved }, { token });
    const replaced = await server.call(
      api.orderedSigning.calcInfo,
      { recordId },
      { token: await server.login('liting') },
    );
    expect(replaced.body.result).toEqual({ recordId, templateId: null, info: moved });
    const other = arch[1]?.recordId as string;
    const matched = await server.call(api.orderedSigning.matchInfo, { recordIdList: [recordId, other] }, { token });
    expect(matched.body.result).toEqual([
      { recordId, templateId: null, matched: true },
      { recordId: other, templateId: null, matched: false },
    ]);
    const unknown = await server.call(api.orderedSigning.matchInfo, { recordIdList: ['no-such-record'] }, { token });
    expect(unknown.body.success).toBe(false);
  });

  it('never trusts the boxes: each refused configuration leaves the saved one as it was', async () => {
    const token = await server.login('chenjianguo');
    const recordId = arch[1]?.recordId as string;
    const page = await pageOf(recordId);
    const good = configOn(page);
    await server.call(api.orderedSigning.saveCalcInfo, { recordId, info: JSON.stringify(good) }, { token });
    const [box] = good.boxes;
    const cases: [string, unknown, string][] = [
      ['not JSON', 'x{', StampConfigMessage.Malformed],
      ['a bare list', [], StampConfigMessage.Malformed],
      ['an unknown kind', { ...good, boxes: [{ ...box, kind: 'watermark' }] }, StampConfigMessage.Malformed],
      ['outside the page', { ...good, boxes: [{ ...box, x: page.width - 20 }] }, StampConfigMessage.OutsidePage],
      ['above the page', { ...good, boxes: [{ ...box, y: -1 }] }, StampConfigMessage.OutsidePage],
      ['too small', { ...good, boxes: [{ ...box, width: 2 }] }, StampConfigMessage.TooSmall],
      ['the same box twice', { ...good, boxes: [box, box] }, StampConfigMessage.Duplicate],
      [
        'another page size',
        { ...good, page: { width: page.width / 2, height: page.height } },
        StampConfigMessage.PageMismatch,
      ],
    ];
    for (const [what, content, message] of cases) {
      const info = typeof content === 'string' ? content : JSON.stringify(content);
      const { body } = await server.call(api.orderedSigning.saveCalcInfo, { recordId, info }, { token });
      expect(body, what).toMatchObject({ code: ErrorCode.InvalidRequest, message });
    }
    const unknownTemplate = await server.call(
      api.orderedSigning.saveCalcInfo,
      { recordId, templateId: 'no-such-template', info: JSON.stringify(good) },
      { token },
    );
    expect(unknownTemplate.body).toMatchObject({ message: StampConfigMessage.TemplateNotFound });
    expect((await readConfig(recordId, token))?.content).toEqual(good);
  });

  it('configures PDFs only, for people who may read the file', async () => {
    const token = await server.login('chenjianguo');
    const info = JSON.stringify(configOn({ width: 1000, height: 800 }));
    const txt = await server.call(api.orderedSigning.saveCalcInfo, { recordId: notes.recordId, info }, { token });
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
        { recordId: hvac.recordId, info },
        { token: other },
      );
      expect(save.body).toMatchObject({ code: ErrorCode.Denied, message });
      const read = await server.call(api.orderedSigning.calcInfo, { recordId: hvac.recordId }, { token: other });
      expect(read.body).toMatchObject({ code: ErrorCode.Denied, message });
      for (const call of [
        server.call(
          api.orderedSigning.pasteCalcInfo,
          { sourceRecordId: arch[0]?.recordId, targetRecordIds: [hvac.recordId] },
          { token: other },
        ),
        server.call(
          api.orderedSigning.batchApplyTemplate,
          { templateId: server.ids.frameTemplates.huazhu.A1, recordIdList: [hvac.recordId] },
          { token: other },
        ),
        server.call(api.orderedSigning.checkUniversalTemplate, { recordIdList: [hvac.recordId] }, { token: other }),
      ]) {
        expect((await call).body).toMatchObject({ code: ErrorCode.Denied });
      }
    }
    const unknown = await server.call(api.orderedSigning.calcInfo, { recordId: 'no-such-record' }, { token });
    expect(unknown.body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.RecordNotFound });
  });

  it('pastes one file’s configuration onto others, kept from the bottom-right corner on another sheet size', async () => {
    const token = await server.login('chenjianguo');
    const [a1, a1b, a2] = arch.map((r) => r.recordId) as [string, string, string];
    const unconfigured = await server.call(
      api.orderedSigning.pasteCalcInfo,
      { sourceRecordId: scheme.recordId, targetRecordIds: [a1] },
      { token },
    );
    expect(unconfigured.body).toMatchObject({ message: StampConfigMessage.SourceNotConfigured });
    const page1 = await pageOf(a1);
    const source = configOn(page1);
    await server.call(api.orderedSigning.saveCalcInfo, { recordId: a1, info: JSON.stringify(source) }, { token });
    const toText = await server.call(
      api.orderedSigning.pasteCalcInfo,
      { sourceRecordId: a1, targetRecordIds: [a1b, notes.recordId] },
      { token },
    );
    expect(toText.body).toMatchObject({ message: STAMP_CONFIG_PDF_ONLY });
    // All or nothing: a box near the A1's top-left corner falls off the smaller A2 sheet.
    const before = await readConfig(a1b, token);
    await server.call(
      api.orderedSigning.saveCalcInfo,
      { recordId: a1, info: JSON.stringify(configOn(page1, { x: 5, y: 5 })) },
      { token },
    );
    const off = await server.call(
      api.orderedSigning.pasteCalcInfo,
      { sourceRecordId: a1, targetRecordIds: [a1b, a2] },
      { token },
    );
    expect(off.body).toMatchObject({ message: StampConfigMessage.OutsidePage });
    expect(await readConfig(a1b, token)).toEqual(before);

    await server.call(api.orderedSigning.saveCalcInfo, { recordId: a1, info: JSON.stringify(source) }, { token });
    const pasted = await server.call(
      api.orderedSigning.pasteCalcInfo,
      { sourceRecordId: a1, targetRecordIds: [a1b, a2] },
      { token },
    );
    expect(pasted.body).toMatchObject({ success: true });
    expect((await readConfig(a1b, token))?.content).toEqual(source);
    const page2 = await pageOf(a2);
    const onA2 = (await readConfig(a2, token))?.content;
    expect(onA2?.page).toEqual({ width: page2.width, height: page2.height });
    for (const [index, box] of (onA2?.boxes ?? []).entries()) {
      const from = source.boxes[index];
      if (!from) throw new Error('a box too many');
      expect(page2.width - box.x).toBeCloseTo(page1.width - from.x, 6);
      expect(page2.height - box.y).toBeCloseTo(page1.height - from.y, 6);
    }
    const matched = await server.call(api.orderedSigning.matchInfo, { recordIdList: [a1b, a2] }, { token });
    expect(matched.body.result?.every((m: { matched: boolean }) => m.matched)).toBe(true);
  });

  it('applies a frame template’s signature cells and stamp positions to files of its size', async () => {
    const token = await server.login('chenjianguo');
    const [a1, a1b, a2] = arch.map((r) => r.recordId) as [string, string, string];
    const templateId = server.ids.frameTemplates.huazhu.A1 as string;
    const unknown = await server.call(
      api.orderedSigning.batchApplyTemplate,
      { templateId: 'no-such-template', recordIdList: [a1] },
      { token },
    );
    expect(unknown.body).toMatchObject({ message: StampConfigMessage.TemplateNotFound });
    const before = await readConfig(a1, token);
    const mismatch = await server.call(
      api.orderedSigning.batchApplyTemplate,
      { templateId, recordIdList: [a1, a2] },
      { token },
    );
    expect(mismatch.body).toMatchObject({ message: StampConfigMessage.TemplateSizeMismatch });
    expect(await readConfig(a1, token)).toEqual(before);

    const applied = await server.call(
      api.orderedSigning.batchApplyTemplate,
      { templateId, recordIdList: [a1, a1b] },
      { token },
    );
    expect(applied.body).toMatchObject({ success: true });
    const regions = await server.db
      .select()
      .from(frameTemplateRegions)
      .where(eq(frameTemplateRegions.templateId, templateId));
    const regionCount = (kind: string) => regions.filter((r) => r.kind === kind).length;
    for (const recordId of [a1, a1b]) {
      const config = await readConfig(recordId, token);
      expect(config?.templateId).toBe(templateId);
      const boxes = config?.content.boxes ?? [];
      const of = (kind: CalcBoxKind) => boxes.filter((b) => b.kind === kind);
      expect(of(CalcBoxKind.Signature)).toHaveLength(regionCount(RegionKind.Signature));
      expect(of(CalcBoxKind.Registration)).toHaveLength(regionCount(RegionKind.Stamp));
      expect(of(CalcBoxKind.Output)).toHaveLength(1);
      expect(of(CalcBoxKind.Custom)).toHaveLength(regionCount(RegionKind.Custom));
      // The signature boxes are the duties' signature cells, in signing order.
      const cells = regions.filter((r) => r.kind === RegionKind.Signature).sort((x, y) => x.position - y.position);
      expect(of(CalcBoxKind.Signature).map((b) => [b.dutyId, b.x, b.y])).toEqual(
        cells.map((c) => [c.dutyId, c.x, c.y]),
      );
    }
  });

  it('tells whether one template serves all the files (checkUniversalTemplate)', async () => {
    const token = await server.login('chenjianguo');
    const [a1, a1b, a2] = arch.map((r) => r.recordId) as [string, string, string];
    const check = async (recordIdList: string[]) =>
      (await server.call(api.orderedSigning.checkUniversalTemplate, { recordIdList }, { token })).body.result;
    expect(await check([a1, a1b])).toEqual({ universal: true, templateId: server.ids.frameTemplates.huazhu.A1 });
    expect(await check([a1, a2])).toEqual({ universal: false, templateId: null });
    // 建方-01 is not recognised; its A2 page fits the A2 template only.
    expect(await check([scheme.recordId])).toEqual({
      universal: true,
      templateId: server.ids.frameTemplates.huazhu.A2,
    });
    expect(await check([scheme.recordId, notes.recordId])).toEqual({ universal: false, templateId: null });
  });

  it('launches only when every file is a configured PDF, and stamps at the configured positions', async () => {
    const token = await server.login('chenjianguo');
    const textMode = (id: string, overrides: Record<string, unknown> = {}) =>
      submission(id, {
        approvalName: '按序签章-文字签',
        calculationTemplate: 'calc-1',
        fileList: [arch[2], scheme],
        stampKeyList: [{ recordId: scheme.recordId, stampId: server.stamp('一级注册建筑师 吴磊') }],
        autographStampList: [{ recordId: scheme.recordId, stampId: server.stamp('李婷') }],
        ...overrides,
      });
    const id = await uid(token);
    const incomplete = await server.call(api.orderedSigning.submit, textMode(id), { token });
    expect(incomplete.body).toMatchObject({ code: ErrorCode.InvalidRequest, message: STAMP_CONFIG_INCOMPLETE });
    const withText = await server.call(
      api.orderedSigning.submit,
      textMode(id, { fileList: [arch[1], notes], stampKeyList: [], autographStampList: [] }),
      { token },
    );
    expect(withText.body).toMatchObject({ code: ErrorCode.InvalidRequest, message: STAMP_CONFIG_PDF_ONLY });

    // 建方-01: boxes of its own, away from the title block; 建施-03: the A2 template's positions.
    const schemePage = await pageOf(scheme.recordId);
    const own = configOn(schemePage, { x: 100, y: 100 });
    await server.call(
      api.orderedSigning.saveCalcInfo,
      { recordId: scheme.recordId, info: JSON.stringify(own) },
      { token },
    );
    await server.call(
      api.orderedSigning.batchApplyTemplate,
      { templateId: server.ids.frameTemplates.huazhu.A2, recordIdList: [arch[2]?.recordId] },
      { token },
    );
    // Configured: 建方-01 need not be recognised in this mode.
    const { body } = await server.call(api.orderedSigning.submit, textMode(id), { token });
    expect(body.result).toEqual({ actId: id });
    const [act] = await server.db.select().from(approvals).where(eq(approvals.id, id));
    expect(act?.calculationTemplate).toBe('calc-1');
    expect(await todoIds('wulei')).toContain(id);

    for (const key of ['wulei', 'liuyang'] as const) {
      const passed = await server.call(api.approval.pass, { actId: id }, { token: await server.login(key) });
      expect(passed.body).toMatchObject({ success: true });
    }
    const [stamped] = await server.db.select().from(approvals).where(eq(approvals.id, id));
    expect(stamped).toMatchObject({ stampingState: StampingState.Stamped, stampingError: null });
    const drawings = await server.db.select().from(approvalDrawings).where(eq(approvalDrawings.approvalId, id));
    const schemeDrawing = drawings.find((d) => d.recordId === scheme.recordId);
    const after = await readFirstPage(await versionBytes(server, schemeDrawing?.stampedRecordId as string));
    const insideBox = (text: string, box: { x: number; y: number; width: number; height: number }) =>
      after.items.some(
        (i) =>
          i.text === text &&
          i.x >= box.x - 0.5 &&
          i.y >= box.y - 0.5 &&
          i.x + i.width <= box.x + box.width + 0.5 &&
          i.y + i.height <= box.y + box.height + 0.5,
      );
    const [registration, signature] = own.boxes;
    if (!registration || !signature) throw new Error('no boxes');
    for (const line of sealLines('一级注册建筑师 吴磊')) expect(insideBox(line, registration), line).toBe(true);
    expect(insideBox('李婷', signature)).toBe(true);
  }, 120_000);
});
