import { randomUUID } from 'node:crypto';
import { api, DrawingCheckReason, RecognitionStatus } from '@atelier/api';
import type { PersonKey } from '@atelier/api/seed';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password';
import { drawingRecognitions, projectMembers, signerCorrections, users } from '../db/schema';
import { ErrorCode, ErrorMessage } from '../domain/errors';
import { newApprovalId, quickSubmission } from '../testing/approvals';
import { type DrawingRef, recognise, refOf } from '../testing/drawings';
import { createTestServer, type TestServer } from '../testing/harness';
import { errorReportCsv, formatUnitFactor } from './drawingCheck';

let server: TestServer;

/** The seeded folder of drawings sent in for checking, one fault each (@atelier/api/seed). */
const CHECKED = '02 结构/送审图';
const SOUND = `${CHECKED}/结施-11 地下室顶板配筋图.pdf`;
const UNSIGNED = `${CHECKED}/结施-12 一层梁配筋图.pdf`;
const OUTSIDER = `${CHECKED}/结施-13 二层梁配筋图.pdf`;
const CENTIMETRES = `${CHECKED}/结施-14 屋面梁配筋图.pdf`;
const UNNUMBERED = `${CHECKED}/结施-15 楼梯详图.pdf`;
const ARCH = ['01 建筑/施工图/建施-01 总平面图.pdf', '01 建筑/施工图/建施-02 一层平面图.pdf'];
const A3 = '01 建筑/施工图/建施-02 北立面图.pdf';

const refs = new Map<string, DrawingRef>();
const ref = (path: string) => {
  const found = refs.get(path);
  if (!found) throw new Error(`no ref for ${path}`);
  return found;
};

beforeAll(async () => {
  server = await createTestServer();
  const binjiang = [SOUND, UNSIGNED, OUTSIDER, CENTIMETRES, UNNUMBERED, ...ARCH];
  for (const path of binjiang) refs.set(path, await refOf(server, 'binjiang', path));
  refs.set(A3, await refOf(server, 'gaoxin', A3));
  await recognise(
    server,
    'binjiang',
    binjiang.map((p) => ref(p).recordId),
  );
  await recognise(server, 'gaoxin', [ref(A3).recordId]);
});
afterAll(() => server?.close());

const binjiang = () => server.ids.projects.binjiang;
const duty = (key: 'examine' | 'proofread') => server.ids.duties.huazhu[key];
const names = (list: { resName: string }[]) => list.map((f) => f.resName);

async function check(paths: string[], who: PersonKey = 'chenjianguo', projectId = binjiang()) {
  const { body } = await server.call(
    api.drawingCheck.check,
    {
      enterpriseId: server.ids.enterprises.huazhu,
      projectId,
      fileList: paths.map(ref),
      isFastApproval: true,
    },
    { token: await server.login(who) },
  );
  return body;
}

async function correct(data: Record<string, unknown>, who: PersonKey = 'chenjianguo') {
  const { body } = await server.call(
    api.drawingCheck.correct,
    { projectId: binjiang(), ...data },
    { token: await server.login(who) },
  );
  return body;
}

async function batches(paths: string[]) {
  const { body } = await server.call(
    api.quickApproval.batches,
    { projectId: binjiang(), fileList: paths.map(ref) },
    { token: await server.login('chenjianguo') },
  );
  expect(body.success).toBe(true);
  return body.result as { userInfoVoList: { realname: string }[]; resOwnerDTOList: { resName: string }[] }[];
}

describe('recognition keeps what the check needs', () => {
  it('stores the printed fields and the unit factor', async () => {
    const row = async (path: string) =>
      (
        await server.db
          .select()
          .from(drawingRecognitions)
          .where(eq(drawingRecognitions.recordId, ref(path).recordId))
      )[0];
    expect(await row(SOUND)).toMatchObject({
      status: RecognitionStatus.Success,
      scale: 1,
      printedInfo: [
        { label: '图名', value: '地下室顶板配筋图' },
        { label: '图号', value: '结施-11' },
      ],
    });
    expect(await row(UNNUMBERED)).toMatchObject({
      status: RecognitionStatus.Success,
      printedInfo: [
        { label: '图名', value: '楼梯详图' },
        { label: '图号', value: '' },
      ],
    });
    const centimetres = await row(CENTIMETRES);
    expect(centimetres?.status).toBe(RecognitionStatus.Success);
    expect(centimetres?.scale).toBeCloseTo(0.1, 10);
  });
});

describe('POST /startWorkflow/checkPeopleDutyByTemplate (drawingCheck.check)', () => {
  it('finds each seeded fault in its list with the exact reason, and writes the report', async () => {
    const body = await check([SOUND, UNSIGNED, OUTSIDER, CENTIMETRES, UNNUMBERED]);
    expect(body).toMatchObject({ success: true, code: 200 });
    const result = body.result;
    expect(result.hasError).toBe(true);
    expect(result.ocrCheckResult.fileList).toEqual([
      {
        resId: ref(UNNUMBERED).resId,
        recordId: ref(UNNUMBERED).recordId,
        resName: '结施-15 楼梯详图.pdf',
        isFolder: false,
        fileExt: 'pdf',
        pathName: `/${CHECKED}`,
        parentId: server.resource('binjiang', CHECKED),
        errorReason: [{ errorReason: DrawingCheckReason.printedInfoMissing('图号') }],
        // What recognition read: 图名 (图号 is the empty field).
        drawingName: '楼梯详图',
      },
    ]);
    expect(result.ocrCheckResult.fileList[0].errorReason[0].errorReason).toBe('图签缺少打印信息：图号');
    expect(names(result.settingCheckResult.fileList)).toEqual(['结施-12 一层梁配筋图.pdf', '结施-13 二层梁配筋图.pdf']);
    expect(result.settingCheckResult.fileList.map((f: { errorReason: unknown }) => f.errorReason)).toEqual([
      [{ errorReason: '审核：未识别到签字人', dutyId: duty('examine'), dutyName: '审核', realname: null }],
      [
        {
          errorReason: DrawingCheckReason.signerNotInProject('校对', '林芳'),
          dutyId: duty('proofread'),
          dutyName: '校对',
          realname: '林芳',
        },
      ],
    ]);
    expect(result.sizeUnitCheckResult.fileList).toEqual([
      expect.objectContaining({
        resName: '结施-14 屋面梁配筋图.pdf',
        errorReason: [{ errorReason: DrawingCheckReason.unitNotMillimetre('1/10') }],
      }),
    ]);
    expect(result.sizeUnitCheckResult.fileList[0].errorReason[0].errorReason).toBe(
      '图纸单位不是毫米（图幅为图框模板的 1/10 倍）',
    );
    expect(result.downLoadURL).toEqual(expect.any(String));

    // The report: a spreadsheet Excel opens (BOM, CRLF), one row per faulty file with its reasons.
    const { response } = await server.call(
      api.drawingCheck.downloadReport,
      { uuid: result.downLoadURL },
      { token: await server.login('chenjianguo') },
    );
    expect(response.headers['content-type']).toContain('text/csv');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.slice(0, -2).split('\r\n')).toEqual([
      '"文件名","路径","异常原因"',
      `"结施-12 一层梁配筋图.pdf","/${CHECKED}","审核：未识别到签字人"`,
      `"结施-13 二层梁配筋图.pdf","/${CHECKED}","校对：林芳 未加入项目"`,
      `"结施-14 屋面梁配筋图.pdf","/${CHECKED}","图纸单位不是毫米（图幅为图框模板的 1/10 倍）"`,
      `"结施-15 楼梯详图.pdf","/${CHECKED}","图签缺少打印信息：图号"`,
    ]);
  });

  it('answers no errors and no report for sound drawings', async () => {
    const body = await check([SOUND, ...ARCH]);
    expect(body.result).toEqual({
      hasError: false,
      ocrCheckResult: { fileList: [] },
      settingCheckResult: { fileList: [] },
      sizeUnitCheckResult: { fileList: [] },
      downLoadURL: null,
    });
  });

  it('reports a title block not read with the recognition status’s text and recognition’s reason', async () => {
    const body = await check([A3], 'chenjianguo', server.ids.projects.gaoxin);
    expect(body.result.ocrCheckResult.fileList).toEqual([
      expect.objectContaining({
        resName: '建施-02 北立面图.pdf',
        errorReason: [
          { errorReason: '未识别到图签信息（图纸与图框模版不匹配：图纸尺寸 420 × 297 mm 与所有图框模版都不符）' },
        ],
      }),
    ]);
    expect(body.result.settingCheckResult.fileList).toEqual([]);
    const never = await refOf(server, 'binjiang', '03 给排水/水施-01 给水系统图.pdf');
    refs.set('never', never);
    const waiting = await check(['never']);
    expect(waiting.result.ocrCheckResult.fileList[0].errorReason).toEqual([
      { errorReason: DrawingCheckReason.titleBlockUnread('待识别') },
    ]);
  });

  it('refuses files of another project and files the user may not read', async () => {
    const other = await check([SOUND, A3]);
    expect(other).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.ResourceOfAnotherProject });
    refs.set('hvac', await refOf(server, 'binjiang', '04 暖通/暖施-01 通风平面图.pdf'));
    const hidden = await check(['hvac'], 'liting');
    expect(hidden).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.NoReadPermission });
  });
});

describe('POST /startWorkflow/modifyOcrResult (drawingCheck.correct)', () => {
  const corrections = async () => (await server.db.select({ n: count() }).from(signerCorrections))[0]?.n;

  it('refuses a person outside the project, a file of another project or not readable, a duty of another firm', async () => {
    const valid = {
      modifyIdList: [ref(UNSIGNED).resId],
      modifyResult: server.person('zhangmin'),
      dutyId: duty('examine'),
    };
    const cases: [Record<string, unknown>, PersonKey, string][] = [
      [{ modifyResult: server.person('hejing') }, 'chenjianguo', ErrorMessage.CorrectionNotMember],
      [{ modifyResult: server.person('linfang') }, 'chenjianguo', '所选人员不是项目成员'],
      [{ modifyIdList: [ref(UNSIGNED).resId, ref(A3).resId] }, 'chenjianguo', ErrorMessage.ResourceOfAnotherProject],
      [
        { modifyIdList: [server.resource('binjiang', '04 暖通/暖施-01 通风平面图.pdf')] },
        'liting',
        ErrorMessage.NoReadPermission,
      ],
      [{ modifyIdList: [server.resource('binjiang', CHECKED)] }, 'chenjianguo', ErrorMessage.ResourceNotFound],
      [{ modifyIdList: [randomUUID()] }, 'chenjianguo', ErrorMessage.ResourceNotFound],
      [{ dutyId: server.ids.duties.tongchuang.examine }, 'chenjianguo', ErrorMessage.CorrectionDutyNotFound],
    ];
    for (const [overrides, who, message] of cases) {
      const body = await correct({ ...valid, ...overrides }, who);
      expect({ overrides, code: body.code, message: body.message }).toEqual({
        overrides,
        code: ErrorCode.Denied,
        message,
      });
    }
    // Not a member of the project at all.
    const outsider = await correct(valid, 'hejing');
    expect(outsider.message).toBe(ErrorMessage.NotProjectMember);
    expect(await corrections()).toBe(0);
  });

  it('makes the next check clean for the duty and changes the batch grouping; a later correction replaces it', async () => {
    const before = await batches([SOUND, UNSIGNED, OUTSIDER]);
    expect(before.map((b) => names(b.resOwnerDTOList))).toEqual([
      ['结施-11 地下室顶板配筋图.pdf'],
      ['结施-12 一层梁配筋图.pdf'],
      ['结施-13 二层梁配筋图.pdf'],
    ]);
    expect(before[1]?.userInfoVoList.map((u) => u.realname)).toEqual(['孙志强', '王海涛', '郑丽华', '黄伟', '陈建国']);
    expect(before[2]?.userInfoVoList.map((u) => u.realname)).toEqual(['孙志强', '张敏', '郑丽华', '黄伟', '陈建国']);

    const examine = await correct({
      modifyIdList: [ref(UNSIGNED).resId],
      modifyResult: server.person('zhangmin'),
      dutyId: duty('examine'),
    });
    expect(examine).toMatchObject({ success: true, code: 200 });
    const proofread = await correct({
      modifyIdList: [ref(OUTSIDER).resId],
      modifyResult: server.person('wanghaitao'),
      dutyId: duty('proofread'),
    });
    expect(proofread.success).toBe(true);
    const [stored] = await server.db
      .select()
      .from(signerCorrections)
      .where(eq(signerCorrections.resourceId, ref(UNSIGNED).resId));
    expect(stored).toMatchObject({
      projectId: binjiang(),
      dutyId: duty('examine'),
      userId: server.person('zhangmin'),
      correctedBy: server.person('chenjianguo'),
    });

    const clean = await check([UNSIGNED, OUTSIDER]);
    expect(clean.result).toMatchObject({ hasError: false, downLoadURL: null });
    const after = await batches([SOUND, UNSIGNED, OUTSIDER]);
    expect(after).toHaveLength(1);
    expect(after[0]?.userInfoVoList.map((u) => u.realname)).toEqual([
      '孙志强',
      '王海涛',
      '张敏',
      '郑丽华',
      '黄伟',
      '陈建国',
    ]);

    // Corrected again: 吴磊 examines 结施-12 (one row per file and duty), which sets it apart again.
    const again = await correct({
      modifyIdList: [ref(UNSIGNED).resId],
      modifyResult: server.person('wulei'),
      dutyId: duty('examine'),
    });
    expect(again.success).toBe(true);
    expect(await corrections()).toBe(2);
    const regrouped = await batches([SOUND, UNSIGNED, OUTSIDER]);
    expect(regrouped.map((b) => names(b.resOwnerDTOList))).toEqual([
      ['结施-11 地下室顶板配筋图.pdf', '结施-13 二层梁配筋图.pdf'],
      ['结施-12 一层梁配筋图.pdf'],
    ]);
    expect(regrouped[1]?.userInfoVoList.map((u) => u.realname)).toContain('吴磊');

    // The submission re-checks the grouping: a batch made before the correction is refused.
    const token = await server.login('chenjianguo');
    const uid = await newApprovalId(server);
    const submit = (drawings: DrawingRef[]) =>
      server.call(
        api.quickApproval.submit,
        {
          id: uid,
          ...quickSubmission(server, { approvalName: '快速签章-送审图', drawings, approvers: ['zhenglihua'] }),
        },
        { token },
      );
    const stale = await submit([ref(SOUND), ref(UNSIGNED), ref(OUTSIDER)]);
    expect(stale.body).toMatchObject({ code: ErrorCode.NotReady, message: ErrorMessage.BatchSignersChanged });
    const current = await submit([ref(SOUND), ref(OUTSIDER)]);
    expect(current.body).toMatchObject({ success: true, result: { actId: uid } });
  });
});

describe('the error report', () => {
  it('keeps the wizard’s rows (no reasons) and quotes every cell', async () => {
    const token = await server.login('chenjianguo');
    const saved = await server.call(
      api.quickApproval.saveErrorReport,
      { errorFileList: [{ resName: '建施-02 北立面图.pdf', path: '/01 建筑/施工图' }] },
      { token },
    );
    const { response } = await server.call(api.drawingCheck.downloadReport, { uuid: saved.body.result }, { token });
    expect(response.body).toBe('\uFEFF"文件名","路径","异常原因"\r\n"建施-02 北立面图.pdf","/01 建筑/施工图",""\r\n');
    const csv = errorReportCsv([
      { resName: '说明 "终版".pdf', path: '/a,b', reasons: ['审核：未识别到签字人', '图签缺少打印信息：图号'] },
      { resName: '=HYPERLINK("x").pdf', path: '/' },
    ]).toString('utf8');
    expect(csv.split('\r\n').slice(1, 3)).toEqual([
      '"说明 ""终版"".pdf","/a,b","审核：未识别到签字人；图签缺少打印信息：图号"',
      `"'=HYPERLINK(""x"").pdf","/",""`,
    ]);
  });

  it('formats unit factors readably', () => {
    expect([0.1, 1 / 25.4, 0.001, 2].map(formatUnitFactor)).toEqual(['1/10', '1/25.4', '1/1000', '2']);
  });
});

describe('a name several members share', () => {
  it('is ambiguous until corrected', async () => {
    // A second 王海涛 joins the project: 结施-11's 校对 field now names two members.
    const id = randomUUID();
    await server.db.insert(users).values({
      id,
      username: 'wanghaitao2',
      passwordHash: await hashPassword('Atelier2026-x'),
      realname: '王海涛',
      phone: '13700000099',
    });
    await server.db.insert(projectMembers).values({ projectId: binjiang(), userId: id });
    const body = await check([SOUND]);
    expect(body.result.settingCheckResult.fileList).toEqual([
      expect.objectContaining({
        resName: '结施-11 地下室顶板配筋图.pdf',
        errorReason: [
          {
            errorReason: DrawingCheckReason.signerAmbiguous('校对', '王海涛'),
            dutyId: duty('proofread'),
            dutyName: '校对',
            realname: '王海涛',
          },
        ],
      }),
    ]);
    await correct({ modifyIdList: [ref(SOUND).resId], modifyResult: id, dutyId: duty('proofread') });
    expect((await check([SOUND])).result.hasError).toBe(false);
  });
});
