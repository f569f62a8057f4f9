import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/index';
import { navigationShortcuts } from '../db/schema';

export type ShortcutRow = typeof navigationShortcuts.$inferSelect;

const whose = (enterpriseId: string, userId: string) =>
  and(eq(navigationShortcuts.enterpriseId, enterpriseId), eq(navigationShortcuts.userId, userId));

/** The person's shortcuts in the enterprise, in their order. */
export function shortcutsOf(db: Database, enterpriseId: string, userId: string): Promise<ShortcutRow[]> {
  return db
    .select()
    .from(navigationShortcuts)
    .where(whose(enterpriseId, userId))
    .orderBy(asc(navigationShortcuts.sortOrder), asc(navigationShortcuts.createdAt));
}

/** One shortcut of the person, or undefined (someone else's is not found either). */
export async function findShortcut(db: Database, enterpriseId: string, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(navigationShortcuts)
    .where(and(eq(navigationShortcuts.id, id), whose(enterpriseId, userId)));
  return row;
}

/**
 * Replaces the person's shortcuts with these, in this order. One transaction: the list is never seen half written,
 * and two saves at once leave one of them whole (the unique index refuses a mixed list).
 */
export async function replaceShortcuts(
  db: Database,
  enterpriseId: string,
  userId: string,
  items: readonly { itemKey: string; name: string; path: string }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(navigationShortcuts).where(whose(enterpriseId, userId));
    if (items.length === 0) return;
    await tx
      .insert(navigationShortcuts)
      .values(items.map((item, sortOrder) => ({ ...item, enterpriseId, userId, sortOrder })));
  });
}

export async function deleteShortcut(db: Database, id: string): Promise<void> {
  await db.delete(navigationShortcuts).where(eq(navigationShortcuts.id, id));
}
