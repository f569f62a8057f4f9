import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  checkRegisteredExtension,
  checkUploadFile,
  fileExtension,
  type MultipartStart,
  type OssMultiUpload,
  type ServicePrefixes,
  UPLOAD_PART_BYTES,
  type UploadedPart,
} from '@atelier/api';
import { S3ServiceException } from '@aws-sdk/client-s3';
import type { Database } from '../db/index';
import { DomainError, deny, ErrorCode, ErrorMessage } from '../domain/errors';
import type { FileStore } from '../storage/fileStore';
import { bareEtag } from '../storage/s3Store';
import { type LocalPartStore, PartSizeError } from './localParts';
import type { StoredBytes } from './register';
import {
  confirmPart,
  deletePartsOfEndedUploads,
  endUploading,
  findUpload,
  findUploadByKey,
  insertUpload,
  liveUploads,
  partsOf,
  replaceParts,
  type UploadRow,
  UploadState,
  uploadingSince,
  whileUploading,
} from './sessionRepository';

export type { UploadRow } from './sessionRepository';

/** How long a part URL works (local and presigned). A part is sent right after its URL is asked for. */
export const PART_URL_SECONDS = 30 * 60;

/** The local part route under the transfer prefix; the browser PUTs raw bytes there. */
export const PART_ROUTE = '/ossUpload/parts/:uploadId/:partNumber';

/** Uploads left unfinished this long are dropped at start (their parts removed). */
export const STALE_UPLOAD_MS = 7 * 24 * 60 * 60 * 1000;

/** Where uploads' objects go in the store: `uploads/<uploadId>.<ext>`. */
export const UPLOAD_KEY_PREFIX = 'uploads/';

/**
 * A temporary file of the store that is not an upload's (a stamped drawing, a stamp image) and was not written to
 * for this long is a write a crash interrupted: no write of this server pauses that long.
 */
export const ABANDONED_WRITE_MS = 60 * 60 * 1000;

/** Where the multipart calls write what an operator should see (the server's logger). */
export interface UploadLog {
  warn(details: object, message: string): void;
}

/** What the multipart calls work with. */
export interface MultipartDeps {
  db: Database;
  files: FileStore;
  /** Parts on the local disk; null when parts go straight to the store (S3). */
  parts: LocalPartStore | null;
  prefixes: ServicePrefixes;
  log: UploadLog;
}

const refuse = (message: string): never => {
  throw new DomainError(ErrorCode.UploadCheckFailed, message);
};

/** How many parts the file has: every part but the last is `partSize` bytes. */
export function partCount(row: Pick<UploadRow, 'fileLength' | 'partSize'>): number {
  return Math.max(1, Math.ceil(row.fileLength / row.partSize));
}

/** The size a part must have. */
export function expectedPartSize(row: Pick<UploadRow, 'fileLength' | 'partSize'>, partNumber: number): number {
  const count = partCount(row);
  return partNumber < count ? row.partSize : row.fileLength - (count - 1) * row.partSize;
}

const md5Of = (value: string) => value.toLowerCase();

/** The MD5 and length of a stream. */
export async function digestStream(stream: Readable): Promise<{ md5: string; size: number }> {
  const hash = createHash('md5');
  let size = 0;
  for await (const chunk of stream) {
    const bytes = chunk as Buffer;
    hash.update(bytes);
    size += bytes.length;
  }
  return { md5: hash.digest('hex'), size };
}

/**
 * Starts an upload: the rules of a file without its target (extension, size, not empty) are checked now, the rest
 * when it is registered. The object key is the server's (`uploads/<uploadId>.<ext>`), never the client's.
 */
export async function startUpload(
  deps: MultipartDeps,
  userId: string,
  file: { fileName: string; fileLength: number; fileMd5: string },
): Promise<MultipartStart> {
  const refusal = checkUploadFile({ name: file.fileName, size: file.fileLength });
  if (refusal) throw new DomainError(ErrorCode.InvalidRequest, refusal.message);
  const uploadId = randomUUID();
  const ext = fileExtension(file.fileName);
  const ossKey = `${UPLOAD_KEY_PREFIX}${uploadId}${ext ? `.${ext}` : ''}`;
  const storageUploadId = deps.files.direct ? await deps.files.direct.start(ossKey) : null;
  await insertUpload(deps.db, {
    uploadId,
    userId,
    ossKey,
    fileName: file.fileName,
    fileLength: file.fileLength,
    fileMd5: md5Of(file.fileMd5),
    partSize: UPLOAD_PART_BYTES,
    storageUploadId,
    partSecret: randomBytes(32).toString('hex'),
  });
  deps.parts?.begin(uploadId);
  return { uploadId, ossKey, partSize: UPLOAD_PART_BYTES };
}

/** The upload, if this user started it; the ossKey must be its own. */
export async function ownUpload(db: Database, userId: string, uploadId: string, ossKey: string): Promise<UploadRow> {
  const row = await findUpload(db, uploadId);
  if (!row || row.ossKey !== ossKey) return refuse(ErrorMessage.UploadNotFound);
  if (row.userId !== userId) deny(ErrorMessage.UploadOfAnotherUser);
  return row;
}

function requireUploading(row: UploadRow): void {
  if (row.state !== UploadState.Uploading) refuse(ErrorMessage.UploadFinished);
}

function requirePartNumber(row: UploadRow, partNumber: number): void {
  if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > partCount(row)) {
    refuse(ErrorMessage.PartNumberOutOfRange);
  }
}

const signature = (row: UploadRow, partNumber: number, expires: number) =>
  createHmac('sha256', row.partSecret).update(`${row.uploadId}\n${partNumber}\n${expires}`).digest('base64url');

/** Whether a local part URL was signed for this upload and part and has not expired. */
export function verifyPartSignature(
  row: UploadRow,
  partNumber: number,
  expires: string | undefined,
  given: string | undefined,
  now = Date.now(),
): boolean {
  if (!expires || !given || !/^\d+$/.test(expires)) return false;
  const expiresAt = Number(expires);
  if (expiresAt * 1000 < now) return false;
  const expected = Buffer.from(signature(row, partNumber, expiresAt));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Where the browser PUTs one part: a presigned URL of the store, or this server's signed part route. */
export async function partTarget(
  deps: MultipartDeps,
  row: UploadRow,
  partNumber: number,
  now = Date.now(),
): Promise<{ partNumber: number; url: string; headers?: Record<string, string> }> {
  requireUploading(row);
  requirePartNumber(row, partNumber);
  if (deps.files.direct && row.storageUploadId) {
    const url = await deps.files.direct.partUrl(row.ossKey, row.storageUploadId, partNumber, PART_URL_SECONDS);
    return { partNumber, url };
  }
  const expires = Math.floor(now / 1000) + PART_URL_SECONDS;
  const query = new URLSearchParams({ expires: String(expires), signature: signature(row, partNumber, expires) });
  const prefix = deps.prefixes.transfer.replace(/\/$/, '');
  const url = `${prefix}/ossUpload/parts/${encodeURIComponent(row.uploadId)}/${partNumber}?${query}`;
  return { partNumber, url, headers: { 'Content-Type': 'application/octet-stream' } };
}

/**
 * Stores one part sent to the local route and answers its etag (the part's MD5). The body is streamed to the part's
 * file, never held whole in memory; a body of another size than the part's is refused (`declaredSize`, the request's
 * Content-Length, refuses it before a byte is read). The part is confirmed, and listed, only once its bytes are
 * flushed and renamed into place and its row is written.
 */
export async function storeLocalPart(
  deps: MultipartDeps,
  row: UploadRow,
  partNumber: number,
  body: Readable | Buffer,
  declaredSize?: number,
): Promise<{ etag: string; size: number }> {
  if (!deps.parts) throw new Error('Parts go straight to the store: this server takes none');
  requireUploading(row);
  requirePartNumber(row, partNumber);
  const expected = expectedPartSize(row, partNumber);
  if (Buffer.isBuffer(body) && body.length !== expected) refuse(ErrorMessage.partSizeWrong(partNumber, expected));
  if (declaredSize !== undefined && declaredSize !== expected) refuse(ErrorMessage.partSizeWrong(partNumber, expected));
  try {
    await deps.parts.write(row.uploadId, partNumber, body, expected);
  } catch (error) {
    if (error instanceof PartSizeError) refuse(ErrorMessage.partSizeWrong(partNumber, expected));
    throw error;
  }
  // The MD5 of what was written (on the MD5 thread, from the page cache).
  const etag = await deps.parts.md5(row.uploadId, partNumber);
  const confirmed = await confirmPart(deps.db, row.uploadId, { partNumber, size: expected, etag });
  if (!confirmed) {
    // Completed or aborted while the part was written: nothing will read it.
    await deps.parts.removeUpload(row.uploadId);
    refuse(ErrorMessage.UploadFinished);
  }
  deps.parts.confirmed(row.uploadId, partNumber, expected, etag);
  return { etag, size: expected };
}

/**
 * The confirmed parts while the upload goes on: the checkpoint a paused or interrupted upload resumes from. With S3
 * the bucket's own list is taken when it can give one, and kept in the database; without ListParts (an emulator)
 * the parts the database holds are answered.
 */
export async function listUploadedParts(deps: MultipartDeps, row: UploadRow): Promise<UploadedPart[]> {
  // A finished upload is no checkpoint: the client starts a new one.
  requireUploading(row);
  if (deps.files.direct && row.storageUploadId) {
    const stored = await deps.files.direct.listParts(row.ossKey, row.storageUploadId);
    if (stored) {
      const kept = await whileUploading(deps.db, row.uploadId, (tx) => replaceParts(tx, row.uploadId, stored));
      if (!kept) refuse(ErrorMessage.UploadFinished);
      return stored;
    }
  }
  return partsOf(deps.db, row.uploadId);
}

/** Removes the temporary files the store holds for this key (writes a crash interrupted; local disk). */
async function removeTemporariesOf(files: FileStore, key: string): Promise<void> {
  if (!files.temporaries || !files.removeTemporary) return;
  for (const temporary of await files.temporaries()) {
    if (temporary.key === key) await files.removeTemporary(temporary.name);
  }
}

/**
 * Ends an upload that is going on (completed, failed, aborted): its state and the removal of its part rows in one
 * transaction, then its parts on the local disk and the temporary files of its object (an assembly interrupted by
 * a crash, as large as the upload). False when it had ended already: nothing is changed then.
 */
async function endUpload(
  deps: MultipartDeps,
  row: UploadRow,
  state: UploadState,
  extra: Partial<UploadRow> = {},
): Promise<boolean> {
  const ended = await endUploading(deps.db, row.uploadId, state, extra);
  if (ended) {
    if (deps.parts) await deps.parts.removeUpload(row.uploadId);
    await removeTemporariesOf(deps.files, row.ossKey);
  }
  return ended;
}

/** Whether the upload has been completed with this MD5 (by this call or another). */
async function completedWith(db: Database, uploadId: string, md5: string): Promise<boolean> {
  const now = await findUpload(db, uploadId);
  return now?.state === UploadState.Completed && now.storedMd5 === md5;
}

/** The part numbers listed for completion: exactly 1..count, each once. */
function requireAllParts(row: UploadRow, parts: readonly { partNumber: number; etag: string }[]) {
  const sorted = [...parts].sort((a, b) => a.partNumber - b.partNumber);
  const count = partCount(row);
  if (sorted.length !== count || sorted.some((part, index) => part.partNumber !== index + 1)) {
    refuse(ErrorMessage.PartsIncomplete);
  }
  return sorted.map((part) => ({ partNumber: part.partNumber, etag: bareEtag(part.etag) }));
}

/** Concatenates the local parts into the object, streaming, and answers the MD5 and length of what was stored. */
async function assembleLocal(deps: MultipartDeps, row: UploadRow, numbers: readonly number[]) {
  if (!deps.parts) throw new Error('No local parts to assemble');
  const parts: LocalPartStore = deps.parts;
  const hash = createHash('md5');
  let size = 0;
  async function* bytes() {
    for (const partNumber of numbers) {
      for await (const chunk of parts.read(row.uploadId, partNumber)) {
        const buffer = chunk as Buffer;
        hash.update(buffer);
        size += buffer.length;
        yield buffer;
      }
    }
  }
  await deps.files.put(row.ossKey, Readable.from(bytes()));
  return { md5: hash.digest('hex'), size };
}

/** Puts a local file into the store as the object `key`: renamed when the store can, else streamed. */
async function placeFile(files: FileStore, key: string, file: string): Promise<void> {
  if (files.adopt) await files.adopt(key, file);
  else await files.put(key, createReadStream(file));
}

/** Completes the store's multipart upload, then reads the object back for its MD5 (the store's ETag is not one). */
async function assembleDirect(deps: MultipartDeps, row: UploadRow, parts: { partNumber: number; etag: string }[]) {
  const direct = deps.files.direct;
  if (!direct || !row.storageUploadId) throw new Error('No multipart upload in the store');
  try {
    await direct.complete(row.ossKey, row.storageUploadId, parts);
  } catch (error) {
    // InvalidPart, InvalidPartOrder, EntityTooSmall, NoSuchUpload: the parts are not what the list says.
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    if (status === 400 || status === 404) refuse(ErrorMessage.PartsIncomplete);
    throw error;
  }
  return digestStream(await deps.files.get(row.ossKey));
}

/**
 * Completes an upload: the listed parts must be all of them with their etags; they are assembled into the object,
 * whose MD5 the server computes and compares with the declared one. A mismatch removes the object and the parts
 * (the upload has to start again). Completing twice answers the same.
 */
export async function completeUpload(
  deps: MultipartDeps,
  row: UploadRow,
  declaredMd5: string,
  listed: readonly { partNumber: number; etag: string }[],
): Promise<{ ossKey: string; fileMd5: string; fileLength: number }> {
  const fileMd5 = md5Of(declaredMd5);
  const answer = { ossKey: row.ossKey, fileMd5, fileLength: row.fileLength };
  if (row.state === UploadState.Completed && row.storedMd5 === fileMd5) return answer;
  requireUploading(row);
  if (fileMd5 !== row.fileMd5) refuse(ErrorMessage.UploadMd5Mismatch);
  const parts = requireAllParts(row, listed);

  let stored: { md5: string; size: number };
  try {
    if (deps.parts) {
      const confirmed = new Map((await partsOf(deps.db, row.uploadId)).map((p) => [p.partNumber, p]));
      for (const part of parts) {
        if (confirmed.get(part.partNumber)?.etag !== part.etag) refuse(ErrorMessage.partCheckFailed(part.partNumber));
      }
      // Appended and hashed as the parts came: moved into the store, not read again. Else read from the parts.
      const assembled = await deps.parts.assembled(row.uploadId, parts);
      if (assembled) {
        stored = assembled;
        if (stored.md5 === fileMd5 && stored.size === row.fileLength) {
          await placeFile(deps.files, row.ossKey, assembled.file);
        }
      } else {
        stored = await assembleLocal(
          deps,
          row,
          parts.map((p) => p.partNumber),
        );
      }
    } else {
      stored = await assembleDirect(deps, row, parts);
    }
  } catch (error) {
    // A completion of the same upload sent at the same time finished first and took the parts away (with this
    // call's temporary file): its answer is this one's.
    if (await completedWith(deps.db, row.uploadId, fileMd5)) return answer;
    throw error;
  }

  if (stored.md5 !== fileMd5 || stored.size !== row.fileLength) {
    deps.log.warn({ uploadId: row.uploadId, declared: fileMd5, stored: stored.md5 }, 'upload MD5 mismatch');
    if (await endUpload(deps, row, UploadState.Failed)) await deps.files.remove(row.ossKey);
    return refuse(ErrorMessage.UploadMd5Mismatch);
  }
  const completed = await endUpload(deps, row, UploadState.Completed, {
    storedMd5: stored.md5,
    completedAt: new Date(),
  });
  if (!completed) {
    // Completed by a second call (answer the same), or aborted meanwhile: then the object stored here is no one's.
    if (await completedWith(deps.db, row.uploadId, fileMd5)) return answer;
    await deps.files.remove(row.ossKey);
    return refuse(ErrorMessage.UploadFinished);
  }
  return answer;
}

/**
 * Cancels an upload (the panel's cancel): its parts go, and an object an interrupted completion may have stored
 * (it stores the object, then marks the upload completed). A completed upload is kept: answers false.
 */
export async function abortUpload(deps: MultipartDeps, row: UploadRow): Promise<boolean> {
  if (row.state === UploadState.Completed) return false;
  if (row.state === UploadState.Uploading && (await endUpload(deps, row, UploadState.Aborted))) {
    if (deps.files.direct && row.storageUploadId) {
      // An emulator may not abort; the store's lifecycle rules remove what is left.
      await deps.files.direct.abort(row.ossKey, row.storageUploadId).catch((error: unknown) => {
        deps.log.warn({ err: error, uploadId: row.uploadId }, 'the store did not abort a multipart upload');
      });
    }
    await deps.files.remove(row.ossKey);
  }
  return true;
}

/** Drops uploads left unfinished for {@link STALE_UPLOAD_MS} (run at start). */
export async function purgeStaleUploads(deps: MultipartDeps, now = new Date()): Promise<number> {
  const stale = await uploadingSince(deps.db, new Date(now.getTime() - STALE_UPLOAD_MS));
  for (const row of stale) await abortUpload(deps, row);
  return stale.length;
}

/** What a start-up sweep removed. */
export interface UploadSweep {
  /** Uploads left unfinished for {@link STALE_UPLOAD_MS}, aborted. */
  staleUploads: number;
  partRows: number;
  partFolders: number;
  temporaryFiles: number;
}

/**
 * Run at start: aborts uploads left unfinished for {@link STALE_UPLOAD_MS}, then removes what belongs to no live
 * (still uploading) upload, which a server stopped between ending an upload and cleaning after it leaves: part rows,
 * part folders on the local disk, and the store's temporary files written for uploads (an assembly interrupted by
 * a crash, as large as the upload). A live upload keeps its parts and temporary files (a server process may be
 * completing it); its completion or abort removes them. The store's other temporary files (a stamped drawing, a
 * stamp image) go once untouched for {@link ABANDONED_WRITE_MS}.
 */
export async function sweepUploads(deps: MultipartDeps, now = new Date()): Promise<UploadSweep> {
  const staleUploads = await purgeStaleUploads(deps, now);
  // Listed before the live uploads are read: an upload started meanwhile is live by then, and its files kept.
  const folders = deps.parts ? await deps.parts.uploadIds() : [];
  const temporaries = (await deps.files.temporaries?.()) ?? [];

  const partRows = await deletePartsOfEndedUploads(deps.db);

  let partFolders = 0;
  const liveFolders = await liveUploads(deps.db, 'uploadId', folders);
  for (const uploadId of folders) {
    if (liveFolders.has(uploadId) || !deps.parts) continue;
    await deps.parts.removeUpload(uploadId);
    partFolders += 1;
  }

  let temporaryFiles = 0;
  const uploadKeys = temporaries.flatMap((t) => (t.key?.startsWith(UPLOAD_KEY_PREFIX) ? [t.key] : []));
  const liveKeys = await liveUploads(deps.db, 'ossKey', [...new Set(uploadKeys)]);
  for (const temporary of temporaries) {
    const forUpload = temporary.key?.startsWith(UPLOAD_KEY_PREFIX) ?? false;
    const abandoned = forUpload
      ? !liveKeys.has(temporary.key as string)
      : now.getTime() - temporary.modifiedAt > ABANDONED_WRITE_MS;
    if (!abandoned || !deps.files.removeTemporary) continue;
    await deps.files.removeTemporary(temporary.name);
    temporaryFiles += 1;
  }
  return { staleUploads, partRows, partFolders, temporaryFiles };
}

/**
 * The bytes of a completed upload of this user, exactly the ones named, for registration: its MD5 and length, and a
 * name with the extension it was uploaded with (`checkRegisteredExtension`: x.pdf is not registered as evil.html).
 */
export async function completedUpload(db: Database, userId: string, file: OssMultiUpload): Promise<StoredBytes> {
  const row = await findUploadByKey(db, file.ossKey);
  if (!row) return refuse(ErrorMessage.UploadNotCompleted);
  if (row.userId !== userId) deny(ErrorMessage.UploadOfAnotherUser);
  if (
    row.state !== UploadState.Completed ||
    !row.storedMd5 ||
    row.storedMd5 !== md5Of(file.fileMd5) ||
    row.fileLength !== file.fileLength
  ) {
    return refuse(ErrorMessage.UploadNotCompleted);
  }
  const changed = checkRegisteredExtension(file.fileName, row.fileName);
  if (changed) throw new DomainError(ErrorCode.InvalidRequest, changed);
  return { storageKey: row.ossKey, size: row.fileLength, md5: row.storedMd5 };
}
