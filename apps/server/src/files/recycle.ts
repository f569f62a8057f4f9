/**
 * A project's recycle bin (001 sections 4.7, 7.4): what was deleted directly, kept 30 days with the days left
 * shown, restored to where it was or deleted for good. Entries past their 30 days are purged whenever the bin is
 * read or changed, so none is ever shown or restored late, and by the hourly purge (projects/purge.ts). Purged
 * files' versions that nothing else names go, with their stored bytes (storageSweep.ts).
 */
import {
  FILE_NAME_TAKEN,
  FileOperationMessage,
  isRecycleExpired,
  keepBothName,
  RECYCLE_RETENTION_DAYS,
  type RecycleEntry,
  recycleDaysLeft,
  restoreParentDeletedMessage,
} from '@atelier/api';
import { allows, inheritLevel, Need, type ProjectAccess, type ResourceRow, rootLevel } from '../access/projectAccess';
import { findResource, ROOT_PARENT_ID } from '../access/repository';
import type { Database } from '../db/index';
import { DomainError, deny, ErrorCode } from '../domain/errors';
import { isUniqueViolation } from '../uploads/register';
import { formatDateTime, paginate } from '../util/format';
import {
  childrenByName,
  purgeSubtrees,
  recycleEntriesByIds,
  recycleIdsDeletedBefore,
  recycleRows,
  updateResource,
} from './repository';
import { dropStoredFiles } from './storageSweep';

const DAY_MS = 86_400_000;

/** Purges the project's entries past their 30 days (with everything under them). */
export async function purgeExpired(db: Database, projectId: string, now: Date = new Date()): Promise<void> {
  const before = new Date(now.getTime() - RECYCLE_RETENTION_DAYS * DAY_MS);
  await dropStoredFiles(
    db,
    await purgeSubtrees(db, projectId, await recycleIdsDeletedBefore(db, projectId, before), now),
  );
}

/**
 * Where an entry was: its ancestors from the root down (deleted or not), the first of them in the recycle bin if
 * any, and the user's level there.
 */
async function placeOf(db: Database, access: ProjectAccess, entry: ResourceRow) {
  const ancestors: ResourceRow[] = [];
  let parentId = entry.parentId;
  while (parentId !== ROOT_PARENT_ID && ancestors.length < 100) {
    const parent = await findResource(db, parentId);
    if (!parent || parent.projectId !== access.project.id) break;
    ancestors.unshift(parent);
    parentId = parent.parentId;
  }
  let level: number | null = rootLevel(access);
  for (const a of ancestors) level = inheritLevel(access, level, a.id);
  const parentLevel = level;
  level = inheritLevel(access, level, entry.id);
  const deletedAncestor = ancestors.find((a) => a.deletedAt !== null);
  return {
    path: ancestors.map((a) => `/${a.name}`).join(''),
    deletedAncestor,
    parentLevel,
    level,
  };
}

/** The recycle bin, newest first, with the days left; only entries the user could see where they were. */
export async function recycleList(
  db: Database,
  access: ProjectAccess,
  query: { pageNum?: number; pageSize?: number },
): Promise<{ list: RecycleEntry[]; total: number }> {
  const now = new Date();
  await purgeExpired(db, access.project.id, now);
  const list: RecycleEntry[] = [];
  for (const { resource, deleter } of await recycleRows(db, access.project.id)) {
    const deletedAt = resource.deletedAt as Date;
    if (isRecycleExpired(deletedAt, now)) continue;
    const place = await placeOf(db, access, resource);
    if (!allows(place.level, Need.Read)) continue;
    list.push({
      resId: resource.id,
      resName: resource.name,
      isFolder: resource.isFolder,
      fileExt: resource.isFolder ? null : resource.ext,
      fileSize: resource.isFolder ? null : resource.size,
      path: place.path,
      parentId: resource.parentId,
      deleteTime: formatDateTime(deletedAt),
      deleteBy: deleter ?? '',
      daysLeft: recycleDaysLeft(deletedAt, now),
    });
  }
  return paginate(list, query.pageNum, query.pageSize ?? 50);
}

/** Entries of the bin the user may change (edit where they were). */
async function editableEntries(db: Database, access: ProjectAccess, resIds: readonly string[]) {
  await purgeExpired(db, access.project.id);
  const ids = [...new Set(resIds)];
  const entries = await recycleEntriesByIds(db, access.project.id, ids);
  if (entries.length !== ids.length) deny(FileOperationMessage.NotInRecycleBin);
  const placed = [];
  for (const entry of entries) {
    const place = await placeOf(db, access, entry);
    if (!allows(place.level, Need.Edit)) deny(FileOperationMessage.NoEditPermission);
    placed.push({ entry, place });
  }
  return placed;
}

/**
 * Restores entries to the folder they were deleted from. A folder that is itself in the recycle bin is named in
 * the refusal (restore it first); a name taken there meanwhile gets "name (1)".
 */
export async function recoverResources(db: Database, access: ProjectAccess, resIds: readonly string[]) {
  const placed = await editableEntries(db, access, resIds);
  for (const { place } of placed) {
    if (place.deletedAncestor) {
      throw new DomainError(ErrorCode.InvalidRequest, restoreParentDeletedMessage(place.deletedAncestor.name));
    }
  }
  await db
    .transaction(async (tx) => {
      const takenByFolder = new Map<string, Set<string>>();
      for (const { entry } of placed) {
        let taken = takenByFolder.get(entry.parentId);
        if (!taken) {
          taken = new Set((await childrenByName(tx, access.project.id, entry.parentId)).keys());
          takenByFolder.set(entry.parentId, taken);
        }
        const name = taken.has(entry.name) ? keepBothName(entry.name, taken, entry.isFolder) : entry.name;
        taken.add(name);
        await updateResource(tx, entry.id, { name, deletedAt: null, deletedBy: null, updatedAt: new Date() });
      }
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new DomainError(ErrorCode.NameTaken, FILE_NAME_TAKEN);
      throw error;
    });
  return null;
}

/** Deletes entries of the bin for good, with everything under them. */
export async function deleteFromRecycle(db: Database, access: ProjectAccess, resIds: readonly string[]) {
  const placed = await editableEntries(db, access, resIds);
  await db.transaction(async (tx) => {
    const purged = await purgeSubtrees(
      tx,
      access.project.id,
      placed.map(({ entry }) => entry.id),
      new Date(),
    );
    await dropStoredFiles(tx, purged);
  });
  return null;
}
