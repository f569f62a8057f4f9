/**
 * Test helpers for the engine's unit tests (not exported from the package): files with known content, an
 * in-memory transport that plays the object store, a part PUT that can be held mid-flight, a manual scheduler.
 */
import { type FolderUploadNode, type UploadedFile, type UploadedPart, UploadTarget } from '@atelier/api';
import { ApiError } from '@atelier/api/client';
import type { PutPart, Scheduler, UploadItemTarget, UploadTransport } from './types';

export const PROJECT_TARGET: UploadItemTarget = {
  kind: UploadTarget.Project,
  projectId: 'p-001',
  parentId: 'f-p-001-arch-cd',
};

/** Deterministic content: different seeds give different MD5s. */
export function contentOf(size: number, seed = 1): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let index = 0; index < size; index += 1) bytes[index] = (index * 31 + seed * 17) % 251;
  return bytes;
}

export function fileOf(name: string, size: number, seed = 1, lastModified = 1_700_000_000_000): File {
  return new File([contentOf(size, seed)], name, { lastModified });
}

/** A server refusal as the typed client surfaces it. */
export function refusal(code: number, message: string, endpoint = 'upload.test'): ApiError {
  return new ApiError({ kind: 'response', endpoint, code, message });
}

export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Rejects when the signal aborts, like a request would. */
export function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject);
  });
}

type Method = keyof UploadTransport;

interface FakeUpload {
  uploadId: string;
  ossKey: string;
  fileName: string;
  parts: Map<number, UploadedPart>;
}

/** An in-memory server and object store; `calls` logs every call as 'method:fileName'. */
export class FakeServer {
  readonly calls: string[] = [];
  /** Parts stored, as 'fileName#partNumber', in order. */
  readonly puts: string[] = [];
  readonly known = new Set<string>();
  readonly uploads = new Map<string, FakeUpload>();
  readonly registered: {
    fileName: string;
    parentId: string;
    resId: string | null;
    onConflict?: string | undefined;
  }[] = [];
  /** Paths (relative to the target) the name check answers as taken. */
  readonly taken = new Set<string>();
  readonly folders: FolderUploadNode[][] = [];
  private readonly failures = new Map<Method, Error[]>();
  private uploadCount = 0;
  /** Held parts: 'fileName#partNumber' → released when resolved. */
  readonly holds = new Map<string, Promise<void>>();
  /** Called when a part's PUT begins. */
  onPut: (key: string) => void = () => undefined;

  constructor(readonly partSize = 10) {}

  /** The next call of `method` fails with `error`. */
  failNext(method: Method, error: Error): void {
    this.failures.set(method, [...(this.failures.get(method) ?? []), error]);
  }

  private enter(method: Method, name: string): void {
    this.calls.push(`${method}:${name}`);
    const queued = this.failures.get(method);
    const error = queued?.shift();
    if (error) throw error;
  }

  private upload(uploadId: string): FakeUpload {
    const upload = this.uploads.get(uploadId);
    if (!upload) throw refusal(40009, '上传任务不存在');
    return upload;
  }

  private fileOf(name: string, md5: string, size: number): UploadedFile {
    return { resId: `r-${name}`, recordId: null, resName: name, fileSize: size, fileMd5: md5 };
  }

  readonly transport: UploadTransport = {
    rapidUpload: async ({ md5, size, name }) => {
      this.enter('rapidUpload', name);
      if (!this.known.has(md5)) throw refusal(20003, '文件不存在，请上传');
      return this.fileOf(name, md5, size);
    },
    multipartStart: async ({ fileName }) => {
      this.enter('multipartStart', fileName);
      this.uploadCount += 1;
      const uploadId = `u-${this.uploadCount}`;
      const ossKey = `uploads/${uploadId}/${fileName}`;
      this.uploads.set(uploadId, { uploadId, ossKey, fileName, parts: new Map() });
      return { uploadId, ossKey, partSize: this.partSize };
    },
    multipartPart: async ({ uploadId, partNumber }) => {
      const upload = this.upload(uploadId);
      this.enter('multipartPart', `${upload.fileName}#${partNumber}`);
      return { url: `fake://${uploadId}/${partNumber}`, headers: { 'Content-Type': 'application/octet-stream' } };
    },
    multipartListParts: async ({ uploadId }) => {
      const upload = this.upload(uploadId);
      this.enter('multipartListParts', upload.fileName);
      return [...upload.parts.values()].sort((a, b) => a.partNumber - b.partNumber);
    },
    multipartComplete: async ({ uploadId, fileMd5, parts }) => {
      const upload = this.upload(uploadId);
      this.enter('multipartComplete', upload.fileName);
      for (const part of parts) {
        if (upload.parts.get(part.partNumber)?.etag !== part.etag)
          throw refusal(40009, `分片${part.partNumber}校验失败`);
      }
      this.known.add(fileMd5);
      return { ossKey: upload.ossKey };
    },
    multipartAbort: async ({ uploadId }) => {
      this.calls.push(`multipartAbort:${uploadId}`);
      return this.uploads.delete(uploadId);
    },
    register: async ({ file, target }) => {
      this.enter('register', file.fileName);
      this.registered.push({
        fileName: file.fileName,
        parentId: target.parentId,
        resId: target.resId ?? null,
        onConflict: target.onConflict,
      });
      return this.fileOf(file.fileName, file.fileMd5, file.fileLength);
    },
    checkNames: async ({ paths }) => {
      this.enter('checkNames', paths.join(','));
      return paths.filter((path) => this.taken.has(path));
    },
    createFolders: async ({ target, tree }) => {
      this.enter('createFolders', target.parentId);
      this.folders.push(tree);
      const created: { fileLocalPath: string; resId: string }[] = [];
      const visit = (nodes: FolderUploadNode[]) => {
        for (const node of nodes) {
          created.push({ fileLocalPath: node.fileLocalPath ?? node.resName, resId: `folder:${node.fileLocalPath}` });
          visit(node.children ?? []);
        }
      };
      visit(tree);
      return created;
    },
  };

  /** The object store's PUT: waits on a hold for that part if one is set, then stores the part. */
  readonly putPart: PutPart = async (url, _headers, body, onProgress, signal) => {
    const [uploadId = '', partNumber = ''] = url.replace('fake://', '').split('/');
    const upload = this.upload(uploadId);
    const key = `${upload.fileName}#${partNumber}`;
    this.onPut(key);
    const hold = this.holds.get(key);
    if (hold) await unlessAborted(hold, signal);
    signal.throwIfAborted();
    onProgress(body.size);
    const etag = `etag-${uploadId}-${partNumber}-${body.size}`;
    upload.parts.set(Number(partNumber), { partNumber: Number(partNumber), etag, size: body.size });
    this.puts.push(key);
    return etag;
  };

  /** Holds a part until the returned function is called; `reached` resolves when its PUT begins. */
  hold(key: string): { reached: Promise<void>; release: () => void } {
    const gate = deferred();
    const reached = deferred();
    this.holds.set(key, gate.promise);
    const previous = this.onPut;
    this.onPut = (putKey) => {
      previous(putKey);
      if (putKey === key) reached.resolve();
    };
    return {
      reached: reached.promise,
      release: () => {
        this.holds.delete(key);
        gate.resolve();
      },
    };
  }
}

/** A scheduler that runs callbacks only when the test flushes it. */
export function manualScheduler(): Scheduler & { flush: () => void; readonly pending: number } {
  let callbacks: (() => void)[] = [];
  const schedule = (callback: () => void) => {
    callbacks.push(callback);
    return () => {
      callbacks = callbacks.filter((candidate) => candidate !== callback);
    };
  };
  const flush = () => {
    const due = callbacks;
    callbacks = [];
    for (const callback of due) callback();
  };
  // A getter: Object.assign would copy the count once.
  return Object.defineProperty(Object.assign(schedule, { flush }), 'pending', {
    get: () => callbacks.length,
  }) as Scheduler & {
    flush: () => void;
    readonly pending: number;
  };
}
