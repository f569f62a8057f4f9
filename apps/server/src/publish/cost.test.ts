import { describe, expect, it } from 'vitest';
import { computeCost, costRowsInYuan, MissingPriceError, yuanToCents } from './cost';

const prices = new Map([
  ['A0', 2400],
  ['A1', 1250],
  ['A1+0.25', 1590],
  ['A3', 310],
  ['A4', 10],
]);

describe('computeCost', () => {
  it('groups copies by size, in the cost table order, and adds them up in cents', () => {
    const cost = computeCost(
      [
        { sizeName: 'A3', copies: 3 },
        { sizeName: 'A1', copies: 2 },
        { sizeName: 'A1+0.25', copies: 1 },
        { sizeName: 'A1', copies: 5 },
        { sizeName: 'A0', copies: 1 },
      ],
      prices,
      '标准晒图计费',
    );
    expect(cost.rows).toEqual([
      { sizeName: 'A0', priceCents: 2400, num: 1, totalCents: 2400 },
      { sizeName: 'A1', priceCents: 1250, num: 7, totalCents: 8750 },
      { sizeName: 'A1+0.25', priceCents: 1590, num: 1, totalCents: 1590 },
      { sizeName: 'A3', priceCents: 310, num: 3, totalCents: 930 },
    ]);
    expect(cost.publishNum).toBe(12);
    expect(cost.totalCents).toBe(13670);
    expect(costRowsInYuan(cost.rows)[1]).toEqual({ sizeName: 'A1', price: 12.5, num: 7, totalPrice: 87.5 });
  });

  it('does not drift where floats would', () => {
    // 0.1 yuan a sheet, 3 copies each of 1000 drawings: floats would give 300.00000000000xxx.
    const cost = computeCost(
      Array.from({ length: 1000 }, () => ({ sizeName: 'A4', copies: 3 })),
      prices,
      'r',
    );
    expect(cost.totalCents).toBe(30000);
    expect(costRowsInYuan(cost.rows)).toEqual([{ sizeName: 'A4', price: 0.1, num: 3000, totalPrice: 300 }]);
    expect(yuanToCents(0.29)).toBe(29);
    expect(yuanToCents(12.345)).toBe(1235);
  });

  it('refuses a size the rule does not price, naming the rule and the size', () => {
    const run = () => computeCost([{ sizeName: 'A2+0.5', copies: 1 }], prices, '标准晒图计费');
    expect(run).toThrow(MissingPriceError);
    expect(run).toThrow('计费规则“标准晒图计费”没有图幅“A2+0.5”的单价');
  });

  it('answers nothing for nothing, and refuses bad copies', () => {
    expect(computeCost([], prices, 'r')).toEqual({ rows: [], publishNum: 0, totalCents: 0 });
    expect(() => computeCost([{ sizeName: 'A1', copies: 0 }], prices, 'r')).toThrow(RangeError);
    expect(() => yuanToCents(-1)).toThrow(RangeError);
  });
});
