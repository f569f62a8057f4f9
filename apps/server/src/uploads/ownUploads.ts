import type { Readable } from 'node:stream';
import { hasControlCharacters, type UploadedPart } from '@atelier/api';
import { DomainError, ErrorCode, ErrorMessage } from '../domain/errors';
import {
  abortUpload,
  completeUpload,
  listUploadedParts,
  type MultipartDeps,
  ownUpload,
  partTarget,
  storeLocalPart,
  verifyPartSignature,
} from './multipart';
import { findUpload } from './sessionRepository';

/** An upload the caller names: its id and the object key it was given. */
interface UploadRef {
  uploadId: string;
  ossKey: string;
}

/** Where the browser PUTs one part of the user's own upload. */
export async function ownPartTarget(deps: MultipartDeps, userId: string, request: UploadRef & { partNumber: number }) {
  const row = await ownUpload(deps.db, userId, request.uploadId, request.ossKey);
  return partTarget(deps, row, request.partNumber);
}

/** The confirmed parts of the user's own upload (the checkpoint to resume from). */
export async function ownUploadedParts(
  deps: MultipartDeps,
  userId: string,
  request: UploadRef,
): Promise<UploadedPart[]> {
  const row = await ownUpload(deps.db, userId, request.uploadId, request.ossKey);
  return listUploadedParts(deps, row);
}

/** Completes the user's own upload. */
export async function completeOwnUpload(
  deps: MultipartDeps,
  userId: string,
  request: UploadRef & { fileMd5: string; parts: readonly { partNumber: number; etag: string }[] },
) {
  const row = await ownUpload(deps.db, userId, request.uploadId, request.ossKey);
  return completeUpload(deps, row, request.fileMd5, request.parts);
}

/** Cancels the user's own upload. */
export async function abortOwnUpload(deps: MultipartDeps, userId: string, request: UploadRef): Promise<boolean> {
  const row = await ownUpload(deps.db, userId, request.uploadId, request.ossKey);
  return abortUpload(deps, row);
}

/**
 * One part sent to the local part route with the signed URL `ownPartTarget` answered: the upload must exist (404
 * otherwise) and the signature hold for this part and not have expired (403). Answers the stored part; its etag is
 * the part's MD5. The body is read only once these hold (storeLocalPart streams it to the part's file).
 */
export async function receiveLocalPart(
  deps: MultipartDeps,
  target: { uploadId: string; partNumber: string; expires?: string | undefined; signature?: string | undefined },
  body: Readable | Buffer,
  declaredSize?: number,
): Promise<{ partNumber: number; etag: string; size: number }> {
  const partNumber = /^\d{1,5}$/.test(target.partNumber) ? Number(target.partNumber) : Number.NaN;
  // A control character (NUL) is in no upload id, and PostgreSQL cannot even compare it: unknown upload.
  const row = hasControlCharacters(target.uploadId) ? undefined : await findUpload(deps.db, target.uploadId);
  if (!row) throw new DomainError(ErrorCode.UploadCheckFailed, ErrorMessage.UploadNotFound, 404);
  if (!verifyPartSignature(row, partNumber, target.expires, target.signature)) {
    throw new DomainError(ErrorCode.Denied, ErrorMessage.PartLinkInvalid, 403);
  }
  const { etag, size } = await storeLocalPart(deps, row, partNumber, body, declaredSize);
  return { partNumber, etag, size };
}
