import { createHash } from 'node:crypto';
import { appendFile, readFile } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';

/**
 * The MD5 work of local uploads off the main thread: a part's etag, and the assembly's append-and-hash (assembly.ts).
 * MD5 runs at about 450 MiB/s and an upload hashes every byte twice (its part's etag, the whole file), which on the
 * main thread holds up every other request; a worker thread does it beside them, reading the part files it is
 * named (just written, so from the page cache: handing it the bytes would copy them on the main thread). Messages
 * are handled in order, so the appends of one upload stay in part order. Where no worker starts, the same work
 * runs on the main thread.
 */
export interface Md5Thread {
  /** The MD5 of a file's bytes. */
  md5(file: string): Promise<string>;
  /** Appends the bytes of `part` to `file` and to the running MD5 named `key`, created by the first append. */
  append(key: string, file: string, part: string): Promise<void>;
  /** The running MD5's digest; the MD5 is forgotten. */
  digest(key: string): Promise<string>;
  /** Forgets a running MD5. */
  drop(key: string): void;
  /** Stops the thread (the server closes). */
  close(): Promise<void>;
}

// CommonJS run with `eval`: a separate file would need its own entry in the server's bundle.
const SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const { appendFileSync, readFileSync } = require('node:fs');
const running = new Map();
parentPort.on('message', (message) => {
  const { id, op, key } = message;
  try {
    if (op === 'md5') {
      parentPort.postMessage({ id, value: createHash('md5').update(readFileSync(message.file)).digest('hex') });
    } else if (op === 'append') {
      const bytes = readFileSync(message.part);
      appendFileSync(message.file, bytes);
      let hash = running.get(key);
      if (!hash) running.set(key, (hash = createHash('md5')));
      hash.update(bytes);
      parentPort.postMessage({ id });
    } else if (op === 'digest') {
      const hash = running.get(key) ?? createHash('md5');
      running.delete(key);
      parentPort.postMessage({ id, value: hash.digest('hex') });
    } else if (op === 'drop') {
      running.delete(key);
    }
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
});
`;

/** The same work on the main thread. */
function inThread(): Md5Thread {
  const running = new Map<string, ReturnType<typeof createHash>>();
  return {
    md5: async (file) =>
      createHash('md5')
        .update(await readFile(file))
        .digest('hex'),
    async append(key, file, part) {
      const bytes = await readFile(part);
      await appendFile(file, bytes);
      let hash = running.get(key);
      if (!hash) {
        hash = createHash('md5');
        running.set(key, hash);
      }
      hash.update(bytes);
    },
    async digest(key) {
      const hash = running.get(key) ?? createHash('md5');
      running.delete(key);
      return hash.digest('hex');
    },
    drop: (key) => {
      running.delete(key);
    },
    close: async () => undefined,
  };
}

/** A worker thread doing the MD5 work, started by the first call; it does not keep the process alive. */
export function createMd5Thread(): Md5Thread {
  const fallback = inThread();
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (value: string) => void; reject: (error: Error) => void }>();
  let failed: Error | null = null;
  const fail = (error: Error) => {
    failed = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  const started = (): Worker | null => {
    if (worker || failed) return worker;
    try {
      worker = new Worker(SOURCE, { eval: true });
    } catch (error) {
      fail(error as Error);
      return null;
    }
    worker.unref();
    worker.on('message', (message: { id: number; value?: string; error?: string }) => {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (message.error !== undefined) waiting.reject(new Error(message.error));
      else waiting.resolve(message.value ?? '');
    });
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the MD5 thread stopped (${code})`)));
    return worker;
  };
  const call = (message: object): Promise<string> => {
    const thread = started();
    if (!thread) return Promise.reject(failed);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      thread.postMessage({ ...message, id });
    });
  };
  return {
    // An etag is needed whatever became of the thread; a failed thread fails the assemblies (the completion then
    // reads the part files).
    md5: (file) => (started() ? call({ op: 'md5', file }) : fallback.md5(file)),
    append: async (key, file, part) => {
      await call({ op: 'append', key, file, part });
    },
    digest: (key) => call({ op: 'digest', key }),
    drop: (key) => {
      if (worker && !failed) worker.postMessage({ op: 'drop', key, id: 0 });
    },
    close: async () => {
      const thread = worker;
      if (!thread || failed) return;
      fail(new Error('the MD5 thread was closed'));
      await thread.terminate();
    },
  };
}
