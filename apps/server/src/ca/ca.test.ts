import {
  ApplicationType,
  ApprovalStatus,
  api,
  CaApprovalStatus,
  CertificateStatus,
  Flag,
  KeyStatus,
  OwnerType,
  StampingState,
} from '@atelier/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalDrawings, approvals, stampCertificates, stamps } from '../db/schema';
import { ErrorCode } from '../domain/errors';
import { CaMessage } from '../routes/ca';
import { StampMessage } from '../stamps/stampRules';
import { submitQuick } from '../testing/approvals';
import { recognisedRefs, refsOf, versionBytes } from '../testing/drawings';
import { createTestServer, type TestServer } from '../testing/harness';
import { pdfsig } from '../testing/pdfsig';
import { SigningRefusal } from './enterpriseCa';

/**
 * The enterprise CA end to end on the server (issues 10 and 11): applications and the administrator's review
 * issue, renew and revoke real certificates; a CA approval's stamped drawings carry one valid, trusted
 * signature per CA stamp as poppler's pdfsig sees them, and an expired certificate fails the stamping.
 */

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, 120_000);
afterAll(() => server?.close());

const stampRow = async (name: string) => {
  const [row] = await server.db
    .select()
    .from(stamps)
    .where(eq(stamps.id, server.stamp(name)));
  if (!row) throw new Error(`no stamp ${name}`);
  return row;
};
const rootPem = async () =>
  (await server.call(api.ca.rootCertificate, {}, { token: await server.login('liting') })).body.result.pem as string;

describe('CA applications and review', () => {
  const WULEI_STAMP = '一级注册建筑师 吴磊';

  it('issues a certificate when the administrator passes a member’s application', async () => {
    const wulei = await server.login('wulei');
    const organisations = (await server.call(api.ca.organisations, {}, { token: wulei })).body.result;
    expect(organisations).toEqual([{ caOrgId: expect.any(String), caOrgName: '华筑设计 企业CA' }]);
    const caOrgId = organisations[0].caOrgId as string;

    // Someone else's stamp: refused.
    const other = await server.call(
      api.ca.apply,
      { stampId: server.stamp(WULEI_STAMP), caOrgId },
      { token: await server.login('liting') },
    );
    expect(other.body).toMatchObject({ success: false, code: ErrorCode.Denied, message: CaMessage.NotManager });
    // An organisation that is not this enterprise's: refused.
    const foreign = await server.call(
      api.ca.apply,
      { stampId: server.stamp(WULEI_STAMP), caOrgId: 'ca-bjca' },
      { token: wulei },
    );
    expect(foreign.body).toMatchObject({ success: false, message: CaMessage.UnknownOrganisation });

    const applied = await server.call(api.ca.apply, { stampId: server.stamp(WULEI_STAMP), caOrgId }, { token: wulei });
    expect(applied.body).toMatchObject({ success: true });
    expect(await stampRow(WULEI_STAMP)).toMatchObject({ certificateStatus: CertificateStatus.UnderReview });
    const again = await server.call(api.ca.apply, { stampId: server.stamp(WULEI_STAMP), caOrgId }, { token: wulei });
    expect(again.body).toMatchObject({ success: false, code: ErrorCode.NotReady, message: CaMessage.Pending });

    // Only administrators review.
    const notAdmin = await server.call(api.ca.applications, {}, { token: wulei });
    expect(notAdmin.body).toMatchObject({ success: false, message: CaMessage.NotAdmin });
    const admin = await server.login('chenjianguo');
    const list = (await server.call(api.ca.applications, { status: CaApprovalStatus.Pending }, { token: admin })).body
      .result;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({
      stampName: WULEI_STAMP,
      applicant: { realname: '吴磊' },
      type: ApplicationType.Create,
      status: CaApprovalStatus.Pending,
      caOrgName: '华筑设计 企业CA',
      ownerType: OwnerType.Personal,
    });
    const denied = await server.call(api.ca.review, { id: list.list[0].id, pass: true }, { token: wulei });
    expect(denied.body).toMatchObject({ success: false, message: CaMessage.NotAdmin });
    const passed = await server.call(
      api.ca.review,
      { id: list.list[0].id, pass: true, remarks: '同意' },
      { token: admin },
    );
    expect(passed.body).toMatchObject({ success: true });
    const twice = await server.call(api.ca.review, { id: list.list[0].id, pass: false }, { token: admin });
    expect(twice.body).toMatchObject({ success: false, message: CaMessage.NotPending });

    const row = await stampRow(WULEI_STAMP);
    expect(row).toMatchObject({ certificateStatus: CertificateStatus.InUse, caOrgId, caOrgName: '华筑设计 企业CA' });
    expect(row.signCertSn).toMatch(/^[0-9a-f]{32}$/);
    const [certificate] = await server.db
      .select()
      .from(stampCertificates)
      .where(eq(stampCertificates.serialNumber, row.signCertSn as string));
    expect(certificate).toMatchObject({ stampId: row.id, commonName: WULEI_STAMP, revokedAt: null });
    const days = ((certificate?.notAfter.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);

    const log = (await server.call(api.ca.log, { stampId: row.id }, { token: wulei })).body.result;
    expect(log).toEqual([
      expect.objectContaining({ type: ApplicationType.Create, status: CaApprovalStatus.Passed, remarks: '同意' }),
    ]);
  });

  it('renews with a new certificate, then revokes it; a refused or withdrawn application changes nothing', async () => {
    const wulei = await server.login('wulei');
    const admin = await server.login('chenjianguo');
    const first = (await stampRow(WULEI_STAMP)).signCertSn;
    const pending = async () =>
      (await server.call(api.ca.applications, { status: CaApprovalStatus.Pending }, { token: admin })).body.result
        .list[0].id as string;

    expect(
      (
        await server.call(
          api.ca.applyChange,
          { stampId: server.stamp(WULEI_STAMP), type: ApplicationType.Create },
          { token: wulei },
        )
      ).body,
    ).toMatchObject({ success: false, message: CaMessage.UseApply });
    await server.call(
      api.ca.applyChange,
      { stampId: server.stamp(WULEI_STAMP), type: ApplicationType.Renew },
      { token: wulei },
    );
    await server.call(api.ca.review, { id: await pending(), pass: true }, { token: admin });
    const renewed = await stampRow(WULEI_STAMP);
    expect(renewed.signCertSn).not.toBe(first);
    expect(renewed.certificateStatus).toBe(CertificateStatus.InUse);

    // Withdrawn revocation: still in use.
    await server.call(
      api.ca.applyChange,
      { stampId: server.stamp(WULEI_STAMP), type: ApplicationType.Revoke },
      { token: wulei },
    );
    expect(
      (await server.call(api.ca.withdrawApply, { stampId: server.stamp(WULEI_STAMP) }, { token: wulei })).body,
    ).toMatchObject({ success: true });
    expect(await stampRow(WULEI_STAMP)).toMatchObject({ signCertSn: renewed.signCertSn });
    // Refused revocation: still in use.
    await server.call(
      api.ca.applyChange,
      { stampId: server.stamp(WULEI_STAMP), type: ApplicationType.Revoke },
      { token: wulei },
    );
    await server.call(api.ca.review, { id: await pending(), pass: false, remarks: '证书仍在使用' }, { token: admin });
    expect(await stampRow(WULEI_STAMP)).toMatchObject({ signCertSn: renewed.signCertSn });
    // Passed revocation: no certificate, the old one marked revoked.
    await server.call(
      api.ca.applyChange,
      { stampId: server.stamp(WULEI_STAMP), type: ApplicationType.Revoke },
      { token: wulei },
    );
    await server.call(api.ca.review, { id: await pending(), pass: true }, { token: admin });
    expect(await stampRow(WULEI_STAMP)).toMatchObject({
      signCertSn: null,
      caOrgId: null,
      certificateStatus: CertificateStatus.NotApplied,
    });
    const [revoked] = await server.db
      .select()
      .from(stampCertificates)
      .where(eq(stampCertificates.serialNumber, renewed.signCertSn as string));
    expect(revoked?.revokedAt).toBeInstanceOf(Date);
    const log = (await server.call(api.ca.log, { stampId: server.stamp(WULEI_STAMP) }, { token: wulei })).body.result;
    expect(log.map((l: { type: number; status: number }) => [l.type, l.status])).toEqual([
      [ApplicationType.Revoke, CaApprovalStatus.Passed],
      [ApplicationType.Revoke, CaApprovalStatus.Refused],
      [ApplicationType.Revoke, CaApprovalStatus.Withdrawn],
      [ApplicationType.Renew, CaApprovalStatus.Passed],
      [ApplicationType.Create, CaApprovalStatus.Passed],
    ]);
  });

  it('marks a refused first application 审核驳回 and a withdrawn one 未申请', async () => {
    const name = '一级注册建筑师 黄伟';
    const huangwei = await server.login('huangwei');
    const admin = await server.login('chenjianguo');
    const caOrgId = (await server.call(api.ca.organisations, {}, { token: huangwei })).body.result[0].caOrgId;
    await server.call(api.ca.apply, { stampId: server.stamp(name), caOrgId }, { token: huangwei });
    await server.call(api.ca.withdrawApply, { stampId: server.stamp(name) }, { token: huangwei });
    expect((await stampRow(name)).certificateStatus).toBe(CertificateStatus.NotApplied);
    await server.call(api.ca.apply, { stampId: server.stamp(name), caOrgId }, { token: huangwei });
    const id = (await server.call(api.ca.applications, { stampName: '黄伟' }, { token: admin })).body.result.list[0].id;
    await server.call(api.ca.review, { id, pass: false, remarks: '资质材料不全' }, { token: admin });
    expect((await stampRow(name)).certificateStatus).toBe(CertificateStatus.Rejected);
  });

  it('keeps activation keys: the administrator assigns an unused one, its holder’s application uses it up', async () => {
    const admin = await server.login('chenjianguo');
    const keys = (await server.call(api.ca.keys, {}, { token: admin })).body.result;
    expect(keys.map((k: { status: number }) => k.status).sort()).toEqual([
      KeyStatus.Unused,
      KeyStatus.Used,
      KeyStatus.Obsolete,
    ]);
    expect((await server.call(api.ca.keys, {}, { token: await server.login('liting') })).body).toMatchObject({
      success: false,
      message: CaMessage.KeyAdminOnly,
    });
    const unused = keys.find((k: { status: number }) => k.status === KeyStatus.Unused);
    const obsolete = keys.find((k: { status: number }) => k.status === KeyStatus.Obsolete);
    expect(
      (await server.call(api.ca.assignKey, { id: obsolete.id, userId: server.ids.people.zhangmin }, { token: admin }))
        .body,
    ).toMatchObject({ success: false, message: CaMessage.KeyNotUsable });
    expect(
      (await server.call(api.ca.assignKey, { id: unused.id, userId: server.ids.people.xuwenbo }, { token: admin }))
        .body,
    ).toMatchObject({ success: false, message: CaMessage.NotMember });
    await server.call(api.ca.assignKey, { id: unused.id, userId: server.ids.people.zhangmin }, { token: admin });
    const info = (await server.call(api.ca.keyInfo, { cdk: unused.cdk }, { token: admin })).body.result;
    expect(JSON.parse(info.descInfo)).toMatchObject({ realName: '张敏' });

    // Someone else may not use 张敏's key; 张敏 may, once.
    const caOrgId = (await server.call(api.ca.organisations, {}, { token: admin })).body.result[0].caOrgId;
    const other = await server.call(
      api.ca.apply,
      { stampId: server.stamp('一级注册结构工程师 郑丽华'), caOrgId, cdk: unused.cdk },
      { token: await server.login('zhenglihua') },
    );
    expect(other.body).toMatchObject({ success: false, message: CaMessage.KeyNotYours });
    expect((await stampRow('一级注册结构工程师 郑丽华')).certificateStatus).toBe(CertificateStatus.NotApplied);
    const zhangmin = await server.login('zhangmin');
    const applied = await server.call(
      api.ca.apply,
      { stampId: server.stamp('注册公用设备工程师 张敏'), caOrgId, cdk: unused.cdk },
      { token: zhangmin },
    );
    expect(applied.body).toMatchObject({ success: true });
    const after = (await server.call(api.ca.keyInfo, { cdk: unused.cdk }, { token: admin })).body.result;
    expect(after.status).toBe(KeyStatus.Used);
  });

  it('refuses CA calls for a deleted stamp', async () => {
    const admin = await server.login('chenjianguo');
    const caOrgId = (await server.call(api.ca.organisations, {}, { token: admin })).body.result[0].caOrgId;
    expect(
      (await server.call(api.stamp.delete, { stampId: server.stamp('技术质量部章') }, { token: admin })).body,
    ).toMatchObject({
      success: true,
    });
    const applied = await server.call(
      api.ca.apply,
      { stampId: server.stamp('技术质量部章'), caOrgId },
      { token: admin },
    );
    expect(applied.body).toMatchObject({ success: false, code: ErrorCode.Denied, message: StampMessage.StampNotFound });
  });

  it('hands out the enterprise CA’s certificate', async () => {
    const { body } = await server.call(api.ca.rootCertificate, {}, { token: await server.login('liting') });
    expect(body.result).toMatchObject({ subject: expect.stringContaining('O=华筑建筑设计研究院有限公司') });
    expect(body.result.pem).toMatch(/^-----BEGIN CERTIFICATE-----/);
  });
});

describe('a CA approval’s stamped drawings', () => {
  const ARCH = ['01 建筑/施工图/建施-01 总平面图.pdf', '01 建筑/施工图/建施-02 一层平面图.pdf'];
  let launches = 0;

  beforeAll(async () => {
    await recognisedRefs(server, 'binjiang', ARCH);
  }, 120_000);

  async function launchAndPass(beforeLastPass?: () => Promise<void>) {
    // The current versions: an earlier test's stamped ones carry the recognition over.
    const refs = await refsOf(server, 'binjiang', ARCH);
    launches += 1;
    const { id, body } = await submitQuick(server, {
      approvalName: `CA盖章-${launches}`,
      drawings: refs,
      stamps: ['一级注册建筑师 陈建国'],
      isCa: Flag.Yes,
    });
    expect(body, JSON.stringify(body)).toMatchObject({ success: true });
    await server.call(api.approval.pass, { actId: id }, { token: await server.login('wulei') });
    await beforeLastPass?.();
    await server.call(api.approval.pass, { actId: id }, { token: await server.login('liuyang') });
    const [approval] = await server.db.select().from(approvals).where(eq(approvals.id, id));
    return { id, approval };
  }

  it('signs each drawing once per CA stamp, every signature valid and trusted by pdfsig', async () => {
    const { id, approval } = await launchAndPass();
    expect(approval).toMatchObject({ status: ApprovalStatus.Passed, stampingState: StampingState.Stamped });
    const drawings = await server.db.select().from(approvalDrawings).where(eq(approvalDrawings.approvalId, id));
    expect(drawings).toHaveLength(2);
    const ca = await rootPem();
    for (const drawing of drawings) {
      const bytes = await versionBytes(server, drawing.stampedRecordId as string);
      const signatures = await pdfsig(bytes, [ca]);
      // The registration stamp, then 陈建国's CA signature where he signs, the output stamp last over everything.
      expect(signatures.map((s) => s.commonName)).toContain('一级注册建筑师 陈建国');
      expect(signatures.at(-1)).toMatchObject({ commonName: '华筑设计出图专用章', totalDocumentSigned: true });
      for (const signature of signatures) {
        expect(signature).toMatchObject({
          signatureValidation: 'Signature is Valid.',
          certificateValidation: 'Certificate is Trusted.',
        });
      }
      // Without the enterprise CA in the trust store the signatures are intact but not trusted.
      const untrusted = await pdfsig(bytes, []);
      expect(untrusted[0]?.signatureValidation).toBe('Signature is Valid.');
      expect(untrusted[0]?.certificateValidation).not.toBe('Certificate is Trusted.');
    }
  }, 120_000);

  it('fails the stamping with CA认证已过期 when a CA stamp’s certificate ended before the last pass', async () => {
    const output = await stampRow('华筑设计出图专用章');
    const { approval } = await launchAndPass(async () => {
      await server.db
        .update(stampCertificates)
        .set({ notAfter: new Date(Date.now() - 1000) })
        .where(eq(stampCertificates.serialNumber, output.signCertSn as string));
    });
    expect(approval).toMatchObject({ status: ApprovalStatus.Passed, stampingState: StampingState.Failed });
    expect(approval?.stampingError).toContain(`华筑设计出图专用章：${SigningRefusal.Expired}`);

    // The detail says so, one line a drawing, and offers the launcher (not an approver) to stamp again.
    const actId = approval?.id as string;
    const launcher = await server.login('chenjianguo');
    const detail = (await server.call(api.approvalCenter.detail, { actId }, { token: launcher })).body.result;
    expect(detail).toMatchObject({ stampingState: StampingState.Failed, canRestamp: true });
    expect(detail.stampingErrors).toEqual(
      ARCH.map((path) => `${path.split('/').pop()}：华筑设计出图专用章：${SigningRefusal.Expired}`),
    );
    const wulei = await server.login('wulei');
    expect((await server.call(api.approvalCenter.detail, { actId }, { token: wulei })).body.result.canRestamp).toBe(
      false,
    );
    expect((await server.call(api.approvalCenter.restamp, { actId }, { token: wulei })).body).toMatchObject({
      success: false,
      code: ErrorCode.Denied,
    });
    // Renewed meanwhile (here: its end moved back into the future), the retry stamps and signs every drawing.
    await server.db
      .update(stampCertificates)
      .set({ notAfter: new Date(Date.now() + 86_400_000) })
      .where(eq(stampCertificates.serialNumber, output.signCertSn as string));
    const retried = await server.call(api.approvalCenter.restamp, { actId }, { token: launcher });
    expect(retried.body).toMatchObject({ success: true, result: StampingState.Stamped });
    const after = (await server.call(api.approvalCenter.detail, { actId }, { token: launcher })).body.result;
    expect(after).toMatchObject({ stampingState: StampingState.Stamped, stampingErrors: null, canRestamp: false });
    const drawings = await server.db.select().from(approvalDrawings).where(eq(approvalDrawings.approvalId, actId));
    expect(drawings.every((d) => d.stampedRecordId)).toBe(true);
  }, 120_000);

  it('fails the stamping with CA证书已注销 when a CA stamp’s certificate was revoked after the launch', async () => {
    const name = '一级注册建筑师 陈建国';
    const { approval } = await launchAndPass(async () => {
      const admin = await server.login('chenjianguo');
      await server.call(
        api.ca.applyChange,
        { stampId: server.stamp(name), type: ApplicationType.Revoke },
        { token: admin },
      );
      const id = (await server.call(api.ca.applications, { stampName: '陈建国' }, { token: admin })).body.result.list[0]
        .id;
      expect((await server.call(api.ca.review, { id, pass: true }, { token: admin })).body).toMatchObject({
        success: true,
      });
      expect((await stampRow(name)).caOrgId).toBeNull();
    });
    expect(approval).toMatchObject({ status: ApprovalStatus.Passed, stampingState: StampingState.Failed });
    expect(approval?.stampingError).toContain(`${name}：${SigningRefusal.Revoked}`);
  }, 120_000);
});
