import { and, asc, count, desc, eq, gte, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/index';
import { approvals, stampLogs, stamps, users } from '../db/schema';

/** The stamp log's queries. */

export type NewStampLog = typeof stampLogs.$inferInsert;
export type StampLogRow = typeof stampLogs.$inferSelect;

/**
 * Locks the approvals' rows until the transaction ends, in one order, so that two stampings never wait for each
 * other's locks.
 */
export async function lockApprovals(tx: Database, approvalIds: readonly string[]): Promise<void> {
  await tx
    .select({ id: approvals.id })
    .from(approvals)
    .where(inArray(approvals.id, [...approvalIds]))
    .orderBy(asc(approvals.id))
    .for('update');
}

/** The uses of stamps already logged for these approvals ('<approvalId>/<stampId>'). */
export async function loggedUses(db: Database, approvalIds: readonly string[], useOperation: string) {
  const rows = await db
    .select({ approvalId: stampLogs.approvalId, stampId: stampLogs.stampId })
    .from(stampLogs)
    .where(and(inArray(stampLogs.approvalId, [...approvalIds]), eq(stampLogs.operation, useOperation)));
  return new Set(rows.map((row) => `${row.approvalId}/${row.stampId}`));
}

/** The enterprise of each of these stamps (deleted ones included); unknown ids are absent. */
export async function enterprisesOfStamps(db: Database, stampIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: stamps.id, enterpriseId: stamps.enterpriseId })
    .from(stamps)
    .where(inArray(stamps.id, [...stampIds]));
  return new Map(rows.map((r) => [r.id, r.enterpriseId]));
}

export async function insertStampLogs(db: Database, values: readonly NewStampLog[]): Promise<void> {
  if (values.length === 0) return;
  await db.insert(stampLogs).values([...values]);
}

/** Which entries of an enterprise's log a page reads; absent fields do not filter. */
export interface StampLogFilter {
  enterpriseId: string;
  /** Only what this person did or what was done with their own stamps. */
  concerning?: string;
  /** Who did it. */
  userId?: string;
  stampId?: string;
  from?: Date | null;
  to?: Date | null;
}

/** One page of the log, newest first, with each entry's stamp name, person and approval name. */
export async function stampLogPage(db: Database, filter: StampLogFilter, pageNum: number, pageSize: number) {
  const conditions: SQL[] = [eq(stampLogs.enterpriseId, filter.enterpriseId)];
  if (filter.concerning !== undefined) {
    const own = or(eq(stampLogs.userId, filter.concerning), eq(stamps.userId, filter.concerning));
    if (own) conditions.push(own);
  }
  if (filter.userId) conditions.push(eq(stampLogs.userId, filter.userId));
  if (filter.stampId) conditions.push(eq(stampLogs.stampId, filter.stampId));
  if (filter.from) conditions.push(gte(stampLogs.createdAt, filter.from));
  if (filter.to) conditions.push(lte(stampLogs.createdAt, filter.to));
  const where = and(...conditions);
  const [total] = await db
    .select({ n: count() })
    .from(stampLogs)
    .innerJoin(stamps, eq(stamps.id, stampLogs.stampId))
    .where(where);
  const rows = await db
    .select({ log: stampLogs, stampName: stamps.name, realname: users.realname, actName: approvals.actName })
    .from(stampLogs)
    .innerJoin(stamps, eq(stamps.id, stampLogs.stampId))
    .innerJoin(users, eq(users.id, stampLogs.userId))
    .leftJoin(approvals, eq(approvals.id, stampLogs.approvalId))
    .where(where)
    .orderBy(desc(stampLogs.createdAt), desc(stampLogs.id))
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize);
  return { total: total?.n ?? 0, rows };
}
