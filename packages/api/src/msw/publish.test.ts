import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client/client';
import { ApiError } from '../client/errors';
import { api } from '../contract/endpoints/index';
import { ApprovalStatus, ApprovalType, StampingState } from '../entities/constants';
import { APPROVAL_NAME_TAKEN } from '../rules/messages';
import { localDate, type PublishLaunch, PublishMessage } from '../rules/publish';
import { createHandlers } from './handlers';
import { PublishRefusal, SHARE_LINK_REFUSAL_CODE } from './publish';
import { FIXTURE_PASSWORD, fixtureSession } from './seed';
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

const clientWith = (token: string | null) =>
  createApiClient({
    baseUrl: BASE,
    getToken: () => token,
    getEnterpriseId: () => (token ? fixtureSession.enterpriseId : null),
    getUserId: () => null,
    userAgent: 'web',
  });
/** 陈建国, enterprise admin, launcher of a-007. */
const chen = () => clientWith(fixtureSession.token);
/** Anyone holding a share link, not logged in. */
const visitor = () => clientWith(null);

async function loginAs(username: string) {
  const login = await visitor().auth.login({ username, password: FIXTURE_PASSWORD });
  return clientWith(login.token);
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const file = (n: number, printCopies = 1) => ({ resId: `r-p-001-${n}`, recordId: `rec-p-001-${n}`, printCopies });

/** Drawings 1 and 2 are A1, 11 is A2, 4 is A0 in the fixture. */
const launch = (overrides: Partial<PublishLaunch> = {}): PublishLaunch => ({
  actName: '滨江新城综合体施工图第二批发布',
  projectId: 'p-001',
  calcRuleId: 'cr-001',
  publisherId: 'pub-001',
  deliveryTime: localDate(),
  approvalUserIdList: ['u-006'],
  resList: [file(1, 2), file(2, 3), file(11, 1)],
  ...overrides,
});

describe('fixture publishing', () => {
  it('lists the publishers and the calculation rules with A0..A4 prices', async () => {
    const publishers = await chen().publish.publishers({});
    expect(publishers.list.map((p) => p.name)).toEqual(['杭州蓝图数码快印', '杭州西湖晒图中心']);
    const rules = await chen().publish.calcRules({});
    expect(rules.total).toBe(2);
    expect(rules.list[0]?.rows?.map((r) => r.sizeName)).toEqual(['A0', 'A1', 'A2', 'A3', 'A4']);
  });

  it('gives the project’s publishing managers as approvers', async () => {
    const approvers = await chen().approval.publishApprovers({ projectId: 'p-001' });
    expect(approvers.map((u) => u.realname)).toEqual(['赵雪梅', '黄伟']);
  });

  it('quotes by sheet size at the rule’s prices, copies summed', async () => {
    const { projectId, calcRuleId, resList } = launch({ resList: [file(4, 1), file(1, 2), file(2, 3), file(11, 1)] });
    const quote = await chen().approval.publishQuote({ projectId, calcRuleId, resList });
    expect(quote.rows).toEqual([
      { sizeName: 'A0', price: 20, num: 1, totalPrice: 20 },
      { sizeName: 'A1', price: 12, num: 5, totalPrice: 60 },
      { sizeName: 'A2', price: 6, num: 1, totalPrice: 6 },
    ]);
    expect(quote).toMatchObject({ publishNum: 7, totalPrice: 86 });
    const older = await chen().approval.publishQuote({ projectId, calcRuleId: 'cr-002', resList });
    expect(older.totalPrice).toBe(18 + 50 + 5);
  });

  it('refuses to quote a drawing of another project or an unknown rule', async () => {
    const otherProject = await refusal(
      chen().approval.publishQuote({
        projectId: 'p-001',
        calcRuleId: 'cr-001',
        resList: [{ resId: 'r-p-002-1', recordId: 'rec-p-002-1', printCopies: 1 }],
      }),
    );
    expect(otherProject.message).toBe(PublishRefusal.FileNotInProject);
    const unknownRule = await refusal(
      chen().approval.publishQuote({ projectId: 'p-001', calcRuleId: 'cr-404', resList: [file(1)] }),
    );
    expect(unknownRule.message).toBe(PublishRefusal.CalcRuleNotFound);
  });

  it('launches a publish approval that the publishing managers pass, then shares and publishes it', async () => {
    const { actId } = await chen().approval.launchPublish(launch({ approvalUserIdList: ['u-006', 'u-011'] }));
    const detail = await chen().approval.detail({ actId });
    expect(detail).toMatchObject({
      moduleType: ApprovalType.Publish,
      status: ApprovalStatus.InProgress,
      canShare: false,
      canConfirmPublish: false,
      additionInfo: {
        publishNum: 6,
        totalPrice: 66,
        calcName: '2025年晒图计价标准',
        publisherName: '杭州蓝图数码快印',
        deliveryTime: localDate(),
      },
    });
    expect(JSON.parse(detail.additionInfo?.pageInfo ?? '[]')).toHaveLength(2);
    const files = (await chen().approval.files({ actId })).flatMap((g) => g.children);
    expect(files.map((f) => [f.resName, f.printCopies])).toEqual([
      ['建施-01 总平面图.pdf', 2],
      ['建施-02 一层平面图.pdf', 3],
      ['建施-06 楼梯详图.pdf', 1],
    ]);
    expect((await refusal(chen().approval.createDownUrl({ actId, days: 7 }))).message).toBe(PublishMessage.NotPassed);

    await (await loginAs('zhaoxuemei')).approval.pass({ actId, common: '同意' });
    expect((await chen().approval.detail({ actId })).status).toBe(ApprovalStatus.InProgress);
    await (await loginAs('huangwei')).approval.pass({ actId, common: '同意' });
    const passed = await chen().approval.detail({ actId });
    expect(passed).toMatchObject({ status: ApprovalStatus.Passed, canShare: true, canConfirmPublish: true });

    const link = await chen().approval.createDownUrl({ actId, days: 3 });
    expect(link.url).toMatch(new RegExp(`/publish-info/${link.key}$`));
    const info = await visitor().approval.downloadInfo({ key: link.key });
    expect(info).toMatchObject({ actName: '滨江新城综合体施工图第二批发布', projectName: '滨江新城综合体' });
    expect(info.expireTime).toBe(link.expireTime);

    await chen().approval.publish({ actId });
    const published = await chen().approval.detail({ actId });
    expect(published).toMatchObject({
      status: ApprovalStatus.Published,
      statusText: '已发布',
      canConfirmPublish: false,
    });
    expect((await refusal(chen().approval.publish({ actId }))).message).toBe(PublishMessage.AlreadyPublished);
  });

  it('refuses a launch with an approver who is not a publishing manager, a past delivery or a taken name', async () => {
    const notManager = await refusal(chen().approval.launchPublish(launch({ approvalUserIdList: ['u-002'] })));
    expect(notManager.message).toBe(PublishRefusal.ApproversNotAllowed);
    const past = await refusal(chen().approval.launchPublish(launch({ deliveryTime: '2020-01-01' })));
    expect(past.message).toBe(PublishMessage.DeliveryTimeInPast);
    const foreign = await refusal(
      chen().approval.launchPublish(
        launch({ resList: [{ resId: 'r-p-005-1', recordId: 'rec-p-005-1', printCopies: 1 }] }),
      ),
    );
    expect(foreign.message).toBe(PublishRefusal.FileNotInProject);
    const taken = await refusal(chen().approval.launchPublish(launch({ actName: '滨江新城综合体施工图发布' })));
    expect(taken.message).toBe(APPROVAL_NAME_TAKEN);
    expect(store.state.approvals.filter((a) => a.act.moduleType === ApprovalType.Publish)).toHaveLength(2);
  });

  it('lets the launcher and the holders of toPublish:share (publishing managers, administrators) share', async () => {
    const liting = await loginAs('liting');
    const detail = await liting.approval.detail({ actId: 'a-007' });
    expect(detail).toMatchObject({ canShare: false, canConfirmPublish: false });
    expect((await refusal(liting.approval.createDownUrl({ actId: 'a-007', days: 7 }))).message).toBe(
      PublishRefusal.NoShare,
    );
    // An administrator holds every button, toPublish:share among them (000 section 6), as on the server.
    expect(await chen().approval.detail({ actId: 'a-006' })).toMatchObject({ canShare: true });
    const manager = await loginAs('zhaoxuemei');
    expect(await manager.approval.detail({ actId: 'a-006' })).toMatchObject({
      canShare: true,
      canConfirmPublish: false,
    });
    expect((await refusal(chen().approval.createDownUrl({ actId: 'a-002', days: 7 }))).message).toBe(
      PublishMessage.NotPublishApproval,
    );
  });

  it('keeps share links with their expiry; expired and unknown keys are refused with 分享链接已失效', async () => {
    const info = await visitor().approval.downloadInfo({ key: 'share-a-006' });
    expect(info.files.flatMap((g) => g.children).length).toBeGreaterThan(0);
    expect(info.additionInfo?.publisherName).toBe('杭州蓝图数码快印');
    for (const key of ['share-expired', 'no-such-key']) {
      const error = await refusal(visitor().approval.downloadInfo({ key }));
      expect(error.message).toBe(PublishMessage.ShareLinkExpired);
      expect(error.code).toBe(SHARE_LINK_REFUSAL_CODE);
    }
    const link = store.state.shareLinks.get('share-a-006');
    if (link) link.expireTime = '2020-01-01 00:00:00';
    expect((await refusal(visitor().approval.shareDownload({ key: 'share-a-006' }))).message).toBe(
      PublishMessage.ShareLinkExpired,
    );
  });

  it('gives a download link of one shared file or of all, and refuses files outside the share', async () => {
    const one = await visitor().approval.shareDownload({ key: 'share-a-006', resIds: ['r-p-001-1'] });
    expect(one.fileName).toBe('建施-01 总平面图.pdf');
    expect(one.url).toContain(`${api.download.projectFile.path}?ticket=`);
    const all = await visitor().approval.shareDownload({ key: 'share-a-006' });
    expect(all.fileName).toBe('滨江新城综合体施工图发布.zip');
    const outside = await refusal(visitor().approval.shareDownload({ key: 'share-a-006', resIds: ['r-p-002-1'] }));
    expect(outside.message).toBe(PublishRefusal.FileNotShared);
  });

  it('restamps what failed', async () => {
    const { act } = store.approval('a-002');
    act.stampingState = StampingState.Failed;
    act.stampingErrors = ['建施-01 总平面图.pdf：CA认证已过期'];
    act.canRestamp = true;
    expect(await chen().approvalCenter.restamp({ actId: 'a-002' })).toBe(StampingState.Stamped);
    expect(store.approval('a-002').act).toMatchObject({ stampingState: 'stamped', stampingErrors: null });
    expect((await refusal(chen().approvalCenter.restamp({ actId: 'a-002' }))).code).toBe(40007);
  });
});
