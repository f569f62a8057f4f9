import { AccountStatus, FixedRoleId } from '@atelier/api';
import { and, asc, count, eq, ilike, inArray, isNull, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/index';
import {
  departmentMembers,
  departments,
  duties,
  enterpriseMembers,
  enterprises,
  invitations,
  memberDuties,
  memberSpecialties,
  specialties,
  users,
} from '../db/schema';

export type DepartmentRecord = typeof departments.$inferSelect;

// ---------------------------------------------------------------------------------------------------------------
// Departments
// ---------------------------------------------------------------------------------------------------------------

/** The enterprise's departments (the whole tree: an enterprise has tens, not thousands). */
export function departmentsOf(db: Database, enterpriseId: string): Promise<DepartmentRecord[]> {
  return db
    .select()
    .from(departments)
    .where(eq(departments.enterpriseId, enterpriseId))
    .orderBy(asc(departments.sortOrder), asc(departments.name));
}

/** People per department of the enterprise. */
export async function memberCounts(db: Database, enterpriseId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ departmentId: departmentMembers.departmentId, n: count() })
    .from(departmentMembers)
    .where(eq(departmentMembers.enterpriseId, enterpriseId))
    .groupBy(departmentMembers.departmentId);
  return new Map(rows.map((r) => [r.departmentId, Number(r.n)]));
}

export async function insertDepartment(
  db: Database,
  values: { enterpriseId: string; parentId: string | null; name: string; sortOrder: number },
): Promise<string> {
  const [row] = await db.insert(departments).values(values).returning({ id: departments.id });
  if (!row) throw new Error('department not inserted');
  return row.id;
}

export async function updateDepartment(
  db: Database,
  id: string,
  values: Partial<{ name: string; parentId: string | null; sortOrder: number }>,
): Promise<void> {
  await db.update(departments).set(values).where(eq(departments.id, id));
}

export async function deleteDepartment(db: Database, id: string): Promise<void> {
  await db.delete(invitations).where(eq(invitations.departmentId, id));
  await db.delete(departments).where(eq(departments.id, id));
}

/** Serialises changes of one enterprise's tree (a move racing a delete would otherwise orphan a branch). */
export async function lockTree(db: Database, enterpriseId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`departments:${enterpriseId}`}))`);
}

// ---------------------------------------------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------------------------------------------

/** Which people a list shows: some departments' ('in'), no department's ('none'), or everyone's. */
export type DepartmentScope = { in: readonly string[] } | 'none' | 'all';

export interface PeopleQuery {
  scope: DepartmentScope;
  keyword?: string | undefined;
  status?: AccountStatus | undefined;
  offset: number;
  limit: number;
}

export interface PersonRecord {
  userId: string;
  realname: string;
  phone: string;
  email: string | null;
  avatar: string | null;
  accountStatus: number;
  disabled: boolean;
  roles: string[];
  departId: string | null;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function statusCondition(status: AccountStatus | undefined): SQL | undefined {
  if (status === AccountStatus.Disabled) return eq(enterpriseMembers.disabled, true);
  if (status === AccountStatus.NotActivated) {
    return and(eq(enterpriseMembers.disabled, false), eq(users.accountStatus, AccountStatus.NotActivated));
  }
  if (status === AccountStatus.Normal) {
    return and(eq(enterpriseMembers.disabled, false), eq(users.accountStatus, AccountStatus.Normal));
  }
  return undefined;
}

/** A page of the enterprise's people, by name (pinyin-free: the database's order of the names), then id. */
export async function peoplePage(
  db: Database,
  enterpriseId: string,
  query: PeopleQuery,
): Promise<{ rows: PersonRecord[]; total: number }> {
  const keyword = query.keyword?.trim();
  const pattern = keyword ? `%${escapeLike(keyword)}%` : undefined;
  const where = and(
    eq(enterpriseMembers.enterpriseId, enterpriseId),
    pattern ? or(ilike(users.realname, pattern), ilike(users.phone, pattern)) : undefined,
    statusCondition(query.status),
    query.scope === 'none' ? isNull(departmentMembers.departmentId) : undefined,
    typeof query.scope === 'object'
      ? query.scope.in.length === 0
        ? sql`false`
        : inArray(departmentMembers.departmentId, [...query.scope.in])
      : undefined,
  );
  const base = () =>
    db
      .select({
        userId: users.id,
        realname: users.realname,
        phone: users.phone,
        email: users.email,
        avatar: users.avatar,
        accountStatus: users.accountStatus,
        disabled: enterpriseMembers.disabled,
        roles: enterpriseMembers.roles,
        departId: departmentMembers.departmentId,
      })
      .from(enterpriseMembers)
      .innerJoin(users, eq(users.id, enterpriseMembers.userId))
      .leftJoin(
        departmentMembers,
        and(
          eq(departmentMembers.enterpriseId, enterpriseMembers.enterpriseId),
          eq(departmentMembers.userId, enterpriseMembers.userId),
        ),
      );
  const [rows, [total]] = await Promise.all([
    base().where(where).orderBy(asc(users.realname), asc(users.id)).offset(query.offset).limit(query.limit),
    db
      .select({ n: count() })
      .from(enterpriseMembers)
      .innerJoin(users, eq(users.id, enterpriseMembers.userId))
      .leftJoin(
        departmentMembers,
        and(
          eq(departmentMembers.enterpriseId, enterpriseMembers.enterpriseId),
          eq(departmentMembers.userId, enterpriseMembers.userId),
        ),
      )
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The specialties and duties of some people in the enterprise. */
export async function dictionariesOfPeople(
  db: Database,
  enterpriseId: string,
  userIds: readonly string[],
): Promise<{
  specialties: { userId: string; id: string; name: string }[];
  duties: { userId: string; id: string; name: string; alias: string | null; dutyRole: number }[];
}> {
  if (userIds.length === 0) return { specialties: [], duties: [] };
  const [specialtyRows, dutyRows] = await Promise.all([
    db
      .select({ userId: memberSpecialties.userId, id: specialties.id, name: specialties.name })
      .from(memberSpecialties)
      .innerJoin(specialties, eq(specialties.id, memberSpecialties.specialtyId))
      .where(and(eq(memberSpecialties.enterpriseId, enterpriseId), inArray(memberSpecialties.userId, [...userIds])))
      .orderBy(asc(specialties.sortOrder), asc(specialties.name)),
    db
      .select({
        userId: memberDuties.userId,
        id: duties.id,
        name: duties.name,
        alias: duties.alias,
        dutyRole: duties.dutyRole,
      })
      .from(memberDuties)
      .innerJoin(duties, eq(duties.id, memberDuties.dutyId))
      .where(and(eq(memberDuties.enterpriseId, enterpriseId), inArray(memberDuties.userId, [...userIds])))
      .orderBy(asc(duties.sortOrder), asc(duties.name)),
  ]);
  return { specialties: specialtyRows, duties: dutyRows };
}

/** A member of the enterprise: their roles, disabled flag and department. */
/** Who created the enterprise (null for one from before creators were recorded, such as the demo firms). */
export async function enterpriseCreatorOf(db: Database, enterpriseId: string): Promise<string | null> {
  const [row] = await db
    .select({ creatorId: enterprises.creatorId })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  return row?.creatorId ?? null;
}

export async function findMember(
  db: Database,
  enterpriseId: string,
  userId: string,
): Promise<{ roles: string[]; disabled: boolean; departId: string | null } | undefined> {
  const [row] = await db
    .select({
      roles: enterpriseMembers.roles,
      disabled: enterpriseMembers.disabled,
      departId: departmentMembers.departmentId,
    })
    .from(enterpriseMembers)
    .leftJoin(
      departmentMembers,
      and(
        eq(departmentMembers.enterpriseId, enterpriseMembers.enterpriseId),
        eq(departmentMembers.userId, enterpriseMembers.userId),
      ),
    )
    .where(and(eq(enterpriseMembers.enterpriseId, enterpriseId), eq(enterpriseMembers.userId, userId)));
  return row;
}

/** How many members, all of them, are members of the enterprise. */
export async function countMembers(db: Database, enterpriseId: string, userIds: readonly string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(enterpriseMembers)
    .where(and(eq(enterpriseMembers.enterpriseId, enterpriseId), inArray(enterpriseMembers.userId, [...userIds])));
  return Number(row?.n ?? 0);
}

/** The enabled administrators of the enterprise. */
export async function adminCount(db: Database, enterpriseId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enterpriseMembers)
    .where(
      and(
        eq(enterpriseMembers.enterpriseId, enterpriseId),
        eq(enterpriseMembers.disabled, false),
        sql`${FixedRoleId.EnterpriseAdmin} = any(${enterpriseMembers.roles})`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** The account with this phone (the login names are the phone or the user name). */
export async function findUserByPhone(db: Database, phone: string): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.phone, phone), eq(users.username, phone)));
  return row;
}

/**
 * A new account added by an administrator: 未激活, the phone as its user name, no usable password (the stored value
 * is no scrypt hash, so no password matches it) until its first login or password set.
 */
export async function insertInactiveUser(
  db: Database,
  values: { realname: string; phone: string; enterpriseId: string },
): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      username: values.phone,
      phone: values.phone,
      realname: values.realname,
      passwordHash: 'unset',
      accountStatus: AccountStatus.NotActivated,
      currentEnterpriseId: values.enterpriseId,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not inserted');
  return row.id;
}

export async function insertMember(db: Database, enterpriseId: string, userId: string): Promise<void> {
  await db.insert(enterpriseMembers).values({ enterpriseId, userId });
}

export async function setRealname(db: Database, userId: string, realname: string): Promise<void> {
  await db.update(users).set({ realname }).where(eq(users.id, userId));
}

export async function setDisabled(db: Database, enterpriseId: string, userId: string, disabled: boolean) {
  await db
    .update(enterpriseMembers)
    .set({ disabled })
    .where(and(eq(enterpriseMembers.enterpriseId, enterpriseId), eq(enterpriseMembers.userId, userId)));
}

/** Puts people into a department (moving them out of their former one), or out of any (null). */
export async function setDepartment(
  db: Database,
  enterpriseId: string,
  userIds: readonly string[],
  departmentId: string | null,
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .delete(departmentMembers)
    .where(and(eq(departmentMembers.enterpriseId, enterpriseId), inArray(departmentMembers.userId, [...userIds])));
  if (departmentId !== null) {
    await db.insert(departmentMembers).values(userIds.map((userId) => ({ enterpriseId, userId, departmentId })));
  }
}

/** Replaces a member's specialties and duties. */
export async function setDictionaries(
  db: Database,
  enterpriseId: string,
  userId: string,
  values: { specialtyIds: readonly string[]; dutyIds: readonly string[] },
): Promise<void> {
  const mine = (table: typeof memberSpecialties | typeof memberDuties) =>
    and(eq(table.enterpriseId, enterpriseId), eq(table.userId, userId));
  await db.delete(memberSpecialties).where(mine(memberSpecialties));
  await db.delete(memberDuties).where(mine(memberDuties));
  const specialtyIds = [...new Set(values.specialtyIds)];
  const dutyIds = [...new Set(values.dutyIds)];
  if (specialtyIds.length > 0) {
    await db
      .insert(memberSpecialties)
      .values(specialtyIds.map((specialtyId) => ({ enterpriseId, userId, specialtyId })));
  }
  if (dutyIds.length > 0) {
    await db.insert(memberDuties).values(dutyIds.map((dutyId) => ({ enterpriseId, userId, dutyId })));
  }
}

/** How many of the ids are specialties (or duties) of the enterprise. */
export async function countDictionaryEntries(
  db: Database,
  enterpriseId: string,
  kind: 'specialties' | 'duties',
  ids: readonly string[],
): Promise<number> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return 0;
  const table = kind === 'specialties' ? specialties : duties;
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.enterpriseId, enterpriseId), inArray(table.id, unique)));
  return Number(row?.n ?? 0);
}

/** Removes a member from the enterprise: membership, department, specialties and duties. */
export async function deleteMember(db: Database, enterpriseId: string, userId: string): Promise<void> {
  const mine = <T extends typeof memberSpecialties | typeof memberDuties | typeof departmentMembers>(table: T) =>
    and(eq(table.enterpriseId, enterpriseId), eq(table.userId, userId));
  await db.delete(memberSpecialties).where(mine(memberSpecialties));
  await db.delete(memberDuties).where(mine(memberDuties));
  await db.delete(departmentMembers).where(mine(departmentMembers));
  await db
    .delete(enterpriseMembers)
    .where(and(eq(enterpriseMembers.enterpriseId, enterpriseId), eq(enterpriseMembers.userId, userId)));
  // The user's current enterprise no longer is theirs: login and the next call pick another.
  await db
    .update(users)
    .set({ currentEnterpriseId: null })
    .where(and(eq(users.id, userId), eq(users.currentEnterpriseId, enterpriseId)));
}

/** Members of the enterprise in no department, for tests and the tree's 未分组 count. */
export async function notGroupedCount(db: Database, enterpriseId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enterpriseMembers)
    .where(
      and(
        eq(enterpriseMembers.enterpriseId, enterpriseId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(departmentMembers)
            .where(
              and(
                eq(departmentMembers.enterpriseId, enterpriseMembers.enterpriseId),
                eq(departmentMembers.userId, enterpriseMembers.userId),
              ),
            ),
        ),
      ),
    );
  return Number(row?.n ?? 0);
}

// ---------------------------------------------------------------------------------------------------------------
// Invitations
// ---------------------------------------------------------------------------------------------------------------

export async function insertInvitation(
  db: Database,
  values: { enterpriseId: string; code: string; createdBy: string; departmentId: string | null; expiresAt: Date },
): Promise<void> {
  await db.insert(invitations).values(values);
}

export async function findInvitation(db: Database, code: string) {
  const [row] = await db.select().from(invitations).where(eq(invitations.code, code));
  return row;
}

/** The enterprise's name and a user's real name ('' when gone). */
export async function namesOf(db: Database, enterpriseId: string, userId: string) {
  const [enterprise] = await db
    .select({ name: enterprises.name })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  const [user] = await db.select({ realname: users.realname }).from(users).where(eq(users.id, userId));
  return { enterprise: enterprise?.name ?? '', user: user?.realname ?? '' };
}
