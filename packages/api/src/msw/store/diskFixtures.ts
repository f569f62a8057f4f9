import type { PersonalResource, RecycleEntry } from '../../entities/project';
import {
  type ConflictChoice,
  type ConflictChoices,
  categoryOfExtension,
  choiceFor,
  conflictMessage,
  DISK_QUOTA_BYTES,
  DiskCategory,
  diskUsedRate,
  extensionOf,
  FileMessage,
  FileOperationMessage,
  fitsQuota,
  isIntoItself,
  keepBothName,
  recycleDaysLeft,
  renamedName,
  restoreParentDeletedMessage,
  sameNameAction,
  sameNameConflicts,
  unresolvedConflicts,
} from '../../rules/files';
import { fileNameSchema, firstMessage } from '../../rules/rules';
import type { FixtureResource } from '../seed';
import { FixtureCode, fixtureNow, refuse } from './core';
import { fixtureDelete, fixtureUploadIntoProject } from './fileOperations';
import type { FixtureStore } from './index';

/**
 * The fixture's network disks (one per person), kept beside the store like the project recycle bin: state only,
 * the rules come from `rules/files`.
 */
interface DiskRow extends PersonalResource {
  ownerId: string;
  deletedAt: Date | null;
  deleteBy: string;
}

const disks = new WeakMap<FixtureStore, DiskRow[]>();
const rowsOf = (store: FixtureStore): DiskRow[] => {
  let rows = disks.get(store);
  if (!rows) {
    rows = [];
    disks.set(store, rows);
  }
  return rows;
};

const live = (store: FixtureStore, ownerId: string) =>
  rowsOf(store).filter((r) => r.ownerId === ownerId && r.deletedAt === null && reachable(store, r));

function reachable(store: FixtureStore, row: DiskRow): boolean {
  let parentId = row.parentId;
  while (parentId !== '0') {
    const parent = rowsOf(store).find((r) => r.resId === parentId);
    if (!parent || parent.deletedAt) return false;
    parentId = parent.parentId;
  }
  return true;
}

const shown = ({ ownerId: _o, deletedAt: _d, deleteBy: _b, ...row }: DiskRow): PersonalResource => row;
const byName = (a: DiskRow, b: DiskRow) =>
  Number(b.isFolder) - Number(a.isFolder) || a.resName.localeCompare(b.resName, 'zh-CN');

function own(store: FixtureStore, ownerId: string, resId: string): DiskRow {
  return live(store, ownerId).find((r) => r.resId === resId) ?? refuse(FixtureCode.Error, FileMessage.NotFound);
}

function chainOf(store: FixtureStore, ownerId: string, folderId: string): string[] {
  const chain: string[] = [];
  let id = folderId;
  while (id !== '0') {
    chain.unshift(id);
    id = own(store, ownerId, id).parentId;
  }
  return chain;
}

function checkName(name: string) {
  const message = firstMessage(fileNameSchema, name);
  if (message) refuse(FixtureCode.Error, message);
}

const children = (store: FixtureStore, ownerId: string, parentId: string) =>
  live(store, ownerId).filter((r) => r.parentId === parentId);

export function fixtureDiskList(store: FixtureStore, ownerId: string, parentId = '0', category?: string) {
  if (category && category !== DiskCategory.All) {
    return live(store, ownerId)
      .filter((r) => !r.isFolder && r.category === category)
      .sort(byName)
      .map(shown);
  }
  if (parentId !== '0') own(store, ownerId, parentId);
  return children(store, ownerId, parentId).sort(byName).map(shown);
}

export function fixtureDiskCreateFolder(store: FixtureStore, ownerId: string, parentId: string, typed: string) {
  if (parentId !== '0') own(store, ownerId, parentId);
  const name = typed.trim();
  checkName(name);
  if (children(store, ownerId, parentId).some((r) => r.resName === name)) {
    refuse(FixtureCode.Warning, conflictMessage([name]));
  }
  const row: DiskRow = {
    resId: store.nextId('d'),
    resName: name,
    parentId,
    isFolder: true,
    fileExt: null,
    fileSize: null,
    updateTime: fixtureNow(),
    category: null,
    ownerId,
    deletedAt: null,
    deleteBy: '',
  };
  rowsOf(store).push(row);
  return shown(row);
}

export function fixtureDiskRename(store: FixtureStore, ownerId: string, resId: string, typed: string) {
  const row = own(store, ownerId, resId);
  const name = renamedName(typed, row.fileExt ?? '', row.isFolder);
  checkName(name);
  if (children(store, ownerId, row.parentId).some((r) => r.resName === name && r !== row)) {
    refuse(FixtureCode.Warning, conflictMessage([name]));
  }
  row.resName = name;
  return null;
}

export function fixtureDiskDelete(store: FixtureStore, ownerId: string, resIds: readonly string[], by: string) {
  for (const row of resIds.map((id) => own(store, ownerId, id))) {
    row.deletedAt = new Date();
    row.deleteBy = by;
  }
  return null;
}

export function fixtureDiskMove(
  store: FixtureStore,
  ownerId: string,
  input: { resIds: readonly string[]; targetId: string } & ConflictChoices,
  by: string,
) {
  const chain = input.targetId === '0' ? [] : chainOf(store, ownerId, input.targetId);
  const sources = input.resIds.map((id) => own(store, ownerId, id));
  const folderIds = sources.filter((s) => s.isFolder).map((s) => s.resId);
  if (isIntoItself(folderIds, chain)) refuse(FixtureCode.Error, FileOperationMessage.IntoItself);
  const moving = sources.filter((s) => s.parentId !== input.targetId);
  if (moving.length === 0) refuse(FixtureCode.Error, FileOperationMessage.SameFolder);
  const existing = new Map(children(store, ownerId, input.targetId).map((r) => [r.resName, r]));
  const clashing = sameNameConflicts(
    moving.map((s) => s.resName),
    existing.keys(),
  );
  const unresolved = unresolvedConflicts(clashing, input);
  if (unresolved.length > 0) refuse(FixtureCode.Warning, conflictMessage(unresolved));
  const taken = new Set(existing.keys());
  for (const source of moving) {
    const there = existing.get(source.resName);
    const action = sameNameAction(choiceFor(source.resName, input), source, there, false);
    if (action === 'skip') continue;
    if (action === 'keepBoth') source.resName = keepBothName(source.resName, taken, source.isFolder);
    if (action === 'displace' && there) fixtureDiskDelete(store, ownerId, [there.resId], by);
    taken.add(source.resName);
    source.parentId = input.targetId;
  }
  return null;
}

export function fixtureDiskSearch(store: FixtureStore, ownerId: string, keyword: string) {
  const needle = keyword.trim().toLowerCase();
  return live(store, ownerId)
    .filter((r) => r.resName.toLowerCase().includes(needle))
    .sort(byName)
    .map(shown);
}

function binOf(store: FixtureStore, ownerId: string) {
  const now = new Date();
  // Entries past their 30 days are gone (with what was under them).
  disks.set(
    store,
    rowsOf(store).filter((r) => r.ownerId !== ownerId || !r.deletedAt || recycleDaysLeft(r.deletedAt, now) > 0),
  );
  return rowsOf(store).filter((r) => r.ownerId === ownerId && r.deletedAt !== null);
}

export function fixtureDiskRecycleList(store: FixtureStore, ownerId: string, category?: string): RecycleEntry[] {
  const now = new Date();
  return binOf(store, ownerId)
    .filter((r) => !category || category === DiskCategory.All || r.category === category)
    .sort((a, b) => (b.deletedAt?.getTime() ?? 0) - (a.deletedAt?.getTime() ?? 0))
    .map((r) => ({
      resId: r.resId,
      resName: r.resName,
      isFolder: r.isFolder,
      fileExt: r.fileExt ?? null,
      fileSize: r.fileSize ?? null,
      path: '',
      parentId: r.parentId,
      deleteTime: fixtureNow(),
      deleteBy: r.deleteBy,
      daysLeft: recycleDaysLeft(r.deletedAt as Date, now),
    }));
}

const inBin = (store: FixtureStore, ownerId: string, resIds: readonly string[]) =>
  resIds.map(
    (id) =>
      binOf(store, ownerId).find((r) => r.resId === id) ??
      refuse(FixtureCode.Error, FileOperationMessage.NotInRecycleBin),
  );

export function fixtureDiskRecover(store: FixtureStore, ownerId: string, resIds: readonly string[]) {
  const entries = inBin(store, ownerId, resIds);
  for (const entry of entries) {
    let parentId = entry.parentId;
    while (parentId !== '0') {
      const parent = rowsOf(store).find((r) => r.resId === parentId);
      if (!parent) break;
      if (parent.deletedAt) refuse(FixtureCode.Error, restoreParentDeletedMessage(parent.resName));
      parentId = parent.parentId;
    }
  }
  for (const entry of entries) {
    const taken = new Set(children(store, ownerId, entry.parentId).map((r) => r.resName));
    if (taken.has(entry.resName)) entry.resName = keepBothName(entry.resName, taken, entry.isFolder);
    entry.deletedAt = null;
  }
  return null;
}

/** Deletes entries for good with everything under them. */
export function fixtureDiskPurge(store: FixtureStore, ownerId: string, resIds: readonly string[]) {
  const gone = new Set(inBin(store, ownerId, resIds).map((r) => r.resId));
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rowsOf(store)) {
      if (!gone.has(row.resId) && gone.has(row.parentId)) {
        gone.add(row.resId);
        grew = true;
      }
    }
  }
  disks.set(
    store,
    rowsOf(store).filter((r) => !gone.has(r.resId)),
  );
  return null;
}

export function fixtureDiskClean(store: FixtureStore, ownerId: string) {
  return fixtureDiskPurge(
    store,
    ownerId,
    binOf(store, ownerId).map((r) => r.resId),
  );
}

export function fixtureDiskCapacity(store: FixtureStore, ownerId: string) {
  const used = rowsOf(store)
    .filter((r) => r.ownerId === ownerId && !r.isFolder)
    .reduce((total, r) => total + (r.fileSize ?? 0), 0);
  return { usedCapacity: used, maxCapacity: DISK_QUOTA_BYTES, usedRate: diskUsedRate(used, DISK_QUOTA_BYTES) };
}

const usedBytes = (store: FixtureStore, ownerId: string) =>
  rowsOf(store)
    .filter((r) => r.ownerId === ownerId && !r.isFolder)
    .reduce((total, r) => total + (r.fileSize ?? 0), 0);

/**
 * A file added to a person's disk (an upload's registration, or a story's seed): the quota refused with its message
 * when the bytes do not fit, a taken name answered 40007.
 */
export function fixtureDiskAddFile(
  store: FixtureStore,
  ownerId: string,
  parentId: string,
  incoming: string,
  size: number,
  onConflict?: ConflictChoice | undefined,
  by = '',
): PersonalResource {
  if (parentId !== '0') own(store, ownerId, parentId);
  checkName(incoming);
  // A taken name follows the choice made for it (the disk keeps no versions: replacing bins the one there).
  const siblings = children(store, ownerId, parentId);
  const there = siblings.find((r) => r.resName === incoming);
  if (there && !onConflict) refuse(FixtureCode.Warning, conflictMessage([incoming]));
  const action = sameNameAction(onConflict, { isFolder: false }, there, false);
  if (action === 'skip' && there) return shown(there);
  if (!fitsQuota(usedBytes(store, ownerId), size, DISK_QUOTA_BYTES)) {
    refuse(FixtureCode.Error, FileOperationMessage.DiskQuotaExceeded);
  }
  if (action === 'displace' && there) fixtureDiskDelete(store, ownerId, [there.resId], by);
  const name = action === 'keepBoth' ? keepBothName(incoming, new Set(siblings.map((r) => r.resName))) : incoming;
  const ext = extensionOf(name);
  const row: DiskRow = {
    resId: store.nextId('d'),
    resName: name,
    parentId,
    isFolder: false,
    fileExt: ext,
    fileSize: size,
    updateTime: fixtureNow(),
    category: categoryOfExtension(ext),
    ownerId,
    deletedAt: null,
    deleteBy: '',
  };
  rowsOf(store).push(row);
  return shown(row);
}

/** Copies within a disk: the same target and clash rules as a move, the copies counted against the quota. */
export function fixtureDiskCopy(
  store: FixtureStore,
  ownerId: string,
  input: { resIds: readonly string[]; targetId: string } & ConflictChoices,
  by: string,
) {
  const chain = input.targetId === '0' ? [] : chainOf(store, ownerId, input.targetId);
  const sources = input.resIds.map((id) => own(store, ownerId, id));
  const folderIds = sources.filter((s) => s.isFolder).map((s) => s.resId);
  if (isIntoItself(folderIds, chain)) refuse(FixtureCode.Error, FileOperationMessage.IntoItself);
  const existing = new Map(children(store, ownerId, input.targetId).map((r) => [r.resName, r]));
  const clashing = sameNameConflicts(
    sources.map((s) => s.resName),
    existing.keys(),
  );
  const unresolved = unresolvedConflicts(clashing, input);
  if (unresolved.length > 0) refuse(FixtureCode.Warning, conflictMessage(unresolved));
  const subtree = (row: DiskRow): DiskRow[] => [
    row,
    ...children(store, ownerId, row.resId).flatMap((child) => subtree(child)),
  ];
  const adding = sources.flatMap(subtree).reduce((total, r) => total + (r.isFolder ? 0 : (r.fileSize ?? 0)), 0);
  if (!fitsQuota(usedBytes(store, ownerId), adding, DISK_QUOTA_BYTES)) {
    refuse(FixtureCode.Error, FileOperationMessage.DiskQuotaExceeded);
  }
  const taken = new Set(existing.keys());
  const copyInto = (row: DiskRow, parentId: string, name: string) => {
    const copy: DiskRow = { ...row, resId: store.nextId('d'), resName: name, parentId, updateTime: fixtureNow() };
    rowsOf(store).push(copy);
    for (const child of children(store, ownerId, row.resId)) {
      if (child.resId !== copy.resId) copyInto(child, copy.resId, child.resName);
    }
  };
  for (const source of sources) {
    let name = source.resName;
    const there = existing.get(name);
    const action = sameNameAction(choiceFor(name, input), source, there, false);
    if (action === 'skip' || (there === source && action !== 'keepBoth')) continue;
    if (action === 'keepBoth') name = keepBothName(name, taken, source.isFolder);
    if (action === 'displace' && there) fixtureDiskDelete(store, ownerId, [there.resId], by);
    taken.add(name);
    copyInto(source, input.targetId, name);
  }
  return null;
}

/** The picked paths whose file would land on a taken name in a disk folder (folders are reused by name). */
export function fixtureDiskTakenPaths(
  store: FixtureStore,
  ownerId: string,
  parentId: string,
  paths: readonly string[],
): string[] {
  if (parentId !== '0') own(store, ownerId, parentId);
  return paths.filter((path) => {
    const parts = path.split('/').filter((part) => part.length > 0);
    const name = parts.pop();
    let folderId: string | null = parentId;
    for (const folder of parts) {
      const next: DiskRow | undefined = children(store, ownerId, folderId).find((r) => r.resName === folder);
      folderId = next?.isFolder ? next.resId : null;
      if (folderId === null) return false;
    }
    return folderId !== null && children(store, ownerId, folderId).some((r) => r.resName === name);
  });
}

interface CrossCopy extends ConflictChoices {
  projectId: string;
  resIds: readonly string[];
  targetId: string;
}

const EDIT = 4;
const DOWNLOAD = 3;

type Named = { resId: string; resName: string; isFolder: boolean };

/**
 * Both directions between a disk and a project, as the server's files/diskProjectCopy: a clash no choice covers is
 * refused before anything is copied; then each source follows its same-name action: skipped, a file copied with its
 * choice (a new version or a new name where it lands), a folder under a free name or displacing (`remove`) the one
 * there, then copied in with what it holds.
 */
function copyAcross<S extends Named>(
  sources: readonly S[],
  existing: readonly Named[],
  input: CrossCopy,
  ownerKeepsVersions: boolean,
  copyInto: (source: S, parentId: string, name: string, choice?: ConflictChoice) => void,
  remove: (resId: string) => void,
) {
  const unresolved = unresolvedConflicts(
    sameNameConflicts(
      sources.map((s) => s.resName),
      existing.map((r) => r.resName),
    ),
    input,
  );
  if (unresolved.length > 0) refuse(FixtureCode.Warning, conflictMessage(unresolved));
  const taken = new Set(existing.map((r) => r.resName));
  for (const source of sources) {
    const there = existing.find((r) => r.resName === source.resName);
    const choice = there ? choiceFor(source.resName, input) : undefined;
    const action = sameNameAction(choice, source, there, ownerKeepsVersions);
    if (action === 'skip') continue;
    if (!source.isFolder) {
      copyInto(source, input.targetId, source.resName, choice);
      continue;
    }
    let name = source.resName;
    if (action === 'keepBoth') name = keepBothName(name, taken, true);
    if (action === 'displace' && there) remove(there.resId);
    taken.add(name);
    copyInto(source, input.targetId, name);
  }
}

/**
 * Disk files and folders copied into a project folder (edit needed there), as the server's files/diskProjectCopy:
 * a taken name follows its choice (a file there gets a new version on replace).
 */
export function fixtureDiskToProject(store: FixtureStore, ownerId: string, input: CrossCopy, userName: string) {
  if (input.targetId !== '0') {
    const target = store.resource(input.targetId);
    if (!target.isFolder) refuse(FixtureCode.Error, FileMessage.NotAFolder);
    if ((target.permission ?? EDIT) < EDIT) refuse(FixtureCode.Error, FileOperationMessage.NoEditPermission);
  }
  const sources = [...new Set(input.resIds)].map((id) => own(store, ownerId, id));
  const existing = store.children(input.projectId, input.targetId);
  const copyInto = (row: DiskRow, parentId: string, name: string, choice?: ConflictChoice) => {
    if (!row.isFolder) {
      const file = { projectId: input.projectId, parentId, name, size: row.fileSize ?? 0, md5: '0'.repeat(32) };
      fixtureUploadIntoProject(store, file, choice, userName);
      return;
    }
    const folder = store.createFolder(input.projectId, parentId, name);
    for (const child of children(store, ownerId, row.resId)) copyInto(child, folder.resId, child.resName);
  };
  copyAcross(sources, existing, input, true, copyInto, (resId) => fixtureDelete(store, [resId], userName));
  return null;
}

/**
 * Project files and folders copied into a folder of the person's disk (download needed on each; what may not be
 * downloaded inside a folder stays behind), as the server's files/diskProjectCopy; the quota counts each file.
 */
export function fixtureProjectToDisk(store: FixtureStore, ownerId: string, input: CrossCopy, by: string) {
  if (input.targetId !== '0' && !own(store, ownerId, input.targetId).isFolder) {
    refuse(FixtureCode.Error, FileMessage.NotAFolder);
  }
  const sources = [...new Set(input.resIds)].map((id) => {
    const source = store.resource(id);
    if ((source.permission ?? DOWNLOAD) < DOWNLOAD) refuse(FixtureCode.Error, FileOperationMessage.NoCopyPermission);
    return source;
  });
  const existing = children(store, ownerId, input.targetId);
  const copyInto = (resource: FixtureResource, parentId: string, name: string, choice?: ConflictChoice) => {
    if (!resource.isFolder) {
      fixtureDiskAddFile(store, ownerId, parentId, name, resource.fileSize ?? 0, choice, by);
      return;
    }
    const folder = fixtureDiskCreateFolder(store, ownerId, parentId, name);
    for (const child of store.children(input.projectId, resource.resId)) {
      if ((child.permission ?? DOWNLOAD) >= DOWNLOAD) copyInto(child, folder.resId, child.resName);
    }
  };
  copyAcross(sources, existing, input, false, copyInto, (resId) => fixtureDiskDelete(store, ownerId, [resId], by));
  return null;
}
