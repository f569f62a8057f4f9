/**
 * Uploads into a person's network disk (001 sections 3.5, 4.1, 7.5: the `perResOwner` target): the same rapid
 * upload by MD5 and multipart uploads as a project's, the upload rules of 001 section 5.8, a free name in the
 * folder, and the disk's quota checked before anything is registered (网盘空间不足).
 */
import { randomUUID } from 'node:crypto';
import {
  categoryOfExtension,
  checkUploadBatch,
  DISK_QUOTA_BYTES,
  FILE_NAME_TAKEN,
  FileOperationMessage,
  type FolderUploadNode,
  fileExtension,
  fileNameSchema,
  firstMessage,
  fitsQuota,
  type OssMultiUpload,
  type UploadedFile,
} from '@atelier/api';
import type { Database } from '../db/index';
import { DomainError, deny, ErrorCode, ErrorMessage } from '../domain/errors';
import type { FileStore } from '../storage/fileStore';
import { completedUpload } from '../uploads/multipart';
import { checkFileRules, isUniqueViolation, knownFile, type StoredBytes } from '../uploads/register';
import { findDiskRow, insertDiskRows, liveDiskChildren, usedDiskBytes } from './diskRepository';

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

async function requireFreeName(db: Database, ownerId: string, parentId: string, name: string) {
  if ((await liveDiskChildren(db, ownerId, parentId)).some((r) => r.name === name)) nameTaken();
}

async function requireRoom(db: Database, ownerId: string, size: number) {
  if (!fitsQuota(await usedDiskBytes(db, ownerId), size, DISK_QUOTA_BYTES)) {
    invalid(FileOperationMessage.DiskQuotaExceeded);
  }
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

/** Known bytes (same MD5 and size) become a disk file at once; unknown ones answer 20003 and get uploaded. */
export async function diskRapidUpload(
  db: Database,
  files: FileStore,
  ownerId: string,
  request: { md5: string; size: number; name: string; parentId: string },
): Promise<UploadedFile> {
  const parentId = await diskFolder(db, ownerId, request.parentId);
  checkFileRules({ name: request.name, size: request.size }, { folderType: null });
  await requireFreeName(db, ownerId, parentId, request.name);
  await requireRoom(db, ownerId, request.size);
  const known = await knownFile(db, files, request.md5, request.size);
  if (!known) throw new DomainError(ErrorCode.NewFile, ErrorMessage.NewFile);
  return addDiskFile(db, ownerId, parentId, request.name, known);
}

/** Registers a completed multipart upload of the person's as a disk file. */
export async function registerDiskFile(
  db: Database,
  ownerId: string,
  upload: OssMultiUpload,
  owner: { parentId: string },
): Promise<UploadedFile> {
  const parentId = await diskFolder(db, ownerId, owner.parentId);
  checkFileRules({ name: upload.fileName, size: upload.fileLength }, { folderType: null });
  const bytes = await completedUpload(db, ownerId, upload);
  await requireFreeName(db, ownerId, parentId, upload.fileName);
  await requireRoom(db, ownerId, bytes.size);
  return addDiskFile(db, ownerId, parentId, upload.fileName, bytes);
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
