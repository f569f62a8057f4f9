/**
 * Copies between a person's network disk and a project (001 section 7.6, issue 26): both ways the copies point at
 * the same stored bytes (nothing is copied in the store), names taken in the target follow the same-name choices
 * (rules/files), and the server checks the levels itself: edit (4) on the project folder that receives, download
 * (3) on every project file or folder that leaves (what the person may not download stays behind), the disk's
 * quota on what arrives there.
 */
import { randomUUID } from 'node:crypto';
import {
  type ConflictChoices,
  categoryOfExtension,
  choiceFor,
  FileOperationMessage,
  keepBothName,
  sameNameAction,
  sameNameConflicts,
} from '@atelier/api';
import { allows, inheritLevel, Need, type ProjectAccess, type ResourceRow } from '../access/projectAccess';
import type { Database } from '../db/index';
import { ErrorMessage } from '../domain/errors';
import { insertVersion } from '../uploads/fileRepository';
import { MAX_FOLDER_DEPTH } from '../uploads/register';
import { actedOn, invalid, refuseUnresolved, requireDiskRoom, requireEditThere } from './checks';
import { liveTree, ownFolder, ownRow } from './disk';
import { type DiskRow, insertDiskRows, liveDiskChildren, markDiskDeleted } from './diskRepository';
import { editableFolder } from './operations';
import {
  childrenByName,
  insertCopies,
  liveDescendantsOf,
  markDeleted,
  type RecordRow,
  recordsByIds,
} from './repository';

/** What a copy between the disk and a project is asked to do. */
export interface CrossCopyInput extends ConflictChoices {
  resIds: readonly string[];
  targetId: string;
}

/**
 * Disk files and folders into a project folder the person may edit. A file onto a file there becomes its new
 * version on replace; a folder there goes to the project's recycle bin on replace.
 */
export async function copyDiskToProject(
  db: Database,
  ownerId: string,
  access: ProjectAccess,
  input: CrossCopyInput,
): Promise<null> {
  const target = await editableFolder(db, access, input.targetId);
  const sources: DiskRow[] = [];
  for (const id of new Set(input.resIds)) sources.push(await ownRow(db, ownerId, id));
  const existing = await childrenByName(db, access.project.id, target.id);
  const conflicts = sameNameConflicts(
    sources.map((s) => s.name),
    existing.keys(),
  );
  refuseUnresolved(conflicts, input);

  const tree = await liveTree(db, ownerId);
  const childrenOf = new Map<string, DiskRow[]>();
  for (const row of tree.rows) childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);
  const now = new Date();
  const rows: ResourceRow[] = [];
  const records: RecordRow[] = [];
  const versions: { there: ResourceRow; bytes: DiskRow }[] = [];
  const trashed: string[] = [];
  const taken = new Set(existing.keys());

  const copyInto = (row: DiskRow, parentId: string, name: string, depth: number) => {
    if (depth > MAX_FOLDER_DEPTH) invalid(ErrorMessage.FolderTooDeep);
    if (!row.isFolder && (!row.storageKey || !row.md5)) return;
    const id = randomUUID();
    const recordId = row.isFolder ? null : randomUUID();
    rows.push({
      id,
      projectId: access.project.id,
      parentId,
      isFolder: row.isFolder,
      name,
      ext: row.isFolder ? '' : row.ext,
      size: row.isFolder ? 0 : row.size,
      currentRecordId: recordId,
      folderType: null,
      recognitionStatus: null,
      printCopies: 1,
      createdBy: access.userId,
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
      deletedBy: null,
      purgedAt: null,
    });
    if (recordId && row.storageKey && row.md5) {
      records.push({
        id: recordId,
        resourceId: id,
        version: 1,
        storageKey: row.storageKey,
        size: row.size,
        md5: row.md5,
        contentType: row.contentType ?? 'application/octet-stream',
        createdBy: access.userId,
        createdAt: now,
      });
    }
    if (row.isFolder) for (const child of childrenOf.get(row.id) ?? []) copyInto(child, id, child.name, depth + 1);
  };

  for (const source of sources) {
    const there = existing.get(source.name);
    let name = source.name;
    const action = sameNameAction(choiceFor(source.name, input), source, there, true);
    if (action === 'skip') continue;
    if (action === 'keepBoth') name = keepBothName(source.name, taken, source.isFolder);
    if ((action === 'newVersion' || action === 'displace') && there) {
      requireEditThere(access, target, there);
      if (action === 'newVersion') {
        versions.push({ there, bytes: source });
        continue;
      }
      trashed.push(there.id);
    }
    taken.add(name);
    copyInto(source, target.id, name, target.chain.length + 1);
  }

  await db.transaction(async (tx) => {
    await markDeleted(tx, trashed, access.userId, now);
    for (const { there, bytes } of versions) {
      if (!bytes.storageKey || !bytes.md5) continue;
      await insertVersion(tx, there, {
        id: randomUUID(),
        storageKey: bytes.storageKey,
        size: bytes.size,
        md5: bytes.md5,
        contentType: bytes.contentType ?? 'application/octet-stream',
        createdBy: access.userId,
        createdAt: now,
      });
    }
    await insertCopies(tx, rows, records);
  });
  return null;
}

/**
 * Project files and folders into a folder of the person's disk: download (3) is needed on each chosen one (else
 * 您没有复制该文件或文件夹的权限); inside a folder, what the person may not download is left behind. The disk keeps no
 * versions: replace sends the one there to the disk's recycle bin. The copies must fit the quota.
 */
export async function copyProjectToDisk(
  db: Database,
  ownerId: string,
  access: ProjectAccess,
  input: CrossCopyInput,
): Promise<null> {
  const target = await ownFolder(db, ownerId, input.targetId);
  const located = await actedOn(db, access, input.resIds, Need.Download, FileOperationMessage.NoCopyPermission);
  const levels = new Map<string, number | null>(located.map((l) => [l.resource.id, l.level]));
  const sources: ResourceRow[] = located.map((l) => l.resource);
  const existing = new Map((await liveDiskChildren(db, ownerId, target.id)).map((r) => [r.name, r]));
  const conflicts = sameNameConflicts(
    sources.map((s) => s.name),
    existing.keys(),
  );
  refuseUnresolved(conflicts, input);

  // Below the chosen folders: what the person may download, parents before children.
  const descendants = await liveDescendantsOf(
    db,
    access.project.id,
    sources.filter((s) => s.isFolder).map((s) => s.id),
  );
  const childrenOf = new Map<string, ResourceRow[]>();
  for (const row of descendants) {
    const parentLevel = levels.get(row.parentId);
    if (parentLevel === undefined) continue;
    const level = inheritLevel(access, parentLevel, row.id);
    if (!allows(level, Need.Download)) continue;
    levels.set(row.id, level);
    childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);
  }
  const fileRows = [...sources, ...[...childrenOf.values()].flat()].filter((r) => !r.isFolder && r.currentRecordId);
  const bytes = new Map(
    (
      await recordsByIds(
        db,
        fileRows.map((r) => r.currentRecordId as string),
      )
    ).map((record) => [record.resourceId, record]),
  );

  const now = new Date();
  const copies: Parameters<typeof insertDiskRows>[1] = [];
  const trashed: string[] = [];
  const taken = new Set(existing.keys());
  const copyInto = (row: ResourceRow, parentId: string, name: string) => {
    const record = bytes.get(row.id);
    if (!row.isFolder && !record) return;
    const id = randomUUID();
    copies.push({
      id,
      ownerId,
      parentId,
      isFolder: row.isFolder,
      name,
      ext: row.isFolder ? '' : row.ext,
      category: row.isFolder ? null : categoryOfExtension(row.ext),
      size: record?.size ?? 0,
      storageKey: record?.storageKey ?? null,
      md5: record?.md5 ?? null,
      contentType: record?.contentType ?? null,
      createdAt: now,
      updatedAt: now,
    });
    if (row.isFolder) for (const child of childrenOf.get(row.id) ?? []) copyInto(child, id, child.name);
  };
  for (const source of sources) {
    const there = existing.get(source.name);
    let name = source.name;
    const action = sameNameAction(choiceFor(source.name, input), source, there, false);
    if (action === 'skip') continue;
    if (action === 'keepBoth') name = keepBothName(source.name, taken, source.isFolder);
    if (action === 'displace' && there) trashed.push(there.id);
    taken.add(name);
    copyInto(source, target.id, name);
  }
  const adding = copies.reduce((total, row) => total + (row.isFolder ? 0 : (row.size ?? 0)), 0);
  await requireDiskRoom(db, ownerId, adding);
  await db.transaction(async (tx) => {
    await markDiskDeleted(tx, trashed, now);
    await insertDiskRows(tx, copies);
  });
  return null;
}
