import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/index';
import { folderPermissions, projectMembers, projects, resources } from '../db/schema';

export type MemberRow = typeof projectMembers.$inferSelect;
export type NewMember = typeof projectMembers.$inferInsert;

/** The rows of a project's members and folder permissions that the member and permission calls change. */

export function membersOfProject(db: Database, projectId: string): Promise<MemberRow[]> {
  return db.select().from(projectMembers).where(eq(projectMembers.projectId, projectId));
}

/** Adds members; the project counts as changed. */
export async function insertMembers(db: Database, projectId: string, rows: Omit<NewMember, 'projectId'>[]) {
  if (rows.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.insert(projectMembers).values(rows.map((row) => ({ ...row, projectId })));
    await tx.update(projects).set({ updatedAt: new Date() }).where(eq(projects.id, projectId));
  });
}

/** Removes members and their folder permissions in the project, in one transaction. */
export async function deleteMembers(db: Database, projectId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return;
  await db.transaction(async (tx) => {
    await tx
      .delete(folderPermissions)
      .where(
        and(
          inArray(folderPermissions.userId, [...userIds]),
          inArray(
            folderPermissions.resourceId,
            tx.select({ id: resources.id }).from(resources).where(eq(resources.projectId, projectId)),
          ),
        ),
      );
    await tx
      .delete(projectMembers)
      .where(and(eq(projectMembers.projectId, projectId), inArray(projectMembers.userId, [...userIds])));
  });
}

/** Changes one member's row. */
export async function updateMember(
  db: Database,
  projectId: string,
  userId: string,
  changes: Partial<Pick<MemberRow, 'staffType' | 'roleLevel' | 'folderLevel' | 'dutyIds' | 'specialtyId'>>,
) {
  await db
    .update(projectMembers)
    .set(changes)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
}

/** The creator's transfer: both members' levels and the project's creator, in one transaction. */
export async function transferCreator(
  db: Database,
  projectId: string,
  from: { userId: string; changes: Partial<MemberRow> },
  to: { userId: string; changes: Partial<MemberRow> },
) {
  await db.transaction(async (tx) => {
    for (const side of [from, to]) {
      await tx
        .update(projectMembers)
        .set(side.changes)
        .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, side.userId)));
    }
    await tx.update(projects).set({ createdBy: to.userId, updatedAt: new Date() }).where(eq(projects.id, projectId));
  });
}

/** Puts the project in the project recycle bin. */
export async function markProjectDeleted(db: Database, projectId: string) {
  await db.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, projectId));
}

export async function setPermissionSwitch(db: Database, projectId: string, on: boolean) {
  await db.update(projects).set({ permissionSwitch: on, updatedAt: new Date() }).where(eq(projects.id, projectId));
}

/** Every level set on one folder, by user. */
export async function folderLevelsOn(db: Database, resourceId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ userId: folderPermissions.userId, level: folderPermissions.level })
    .from(folderPermissions)
    .where(eq(folderPermissions.resourceId, resourceId));
  return new Map(rows.map((r) => [r.userId, r.level]));
}

/** Sets (or replaces) these users' level on a folder. */
export async function upsertFolderLevels(db: Database, resourceId: string, userIds: readonly string[], level: number) {
  if (userIds.length === 0) return;
  await db
    .insert(folderPermissions)
    .values(userIds.map((userId) => ({ resourceId, userId, level })))
    .onConflictDoUpdate({
      target: [folderPermissions.resourceId, folderPermissions.userId],
      set: { level: sql`excluded.level` },
    });
}

export async function deleteFolderLevels(db: Database, resourceId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return;
  await db
    .delete(folderPermissions)
    .where(and(eq(folderPermissions.resourceId, resourceId), inArray(folderPermissions.userId, [...userIds])));
}
