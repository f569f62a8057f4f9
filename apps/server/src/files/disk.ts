/**
 * A person's network disk (001 sections 2.1, 3.7, 7.6): the same operations and rules as a project's directory
 * (rules/files: the name rule, unique names in a folder, a file's extension kept, no folder into itself, the
 * same-name choices, 30 days in the recycle bin), owned by the person alone, with categories and a quota the server
 * enforces (the recycle bin counts until it is emptied).
 */
import { randomUUID } from 'node:crypto';
import {
  type ConflictChoices,
  choiceFor,
  DISK_QUOTA_BYTES,
  DiskCategory,
  diskUsedRate,
  FileOperationMessage,
  fileNameSchema,
  firstMessage,
  isIntoItself,
  keepBothName,
  type PersonalResource,
  RECYCLE_RETENTION_DAYS,
  type RecycleEntry,
  recycleDaysLeft,
  renamedName,
  restoreParentDeletedMessage,
  sameNameAction,
  sameNameConflicts,
} from '@atelier/api';
import type { Database } from '../db/index';
import { deny, ErrorMessage } from '../domain/errors';
import { isUniqueViolation } from '../uploads/register';
import { formatDateTime, nameCollator, paginate } from '../util/format';
import { clash, invalid, refuseUnresolved, requireDiskRoom } from './checks';
import {
  allLiveDiskRows,
  type DiskRow,
  diskRecycleIdsBefore,
  diskRecycleRows,
  findDiskRow,
  insertDiskRows,
  liveDiskChildren,
  liveDiskNamedLike,
  markDiskDeleted,
  purgeDiskSubtrees,
  updateDiskRow,
  usedDiskBytes,
} from './diskRepository';

const ROOT = '0';
const DAY_MS = 86_400_000;

const view = (row: DiskRow): PersonalResource => ({
  resId: row.id,
  resName: row.name,
  parentId: row.parentId,
  isFolder: row.isFolder,
  fileExt: row.isFolder ? null : row.ext,
  fileSize: row.isFolder ? null : row.size,
  updateTime: formatDateTime(row.updatedAt),
  category: row.category,
});

const sorted = (rows: DiskRow[]) =>
  rows.sort((a, b) => Number(b.isFolder) - Number(a.isFolder) || nameCollator.compare(a.name, b.name));

/** The live folders of a disk by id, and whether a row's ancestors are all live (not in the recycle bin). */
export async function liveTree(db: Database, ownerId: string) {
  const rows = await allLiveDiskRows(db, ownerId);
  const folders = new Map(rows.filter((r) => r.isFolder).map((r) => [r.id, r]));
  const chainOf = (row: Pick<DiskRow, 'parentId'>): string[] | null => {
    const chain: string[] = [];
    let parentId = row.parentId;
    while (parentId !== ROOT) {
      const folder = folders.get(parentId);
      if (!folder || chain.length > 100) return null;
      chain.unshift(folder.id);
      parentId = folder.parentId;
    }
    return chain;
  };
  return { rows, folders, chainOf };
}

/** A row of the person's disk that is live and reachable; anything else is "not found". */
export async function ownRow(db: Database, ownerId: string, id: string): Promise<DiskRow & { chain: string[] }> {
  const row = await findDiskRow(db, id);
  if (!row || row.ownerId !== ownerId || row.deletedAt) deny(ErrorMessage.ResourceNotFound);
  const chain = (await liveTree(db, ownerId)).chainOf(row);
  if (!chain) deny(ErrorMessage.ResourceNotFound);
  return { ...row, chain: [...chain, row.id] };
}

export async function ownFolder(db: Database, ownerId: string, id: string): Promise<{ id: string; chain: string[] }> {
  if (id === ROOT) return { id: ROOT, chain: [] };
  const row = await ownRow(db, ownerId, id);
  if (!row.isFolder) deny(ErrorMessage.NotAFolder);
  return { id: row.id, chain: row.chain };
}

function checkName(name: string): void {
  const refusal = firstMessage(fileNameSchema, name);
  if (refusal) invalid(refusal);
}

/** A folder's content (the root without parentId), or with a category the files of that kind anywhere. */
export async function diskList(
  db: Database,
  ownerId: string,
  query: { parentId?: string | undefined; category?: string | undefined; pageNum?: number; pageSize?: number },
) {
  if (query.category && query.category !== DiskCategory.All) {
    const tree = await liveTree(db, ownerId);
    const files = tree.rows.filter((r) => !r.isFolder && r.category === query.category && tree.chainOf(r) !== null);
    return paginate(sorted(files).map(view), query.pageNum, query.pageSize ?? 50);
  }
  const folder = await ownFolder(db, ownerId, query.parentId ?? ROOT);
  const rows = await liveDiskChildren(db, ownerId, folder.id);
  return paginate(sorted(rows).map(view), query.pageNum, query.pageSize ?? 50);
}

export async function diskCreateFolder(db: Database, ownerId: string, input: { parentId: string; resName: string }) {
  const folder = await ownFolder(db, ownerId, input.parentId);
  const name = input.resName.trim();
  checkName(name);
  if (folder.chain.length + 1 > 100) invalid(ErrorMessage.FolderTooDeep);
  if ((await liveDiskChildren(db, ownerId, folder.id)).some((r) => r.name === name)) clash([name]);
  const now = new Date();
  const row: DiskRow = {
    id: randomUUID(),
    ownerId,
    parentId: folder.id,
    isFolder: true,
    name,
    ext: '',
    category: null,
    size: 0,
    storageKey: null,
    md5: null,
    contentType: null,
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
    purgedAt: null,
  };
  try {
    await insertDiskRows(db, [row]);
  } catch (error) {
    if (isUniqueViolation(error)) clash([name]);
    throw error;
  }
  return view(row);
}

export async function diskRename(db: Database, ownerId: string, input: { resId: string; resName: string }) {
  const row = await ownRow(db, ownerId, input.resId);
  const name = renamedName(input.resName, row.ext, row.isFolder);
  checkName(name);
  if (name === row.name) return null;
  if ((await liveDiskChildren(db, ownerId, row.parentId)).some((r) => r.name === name && r.id !== row.id)) {
    clash([name]);
  }
  await updateDiskRow(db, row.id, { name, updatedAt: new Date() });
  return null;
}

export async function diskDelete(db: Database, ownerId: string, resIds: readonly string[]) {
  const rows = [];
  for (const id of new Set(resIds)) rows.push(await ownRow(db, ownerId, id));
  await markDiskDeleted(
    db,
    rows.map((r) => r.id),
    new Date(),
  );
  return null;
}

interface DiskTransfer extends ConflictChoices {
  resIds: readonly string[];
  targetId: string;
}

async function prepare(db: Database, ownerId: string, input: DiskTransfer) {
  const target = await ownFolder(db, ownerId, input.targetId);
  const sources = [];
  for (const id of new Set(input.resIds)) sources.push(await ownRow(db, ownerId, id));
  const folderIds = sources.filter((s) => s.isFolder).map((s) => s.id);
  if (isIntoItself(folderIds, target.chain)) invalid(FileOperationMessage.IntoItself);
  const existing = new Map((await liveDiskChildren(db, ownerId, target.id)).map((r) => [r.name, r]));
  return { target, sources, existing };
}

/** Moves within the disk; clashes as in a project (replace sends the one there to the recycle bin). */
export async function diskMove(db: Database, ownerId: string, input: DiskTransfer) {
  const { target, sources, existing } = await prepare(db, ownerId, input);
  const moving = sources.filter((s) => s.parentId !== target.id);
  if (moving.length === 0) invalid(FileOperationMessage.SameFolder);
  const clashing = sameNameConflicts(
    moving.map((s) => s.name),
    existing.keys(),
  );
  refuseUnresolved(clashing, input);
  const taken = new Set(existing.keys());
  const now = new Date();
  await db.transaction(async (tx) => {
    for (const source of moving) {
      const there = existing.get(source.name);
      let name = source.name;
      // The disk keeps no versions: replacing sends the one there to the recycle bin.
      const action = sameNameAction(choiceFor(source.name, input), source, there, false);
      if (action === 'skip') continue;
      if (action === 'keepBoth') name = keepBothName(source.name, taken, source.isFolder);
      if (action === 'displace' && there) await markDiskDeleted(tx, [there.id], now);
      taken.add(name);
      await updateDiskRow(tx, source.id, { parentId: target.id, name, updatedAt: now });
    }
  });
  return null;
}

/** Copies within the disk (folders with their content); the copies count against the quota. */
export async function diskCopy(db: Database, ownerId: string, input: DiskTransfer) {
  const { target, sources, existing } = await prepare(db, ownerId, input);
  const clashing = sameNameConflicts(
    sources.map((s) => s.name),
    existing.keys(),
  );
  refuseUnresolved(clashing, input);
  const tree = await liveTree(db, ownerId);
  const childrenOf = new Map<string, DiskRow[]>();
  for (const row of tree.rows) childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);
  const taken = new Set(existing.keys());
  const now = new Date();
  const copies: DiskRow[] = [];
  const trashed: string[] = [];
  const copyInto = (row: DiskRow, parentId: string, name: string) => {
    const id = randomUUID();
    copies.push({ ...row, id, parentId, name, createdAt: now, updatedAt: now, deletedAt: null, purgedAt: null });
    if (row.isFolder) for (const child of childrenOf.get(row.id) ?? []) copyInto(child, id, child.name);
  };
  for (const source of sources) {
    const there = existing.get(source.name);
    let name = source.name;
    const action = sameNameAction(choiceFor(source.name, input), source, there, false);
    if (action === 'skip' || (there?.id === source.id && action !== 'keepBoth')) continue;
    if (action === 'keepBoth') name = keepBothName(source.name, taken, source.isFolder);
    if (action === 'displace' && there) trashed.push(there.id);
    taken.add(name);
    copyInto(source, target.id, name);
  }
  const adding = copies.reduce((total, row) => total + (row.isFolder ? 0 : row.size), 0);
  await requireDiskRoom(db, ownerId, adding);
  await db.transaction(async (tx) => {
    await markDiskDeleted(tx, trashed, now);
    await insertDiskRows(tx, copies);
  });
  return null;
}

export async function diskSearch(
  db: Database,
  ownerId: string,
  query: { keyword: string; pageNum?: number; pageSize?: number },
) {
  const tree = await liveTree(db, ownerId);
  const hits = (await liveDiskNamedLike(db, ownerId, query.keyword.trim())).filter((r) => tree.chainOf(r) !== null);
  return paginate(sorted(hits).map(view), query.pageNum, query.pageSize ?? 50);
}

async function purgeExpiredDisk(db: Database, ownerId: string, now = new Date()) {
  const before = new Date(now.getTime() - RECYCLE_RETENTION_DAYS * DAY_MS);
  await purgeDiskSubtrees(db, ownerId, await diskRecycleIdsBefore(db, ownerId, before), now);
}

export async function diskRecycleList(
  db: Database,
  owner: { id: string; realname: string },
  query: { category?: string | undefined; pageNum?: number; pageSize?: number },
): Promise<{ list: RecycleEntry[]; total: number }> {
  const now = new Date();
  await purgeExpiredDisk(db, owner.id, now);
  const rows = (await diskRecycleRows(db, owner.id)).filter(
    (r) => !query.category || query.category === DiskCategory.All || r.category === query.category,
  );
  const list = rows.map((row) => ({
    resId: row.id,
    resName: row.name,
    isFolder: row.isFolder,
    fileExt: row.isFolder ? null : row.ext,
    fileSize: row.isFolder ? null : row.size,
    path: '',
    parentId: row.parentId,
    deleteTime: formatDateTime(row.deletedAt as Date),
    deleteBy: owner.realname,
    daysLeft: recycleDaysLeft(row.deletedAt as Date, now),
  }));
  return paginate(list, query.pageNum, query.pageSize ?? 50);
}

async function binEntries(db: Database, ownerId: string, resIds: readonly string[]) {
  await purgeExpiredDisk(db, ownerId);
  const entries = [];
  for (const id of new Set(resIds)) {
    const row = await findDiskRow(db, id);
    if (!row || row.ownerId !== ownerId || !row.deletedAt || row.purgedAt) deny(FileOperationMessage.NotInRecycleBin);
    entries.push(row);
  }
  return entries;
}

/** Restores to where they were; a folder itself in the bin is named, a taken name gets "name (1)". */
export async function diskRecover(db: Database, ownerId: string, resIds: readonly string[]) {
  const entries = await binEntries(db, ownerId, resIds);
  for (const entry of entries) {
    let parentId = entry.parentId;
    while (parentId !== ROOT) {
      const parent = await findDiskRow(db, parentId);
      if (!parent) break;
      if (parent.deletedAt) invalid(restoreParentDeletedMessage(parent.name));
      parentId = parent.parentId;
    }
  }
  await db.transaction(async (tx) => {
    for (const entry of entries) {
      const taken = new Set((await liveDiskChildren(tx, ownerId, entry.parentId)).map((r) => r.name));
      const name = taken.has(entry.name) ? keepBothName(entry.name, taken, entry.isFolder) : entry.name;
      await updateDiskRow(tx, entry.id, { name, deletedAt: null, updatedAt: new Date() });
    }
  });
  return null;
}

export async function diskDeleteFromRecycle(db: Database, ownerId: string, resIds: readonly string[]) {
  const entries = await binEntries(db, ownerId, resIds);
  await purgeDiskSubtrees(
    db,
    ownerId,
    entries.map((e) => e.id),
    new Date(),
  );
  return null;
}

/** Empties the recycle bin. */
export async function diskCleanRecycle(db: Database, ownerId: string) {
  const rows = await diskRecycleRows(db, ownerId);
  await purgeDiskSubtrees(
    db,
    ownerId,
    rows.map((r) => r.id),
    new Date(),
  );
  return null;
}

/** Used and maximum bytes, and the used share in percent (capped at 100). */
export async function diskCapacity(db: Database, ownerId: string) {
  const used = await usedDiskBytes(db, ownerId);
  return { usedCapacity: used, maxCapacity: DISK_QUOTA_BYTES, usedRate: diskUsedRate(used, DISK_QUOTA_BYTES) };
}
