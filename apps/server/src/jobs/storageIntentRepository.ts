import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/index';
import { storageIntents } from '../db/schema';

/** Records that `owner` is about to write `key` (committed before the write). */
export async function insertIntent(db: Database, owner: string, key: string): Promise<void> {
  await db.insert(storageIntents).values({ owner, key });
}

/**
 * Claims a write in the transaction storing its row: deletes the intent unless a later run gave it up. A concurrent
 * give-up (the UPDATE below) and this DELETE take turns on the row, so exactly one of them wins.
 */
export async function deleteLiveIntent(db: Database, key: string): Promise<boolean> {
  const rows = await db
    .delete(storageIntents)
    .where(and(eq(storageIntents.key, key), isNull(storageIntents.abandonedAt)))
    .returning({ key: storageIntents.key });
  return rows.length > 0;
}

/** Records a stored object that is to be removed (a replaced one), in the caller's transaction. */
export async function insertAbandoned(db: Database, owner: string, key: string): Promise<void> {
  await db
    .insert(storageIntents)
    .values({ owner, key, abandonedAt: new Date() })
    .onConflictDoUpdate({ target: storageIntents.key, set: { abandonedAt: new Date() } });
}

/** Gives up every open write of the owner; answers the keys whose objects are to be removed. */
export async function abandonIntents(db: Database, owner: string): Promise<string[]> {
  await db
    .update(storageIntents)
    .set({ abandonedAt: new Date() })
    .where(and(eq(storageIntents.owner, owner), isNull(storageIntents.abandonedAt)));
  const rows = await db.select({ key: storageIntents.key }).from(storageIntents).where(eq(storageIntents.owner, owner));
  return rows.map((r) => r.key);
}

/** Forgets intents whose objects were removed (or never written). */
export async function deleteIntents(db: Database, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(storageIntents).where(inArray(storageIntents.key, [...keys]));
}
