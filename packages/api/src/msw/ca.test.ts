import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client/client';
import { ApiError } from '../client/errors';
import { ApplicationType, CaApprovalStatus, CertificateStatus, KeyStatus } from '../entities/constants';
import { createHandlers } from './handlers';
import { fixtureSession } from './seed';
import { createFixtureStore, type FixtureStore } from './store';

const BASE = 'http://atelier.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

let store: FixtureStore;
beforeEach(() => {
  store = createFixtureStore();
  server.resetHandlers(...createHandlers(store, { prefix: '/hzzk-portal', baseUrl: BASE }));
});

const client = () =>
  createApiClient({
    baseUrl: BASE,
    getToken: () => fixtureSession.token,
    getEnterpriseId: () => fixtureSession.enterpriseId,
    getUserId: () => fixtureSession.userId,
    userAgent: 'web',
  });

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const pendingOf = async (stampId: string) =>
  (await client().ca.applications({ status: CaApprovalStatus.Pending })).list.find((a) => a.stampId === stampId);

describe('fixture CA', () => {
  it('lists the enterprise CA first among the organisations', async () => {
    const organisations = await client().ca.organisations({});
    expect(organisations[0]?.caOrgName).toContain('企业CA');
    expect(organisations).toHaveLength(3);
  });

  it('applies, lists the application first, and passing issues a certificate for a year', async () => {
    const api = client();
    await api.ca.apply({ stampId: 'st-303', caOrgId: 'ca-org-enterprise' });
    expect(store.stamp('st-303').certificateStatus).toBe(CertificateStatus.UnderReview);
    const page = await api.ca.applications({ pageNum: 1 });
    expect(page.list[0]).toMatchObject({
      stampId: 'st-303',
      status: CaApprovalStatus.Pending,
      applicant: { realname: '陈建国' },
    });
    await api.ca.review({ id: page.list[0]?.id ?? '', pass: true });
    const stamp = store.stamp('st-303');
    expect(stamp.certificateStatus).toBe(CertificateStatus.InUse);
    expect(stamp.signCertSn).toMatch(/^HZCA-\d{4}-\d{4}$/);
    expect(stamp.caOrgId).toBe('ca-org-enterprise');
    const next = new Date();
    expect(stamp.deadline?.slice(0, 4)).toBe(String(next.getFullYear() + 1));
    const log = await api.ca.log({ stampId: 'st-303' });
    expect(log[0]).toMatchObject({ type: ApplicationType.Create, status: CaApprovalStatus.Passed });
  });

  it('refusing a new certificate rejects it; refusing a renewal keeps the issued one', async () => {
    const api = client();
    await api.ca.apply({ stampId: 'st-303', caOrgId: 'ca-org-1' });
    await api.ca.review({ id: (await pendingOf('st-303'))?.id ?? '', pass: false, remarks: '材料不全' });
    expect(store.stamp('st-303').certificateStatus).toBe(CertificateStatus.Rejected);
    expect((await api.ca.log({ stampId: 'st-303' }))[0]?.remarks).toBe('材料不全');

    await api.ca.applyChange({ stampId: 'st-301', type: ApplicationType.Renew });
    // The certificate stays in use while its renewal is reviewed.
    expect(store.stamp('st-301').certificateStatus).toBe(CertificateStatus.InUse);
    await api.ca.review({ id: (await pendingOf('st-301'))?.id ?? '', pass: false });
    expect(store.stamp('st-301').certificateStatus).toBe(CertificateStatus.InUse);
  });

  it('withdraws a pending application and revokes an issued certificate', async () => {
    const api = client();
    await api.ca.applyChange({ stampId: 'st-301', type: ApplicationType.Revoke });
    await api.ca.withdrawApply({ stampId: 'st-301' });
    expect(store.stamp('st-301').certificateStatus).toBe(CertificateStatus.InUse);

    await api.ca.applyChange({ stampId: 'st-301', type: ApplicationType.Revoke });
    await api.ca.review({ id: (await pendingOf('st-301'))?.id ?? '', pass: true });
    expect(store.stamp('st-301')).toMatchObject({
      certificateStatus: CertificateStatus.NotApplied,
      signCertSn: null,
      caOrgId: null,
      deadline: null,
    });
  });

  it('refuses what the status does not allow', async () => {
    const api = client();
    expect((await refusal(api.ca.apply({ stampId: 'st-301', caOrgId: 'ca-org-1' }))).message).toBe(
      '该印章已有CA证书，如需变更、续期或注销请提交相应申请',
    );
    expect((await refusal(api.ca.withdrawApply({ stampId: 'st-301' }))).message).toBe('该印章没有待审核的CA申请');
    // An expired certificate may only be renewed.
    await refusal(api.ca.applyChange({ stampId: 'st-302', type: ApplicationType.Change }));
    await api.ca.applyChange({ stampId: 'st-302', type: ApplicationType.Renew });
    expect((await refusal(api.ca.applyChange({ stampId: 'st-302', type: ApplicationType.Renew }))).message).toBe(
      '该印章已有待审核的CA申请，请等待审核或先撤回',
    );
    const id = (await pendingOf('st-302'))?.id ?? '';
    await api.ca.review({ id, pass: true });
    expect((await refusal(api.ca.review({ id, pass: true }))).message).toBe('该申请已处理，请刷新后查看');
  });

  it('assigns only unused keys and uses a key given with an application', async () => {
    const api = client();
    await api.ca.assignKey({ id: 'cdk-002', userId: 'u-004' });
    const keys = await api.ca.keys({ status: KeyStatus.Unused });
    expect(JSON.parse(keys[0]?.descInfo ?? '{}')).toMatchObject({ realName: '张敏' });
    await refusal(api.ca.assignKey({ id: 'cdk-001', userId: 'u-004' }));
    await api.ca.apply({ stampId: 'st-303', caOrgId: 'ca-org-1', cdk: 'HZCA-3LNB-8TRE-02QZ' });
    expect(store.state.caRecords.find((r) => r.id === 'cdk-002')?.status).toBe(KeyStatus.Used);
  });

  it('pages the stamp log, newest first, within a time range', async () => {
    const api = client();
    const all = await api.stamp.log({});
    expect(all.total).toBe(3);
    const none = await api.stamp.log({ startTime: '2025-03-07', endTime: '2025-03-31' });
    expect(none.total).toBe(0);
    const day = await api.stamp.log({ startTime: '2025-03-06', endTime: '2025-03-06', stampId: 'st-101' });
    expect(day.list.map((e) => e.stampName)).toEqual(['华筑设计出图专用章']);
  });

  it('answers the enterprise CA certificate', async () => {
    const root = await client().ca.rootCertificate({});
    expect(root.pem).toMatch(/^-----BEGIN CERTIFICATE-----\n[\s\S]+\n-----END CERTIFICATE-----$/);
  });
});
