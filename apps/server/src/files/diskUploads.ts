/**
 * Uploads into a person's network disk (001 sections 3.5, 4.1, 7.5: the `perResOwner` target): the same rapid
 * upload by MD5 and multipart uploads as a project's, the upload rules of 001 section 5.8, a free name in the
 * folder, and the disk's quota checked before anything is registered (网盘空间不足).
 */
import { randomUUID } from 'node:crypto';
import {
  type ConflictChoice,
  categoryOfExtension,
  checkUploadBatch,
  FILE_NAME_TAKEN,
  type FolderUploadNode,
  fileExtension,
  fileNameSchema,
  firstMessage,
  keepBothName,
  type OssMultiUpload,
  sameNameAction,
  type UploadedFile,
} from '@atelier/api';
import type { Database } from '../db/index';
import { DomainError, deny, ErrorCode, ErrorMessage } from '../domain/errors';
import { membershipsOf } from '../enterprises/repository';
import type { FileStore } from '../storage/fileStore';
import { completedUpload } from '../uploads/multipart';
import { checkFileRules, isUniqueViolation, knownFile, type StoredBytes } from '../uploads/register';
import { requireDiskRoom } from './checks';
import { type DiskRow, findDiskRow, insertDiskRows, liveDiskChildren, markDiskDeleted } from './diskRepository';

const ROOT = '0';

const invalid = (message: string): never => {
  throw new DomainError(ErrorCode.InvalidRequest, message);
};
const nameTaken = (): never => {
  throw new DomainError(ErrorCode.NameTaken, FILE_NAME_TAKEN);
};

/** The person's live folder a file goes into ('0' for the root). */
async function diskFolder(db: Database, ownerId: string, parentId: string): Promise<string> {
  if (parentId === ROOT) return ROOT;
  const row = await findDiskRow(db, parentId);
  if (!row || row.ownerId !== ownerId || row.deletedAt) deny(ErrorMessage.ResourceNotFound);
  if (!row.isFolder) deny(ErrorMessage.NotAFolder);
  return row.id;
}

async function addDiskFile(
  db: Database,
  ownerId: string,
  parentId: string,
  name: string,
  bytes: StoredBytes,
): Promise<UploadedFile> {
  const ext = fileExtension(name);
  const id = randomUUID();
  try {
    await insertDiskRows(db, [
      {
        id,
        ownerId,
        parentId,
        isFolder: false,
        name,
        ext,
        category: categoryOfExtension(ext),
        size: bytes.size,
        storageKey: bytes.storageKey,
        md5: bytes.md5,
      },
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) nameTaken();
    throw error;
  }
  return { resId: id, recordId: null, resName: name, fileSize: bytes.size, fileMd5: bytes.md5 };
}

/**
 * A taken name before the bytes are sent: free, or covered by the choice made for it (else 40007). A skip answers
 * the file already there at once; otherwise null.
 */
async function precheckName(
  db: Database,
  ownerId: string,
  parentId: string,
  request: { name: string; size: number; md5: string; onConflict?: ConflictChoice | undefined },
): Promise<UploadedFile | null> {
  const there = (await liveDiskChildren(db, ownerId, parentId)).find((r) => r.name === request.name);
  if (!there) return null;
  if (!request.onConflict) return nameTaken();
  return sameNameAction(request.onConflict, { isFolder: false }, there, false) === 'skip'
    ? skippedFor(there, request)
    : null;
}

const skippedFor = (there: DiskRow, bytes: { size: number; md5: string }): UploadedFile => ({
  resId: there.id,
  recordId: null,
  resName: there.name,
  fileSize: there.isFolder ? bytes.size : there.size,
  fileMd5: there.md5 ?? bytes.md5,
});

/**
 * Registers bytes under `name`, honouring the choice for a taken name: the disk keeps no versions, so replacing
 * sends the one there to the recycle bin (restorable for 30 days); keep both takes "name (1)"; skip registers
 * nothing. The quota counts what is added.
 */
async function placeDiskUpload(
  db: Database,
  ownerId: string,
  parentId: string,
  name: string,
  bytes: StoredBytes,
  onConflict: ConflictChoice | undefined,
): Promise<UploadedFile> {
  const siblings = await liveDiskChildren(db, ownerId, parentId);
  const there = siblings.find((r) => r.name === name);
  const action = there ? sameNameAction(onConflict ?? nameTaken(), { isFolder: false }, there, false) : 'place';
  if (action === 'skip' && there) return skippedFor(there, bytes);
  await requireDiskRoom(db, ownerId, bytes.size);
  if (action === 'keepBoth') {
    return addDiskFile(db, ownerId, parentId, keepBothName(name, new Set(siblings.map((r) => r.name))), bytes);
  }
  if (action === 'displace' && there) await markDiskDeleted(db, [there.id], new Date());
  return addDiskFile(db, ownerId, parentId, name, bytes);
}

/** Known bytes (same MD5 and size) become a disk file at once; unknown ones answer 20003 and get uploaded. */
export async function diskRapidUpload(
  db: Database,
  files: FileStore,
  ownerId: string,
  request: { md5: string; size: number; name: string; parentId: string; onConflict?: ConflictChoice | undefined },
): Promise<UploadedFile> {
  const parentId = await diskFolder(db, ownerId, request.parentId);
  checkFileRules({ name: request.name, size: request.size }, { folderType: null });
  const skipped = await precheckName(db, ownerId, parentId, request);
  if (skipped) return skipped;
  await requireDiskRoom(db, ownerId, request.size);
  // Only bytes of the person's own enterprises' projects are known to a disk upload.
  const enterpriseIds = (await membershipsOf(db, ownerId)).map((enterprise) => enterprise.id);
  const known = await knownFile(db, files, request.md5, request.size, enterpriseIds);
  if (!known) throw new DomainError(ErrorCode.NewFile, ErrorMessage.NewFile);
  return placeDiskUpload(db, ownerId, parentId, request.name, known, request.onConflict);
}

/** Registers a completed multipart upload of the person's as a disk file. */
export async function registerDiskFile(
  db: Database,
  ownerId: string,
  upload: OssMultiUpload,
  owner: { parentId: string },
  onConflict?: ConflictChoice | undefined,
): Promise<UploadedFile> {
  const parentId = await diskFolder(db, ownerId, owner.parentId);
  checkFileRules({ name: upload.fileName, size: upload.fileLength }, { folderType: null });
  const bytes = await completedUpload(db, ownerId, upload);
  return placeDiskUpload(db, ownerId, parentId, upload.fileName, bytes, onConflict);
}

/** The picked paths whose file would land on a taken name in the disk (folders are reused by name). */
export async function takenDiskUploadPaths(
  db: Database,
  ownerId: string,
  request: { parentId: string; paths: readonly string[] },
): Promise<string[]> {
  const root = await diskFolder(db, ownerId, request.parentId);
  const children = new Map<string, Promise<DiskRow[]>>();
  const childrenOf = (folderId: string) => {
    let found = children.get(folderId);
    if (!found) {
      found = liveDiskChildren(db, ownerId, folderId);
      children.set(folderId, found);
    }
    return found;
  };
  const taken: string[] = [];
  for (const path of request.paths) {
    const parts = path.split('/').filter((part) => part.length > 0);
    const name = parts.pop();
    let folderId: string | null = root;
    for (const folder of parts) {
      const next: DiskRow | undefined = (await childrenOf(folderId)).find((r) => r.name === folder);
      folderId = next?.isFolder ? next.id : null;
      if (folderId === null) break;
    }
    if (folderId !== null && name && (await childrenOf(folderId)).some((r) => r.name === name)) taken.push(path);
  }
  return taken;
}

/** The folders of a folder upload into the disk, created or reused (a file of that name answers 40007). */
export async function createDiskFolders(
  db: Database,
  ownerId: string,
  parentId: string,
  tree: readonly FolderUploadNode[],
): Promise<{ fileLocalPath: string; resId: string }[]> {
  const root = await diskFolder(db, ownerId, parentId);
  let fileCount = 0;
  const count = (nodes: readonly FolderUploadNode[]) => {
    for (const node of nodes) {
      const refusal = firstMessage(fileNameSchema, node.resName);
      if (refusal) invalid(refusal);
      if (!node.isFolder) fileCount += 1;
      count(node.children ?? []);
    }
  };
  count(tree);
  const tooMany = checkUploadBatch(fileCount);
  if (tooMany) invalid(tooMany);
  const created: { fileLocalPath: string; resId: string }[] = [];
  const visit = async (tx: Database, nodes: readonly FolderUploadNode[], at: string, localPath: string) => {
    for (const node of nodes) {
      if (!node.isFolder) continue;
      const fileLocalPath = node.fileLocalPath ?? `${localPath}/${node.resName}`;
      const existing = (await liveDiskChildren(tx, ownerId, at)).find((r) => r.name === node.resName);
      let id: string;
      if (existing) {
        if (!existing.isFolder) nameTaken();
        id = existing.id;
      } else {
        id = randomUUID();
        await insertDiskRows(tx, [{ id, ownerId, parentId: at, isFolder: true, name: node.resName }]);
      }
      created.push({ fileLocalPath, resId: id });
      await visit(tx, node.children ?? [], id, fileLocalPath);
    }
  };
  try {
    await db.transaction((tx) => visit(tx, tree, root, ''));
  } catch (error) {
    if (isUniqueViolation(error)) nameTaken();
    throw error;
  }
  return created;
}
