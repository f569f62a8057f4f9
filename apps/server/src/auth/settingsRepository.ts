import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index';
import { userSettings } from '../db/schema';

export async function settingRowsOf(db: Database, userId: string) {
  return db
    .select({ key: userSettings.key, value: userSettings.value })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
}

/** Writes the given keys (insert or replace). */
export async function upsertSettings(db: Database, userId: string, values: readonly { key: string; value: string }[]) {
  if (values.length === 0) return;
  await db
    .insert(userSettings)
    .values(values.map((v) => ({ userId, key: v.key, value: v.value })))
    .onConflictDoUpdate({
      target: [userSettings.userId, userSettings.key],
      set: { value: sql`excluded.value`, updatedAt: sql`now()` },
    });
}
