import {
  APPROVAL_NAME_RESERVED,
  APPROVAL_NAME_SPECIAL_CHARACTERS,
  APPROVAL_NAME_TAKEN,
  APPROVAL_NAME_TRAILING_PERIOD,
  ApprovalStatus,
  ApprovalType,
  api,
  BATCH_STAMPS_DUPLICATED,
  BATCH_TOO_MANY_STAMPS,
  CA_CERTIFICATE_EXPIRED,
  CA_ORGANISATION_NOT_UNIQUE,
  CertificateStatus,
  EnterpriseStampListType,
  Flag,
  type FolderGroup,
  LinearMode,
  NO_OUTPUT_STAMP_ID,
  OUTPUT_STAMP_REQUIRED,
  OwnerType,
  ProjectType,
  REMARK_TOO_LONG,
  RecognitionStatus,
  SigningMode,
  STAMP_SIGNER_REQUIRED,
  StampEnabled,
  StampType,
} from '@atelier/api';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalDrawings, approvalForms, approvalStamps, approvals } from '../db/schema';
import { ErrorCode, ErrorMessage } from '../domain/errors';
import { type DrawingRef, recognise, refOf, refsOf } from '../testing/drawings';
import { createTestServer, type TestServer } from '../testing/harness';

let server: TestServer;

const ARCH = [
  '01 建筑/方案设计/建方-01 方案总平面图.pdf',
  '01 建筑/施工图/建施-01 总平面图.pdf',
  '01 建筑/施工图/建施-02 一层平面图.pdf',
  '01 建筑/施工图/建施-03 南立面图.pdf',
];
const STRUCT = ['02 结构/施工图/结施-01 基础平面布置图.pdf', '02 结构/施工图/结施-02 柱配筋图.pdf'];
const OUTSIDERS = ['02 结构/结施-01 基础平面布置图.pdf', '02 结构/结施-02 标准层结构平面图.pdf'];
const A3 = '01 建筑/施工图/建施-02 北立面图.pdf';

let arch: DrawingRef[];
let struct: DrawingRef[];
let outsiders: DrawingRef[];
let mismatched: DrawingRef;

beforeAll(async () => {
  server = await createTestServer();
  arch = await refsOf(server, 'binjiang', ARCH);
  struct = await refsOf(server, 'binjiang', STRUCT);
  outsiders = await refsOf(server, 'gaoxin', OUTSIDERS);
  mismatched = await refOf(server, 'gaoxin', A3);
  await recognise(
    server,
    'binjiang',
    [...arch, ...struct].map((r) => r.recordId),
  );
  await recognise(
    server,
    'gaoxin',
    [...outsiders, mismatched].map((r) => r.recordId),
  );
});
afterAll(() => server?.close());

const binjiang = () => server.ids.projects.binjiang;
const names = (users: { realname: string }[]) => users.map((u) => u.realname);

describe('POST /startWorkflow/getFastInfo (quickApproval.batches)', () => {
  it('groups drawings by identical signers; approvers are the signers who are members', async () => {
    const token = await server.login('chenjianguo');
    const { body } = await server.call(
      api.quickApproval.batches,
      { projectId: binjiang(), fileList: [arch[0], struct[0], ...arch.slice(1), struct[1]] },
      { token },
    );
    expect(body.result).toHaveLength(2);
    const [first, second] = body.result;
    expect(first.resOwnerDTOList.map((f: { resName: string }) => f.resName)).toEqual(arch.map((r) => r.resName));
    expect(names(first.userInfoVoList)).toEqual(['李婷', '周晓燕', '吴磊', '刘洋', '黄伟', '陈建国']);
    expect(first.moreThanOne).toBe(true);
    expect(first.resOwnerDTOList[1]).toMatchObject({
      resId: arch[1]?.resId,
      recordId: arch[1]?.recordId,
      pathName: '/01 建筑/施工图',
      path: `/${ARCH[1]}`,
      parentName: '施工图',
      projectId: binjiang(),
      isFolder: false,
      distinguishType: RecognitionStatus.Success,
      printCopies: 1,
    });
    expect(names(second.userInfoVoList)).toEqual(['孙志强', '王海涛', '张敏', '郑丽华', '黄伟', '陈建国']);
    expect(second.resOwnerDTOList).toHaveLength(2);
  });

  it('answers a batch without approvers for drawings signed by people outside the project', async () => {
    const token = await server.login('chenjianguo');
    const { body } = await server.call(
      api.quickApproval.batches,
      { projectId: server.ids.projects.gaoxin, fileList: outsiders },
      { token },
    );
    expect(body.result).toEqual([expect.objectContaining({ userInfoVoList: [], moreThanOne: false })]);
    expect(body.result[0].resOwnerDTOList).toHaveLength(2);
  });

  it('refuses drawings not recognised successfully (40007)', async () => {
    const token = await server.login('chenjianguo');
    const { body } = await server.call(
      api.quickApproval.batches,
      { projectId: server.ids.projects.gaoxin, fileList: [...outsiders, mismatched] },
      { token },
    );
    expect(body).toMatchObject({ code: ErrorCode.NotReady, message: ErrorMessage.DrawingsNotRecognised });
  });
});

describe('the other wizard calls', () => {
  it('classifies files by folder, lists the stamp signers, checks files and names', async () => {
    const token = await server.login('chenjianguo');
    const classified = await server.call(
      api.quickApproval.classifyFiles,
      { projectId: binjiang(), fileList: [...arch, ...struct] },
      { token },
    );
    expect(
      classified.body.result.map((g: { resName: string; children: unknown[] }) => [g.resName, g.children.length]),
    ).toEqual([
      ['方案设计', 1],
      ['施工图', 3],
      ['施工图', 2],
    ]);

    const signers = await server.call(api.quickApproval.signers, { projectId: binjiang() }, { token });
    expect(names(signers.body.result)).toEqual(['陈建国', '黄伟', '赵雪梅']);

    const checked = await server.call(
      api.quickApproval.checkFiles,
      { recordIdList: [outsiders[0]?.recordId, mismatched.recordId] },
      { token },
    );
    expect(checked.body.result).toEqual({
      passed: false,
      errorFileList: [
        {
          recordId: mismatched.recordId,
          resName: '建施-02 北立面图.pdf',
          path: `/${A3}`,
          reason: '图纸与图框模版不匹配',
        },
      ],
    });

    const free = await server.call(
      api.quickApproval.checkApprovalName,
      { actName: '快速签章-20260101120000', projectId: binjiang() },
      { token },
    );
    expect(free.body.result).toBe(true);
    const bad = await server.call(
      api.quickApproval.checkApprovalName,
      { actName: 'a/b', projectId: binjiang() },
      { token },
    );
    expect(bad.body).toMatchObject({ code: ErrorCode.InvalidRequest, message: APPROVAL_NAME_SPECIAL_CHARACTERS });
  });

  it('stores an error report and downloads it as CSV for its author only', async () => {
    const token = await server.login('chenjianguo');
    const saved = await server.call(
      api.quickApproval.saveErrorReport,
      { errorFileList: [{ resName: '建施-02 北立面图.pdf', path: '/01 建筑/施工图' }] },
      { token },
    );
    const uuid = saved.body.result as string;
    const { response } = await server.call(api.drawingCheck.downloadReport, { uuid }, { token });
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body).toContain('"建施-02 北立面图.pdf","/01 建筑/施工图"');
    const other = await server.call(api.drawingCheck.downloadReport, { uuid }, { token: await server.login('liting') });
    expect(other.body.message).toBe(ErrorMessage.ReportNotFound);
  });
});

describe('stamps', () => {
  it('lists the enterprise’s output, custom and registration stamps, and the cloud setting', async () => {
    const token = await server.login('liting');
    const list = async (type: EnterpriseStampListType) =>
      (await server.call(api.stamp.enterpriseStamps, { type }, { token })).body.result;
    const output = await list(EnterpriseStampListType.Output);
    expect(names(output.list.map((s: { name: string }) => ({ realname: s.name })))).toEqual([
      '华筑设计出图章（2021版）',
      '华筑设计出图专用章',
    ]);
    expect(output.list.find((s: { isEnable: string }) => s.isEnable === StampEnabled.Disabled)?.name).toBe(
      '华筑设计出图章（2021版）',
    );
    const registration = await list(EnterpriseStampListType.Registered);
    expect(registration.total).toBe(7);
    expect(registration.list.find((s: { name: string }) => s.name === '一级注册建筑师 陈建国')).toMatchObject({
      stampId: server.stamp('一级注册建筑师 陈建国'),
      stampType: StampType.Registration,
      ownerType: OwnerType.Personal,
      userId: server.person('chenjianguo'),
      caOrgName: '华筑设计 企业CA',
      certificateStatus: CertificateStatus.InUse,
      userInfoVO: { realname: '陈建国', phone: '13812345601' },
      filePath: '',
    });
    expect((await list(EnterpriseStampListType.Custom)).total).toBe(2);

    const mine = await server.call(api.stamp.list, { ownerType: OwnerType.Personal }, { token });
    expect(mine.body.result.list.map((s: { name: string }) => s.name)).toEqual(['李婷', '二级注册建筑师 李婷']);
    const personal = await server.call(
      api.stamp.personalStamps,
      { projectId: binjiang(), userName: '王海涛' },
      { token },
    );
    expect(personal.body.result).toEqual([
      expect.objectContaining({
        realname: '王海涛',
        signList: [expect.objectContaining({ name: '王海涛', certificateStatus: 5 })],
        stampList: [expect.objectContaining({ name: '一级注册结构工程师 王海涛' })],
      }),
    ]);
    const sign = await server.call(api.stamp.personalSign, { projectId: binjiang() }, { token });
    expect(sign.body.result).toHaveLength(2);

    const cloud = await server.call(api.enterprise.stampIsCloud, {}, { token });
    expect(cloud.body.result).toEqual({ stampIsCloud: Flag.Yes });
    const other = await server.call(api.enterprise.stampIsCloud, {}, { token: await server.login('xuwenbo') });
    expect(other.body.result).toEqual({ stampIsCloud: Flag.No });
  });
});

describe('POST /startWorkflow/startFastInfo (quickApproval.submit)', () => {
  const uid = async (token: string) => (await server.call(api.quickApproval.uid, {}, { token })).body.result as string;
  const submission = (id: string, overrides: Record<string, unknown> = {}) => ({
    id,
    projectId: binjiang(),
    projectName: '滨江新城综合体',
    approvalName: '快速签章-20260315093000',
    entStampId: server.stamp('华筑设计出图专用章'),
    customizedStampIds: [server.stamp('技术质量部章')],
    signMan: server.person('chenjianguo'),
    fastInfoVOS: [
      {
        stampIdList: [server.stamp('一级注册建筑师 陈建国'), server.stamp('一级注册建筑师 吴磊')],
        userIdList: [server.person('wulei'), server.person('liuyang')],
        drawings: arch,
      },
      {
        stampIdList: [server.stamp('一级注册结构工程师 郑丽华')],
        userIdList: [server.person('zhenglihua')],
        drawings: struct,
      },
    ],
    remarks: '周五出图',
    isCa: Flag.No,
    ...overrides,
  });

  it('refuses each rule of 000 section 5 with the specification’s message', async () => {
    const token = await server.login('chenjianguo');
    const id = await uid(token);
    const batch = submission(id).fastInfoVOS;
    const cases: [Record<string, unknown>, number, string][] = [
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
      [
        {
          fastInfoVOS: [
            { ...batch[0], stampIdList: [server.stamp('一级注册建筑师 吴磊'), server.stamp('一级注册建筑师 吴磊')] },
          ],
        },
        ErrorCode.InvalidRequest,
        BATCH_STAMPS_DUPLICATED,
      ],
      [
        {
          fastInfoVOS: [
            {
              ...batch[0],
              stampIdList: [
                server.stamp('一级注册建筑师 吴磊'),
                server.stamp('一级注册建筑师 黄伟'),
                server.stamp('一级注册建筑师 陈建国'),
              ],
            },
          ],
        },
        ErrorCode.InvalidRequest,
        BATCH_TOO_MANY_STAMPS,
      ],
      [
        { fastInfoVOS: [{ ...batch[0], stampIdList: [server.stamp('二级注册建筑师 李婷')] }] },
        ErrorCode.InvalidRequest,
        ErrorMessage.RegistrationStampNotFound,
      ],
      [
        { fastInfoVOS: [{ ...batch[0], stampIdList: [server.stamp('一级注册结构工程师 高军')] }] },
        ErrorCode.InvalidRequest,
        ErrorMessage.RegistrationStampNotFound,
      ],
      [
        { fastInfoVOS: [{ ...batch[0], userIdList: [server.person('hejing')] }] },
        ErrorCode.InvalidRequest,
        ErrorMessage.ApproversNotMembers,
      ],
      [
        { fastInfoVOS: batch.map((b) => ({ ...b, userIdList: [] })) },
        ErrorCode.NotReady,
        ErrorMessage.ApproverRequired,
      ],
      [
        { fastInfoVOS: [batch[0], { ...batch[1], drawings: [...struct, arch[0]] }] },
        ErrorCode.InvalidRequest,
        ErrorMessage.DrawingInTwoBatches,
      ],
      [
        {
          projectId: server.ids.projects.gaoxin,
          fastInfoVOS: [{ stampIdList: [], userIdList: [server.person('wulei')], drawings: [mismatched] }],
        },
        ErrorCode.NotReady,
        ErrorMessage.DrawingsNotRecognised,
      ],
      [
        // Two CA stamps of two organisations (CFCA, BJCA).
        { isCa: Flag.Yes, customizedStampIds: [server.stamp('图纸审查专用章')] },
        ErrorCode.InvalidRequest,
        CA_ORGANISATION_NOT_UNIQUE,
      ],
      [
        {
          isCa: Flag.Yes,
          customizedStampIds: [],
          fastInfoVOS: [batch[0], { ...batch[1], stampIdList: [server.stamp('一级注册结构工程师 王海涛')] }],
        },
        ErrorCode.InvalidRequest,
        CA_CERTIFICATE_EXPIRED,
      ],
      [{ id: 'not-issued' }, ErrorCode.Denied, ErrorMessage.SubmissionIdInvalid],
    ];
    for (const [overrides, code, message] of cases) {
      const { body } = await server.call(api.quickApproval.submit, submission(id, overrides), { token });
      expect({ overrides, code: body.code, message: body.message }).toEqual({ overrides, code, message });
    }
    expect((await server.db.select({ n: count() }).from(approvals))[0]?.n).toBe(0);
  });

  it('launches the approval once from its uid, and the launcher finds it in both lists', async () => {
    const token = await server.login('chenjianguo');
    const id = await uid(token);
    const first = await server.call(api.quickApproval.submit, submission(id), { token });
    expect(first.body).toMatchObject({ success: true, result: { actId: id } });
    const again = await server.call(api.quickApproval.submit, submission(id), { token });
    expect(again.body.result).toEqual({ actId: id });
    expect((await server.db.select({ n: count() }).from(approvals))[0]?.n).toBe(1);

    const [act] = await server.db.select().from(approvals).where(eq(approvals.id, id));
    expect(act).toMatchObject({
      actName: '快速签章-20260315093000',
      moduleType: ApprovalType.Project,
      status: ApprovalStatus.InProgress,
      isLinear: LinearMode.Parallel,
      remarks: '周五出图',
      signMan: server.person('chenjianguo'),
    });
    expect(await server.db.select().from(approvalDrawings).where(eq(approvalDrawings.approvalId, id))).toHaveLength(6);
    const stamps = await server.db.select().from(approvalStamps).where(eq(approvalStamps.approvalId, id));
    expect(stamps.map((s) => s.usage).sort()).toEqual([
      'custom',
      'output',
      'registration',
      'registration',
      'registration',
    ]);
    const forms = await server.db.select().from(approvalForms).where(eq(approvalForms.approvalId, id));
    expect(forms.map((f) => f.userId).sort()).toEqual(
      [server.person('liuyang'), server.person('wulei'), server.person('zhenglihua')].sort(),
    );

    const taken = await server.call(
      api.quickApproval.checkApprovalName,
      { actName: '快速签章-20260315093000', projectId: binjiang() },
      { token },
    );
    expect(taken.body).toMatchObject({ code: ErrorCode.NameTaken, message: APPROVAL_NAME_TAKEN });
    const reused = await server.call(api.quickApproval.submit, submission(await uid(token)), { token });
    expect(reused.body).toMatchObject({ code: ErrorCode.NameTaken, message: APPROVAL_NAME_TAKEN });

    for (const endpoint of [api.approvalCenter.launchedByMe, api.approval.launchedList]) {
      const { body } = await server.call(endpoint, { moduleType: ApprovalType.Project }, { token });
      expect(body.result).toEqual({
        total: 1,
        list: [
          {
            id,
            actName: '快速签章-20260315093000',
            moduleType: ApprovalType.Project,
            status: ApprovalStatus.InProgress,
            statusText: '进行中',
            projectId: binjiang(),
            projectName: '滨江新城综合体',
            createTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
            updateTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
            launchManInfo: { id: server.person('chenjianguo'), realname: '陈建国', avatar: null },
            isCa: Flag.No,
            formId: null,
          },
        ],
      });
    }
    // The detail names the mode (快速签章, not 项目审批) and each file carries the stamps it will get (issue 22).
    const detail = await server.call(api.approval.detail, { actId: id }, { token });
    expect(detail.body.result).toMatchObject({ moduleType: ApprovalType.Project, signingMode: SigningMode.Quick });
    const files = await server.call(api.approval.files, { actId: id }, { token });
    const stampTypes = files.body.result.flatMap((group: FolderGroup) =>
      group.children.map((file) => (file.stampList ?? []).map((stamp) => stamp.stampType).sort()),
    );
    expect(stampTypes.length).toBeGreaterThan(0);
    for (const types of stampTypes) expect(types).toContain(StampType.Registration);
    const filtered = await server.call(api.approvalCenter.launchedByMe, { actName: '不存在' }, { token });
    expect(filtered.body.result.total).toBe(0);
    const someoneElse = await server.call(api.approvalCenter.launchedByMe, {}, { token: await server.login('wulei') });
    expect(someoneElse.body.result.total).toBe(0);
    // Another user cannot take over the id.
    const stolen = await server.call(api.quickApproval.submit, submission(id), {
      token: await server.login('huangwei'),
    });
    expect(stolen.body.message).toBe(ErrorMessage.SubmissionIdUsed);
  });

  it('accepts no output stamp (id 0), CA stamps of one organisation, and one stamp on a one-approver batch', async () => {
    const token = await server.login('chenjianguo');
    const id = await uid(token);
    const { body } = await server.call(
      api.quickApproval.submit,
      submission(id, {
        approvalName: '快速签章-CA',
        entStampId: NO_OUTPUT_STAMP_ID,
        customizedStampIds: [],
        isCa: Flag.Yes,
        fastInfoVOS: [
          {
            stampIdList: [server.stamp('一级注册建筑师 陈建国')],
            userIdList: [server.person('wulei')],
            drawings: arch,
          },
        ],
      }),
      { token },
    );
    expect(body.result).toEqual({ actId: id });
    const list = await server.call(api.approval.launchedList, {}, { token });
    expect(list.body.result.list[0]).toMatchObject({ id, isCa: Flag.Yes });
  });
});

describe('the stamp signer (签章人)', () => {
  it('is a quick project’s creator, its manager: no page gives its members a duty, and it had none', async () => {
    const token = await server.login('liting');
    const { body } = await server.call(
      api.project.createFastPro,
      {
        projectInfo: { name: '签章人快捷项目', simpleName: 'QZR', proType: ProjectType.Quick },
        projectUserInfos: [{ userId: server.person('hejing') }],
      },
      { token },
    );
    const signers = await server.call(api.quickApproval.signers, { projectId: body.result.id }, { token });
    // 李婷 created it (项目经理); 何静 is an ordinary member without a duty there.
    expect(names(signers.body.result)).toEqual(['李婷']);
  });
});

describe('access', () => {
  it('refuses the wizard’s calls on projects the user is not in', async () => {
    const token = await server.login('liting');
    const { body } = await server.call(
      api.quickApproval.batches,
      { projectId: server.ids.projects.gaoxin, fileList: outsiders },
      { token },
    );
    expect(body.message).toBe(ErrorMessage.NotProjectMember);
    const signers = await server.call(api.quickApproval.signers, { projectId: server.ids.projects.gaoxin }, { token });
    expect(signers.body.message).toBe(ErrorMessage.NotProjectMember);
  });
});
