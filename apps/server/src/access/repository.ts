import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/index';
import { enterpriseMembers, folderPermissions, projectMembers, projects, resources } from '../db/schema';

export { ROOT_PARENT_ID } from '../db/schema';

export type ProjectRow = typeof projects.$inferSelect;
export type MemberRow = typeof projectMembers.$inferSelect;
export type ResourceRow = typeof resources.$inferSelect;

/** The rows access checks read: projects, memberships, folder overrides, resources and their chains. */

export async function findProject(db: Database, projectId: string): Promise<ProjectRow | undefined> {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  return project;
}

export async function findProjectMember(
  db: Database,
  projectId: string,
  userId: string,
): Promise<MemberRow | undefined> {
  const [member] = await db
    .select()
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .limit(1);
  return member;
}

/** The user's folder permission overrides in one project. */
export function folderOverridesOf(
  db: Database,
  userId: string,
  projectId: string,
): Promise<{ resourceId: string; level: number }[]> {
  return db
    .select({ resourceId: folderPermissions.resourceId, level: folderPermissions.level })
    .from(folderPermissions)
    .innerJoin(resources, eq(resources.id, folderPermissions.resourceId))
    .where(and(eq(folderPermissions.userId, userId), eq(resources.projectId, projectId)));
}

/** Whether the user belongs to the enterprise. */
export async function isEnterpriseMember(db: Database, enterpriseId: string, userId: string): Promise<boolean> {
  const [member] = await db
    .select({ enterpriseId: enterpriseMembers.enterpriseId })
    .from(enterpriseMembers)
    .where(and(eq(enterpriseMembers.enterpriseId, enterpriseId), eq(enterpriseMembers.userId, userId)))
    .limit(1);
  return member !== undefined;
}

/** A resource by id, deleted or not. */
export async function findResource(db: Database, resourceId: string): Promise<ResourceRow | undefined> {
  const [resource] = await db.select().from(resources).where(eq(resources.id, resourceId)).limit(1);
  return resource;
}

/** Resources by id, in one query (those that exist). */
export async function findResources(db: Database, resourceIds: readonly string[]): Promise<ResourceRow[]> {
  if (resourceIds.length === 0) return [];
  return db
    .select()
    .from(resources)
    .where(inArray(resources.id, [...resourceIds]));
}

/** Ancestors of a resource from the root down, the resource last (at most 100 steps, deleted ones stop it). */
export function resourceChain(db: Database, projectId: string, resourceId: string) {
  return queryRows<{ id: string; parent_id: string; name: string; depth: number }>(
    db,
    sql`with recursive chain(id, parent_id, name, depth) as (
          select id, parent_id, name, 0 from resources
           where id = ${resourceId} and project_id = ${projectId} and deleted_at is null
          union all
          select r.id, r.parent_id, r.name, c.depth + 1 from resources r
            join chain c on r.id = c.parent_id
           where r.project_id = ${projectId} and r.deleted_at is null and c.depth < 100
        )
        select id, parent_id, name, depth from chain order by depth desc`,
  );
}

/** Every folder of a project that is not deleted. */
export function projectFolders(
  db: Database,
  projectId: string,
): Promise<{ id: string; parentId: string; name: string }[]> {
  return db
    .select({ id: resources.id, parentId: resources.parentId, name: resources.name })
    .from(resources)
    .where(and(eq(resources.projectId, projectId), eq(resources.isFolder, true), isNull(resources.deletedAt)));
}
