import { AccountStatus } from '@atelier/api';
import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../db/index';
import { users } from '../db/schema';
import { isUniqueViolation } from '../uploads/register';

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

/** The account of a phone number. */
export async function findUserByPhone(db: Database, phone: string): Promise<UserRow | undefined> {
  const [found] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return found;
}

/** A new account; undefined when its phone or user name is taken (a registration that lost a race). */
export async function insertUser(
  db: Database,
  row: { username: string; phone: string; realname: string; passwordHash: string },
): Promise<UserRow | undefined> {
  const [created] = await db.insert(users).values(row).onConflictDoNothing().returning();
  return created;
}

/** 未激活 becomes 正常: an account an administrator added, at its first login or password set. */
export async function activateAccount(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ accountStatus: AccountStatus.Normal })
    .where(and(eq(users.id, userId), eq(users.accountStatus, AccountStatus.NotActivated)));
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [found] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return found;
}

export async function setProfile(db: Database, userId: string, profile: { realname: string; email: string | null }) {
  await db.update(users).set(profile).where(eq(users.id, userId));
}

/** Sets (or clears) the avatar's public URL and its file-store key. */
export async function setAvatar(db: Database, userId: string, avatar: { url: string; key: string } | null) {
  await db
    .update(users)
    .set({ avatar: avatar?.url ?? null, avatarKey: avatar?.key ?? null })
    .where(eq(users.id, userId));
}

/** Whether a stored avatar key is one a person's avatar is now (an old key is not served). */
export async function avatarKeyInUse(db: Database, key: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.avatarKey, key)).limit(1);
  return row !== undefined;
}

/** Moves an account to a new phone (and its user name with it when given); false when another account has either. */
export async function setPhone(
  db: Database,
  userId: string,
  change: { phone: string; username?: string },
): Promise<boolean> {
  try {
    await db.update(users).set(change).where(eq(users.id, userId));
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
