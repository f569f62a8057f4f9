/**
 * A file's versions (001 section 7.4): roll back to an earlier one (it becomes the newest, the history stays) and
 * delete one that is not the current one. Edit (4) on the file is needed for both.
 */
import { randomUUID } from 'node:crypto';
import { FileOperationMessage } from '@atelier/api';
import { allows, locateResource, Need, projectAccessOf } from '../access/projectAccess';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { DomainError, deny, ErrorCode, ErrorMessage } from '../domain/errors';
import { insertVersion } from '../uploads/fileRepository';
import { formatDateTime } from '../util/format';
import { deleteRecordRow, findRecord, projectIdOfResource, recordsWithAuthors } from './repository';
import { queueStorageSweep } from './storageSweep';

/** The record and its file, if the user may edit the file. */
export async function editableRecord(db: Database, actor: Actor, recordId: string) {
  const record = await findRecord(db, recordId);
  if (!record) deny(ErrorMessage.RecordNotFound);
  const projectId = await projectIdOfResource(db, record.resourceId);
  if (projectId === undefined) deny(ErrorMessage.ResourceNotFound);
  const access = await projectAccessOf(db, actor, projectId);
  const located = await locateResource({ db }, access, record.resourceId);
  if (!allows(located.level, Need.Edit)) deny(ErrorMessage.NoUpdatePermission);
  return { record, resource: located.resource };
}

/** A foreign-key violation (a version an approval or a publication names). */
function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

type Editable = Awaited<ReturnType<typeof editableRecord>>;

/**
 * A new newest version of the file holding an earlier version's bytes (a roll-back, a proofread version adopted):
 * the stored object is shared, not copied. Answers the new version's id.
 */
export async function insertVersionCopy(db: Database, actor: Actor, { record, resource }: Editable): Promise<string> {
  const id = randomUUID();
  await insertVersion(db, resource, {
    id,
    storageKey: record.storageKey,
    size: record.size,
    md5: record.md5,
    contentType: record.contentType,
    createdBy: actor.userId,
    createdAt: new Date(),
  });
  return id;
}

/** Makes an earlier version current again, as a new version holding its bytes; answers the new version. */
export async function rollbackFile(db: Database, actor: Actor, recordId: string) {
  const editable = await editableRecord(db, actor, recordId);
  const { resource } = editable;
  const id = await insertVersionCopy(db, actor, editable);
  const [newest] = await recordsWithAuthors(db, resource.id);
  if (!newest || newest.record.id !== id) deny(ErrorMessage.RecordNotFound);
  return {
    recordId: newest.record.id,
    resId: resource.id,
    verNum: newest.record.version,
    createTime: formatDateTime(newest.record.createdAt),
    createBy: newest.author ?? '',
    fileSize: newest.record.size,
  };
}

/** Deletes a version that is not the current one (nor named by an approval or a publication). */
export async function deleteFileRecord(db: Database, actor: Actor, recordId: string): Promise<null> {
  const { record, resource } = await editableRecord(db, actor, recordId);
  if (resource.currentRecordId === record.id) {
    throw new DomainError(ErrorCode.InvalidRequest, FileOperationMessage.CurrentVersion);
  }
  try {
    await deleteRecordRow(db, record.id);
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw new DomainError(ErrorCode.InvalidRequest, FileOperationMessage.VersionInUse);
    throw error;
  }
  // Its object goes once nothing else references it (rapid upload shares objects by MD5).
  await queueStorageSweep(db, [record.storageKey]);
  return null;
}
