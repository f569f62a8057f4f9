import { FolderPermission, ProjectType } from '@atelier/api';
import { and, eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/index';
import {
  enterpriseMembers,
  folderPermissions,
  projectMembers,
  projects,
  ROOT_PARENT_ID,
  resources,
} from '../db/schema';
import type { Actor } from '../domain/actor';
import { deny, ErrorMessage } from '../domain/errors';
import type { HandlerContext } from '../http/registerEndpoint';

export type ProjectRow = typeof projects.$inferSelect;
export type MemberRow = typeof projectMembers.$inferSelect;
export type ResourceRow = typeof resources.$inferSelect;

/** The folder levels actions need (001 section 6: read for all, download from 3, edits from 4). */
export const Need = {
  Read: FolderPermission.ReadOnly,
  Download: FolderPermission.Download,
  Edit: FolderPermission.Edit,
} as const;

/** A user's access to one project: the project, the membership and their folder overrides there. */
export interface ProjectAccess {
  project: ProjectRow;
  member: MemberRow;
  userId: string;
  /** Folder overrides by resource id (empty where folder permissions do not apply). */
  overrides: ReadonlyMap<string, number>;
}

/** Quick projects have no folder permissions (001 section 6), nor projects whose permission switch is off. */
export function usesFolderPermissions(project: ProjectRow): boolean {
  return project.proType !== ProjectType.Quick && project.permissionSwitch;
}

/**
 * A request's enterprise id must be the call's own: another enterprise of the user's is refused with "switch
 * first", one the user does not belong to with "not a member". Answers the actor's enterprise id.
 */
export async function checkSameEnterprise(db: Database, actor: Actor, requested: string | undefined) {
  const current = actor.enterpriseId;
  if (requested === undefined || requested === current) return current;
  const [member] = await db
    .select({ enterpriseId: enterpriseMembers.enterpriseId })
    .from(enterpriseMembers)
    .where(and(eq(enterpriseMembers.enterpriseId, requested), eq(enterpriseMembers.userId, actor.userId)))
    .limit(1);
  return deny(member ? ErrorMessage.NotCurrentEnterprise : ErrorMessage.NotEnterpriseMember);
}

/** {@link checkSameEnterprise} from a handler context (until every caller takes an actor). */
export async function requireSameEnterprise(ctx: HandlerContext<unknown>, requested: string | undefined) {
  return checkSameEnterprise(ctx.db, ctx.actor, requested);
}

/** The project an actor may work in now ({@link projectAccess} in the actor's enterprise). */
export function projectAccessOf(db: Database, actor: Actor, projectId: string): Promise<ProjectAccess> {
  return projectAccess(db, actor.userId, projectId, actor.enterpriseId);
}

/**
 * The project, if the user may work in it now: it exists, belongs to the call's enterprise, and the user is a
 * member. Otherwise a denial saying which of these failed; nothing of the project is answered.
 */
export async function requireProject(ctx: HandlerContext<unknown>, projectId: string): Promise<ProjectAccess> {
  const enterpriseId = ctx.enterpriseId;
  return projectAccess(ctx.db, ctx.user.id, projectId, enterpriseId);
}

/** {@link requireProject} without a request (download tickets). */
export async function projectAccess(
  db: Database,
  userId: string,
  projectId: string,
  enterpriseId: string,
): Promise<ProjectAccess> {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!project) deny(ErrorMessage.ProjectNotFound);
  if (project.enterpriseId !== enterpriseId) deny(ErrorMessage.ProjectOfAnotherEnterprise);
  const [member] = await db
    .select()
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .limit(1);
  if (!member) deny(ErrorMessage.NotProjectMember);
  const overrides = new Map<string, number>();
  if (usesFolderPermissions(project)) {
    const rows = await db
      .select({ resourceId: folderPermissions.resourceId, level: folderPermissions.level })
      .from(folderPermissions)
      .innerJoin(resources, eq(resources.id, folderPermissions.resourceId))
      .where(and(eq(folderPermissions.userId, userId), eq(resources.projectId, projectId)));
    for (const row of rows) overrides.set(row.resourceId, row.level);
  }
  return { project, member, userId, overrides };
}

/** One step down the tree: an override replaces the inherited level; -1 (not inherited) leaves no access. */
export function inheritLevel(access: ProjectAccess, parentLevel: number | null, resourceId: string): number | null {
  const override = access.overrides.get(resourceId);
  if (override === undefined) return parentLevel;
  return override === FolderPermission.NotInherited ? null : override;
}

/** The level at the project's root: the member's default folder level. */
export function rootLevel(access: ProjectAccess): number {
  return access.member.folderLevel;
}

/** Whether a level allows an action (null: no access at all). */
export function allows(level: number | null, need: number): level is number {
  return level !== null && level >= need;
}

/** A resource with where it sits and what the user may do with it. */
export interface LocatedResource {
  resource: ResourceRow;
  /** Ancestors from the root down to the parent (not the resource itself). */
  ancestors: { id: string; name: string }[];
  /** '/01 建筑/施工图/建施-01.pdf'. */
  path: string;
  level: number | null;
}

/** Ancestors of a resource from the root down, the resource last. */
async function chainOf(db: Database, projectId: string, resourceId: string) {
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

/**
 * A resource of the project with its path and the user's level on it. A resource of another project, or one
 * that does not exist, is a denial.
 */
export async function locateResource(ctx: { db: Database }, access: ProjectAccess, resourceId: string) {
  const [resource] = await ctx.db.select().from(resources).where(eq(resources.id, resourceId)).limit(1);
  if (!resource || resource.deletedAt) deny(ErrorMessage.ResourceNotFound);
  if (resource.projectId !== access.project.id) deny(ErrorMessage.ResourceOfAnotherProject);
  const chain = await chainOf(ctx.db, access.project.id, resourceId);
  // A chain that does not reach the root means a deleted ancestor: the resource is gone with it.
  if (chain[0]?.parent_id !== ROOT_PARENT_ID) deny(ErrorMessage.ResourceNotFound);
  let level: number | null = rootLevel(access);
  for (const node of chain) level = inheritLevel(access, level, node.id);
  const located: LocatedResource = {
    resource,
    ancestors: chain.slice(0, -1).map(({ id, name }) => ({ id, name })),
    path: `/${chain.map((node) => node.name).join('/')}`,
    level,
  };
  return located;
}

/** The folder whose content is listed: the root ('0') or a folder the user may read. */
export async function locateFolder(ctx: { db: Database }, access: ProjectAccess, folderId: string | undefined) {
  if (folderId === undefined || folderId === ROOT_PARENT_ID) {
    return { id: ROOT_PARENT_ID, path: '', level: rootLevel(access) as number | null };
  }
  const located = await locateResource(ctx, access, folderId);
  if (!located.resource.isFolder) deny(ErrorMessage.NotAFolder);
  if (!allows(located.level, Need.Read)) deny(ErrorMessage.NoReadPermission);
  return { id: folderId, path: located.path, level: located.level };
}
