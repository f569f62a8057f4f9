import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  checkUploadFile,
  fileExtension,
  type MultipartStart,
  type OssMultiUpload,
  type ServicePrefixes,
  UPLOAD_PART_BYTES,
  type UploadedPart,
} from '@atelier/api';
import { S3ServiceException } from '@aws-sdk/client-s3';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/index';
import { UploadState, uploadParts, uploadSessions } from '../db/schema';
import { DomainError, deny, ErrorCode, ErrorMessage } from '../http/errors';
import type { FileStore } from '../storage/fileStore';
import { bareEtag } from '../storage/s3Store';
import type { LocalPartStore } from './localParts';
import type { StoredBytes } from './register';

export type UploadRow = typeof uploadSessions.$inferSelect;

/** How long a part URL works (local and presigned). A part is sent right after its URL is asked for. */
export const PART_URL_SECONDS = 30 * 60;

/** The local part route under the transfer prefix; the browser PUTs raw bytes there. */
export const PART_ROUTE = '/ossUpload/parts/:uploadId/:partNumber';

/** Uploads left unfinished this long are dropped at start (their parts removed). */
export const STALE_UPLOAD_MS = 7 * 24 * 60 * 60 * 1000;

/** What the multipart calls work with. */
export interface MultipartDeps {
  db: Database;
  files: FileStore;
  /** Parts on the local disk; null when parts go straight to the store (S3). */
  parts: LocalPartStore | null;
  prefixes: ServicePrefixes;
  log: FastifyBaseLogger;
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
  const ossKey = `uploads/${uploadId}${ext ? `.${ext}` : ''}`;
  const storageUploadId = deps.files.direct ? await deps.files.direct.start(ossKey) : null;
  await deps.db.insert(uploadSessions).values({
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
  return { uploadId, ossKey, partSize: UPLOAD_PART_BYTES };
}

/** The upload, if this user started it; the ossKey must be its own. */
export async function ownUpload(db: Database, userId: string, uploadId: string, ossKey: string): Promise<UploadRow> {
  const [row] = await db.select().from(uploadSessions).where(eq(uploadSessions.uploadId, uploadId)).limit(1);
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
 * Stores one part sent to the local route and answers its etag (the part's MD5). The part is confirmed, and
 * listed, only once its bytes are flushed and renamed into place and its row is written.
 */
export async function storeLocalPart(
  deps: MultipartDeps,
  row: UploadRow,
  partNumber: number,
  bytes: Buffer,
): Promise<string> {
  if (!deps.parts) throw new Error('Parts go straight to the store: this server takes none');
  requireUploading(row);
  requirePartNumber(row, partNumber);
  const expected = expectedPartSize(row, partNumber);
  if (bytes.length !== expected) refuse(ErrorMessage.partSizeWrong(partNumber, expected));
  const etag = createHash('md5').update(bytes).digest('hex');
  await deps.parts.write(row.uploadId, partNumber, bytes);
  await deps.db
    .insert(uploadParts)
    .values({ uploadId: row.uploadId, partNumber, size: bytes.length, etag })
    .onConflictDoUpdate({
      target: [uploadParts.uploadId, uploadParts.partNumber],
      set: { size: bytes.length, etag, createdAt: new Date() },
    });
  return etag;
}

async function partsInDatabase(db: Database, uploadId: string): Promise<UploadedPart[]> {
  return db
    .select({ partNumber: uploadParts.partNumber, etag: uploadParts.etag, size: uploadParts.size })
    .from(uploadParts)
    .where(eq(uploadParts.uploadId, uploadId))
    .orderBy(asc(uploadParts.partNumber));
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
      await deps.db.transaction(async (tx) => {
        await tx.delete(uploadParts).where(eq(uploadParts.uploadId, row.uploadId));
        if (stored.length > 0) {
          await tx.insert(uploadParts).values(stored.map((part) => ({ uploadId: row.uploadId, ...part })));
        }
      });
      return stored;
    }
  }
  return partsInDatabase(deps.db, row.uploadId);
}

/** Drops the parts of an upload (files or the store's multipart upload) and their rows. */
async function dropParts(deps: MultipartDeps, row: UploadRow): Promise<void> {
  if (deps.parts) await deps.parts.removeUpload(row.uploadId);
  if (deps.files.direct && row.storageUploadId) {
    // An emulator may not abort; the store's lifecycle rules remove what is left.
    await deps.files.direct.abort(row.ossKey, row.storageUploadId).catch((error: unknown) => {
      deps.log.warn({ err: error, uploadId: row.uploadId }, 'the store did not abort a multipart upload');
    });
  }
  await deps.db.delete(uploadParts).where(eq(uploadParts.uploadId, row.uploadId));
}

async function setState(db: Database, row: UploadRow, state: UploadState, extra: Partial<UploadRow> = {}) {
  const updated = await db
    .update(uploadSessions)
    .set({ state, ...extra })
    .where(and(eq(uploadSessions.uploadId, row.uploadId), eq(uploadSessions.state, UploadState.Uploading)))
    .returning({ uploadId: uploadSessions.uploadId });
  return updated.length > 0;
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
  if (deps.parts) {
    const confirmed = new Map((await partsInDatabase(deps.db, row.uploadId)).map((p) => [p.partNumber, p]));
    for (const part of parts) {
      if (confirmed.get(part.partNumber)?.etag !== part.etag) refuse(ErrorMessage.partCheckFailed(part.partNumber));
    }
    stored = await assembleLocal(
      deps,
      row,
      parts.map((p) => p.partNumber),
    );
  } else {
    stored = await assembleDirect(deps, row, parts);
  }

  if (stored.md5 !== fileMd5 || stored.size !== row.fileLength) {
    deps.log.warn({ uploadId: row.uploadId, declared: fileMd5, stored: stored.md5 }, 'upload MD5 mismatch');
    await deps.files.remove(row.ossKey);
    if (deps.parts) await deps.parts.removeUpload(row.uploadId);
    await deps.db.delete(uploadParts).where(eq(uploadParts.uploadId, row.uploadId));
    await setState(deps.db, row, UploadState.Failed);
    return refuse(ErrorMessage.UploadMd5Mismatch);
  }
  const completed = await setState(deps.db, row, UploadState.Completed, {
    storedMd5: stored.md5,
    completedAt: new Date(),
  });
  if (!completed) {
    // Aborted meanwhile, or completed by a second call: answer what the row says now.
    const [now] = await deps.db.select().from(uploadSessions).where(eq(uploadSessions.uploadId, row.uploadId));
    if (now?.state !== UploadState.Completed) refuse(ErrorMessage.UploadFinished);
    return answer;
  }
  if (deps.parts) await deps.parts.removeUpload(row.uploadId);
  return answer;
}

/** Cancels an upload (the panel's cancel): its parts go. A completed upload is kept: answers false. */
export async function abortUpload(deps: MultipartDeps, row: UploadRow): Promise<boolean> {
  if (row.state === UploadState.Completed) return false;
  if (row.state === UploadState.Uploading) {
    await setState(deps.db, row, UploadState.Aborted);
    await dropParts(deps, row);
  }
  return true;
}

/** Drops uploads left unfinished for {@link STALE_UPLOAD_MS} (run at start). */
export async function purgeStaleUploads(deps: MultipartDeps, now = new Date()): Promise<number> {
  const stale = await deps.db
    .select()
    .from(uploadSessions)
    .where(
      and(
        eq(uploadSessions.state, UploadState.Uploading),
        lt(uploadSessions.createdAt, new Date(now.getTime() - STALE_UPLOAD_MS)),
      ),
    );
  for (const row of stale) await abortUpload(deps, row);
  return stale.length;
}

/** The bytes of a completed upload of this user, exactly the ones named, for registration. */
export async function completedUpload(db: Database, userId: string, file: OssMultiUpload): Promise<StoredBytes> {
  const [row] = await db.select().from(uploadSessions).where(eq(uploadSessions.ossKey, file.ossKey)).limit(1);
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
  return { storageKey: row.ossKey, size: row.fileLength, md5: row.storedMd5 };
}
