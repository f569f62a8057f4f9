/** SQL of the enterprise setup: the specialties and duties dictionaries, the custom roles and who holds a role. */
import { isFixedRole } from '@atelier/api';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/index';
import {
  departmentMembers,
  departments,
  duties,
  enterpriseMembers,
  enterpriseRoles,
  flowTemplateNodes,
  flowTemplates,
  frameTemplateRegions,
  memberDuties,
  memberSpecialties,
  projectMembers,
  recognisedSigners,
  signerCorrections,
  specialties,
  users,
} from '../db/schema';

export type RoleRow = typeof enterpriseRoles.$inferSelect;

const n = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);

// --- specialties ---------------------------------------------------------------------------------------------

export function specialtyRows(db: Database, enterpriseId: string) {
  return db
    .select({ id: specialties.id, name: specialties.name, sortOrder: specialties.sortOrder })
    .from(specialties)
    .where(eq(specialties.enterpriseId, enterpriseId));
}

export async function insertSpecialty(db: Database, enterpriseId: string, name: string, sortOrder: number) {
  const [row] = await db
    .insert(specialties)
    .values({ enterpriseId, name, alias: name, sortOrder })
    .returning({ id: specialties.id });
  if (!row) throw new Error('The specialty was not added');
  return row.id;
}

export async function renameSpecialty(db: Database, id: string, name: string) {
  await db.update(specialties).set({ name, alias: name }).where(eq(specialties.id, id));
}

export async function deleteSpecialty(db: Database, id: string) {
  await db.delete(specialties).where(eq(specialties.id, id));
}

/** How many people, project members and flow templates use the specialty. */
export async function specialtyUses(db: Database, id: string): Promise<number> {
  const [people, members, templates] = await Promise.all([
    db.select({ n: count() }).from(memberSpecialties).where(eq(memberSpecialties.specialtyId, id)),
    db.select({ n: count() }).from(projectMembers).where(eq(projectMembers.specialtyId, id)),
    db.select({ n: count() }).from(flowTemplates).where(eq(flowTemplates.dictSpecialtyId, id)),
  ]);
  return n(people) + n(members) + n(templates);
}

// --- duties ----------------------------------------------------------------------------------------------------

export function dutyRows(db: Database, enterpriseId: string) {
  return db
    .select({ id: duties.id, name: duties.name, dutyType: duties.dutyType, sortOrder: duties.sortOrder })
    .from(duties)
    .where(eq(duties.enterpriseId, enterpriseId));
}

export async function insertDuty(
  db: Database,
  values: {
    enterpriseId: string;
    name: string;
    dutyType: number;
    isSign: boolean;
    dutyRole: number;
    sortOrder: number;
  },
) {
  const [row] = await db
    .insert(duties)
    .values({ ...values, alias: values.name })
    .returning({ id: duties.id });
  if (!row) throw new Error('The duty was not added');
  return row.id;
}

export async function updateDuty(
  db: Database,
  id: string,
  values: { name: string; isSign: boolean; dutyRole: number },
) {
  await db
    .update(duties)
    .set({ ...values, alias: values.name })
    .where(eq(duties.id, id));
}

export async function deleteDuty(db: Database, id: string) {
  await db.delete(duties).where(eq(duties.id, id));
}

/** How many people, project members, flow-template nodes, title-block regions and recognised signers use it. */
export async function dutyUses(db: Database, id: string): Promise<number> {
  const counts = await Promise.all([
    db.select({ n: count() }).from(memberDuties).where(eq(memberDuties.dutyId, id)),
    db.select({ n: count() }).from(projectMembers).where(sql`${id} = any(${projectMembers.dutyIds})`),
    db.select({ n: count() }).from(flowTemplateNodes).where(eq(flowTemplateNodes.dutyId, id)),
    db.select({ n: count() }).from(frameTemplateRegions).where(eq(frameTemplateRegions.dutyId, id)),
    db.select({ n: count() }).from(recognisedSigners).where(eq(recognisedSigners.dutyId, id)),
    db.select({ n: count() }).from(signerCorrections).where(eq(signerCorrections.dutyId, id)),
  ]);
  return counts.reduce((sum, rows) => sum + n(rows), 0);
}

// --- roles -----------------------------------------------------------------------------------------------------

export function customRoles(db: Database, enterpriseId: string): Promise<RoleRow[]> {
  return db
    .select()
    .from(enterpriseRoles)
    .where(eq(enterpriseRoles.enterpriseId, enterpriseId))
    .orderBy(asc(enterpriseRoles.createdAt), asc(enterpriseRoles.name));
}

export async function customRole(db: Database, enterpriseId: string, id: string): Promise<RoleRow | undefined> {
  const [row] = await db
    .select()
    .from(enterpriseRoles)
    .where(and(eq(enterpriseRoles.enterpriseId, enterpriseId), eq(enterpriseRoles.id, id)));
  return row;
}

export async function insertRole(
  db: Database,
  values: { enterpriseId: string; name: string; description: string; permissionKeys: string[] },
) {
  const [row] = await db.insert(enterpriseRoles).values(values).returning({ id: enterpriseRoles.id });
  if (!row) throw new Error('The role was not added');
  return row.id;
}

export async function updateRole(
  db: Database,
  id: string,
  values: { name: string; description: string; permissionKeys: string[] },
) {
  await db.update(enterpriseRoles).set(values).where(eq(enterpriseRoles.id, id));
}

/** Deletes a custom role and takes it from everyone holding it. */
export async function deleteRole(db: Database, enterpriseId: string, id: string) {
  await db
    .update(enterpriseMembers)
    .set({ roles: sql`array_remove(${enterpriseMembers.roles}, ${id})` })
    .where(and(eq(enterpriseMembers.enterpriseId, enterpriseId), sql`${id} = any(${enterpriseMembers.roles})`));
  await db.delete(enterpriseRoles).where(eq(enterpriseRoles.id, id));
}

/**
 * The permission keys the custom roles among `roleIds` give in the enterprise (the fixed ids match no row). Read
 * on every call that checks a permission: a change takes effect on the person's next call.
 */
export async function grantsOf(db: Database, enterpriseId: string, roleIds: readonly string[]): Promise<string[]> {
  const custom = roleIds.filter((id) => !isFixedRole(id));
  if (custom.length === 0) return [];
  const rows = await db
    .select({ keys: enterpriseRoles.permissionKeys })
    .from(enterpriseRoles)
    .where(and(eq(enterpriseRoles.enterpriseId, enterpriseId), inArray(enterpriseRoles.id, custom)));
  return [...new Set(rows.flatMap((r) => r.keys))];
}

/** Custom role names by id among `roleIds`. */
export async function roleNamesOf(db: Database, enterpriseId: string, roleIds: readonly string[]) {
  if (roleIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: enterpriseRoles.id, name: enterpriseRoles.name })
    .from(enterpriseRoles)
    .where(and(eq(enterpriseRoles.enterpriseId, enterpriseId), inArray(enterpriseRoles.id, [...roleIds])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

// --- holders ---------------------------------------------------------------------------------------------------

/** Every member's id and roles (for each role's holders). */
export function memberRoles(db: Database, enterpriseId: string) {
  return db
    .select({ userId: enterpriseMembers.userId, roles: enterpriseMembers.roles })
    .from(enterpriseMembers)
    .where(eq(enterpriseMembers.enterpriseId, enterpriseId));
}

/** The members among `userIds` (enabled or not). */
export async function membersAmong(db: Database, enterpriseId: string, userIds: readonly string[]) {
  const rows = await db
    .select({ userId: enterpriseMembers.userId })
    .from(enterpriseMembers)
    .where(and(eq(enterpriseMembers.enterpriseId, enterpriseId), inArray(enterpriseMembers.userId, [...userIds])));
  return rows.map((r) => r.userId);
}

export async function addRoleTo(db: Database, enterpriseId: string, roleId: string, userIds: readonly string[]) {
  await db
    .update(enterpriseMembers)
    .set({ roles: sql`array_append(${enterpriseMembers.roles}, ${roleId})` })
    .where(
      and(
        eq(enterpriseMembers.enterpriseId, enterpriseId),
        inArray(enterpriseMembers.userId, [...userIds]),
        sql`not (${roleId} = any(${enterpriseMembers.roles}))`,
      ),
    );
}

/** Takes the role from the person; whether they held it. */
export async function removeRoleFrom(db: Database, enterpriseId: string, roleId: string, userId: string) {
  const rows = await db
    .update(enterpriseMembers)
    .set({ roles: sql`array_remove(${enterpriseMembers.roles}, ${roleId})` })
    .where(
      and(
        eq(enterpriseMembers.enterpriseId, enterpriseId),
        eq(enterpriseMembers.userId, userId),
        sql`${roleId} = any(${enterpriseMembers.roles})`,
      ),
    )
    .returning({ userId: enterpriseMembers.userId });
  return rows.length === 1;
}

/** The people holding a role, by name, with their department (one page). */
export async function holdersOf(db: Database, enterpriseId: string, roleId: string, offset: number, limit: number) {
  const where = and(eq(enterpriseMembers.enterpriseId, enterpriseId), sql`${roleId} = any(${enterpriseMembers.roles})`);
  const rows = await db
    .select({
      userId: users.id,
      realname: users.realname,
      phone: users.phone,
      avatar: users.avatar,
      departName: departments.name,
    })
    .from(enterpriseMembers)
    .innerJoin(users, eq(users.id, enterpriseMembers.userId))
    .leftJoin(
      departmentMembers,
      and(
        eq(departmentMembers.enterpriseId, enterpriseMembers.enterpriseId),
        eq(departmentMembers.userId, enterpriseMembers.userId),
      ),
    )
    .leftJoin(departments, eq(departments.id, departmentMembers.departmentId))
    .where(where)
    .orderBy(asc(users.realname), asc(users.id))
    .offset(offset)
    .limit(limit);
  const total = await db.select({ n: count() }).from(enterpriseMembers).where(where);
  return { rows, total: n(total) };
}

/** Serialises setup changes of one enterprise (names checked then written, the last admin kept). */
export async function lockSetup(db: Database, enterpriseId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`setup:${enterpriseId}`}))`);
}
