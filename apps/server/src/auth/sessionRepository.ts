import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Database } from '../db/index';
import { sessions, users } from '../db/schema';

export type NewSessionRow = typeof sessions.$inferInsert;

export async function insertSession(db: Database, row: NewSessionRow): Promise<void> {
  await db.insert(sessions).values(row);
}

/** A session that has not expired at `now`, with its user. */
export async function findLiveSession(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      expiresAt: sessions.expiresAt,
      id: users.id,
      username: users.username,
      realname: users.realname,
      phone: users.phone,
      email: users.email,
      avatar: users.avatar,
      currentEnterpriseId: users.currentEnterpriseId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function setSessionExpiry(db: Database, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSessionsExpiredBefore(db: Database, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

/** Ends every session of a user (a password reset). */
export async function deleteSessionsOfUser(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends every session of a user but one (a password change ends the others). */
export async function deleteOtherSessionsOfUser(db: Database, userId: string, keepTokenHash: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
}
