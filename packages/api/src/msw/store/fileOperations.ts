import type { FileRecord, ProjectResource, RecycleEntry, StampedBy } from '../../entities/project';
import {
  type ConflictChoice,
  type ConflictChoices,
  choiceFor,
  conflictMessage,
  FileMessage,
  FileOperationMessage,
  isIntoItself,
  keepBothName,
  recycleDaysLeft,
  renamedName,
  restoreParentDeletedMessage,
  sameNameAction,
  sameNameConflicts,
  unresolvedConflicts,
} from '../../rules/files';
import { FILE_NAME_TAKEN } from '../../rules/messages';
import { fileNameSchema, firstMessage } from '../../rules/rules';
import type { FixtureApproval, FixtureResource } from '../seed';
import { FixtureCode, fixtureNow, refuse } from './core';
import type { FixtureStore } from './index';

/**
 * The fixture's state of folder and file operations (the recycle bin and file versions), kept beside the store
 * (one per store) so the store's own areas stay as they are. Only state here: the rules come from `rules/files`.
 */
interface BinEntry {
  resource: FixtureResource;
  /** What went with it (its descendants), put back with it. */
  subtree: FixtureResource[];
  deletedAt: Date;
  deleteBy: string;
}

interface FileFixtureState {
  bin: BinEntry[];
  versions: Map<string, FileRecord[]>;
}

const states = new WeakMap<FixtureStore, FileFixtureState>();

function stateOf(store: FixtureStore): FileFixtureState {
  let state = states.get(store);
  if (!state) {
    state = { bin: [], versions: new Map() };
    states.set(store, state);
  }
  return state;
}

/** Edit (4) or more on a resource (the fixture's resources carry the user's level). */
const EDIT = 4;
const READ = 2;

function editable(resource: FixtureResource): FixtureResource {
  if ((resource.permission ?? EDIT) < EDIT) refuse(FixtureCode.Error, FileOperationMessage.NoEditPermission);
  return resource;
}

function checkName(name: string): void {
  const message = firstMessage(fileNameSchema, name);
  if (message) refuse(FixtureCode.Error, message);
}

const parentPath = (store: FixtureStore, parentId: string) =>
  parentId === '0' ? '' : (store.state.resources.find((r) => r.resId === parentId)?.path ?? '');

/** The descendants of a folder, parents first. */
function descendants(store: FixtureStore, folder: FixtureResource): FixtureResource[] {
  const found: FixtureResource[] = [];
  const visit = (parentId: string) => {
    for (const child of store.children(folder.projectId, parentId)) {
      found.push(child);
      if (child.isFolder) visit(child.resId);
    }
  };
  visit(folder.resId);
  return found;
}

/** Ids from the root's first folder down to the folder (empty for the root). */
function chainOf(store: FixtureStore, folderId: string): string[] {
  const chain: string[] = [];
  let id = folderId;
  while (id !== '0') {
    chain.unshift(id);
    id = store.resource(id).parentId;
  }
  return chain;
}

/** Re-roots the paths of a moved or renamed resource and what lies under it. */
function repath(store: FixtureStore, resource: FixtureResource): void {
  resource.path = `${parentPath(store, resource.parentId)}/${resource.resName}`;
  if (resource.isFolder) {
    for (const child of store.children(resource.projectId, resource.resId)) repath(store, child);
  }
}

export function fixtureVersions(store: FixtureStore, resource: FixtureResource): FileRecord[] {
  const state = stateOf(store);
  let versions = state.versions.get(resource.resId);
  if (!versions) {
    versions = resource.recordId
      ? [
          {
            recordId: resource.recordId,
            resId: resource.resId,
            verNum: 1,
            createTime: resource.updateTime,
            createBy: '',
            fileSize: resource.fileSize ?? null,
          },
        ]
      : [];
    state.versions.set(resource.resId, versions);
  }
  return versions;
}

function addVersion(
  store: FixtureStore,
  resource: FixtureResource,
  userName: string,
  size: number | null | undefined,
  stampedBy: StampedBy | null = null,
) {
  const versions = fixtureVersions(store, resource);
  const record: FileRecord = {
    recordId: store.nextId('rec'),
    resId: resource.resId,
    verNum: Math.max(0, ...versions.map((v) => v.verNum)) + 1,
    createTime: fixtureNow(),
    createBy: userName,
    fileSize: size ?? null,
    stampedBy,
  };
  versions.unshift(record);
  resource.recordId = record.recordId;
  resource.fileSize = size ?? null;
  resource.updateTime = record.createTime;
  resource.stampedBy = stampedBy;
  return record;
}

/**
 * The stamped version of each drawing of a passed stamp approval, once (as the server's stamping job): the new
 * current version names the approval. The fixture's stamped bytes are the approved ones.
 */
export function fixtureStampVersions(store: FixtureStore, approval: FixtureApproval): void {
  const stampedBy: StampedBy = { approvalId: approval.act.id, actName: approval.act.actName };
  const signer = approval.act.signMan?.realName ?? approval.act.launchManInfo.realname ?? '';
  for (const drawing of approval.files.flatMap((group) => group.children)) {
    const resource = store.state.resources.find((r) => r.resId === drawing.resId);
    if (!resource || resource.isFolder) continue;
    if (fixtureVersions(store, resource).some((v) => v.stampedBy?.approvalId === stampedBy.approvalId)) continue;
    addVersion(store, resource, signer, resource.fileSize, stampedBy);
  }
}

export function fixtureCreateFolder(store: FixtureStore, projectId: string, parentId: string, typed: string) {
  if (parentId !== '0') editable(store.resource(parentId));
  const name = typed.trim();
  checkName(name);
  if (store.children(projectId, parentId).some((r) => r.resName === name)) {
    refuse(FixtureCode.Warning, conflictMessage([name]));
  }
  return store.createFolder(projectId, parentId, name);
}

export function fixtureRename(store: FixtureStore, resId: string, typed: string): null {
  const resource = editable(store.resource(resId));
  const name = renamedName(typed, resource.fileExt ?? '', resource.isFolder);
  checkName(name);
  if (name === resource.resName) return null;
  if (store.children(resource.projectId, resource.parentId).some((r) => r.resName === name && r !== resource)) {
    refuse(FixtureCode.Warning, conflictMessage([name]));
  }
  resource.resName = name;
  resource.updateTime = fixtureNow();
  repath(store, resource);
  return null;
}

function toBin(store: FixtureStore, resource: FixtureResource, deleteBy: string): void {
  const subtree = resource.isFolder ? descendants(store, resource) : [];
  const gone = new Set([resource, ...subtree]);
  store.state.resources = store.state.resources.filter((r) => !gone.has(r));
  stateOf(store).bin.unshift({ resource, subtree, deletedAt: new Date(), deleteBy });
}

export function fixtureDelete(store: FixtureStore, resIds: readonly string[], deleteBy: string): null {
  const resources = [...new Set(resIds)].map((id) => editable(store.resource(id)));
  for (const resource of resources) toBin(store, resource, deleteBy);
  return null;
}

interface Transfer extends ConflictChoices {
  projectId: string;
  sourceIds: readonly string[];
  targetId: string;
}

function prepare(store: FixtureStore, input: Transfer, needsEdit: boolean) {
  if (input.targetId !== '0') {
    const target = editable(store.resource(input.targetId));
    if (!target.isFolder) refuse(FixtureCode.Error, FileMessage.NotAFolder);
  }
  const sources = [...new Set(input.sourceIds)].map((id) => {
    const source = store.resource(id);
    if (needsEdit) return editable(source);
    if ((source.permission ?? READ) < 3) refuse(FixtureCode.Error, FileOperationMessage.NoCopyPermission);
    return source;
  });
  const chain = input.targetId === '0' ? [] : chainOf(store, input.targetId);
  if (
    isIntoItself(
      sources.filter((s) => s.isFolder).map((s) => s.resId),
      chain,
    )
  ) {
    refuse(FixtureCode.Error, FileOperationMessage.IntoItself);
  }
  const existing = new Map(store.children(input.projectId, input.targetId).map((r) => [r.resName, r]));
  return { sources, existing };
}

export function fixtureMove(store: FixtureStore, input: Transfer, userName: string): null {
  const { sources, existing } = prepare(store, input, true);
  const moving = sources.filter((s) => s.parentId !== input.targetId);
  if (moving.length === 0) refuse(FixtureCode.Error, FileOperationMessage.SameFolder);
  const clashing = sameNameConflicts(
    moving.map((s) => s.resName),
    existing.keys(),
  );
  const unresolved = unresolvedConflicts(clashing, input);
  if (unresolved.length > 0) refuse(FixtureCode.Warning, conflictMessage(unresolved));
  const taken = new Set(existing.keys());
  for (const source of moving) {
    const there = existing.get(source.resName);
    let name = source.resName;
    const action = sameNameAction(choiceFor(source.resName, input), source, there, true);
    if (action === 'skip') continue;
    if (action === 'keepBoth') name = keepBothName(source.resName, taken, source.isFolder);
    if (action === 'newVersion' && there) {
      addVersion(store, editable(there), userName, source.fileSize);
      toBin(store, source, userName);
      continue;
    }
    if (action === 'displace' && there) toBin(store, editable(there), userName);
    taken.add(name);
    source.parentId = input.targetId;
    source.resName = name;
    source.updateTime = fixtureNow();
    repath(store, source);
  }
  return null;
}

export function fixtureCopy(store: FixtureStore, input: Transfer, userName: string): null {
  const { sources, existing } = prepare(store, input, false);
  const clashing = sameNameConflicts(
    sources.map((s) => s.resName),
    existing.keys(),
  );
  const unresolved = unresolvedConflicts(clashing, input);
  if (unresolved.length > 0) refuse(FixtureCode.Warning, conflictMessage(unresolved));
  const taken = new Set(existing.keys());
  const copyInto = (source: FixtureResource, parentId: string, name: string) => {
    const copy: FixtureResource = {
      ...source,
      resId: store.nextId(source.isFolder ? 'f' : 'r'),
      parentId,
      resName: name,
      path: `${parentPath(store, parentId)}/${name}`,
      recordId: source.isFolder ? null : store.nextId('rec'),
      updateTime: fixtureNow(),
    };
    store.state.resources.push(copy);
    if (source.isFolder) {
      for (const child of store.children(source.projectId, source.resId)) {
        if ((child.permission ?? READ) >= READ) copyInto(child, copy.resId, child.resName);
      }
    }
  };
  for (const source of sources) {
    const there = existing.get(source.resName);
    let name = source.resName;
    const action = sameNameAction(choiceFor(source.resName, input), source, there, true);
    if (action === 'skip' || (there === source && action !== 'keepBoth')) continue;
    if (action === 'keepBoth') name = keepBothName(source.resName, taken, source.isFolder);
    if (action === 'newVersion' && there) {
      addVersion(store, editable(there), userName, source.fileSize);
      continue;
    }
    if (action === 'displace' && there) toBin(store, editable(there), userName);
    taken.add(name);
    copyInto(source, input.targetId, name);
  }
  return null;
}

export function fixtureRecycleList(store: FixtureStore, projectId: string): RecycleEntry[] {
  const now = new Date();
  const state = stateOf(store);
  state.bin = state.bin.filter((e) => recycleDaysLeft(e.deletedAt, now) > 0);
  return state.bin
    .filter((e) => e.resource.projectId === projectId)
    .map(({ resource, deletedAt, deleteBy }) => ({
      resId: resource.resId,
      resName: resource.resName,
      isFolder: resource.isFolder,
      fileExt: resource.isFolder ? null : (resource.fileExt ?? null),
      fileSize: resource.isFolder ? null : (resource.fileSize ?? null),
      path: resource.path.slice(0, resource.path.lastIndexOf('/')),
      parentId: resource.parentId,
      deleteTime: fixtureNow(),
      deleteBy,
      daysLeft: recycleDaysLeft(deletedAt, now),
    }));
}

function binEntries(store: FixtureStore, projectId: string, resIds: readonly string[]): BinEntry[] {
  const state = stateOf(store);
  return [...new Set(resIds)].map(
    (id) =>
      state.bin.find((e) => e.resource.resId === id && e.resource.projectId === projectId) ??
      refuse(FixtureCode.Error, FileOperationMessage.NotInRecycleBin),
  );
}

export function fixtureRecover(store: FixtureStore, projectId: string, resIds: readonly string[]): null {
  const entries = binEntries(store, projectId, resIds);
  const state = stateOf(store);
  for (const entry of entries) {
    const { parentId } = entry.resource;
    if (parentId !== '0' && !store.state.resources.some((r) => r.resId === parentId)) {
      const inBin = state.bin.flatMap((e) => [e.resource, ...e.subtree]).find((r) => r.resId === parentId);
      refuse(FixtureCode.Error, restoreParentDeletedMessage(inBin?.resName ?? ''));
    }
  }
  for (const entry of entries) {
    const taken = new Set(store.children(projectId, entry.resource.parentId).map((r) => r.resName));
    if (taken.has(entry.resource.resName)) {
      entry.resource.resName = keepBothName(entry.resource.resName, taken, entry.resource.isFolder);
    }
    store.state.resources.push(entry.resource, ...entry.subtree);
    repath(store, entry.resource);
    state.bin = state.bin.filter((e) => e !== entry);
  }
  return null;
}

export function fixtureDeleteFromRecycle(store: FixtureStore, projectId: string, resIds: readonly string[]): null {
  const entries = new Set(binEntries(store, projectId, resIds));
  const state = stateOf(store);
  const purged = new Set([...entries].flatMap((e) => [e.resource.resId, ...e.subtree.map((r) => r.resId)]));
  // Entries deleted on their own inside a purged folder go with it.
  state.bin = state.bin.filter((e) => !entries.has(e) && !purged.has(e.resource.parentId));
  return null;
}

export function fixtureSearch(store: FixtureStore, projectId: string, keyword: string): ProjectResource[] {
  const needle = keyword.trim().toLowerCase();
  return store.state.resources
    .filter(
      (r) => r.projectId === projectId && (r.permission ?? READ) >= READ && r.resName.toLowerCase().includes(needle),
    )
    .sort((a, b) => Number(b.isFolder) - Number(a.isFolder) || a.resName.localeCompare(b.resName, 'zh-CN'))
    .map((r) => store.publicResource(r));
}

function fileOfRecord(store: FixtureStore, recordId: string) {
  for (const resource of store.state.resources) {
    if (resource.isFolder) continue;
    const record = fixtureVersions(store, resource).find((v) => v.recordId === recordId);
    if (record) return { resource, record };
  }
  return refuse(FixtureCode.Error, FileMessage.RecordNotFound);
}

export function fixtureRollback(store: FixtureStore, recordId: string, userName: string): FileRecord {
  const { resource, record } = fileOfRecord(store, recordId);
  return addVersion(store, editable(resource), userName, record.fileSize);
}

export function fixtureDeleteRecord(store: FixtureStore, recordId: string): null {
  const { resource, record } = fileOfRecord(store, recordId);
  editable(resource);
  if (resource.recordId === record.recordId) refuse(FixtureCode.Error, FileOperationMessage.CurrentVersion);
  const versions = fixtureVersions(store, resource);
  versions.splice(versions.indexOf(record), 1);
  return null;
}

/**
 * An uploaded file registered in a project folder, honouring the choice made for a taken name (as the server's
 * uploads/sameName.ts): replace as a new version (a folder there goes to the recycle bin), keep both, or skip
 * (answers what is there). Without a choice a taken name is refused with 40007.
 */
export function fixtureUploadIntoProject(
  store: FixtureStore,
  input: { projectId: string; parentId: string; name: string; size: number; md5: string },
  onConflict: ConflictChoice | undefined,
  userName: string,
): FixtureResource {
  const siblings = store.children(input.projectId, input.parentId);
  const there = siblings.find((r) => r.resName === input.name);
  if (there && !onConflict) refuse(FixtureCode.Warning, FILE_NAME_TAKEN);
  const action = sameNameAction(onConflict, { isFolder: false }, there, true);
  if (action === 'skip' && there) return there;
  if (action === 'newVersion' && there) {
    addVersion(store, editable(there), userName, input.size);
    there.fileMd5 = input.md5;
    return there;
  }
  if (action === 'displace' && there) toBin(store, editable(there), userName);
  const name = action === 'keepBoth' ? keepBothName(input.name, new Set(siblings.map((r) => r.resName))) : input.name;
  return store.addFile(input.projectId, input.parentId, name, input.size, input.md5);
}

/** The picked paths whose file would land on a taken name in a project folder (folders are reused by name). */
export function fixtureTakenUploadPaths(
  store: FixtureStore,
  projectId: string,
  parentId: string,
  paths: readonly string[],
): string[] {
  return paths.filter((path) => {
    const parts = path.split('/').filter((part) => part.length > 0);
    const name = parts.pop();
    let folderId: string | null = parentId;
    for (const folder of parts) {
      const next: FixtureResource | undefined = store.children(projectId, folderId).find((r) => r.resName === folder);
      folderId = next?.isFolder ? next.resId : null;
      if (folderId === null) return false;
    }
    return folderId !== null && store.children(projectId, folderId).some((r) => r.resName === name);
  });
}
