import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/index';
import { loginFailures } from '../db/schema';

/**
 * Counts one attempt of a key in one atomic statement: the count goes up by one, or starts again at one when its
 * window (started at or before `windowStartedBefore`) has passed. Answers the count, this attempt included.
 */
export async function countAttempt(db: Database, key: string, now: Date, windowStartedBefore: Date): Promise<number> {
  // Timestamps as ISO text cast in SQL: the same on PGlite and node-postgres.
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowPassed = sql`${loginFailures.windowStartedAt} <= ${windowStartedBefore.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(loginFailures)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${windowPassed} then 1 else ${loginFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${windowPassed} then ${at} else ${loginFailures.windowStartedAt} end`,
      },
    })
    .returning({ failures: loginFailures.failures });
  return row?.failures ?? 1;
}

export async function deleteFailures(db: Database, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

/** Drops the counts whose window started at or before `windowStartedBefore`. */
export async function deleteFailuresStartedBefore(db: Database, windowStartedBefore: Date): Promise<void> {
  await db.delete(loginFailures).where(lte(loginFailures.windowStartedAt, windowStartedBefore));
}

export async function failureCount(db: Database, key: string): Promise<number> {
  const [row] = await db
    .select({ failures: loginFailures.failures })
    .from(loginFailures)
    .where(eq(loginFailures.key, key))
    .limit(1);
  return row?.failures ?? 0;
}

/** The count of a key whose window started after `windowStartedAfter` (0 when there is none or it has passed). */
export async function failureCountInWindow(db: Database, key: string, windowStartedAfter: Date): Promise<number> {
  const [row] = await db
    .select({ failures: loginFailures.failures })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.key, key),
        gt(loginFailures.windowStartedAt, sql`${windowStartedAfter.toISOString()}::timestamptz`),
      ),
    )
    .limit(1);
  return row?.failures ?? 0;
}
