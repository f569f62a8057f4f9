import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../db/index';
import { auditLogs, users } from '../db/schema';

export type AuditRow = typeof auditLogs.$inferSelect;
export type NewAuditRow = typeof auditLogs.$inferInsert;

export async function insertAuditLine(db: Database, row: NewAuditRow): Promise<void> {
  await db.insert(auditLogs).values(row);
}

/** The name a person has now, for the line (the line keeps it: a later rename does not rewrite history). */
export async function realnameOf(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ realname: users.realname }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.realname;
}

export interface AuditQuery {
  enterpriseId: string;
  actorId?: string | undefined;
  action?: string | undefined;
  /** [from, until) */
  from?: Date | undefined;
  until?: Date | undefined;
}

function whereOf(query: AuditQuery): SQL | undefined {
  const conditions: SQL[] = [eq(auditLogs.enterpriseId, query.enterpriseId)];
  if (query.actorId) conditions.push(eq(auditLogs.actorId, query.actorId));
  if (query.action) conditions.push(eq(auditLogs.action, query.action));
  if (query.from) conditions.push(gte(auditLogs.createdAt, query.from));
  if (query.until) conditions.push(lt(auditLogs.createdAt, query.until));
  return and(...conditions);
}

/** A page of the log, newest first (ties by id, so pages never overlap). */
export async function auditPage(
  db: Database,
  query: AuditQuery,
  page: { offset: number; limit: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = whereOf(query);
  const rows = await db
    .select()
    .from(auditLogs)
    .where(where)
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(auditLogs).where(where);
  return { rows, total: total?.n ?? 0 };
}
