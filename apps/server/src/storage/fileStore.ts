import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
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

/** A temporary file a write left on the local disk: a write in progress, or one a crash interrupted. */
export interface TemporaryFile {
  /** Its name, to remove it with {@link FileStore.removeTemporary}. */
  name: string;
  /** The key it was being written for; null when the name cannot tell. */
  key: string | null;
  size: number;
  /** When its bytes were last written (ms since the epoch). */
  modifiedAt: number;
}

/** Where file bytes live. Local disk by default, or an S3-compatible bucket behind the same interface. */
export interface FileStore {
  /** 'local' or 's3'. */
  readonly kind: 'local' | 's3';
  put(key: string, body: Readable | Buffer): Promise<{ size: number }>;
  get(key: string): Promise<Readable>;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  /**
   * Makes a flushed local file the object `key`, the file taken away (local disk: renamed, on another file system
   * copied). Absent where that is no cheaper than `put` of its bytes (S3).
   */
  adopt?(key: string, file: string): Promise<{ size: number }>;
  /** Set when parts go straight to the store; absent on the local disk, where parts come through this server. */
  readonly direct?: DirectMultipart;
  /**
   * The temporary files of writes (local disk; an S3 store writes none): what a crash during a write leaves, as
   * large as what was being written. Writes in progress are listed too: callers decide by key and age.
   */
  temporaries?(): Promise<TemporaryFile[]>;
  removeTemporary?(name: string): Promise<void>;
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

/** The end of a temporary file's name: a random part (two writes of one file never share it) and `.tmp`. */
const TEMPORARY_SUFFIX = /\.[0-9a-f]{12}\.tmp$/;
const temporarySuffix = () => `.${randomBytes(6).toString('hex')}.tmp`;

/**
 * Writes a file so that it is either absent or complete, even if the process or the machine stops: the bytes go to
 * a temporary file (next to it unless `temporary` names one on the same file system), are flushed, then renamed
 * into place, and the directory is flushed. A failed write removes its temporary file; a crash leaves it.
 */
export async function writeFileDurably(
  file: string,
  body: Readable | Buffer,
  temporary = `${file}${temporarySuffix()}`,
): Promise<number> {
  await mkdir(path.dirname(file), { recursive: true });
  await mkdir(path.dirname(temporary), { recursive: true });
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

/**
 * The folder under the root where the local store writes before renaming into place: one folder, so that what an
 * interrupted write left is found without walking the store. No key starts with it (keys are the server's).
 */
export const TEMPORARY_DIR = '.tmp';

/** Keys longer than this get a temporary name that does not tell the key (file names hold 255 bytes). */
const MAX_ENCODED_KEY = 200;

/** Files under `root`, keys as relative paths; a key can never escape the root. */
export function createLocalFileStore(root: string): FileStore {
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    if (path.relative(root, file).split(path.sep)[0] === TEMPORARY_DIR) throw new Error(`Invalid storage key: ${key}`);
    return file;
  };
  const temporaries = path.join(root, TEMPORARY_DIR);
  // The key, encoded, names the temporary file: `uploads%2F<id>.pdf.<random>.tmp`.
  const temporaryFor = (key: string) => {
    const encoded = encodeURIComponent(key);
    return path.join(temporaries, `${encoded.length <= MAX_ENCODED_KEY ? encoded : 'long-key'}${temporarySuffix()}`);
  };
  const keyOf = (name: string): string | null => {
    const encoded = name.replace(TEMPORARY_SUFFIX, '');
    if (encoded === name || encoded === 'long-key') return null;
    try {
      return decodeURIComponent(encoded);
    } catch {
      return null;
    }
  };
  return {
    kind: 'local',
    async put(key, body) {
      return { size: await writeFileDurably(resolve(key), body, temporaryFor(key)) };
    },
    async adopt(key, file) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(file, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        const size = await writeFileDurably(target, createReadStream(file), temporaryFor(key));
        await rm(file, { force: true });
        return { size };
      }
      await fsyncPath(path.dirname(target));
      return { size: (await stat(target)).size };
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
    async temporaries() {
      let names: string[];
      try {
        names = await readdir(temporaries);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const found: TemporaryFile[] = [];
      for (const name of names) {
        // Gone meanwhile: renamed into place, or removed.
        const stats = await stat(path.join(temporaries, name)).catch(() => null);
        if (!stats?.isFile()) continue;
        found.push({ name, key: keyOf(name), size: stats.size, modifiedAt: stats.mtimeMs });
      }
      return found;
    },
    async removeTemporary(name) {
      if (name !== path.basename(name) || !TEMPORARY_SUFFIX.test(name)) throw new Error(`Invalid temporary: ${name}`);
      await rm(path.join(temporaries, name), { force: true });
    },
  };
}
