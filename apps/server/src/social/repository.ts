import type { SocialKind } from '@atelier/api';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/index';
import { socialBindings } from '../db/schema';

export type SocialBindingRow = typeof socialBindings.$inferSelect;

/** Who bound this app account, if anyone. */
export async function bindingOfAccount(
  db: Database,
  kind: SocialKind,
  externalId: string,
): Promise<SocialBindingRow | undefined> {
  const [row] = await db
    .select()
    .from(socialBindings)
    .where(and(eq(socialBindings.kind, kind), eq(socialBindings.externalId, externalId)))
    .limit(1);
  return row;
}

/** The person's binding of this app, if any. */
export async function bindingOfUser(
  db: Database,
  userId: string,
  kind: SocialKind,
): Promise<SocialBindingRow | undefined> {
  const [row] = await db
    .select()
    .from(socialBindings)
    .where(and(eq(socialBindings.userId, userId), eq(socialBindings.kind, kind)))
    .limit(1);
  return row;
}

export async function insertBinding(
  db: Database,
  binding: { userId: string; kind: SocialKind; externalId: string; nickname: string },
) {
  await db.insert(socialBindings).values(binding);
}

/** Removes the person's binding of this app; answers whether there was one. */
export async function deleteBinding(db: Database, userId: string, kind: SocialKind): Promise<boolean> {
  const removed = await db
    .delete(socialBindings)
    .where(and(eq(socialBindings.userId, userId), eq(socialBindings.kind, kind)))
    .returning({ userId: socialBindings.userId });
  return removed.length > 0;
}
