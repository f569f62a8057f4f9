import { describe, expect, it } from 'vitest';
import { ApprovalStatus, FixedRoleId } from '../entities/constants';
import {
  CALC_PRICE_MAX,
  calcNameRefusal,
  calcRuleFormSchema,
  computePublishCost,
  deletePublisherRefusal,
  fillMonths,
  firmDayStart,
  hasWholeCents,
  isPublishSizeName,
  MissingPriceError,
  mayManagePublishing,
  PublishCatalogMessage,
  PublishStatisticMessage,
  periodEnd,
  pricesInCents,
  publisherFormSchema,
  publisherNameRefusal,
  statisticPeriod,
  statisticPeriodRefusal,
  UNFINISHED_PUBLISH_STATUSES,
} from './publish';
import { RefusalCode } from './refusal';

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe('computePublishCost (the quote of the server and of the fixtures)', () => {
  const prices = pricesInCents([
    { sizeName: 'A1', price: 12.5 },
    { sizeName: 'A1+0.125', price: 14.06 },
    { sizeName: 'A0', price: 0.1 },
  ]);

  it('sums copies per size, in the cost table’s order, in whole cents', () => {
    const cost = computePublishCost(
      [
        { sizeName: 'A1+0.125', copies: 3 },
        { sizeName: 'A1', copies: 1 },
        { sizeName: 'A0', copies: 3 },
        { sizeName: 'A1', copies: 2 },
      ],
      prices,
      '规则',
    );
    expect(cost.rows).toEqual([
      { sizeName: 'A0', priceCents: 10, num: 3, totalCents: 30 },
      { sizeName: 'A1', priceCents: 1250, num: 3, totalCents: 3750 },
      { sizeName: 'A1+0.125', priceCents: 1406, num: 3, totalCents: 4218 },
    ]);
    expect(cost.publishNum).toBe(9);
    // 0.1 × 3 in floating point is 0.30000000000000004; in cents it is 30.
    expect(cost.totalCents).toBe(7998);
  });

  it('refuses a size the rule does not price, naming the rule and the size', () => {
    expect(() => computePublishCost([{ sizeName: 'A2', copies: 1 }], prices, '仅A1')).toThrow(MissingPriceError);
    expect(() => computePublishCost([{ sizeName: 'A2', copies: 1 }], prices, '仅A1')).toThrow(
      '计费规则“仅A1”没有图幅“A2”的单价',
    );
  });
});

describe('print shops and calculation rules', () => {
  it('takes a shop’s name by the name rule, at most 256, and bounds the other fields', () => {
    expect(publisherFormSchema.safeParse({ name: '钱塘图文', contact: '钱师傅' }).success).toBe(true);
    expect(publisherFormSchema.safeParse({ name: '图'.repeat(256) }).success).toBe(true);
    expect(publisherFormSchema.safeParse({ name: '图'.repeat(257) }).success).toBe(false);
    expect(issues(publisherFormSchema.safeParse({ name: '店', address: '址'.repeat(257) }))).toEqual([
      PublishCatalogMessage.AddressTooLong,
    ]);
  });

  it('knows the 50 sizes of the grid and nothing else', () => {
    for (const name of ['A0', 'A4', 'A2+0.125', 'A3+1', 'A1超长']) expect(isPublishSizeName(name)).toBe(true);
    for (const name of ['A5', 'A1+0', 'A1+1.125', 'A1+0.1', 'a1', '']) expect(isPublishSizeName(name)).toBe(false);
  });

  it('takes prices of 0 to 99 999.99 in whole cents, each size once, at least one', () => {
    expect(hasWholeCents(14.06)).toBe(true);
    expect(hasWholeCents(0.1 + 0.2)).toBe(true);
    expect(hasWholeCents(1.005)).toBe(false);
    const rule = (rows: unknown) => calcRuleFormSchema.safeParse({ ruleName: '规则', rows });
    expect(rule([{ sizeName: 'A1', price: CALC_PRICE_MAX }]).success).toBe(true);
    expect(issues(rule([]))).toEqual([PublishCatalogMessage.PricesRequired]);
    expect(issues(rule([{ sizeName: 'A1', price: -0.01 }]))).toEqual([PublishCatalogMessage.PriceInvalid]);
    expect(issues(rule([{ sizeName: 'B1', price: 1 }]))).toEqual([PublishCatalogMessage.SizeUnknown]);
    expect(
      issues(
        rule([
          { sizeName: 'A1', price: 1 },
          { sizeName: 'A1', price: 1 },
        ]),
      ),
    ).toEqual([PublishCatalogMessage.SizeTwice]);
  });

  it('refuses taken names with a warning and a shop in use with how many approvals use it', () => {
    expect(publisherNameRefusal(false)).toBeNull();
    expect(publisherNameRefusal(true)).toEqual({
      code: RefusalCode.NameTaken,
      message: PublishCatalogMessage.PublisherNameTaken,
    });
    expect(calcNameRefusal(true)?.message).toBe(PublishCatalogMessage.CalcNameTaken);
    expect(deletePublisherRefusal(0)).toBeNull();
    expect(deletePublisherRefusal(2)).toEqual({
      code: RefusalCode.NotReady,
      message: '该晒图单位还有2个未完成的发布审批，完成或撤回后才能删除',
    });
  });

  it('counts not started, in progress and passed (not yet published) approvals as unfinished', () => {
    expect([...UNFINISHED_PUBLISH_STATUSES].sort()).toEqual(
      [ApprovalStatus.NotStarted, ApprovalStatus.InProgress, ApprovalStatus.Passed].sort(),
    );
  });

  it('lets the publishing managers and administrators keep them', () => {
    expect(mayManagePublishing([FixedRoleId.PublishingManager])).toBe(true);
    expect(mayManagePublishing([FixedRoleId.EnterpriseAdmin])).toBe(true);
    expect(mayManagePublishing([FixedRoleId.ArchiveAdmin])).toBe(false);
    expect(mayManagePublishing([])).toBe(false);
  });
});

describe('the statistics’ period', () => {
  const now = new Date('2026-11-27T20:00:00Z'); // 2026-11-28 04:00 in the firms' time
  it('is this year by default, a named year, or the dates given, in the firms’ calendar', () => {
    expect(statisticPeriod({}, now)).toEqual({ startDate: '2026-01-01', endDate: '2026-12-31' });
    expect(statisticPeriod({ year: 2025 }, now)).toEqual({ startDate: '2025-01-01', endDate: '2025-12-31' });
    expect(statisticPeriod({ startTime: '2026-11-01' }, now)).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-28',
    });
    expect(statisticPeriod({ endTime: '2025-06-30' }, now)).toEqual({ startDate: '2025-01-01', endDate: '2025-06-30' });
  });

  it('refuses an end before the start and more than ten years', () => {
    expect(statisticPeriod({ startTime: '2026-02-01', endTime: '2026-01-31' }, now)).toBeNull();
    expect(statisticPeriodRefusal({ startTime: '2001-01-01', endTime: '2026-01-01' }, now)?.message).toBe(
      PublishStatisticMessage.PeriodInvalid,
    );
    expect(statisticPeriodRefusal({ startTime: '2026-01-01', endTime: '2026-01-01' }, now)).toBeNull();
  });

  it('begins and ends on the firms’ midnight, and fills the months of a year', () => {
    expect(firmDayStart('2026-11-28').toISOString()).toBe('2026-11-27T16:00:00.000Z');
    expect(periodEnd({ startDate: '2026-01-01', endDate: '2026-01-31' }).toISOString()).toBe(
      '2026-01-31T16:00:00.000Z',
    );
    const months = fillMonths(2026, [{ name: '2026-03', count: 4, money: 50 }]);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ name: '2026-01', count: 0, money: 0 });
    expect(months[2]).toEqual({ name: '2026-03', count: 4, money: 50 });
  });
});
