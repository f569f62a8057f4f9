/**
 * Sending a file's parts, several at once (S3 multipart takes parts in any order; the completion lists them
 * sorted). Pure TypeScript over the transport and the part PUT, so the unit tests drive it with fakes.
 */

import type { UploadedPart } from '@atelier/api';
import { isApiError } from '@atelier/api/client';
import type { PutPart, UploadCheckpoint, UploadTransport } from './types';

/**
 * Parts in flight at once. One part at a time leaves the wire idle during each part's round trips (asking for its
 * URL, the store's flush and answer); four fill it on loopback and a LAN, and leave two of a browser's six
 * connections per host (HTTP/1.1) to the API calls and the page. More adds no speed and only holds more parts'
 * bytes in memory.
 */
export const PARTS_IN_FLIGHT = 4;

/** Tries of one part before the item fails: a dropped connection or a store's 5xx is retried, alone. */
export const PART_ATTEMPTS = 3;

/** Wait before a part's next try, times the try's number. */
export const PART_RETRY_DELAY_MS = 500;

export interface SendPartsOptions {
  transport: Pick<UploadTransport, 'multipartPart'>;
  putPart: PutPart;
  file: Blob;
  checkpoint: Pick<UploadCheckpoint, 'uploadId' | 'ossKey' | 'partSize'>;
  /** The parts the server confirmed (its list): not sent again. */
  stored: readonly UploadedPart[];
  /** Pause, cancel, offline: aborts every part in flight. */
  signal: AbortSignal;
  /** Bytes confirmed plus bytes of the parts in flight sent so far (never more than the file). */
  onProgress: (bytes: number) => void;
  concurrency?: number;
  attempts?: number;
  retryDelayMs?: number;
}

/** Whether another try of the part may succeed: its PUT failed, or the call for its URL never got an answer. */
function isRetryable(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  // A refusal with the server's code (the upload finished, was aborted, is not this user's) stays one.
  if (isApiError(error)) return error.kind === 'network' || error.kind === 'timeout';
  return true;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * PUTs every part the store does not hold yet, at most `concurrency` at once, and answers all ETags sorted by part
 * number. A failed part is tried again alone (the others go on); when it fails for good, the parts still in flight
 * are aborted and awaited before the error is thrown, so nothing of the item is sent after it failed.
 */
export async function sendParts(options: SendPartsOptions): Promise<{ partNumber: number; etag: string }[]> {
  const { transport, putPart, file, stored, signal, onProgress } = options;
  const { uploadId, ossKey, partSize } = options.checkpoint;
  const concurrency = Math.max(1, options.concurrency ?? PARTS_IN_FLIGHT);
  const attempts = Math.max(1, options.attempts ?? PART_ATTEMPTS);
  const retryDelayMs = options.retryDelayMs ?? PART_RETRY_DELAY_MS;
  const size = file.size;
  const count = Math.max(1, Math.ceil(size / partSize));
  const lengthOf = (partNumber: number) => Math.max(0, Math.min(partSize, size - (partNumber - 1) * partSize));

  const etags = new Map<number, string>();
  let confirmed = 0;
  for (const part of stored) {
    if (part.partNumber <= count && part.size === lengthOf(part.partNumber) && !etags.has(part.partNumber)) {
      etags.set(part.partNumber, part.etag);
      confirmed += part.size;
    }
  }
  // Bytes sent of each part in flight: the progress is the confirmed bytes plus these.
  const sending = new Map<number, number>();
  const report = () => {
    if (signal.aborted) return;
    let bytes = confirmed;
    for (const sent of sending.values()) bytes += sent;
    onProgress(Math.min(bytes, size));
  };
  report();

  const queue: number[] = [];
  for (let partNumber = 1; partNumber <= count; partNumber += 1) if (!etags.has(partNumber)) queue.push(partNumber);

  // Aborted by the caller's signal, or by a part that failed for good.
  const controller = new AbortController();
  const stop = () => controller.abort(signal.reason);
  if (signal.aborted) stop();
  else signal.addEventListener('abort', stop, { once: true });
  const inner = controller.signal;

  const sendOne = async (partNumber: number) => {
    const start = (partNumber - 1) * partSize;
    const body = file.slice(start, start + lengthOf(partNumber));
    for (let attempt = 1; ; attempt += 1) {
      try {
        const target = await transport.multipartPart({ uploadId, ossKey, partNumber }, inner);
        inner.throwIfAborted();
        sending.set(partNumber, 0);
        const etag = await putPart(
          target.url,
          target.headers ?? {},
          body,
          (sent) => {
            if (!sending.has(partNumber)) return;
            sending.set(partNumber, Math.min(sent, body.size));
            report();
          },
          inner,
        );
        inner.throwIfAborted();
        sending.delete(partNumber);
        etags.set(partNumber, etag);
        confirmed += body.size;
        report();
        return;
      } catch (error) {
        // What this try sent counts no more.
        sending.delete(partNumber);
        if (inner.aborted || attempt >= attempts || !isRetryable(error)) throw error;
        report();
        await sleep(retryDelayMs * attempt, inner);
      }
    }
  };

  let failure: { error: unknown } | null = null;
  const lane = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      try {
        await sendOne(next);
      } catch (error) {
        failure ??= { error };
        controller.abort(error);
        return;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, lane));
  } finally {
    signal.removeEventListener('abort', stop);
  }
  if (signal.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
  if (failure) throw (failure as { error: unknown }).error;
  return [...etags].sort(([a], [b]) => a - b).map(([partNumber, etag]) => ({ partNumber, etag }));
}
