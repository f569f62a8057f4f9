import type { ApprovalFile, DrawingRef, RecognitionStatus } from '@atelier/api';
import { eq, inArray } from 'drizzle-orm';
import { type FolderIndex, loadFolderIndex } from '../access/folderIndex';
import { allows, Need, type ProjectAccess, type ResourceRow, requireProject } from '../access/projectAccess';
import type { Database } from '../db/index';
import { fileRecords, ROOT_PARENT_ID, resources } from '../db/schema';
import { deny, ErrorMessage } from '../domain/errors';
import type { HandlerContext } from '../http/registerEndpoint';
import { chunks } from '../recognition/store';
import { formatDateTime } from '../util/format';

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

export async function projectScope(ctx: HandlerContext<unknown>, projectId: string): Promise<ProjectScope> {
  const access = await requireProject(ctx, projectId);
  return { access, index: await loadFolderIndex(ctx.db, access) };
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
  const rows: { recordId: string; resource: ResourceRow }[] = [];
  for (const part of chunks([...new Set(recordIds)])) {
    rows.push(
      ...(await db
        .select({ recordId: fileRecords.id, resource: resources })
        .from(fileRecords)
        .innerJoin(resources, eq(resources.id, fileRecords.resourceId))
        .where(inArray(fileRecords.id, part))),
    );
  }
  const byRecord = new Map(rows.map((row) => [row.recordId, row.resource]));
  for (const id of recordIds) if (!byRecord.has(id)) deny(ErrorMessage.RecordNotFound);
  return byRecord;
}

/**
 * File versions by record id, each of a file the user may read; every project involved is checked (membership in
 * the call's enterprise). `projectId` set: they must all be of that project.
 */
export async function readableVersions(
  ctx: HandlerContext<unknown>,
  recordIds: readonly string[],
  projectId?: string,
): Promise<Map<string, DrawingVersion>> {
  const byRecord = await versionRows(ctx.db, recordIds);
  const scopes = new Map<string, ProjectScope>();
  if (projectId !== undefined) scopes.set(projectId, await projectScope(ctx, projectId));
  const found = new Map<string, DrawingVersion>();
  for (const [recordId, resource] of byRecord) {
    if (projectId !== undefined && resource.projectId !== projectId) deny(ErrorMessage.ResourceOfAnotherProject);
    let scope = scopes.get(resource.projectId);
    if (!scope) {
      scope = await projectScope(ctx, resource.projectId);
      scopes.set(resource.projectId, scope);
    }
    found.set(recordId, { recordId, ...readableFile(scope, resource) });
  }
  return found;
}

/** The versions the wizard's drawing references name; a reference whose version is not of its file is refused. */
export async function referencedVersions(
  ctx: HandlerContext<unknown>,
  refs: readonly DrawingRef[],
  projectId?: string,
): Promise<Map<string, DrawingVersion>> {
  const found = await readableVersions(
    ctx,
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
