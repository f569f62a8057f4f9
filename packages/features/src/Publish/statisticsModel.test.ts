import { describe, expect, it } from 'vitest';
import {
  fillPeriodMonths,
  OTHER_ROW_ID,
  statisticPeriodOf,
  statisticTotal,
  statisticYears,
  topRows,
  yearOptions,
} from './statisticsModel';

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
    expect(yearOptions(2026, 2024)).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
    expect(yearOptions(2026, 2001)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2001]);
  });

  it('asks for the first day of the first month to the last day of the last (leap years included)', () => {
    expect(statisticPeriodOf({ year: 2025, fromMonth: 1, toMonth: 12 })).toEqual({
      startTime: '2025-01-01',
      endTime: '2025-12-31',
    });
    expect(statisticPeriodOf({ year: 2024, fromMonth: 2, toMonth: 2 })).toEqual({
      startTime: '2024-02-01',
      endTime: '2024-02-29',
    });
    expect(statisticPeriodOf({ year: 2025, fromMonth: 3, toMonth: 4 }).endTime).toBe('2025-04-30');
  });

  it('lists every month of the period, the ones without publishing as zeros', () => {
    const rows = fillPeriodMonths({ year: 2025, fromMonth: 3, toMonth: 5 }, [
      { name: '2025-04', count: 7, money: 59.5 },
    ]);
    expect(rows).toEqual([
      { name: '2025-03', count: 0, money: 0 },
      { name: '2025-04', count: 7, money: 59.5 },
      { name: '2025-05', count: 0, money: 0 },
    ]);
  });

  const projects = Array.from({ length: 8 }, (_, i) => ({
    id: `p${i}`,
    name: `项目${i}`,
    count: (i + 1) * 10,
    money: (8 - i) * 100.1,
  }));

  it('ranks by the chosen measure and gathers the rest into 其他', () => {
    const bySheets = topRows(projects, 'count', 5, '其他');
    expect(bySheets.map((row) => row.name)).toEqual(['项目7', '项目6', '项目5', '项目4', '项目3', '其他']);
    expect(bySheets[5]).toEqual({ id: OTHER_ROW_ID, name: '其他', count: 60, money: 2102.1 });
    const byMoney = topRows(projects, 'money', 5, '其他');
    expect(byMoney.map((row) => row.name).slice(0, 2)).toEqual(['项目0', '项目1']);
    expect(byMoney[5]?.money).toBe(600.6);
  });

  it('keeps a sixth row rather than a 其他 of one, and breaks ties by name', () => {
    expect(topRows(projects.slice(0, 6), 'count', 5, '其他')).toHaveLength(6);
    expect(topRows(projects.slice(0, 6), 'count', 5, '其他').some((row) => row.id === OTHER_ROW_ID)).toBe(false);
    const tied = topRows(
      [
        { name: '乙', count: 1 },
        { name: '甲', count: 1 },
      ],
      'count',
      5,
      '其他',
    );
    // zh-CN collates by pinyin: 甲 (jia) before 乙 (yi).
    expect(tied.map((row) => row.name)).toEqual(['甲', '乙']);
  });
});
