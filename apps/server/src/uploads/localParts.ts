import { createReadStream } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { writeFileDurably } from '../storage/fileStore';
import { createAssemblies } from './assembly';
import { createMd5Thread } from './md5Thread';

/** Upload ids are UUIDs: nothing else names a directory here. */
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Parts of local multipart uploads: `dir/<uploadId>/<partNumber>.part`, each written durably. */
export interface LocalPartStore {
  /** A written part's etag: the MD5 of its file (off the main thread). */
  md5(uploadId: string, partNumber: number): Promise<string>;
  /**
   * Streams a part's bytes to its file; returns once they are flushed and renamed into place. A body that is not
   * exactly `size` bytes rejects with {@link PartSizeError} as soon as that is known (a longer one at the byte past
   * `size`), and a body that fails (an aborted request) rejects with its error: neither leaves a file behind, nor
   * replaces a part written before.
   */
  write(uploadId: string, partNumber: number, body: Readable | Buffer, size: number): Promise<void>;
  read(uploadId: string, partNumber: number): Readable;
  /** The upload starts here: its parts are appended and hashed as they are confirmed (assembly.ts). */
  begin(uploadId: string): void;
  /** A part's bytes were written and its row committed. */
  confirmed(uploadId: string, partNumber: number, size: number, etag: string): void;
  /** The file of the parts appended so far, if they are exactly the listed ones; null: assemble from the parts. */
  assembled(
    uploadId: string,
    listed: readonly { partNumber: number; etag: string }[],
  ): Promise<{ file: string; md5: string; size: number } | null>;
  /** Removes the upload's folder: its parts, and whatever an interrupted part write left there. */
  removeUpload(uploadId: string): Promise<void>;
  /** Stops the MD5 threads (the server closes). */
  close(): Promise<void>;
  /** The uploads that have a folder here (a start-up sweep compares them with the live uploads). */
  uploadIds(): Promise<string[]>;
}

/** A part's body was not the size its part must have: `received` bytes, or more (`over`). */
export class PartSizeError extends Error {
  constructor(
    readonly received: number,
    readonly over: boolean,
  ) {
    super(over ? `part body over ${received} bytes` : `part body of ${received} bytes`);
  }
}

/** Passes exactly `size` bytes on; fails with PartSizeError past them, or at the end short of them. */
function exactly(size: number): Transform {
  let received = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > size) done(new PartSizeError(size, true));
      else done(null, chunk);
    },
    flush(done) {
      done(received === size ? null : new PartSizeError(received, false));
    },
  });
}

/** The file in an upload's folder its parts are appended to as they arrive. */
const ASSEMBLED = 'assembled';

/** One per running server: it holds the uploads' assemblies (assembly.ts). */
export function createLocalPartStore(dir: string): LocalPartStore {
  // Two threads: a part's etag is awaited by its request and must not wait behind the appends of earlier parts.
  const etags = createMd5Thread();
  const thread = createMd5Thread();
  const assemblies = createAssemblies(thread);
  const folder = (uploadId: string) => {
    if (!UPLOAD_ID.test(uploadId)) throw new Error(`Invalid upload id: ${uploadId}`);
    return path.join(dir, uploadId);
  };
  const file = (uploadId: string, partNumber: number) => {
    if (!Number.isInteger(partNumber) || partNumber < 1) throw new Error(`Invalid part number: ${partNumber}`);
    return path.join(folder(uploadId), `${partNumber}.part`);
  };
  return {
    md5: (uploadId, partNumber) => etags.md5(file(uploadId, partNumber)),
    async write(uploadId, partNumber, body, size) {
      const counted = exactly(size);
      // Checked before the rename: a wrong body never replaces a part already confirmed.
      if (Buffer.isBuffer(body)) counted.end(body);
      else body.once('error', (error) => counted.destroy(error)).pipe(counted);
      await writeFileDurably(file(uploadId, partNumber), counted);
    },
    read(uploadId, partNumber) {
      return createReadStream(file(uploadId, partNumber));
    },
    begin(uploadId) {
      assemblies.begin(folder(uploadId), path.join(folder(uploadId), ASSEMBLED));
    },
    confirmed(uploadId, partNumber, size, etag) {
      assemblies.confirmed(folder(uploadId), partNumber, size, etag, file(uploadId, partNumber));
    },
    assembled(uploadId, listed) {
      return assemblies.take(folder(uploadId), listed);
    },
    async removeUpload(uploadId) {
      await assemblies.drop(folder(uploadId));
      await rm(folder(uploadId), { recursive: true, force: true });
    },
    close: async () => {
      await Promise.all([etags.close(), thread.close()]);
    },
    async uploadIds() {
      try {
        const entries = await readdir(dir, { withFileTypes: true });
        return entries.filter((entry) => entry.isDirectory() && UPLOAD_ID.test(entry.name)).map((entry) => entry.name);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
  };
}
