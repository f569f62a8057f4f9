import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/index';
import { duties, enterpriseMembers, enterprises, specialties, users } from '../db/schema';

export type DutyRow = typeof duties.$inferSelect;
export type SpecialtyRow = typeof specialties.$inferSelect;

/** The enterprises a user belongs to, oldest membership first. */
export function membershipsOf(
  db: Database,
  userId: string,
): Promise<{ id: string; name: string; expiresAt: Date | null }[]> {
  return db
    .select({ id: enterprises.id, name: enterprises.name, expiresAt: enterprises.expiresAt })
    .from(enterpriseMembers)
    .innerJoin(enterprises, eq(enterprises.id, enterpriseMembers.enterpriseId))
    .where(eq(enterpriseMembers.userId, userId))
    .orderBy(asc(enterpriseMembers.joinedAt), asc(enterprises.name));
}

/** The user's current enterprise, shared by all their sessions. */
export async function setCurrentEnterprise(db: Database, userId: string, enterpriseId: string | null): Promise<void> {
  await db.update(users).set({ currentEnterpriseId: enterpriseId }).where(eq(users.id, userId));
}

export async function findEnterprise(
  db: Database,
  enterpriseId: string,
): Promise<{ name: string; stampIsCloud: boolean } | undefined> {
  const [row] = await db
    .select({ name: enterprises.name, stampIsCloud: enterprises.stampIsCloud })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  return row;
}

/** The enterprise's duties in their order (then by name). */
export function dutiesOf(db: Database, enterpriseId: string): Promise<DutyRow[]> {
  return db
    .select()
    .from(duties)
    .where(eq(duties.enterpriseId, enterpriseId))
    .orderBy(asc(duties.sortOrder), asc(duties.name));
}

/** The enterprise's specialties in their order (then by name). */
export function specialtiesOf(db: Database, enterpriseId: string): Promise<SpecialtyRow[]> {
  return db
    .select()
    .from(specialties)
    .where(eq(specialties.enterpriseId, enterpriseId))
    .orderBy(asc(specialties.sortOrder), asc(specialties.name));
}
