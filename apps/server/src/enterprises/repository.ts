import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../db/index';
import { duties, enterpriseMembers, enterprises, joinRequests, specialties, users } from '../db/schema';

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

export type EnterpriseRow = typeof enterprises.$inferSelect;
export type JoinRequestRow = typeof joinRequests.$inferSelect;

/**
 * Whether an enterprise of that name (trimmed, case-insensitive) is in the district: by its code, or by its labels
 * for an enterprise made before the code was kept (the seed's).
 */
export async function nameTakenInDistrict(
  db: Database,
  name: string,
  district: { code: string; details: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(
      and(
        or(
          eq(enterprises.regionCode, district.code),
          and(eq(enterprises.regionCode, ''), eq(enterprises.districtDetails, district.details)),
        ),
        sql`lower(trim(${enterprises.name})) = lower(${name.trim()})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertEnterprise(
  db: Database,
  values: {
    name: string;
    shortName: string;
    regionCode: string;
    districtDetails: string;
    enterpriseScale: number;
    invitationCode: string;
    creatorId: string;
  },
): Promise<string> {
  const [row] = await db.insert(enterprises).values(values).returning({ id: enterprises.id });
  if (!row) throw new Error('The enterprise was not created');
  return row.id;
}

export async function insertMember(db: Database, enterpriseId: string, userId: string, roles: readonly string[]) {
  await db.insert(enterpriseMembers).values({ enterpriseId, userId, roles: [...roles] });
}

/** The dictionary a new enterprise starts with (specialties and duties, in order). */
export async function insertDictionary(
  db: Database,
  enterpriseId: string,
  specialtyNames: readonly string[],
  dutyList: readonly { name: string; dutyRole: number; isSign: boolean }[],
): Promise<void> {
  await db
    .insert(specialties)
    .values(specialtyNames.map((name, i) => ({ enterpriseId, name, alias: name, sortOrder: i + 1 })));
  await db.insert(duties).values(
    dutyList.map((d, i) => ({
      enterpriseId,
      name: d.name,
      alias: d.name,
      dutyRole: d.dutyRole,
      isSign: d.isSign,
      sortOrder: i + 1,
    })),
  );
}

export async function enterpriseRow(db: Database, enterpriseId: string): Promise<EnterpriseRow | undefined> {
  const [row] = await db.select().from(enterprises).where(eq(enterprises.id, enterpriseId));
  return row;
}

export async function setInvitationCode(db: Database, enterpriseId: string, code: string): Promise<void> {
  await db.update(enterprises).set({ invitationCode: code }).where(eq(enterprises.id, enterpriseId));
}

export async function invitationCodeTaken(db: Database, code: string): Promise<boolean> {
  const [row] = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.invitationCode, code));
  return row !== undefined;
}

/** Enterprises whose name contains the keyword or whose invitation code is it, names first by length. */
export function searchEnterprises(db: Database, keyword: string, limit: number) {
  const escaped = keyword.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select({ id: enterprises.id, enterpriseName: enterprises.name, districtDetails: enterprises.districtDetails })
    .from(enterprises)
    .where(or(ilike(enterprises.name, `%${escaped}%`), eq(enterprises.invitationCode, keyword.toUpperCase())))
    .orderBy(sql`length(${enterprises.name})`, asc(enterprises.name))
    .limit(limit);
}

export async function pendingRequestOf(
  db: Database,
  enterpriseId: string,
  userId: string,
): Promise<JoinRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(joinRequests)
    .where(
      and(eq(joinRequests.enterpriseId, enterpriseId), eq(joinRequests.userId, userId), eq(joinRequests.status, 0)),
    );
  return row;
}

export async function insertJoinRequest(db: Database, enterpriseId: string, userId: string, comment: string) {
  await db.insert(joinRequests).values({ enterpriseId, userId, comment });
}

/** Pending requests of an enterprise, oldest first, with the applicants' names and phones. */
export async function pendingRequestsOf(db: Database, enterpriseId: string, offset: number, limit: number) {
  const where = and(eq(joinRequests.enterpriseId, enterpriseId), eq(joinRequests.status, 0));
  const rows = await db
    .select({
      id: joinRequests.id,
      userId: joinRequests.userId,
      realname: users.realname,
      phone: users.phone,
      comment: joinRequests.comment,
      status: joinRequests.status,
      createdAt: joinRequests.createdAt,
    })
    .from(joinRequests)
    .innerJoin(users, eq(users.id, joinRequests.userId))
    .where(where)
    .orderBy(asc(joinRequests.createdAt), asc(joinRequests.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(joinRequests).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function joinRequestById(db: Database, id: string): Promise<JoinRequestRow | undefined> {
  const [row] = await db.select().from(joinRequests).where(eq(joinRequests.id, id));
  return row;
}

/** Decides a pending request; false when it was no longer pending (decided meanwhile). */
export async function decideJoinRequest(db: Database, id: string, status: number, by: string): Promise<boolean> {
  const rows = await db
    .update(joinRequests)
    .set({ status, decidedAt: new Date(), decidedBy: by })
    .where(and(eq(joinRequests.id, id), eq(joinRequests.status, 0)))
    .returning({ id: joinRequests.id });
  return rows.length === 1;
}

export async function memberCountOf(db: Database, enterpriseId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enterpriseMembers)
    .where(eq(enterpriseMembers.enterpriseId, enterpriseId));
  return row?.n ?? 0;
}

export async function realnameOf(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ realname: users.realname }).from(users).where(eq(users.id, userId));
  return row?.realname;
}

export async function updateEnterprise(
  db: Database,
  enterpriseId: string,
  values: Partial<Pick<EnterpriseRow, 'name' | 'shortName' | 'enterpriseScale' | 'avatar'>>,
): Promise<void> {
  await db.update(enterprises).set(values).where(eq(enterprises.id, enterpriseId));
}

/** The oldest administrator of an enterprise (its creator's stand-in for seeded enterprises). */
export async function firstAdminOf(db: Database, enterpriseId: string, adminRole: string) {
  const [row] = await db
    .select({ realname: users.realname })
    .from(enterpriseMembers)
    .innerJoin(users, eq(users.id, enterpriseMembers.userId))
    .where(and(eq(enterpriseMembers.enterpriseId, enterpriseId), sql`${adminRole} = any(${enterpriseMembers.roles})`))
    .orderBy(asc(enterpriseMembers.joinedAt), desc(users.realname))
    .limit(1);
  return row?.realname;
}
