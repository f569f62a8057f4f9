import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/index';
import { captchaChallenges } from '../db/schema';

export interface ChallengeRow {
  tokenHash: string;
  xPosition: number;
  yPosition: number;
  expiresAt: Date;
}

export async function insertChallenge(db: Database, row: ChallengeRow): Promise<void> {
  await db.insert(captchaChallenges).values(row);
}

/**
 * Claims a challenge for its one check, in one statement: it is marked checked and answered only if nobody checked it
 * before (two checks sent at once: one gets the facts, the other null).
 */
export async function claimForCheck(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<Omit<ChallengeRow, 'tokenHash'> | null> {
  const [row] = await db
    .update(captchaChallenges)
    .set({ checkedAt: sql`${now.toISOString()}::timestamptz` })
    .where(and(eq(captchaChallenges.tokenHash, tokenHash), isNull(captchaChallenges.checkedAt)))
    .returning({
      xPosition: captchaChallenges.xPosition,
      yPosition: captchaChallenges.yPosition,
      expiresAt: captchaChallenges.expiresAt,
    });
  return row ?? null;
}

export async function markPassed(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(captchaChallenges)
    .set({ passedAt: sql`${now.toISOString()}::timestamptz` })
    .where(eq(captchaChallenges.tokenHash, tokenHash));
}

/** Takes a passed challenge for one login: deleted as it is read (a second login with it finds nothing). */
export async function takePassed(db: Database, tokenHash: string): Promise<{ expiresAt: Date } | null> {
  const [row] = await db
    .delete(captchaChallenges)
    .where(and(eq(captchaChallenges.tokenHash, tokenHash), isNotNull(captchaChallenges.passedAt)))
    .returning({ expiresAt: captchaChallenges.expiresAt });
  return row ?? null;
}

export async function deleteExpiredChallenges(db: Database, now: Date): Promise<void> {
  await db.delete(captchaChallenges).where(lte(captchaChallenges.expiresAt, sql`${now.toISOString()}::timestamptz`));
}

/** Where a challenge's hole is (tests answer with it, as a person would by eye). */
export async function challengeAnswer(
  db: Database,
  tokenHash: string,
): Promise<{ xPosition: number; yPosition: number } | null> {
  const [row] = await db
    .select({ xPosition: captchaChallenges.xPosition, yPosition: captchaChallenges.yPosition })
    .from(captchaChallenges)
    .where(eq(captchaChallenges.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}
