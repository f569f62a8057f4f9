import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A part the store itself confirmed (S3's ListParts). */
export interface StoredPart {
  partNumber: number;
  /** MD5 of the part, hex, without quotes. */
  etag: string;
  size: number;
}

/** Multipart uploads the browser sends straight to the store through presigned part URLs (S3). */
export interface DirectMultipart {
  /** Starts an upload of `key`; answers the store's upload id. */
  start(key: string): Promise<string>;
  /** A URL the browser PUTs one part's bytes to, valid for `expiresInSeconds`. */
  partUrl(key: string, storageUploadId: string, partNumber: number, expiresInSeconds: number): Promise<string>;
  /** The parts the store holds, or null when it cannot tell (an emulator without ListParts). */
  listParts(key: string, storageUploadId: string): Promise<StoredPart[] | null>;
  complete(key: string, storageUploadId: string, parts: readonly { partNumber: number; etag: string }[]): Promise<void>;
  abort(key: string, storageUploadId: string): Promise<void>;
}

/** Where file bytes live. Local disk by default, or an S3-compatible bucket behind the same interface. */
export interface FileStore {
  /** 'local' or 's3'. */
  readonly kind: 'local' | 's3';
  put(key: string, body: Readable | Buffer): Promise<{ size: number }>;
  get(key: string): Promise<Readable>;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  /** Set when parts go straight to the store; absent on the local disk, where parts come through this server. */
  readonly direct?: DirectMultipart;
}

/** Flushes a file or directory to the disk. */
export async function fsyncPath(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes a file so that it is either absent or complete, even if the process or the machine stops: the bytes go to
 * a temporary file next to it, are flushed, then renamed into place, and the directory is flushed.
 */
export async function writeFileDurably(file: string, body: Readable | Buffer): Promise<number> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await pipeline(Buffer.isBuffer(body) ? [body] : body, createWriteStream(temporary));
    await fsyncPath(temporary);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  await fsyncPath(path.dirname(file));
  return (await stat(file)).size;
}

/** Files under `root`, keys as relative paths; a key can never escape the root. */
export function createLocalFileStore(root: string): FileStore {
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return file;
  };
  return {
    kind: 'local',
    async put(key, body) {
      return { size: await writeFileDurably(resolve(key), body) };
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
