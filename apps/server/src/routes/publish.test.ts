import { createHash, randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import {
  type AnyEndpoint,
  APPROVAL_NAME_TAKEN,
  ApprovalStatus,
  ApprovalType,
  api,
  NotificationType,
  PublishMessage,
} from '@atelier/api';
import type { PersonKey } from '@atelier/api/seed';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvalActions,
  approvals,
  filePageSizes,
  fileRecords,
  notifications,
  publishCalcPrices,
  publishCalcRules,
  publishShareLinks,
  resources,
} from '../db/schema';
import { ErrorCode, ErrorMessage } from '../domain/errors';
import { PublishRefusal } from '../publish/messages';
import { notPdfMessage } from '../publish/pageSizes';
import { MM_PER_POINT } from '../publish/sheetSize';
import { addProjectFile, refOf } from '../testing/drawings';
import { createTestServer, type Envelope, type TestServer } from '../testing/harness';
import { readZip } from '../testing/readZip';
import { formatDate } from '../util/format';

/**
 * Publish approvals over the demo seed: 李婷 (staff, 编辑 in 滨江新城综合体) publishes the architectural drawings,
 * 赵雪梅 (publishing manager, member of the project) approves; share links, confirming publishing and the lists.
 */

let server: TestServer;

const ARCH = [
  '01 建筑/施工图/建施-01 总平面图.pdf', // A1
  '01 建筑/施工图/建施-02 一层平面图.pdf', // A1
  '01 建筑/施工图/建施-03 南立面图.pdf', // A2
];
type Ref = Awaited<ReturnType<typeof refOf>>;
let arch: Ref[];

beforeAll(async () => {
  server = await createTestServer({ recognitionWorkers: 0 });
  arch = await Promise.all(ARCH.map((p) => refOf(server, 'binjiang', p)));
});
afterAll(() => server?.close());

const binjiang = () => server.ids.projects.binjiang;
const publisherId = () => server.ids.publishers.杭州图文晒图中心 as string;
const ruleId = () => server.ids.calcRules.标准晒图计费 as string;
const today = () => formatDate(new Date());
const call = async (endpoint: AnyEndpoint, data: Record<string, unknown>, key?: PersonKey) =>
  (await server.call(endpoint, data, key ? { token: await server.login(key) } : {})).body;
const files = (copies: number[] = [2, 1, 3]) =>
  arch.map((ref, index) => ({ resId: ref.resId, recordId: ref.recordId, printCopies: copies[index] ?? 1 }));

let launches = 0;
const launchData = (overrides: Record<string, unknown> = {}) => {
  launches += 1;
  return {
    actName: `发布-滨江施工图${launches}`,
    projectId: binjiang(),
    calcRuleId: ruleId(),
    resList: files(),
    publisherId: publisherId(),
    deliveryTime: today(),
    remarks: '请按时交付',
    approvalUserIdList: [server.person('zhaoxuemei')],
    ...overrides,
  };
};
async function launch(overrides: Record<string, unknown> = {}, who: PersonKey = 'liting'): Promise<string> {
  const body = await call(api.approval.launchPublish, launchData(overrides), who);
  expect(body).toMatchObject({ success: true, code: 200 });
  return body.result.actId as string;
}
const refusal = (code: number, message: string) => ({ success: false, code, message });
const statusOf = async (actId: string) =>
  (await server.db.select({ status: approvals.status }).from(approvals).where(eq(approvals.id, actId)))[0]?.status;
const detail = async (key: PersonKey, actId: string) => (await call(api.approval.detail, { actId }, key)).result;
const notified = async (actId: string, type: number) =>
  (
    await server.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.approvalId, actId), eq(notifications.type, type)))
  ).map((r) => r.userId);
const bytesOf = async (recordId: string) => {
  const [record] = await server.db.select().from(fileRecords).where(eq(fileRecords.id, recordId));
  if (!record) throw new Error(`no record ${recordId}`);
  return buffer(await server.files.get(record.storageKey));
};
/** Opens a link the server handed out, as the browser would (no session). */
const fetchLink = (url: string) => server.app.inject({ method: 'GET', url });

/** A one-page PDF of this many millimetres. */
async function pdfOf(widthMm: number, heightMm: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([widthMm / MM_PER_POINT, heightMm / MM_PER_POINT]);
  return Buffer.from(await doc.save());
}

describe('the lists a launch chooses from', () => {
  it('answers the enterprise’s print shops and rules, and the project’s publishing managers', async () => {
    const shops = await call(api.publish.publishers, {}, 'liting');
    expect(shops.result.list.map((p: { name: string }) => p.name)).toEqual(['杭州图文晒图中心', '滨江数码快印']);
    expect((await call(api.publish.publishers, { keyword: '滨江' }, 'liting')).result.total).toBe(1);
    const rules = (await call(api.publish.calcRules, {}, 'liting')).result.list;
    expect(rules).toHaveLength(1);
    expect(rules[0].ruleName).toBe('标准晒图计费');
    const prices = new Map(rules[0].rows.map((r: { sizeName: string; price: number }) => [r.sizeName, r.price]));
    expect(rules[0].rows).toHaveLength(50);
    expect([prices.get('A1'), prices.get('A1+0.125'), prices.get('A1+1'), prices.get('A1超长')]).toEqual([
      12.5, 14.06, 25, 31.25,
    ]);
    // Another enterprise sees none of them.
    expect((await call(api.publish.publishers, {}, 'xuwenbo')).result).toEqual({ total: 0, list: [] });

    const approvers = await call(api.approval.publishApprovers, { projectId: binjiang() }, 'liting');
    // 华筑's publishing managers are 赵雪梅 and 黄伟 (the demo firm of @atelier/api/seed, as the fixtures have it).
    expect(approvers.result.map((u: { realname: string }) => u.realname).sort()).toEqual(['赵雪梅', '黄伟'].sort());
    // 赵雪梅 is no member of 城南小学改扩建: only 黄伟 may approve its publishing.
    const chengnan = await call(api.approval.publishApprovers, { projectId: server.ids.projects.chengnan }, 'liting');
    expect(chengnan.result.map((u: { realname: string }) => u.realname)).toEqual(['黄伟']);
    // 同创 has no publishing manager: nobody may approve the publishing of 江北大桥结构咨询.
    const jiangbei = await call(api.approval.publishApprovers, { projectId: server.ids.projects.jiangbei }, 'xuwenbo');
    expect(jiangbei.result).toEqual([]);
    const outsider = await call(api.approval.publishApprovers, { projectId: binjiang() }, 'hejing');
    expect(outsider).toMatchObject(refusal(ErrorCode.Denied, ErrorMessage.NotProjectMember));
  });
});

describe('the quote', () => {
  it('prices the drawings by sheet size and copies, in cents, and keeps the page sizes', async () => {
    const quote = await call(
      api.approval.publishQuote,
      { projectId: binjiang(), calcRuleId: ruleId(), resList: files([2, 1, 3]) },
      'liting',
    );
    expect(quote.result).toEqual({
      rows: [
        { sizeName: 'A1', price: 12.5, num: 3, totalPrice: 37.5 },
        { sizeName: 'A2', price: 6.5, num: 3, totalPrice: 19.5 },
      ],
      publishNum: 6,
      totalPrice: 57,
    });
    const cached = await server.db.select().from(filePageSizes);
    expect(cached.map((c) => c.recordId).sort()).toEqual(arch.map((a) => a.recordId).sort());
  });

  it('prices a lengthened sheet at its step, and refuses what it cannot size or price', async () => {
    const long = await addProjectFile(server, 'binjiang', '出图PDF', '加长总图.pdf', await pdfOf(594, 841 * 1.5));
    const quote = await call(
      api.approval.publishQuote,
      { projectId: binjiang(), calcRuleId: ruleId(), resList: [{ ...long, printCopies: 2 }] },
      'liting',
    );
    expect(quote.result).toEqual({
      rows: [{ sizeName: 'A1+0.5', price: 18.75, num: 2, totalPrice: 37.5 }],
      publishNum: 2,
      totalPrice: 37.5,
    });

    // A text document has no sheet size.
    const notes = await refOf(server, 'binjiang', '01 建筑/设计说明.txt');
    const text = await call(
      api.approval.publishQuote,
      { projectId: binjiang(), calcRuleId: ruleId(), resList: [{ ...notes, printCopies: 1 }] },
      'liting',
    );
    expect(text).toMatchObject(refusal(ErrorCode.NotReady, notPdfMessage('设计说明.txt')));

    // A rule without an A2 price cannot price 建施-03.
    const partial = randomUUID();
    await server.db.insert(publishCalcRules).values({
      id: partial,
      enterpriseId: server.ids.enterprises.huazhu,
      ruleName: '仅A1计费',
    });
    await server.db
      .insert(publishCalcPrices)
      .values({ ruleId: partial, sizeName: 'A1', position: 0, priceCents: 1000 });
    const missing = await call(
      api.approval.publishQuote,
      { projectId: binjiang(), calcRuleId: partial, resList: files() },
      'liting',
    );
    expect(missing).toMatchObject({ success: false, code: ErrorCode.NotReady });
    expect(missing.message).toContain('计费规则“仅A1计费”没有图幅“A2”的单价');
  });
});

describe('launch refusals', () => {
  it('checks the form before anything is written', async () => {
    const before = (await server.db.select({ id: approvals.id }).from(approvals)).length;
    const refused = async (overrides: Record<string, unknown>, who: PersonKey = 'liting') =>
      call(api.approval.launchPublish, launchData(overrides), who);

    expect(await refused({ resList: [] })).toMatchObject({ success: false, message: PublishMessage.FilesRequired });
    expect(await refused({ resList: files([0, 1, 1]) })).toMatchObject({ message: PublishMessage.CopiesInvalid });
    expect(await refused({ approvalUserIdList: [] })).toMatchObject({ message: PublishMessage.ApproversRequired });
    expect(await refused({ publisherId: '' })).toMatchObject({ message: PublishMessage.PublisherRequired });
    // The caller must be in the project.
    expect(await refused({}, 'hejing')).toMatchObject(refusal(ErrorCode.Denied, ErrorMessage.NotProjectMember));
    // Each drawing: one the caller may download (李婷 only reads 05 电气, cannot see 04 暖通).
    const elec = await refOf(server, 'binjiang', '05 电气/电施-01 照明平面图.pdf');
    expect(await refused({ resList: [{ ...elec, printCopies: 1 }] })).toMatchObject(
      refusal(ErrorCode.Denied, ErrorMessage.noDownloadPermission('电施-01 照明平面图.pdf')),
    );
    const hvac = await refOf(server, 'binjiang', '04 暖通/暖施-01 通风平面图.pdf');
    expect(await refused({ resList: [{ ...hvac, printCopies: 1 }] })).toMatchObject(
      refusal(ErrorCode.Denied, ErrorMessage.NoReadPermission),
    );
    // A version of another file, a file chosen twice.
    const [first, second] = files();
    expect(await refused({ resList: [{ ...first, recordId: second?.recordId }] })).toMatchObject(
      refusal(ErrorCode.Denied, ErrorMessage.RecordNotFound),
    );
    expect(await refused({ resList: [first, first] })).toMatchObject({ message: ErrorMessage.FileListedTwice });
    // The approvers: publishing managers of the project only.
    expect(await refused({ approvalUserIdList: [server.person('wulei')] })).toMatchObject({
      message: PublishRefusal.ApproversNotAllowed,
    });
    // Delivery today or later.
    expect(await refused({ deliveryTime: '2020-01-01' })).toMatchObject({
      message: PublishMessage.DeliveryTimeInPast,
    });
    expect(await refused({ publisherId: randomUUID() })).toMatchObject({ message: PublishRefusal.PublisherNotFound });
    expect(await refused({ calcRuleId: randomUUID() })).toMatchObject({ message: PublishRefusal.CalcRuleNotFound });
    expect((await server.db.select({ id: approvals.id }).from(approvals)).length).toBe(before);
  });

  it('refuses a version that is no longer the current one, and a name already used in the project', async () => {
    const path = '02 结构/施工图/结施-02 柱配筋图.pdf';
    const old = await refOf(server, 'binjiang', path);
    const [record] = await server.db.select().from(fileRecords).where(eq(fileRecords.id, old.recordId));
    const newer = randomUUID();
    await server.db
      .insert(fileRecords)
      .values({ ...(record as typeof fileRecords.$inferSelect), id: newer, version: 2 });
    await server.db.update(resources).set({ currentRecordId: newer }).where(eq(resources.id, old.resId));
    const stale = await call(
      api.approval.launchPublish,
      launchData({ resList: [{ ...old, printCopies: 1 }] }),
      'liting',
    );
    expect(stale).toMatchObject(refusal(ErrorCode.NotReady, ErrorMessage.DrawingVersionChanged));

    const actName = '发布-同名检查';
    await launch({ actName });
    const again = await call(api.approval.launchPublish, launchData({ actName }), 'liting');
    expect(again).toMatchObject(refusal(ErrorCode.NameTaken, APPROVAL_NAME_TAKEN));

    // The launch dialog asks first (checkActName): taken in the project, free in another, free when unused.
    const check = (data: Record<string, unknown>) =>
      call(api.approval.checkActName, { moduleType: ApprovalType.Publish, ...data }, 'liting');
    expect(await check({ actName, projectId: binjiang() })).toMatchObject(
      refusal(ErrorCode.NameTaken, APPROVAL_NAME_TAKEN),
    );
    expect(await check({ actName, projectId: server.ids.projects.chengnan })).toMatchObject({
      success: true,
      result: true,
    });
    expect(await check({ actName: '发布-未用过的名称', projectId: binjiang() })).toMatchObject({ result: true });
    // Without a project: among the enterprise's approvals of the type.
    expect(await check({ actName })).toMatchObject(refusal(ErrorCode.NameTaken, APPROVAL_NAME_TAKEN));
    expect(await check({ actName, moduleType: ApprovalType.Borrow })).toMatchObject({ result: true });
  });
});

describe('a publish approval from launch to publishing', () => {
  let actId: string;
  let key: string;

  it('goes to 赵雪梅 as a one-step approval with its cost, and passes without stamping', async () => {
    actId = await launch({ deliveryTime: '2099-12-31' });
    expect(await notified(actId, NotificationType.SignRequest)).toEqual([server.person('zhaoxuemei')]);
    const todo = await call(api.approval.todoList, { moduleType: ApprovalType.Publish }, 'zhaoxuemei');
    expect(todo.result.list.map((e: { id: string }) => e.id)).toContain(actId);
    const count = await call(api.approval.todoCount, {}, 'zhaoxuemei');
    expect(count.result.byType[String(ApprovalType.Publish)]).toBeGreaterThanOrEqual(1);

    const pending = await detail('zhaoxuemei', actId);
    expect(pending).toMatchObject({
      moduleType: ApprovalType.Publish,
      status: ApprovalStatus.InProgress,
      remarks: '请按时交付',
      signMan: null,
      canShare: false,
      canConfirmPublish: false,
      additionInfo: {
        publishNum: 6,
        totalPrice: 57,
        calcName: '标准晒图计费',
        deliveryTime: '2099-12-31',
        publisherName: '杭州图文晒图中心',
      },
    });
    expect(JSON.parse(pending.additionInfo.pageInfo)).toEqual([
      { sizeName: 'A1', price: 12.5, num: 3, totalPrice: 37.5 },
      { sizeName: 'A2', price: 6.5, num: 3, totalPrice: 19.5 },
    ]);
    expect(pending.actTaskList).toHaveLength(1);
    expect(pending.actTaskList[0].actForms.map((f: { userInfo: { realname: string } }) => f.userInfo.realname)).toEqual(
      ['赵雪梅'],
    );
    const groups = (await call(api.approval.files, { actId }, 'zhaoxuemei')).result;
    const children = groups.flatMap((g: { children: unknown[] }) => g.children);
    expect(
      children.map((f: { resName: string; printCopies: number; publishNum: number }) => [f.printCopies, f.publishNum]),
    ).toEqual([
      [2, 2],
      [1, 1],
      [3, 3],
    ]);

    expect(await call(api.approval.pass, { actId }, 'zhaoxuemei')).toMatchObject({ success: true });
    expect(await statusOf(actId)).toBe(ApprovalStatus.Passed);
    expect(await notified(actId, NotificationType.Approved)).toEqual([server.person('liting')]);
    expect(await notified(actId, NotificationType.SealRequest)).toEqual([]);
    // Nothing stamped: the drawings keep their versions, the approval no stamping state.
    const [row] = await server.db.select().from(approvals).where(eq(approvals.id, actId));
    expect(row?.stampingState).toBeNull();
    for (const ref of arch) {
      const [file] = await server.db.select().from(resources).where(eq(resources.id, ref.resId));
      expect(file?.currentRecordId).toBe(ref.recordId);
    }
    const restamp = await call(api.approvalCenter.restamp, { actId }, 'liting');
    expect(restamp).toMatchObject(refusal(ErrorCode.NotReady, PublishRefusal.NothingToStamp));
  });

  it('lets the launcher and the publishing people share, and only them', async () => {
    const flags = async (who: PersonKey) => {
      const d = await detail(who, actId);
      return [d.canShare, d.canConfirmPublish];
    };
    expect(await flags('liting')).toEqual([true, false]);
    expect(await flags('zhaoxuemei')).toEqual([true, true]);
    expect(await flags('chenjianguo')).toEqual([true, true]);
    expect(await flags('wanghaitao')).toEqual([false, false]);

    expect(await call(api.approval.createDownUrl, { actId, days: 7 }, 'wanghaitao')).toMatchObject(
      refusal(ErrorCode.Denied, PublishRefusal.NoShare),
    );
    expect(await call(api.approval.createDownUrl, { actId, days: 7 }, 'hejing')).toMatchObject(
      refusal(ErrorCode.Denied, ErrorMessage.NoApprovalAccess),
    );
    expect(await call(api.approval.createDownUrl, { actId, days: 7 }, 'xuwenbo')).toMatchObject(
      refusal(ErrorCode.Denied, ErrorMessage.ApprovalOfAnotherEnterprise),
    );
    expect(await server.db.select().from(publishShareLinks)).toHaveLength(0);
  });

  it('makes a link whose page and downloads need no login and give the approved versions', async () => {
    const made = await server.call(
      api.approval.createDownUrl,
      { actId, days: 3 },
      { token: await server.login('liting'), headers: { origin: 'https://portal.huazhu-design.cn' } },
    );
    expect(made.body).toMatchObject({ success: true });
    key = made.body.result.key;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.body.result.url).toBe(`https://portal.huazhu-design.cn/publish-info/${key}`);
    const expires = new Date(`${made.body.result.expireTime.replace(' ', 'T')}+08:00`).getTime();
    expect(Math.abs(expires - (Date.now() + 3 * 86_400_000))).toBeLessThan(60_000);
    // Only the key's hash is stored.
    const [stored] = await server.db.select().from(publishShareLinks);
    expect(stored?.keyHash).not.toContain(key);
    // Without an Origin header, the server's own host.
    const plain = await call(api.approval.createDownUrl, { actId, days: 1 }, 'zhaoxuemei');
    expect(plain.result.url).toMatch(/^http:\/\/localhost(:\d+)?\/publish-info\/[A-Za-z0-9_-]{43}$/);

    const info = await call(api.approval.downloadInfo, { key });
    expect(info.result).toMatchObject({
      actName: expect.stringMatching(/^发布-滨江施工图/),
      expireTime: made.body.result.expireTime,
      projectName: '滨江新城综合体',
      launcherName: '李婷',
      additionInfo: { publishNum: 6, totalPrice: 57, publisherName: '杭州图文晒图中心' },
    });
    const shown = info.result.files.flatMap((g: { children: { recordId: string }[] }) => g.children);
    expect(shown.map((f: { recordId: string }) => f.recordId)).toEqual(arch.map((a) => a.recordId));

    // A new version of 建施-01 after the pass: the link still hands out the approved one.
    const [first] = arch;
    if (!first) throw new Error('no drawing');
    const newer = await pdfOf(841, 594);
    const newerId = randomUUID();
    await server.files.put(`test/${newerId}.pdf`, newer);
    await server.db.insert(fileRecords).values({
      id: newerId,
      resourceId: first.resId,
      version: 99,
      storageKey: `test/${newerId}.pdf`,
      size: newer.length,
      md5: createHash('md5').update(newer).digest('hex'),
    });
    await server.db.update(resources).set({ currentRecordId: newerId }).where(eq(resources.id, first.resId));

    const one = await call(api.approval.shareDownload, { key, resIds: [first.resId] });
    expect(one.result.fileName).toBe('建施-01 总平面图.pdf');
    const fetched = await fetchLink(one.result.url);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload.equals(await bytesOf(first.recordId))).toBe(true);

    const all = await call(api.approval.shareDownload, { key });
    expect(all.result.fileName).toMatch(/\.zip$/);
    const zip = readZip((await fetchLink(all.result.url)).rawPayload);
    expect([...zip.keys()]).toEqual(ARCH);
    expect(zip.get(ARCH[0] as string)?.equals(await bytesOf(first.recordId))).toBe(true);

    // Only the approval's files.
    const other = server.resource('binjiang', '02 结构/施工图/结施-01 基础平面布置图.pdf');
    expect(await call(api.approval.shareDownload, { key, resIds: [other] })).toMatchObject(
      refusal(ErrorCode.Denied, PublishRefusal.FileNotShared),
    );

    // Past its time the link, and the tickets made from it, are refused: 40009 分享链接已失效.
    const ticket = (await call(api.approval.shareDownload, { key })).result.url as string;
    await server.db
      .update(publishShareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(publishShareLinks.approvalId, actId));
    const expired = refusal(ErrorCode.Denied, PublishMessage.ShareLinkExpired);
    expect(await call(api.approval.downloadInfo, { key })).toMatchObject(expired);
    expect(await call(api.approval.shareDownload, { key })).toMatchObject(expired);
    expect((await fetchLink(ticket)).json()).toMatchObject(expired);
    expect(await call(api.approval.downloadInfo, { key: 'no-such-key' })).toMatchObject(expired);
  });

  it('is confirmed as published once, by a holder of toPublish:confirmPublish, and moves between the lists', async () => {
    const ids = async (endpoint: AnyEndpoint, data: Record<string, unknown> = {}) =>
      ((await call(endpoint, data, 'zhaoxuemei')).result as { list: { id: string }[] }).list.map((e) => e.id);
    expect(await ids(api.approval.notPublishedList)).toContain(actId);
    expect(await ids(api.approval.publishedList)).not.toContain(actId);
    expect(await ids(api.approval.notPublishedList, { actName: '滨江施工图', projectId: binjiang() })).toContain(actId);
    expect(await ids(api.approval.notPublishedList, { projectId: server.ids.projects.gaoxin })).toEqual([]);
    expect(await call(api.approval.notPublishedList, {}, 'liting')).toMatchObject(
      refusal(ErrorCode.Denied, PublishRefusal.NoPublishList),
    );

    expect(await call(api.approval.publish, { actId }, 'liting')).toMatchObject(
      refusal(ErrorCode.Denied, PublishRefusal.NoConfirmPublish),
    );
    // The buttons are the contract's, checked before the handler: without the key even an unknown approval answers
    // the denial, not 审批不存在.
    expect(await call(api.approval.publish, { actId: randomUUID() }, 'liting')).toMatchObject(
      refusal(ErrorCode.Denied, PublishRefusal.NoConfirmPublish),
    );
    expect(api.approval.publish.access.button).toBe('toPublish:confirmPublish');
    expect(api.approval.publishedList.access.button).toBe('toPublish:download');
    expect(await call(api.approval.publishedList, {}, 'liting')).toMatchObject(
      refusal(ErrorCode.Denied, PublishRefusal.NoPublishList),
    );
    expect(await call(api.approval.publish, { actId }, 'zhaoxuemei')).toMatchObject({ success: true });
    expect(await statusOf(actId)).toBe(ApprovalStatus.Published);
    expect(await call(api.approval.publish, { actId }, 'zhaoxuemei')).toMatchObject(
      refusal(ErrorCode.NotReady, PublishMessage.AlreadyPublished),
    );
    const actions = await server.db.select().from(approvalActions).where(eq(approvalActions.approvalId, actId));
    expect(actions.map((a) => [a.action, a.userId])).toEqual([
      ['pass', server.person('zhaoxuemei')],
      ['publish', server.person('zhaoxuemei')],
    ]);
    expect(await ids(api.approval.publishedList)).toContain(actId);
    expect(await ids(api.approval.notPublishedList)).not.toContain(actId);
    // Each row carries its print job and the cost as priced at launch; filters by print shop and launch dates.
    const page = (await call(api.approval.publishedList, { actName: '滨江施工图' }, 'zhaoxuemei')).result;
    const entry = page.list.find((e: { id: string }) => e.id === actId);
    expect(entry).toMatchObject({
      publisherId: publisherId(),
      publisherName: '杭州图文晒图中心',
      calcName: '标准晒图计费',
      deliveryTime: '2099-12-31',
      publishNum: 6,
    });
    expect(entry.publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(entry.costRows.reduce((sum: number, row: { num: number }) => sum + row.num, 0)).toBe(6);
    expect(entry.totalPrice).toBeCloseTo(
      entry.costRows.reduce((sum: number, row: { totalPrice: number }) => sum + row.totalPrice, 0),
      2,
    );
    expect(await ids(api.approval.publishedList, { publisherId: publisherId() })).toContain(actId);
    expect(await ids(api.approval.publishedList, { publisherId: randomUUID() })).toEqual([]);
    expect(await ids(api.approval.publishedList, { startTime: today(), endTime: today() })).toContain(actId);
    expect(await ids(api.approval.publishedList, { endTime: '2000-01-01' })).toEqual([]);
    const published = await detail('liting', actId);
    expect(published).toMatchObject({ status: ApprovalStatus.Published, statusText: '已发布', canShare: true });
    expect(published.canConfirmPublish).toBe(false);
    // A published approval may still be shared.
    expect(await call(api.approval.createDownUrl, { actId, days: 5 }, 'liting')).toMatchObject({ success: true });
  });
});

describe('withdraw and refuse', () => {
  it('behave as for every approval, and leave nothing to share or publish', async () => {
    // 建施-01 has a newer version since (the share link test): launch with the current ones.
    arch = await Promise.all(ARCH.map((p) => refOf(server, 'binjiang', p)));
    const withdrawn = await launch();
    expect(await call(api.approval.withdraw, { actId: withdrawn }, 'liting')).toMatchObject({ success: true });
    expect(await statusOf(withdrawn)).toBe(ApprovalStatus.Recalled);
    expect(await notified(withdrawn, NotificationType.Withdrawn)).toEqual([server.person('zhaoxuemei')]);
    const todo = await call(api.approval.todoList, {}, 'zhaoxuemei');
    expect(todo.result.list.map((e: { id: string }) => e.id)).not.toContain(withdrawn);
    expect(await call(api.approval.pass, { actId: withdrawn }, 'zhaoxuemei')).toMatchObject(
      refusal(ErrorCode.NotReady, ErrorMessage.NothingToHandle),
    );
    expect(await call(api.approval.createDownUrl, { actId: withdrawn, days: 7 }, 'liting')).toMatchObject(
      refusal(ErrorCode.NotReady, PublishMessage.NotPassed),
    );
    expect(await call(api.approval.publish, { actId: withdrawn }, 'zhaoxuemei')).toMatchObject(
      refusal(ErrorCode.NotReady, PublishMessage.NotPassed),
    );
    expect((await detail('liting', withdrawn)).canShare).toBe(false);

    const refused = await launch();
    expect(await call(api.approval.refuse, { actId: refused, common: '份数有误' }, 'zhaoxuemei')).toMatchObject({
      success: true,
    });
    expect(await statusOf(refused)).toBe(ApprovalStatus.Refused);
    expect(await notified(refused, NotificationType.Rejected)).toEqual([server.person('liting')]);
    expect((await detail('liting', refused)).comment).toBe('份数有误');
    expect(await call(api.approval.publish, { actId: refused }, 'zhaoxuemei')).toMatchObject(
      refusal(ErrorCode.NotReady, PublishMessage.NotPassed),
    );
    const launched = await call(api.approval.launchedList, { moduleType: ApprovalType.Publish }, 'liting');
    expect(launched.result.list.map((e: { id: string }) => e.id)).toEqual(expect.arrayContaining([withdrawn, refused]));
  });

  it('refuses share links and publishing of other kinds of approval', async () => {
    const stampApproval = randomUUID();
    await server.db.insert(approvals).values({
      id: stampApproval,
      enterpriseId: server.ids.enterprises.huazhu,
      projectId: binjiang(),
      actName: '快速签章-已通过',
      moduleType: ApprovalType.Project,
      kind: 'quick',
      status: ApprovalStatus.Passed,
      isLinear: '0',
      isCa: '0',
      signMan: server.person('liting'),
      launchedBy: server.person('liting'),
    });
    const notPublish = refusal(ErrorCode.NotReady, PublishMessage.NotPublishApproval);
    expect(await call(api.approval.createDownUrl, { actId: stampApproval, days: 7 }, 'liting')).toMatchObject(
      notPublish,
    );
    expect(await call(api.approval.publish, { actId: stampApproval }, 'zhaoxuemei')).toMatchObject(notPublish);
    expect((await detail('liting', stampApproval)).canShare).toBeUndefined();
    const unknown: Envelope = await call(api.approval.publish, { actId: randomUUID() }, 'zhaoxuemei');
    expect(unknown).toMatchObject(refusal(ErrorCode.Denied, ErrorMessage.ApprovalNotFound));
  });
});
