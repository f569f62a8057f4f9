import { eq, or } from 'drizzle-orm';
import type { Database } from '../db/index';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The account whose user name or phone number is `name`. */
export async function findUserByLoginName(db: Database, name: string): Promise<UserRow | undefined> {
  const [found] = await db
    .select()
    .from(users)
    .where(or(eq(users.username, name), eq(users.phone, name)))
    .limit(1);
  return found;
}
