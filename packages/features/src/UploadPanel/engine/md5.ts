/**
 * MD5 of a file in 2 MB slices (001 section 4.1) with hash-wasm. The browser hashes in a Web Worker so a 2 GB
 * drawing does not freeze the panel; Node tests hash in the thread with the same function and the same slices.
 */
import { HASH_SLICE_BYTES } from '@atelier/api';
import { createMD5 } from 'hash-wasm';
import type { Md5Hasher } from './types';

function abortError(): DOMException {
  return new DOMException('Aborted', 'AbortError');
}

/** Hashes slice by slice: only one slice is in memory at a time. */
export const hashInThread: Md5Hasher = async (file, onProgress, signal) => {
  const hasher = await createMD5();
  hasher.init();
  for (let start = 0; start < file.size; start += HASH_SLICE_BYTES) {
    if (signal.aborted) throw abortError();
    const end = Math.min(start + HASH_SLICE_BYTES, file.size);
    hasher.update(new Uint8Array(await file.slice(start, end).arrayBuffer()));
    onProgress(end);
  }
  if (signal.aborted) throw abortError();
  return hasher.digest('hex');
};

/** The worker's protocol. */
export interface Md5Request {
  id: number;
  file: Blob;
}
export type Md5Reply =
  | { id: number; type: 'progress'; hashedBytes: number }
  | { id: number; type: 'done'; md5: string }
  | { id: number; type: 'error'; message: string };

/** What the worker does with one request (kept here so it is testable without a worker). */
export async function answerMd5Request(request: Md5Request, reply: (message: Md5Reply) => void): Promise<void> {
  const { id, file } = request;
  try {
    const never = new AbortController().signal;
    const md5 = await hashInThread(file, (hashedBytes) => reply({ id, type: 'progress', hashedBytes }), never);
    reply({ id, type: 'done', md5 });
  } catch (error) {
    reply({ id, type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
}

export interface Md5WorkerLike {
  postMessage(message: Md5Request): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<Md5Reply>) => void): void;
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void;
  terminate(): void;
}

function startMd5Worker(): Md5WorkerLike {
  return new Worker(new URL('./md5.worker.ts', import.meta.url), { type: 'module' });
}

/**
 * Hashes in one reused worker. An abort terminates the worker (the only way to stop hash-wasm mid-slice) and the
 * next file gets a fresh one.
 */
export function createWorkerHasher(startWorker: () => Md5WorkerLike = startMd5Worker): Md5Hasher {
  let worker: Md5WorkerLike | null = null;
  let nextId = 1;
  const jobs = new Map<
    number,
    { onProgress: (bytes: number) => void; resolve: (md5: string) => void; reject: (error: Error) => void }
  >();

  const failAll = (error: Error) => {
    for (const job of jobs.values()) job.reject(error);
    jobs.clear();
  };
  const ensureWorker = (): Md5WorkerLike => {
    if (worker) return worker;
    const started = startWorker();
    started.addEventListener('message', (event) => {
      const reply = event.data;
      const job = jobs.get(reply.id);
      if (!job) return;
      if (reply.type === 'progress') job.onProgress(reply.hashedBytes);
      else {
        jobs.delete(reply.id);
        if (reply.type === 'done') job.resolve(reply.md5);
        else job.reject(new Error(reply.message));
      }
    });
    started.addEventListener('error', (event) => {
      started.terminate();
      if (worker === started) worker = null;
      failAll(new Error(event.message || 'MD5 worker failed'));
    });
    worker = started;
    return started;
  };

  return (file, onProgress, signal) =>
    new Promise<string>((resolve, reject) => {
      if (signal.aborted) {
        reject(abortError());
        return;
      }
      const id = nextId++;
      const target = ensureWorker();
      const onAbort = () => {
        target.terminate();
        if (worker === target) worker = null;
        failAll(abortError());
      };
      signal.addEventListener('abort', onAbort, { once: true });
      const settle = () => signal.removeEventListener('abort', onAbort);
      jobs.set(id, {
        onProgress,
        resolve: (md5) => {
          settle();
          resolve(md5);
        },
        reject: (error) => {
          settle();
          reject(error);
        },
      });
      target.postMessage({ id, file });
    });
}

/** A worker in the browser, the thread where there is no Worker (Node). */
export function defaultMd5Hasher(): Md5Hasher {
  return typeof Worker === 'undefined' ? hashInThread : createWorkerHasher();
}
