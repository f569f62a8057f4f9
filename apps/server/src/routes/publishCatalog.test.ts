import {
  type AnyEndpoint,
  ApprovalStatus,
  api,
  NAME_SPECIAL_CHARACTERS,
  PublishCatalogMessage,
  PublishRefusal,
  publishSizeNames,
} from '@atelier/api';
import type { PersonKey } from '@atelier/api/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvals, publishCalcPrices, publishers } from '../db/schema';
import { ErrorCode } from '../domain/errors';
import { refOf } from '../testing/drawings';
import { createTestServer, type TestServer } from '../testing/harness';
import { formatDate } from '../util/format';

/**
 * Keeping print shops and calculation rules (issue 30): 赵雪梅 (publishing manager) and 陈建国 (administrator) keep
 * them; 李婷 (staff) lists them for her launches but cannot change them; 许文博 (another firm's administrator)
 * sees none of 华筑's.
 */

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ recognitionWorkers: 0 });
});
afterAll(() => server?.close());

const call = async (endpoint: AnyEndpoint, data: Record<string, unknown>, key: PersonKey) =>
  (await server.call(endpoint, data, { token: await server.login(key) })).body;
const refusal = (code: number, message: string) => ({ success: false, code, message });
const shopNames = async (key: PersonKey = 'liting') =>
  (await call(api.publish.publishers, {}, key)).result.list.map((p: { name: string }) => p.name);

describe('print shops', () => {
  let shopId: string;

  it('the publishing manager adds a shop with its contact, phone and address; every member lists it', async () => {
    const added = await call(
      api.publish.addPublisher,
      { name: '钱塘图文', contact: '钱师傅', phone: '0571-81234567', address: '杭州市钱塘区1号大街' },
      'zhaoxuemei',
    );
    expect(added).toMatchObject({ success: true, code: 200 });
    expect(added.result).toMatchObject({ name: '钱塘图文', contact: '钱师傅', phone: '0571-81234567' });
    shopId = added.result.id;
    expect(await shopNames()).toEqual(['杭州图文晒图中心', '滨江数码快印', '钱塘图文']);
    const [listed] = (await call(api.publish.publishers, { keyword: '钱塘' }, 'liting')).result.list;
    expect(listed).toEqual({
      id: shopId,
      name: '钱塘图文',
      contact: '钱师傅',
      phone: '0571-81234567',
      address: '杭州市钱塘区1号大街',
    });
  });

  it('refuses a name taken in the enterprise, on the check and on save, but not the shop’s own', async () => {
    const taken = await call(api.publish.checkPublisherName, { name: '滨江数码快印' }, 'zhaoxuemei');
    expect(taken).toMatchObject(refusal(ErrorCode.NameTaken, PublishCatalogMessage.PublisherNameTaken));
    expect((await call(api.publish.checkPublisherName, { name: '新的晒图店' }, 'zhaoxuemei')).result).toBe(true);
    expect((await call(api.publish.checkPublisherName, { name: '钱塘图文', id: shopId }, 'zhaoxuemei')).result).toBe(
      true,
    );
    const add = await call(api.publish.addPublisher, { name: '滨江数码快印' }, 'chenjianguo');
    expect(add).toMatchObject(refusal(ErrorCode.NameTaken, PublishCatalogMessage.PublisherNameTaken));
    const rename = await call(api.publish.updatePublisher, { id: shopId, name: '滨江数码快印' }, 'zhaoxuemei');
    expect(rename).toMatchObject(refusal(ErrorCode.NameTaken, PublishCatalogMessage.PublisherNameTaken));
    // Another enterprise may use the name.
    const other = await call(api.publish.addPublisher, { name: '滨江数码快印' }, 'xuwenbo');
    expect(other).toMatchObject({ success: true });
  });

  it('checks the name rule, the 256 limit and the lengths of the other fields', async () => {
    const slash = await call(api.publish.addPublisher, { name: '图文/快印' }, 'zhaoxuemei');
    expect(slash).toMatchObject({ success: false, message: NAME_SPECIAL_CHARACTERS });
    const long = await call(api.publish.addPublisher, { name: '图'.repeat(257) }, 'zhaoxuemei');
    expect(long.success).toBe(false);
    expect((await call(api.publish.addPublisher, { name: '图'.repeat(256) }, 'zhaoxuemei')).success).toBe(true);
    const phone = await call(api.publish.addPublisher, { name: '电话太长', phone: '1'.repeat(33) }, 'zhaoxuemei');
    expect(phone).toMatchObject({ success: false, message: PublishCatalogMessage.PhoneTooLong });
  });

  it('lets only the publishing managers and administrators change shops', async () => {
    const before = await shopNames();
    for (const endpoint of [api.publish.addPublisher, api.publish.checkPublisherName]) {
      expect(await call(endpoint, { name: '李婷的店' }, 'liting')).toMatchObject(
        refusal(ErrorCode.Denied, PublishCatalogMessage.NoManagePublishers),
      );
    }
    expect(await call(api.publish.updatePublisher, { id: shopId, name: '改名' }, 'liting')).toMatchObject(
      refusal(ErrorCode.Denied, PublishCatalogMessage.NoManagePublishers),
    );
    expect(await call(api.publish.deletePublisher, { id: shopId }, 'wulei')).toMatchObject(
      refusal(ErrorCode.Denied, PublishCatalogMessage.NoManagePublishers),
    );
    expect(await shopNames()).toEqual(before);
  });

  it('does not reach another enterprise’s shop', async () => {
    for (const endpoint of [api.publish.updatePublisher, api.publish.deletePublisher]) {
      expect(await call(endpoint, { id: shopId, name: '夺走' }, 'xuwenbo')).toMatchObject(
        refusal(ErrorCode.Denied, PublishRefusal.PublisherNotFound),
      );
    }
    expect(await shopNames()).toContain('钱塘图文');
  });

  it('edits a shop', async () => {
    const edited = await call(
      api.publish.updatePublisher,
      { id: shopId, name: '钱塘图文中心', contact: '', phone: '0571-80000000' },
      'chenjianguo',
    );
    expect(edited).toMatchObject({ success: true });
    const [row] = await server.db.select().from(publishers).where(eq(publishers.id, shopId));
    expect(row).toMatchObject({ name: '钱塘图文中心', contact: null, phone: '0571-80000000', address: null });
  });

  it('refuses to delete a shop an unfinished publish approval uses, and deletes it once the approval is finished', async () => {
    const drawing = await refOf(server, 'binjiang', '01 建筑/施工图/建施-01 总平面图.pdf');
    const rule = (await call(api.publish.calcRules, {}, 'liting')).result.list[0];
    const launched = await call(
      api.approval.launchPublish,
      {
        actName: '发布-钱塘',
        projectId: server.ids.projects.binjiang,
        calcRuleId: rule.id,
        resList: [{ ...drawing, printCopies: 1 }],
        publisherId: shopId,
        deliveryTime: formatDate(new Date()),
        approvalUserIdList: [server.person('zhaoxuemei')],
      },
      'liting',
    );
    expect(launched).toMatchObject({ success: true });
    const actId = launched.result.actId as string;

    for (const status of [ApprovalStatus.InProgress, ApprovalStatus.Passed]) {
      await server.db.update(approvals).set({ status }).where(eq(approvals.id, actId));
      expect(await call(api.publish.deletePublisher, { id: shopId }, 'zhaoxuemei')).toMatchObject(
        refusal(ErrorCode.NotReady, PublishCatalogMessage.publisherInUse(1)),
      );
    }
    expect(await shopNames()).toContain('钱塘图文中心');

    await server.db.update(approvals).set({ status: ApprovalStatus.Published }).where(eq(approvals.id, actId));
    expect(await call(api.publish.deletePublisher, { id: shopId }, 'zhaoxuemei')).toMatchObject({ success: true });
    expect(await shopNames()).not.toContain('钱塘图文中心');
    // The approval keeps the shop it was launched with.
    const detail = await call(api.approval.detail, { actId }, 'liting');
    expect(detail.result.additionInfo.publisherName).toBe('钱塘图文中心');
    // Gone: a second delete, an edit or a launch finds no shop; its name is free again.
    expect(await call(api.publish.deletePublisher, { id: shopId }, 'zhaoxuemei')).toMatchObject(
      refusal(ErrorCode.Denied, PublishRefusal.PublisherNotFound),
    );
    expect((await call(api.publish.checkPublisherName, { name: '钱塘图文中心' }, 'zhaoxuemei')).result).toBe(true);
  });
});

describe('calculation rules', () => {
  let ruleId: string;
  const grid = [
    { sizeName: 'A1超长', price: 40 },
    { sizeName: 'A1+0.125', price: 14.5 },
    { sizeName: 'A0', price: 30 },
    { sizeName: 'A1', price: 13 },
  ];

  it('adds a rule with prices per size and lengthening, kept in the cost table’s order', async () => {
    const added = await call(
      api.publish.addCalcRule,
      { ruleName: '2026年晒图计价', remarks: '元/张\n含装订', rows: grid },
      'zhaoxuemei',
    );
    expect(added).toMatchObject({ success: true });
    ruleId = added.result.id;
    expect(added.result.rows.map((r: { sizeName: string }) => r.sizeName)).toEqual(['A0', 'A1', 'A1+0.125', 'A1超长']);
    const listed = (await call(api.publish.calcRules, { keyword: '2026' }, 'liting')).result.list;
    expect(listed).toEqual([
      {
        id: ruleId,
        ruleName: '2026年晒图计价',
        remarks: '元/张\n含装订',
        rows: [
          { sizeName: 'A0', price: 30 },
          { sizeName: 'A1', price: 13 },
          { sizeName: 'A1+0.125', price: 14.5 },
          { sizeName: 'A1超长', price: 40 },
        ],
      },
    ]);
  });

  it('refuses unknown sizes, a size twice, bad prices and an empty table', async () => {
    const cases: [unknown[], string][] = [
      [[{ sizeName: 'B1', price: 1 }], PublishCatalogMessage.SizeUnknown],
      [[{ sizeName: 'A1+0.1', price: 1 }], PublishCatalogMessage.SizeUnknown],
      [
        [
          { sizeName: 'A1', price: 1 },
          { sizeName: 'A1', price: 2 },
        ],
        PublishCatalogMessage.SizeTwice,
      ],
      [[{ sizeName: 'A1', price: -1 }], PublishCatalogMessage.PriceInvalid],
      [[{ sizeName: 'A1', price: 1.005 }], PublishCatalogMessage.PriceInvalid],
      [[{ sizeName: 'A1', price: 100_000 }], PublishCatalogMessage.PriceInvalid],
      [[], PublishCatalogMessage.PricesRequired],
    ];
    for (const [rows, message] of cases) {
      const body = await call(api.publish.addCalcRule, { ruleName: '坏规则', rows }, 'zhaoxuemei');
      expect(body, JSON.stringify(rows)).toMatchObject({ success: false, message });
    }
    expect((await call(api.publish.calcRules, { keyword: '坏规则' }, 'liting')).result.total).toBe(0);
    // Every size of the grid is accepted: A0-A4, +0 to +1 in eighths, 超长.
    const every = publishSizeNames().map((sizeName, i) => ({ sizeName, price: i / 4 }));
    const full = await call(api.publish.addCalcRule, { ruleName: '全图幅', rows: every }, 'zhaoxuemei');
    expect(full).toMatchObject({ success: true });
    expect(full.result.rows).toHaveLength(50);
  });

  it('refuses a name taken in the enterprise, on the check and on save', async () => {
    const check = await call(api.publish.checkCalcName, { ruleName: '标准晒图计费' }, 'zhaoxuemei');
    expect(check).toMatchObject(refusal(ErrorCode.NameTaken, PublishCatalogMessage.CalcNameTaken));
    expect(
      (await call(api.publish.checkCalcName, { ruleName: '2026年晒图计价', id: ruleId }, 'zhaoxuemei')).result,
    ).toBe(true);
    const add = await call(api.publish.addCalcRule, { ruleName: '标准晒图计费', rows: grid }, 'chenjianguo');
    expect(add).toMatchObject(refusal(ErrorCode.NameTaken, PublishCatalogMessage.CalcNameTaken));
    const rename = await call(
      api.publish.updateCalcRule,
      { id: ruleId, ruleName: '标准晒图计费', rows: grid },
      'zhaoxuemei',
    );
    expect(rename).toMatchObject(refusal(ErrorCode.NameTaken, PublishCatalogMessage.CalcNameTaken));
  });

  it('lets only the publishing managers and administrators change rules, in their own enterprise', async () => {
    const denied = refusal(ErrorCode.Denied, PublishCatalogMessage.NoManageCalcRules);
    expect(await call(api.publish.addCalcRule, { ruleName: '李婷的规则', rows: grid }, 'liting')).toMatchObject(denied);
    expect(await call(api.publish.checkCalcName, { ruleName: '李婷的规则' }, 'liting')).toMatchObject(denied);
    expect(await call(api.publish.updateCalcRule, { id: ruleId, ruleName: '改', rows: grid }, 'liting')).toMatchObject(
      denied,
    );
    expect(await call(api.publish.deleteCalcRule, { id: ruleId }, 'liting')).toMatchObject(denied);
    const foreign = refusal(ErrorCode.Denied, PublishRefusal.CalcRuleNotFound);
    expect(
      await call(api.publish.updateCalcRule, { id: ruleId, ruleName: '夺走', rows: grid }, 'xuwenbo'),
    ).toMatchObject(foreign);
    expect(await call(api.publish.deleteCalcRule, { id: ruleId }, 'xuwenbo')).toMatchObject(foreign);
  });

  it('the quote uses the rule’s current prices; a launched approval keeps the prices it was launched with', async () => {
    const drawing = await refOf(server, 'binjiang', '01 建筑/施工图/建施-01 总平面图.pdf'); // A1
    const resList = [{ ...drawing, printCopies: 2 }];
    const projectId = server.ids.projects.binjiang;
    const quote = async () =>
      (await call(api.approval.publishQuote, { projectId, calcRuleId: ruleId, resList }, 'liting')).result;
    expect(await quote()).toEqual({
      rows: [{ sizeName: 'A1', price: 13, num: 2, totalPrice: 26 }],
      publishNum: 2,
      totalPrice: 26,
    });
    const shop = (await call(api.publish.publishers, {}, 'liting')).result.list[0];
    const launched = await call(
      api.approval.launchPublish,
      {
        actName: '发布-2026计价',
        projectId,
        calcRuleId: ruleId,
        resList,
        publisherId: shop.id,
        deliveryTime: formatDate(new Date()),
        approvalUserIdList: [server.person('zhaoxuemei')],
      },
      'liting',
    );
    expect(launched).toMatchObject({ success: true });

    const edited = await call(
      api.publish.updateCalcRule,
      { id: ruleId, ruleName: '2026年晒图计价（调价）', remarks: '', rows: [{ sizeName: 'A1', price: 15.25 }] },
      'zhaoxuemei',
    );
    expect(edited).toMatchObject({ success: true });
    expect(await quote()).toEqual({
      rows: [{ sizeName: 'A1', price: 15.25, num: 2, totalPrice: 30.5 }],
      publishNum: 2,
      totalPrice: 30.5,
    });
    expect(await server.db.select().from(publishCalcPrices).where(eq(publishCalcPrices.ruleId, ruleId))).toHaveLength(
      1,
    );
    const detail = await call(api.approval.detail, { actId: launched.result.actId }, 'liting');
    expect(detail.result.additionInfo).toMatchObject({ totalPrice: 26, calcName: '2026年晒图计价' });

    // Deleted: gone from the lists and the quote; the launched approval keeps its copy.
    expect(await call(api.publish.deleteCalcRule, { id: ruleId }, 'chenjianguo')).toMatchObject({ success: true });
    expect((await call(api.publish.calcRules, { keyword: '2026' }, 'liting')).result.total).toBe(0);
    expect(await call(api.approval.publishQuote, { projectId, calcRuleId: ruleId, resList }, 'liting')).toMatchObject(
      refusal(ErrorCode.Denied, PublishRefusal.CalcRuleNotFound),
    );
  });
});
