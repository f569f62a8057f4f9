import {
  centsToYuan,
  fillMonths,
  firmDate,
  firmDayStart,
  periodEnd,
  type StatisticPeriodInput,
  type StatisticTotals,
  statisticPeriod,
  statisticPeriodRefusal,
} from '@atelier/api';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { enforce } from '../domain/errors';
import { publishStatistic, type StatisticGrouping } from './repository';

/**
 * The publish statistics (/publishStatistic/*): sheets and money of the enterprise's published approvals (counted
 * on the firms' day publishing was confirmed) in a period, grouped by the database. The period rule is the shared
 * one (`@atelier/api` rules/publish.ts).
 */

async function grouped(
  db: Database,
  actor: Actor,
  input: StatisticPeriodInput,
  grouping: StatisticGrouping,
  now: Date,
): Promise<StatisticTotals[]> {
  enforce(statisticPeriodRefusal(input, now));
  const period = statisticPeriod(input, now);
  if (!period) return [];
  const rows = await publishStatistic(
    db,
    actor.enterpriseId,
    firmDayStart(period.startDate),
    periodEnd(period),
    grouping,
  );
  const byTime = grouping === 'month' || grouping === 'day';
  return rows.map((row) => ({
    ...(byTime ? {} : { id: row.key }),
    name: row.name,
    count: row.sheets,
    money: centsToYuan(row.cents),
  }));
}

/** By month of the period (months with publishing). */
export const countByMonth = (db: Database, actor: Actor, input: StatisticPeriodInput, now = new Date()) =>
  grouped(db, actor, input, 'month', now);

/** Every month of a year (this year by default), zeros included. */
export async function costsOfYear(db: Database, actor: Actor, input: StatisticPeriodInput, now = new Date()) {
  const year = input.year ?? Number(firmDate(now).slice(0, 4));
  return fillMonths(year, await grouped(db, actor, { year }, 'month', now));
}

export const moneyByDay = (db: Database, actor: Actor, input: StatisticPeriodInput, now = new Date()) =>
  grouped(db, actor, input, 'day', now);

export const countByPublisher = (db: Database, actor: Actor, input: StatisticPeriodInput, now = new Date()) =>
  grouped(db, actor, input, 'publisher', now);

export const countByCalcRule = (db: Database, actor: Actor, input: StatisticPeriodInput, now = new Date()) =>
  grouped(db, actor, input, 'calcRule', now);

export const countByProject = (db: Database, actor: Actor, input: StatisticPeriodInput, now = new Date()) =>
  grouped(db, actor, input, 'project', now);
