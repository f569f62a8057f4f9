import type { ApprovalFile, DrawingRef, RecognitionStatus } from '@atelier/api';
import { type FolderIndex, loadFolderIndex } from '../access/folderIndex';
import { allows, Need, type ProjectAccess, projectAccessOf, type ResourceRow } from '../access/projectAccess';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { deny, ErrorMessage } from '../domain/errors';
import { formatDateTime } from '../util/format';
import { filesOfVersions, ROOT_PARENT_ID } from './drawingRepository';

/** A version of a file the user may read, with where the file is. */
export interface DrawingVersion {
  recordId: string;
  resource: ResourceRow;
  projectId: string;
  enterpriseId: string;
  /** '/01 建筑/施工图/建施-01 总平面图.pdf'. */
  path: string;
  /** '/01 建筑/施工图' ('' at the root). */
  parentPath: string;
  parentName: string;
  level: number;
}

/** Whether a file is a PDF (the only format the text-signature page configures). */
export const isPdf = (resource: ResourceRow): boolean => resource.ext.toLowerCase() === 'pdf';

/** A project the user is in, with its folders in memory (one per project of a call). */
export interface ProjectScope {
  access: ProjectAccess;
  index: FolderIndex;
}

/** The scope of a project whose access was checked (the endpoint's declared `access.project`). */
export async function scopeOf(db: Database, access: ProjectAccess): Promise<ProjectScope> {
  return { access, index: await loadFolderIndex(db, access) };
}

/** The scope of a project the actor may work in now; a denial saying why not otherwise. */
export async function projectScopeOf(db: Database, actor: Actor, projectId: string): Promise<ProjectScope> {
  return scopeOf(db, await projectAccessOf(db, actor, projectId));
}

/** A file the user may read in a scope, or a denial saying why not. */
export function readableFile(scope: ProjectScope, resource: ResourceRow): Omit<DrawingVersion, 'recordId'> {
  if (resource.projectId !== scope.access.project.id) deny(ErrorMessage.ResourceOfAnotherProject);
  if (resource.deletedAt || resource.isFolder) deny(ErrorMessage.ResourceNotFound);
  const parentPath = scope.index.pathOf(resource.parentId);
  if (parentPath === null) deny(ErrorMessage.ResourceNotFound);
  const level = scope.index.levelIn(resource.parentId, resource.id);
  if (!allows(level, Need.Read)) deny(ErrorMessage.NoReadPermission);
  return {
    resource,
    projectId: resource.projectId,
    enterpriseId: scope.access.project.enterpriseId,
    path: `${parentPath}/${resource.name}`,
    parentPath,
    parentName: resource.parentId === ROOT_PARENT_ID ? '' : scope.index.nameOf(resource.parentId),
    level,
  };
}

async function versionRows(db: Database, recordIds: readonly string[]) {
  const byRecord = await filesOfVersions(db, recordIds);
  for (const id of recordIds) if (!byRecord.has(id)) deny(ErrorMessage.RecordNotFound);
  return byRecord;
}

/**
 * File versions by record id, each of a file the user may read; every project involved is checked (membership in
 * the call's enterprise). `projectId` set: they must all be of that project.
 */
export async function readableVersions(
  db: Database,
  actor: Actor,
  recordIds: readonly string[],
  projectId?: string,
): Promise<Map<string, DrawingVersion>> {
  const byRecord = await versionRows(db, recordIds);
  const scopes = new Map<string, ProjectScope>();
  if (projectId !== undefined) scopes.set(projectId, await projectScopeOf(db, actor, projectId));
  const found = new Map<string, DrawingVersion>();
  for (const [recordId, resource] of byRecord) {
    if (projectId !== undefined && resource.projectId !== projectId) deny(ErrorMessage.ResourceOfAnotherProject);
    let scope = scopes.get(resource.projectId);
    if (!scope) {
      scope = await projectScopeOf(db, actor, resource.projectId);
      scopes.set(resource.projectId, scope);
    }
    found.set(recordId, { recordId, ...readableFile(scope, resource) });
  }
  return found;
}

/** The versions the wizard's drawing references name; a reference whose version is not of its file is refused. */
export async function referencedVersions(
  db: Database,
  actor: Actor,
  refs: readonly DrawingRef[],
  projectId?: string,
): Promise<Map<string, DrawingVersion>> {
  const found = await readableVersions(
    db,
    actor,
    refs.map((ref) => ref.recordId),
    projectId,
  );
  for (const ref of refs) if (found.get(ref.recordId)?.resource.id !== ref.resId) deny(ErrorMessage.RecordNotFound);
  return found;
}

/** A drawing as the wizard's steps and the approval show it. */
export function approvalFileView(
  version: DrawingVersion,
  status: RecognitionStatus | null,
  actId: string | null = null,
): ApprovalFile {
  const { resource } = version;
  return {
    resId: resource.id,
    recordId: version.recordId,
    resName: resource.name,
    fileExt: resource.ext,
    pathName: version.parentPath || '/',
    path: version.path,
    parentId: resource.parentId,
    parentName: version.parentName,
    projectId: version.projectId,
    isFolder: false,
    actId,
    distinguishType: status,
    printCopies: resource.printCopies,
    updateTime: formatDateTime(resource.updatedAt),
  };
}
