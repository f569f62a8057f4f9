import { FolderPermission, ProjectType } from '@atelier/api';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { deny, ErrorMessage } from '../domain/errors';
import {
  findProject,
  findProjectMember,
  findResource,
  findResources,
  folderOverridesOf,
  isEnterpriseMember,
  type MemberRow,
  type ProjectRow,
  type ResourceRow,
  ROOT_PARENT_ID,
  resourceChain,
} from './repository';

export type { MemberRow, ProjectRow, ResourceRow } from './repository';

/** What the handler-context wrappers read of a call (a handler's context has both). */
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
  const member = await isEnterpriseMember(db, requested, actor.userId);
  return deny(member ? ErrorMessage.NotCurrentEnterprise : ErrorMessage.NotEnterpriseMember);
}

/** The project an actor may work in now ({@link projectAccess} in the actor's enterprise). */
export function projectAccessOf(db: Database, actor: Actor, projectId: string): Promise<ProjectAccess> {
  return projectAccess(db, actor.userId, projectId, actor.enterpriseId);
}

/**
 * The project, if the user may work in it now: it exists, belongs to the call's enterprise, and the user is a
 * member. Otherwise a denial saying which of these failed; nothing of the project is answered.
 */
export async function projectAccess(
  db: Database,
  userId: string,
  projectId: string,
  enterpriseId: string,
): Promise<ProjectAccess> {
  const project = await findProject(db, projectId);
  // A deleted project (in the project recycle bin) is gone for everyone's work.
  if (!project || project.deletedAt) deny(ErrorMessage.ProjectNotFound);
  if (project.enterpriseId !== enterpriseId) deny(ErrorMessage.ProjectOfAnotherEnterprise);
  const member = await findProjectMember(db, projectId, userId);
  if (!member) deny(ErrorMessage.NotProjectMember);
  const overrides = new Map<string, number>();
  if (usesFolderPermissions(project)) {
    for (const row of await folderOverridesOf(db, userId, projectId)) overrides.set(row.resourceId, row.level);
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
  // A quick project's menu levels 0 to 5 all read and open (001 section 6): below 2 they act as read-only.
  if (access.project.proType === ProjectType.Quick) {
    return Math.max(access.member.folderLevel, FolderPermission.ReadOnly);
  }
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

/**
 * A resource of the project with its path and the user's level on it. A resource of another project, or one
 * that does not exist, is a denial.
 */
export async function locateResource(ctx: { db: Database }, access: ProjectAccess, resourceId: string) {
  const resource = await findResource(ctx.db, resourceId);
  if (!resource || resource.deletedAt) deny(ErrorMessage.ResourceNotFound);
  if (resource.projectId !== access.project.id) deny(ErrorMessage.ResourceOfAnotherProject);
  const chain = await resourceChain(ctx.db, access.project.id, resourceId);
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

/**
 * Several resources located as {@link locateResource} locates each, with the same refusals in the order of `ids`,
 * but in one query of the resources and one location per distinct parent folder (a move of 1,000 files of a folder
 * reads the folder's chain once, not a thousand times).
 */
export async function locateResources(
  ctx: { db: Database },
  access: ProjectAccess,
  ids: readonly string[],
): Promise<LocatedResource[]> {
  const unique = [...new Set(ids)];
  const rows = new Map((await findResources(ctx.db, unique)).map((row) => [row.id, row]));
  const places = new Map<string, Promise<Omit<LocatedResource, 'resource'>>>();
  const placeIn = (parentId: string) => {
    let place = places.get(parentId);
    if (!place) {
      place =
        parentId === ROOT_PARENT_ID
          ? Promise.resolve({ ancestors: [], path: '', level: rootLevel(access) })
          : locateResource(ctx, access, parentId).then((parent) => ({
              ancestors: [...parent.ancestors, { id: parent.resource.id, name: parent.resource.name }],
              path: parent.path,
              level: parent.level,
            }));
      places.set(parentId, place);
    }
    return place;
  };
  const located: LocatedResource[] = [];
  for (const id of unique) {
    const resource = rows.get(id);
    if (!resource || resource.deletedAt) deny(ErrorMessage.ResourceNotFound);
    if (resource.projectId !== access.project.id) deny(ErrorMessage.ResourceOfAnotherProject);
    const parent = await placeIn(resource.parentId);
    located.push({
      resource,
      ancestors: parent.ancestors,
      path: `${parent.path}/${resource.name}`,
      level: inheritLevel(access, parent.level, resource.id),
    });
  }
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
