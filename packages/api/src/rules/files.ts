import { FolderPermission } from '../entities/constants';
import { CommonMessage, Refuse, type RuleRefusal } from './refusal';

/**
 * Refusals of files that every flow naming a drawing shares (a launch, a quote, a download), one definition for the
 * server and the fixtures. Atelier's texts.
 */
export const FileMessage = {
  /** A version (record id) that is not the file's, or no version at all. */
  RecordNotFound: '文件版本不存在',
  /** A file of another project than the one the call names. */
  OfAnotherProject: '该文件不属于当前项目，无权访问',
  /** A file or folder that does not exist (any more). */
  NotFound: '文件不存在或已被删除',
  /** A move or copy into something that is not a folder. */
  NotAFolder: '目标不是文件夹',
  /** A file in a folder the caller has no level on (not inherited). */
  NoReadPermission: '您没有查看该文件夹的权限',
} as const;

/** Refusals of a project the caller may not work in (the server's project access). Atelier's texts. */
export const ProjectAccessMessage = {
  OfAnotherEnterprise: '该项目不属于当前企业，无权访问',
  NotMember: '您不是该项目的成员，无权访问',
} as const;

/** What the server reads about a file a person names by id, in the order it checks (issue 21). */
export interface FileReadFacts {
  /** The file (or version) exists. */
  found: boolean;
  /** Its project exists and is not deleted. */
  projectFound: boolean;
  /** Its project belongs to the caller's current enterprise. */
  ofCallersEnterprise: boolean;
  /** The caller is a member of its project. */
  member: boolean;
  /** It is a live file: not deleted, not a folder, its folders live. */
  live: boolean;
  /** The caller's level in its folder (null: not inherited, no access). */
  level: number | null;
}

/**
 * Whether a person may read a file they name by id (a check of which files are in a proofreading, a quote, a
 * launch): the file exists, its project is one of the caller's enterprise and the caller is a member, the file is
 * live and the caller's level in its folder reads (read-only or more). The first failing fact refuses.
 */
export function fileReadRefusal(facts: FileReadFacts, notFound: string = FileMessage.NotFound): RuleRefusal | null {
  if (!facts.found) return Refuse.denied(notFound);
  if (!facts.projectFound) return Refuse.denied(CommonMessage.ProjectNotFound);
  if (!facts.ofCallersEnterprise) return Refuse.denied(ProjectAccessMessage.OfAnotherEnterprise);
  if (!facts.member) return Refuse.denied(ProjectAccessMessage.NotMember);
  if (!facts.live) return Refuse.denied(FileMessage.NotFound);
  if (facts.level === null || facts.level < FolderPermission.ReadOnly)
    return Refuse.denied(FileMessage.NoReadPermission);
  return null;
}

/** Refusals of uploads both sides answer (Atelier's texts). */
export const UploadMessage = {
  /** Rapid upload: no stored file has this MD5 and size (20003: the portal uploads it). */
  NewFile: '文件不存在，请上传',
  /** A registration naming an upload that has not completed (or whose bytes do not match). */
  NotCompleted: '文件上传未完成',
  /** A multipart call naming an upload that does not exist. */
  NotFound: '上传任务不存在',
  /** A part whose bytes do not match the MD5 it was announced with. */
  partCheckFailed: (partNumber: number) => `分片${partNumber}校验失败`,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Folder and file operations (001 sections 4.7, 5.7, 7.4, 7.6): one set of rules for every owner (a project, a
// person's network disk), used by the server, the fixtures and the dialogs.
// ---------------------------------------------------------------------------------------------------------------

/** Deleted folders and files are kept in their owner's recycle bin for 30 days (001 sections 4.7, 9). */
export const RECYCLE_RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;

/** Days left before a recycle-bin entry is purged: 30 minus the whole days since it was deleted, never below 0. */
export function recycleDaysLeft(deletedAt: Date, now: Date = new Date()): number {
  const days = Math.floor((now.getTime() - deletedAt.getTime()) / DAY_MS);
  return Math.max(0, RECYCLE_RETENTION_DAYS - days);
}

/** Whether a recycle-bin entry deleted then is past its 30 days now. */
export function isRecycleExpired(deletedAt: Date, now: Date = new Date()): boolean {
  return now.getTime() - deletedAt.getTime() >= RECYCLE_RETENTION_DAYS * DAY_MS;
}

/** What to do with a name that is already taken in the target folder (move, copy, upload). */
export const ConflictChoice = {
  /** The file there gets the incoming bytes as a new version (a folder there goes to the recycle bin). */
  Replace: 'replace',
  /** The incoming one is renamed "name (1).ext". */
  KeepBoth: 'keepBoth',
  /** The incoming one is left where it was (not copied, not moved). */
  Skip: 'skip',
} as const;
export type ConflictChoice = (typeof ConflictChoice)[keyof typeof ConflictChoice];

/**
 * The choices a move, copy or upload carries for names already taken in the target: `choices` one per name (the
 * conflict dialog asked name by name), `onConflict` for every name without its own ("apply to all"). Without
 * either, a clash answers 40007 with the names.
 */
export interface ConflictChoices {
  onConflict?: ConflictChoice | undefined;
  choices?: Readonly<Record<string, ConflictChoice>> | undefined;
}

/** The choice that applies to one clashing name: its own, else the one for all, else none. */
export function choiceFor(name: string, request: ConflictChoices): ConflictChoice | undefined {
  const own = request.choices && Object.hasOwn(request.choices, name) ? request.choices[name] : undefined;
  return own ?? request.onConflict;
}

/** The clashing names no choice covers: what a 40007 names. */
export function unresolvedConflicts(names: readonly string[], request: ConflictChoices): string[] {
  return names.filter((name) => choiceFor(name, request) === undefined);
}

/**
 * What happens to one incoming file or folder under a name (001 section 7.4, the anchors' Drive/Dropbox choices):
 * - `place`: nothing there, put it under its name;
 * - `skip`: left where it was (not moved, copied or uploaded);
 * - `keepBoth`: put it under the first free "name (n)";
 * - `newVersion`: a file onto a file where the owner keeps versions: the one there gets the incoming bytes as a
 *   new version (its history stays);
 * - `displace`: the one there goes to the recycle bin (a folder, a file onto a folder, or an owner without versions
 *   such as the disk), then the incoming one takes the name.
 */
export type SameNameAction = 'place' | 'skip' | 'keepBoth' | 'newVersion' | 'displace';

export function sameNameAction(
  choice: ConflictChoice | undefined,
  incoming: { isFolder: boolean },
  there: { isFolder: boolean } | undefined,
  ownerKeepsVersions: boolean,
): SameNameAction {
  if (!there) return 'place';
  if (choice === undefined) throw new Error('a clash without a choice is refused before any action');
  if (choice === ConflictChoice.Skip) return 'skip';
  if (choice === ConflictChoice.KeepBoth) return 'keepBoth';
  return ownerKeepsVersions && !incoming.isFolder && !there.isFolder ? 'newVersion' : 'displace';
}

/** Refusals of folder and file operations (Atelier's texts). */
export const FileOperationMessage = {
  IntoItself: '不能将文件夹移动或复制到其自身或其子文件夹中',
  NoEditPermission: '您没有编辑该文件或文件夹的权限',
  NoCopyPermission: '您没有复制该文件或文件夹的权限',
  NotInRecycleBin: '回收站中不存在该文件，可能已被恢复或彻底删除',
  CurrentVersion: '当前版本不能删除，请先回滚到其他版本',
  OnlyVersion: '文件仅有一个版本，不能删除',
  VersionInUse: '该版本已用于审批或发布，不能删除',
  SameFolder: '目标文件夹与原文件夹相同',
  DiskQuotaExceeded: '网盘空间不足，请清理后再试',
} as const;

/** The clash of incoming names with a target folder's: "已存在同名文件：a.pdf、b.pdf" (40007, the conflict dialog). */
export const conflictMessage = (names: readonly string[]): string =>
  `目标文件夹中已存在同名文件或文件夹：${names.slice(0, 5).join('、')}${names.length > 5 ? ` 等${names.length}个` : ''}`;

/** Restoring into a folder that is itself in the recycle bin is refused with the folder's name. */
export const restoreParentDeletedMessage = (folder: string): string =>
  `原所在文件夹“${folder}”已在回收站中，请先恢复该文件夹`;

/** The extension of a file name, lower case, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** A file name without its extension (the part a rename dialog edits). */
export function baseNameOf(name: string, ext: string): string {
  return ext && name.toLowerCase().endsWith(`.${ext.toLowerCase()}`) ? name.slice(0, -(ext.length + 1)) : name;
}

/**
 * The name a file gets on rename: its extension is kept (001 section 5.8: a version keeps its format). The typed
 * name is taken as the base unless it already ends with the same extension; folders take the name as typed.
 */
export function renamedName(typed: string, ext: string, isFolder: boolean): string {
  const name = typed.trim();
  if (isFolder || !ext) return name;
  return name.toLowerCase().endsWith(`.${ext.toLowerCase()}`) ? name : `${name}.${ext}`;
}

/** The incoming names already taken in the target folder (names compare exactly, as the unique index does). */
export function sameNameConflicts(incoming: readonly string[], taken: Iterable<string>): string[] {
  const set = new Set(taken);
  return incoming.filter((name) => set.has(name));
}

/** "name (1).ext", "name (2).ext", ...: the first that is not taken ("keep both"). */
export function keepBothName(name: string, taken: ReadonlySet<string>, isFolder = false): string {
  const ext = isFolder ? '' : extensionOf(name);
  const base = ext ? name.slice(0, -(ext.length + 1)) : name;
  const suffix = ext ? name.slice(-(ext.length + 1)) : '';
  for (let n = 1; ; n++) {
    const candidate = `${base} (${n})${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Whether a target folder is one of the moved or copied folders or lies inside one: `targetChain` is the target's
 * ancestors from the root down, the target last (ids).
 */
export function isIntoItself(sourceFolderIds: readonly string[], targetChain: readonly string[]): boolean {
  const sources = new Set(sourceFolderIds);
  return targetChain.some((id) => sources.has(id));
}

/** A personal disk's used share in percent, capped at 100 (001 section 9). */
export function diskUsedRate(used: number, max: number): number {
  if (max <= 0) return 100;
  return Math.min(100, Math.round((used / max) * 10000) / 100);
}

/** Whether adding `incoming` bytes keeps a disk within its quota. */
export function fitsQuota(used: number, incoming: number, max: number): boolean {
  return used + incoming <= max;
}

// ---------------------------------------------------------------------------------------------------------------
// The personal network disk (001 sections 2.1, 3.7, 7.6)
// ---------------------------------------------------------------------------------------------------------------

/** The disk's categories (001 section 2.1): 全部 and the archive formats' codes. */
export const DiskCategory = {
  All: 'all',
  Cad: 'FMT08',
  Document: 'FMT01',
  Picture: 'FMT02',
  Audio: 'FMT03',
  Video: 'FMT04',
  Compressed: 'FMT07',
  Other: 'FMT06',
} as const;
export type DiskCategory = (typeof DiskCategory)[keyof typeof DiskCategory];

const CATEGORY_EXTENSIONS: Readonly<Record<Exclude<DiskCategory, 'all' | 'FMT06'>, readonly string[]>> = {
  [DiskCategory.Cad]: ['dwg', 'dxf', 'dwf', 'dgn', 'rvt', 'skp'],
  [DiskCategory.Document]: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'wps', 'csv', 'md'],
  [DiskCategory.Picture]: ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'svg', 'tif', 'tiff'],
  [DiskCategory.Audio]: ['mp3', 'wav', 'aac', 'flac', 'm4a', 'ogg'],
  [DiskCategory.Video]: ['mp4', 'mov', 'avi', 'mkv', 'wmv', 'flv', 'webm'],
  [DiskCategory.Compressed]: ['zip', 'rar', '7z', 'tar', 'gz', 'bz2', 'xz'],
};

/** The category of a file by its extension (其他 FMT06 when none fits). */
export function categoryOfExtension(ext: string): DiskCategory {
  const lower = ext.toLowerCase();
  for (const [category, extensions] of Object.entries(CATEGORY_EXTENSIONS)) {
    if (extensions.includes(lower)) return category as DiskCategory;
  }
  return DiskCategory.Other;
}

/** Each person's disk holds at most this many bytes unless configured otherwise (Atelier's default: 10 GB). */
export const DISK_QUOTA_BYTES = 10 * 1024 * 1024 * 1024;
