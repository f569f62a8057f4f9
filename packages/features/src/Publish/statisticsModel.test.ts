import { describe, expect, it } from 'vitest';
import { statisticsCsv, statisticTotal, statisticYears } from './statisticsModel';

describe('publish statistics', () => {
  it('adds up sheets and money in cents', () => {
    expect(
      statisticTotal([
        { name: 'a', count: 3, money: 0.1 },
        { name: 'b', count: 2, money: 0.2 },
        { name: 'c', count: 1 },
      ]),
    ).toEqual({ count: 6, money: 0.3 });
  });

  it('offers this year and the ones before it', () => {
    expect(statisticYears(2026, 3)).toEqual([2026, 2025, 2024]);
  });

  it('exports the tables as a spreadsheet with totals, quoting what needs it', () => {
    const csv = statisticsCsv(
      [
        {
          title: '按月',
          nameHeader: '月份',
          rows: [
            { name: '2026-01', count: 3, money: 30 },
            { name: '2026-02', count: 0, money: 0 },
          ],
        },
        {
          title: '按出版单位',
          nameHeader: '出版单位',
          rows: [{ id: 'p', name: '图文, "快印"', count: 2, money: 12.5 }],
        },
      ],
      { count: '张数', money: '金额（元）', total: '合计' },
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '按月',
      '月份,张数,金额（元）',
      '2026-01,3,30.00',
      '2026-02,0,0.00',
      '合计,3,30.00',
      '',
      '按出版单位',
      '出版单位,张数,金额（元）',
      '"图文, ""快印""",2,12.50',
      '合计,2,12.50',
      '',
    ]);
  });
});
