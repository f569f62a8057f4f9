/**
 * Same-name uploads into a project folder (001 section 7.4; the conflict dialog of the upload): before an upload,
 * which picked paths would land on a taken name; at registration, the choice the dialog made for a taken name
 * (rules/files `sameNameAction`): replace as a new version (a folder there goes to the recycle bin), keep both as
 * "name (1).ext", or skip (nothing registered; the answer is what is already there). Without a choice, 40007.
 */
import {
  type ConflictChoice,
  FILE_NAME_TAKEN,
  keepBothName,
  ResourceOwnerType,
  sameNameAction,
  type UploadedFile,
} from '@atelier/api';
import { allows, inheritLevel, Need, type ProjectAccess, type ResourceRow } from '../access/projectAccess';
import type { Database } from '../db/index';
import { DomainError, deny, ErrorCode, ErrorMessage } from '../domain/errors';
import { childrenByName, markDeleted, recordsByIds } from '../files/repository';
import { addFileVersion, addProjectFile, requireProjectOwnerType, type StoredBytes, writableFolder } from './register';

const nameTaken = (): never => {
  throw new DomainError(ErrorCode.NameTaken, FILE_NAME_TAKEN);
};

/** The folder an upload goes into, as `writableFolder` answers it. */
export interface UploadFolder {
  id: string;
  level: number | null;
}

/** What is already there, answered for a skipped upload (its current version when it is a file). */
async function skipped(db: Database, there: ResourceRow, bytes: { size: number; md5: string }): Promise<UploadedFile> {
  const [current] = there.currentRecordId ? await recordsByIds(db, [there.currentRecordId]) : [];
  return {
    resId: there.id,
    recordId: current?.id ?? null,
    resName: there.name,
    fileSize: current?.size ?? bytes.size,
    fileMd5: current?.md5 ?? bytes.md5,
  };
}

/**
 * Whether an upload under `name` may go on before its bytes are sent: the name is free, or a choice covers it.
 * A skip answers what is there at once (nothing to upload); otherwise null.
 */
export async function precheckUploadName(
  db: Database,
  access: ProjectAccess,
  folder: UploadFolder,
  request: { name: string; size: number; md5: string; onConflict?: ConflictChoice | undefined },
): Promise<UploadedFile | null> {
  const there = (await childrenByName(db, access.project.id, folder.id)).get(request.name);
  if (!there) return null;
  const action = request.onConflict
    ? sameNameAction(request.onConflict, { isFolder: false }, there, true)
    : nameTaken();
  return action === 'skip' ? skipped(db, there, request) : null;
}

/** Registers stored bytes under `name` in the folder, honouring the choice made for a taken name. */
export async function placeProjectUpload(
  db: Database,
  access: ProjectAccess,
  folder: UploadFolder,
  name: string,
  bytes: StoredBytes,
  onConflict: ConflictChoice | undefined,
): Promise<UploadedFile> {
  const siblings = await childrenByName(db, access.project.id, folder.id);
  const there = siblings.get(name);
  if (!there) return addProjectFile(db, access, access.userId, folder.id, name, bytes);
  if (!onConflict) return nameTaken();
  const action = sameNameAction(onConflict, { isFolder: false }, there, true);
  if (action === 'skip') return skipped(db, there, bytes);
  if (action === 'keepBoth') {
    return addProjectFile(db, access, access.userId, folder.id, keepBothName(name, new Set(siblings.keys())), bytes);
  }
  // Replacing changes what is there: edit (4) is needed on it, as for a new version.
  if (!allows(inheritLevel(access, folder.level, there.id), Need.Edit)) deny(ErrorMessage.NoUpdatePermission);
  if (action === 'newVersion') return addFileVersion(db, there, access.userId, bytes);
  await markDeleted(db, [there.id], access.userId, new Date());
  return addProjectFile(db, access, access.userId, folder.id, name, bytes);
}

/** The parts of a picked path: its folders and its file name ('图纸/建施/A-01.pdf'). */
function splitPath(path: string): { folders: string[]; name: string } {
  const parts = path.split('/').filter((part) => part.length > 0);
  return { folders: parts.slice(0, -1), name: parts.at(-1) ?? '' };
}

/**
 * The picked paths whose file would land on a taken name: the folders of a folder upload are reused by name, so a
 * path clashes when each of its folders exists as a folder the user may edit and its file name is taken there.
 */
export async function takenUploadPaths(
  db: Database,
  access: ProjectAccess,
  request: { parentId: string; paths: readonly string[]; ownerType?: number },
): Promise<string[]> {
  requireProjectOwnerType(request.ownerType ?? ResourceOwnerType.NormalProject);
  const root = await writableFolder({ db }, access, request.parentId);
  // Each folder's live children, read once per folder however many paths lead there.
  const children = new Map<string, Promise<Map<string, ResourceRow>>>();
  const childrenOf = (folderId: string) => {
    let found = children.get(folderId);
    if (!found) {
      found = childrenByName(db, access.project.id, folderId);
      children.set(folderId, found);
    }
    return found;
  };
  const taken: string[] = [];
  for (const path of request.paths) {
    const { folders, name } = splitPath(path);
    let folderId: string | null = root.id;
    for (const folder of folders) {
      const next: ResourceRow | undefined = (await childrenOf(folderId)).get(folder);
      folderId = next?.isFolder ? next.id : null;
      if (folderId === null) break;
    }
    if (folderId !== null && name && (await childrenOf(folderId)).has(name)) taken.push(path);
  }
  return taken;
}
