import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/index';
import { notices, systemMessages, users } from '../db/schema';

/** A notice row with its author's name. */
export interface NoticeRow {
  id: string;
  enterpriseId: string;
  title: string;
  content: string;
  author: string;
  createdAt: Date;
  updatedAt: Date | null;
}

const columns = {
  id: notices.id,
  enterpriseId: notices.enterpriseId,
  title: notices.title,
  content: notices.content,
  author: users.realname,
  createdAt: notices.createdAt,
  updatedAt: notices.updatedAt,
};

/** The enterprise's notices, newest first; `keyword` matches titles, ignoring case. */
export function noticesOf(db: Database, enterpriseId: string, keyword?: string): Promise<NoticeRow[]> {
  const like = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db
    .select(columns)
    .from(notices)
    .innerJoin(users, eq(users.id, notices.createdBy))
    .where(and(eq(notices.enterpriseId, enterpriseId), like ? sql`${notices.title} ilike ${like}` : undefined))
    .orderBy(desc(notices.createdAt), desc(notices.id));
}

/** One notice of the enterprise, or undefined (another enterprise's is not found either). */
export async function findNotice(db: Database, enterpriseId: string, id: string): Promise<NoticeRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(notices)
    .innerJoin(users, eq(users.id, notices.createdBy))
    .where(and(eq(notices.id, id), eq(notices.enterpriseId, enterpriseId)));
  return row;
}

export async function insertNotice(
  db: Database,
  row: { enterpriseId: string; title: string; content: string; createdBy: string },
): Promise<string> {
  const [created] = await db.insert(notices).values(row).returning({ id: notices.id });
  if (!created) throw new Error('The notice was not written');
  return created.id;
}

export async function updateNoticeRow(db: Database, id: string, changes: { title: string; content: string }) {
  await db
    .update(notices)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(notices.id, id));
}

export async function deleteNoticeRow(db: Database, id: string) {
  await db.delete(notices).where(eq(notices.id, id));
}

/** The current system message: the newest one started and not ended, or undefined. */
export async function currentSystemMessage(db: Database, now: Date) {
  const [row] = await db
    .select({ id: systemMessages.id, content: systemMessages.content })
    .from(systemMessages)
    .where(and(lte(systemMessages.startsAt, now), or(isNull(systemMessages.endsAt), gt(systemMessages.endsAt, now))))
    .orderBy(desc(systemMessages.startsAt), desc(systemMessages.createdAt))
    .limit(1);
  return row;
}
