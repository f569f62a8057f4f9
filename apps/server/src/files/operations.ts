/**
 * Folder and file operations of a project's directory (001 section 7.4): new folder, rename, delete to the recycle
 * bin, move and copy with the same-name choices. Every operation checks the user's folder level on the server
 * (001 section 6: create, move, copy, rename and delete from level 4; copying reads from level 3).
 */
import { randomUUID } from 'node:crypto';
import {
  type ConflictChoices,
  choiceFor,
  FileOperationMessage,
  fileNameSchema,
  firstMessage,
  isIntoItself,
  keepBothName,
  type ProjectResource,
  renamedName,
  sameNameAction,
  sameNameConflicts,
} from '@atelier/api';
import {
  allows,
  inheritLevel,
  locateResource,
  Need,
  type ProjectAccess,
  type ResourceRow,
  rootLevel,
} from '../access/projectAccess';
import { ROOT_PARENT_ID } from '../access/repository';
import type { Database } from '../db/index';
import { deny, ErrorMessage } from '../domain/errors';
import { projectResource } from '../domain/views';
import { insertVersion } from '../uploads/fileRepository';
import { isUniqueViolation, MAX_FOLDER_DEPTH } from '../uploads/register';
import { actedOn, clash, invalid, refuseUnresolved, requireEditThere } from './checks';
import { notifyFileRenamed, notifyFilesDeleted } from './fileEvents';
import {
  childrenByName,
  copyFolderPermissions,
  insertCopies,
  liveDescendantsOf,
  markDeleted,
  type RecordRow,
  recordsByIds,
  setParent,
  updateResource,
} from './repository';

/** A folder that receives resources (the root or a folder), with its ancestors' ids and the user's level. */
export interface TargetFolder {
  id: string;
  /** Ids from the root's first folder down to the folder itself (empty for the root). */
  chain: string[];
  path: string;
  level: number;
  folderType: string | null;
}

/** The folder things go into: edit (4) or more is needed there. */
export async function editableFolder(db: Database, access: ProjectAccess, folderId: string): Promise<TargetFolder> {
  if (folderId === ROOT_PARENT_ID) {
    const level = rootLevel(access);
    if (!allows(level, Need.Edit)) deny(FileOperationMessage.NoEditPermission);
    return { id: ROOT_PARENT_ID, chain: [], path: '', level, folderType: null };
  }
  const located = await locateResource({ db }, access, folderId);
  if (!located.resource.isFolder) deny(ErrorMessage.NotAFolder);
  if (!allows(located.level, Need.Edit)) deny(FileOperationMessage.NoEditPermission);
  return {
    id: folderId,
    chain: [...located.ancestors.map((a) => a.id), folderId],
    path: located.path,
    level: located.level,
    folderType: located.resource.folderType,
  };
}

function checkName(name: string): void {
  const refusal = firstMessage(fileNameSchema, name);
  if (refusal) invalid(refusal);
}

/** Runs a write; a unique-index violation (a name taken meanwhile) answers 40007 with the name. */
async function guarded<T>(names: readonly string[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) clash(names);
    throw error;
  }
}

/** A new folder in a folder the user may edit; a name already there answers 40007. */
export async function createFolder(
  db: Database,
  access: ProjectAccess,
  input: { parentId: string; resName: string },
): Promise<ProjectResource> {
  const parent = await editableFolder(db, access, input.parentId);
  const name = input.resName.trim();
  checkName(name);
  if (parent.chain.length + 1 > MAX_FOLDER_DEPTH) invalid(ErrorMessage.FolderTooDeep);
  const taken = await childrenByName(db, access.project.id, parent.id);
  if (taken.has(name)) clash([name]);
  const now = new Date();
  const row: ResourceRow = {
    id: randomUUID(),
    projectId: access.project.id,
    parentId: parent.id,
    isFolder: true,
    name,
    ext: '',
    size: 0,
    currentRecordId: null,
    folderType: null,
    recognitionStatus: null,
    printCopies: 1,
    createdBy: access.userId,
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
    deletedBy: null,
    purgedAt: null,
  };
  await guarded([name], () => insertCopies(db, [row], []));
  return projectResource(row, parent.path, inheritLevel(access, parent.level, row.id) ?? parent.level);
}

/** Renames a folder or file: the name rule, unique in its folder, a file keeps its extension. */
export async function renameResource(
  db: Database,
  access: ProjectAccess,
  input: { resId: string; resName: string },
): Promise<null> {
  const [located] = await actedOn(db, access, [input.resId], Need.Edit, FileOperationMessage.NoEditPermission);
  if (!located) return deny(ErrorMessage.ResourceNotFound);
  const { resource } = located;
  const name = renamedName(input.resName, resource.ext, resource.isFolder);
  checkName(name);
  if (name === resource.name) return null;
  const siblings = await childrenByName(db, access.project.id, resource.parentId);
  const other = siblings.get(name);
  if (other && other.id !== resource.id) clash([name]);
  await guarded([name], () => updateResource(db, resource.id, { name, updatedAt: new Date() }));
  await notifyFileRenamed(db, access, resource, name);
  return null;
}

/** Puts folders and files in the project's recycle bin (their content goes with them). */
export async function deleteResources(db: Database, access: ProjectAccess, resIds: readonly string[]): Promise<null> {
  const located = await actedOn(db, access, resIds, Need.Edit, FileOperationMessage.NoEditPermission);
  await markDeleted(
    db,
    located.map((l) => l.resource.id),
    access.userId,
    new Date(),
  );
  await notifyFilesDeleted(
    db,
    access,
    located.map((l) => l.resource),
  );
  return null;
}

/** What a move or copy is asked to do. */
export interface TransferInput extends ConflictChoices {
  sourceIds: readonly string[];
  targetId: string;
}

/** The sources and target of a move or copy, checked: no folder into itself, clashes answered or chosen for. */
async function prepareTransfer(
  db: Database,
  access: ProjectAccess,
  input: TransferInput,
  need: number,
  denial: string,
) {
  const target = await editableFolder(db, access, input.targetId);
  const sources = (await actedOn(db, access, input.sourceIds, need, denial)).map((l) => l.resource);
  const folderIds = sources.filter((s) => s.isFolder).map((s) => s.id);
  if (isIntoItself(folderIds, target.chain)) invalid(FileOperationMessage.IntoItself);
  const existing = await childrenByName(db, access.project.id, target.id);
  const conflicts = sameNameConflicts(
    sources.map((s) => s.name),
    [...existing.values()].map((r) => r.name),
  );
  return { target, sources, existing, conflicts };
}

/** A file there takes the incoming file's current bytes as its new version (edit needed on it). */
async function replaceAsVersion(
  tx: Database,
  access: ProjectAccess,
  target: TargetFolder,
  there: ResourceRow,
  incoming: ResourceRow,
): Promise<void> {
  if (!allows(inheritLevel(access, target.level, there.id), Need.Edit)) deny(ErrorMessage.NoUpdatePermission);
  const [bytes] = incoming.currentRecordId ? await recordsByIds(tx, [incoming.currentRecordId]) : [];
  if (!bytes) deny(ErrorMessage.RecordNotFound);
  await insertVersion(tx, there, {
    id: randomUUID(),
    storageKey: bytes.storageKey,
    size: bytes.size,
    md5: bytes.md5,
    contentType: bytes.contentType,
    createdBy: access.userId,
    createdAt: new Date(),
  });
}

/**
 * Moves folders and files into a folder. A folder into itself or its own subfolder is refused; names taken there
 * answer 40007 unless a choice covers them (each name's own, else the one for all): replace (a file there gets the
 * moved file as a new version and the moved one goes to the recycle bin; a folder there goes to the recycle bin),
 * keep both ("name (1)"), skip.
 */
export async function moveResources(db: Database, access: ProjectAccess, input: TransferInput): Promise<null> {
  const { target, sources, existing, conflicts } = await prepareTransfer(
    db,
    access,
    input,
    Need.Edit,
    FileOperationMessage.NoEditPermission,
  );
  const moving = sources.filter((s) => s.parentId !== target.id);
  if (moving.length === 0) invalid(FileOperationMessage.SameFolder);
  refuseUnresolved(
    conflicts.filter((name) => moving.some((s) => s.name === name)),
    input,
  );
  const taken = new Set(existing.keys());
  const now = new Date();
  const plain: string[] = [];
  await guarded(conflicts, () =>
    db.transaction(async (tx) => {
      for (const source of moving) {
        const there = existing.get(source.name);
        let name = source.name;
        const action = sameNameAction(choiceFor(source.name, input), source, there, true);
        if (action === 'skip') continue;
        if (action === 'keepBoth') name = keepBothName(source.name, taken, source.isFolder);
        if (action === 'newVersion' && there) {
          await replaceAsVersion(tx, access, target, there, source);
          await markDeleted(tx, [source.id], access.userId, now);
          continue;
        }
        if (action === 'displace' && there) {
          requireEditThere(access, target, there);
          await markDeleted(tx, [there.id], access.userId, now);
        }
        taken.add(name);
        if (name === source.name) plain.push(source.id);
        else await updateResource(tx, source.id, { parentId: target.id, name, updatedAt: now });
      }
      // What keeps its name moves in one statement.
      await setParent(tx, plain, target.id, now);
    }),
  );
  return null;
}

/**
 * Copies folders and files (folders with what the user may see in them) into a folder of the same project; the
 * copies point at the same stored bytes as a first version, copied folders keep their folder permissions (a copy is
 * no wider open than its original). Clashes as for a move; replacing a file adds the
 * copied bytes as its new version.
 */
export async function copyResources(db: Database, access: ProjectAccess, input: TransferInput): Promise<null> {
  const { target, sources, existing, conflicts } = await prepareTransfer(
    db,
    access,
    input,
    Need.Download,
    FileOperationMessage.NoCopyPermission,
  );
  refuseUnresolved(conflicts, input);
  const taken = new Set(existing.keys());
  const now = new Date();
  const newRows: ResourceRow[] = [];
  const newIds = new Map<string, string>();
  const tops: ResourceRow[] = [];
  const replaced: { there: ResourceRow; source: ResourceRow }[] = [];
  const trashed: string[] = [];

  const copyOf = (row: ResourceRow, parentId: string, name: string): ResourceRow => {
    const id = randomUUID();
    newIds.set(row.id, id);
    return {
      ...row,
      id,
      parentId,
      name,
      currentRecordId: row.isFolder ? null : row.currentRecordId,
      recognitionStatus: null,
      createdBy: access.userId,
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
      deletedBy: null,
      purgedAt: null,
    };
  };

  for (const source of sources) {
    const there = existing.get(source.name);
    let name = source.name;
    const action = sameNameAction(choiceFor(source.name, input), source, there, true);
    // Replacing a file or folder with itself is nothing to do.
    if (action === 'skip' || (there?.id === source.id && action !== 'keepBoth')) continue;
    if (action === 'keepBoth') name = keepBothName(source.name, taken, source.isFolder);
    if (action === 'newVersion' && there) {
      replaced.push({ there, source });
      continue;
    }
    if (action === 'displace' && there) {
      requireEditThere(access, target, there);
      trashed.push(there.id);
    }
    taken.add(name);
    const row = copyOf(source, target.id, name);
    tops.push(source);
    newRows.push(row);
  }

  // What lies under the copied folders, as far as the user may see (a subtree not inherited stays behind).
  const levels = new Map<string, number | null>();
  for (const top of tops) levels.set(top.id, (await locateResource({ db }, access, top.id)).level);
  const descendants = await liveDescendantsOf(
    db,
    access.project.id,
    tops.filter((t) => t.isFolder).map((t) => t.id),
  );
  const depthOf = new Map<string, number>(tops.map((t) => [t.id, target.chain.length + 1]));
  for (const row of descendants) {
    const parentLevel = levels.get(row.parentId);
    const parentCopy = newIds.get(row.parentId);
    if (parentLevel === undefined || parentCopy === undefined) continue;
    const level = inheritLevel(access, parentLevel, row.id);
    if (!allows(level, Need.Read)) continue;
    levels.set(row.id, level);
    const depth = (depthOf.get(row.parentId) ?? 0) + 1;
    if (depth > MAX_FOLDER_DEPTH) invalid(ErrorMessage.FolderTooDeep);
    depthOf.set(row.id, depth);
    newRows.push(copyOf(row, parentCopy, row.name));
  }

  // Each copied file gets a first version pointing at its source's current bytes.
  const files = newRows.filter((r) => !r.isFolder && r.currentRecordId);
  const current = new Map(
    (
      await recordsByIds(
        db,
        files.map((f) => f.currentRecordId as string),
      )
    ).map((record) => [record.id, record]),
  );
  const records: RecordRow[] = [];
  for (const file of files) {
    const bytes = current.get(file.currentRecordId as string);
    if (!bytes) continue;
    const id = randomUUID();
    file.currentRecordId = id;
    records.push({ ...bytes, id, resourceId: file.id, version: 1, createdBy: access.userId, createdAt: now });
  }
  const copiedFiles = new Set(records.map((r) => r.resourceId));
  const rows = newRows.filter((r) => r.isFolder || copiedFiles.has(r.id));

  await guarded(conflicts, () =>
    db.transaction(async (tx) => {
      await markDeleted(tx, trashed, access.userId, now);
      for (const { there, source } of replaced) await replaceAsVersion(tx, access, target, there, source);
      await insertCopies(tx, rows, records);
      const copiedFolders = new Set(rows.filter((r) => r.isFolder).map((r) => r.id));
      const folderCopies = new Map([...newIds].filter(([, copyId]) => copiedFolders.has(copyId)));
      await copyFolderPermissions(tx, folderCopies);
    }),
  );
  return null;
}
