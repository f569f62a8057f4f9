import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where file bytes live. Local disk by default; S3-compatible storage plugs in behind the same interface. */
export interface FileStore {
  put(key: string, body: Readable | Buffer): Promise<{ size: number }>;
  get(key: string): Promise<Readable>;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
}

/** Files under `root`, keys as relative paths; a key can never escape the root. */
export function createLocalFileStore(root: string): FileStore {
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return file;
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await pipeline(Buffer.isBuffer(body) ? [body] : body, createWriteStream(file));
      return { size: (await stat(file)).size };
    },
    async get(key) {
      const file = resolve(key);
      await stat(file);
      return createReadStream(file);
    },
    async size(key) {
      try {
        return (await stat(resolve(key))).size;
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
