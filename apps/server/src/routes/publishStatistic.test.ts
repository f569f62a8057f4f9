import { type AnyEndpoint, api, firmDate, PublishStatisticMessage } from '@atelier/api';
import type { PersonKey } from '@atelier/api/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishApprovals } from '../db/schema';
import { ErrorCode } from '../domain/errors';
import { refOf } from '../testing/drawings';
import { createTestServer, type TestServer } from '../testing/harness';

/**
 * The publish statistics over the demo seed: 李婷 launches three publish approvals of 滨江新城综合体, 赵雪梅 (publishing
 * manager) passes them and confirms two; one of them is dated back to 15 January. Only published ones count, on
 * the firms' day they were confirmed.
 */

let server: TestServer;
const call = async (endpoint: AnyEndpoint, data: Record<string, unknown>, key: PersonKey) =>
  (await server.call(endpoint, data, { token: await server.login(key) })).body;
const today = firmDate();
const year = Number(today.slice(0, 4));
const thisMonth = today.slice(0, 7);

let shopA: string;
let shopB: string;
let ruleId: string;
let ruleB: string;

async function launchAndPublish(name: string, publisherId: string, calcRuleId: string, copies: number, publish = true) {
  const drawing = await refOf(server, 'binjiang', '01 建筑/施工图/建施-01 总平面图.pdf'); // A1
  const launched = await call(
    api.approval.launchPublish,
    {
      actName: name,
      projectId: server.ids.projects.binjiang,
      calcRuleId,
      publisherId,
      deliveryTime: today,
      approvalUserIdList: [server.person('zhaoxuemei')],
      resList: [{ resId: drawing.resId, recordId: drawing.recordId, printCopies: copies }],
    },
    'liting',
  );
  expect(launched).toMatchObject({ success: true });
  const actId = launched.result.actId as string;
  expect(await call(api.approval.pass, { actId, common: '同意' }, 'zhaoxuemei')).toMatchObject({ success: true });
  if (publish) expect(await call(api.approval.publish, { actId }, 'zhaoxuemei')).toMatchObject({ success: true });
  return actId;
}

beforeAll(async () => {
  server = await createTestServer({ recognitionWorkers: 0 });
  const shops = (await call(api.publish.publishers, {}, 'liting')).result.list;
  shopA = shops[0].id;
  shopB = shops[1].id;
  ruleId = (await call(api.publish.calcRules, {}, 'liting')).result.list[0].id;
  ruleB = (
    await call(api.publish.addCalcRule, { ruleName: '统计用计价', rows: [{ sizeName: 'A1', price: 10 }] }, 'zhaoxuemei')
  ).result.id;
  await launchAndPublish('统计-一', shopA, ruleId, 2); // 2 × 12.50
  const january = await launchAndPublish('统计-二', shopB, ruleB, 3); // 3 × 10
  await launchAndPublish('统计-未发布', shopA, ruleId, 7, false); // passed, not published: not counted
  await server.db
    .update(publishApprovals)
    .set({ publishedAt: new Date(`${year}-01-15T01:00:00+08:00`) })
    .where(eq(publishApprovals.approvalId, january));
});
afterAll(() => server?.close());

describe('publish statistics', () => {
  it('counts the sheets and money of published approvals by month of the year', async () => {
    const months = (await call(api.publish.costsOfYear, { year }, 'zhaoxuemei')).result;
    expect(months).toHaveLength(12);
    const january = months.find((m: { name: string }) => m.name === `${year}-01`);
    const current = months.find((m: { name: string }) => m.name === thisMonth);
    expect(january).toEqual({
      name: `${year}-01`,
      count: thisMonth === `${year}-01` ? 5 : 3,
      money: thisMonth === `${year}-01` ? 55 : 30,
    });
    if (thisMonth !== `${year}-01`) expect(current).toEqual({ name: thisMonth, count: 2, money: 25 });
    const busy = (await call(api.publish.countList, {}, 'zhaoxuemei')).result;
    expect(busy.map((m: { name: string }) => m.name)).toEqual([...new Set([`${year}-01`, thisMonth])].sort());
  });

  it('groups by day, shop, rule and project for a period', async () => {
    const period = { startTime: today, endTime: today };
    expect((await call(api.publish.moneyByTime, period, 'zhaoxuemei')).result).toEqual([
      { name: today, count: 2, money: 25 },
    ]);
    const whole = { year };
    const shops = (await call(api.publish.publisherCounts, whole, 'chenjianguo')).result;
    expect(shops).toEqual([
      { id: shopB, name: '滨江数码快印', count: 3, money: 30 },
      { id: shopA, name: '杭州图文晒图中心', count: 2, money: 25 },
    ]);
    const rules = (await call(api.publish.calcCounts, whole, 'zhaoxuemei')).result;
    expect(rules).toEqual([
      { id: ruleB, name: '统计用计价', count: 3, money: 30 },
      { id: ruleId, name: '标准晒图计费', count: 2, money: 25 },
    ]);
    const projects = (await call(api.publish.statisticProjects, whole, 'zhaoxuemei')).result;
    expect(projects).toEqual([{ id: server.ids.projects.binjiang, name: '滨江新城综合体', count: 5, money: 55 }]);
    // A period before anything was published is empty.
    expect((await call(api.publish.publisherCounts, { year: year - 1 }, 'zhaoxuemei')).result).toEqual([]);
  });

  it('is for the publishing managers and administrators of the enterprise only', async () => {
    expect(await call(api.publish.costsOfYear, {}, 'liting')).toMatchObject({
      success: false,
      code: ErrorCode.Denied,
      message: PublishStatisticMessage.NoStatistics,
    });
    const other = (await call(api.publish.publisherCounts, { year }, 'xuwenbo')).result;
    expect(other).toEqual([]);
  });

  it('refuses a period that ends before it starts, or is longer than ten years', async () => {
    for (const period of [
      { startTime: `${year}-03-01`, endTime: `${year}-02-01` },
      { startTime: '2001-01-01', endTime: '2020-01-01' },
    ]) {
      expect(await call(api.publish.countList, period, 'zhaoxuemei')).toMatchObject({
        success: false,
        code: ErrorCode.Denied,
        message: PublishStatisticMessage.PeriodInvalid,
      });
    }
    expect((await call(api.publish.countList, { startTime: '3/1' }, 'zhaoxuemei')).success).toBe(false);
  });
});
