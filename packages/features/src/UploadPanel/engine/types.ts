/**
 * The upload engine's data: items, their targets, checkpoints, snapshots, and the seams the engine is given
 * (transport, hasher, part PUT, checkpoint storage, scheduler) so it runs in the browser and in Node tests alike.
 */
import type {
  ConflictChoice,
  FolderUploadNode,
  MultipartStart,
  OssMultiUpload,
  ResourceOwnerType,
  UploadedFile,
  UploadedPart,
  UploadItemStatus,
  UploadTarget,
} from '@atelier/api';

/** Where an item goes (001 section 3.5 uploadData): the target kind and its ids. */
export interface UploadItemTarget {
  readonly kind: UploadTarget;
  readonly projectId: string;
  /** The folder the file lands in (for a folder upload: the created folder's id). */
  readonly parentId: string;
  /** The file a new version replaces ({@link UploadTarget.ProjectEdition}). */
  readonly resId?: string | null;
  /** The target folder's type: 4_4 and 4_6 accept PDF only. */
  readonly folderType?: string | null;
  /** Default {@link ResourceOwnerType.NormalProject}. */
  readonly ownerType?: ResourceOwnerType;
  readonly specialtyId?: string | null;
  readonly subprojectId?: string | null;
  /** What to do when the name is already taken there (the conflict dialog's choice); without it, 40007. */
  readonly onConflict?: ConflictChoice | undefined;
}

/** What resuming a multipart upload needs; persisted so a reload can resume. */
export interface UploadCheckpoint {
  readonly uploadId: string;
  readonly ossKey: string;
  readonly partSize: number;
  readonly md5: string;
}

/** One row of the panel. Immutable: every change makes a new object. */
export interface UploadItem {
  readonly id: string;
  readonly file: File;
  /** The path inside the picked folder ('图纸/建施/A-01.pdf'), null for single files. */
  readonly relativePath: string | null;
  readonly name: string;
  readonly size: number;
  /** Lower-case, without the dot. */
  readonly extension: string;
  readonly target: UploadItemTarget;
  readonly status: UploadItemStatus;
  /** Upload progress 0-100 (100 only once registered). */
  readonly percent: number;
  /** MD5 progress 0-100 while the status is {@link UploadItemStatus.Checking}. */
  readonly hashPercent: number;
  /** The server's or the rule's message for a failed or refused item. */
  readonly message: string | null;
  readonly md5: string | null;
  /** The registered file (5 and 7). */
  readonly result: UploadedFile | null;
  /** Refused by a rule when added (8, 9, 10, or 6 with the rule's message): never uploads, never retried. */
  readonly refused: boolean;
  /** The multipart upload to resume, once started. */
  readonly checkpoint: UploadCheckpoint | null;
}

/** Counts for the panel's title. */
export interface UploadSummary {
  readonly total: number;
  readonly waiting: number;
  /** Checking (MD5, rapid check) or uploading: at most one. */
  readonly active: number;
  readonly paused: number;
  /** Waiting + active + paused: what the leave warning and the close confirmation count. */
  readonly unfinished: number;
  /** Uploaded (5) or instantly uploaded (7). */
  readonly succeeded: number;
  /** Failed (6) or refused (8, 9, 10). */
  readonly failed: number;
  readonly cancelled: number;
  /** Something was added and nothing is unfinished. */
  readonly allDone: boolean;
}

/** What `useSyncExternalStore` reads: the same object until something changes. */
export interface UploadSnapshot {
  readonly items: readonly UploadItem[];
  readonly summary: UploadSummary;
  /** The item being checked or uploaded. */
  readonly activeId: string | null;
}

/** The calls the engine makes, in its own terms; {@link createProjectUploadTransport} maps them to the client. */
export interface UploadTransport {
  /** Resolves the registered file when the MD5 is known; rejects with code 20003 when it is not. */
  rapidUpload(
    request: { md5: string; size: number; name: string; target: UploadItemTarget },
    signal: AbortSignal,
  ): Promise<UploadedFile>;
  multipartStart(
    request: { fileName: string; fileLength: number; fileMd5: string },
    signal: AbortSignal,
  ): Promise<MultipartStart>;
  /** Where to PUT one part. */
  multipartPart(
    request: { uploadId: string; ossKey: string; partNumber: number },
    signal: AbortSignal,
  ): Promise<{ url: string; headers?: Record<string, string> | undefined }>;
  multipartListParts(request: { uploadId: string; ossKey: string }, signal: AbortSignal): Promise<UploadedPart[]>;
  multipartComplete(
    request: {
      uploadId: string;
      ossKey: string;
      fileMd5: string;
      parts: { partNumber: number; etag: string }[];
    },
    signal: AbortSignal,
  ): Promise<unknown>;
  multipartAbort(request: { uploadId: string; ossKey: string }): Promise<unknown>;
  /** Registers the stored object in the target (a new file, or a new version when the target has a resId). */
  register(request: { file: OssMultiUpload; target: UploadItemTarget }, signal: AbortSignal): Promise<UploadedFile>;
  /** Which of these paths (relative to the target folder) would land on a name already taken there. */
  checkNames(request: { target: UploadItemTarget; paths: string[] }): Promise<string[]>;
  /** Creates a folder tree under the target's parent; answers each folder's local path with its new id. */
  createFolders(request: {
    target: UploadItemTarget;
    tree: FolderUploadNode[];
  }): Promise<{ fileLocalPath: string; resId: string }[]>;
}

/** Computes a file's MD5 (hex), reporting the bytes hashed so far. */
export type Md5Hasher = (file: Blob, onProgress: (hashedBytes: number) => void, signal: AbortSignal) => Promise<string>;

/** PUTs one part; resolves its ETag (without quotes). */
export type PutPart = (
  url: string,
  headers: Record<string, string>,
  body: Blob,
  onProgress: (sentBytes: number) => void,
  signal: AbortSignal,
) => Promise<string>;

/** Where checkpoints survive a reload. */
export interface CheckpointStorage {
  get(key: string): UploadCheckpoint | null;
  set(key: string, checkpoint: UploadCheckpoint): void;
  remove(key: string): void;
}

/** Runs a callback later (an animation frame); returns a cancel function. */
export type Scheduler = (callback: () => void) => () => void;
