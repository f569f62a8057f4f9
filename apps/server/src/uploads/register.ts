import { randomUUID } from 'node:crypto';
import {
  checkUploadBatch,
  checkUploadFile,
  FILE_NAME_TAKEN,
  type FolderUploadNode,
  fileExtension,
  fileNameSchema,
  firstMessage,
  ResourceOwnerType,
  type UploadedFile,
} from '@atelier/api';
import {
  allows,
  inheritLevel,
  type LocatedResource,
  locateResource,
  Need,
  type ProjectAccess,
  type ResourceRow,
  rootLevel,
} from '../access/projectAccess';
import { ROOT_PARENT_ID } from '../access/repository';
import type { Database } from '../db/index';
import { DomainError, deny, ErrorCode, ErrorMessage } from '../domain/errors';
import type { FileStore } from '../storage/fileStore';
import {
  folderTypeOf,
  insertFile,
  insertFolder,
  insertVersion,
  liveChildNamed,
  versionsWithBytes,
} from './fileRepository';

/** Bytes already in the store that a new file or version points at. */
export interface StoredBytes {
  storageKey: string;
  size: number;
  md5: string;
}

/** The deepest path a resource may have (locateResource follows at most 100 ancestors). */
export const MAX_FOLDER_DEPTH = 100;

/** Owners of project uploads; the network disk, archive and pre-archive have no tables in this version. */
const PROJECT_OWNER_TYPES: readonly number[] = [ResourceOwnerType.NormalProject, ResourceOwnerType.QuickProject];

export function requireProjectOwnerType(ownerType: number): void {
  if (!PROJECT_OWNER_TYPES.includes(ownerType)) {
    throw new DomainError(ErrorCode.NotYetAvailable, ErrorMessage.NotYetAvailable);
  }
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

const invalid = (message: string): never => {
  throw new DomainError(ErrorCode.InvalidRequest, message);
};

const nameTaken = (): never => {
  throw new DomainError(ErrorCode.NameTaken, FILE_NAME_TAKEN);
};

/** A unique-index violation (a name taken meanwhile), through the driver's error and Drizzle's wrapper. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The folder a file goes into (the root or a folder) with the user's level: edit (4) or more is needed. */
export async function writableFolder(ctx: { db: Database }, access: ProjectAccess, parentId: string) {
  if (parentId === ROOT_PARENT_ID) {
    const level = rootLevel(access);
    if (!allows(level, Need.Edit)) deny(ErrorMessage.NoUploadPermission);
    return { id: ROOT_PARENT_ID, folderType: null as string | null, level, depth: 0 };
  }
  const located = await locateResource(ctx, access, parentId);
  if (!located.resource.isFolder) deny(ErrorMessage.NotAFolder);
  if (!allows(located.level, Need.Edit)) deny(ErrorMessage.NoUploadPermission);
  return {
    id: parentId,
    folderType: located.resource.folderType,
    level: located.level,
    depth: located.ancestors.length + 1,
  };
}

/** A file that gets a new version, with the type of its folder: edit (4) or more on it is needed. */
export async function writableFile(ctx: { db: Database }, access: ProjectAccess, resId: string) {
  const located: LocatedResource = await locateResource(ctx, access, resId);
  if (located.resource.isFolder) deny(ErrorMessage.NotAFile);
  if (!allows(located.level, Need.Edit)) deny(ErrorMessage.NoUpdatePermission);
  const parentId = located.resource.parentId;
  const folderType = parentId === ROOT_PARENT_ID ? null : await folderTypeOf(ctx.db, parentId);
  return { resource: located.resource, folderType };
}

/** Every rule of 001 section 5.8 the portal checks, again, with the same messages (40009). */
export function checkFileRules(
  file: { name: string; size: number },
  target: { folderType: string | null; originalExtension?: string },
): void {
  const nameRefusal = firstMessage(fileNameSchema, file.name);
  if (nameRefusal) invalid(nameRefusal);
  const refusal = checkUploadFile(file, {
    folderType: target.folderType,
    ...(target.originalExtension === undefined ? {} : { originalExtension: target.originalExtension }),
  });
  if (refusal) invalid(refusal.message);
}

/**
 * A stored file with this MD5 and size whose bytes are still there (rapid upload), among the versions of the
 * enterprises named: the caller's (issue 21: another enterprise's bytes are not fetched by their MD5), and of a file
 * `readable` lets through (a project upload: one the caller may read, issue 21).
 */
export async function knownFile(
  db: Database,
  files: FileStore,
  md5: string,
  size: number,
  enterpriseIds: readonly string[],
  readable: (resource: ResourceRow) => Promise<boolean> = async () => true,
): Promise<StoredBytes | null> {
  const candidates = await versionsWithBytes(db, md5.toLowerCase(), size, enterpriseIds);
  for (const { resource, ...candidate } of candidates) {
    if (!(await readable(resource))) continue;
    if ((await files.size(candidate.storageKey)) === size) return candidate;
  }
  return null;
}

const uploadedFile = (resource: Pick<ResourceRow, 'id' | 'name'>, recordId: string, bytes: StoredBytes) =>
  ({
    resId: resource.id,
    recordId,
    resName: resource.name,
    fileSize: bytes.size,
    fileMd5: bytes.md5,
  }) satisfies UploadedFile;

/** A name already in the folder (a file or a folder) answers 40007. */
export async function requireFreeName(db: Database, projectId: string, parentId: string, name: string) {
  if (await liveChildNamed(db, projectId, parentId, name)) nameTaken();
}

/** A new file in a folder, pointing at stored bytes. A name already in the folder answers 40007. */
export async function addProjectFile(
  db: Database,
  access: ProjectAccess,
  userId: string,
  folderId: string,
  name: string,
  bytes: StoredBytes,
): Promise<UploadedFile> {
  await requireFreeName(db, access.project.id, folderId, name);
  const ext = fileExtension(name);
  const resourceId = randomUUID();
  const recordId = randomUUID();
  const now = new Date();
  try {
    await insertFile(
      db,
      {
        id: resourceId,
        projectId: access.project.id,
        parentId: folderId,
        isFolder: false,
        name,
        ext,
        size: bytes.size,
        currentRecordId: recordId,
        createdBy: userId,
        createdAt: now,
        updatedAt: now,
      },
      {
        id: recordId,
        resourceId,
        version: 1,
        storageKey: bytes.storageKey,
        size: bytes.size,
        md5: bytes.md5,
        contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
        createdBy: userId,
        createdAt: now,
      },
    );
  } catch (error) {
    if (isUniqueViolation(error)) nameTaken();
    throw error;
  }
  return uploadedFile({ id: resourceId, name }, recordId, bytes);
}

/** A new version of a file: the next version number, the file's size and current version follow it. */
export async function addFileVersion(
  db: Database,
  resource: ResourceRow,
  userId: string,
  bytes: StoredBytes,
): Promise<UploadedFile> {
  const recordId = randomUUID();
  const now = new Date();
  // The drawing changed: its recognition has to be asked for again (insertVersion clears it).
  await insertVersion(db, resource, {
    id: recordId,
    storageKey: bytes.storageKey,
    size: bytes.size,
    md5: bytes.md5,
    contentType: CONTENT_TYPES[resource.ext] ?? 'application/octet-stream',
    createdBy: userId,
    createdAt: now,
  });
  return uploadedFile(resource, recordId, bytes);
}

/** The depth of a tree (1 for nodes without children). */
const depthOf = (nodes: readonly FolderUploadNode[]): number =>
  nodes.reduce((deepest, node) => Math.max(deepest, 1 + depthOf(node.children ?? [])), 0);

function* walk(nodes: readonly FolderUploadNode[]): Generator<FolderUploadNode> {
  for (const node of nodes) {
    yield node;
    yield* walk(node.children ?? []);
  }
}

/**
 * Creates a folder tree before a folder upload: each folder node is created, or an existing folder of that name is
 * reused (a file of that name answers 40007). Answers every folder node's local path with its id. The user needs
 * edit (4) on the target and on every reused folder.
 */
export async function createFolderTree(
  db: Database,
  access: ProjectAccess,
  userId: string,
  parent: { id: string; level: number; depth: number },
  tree: readonly FolderUploadNode[],
): Promise<{ fileLocalPath: string; resId: string }[]> {
  let files = 0;
  for (const node of walk(tree)) {
    const refusal = firstMessage(fileNameSchema, node.resName);
    if (refusal) invalid(refusal);
    if (!node.isFolder) files += 1;
  }
  const tooMany = checkUploadBatch(files);
  if (tooMany) invalid(tooMany);
  if (parent.depth + depthOf(tree) > MAX_FOLDER_DEPTH) invalid(ErrorMessage.FolderTooDeep);

  const created: { fileLocalPath: string; resId: string }[] = [];
  const visit = async (tx: Database, nodes: readonly FolderUploadNode[], at: typeof parent, localPath: string) => {
    for (const node of nodes) {
      if (!node.isFolder) continue;
      const fileLocalPath = node.fileLocalPath ?? `${localPath}/${node.resName}`;
      const existing = await liveChildNamed(tx, access.project.id, at.id, node.resName);
      let folder: typeof parent;
      if (existing) {
        if (!existing.isFolder) nameTaken();
        const level = inheritLevel(access, at.level, existing.id);
        if (!allows(level, Need.Edit)) deny(ErrorMessage.NoUploadPermission);
        folder = { id: existing.id, level, depth: at.depth + 1 };
      } else {
        const id = randomUUID();
        await insertFolder(tx, {
          id,
          projectId: access.project.id,
          parentId: at.id,
          isFolder: true,
          name: node.resName,
          createdBy: userId,
        });
        folder = { id, level: at.level, depth: at.depth + 1 };
      }
      created.push({ fileLocalPath, resId: folder.id });
      await visit(tx, node.children ?? [], folder, fileLocalPath);
    }
  };
  try {
    await db.transaction((tx) => visit(tx, tree, parent, ''));
  } catch (error) {
    if (isUniqueViolation(error)) nameTaken();
    throw error;
  }
  return created;
}
