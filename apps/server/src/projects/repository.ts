import type { PlannedFolder } from '@atelier/api';
import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { ProjectRow } from '../access/repository';
import type { Database } from '../db/index';
import {
  duties,
  enterpriseMembers,
  folderPermissions,
  memberDuties,
  memberSpecialties,
  projectMembers,
  projectSubItems,
  projects,
  ROOT_PARENT_ID,
  resources,
  specialties,
  users,
} from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type DutyRow = typeof duties.$inferSelect;

/** The projects of an enterprise the user is a member of, most recently changed first. */
export async function memberProjects(db: Database, enterpriseId: string, userId: string): Promise<ProjectRow[]> {
  const rows = await db
    .select({ project: projects })
    .from(projects)
    .innerJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)))
    .where(and(eq(projects.enterpriseId, enterpriseId), isNull(projects.deletedAt)))
    .orderBy(desc(projects.updatedAt), desc(projects.createdAt));
  return rows.map((r) => r.project);
}

/** The members of a project with their user and specialty name. */
export function membersWithUsers(db: Database, projectId: string) {
  return db
    .select({ member: projectMembers, user: users, specialtyName: specialties.name })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .leftJoin(specialties, eq(specialties.id, projectMembers.specialtyId))
    .where(eq(projectMembers.projectId, projectId));
}

export async function dutiesByIds(db: Database, ids: readonly string[]): Promise<DutyRow[]> {
  return ids.length
    ? db
        .select()
        .from(duties)
        .where(inArray(duties.id, [...ids]))
    : [];
}

/** The enterprise's duties with their order. */
export function dutyOrderOf(
  db: Database,
  enterpriseId: string,
): Promise<{ id: string; name: string; sortOrder: number }[]> {
  return db
    .select({ id: duties.id, name: duties.name, sortOrder: duties.sortOrder })
    .from(duties)
    .where(eq(duties.enterpriseId, enterpriseId));
}

export type NewProject = typeof projects.$inferInsert;
export type NewProjectMember = typeof projectMembers.$inferInsert;
export type NewSubItem = typeof projectSubItems.$inferInsert;

/** Whether another project of the enterprise already has this value in the column (the project itself aside). */
export async function projectValueTaken(
  db: Database,
  enterpriseId: string,
  column: 'name' | 'simpleName' | 'designNum',
  value: string,
  exceptProjectId?: string,
): Promise<boolean> {
  // A project deleted for good frees its names; one in the recycle bin keeps them (it may be restored).
  const conditions: SQL[] = [
    eq(projects.enterpriseId, enterpriseId),
    eq(projects[column], value),
    isNull(projects.purgedAt),
  ];
  if (exceptProjectId) conditions.push(ne(projects.id, exceptProjectId));
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

/** Which of these users are members of the enterprise. */
export async function enterpriseMemberIds(db: Database, enterpriseId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ userId: enterpriseMembers.userId })
    .from(enterpriseMembers)
    .where(and(eq(enterpriseMembers.enterpriseId, enterpriseId), inArray(enterpriseMembers.userId, [...userIds])));
  return new Set(rows.map((r) => r.userId));
}

/** These people's names with how many specialties and duties they hold in the enterprise (5.10 信息待完善). */
export async function dictionaryCountsOf(db: Database, enterpriseId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  const ids = [...userIds];
  const [people, specialtyRows, dutyRows] = await Promise.all([
    db.select({ id: users.id, realname: users.realname }).from(users).where(inArray(users.id, ids)),
    db
      .select({ userId: memberSpecialties.userId })
      .from(memberSpecialties)
      .where(and(eq(memberSpecialties.enterpriseId, enterpriseId), inArray(memberSpecialties.userId, ids))),
    db
      .select({ userId: memberDuties.userId })
      .from(memberDuties)
      .where(and(eq(memberDuties.enterpriseId, enterpriseId), inArray(memberDuties.userId, ids))),
  ]);
  const count = (rows: { userId: string }[], id: string) => rows.filter((r) => r.userId === id).length;
  return people.map((p) => ({
    realname: p.realname,
    specialties: count(specialtyRows, p.id),
    duties: count(dutyRows, p.id),
  }));
}

/** The enterprise's people, optionally matching a keyword in the name or phone. */
export function enterpriseUsers(db: Database, enterpriseId: string, keyword?: string) {
  const wanted = keyword?.trim();
  const match = wanted ? or(ilike(users.realname, `%${wanted}%`), ilike(users.phone, `%${wanted}%`)) : undefined;
  return db
    .select({ user: users })
    .from(enterpriseMembers)
    .innerJoin(users, eq(users.id, enterpriseMembers.userId))
    .where(and(eq(enterpriseMembers.enterpriseId, enterpriseId), match));
}

/** Ids of the enterprise's specialties and duties among the given ones. */
export async function dictionaryIdsOf(db: Database, enterpriseId: string) {
  const [specialtyRows, dutyRows] = await Promise.all([
    db.select({ id: specialties.id }).from(specialties).where(eq(specialties.enterpriseId, enterpriseId)),
    db.select({ id: duties.id }).from(duties).where(eq(duties.enterpriseId, enterpriseId)),
  ]);
  return { specialties: new Set(specialtyRows.map((r) => r.id)), duties: new Set(dutyRows.map((r) => r.id)) };
}

/**
 * Writes a new project with its members, sub-items and folders (a tree: the root folders with their sub-folders)
 * in one transaction; a folder's `permission` is written as the own level of each of `levelHolders` (the ordinary
 * members, from a template's defaults). Answers the project's row.
 */
export async function insertProject(
  db: Database,
  rows: {
    project: NewProject;
    members: Omit<NewProjectMember, 'projectId'>[];
    subItems: Omit<NewSubItem, 'projectId'>[];
    folders: readonly PlannedFolder[];
    levelHolders: readonly string[];
  },
): Promise<ProjectRow> {
  return db.transaction(async (tx) => {
    const [project] = await tx.insert(projects).values(rows.project).returning();
    if (!project) throw new Error('The project was not written');
    const projectId = project.id;
    if (rows.members.length) await tx.insert(projectMembers).values(rows.members.map((m) => ({ ...m, projectId })));
    if (rows.subItems.length) {
      await tx.insert(projectSubItems).values(rows.subItems.map((item) => ({ ...item, projectId })));
    }
    const createdBy = rows.project.createdBy;
    const write = async (parentId: string, folders: readonly PlannedFolder[]) => {
      if (folders.length === 0) return;
      const written = await tx
        .insert(resources)
        .values(
          folders.map((f) => ({
            projectId,
            parentId,
            isFolder: true,
            name: f.name,
            folderType: f.folderType,
            createdBy,
          })),
        )
        .returning({ id: resources.id, name: resources.name });
      // Sibling names are unique (the plan merges them), so each written row is found by its name.
      const idOf = new Map(written.map((row) => [row.name, row.id]));
      for (const folder of folders) {
        const id = idOf.get(folder.name);
        if (!id) throw new Error('A folder was not written');
        if (folder.permission !== null && rows.levelHolders.length) {
          const level = folder.permission;
          await tx
            .insert(folderPermissions)
            .values(rows.levelHolders.map((userId) => ({ resourceId: id, userId, level })));
        }
        await write(id, folder.children);
      }
    };
    await write(ROOT_PARENT_ID, rows.folders);
    return project;
  });
}

/** The sub-items of a project in their order. */
export function subItemsOf(db: Database, projectId: string) {
  return db
    .select({ id: projectSubItems.id, name: projectSubItems.name, designNum: projectSubItems.designNum })
    .from(projectSubItems)
    .where(eq(projectSubItems.projectId, projectId))
    .orderBy(asc(projectSubItems.sortOrder));
}
