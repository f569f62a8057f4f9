import type { ConflictChoice, FolderUploadNode, OssMultiUpload, UploadedFile } from '@atelier/api';
import { checkSameEnterprise, type ProjectAccess, projectAccessOf } from '../access/projectAccess';
import type { ResourceRow } from '../access/repository';
import { type ProjectScope, projectScopeOf, readableFile } from '../approvals/drawings';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { DomainError, ErrorCode, ErrorMessage } from '../domain/errors';
import type { FileStore } from '../storage/fileStore';
import { completedUpload } from './multipart';
import {
  addFileVersion,
  checkFileRules,
  createFolderTree,
  knownFile,
  requireProjectOwnerType,
  writableFile,
  writableFolder,
} from './register';
import { placeProjectUpload, precheckUploadName } from './sameName';

/**
 * The rapid upload (001 section 4.1): bytes the server already holds (same MD5 and size) in a file the caller may
 * read are registered at once, as a new file or a new version of `resId`; unknown ones answer 20003 and get uploaded. Owners without tables in this
 * version (disk, archive) answer 50001 before anything else.
 */
export async function rapidUpload(
  db: Database,
  files: FileStore,
  actor: Actor,
  request: {
    md5: string;
    size: number;
    name: string;
    projectId: string;
    parentId: string;
    ownerType: number;
    resId?: string | undefined;
    onConflict?: ConflictChoice | undefined;
  },
): Promise<UploadedFile> {
  requireProjectOwnerType(request.ownerType);
  const access = await projectAccessOf(db, actor, request.projectId);
  const file = { name: request.name, size: request.size };
  // Only bytes the caller may read are theirs to reuse (issue 21): a file with them in a project of theirs, in a
  // folder they read. The stored object is shared; the new file lands in the target, checked as any upload.
  const scopes = new Map<string, Promise<ProjectScope>>();
  const readable = async (resource: ResourceRow) => {
    let scope = scopes.get(resource.projectId);
    if (!scope) {
      scope = projectScopeOf(db, actor, resource.projectId);
      scopes.set(resource.projectId, scope);
    }
    try {
      readableFile(await scope, resource);
      return true;
    } catch (error) {
      if (error instanceof DomainError) return false;
      throw error;
    }
  };
  if (request.resId) {
    const target = await writableFile({ db }, access, request.resId);
    checkFileRules(file, { folderType: target.folderType, originalExtension: target.resource.ext });
    const known = await knownFile(db, files, request.md5, request.size, [access.project.enterpriseId], readable);
    if (!known) throw new DomainError(ErrorCode.NewFile, ErrorMessage.NewFile);
    return addFileVersion(db, target.resource, actor.userId, known);
  }
  const folder = await writableFolder({ db }, access, request.parentId);
  checkFileRules(file, { folderType: folder.folderType });
  // A taken name is told now, before the client sends every byte for nothing (or skipped, as chosen).
  const skipped = await precheckUploadName(db, access, folder, request);
  if (skipped) return skipped;
  const known = await knownFile(db, files, request.md5, request.size, [access.project.enterpriseId], readable);
  if (!known) throw new DomainError(ErrorCode.NewFile, ErrorMessage.NewFile);
  return placeProjectUpload(db, access, folder, request.name, known, request.onConflict);
}

/**
 * Registers a completed upload of the actor's as a project file, or as a new version when `resId` is given. The
 * enterprise named by the owner is checked first, then the owner type, then the project. A taken name follows the
 * choice made for it (sameName.ts), else answers 40007.
 */
export async function registerProjectFile(
  db: Database,
  actor: Actor,
  upload: OssMultiUpload,
  owner: {
    projectId: string;
    parentId: string;
    enterpriseId?: string | undefined;
    resourceOwnerType: number;
    resId?: string | null | undefined;
  },
  onConflict?: ConflictChoice | undefined,
): Promise<UploadedFile> {
  await checkSameEnterprise(db, actor, owner.enterpriseId);
  requireProjectOwnerType(owner.resourceOwnerType);
  const access = await projectAccessOf(db, actor, owner.projectId);
  const file = { name: upload.fileName, size: upload.fileLength };
  if (owner.resId) {
    const target = await writableFile({ db }, access, owner.resId);
    checkFileRules(file, { folderType: target.folderType, originalExtension: target.resource.ext });
    return addFileVersion(db, target.resource, actor.userId, await completedUpload(db, actor.userId, upload));
  }
  const folder = await writableFolder({ db }, access, owner.parentId);
  checkFileRules(file, { folderType: folder.folderType });
  const bytes = await completedUpload(db, actor.userId, upload);
  return placeProjectUpload(db, access, folder, upload.fileName, bytes, onConflict);
}

/** A new version from a completed upload: it keeps the original's extension (UPLOAD_EXTENSION_MISMATCH otherwise). */
export async function updateProjectFile(
  db: Database,
  access: ProjectAccess,
  resId: string,
  upload: OssMultiUpload,
): Promise<UploadedFile> {
  const target = await writableFile({ db }, access, resId);
  checkFileRules(
    { name: upload.fileName, size: upload.fileLength },
    { folderType: target.folderType, originalExtension: target.resource.ext },
  );
  return addFileVersion(db, target.resource, access.userId, await completedUpload(db, access.userId, upload));
}

/** The folders of a folder upload, created (or reused) under a folder the user may edit. */
export async function createProjectFolders(
  db: Database,
  access: ProjectAccess,
  parentId: string,
  tree: readonly FolderUploadNode[],
): Promise<{ fileLocalPath: string; resId: string }[]> {
  const parent = await writableFolder({ db }, access, parentId);
  return createFolderTree(db, access, access.userId, parent, tree);
}
