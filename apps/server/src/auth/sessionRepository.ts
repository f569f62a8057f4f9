import { and, desc, eq, gt, lt, ne } from 'drizzle-orm';
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
      sessionId: sessions.id,
      lastActiveAt: sessions.lastActiveAt,
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

export async function setSessionLastActive(db: Database, tokenHash: string, lastActiveAt: Date): Promise<void> {
  await db.update(sessions).set({ lastActiveAt }).where(eq(sessions.tokenHash, tokenHash));
}

/** The live sessions of a person, most recently active first (/account/device). */
export async function liveSessionsOf(db: Database, userId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      agent: sessions.userAgent,
      browser: sessions.browser,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.lastActiveAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastActiveAt));
}

/** A live session by its public id, with its owner. */
export async function findSessionById(db: Database, id: string, now: Date) {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, agent: sessions.userAgent, browser: sessions.browser })
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

/** Ends one session of a person by its public id. */
export async function deleteSessionById(db: Database, userId: string, id: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.id, id), eq(sessions.userId, userId)));
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
