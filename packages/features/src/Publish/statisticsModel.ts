/** The publish statistics page's pure parts: totals, the period chosen, the charts' rows and the export's sheets. */
// Types only from @atelier/api: a value imported here would pull the api's publish rules into a chunk of their own
// and grow the portal's entry (measured: +1.5 kB gzip).
import type { StatisticPeriodInput } from '@atelier/api';

export interface StatisticRow {
  id?: string | undefined;
  name: string;
  count: number;
  money?: number | undefined;
}

/** What a chart measures: the sheets (张数) or the money (金额). */
export type StatisticMetric = 'count' | 'money';

/** Sheets and money of rows, money summed in cents. */
export function statisticTotal(rows: readonly StatisticRow[]): { count: number; money: number } {
  const cents = rows.reduce((sum, row) => sum + Math.round((row.money ?? 0) * 100), 0);
  return { count: rows.reduce((sum, row) => sum + row.count, 0), money: cents / 100 };
}

/** This year and the `count - 1` before it, latest first. */
export function statisticYears(thisYear: number, count = 6): number[] {
  return Array.from({ length: count }, (_, i) => thisYear - i);
}

/** A year's months from `fromMonth` to `toMonth` (1-12, both inclusive). */
export interface StatisticMonths {
  year: number;
  fromMonth: number;
  toMonth: number;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * What the statistic calls are asked for: the period's first and last day (the contract's startTime and endTime,
 * firms' dates, inclusive). A whole year is asked the same way, so every call counts the same days.
 */
export function statisticPeriodOf({ year, fromMonth, toMonth }: StatisticMonths): StatisticPeriodInput {
  const lastDay = new Date(Date.UTC(year, toMonth, 0)).getUTCDate();
  return {
    startTime: `${year}-${twoDigits(fromMonth)}-01`,
    endTime: `${year}-${twoDigits(toMonth)}-${twoDigits(lastDay)}`,
  };
}

/** Every month of the period in order ('YYYY-MM'), those without publishing as zeros (the server lists the others). */
export function fillPeriodMonths(months: StatisticMonths, rows: readonly StatisticRow[]): StatisticRow[] {
  const byMonth = new Map(rows.map((row) => [row.name, row]));
  return Array.from({ length: months.toMonth - months.fromMonth + 1 }, (_, i) => {
    const month = `${months.year}-${twoDigits(months.fromMonth + i)}`;
    return byMonth.get(month) ?? { name: month, count: 0, money: 0 };
  });
}

/** The id of the row that gathers the rest of a ranking ({@link topRows}). */
export const OTHER_ROW_ID = '__other';

const metricOf = (row: StatisticRow, metric: StatisticMetric) => (metric === 'count' ? row.count : (row.money ?? 0));

/** Rows with the most of `metric` first, ties by name (the ranking tables and charts, the export). */
export function rankRows(rows: readonly StatisticRow[], metric: StatisticMetric): StatisticRow[] {
  return [...rows].sort((a, b) => metricOf(b, metric) - metricOf(a, metric) || a.name.localeCompare(b.name, 'zh-CN'));
}

/**
 * A ranking chart's bars: the first `limit` of the ranked rows, and the rest summed into one row named `otherName`
 * (其他) when there are more than `limit + 1`.
 */
export function topRows(
  rows: readonly StatisticRow[],
  metric: StatisticMetric,
  limit: number,
  otherName: string,
): StatisticRow[] {
  const sorted = rankRows(rows, metric);
  if (sorted.length <= limit + 1) return sorted;
  const rest = statisticTotal(sorted.slice(limit));
  return [...sorted.slice(0, limit), { id: OTHER_ROW_ID, name: otherName, count: rest.count, money: rest.money }];
}

/** The years to choose from: the latest six, and the one chosen if it is older. */
export function yearOptions(thisYear: number, chosen: number): number[] {
  const years = statisticYears(thisYear);
  return years.includes(chosen) ? years : [...years, chosen].sort((a, b) => b - a);
}

/** One table of the page and sheet of the export: its title and what its name column is called. */
export interface StatisticSheet {
  title: string;
  nameHeader: string;
  rows: readonly StatisticRow[];
}
