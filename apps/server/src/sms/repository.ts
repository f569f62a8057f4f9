import { and, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/index';
import { smsCodes, smsOutbox } from '../db/schema';

export type SmsCodeRow = typeof smsCodes.$inferSelect;

export async function insertOutboxMessage(db: Database, message: { phone: string; text: string }): Promise<void> {
  await db.insert(smsOutbox).values(message);
}

/** The latest messages of the outbox, newest first; of one phone when given. */
export async function latestOutboxMessages(db: Database, limit: number, phone?: string) {
  return db
    .select({ phone: smsOutbox.phone, text: smsOutbox.text, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(phone ? eq(smsOutbox.phone, phone) : undefined)
    .orderBy(desc(smsOutbox.createdAt))
    .limit(limit);
}

/** Serialises the sends of one phone until the transaction ends (the resend interval and the cap hold under races). */
export async function lockPhone(db: Database, phone: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
}

/** The latest code sent to a phone, any purpose, and how many were sent since `since`. */
export async function sendFacts(db: Database, phone: string, since: Date) {
  const [latest] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(eq(smsCodes.phone, phone))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), gte(smsCodes.createdAt, since)));
  return { lastSentAt: latest?.createdAt ?? null, sentInLastHour: count?.n ?? 0 };
}

export async function insertCode(db: Database, row: typeof smsCodes.$inferInsert): Promise<void> {
  await db.insert(smsCodes).values(row);
}

/** The latest code sent to a phone for a purpose (older ones no longer count). */
export async function latestCode(db: Database, phone: string, purpose: string): Promise<SmsCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  return row;
}

/**
 * Counts one try against a code in one statement, only while the code is unused, unexpired and under `maxAttempts`;
 * answers the tries so far (this one included), or undefined when the code may not be tried.
 */
export async function claimAttempt(
  db: Database,
  id: string,
  now: Date,
  maxAttempts: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(
      and(
        eq(smsCodes.id, id),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, now),
        lt(smsCodes.attempts, maxAttempts),
      ),
    )
    .returning({ attempts: smsCodes.attempts });
  return row?.attempts;
}

/** Uses a code up; false when another request used it first. */
export async function markCodeUsed(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  return rows.length > 0;
}

/** Drops codes older than `before` (they no longer count for the hourly cap either). */
export async function deleteCodesCreatedBefore(db: Database, before: Date): Promise<void> {
  await db.delete(smsCodes).where(lt(smsCodes.createdAt, before));
}

export async function deleteCode(db: Database, id: string): Promise<void> {
  await db.delete(smsCodes).where(eq(smsCodes.id, id));
}
