import { createReadStream } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { writeFileDurably } from '../storage/fileStore';

/** Upload ids are UUIDs: nothing else names a directory here. */
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Parts of local multipart uploads: `dir/<uploadId>/<partNumber>.part`, each written durably. */
export interface LocalPartStore {
  /** Returns once the bytes are flushed and renamed into place. */
  write(uploadId: string, partNumber: number, bytes: Buffer): Promise<void>;
  read(uploadId: string, partNumber: number): Readable;
  /** Removes the upload's folder: its parts, and whatever an interrupted part write left there. */
  removeUpload(uploadId: string): Promise<void>;
  /** The uploads that have a folder here (a start-up sweep compares them with the live uploads). */
  uploadIds(): Promise<string[]>;
}

export function createLocalPartStore(dir: string): LocalPartStore {
  const folder = (uploadId: string) => {
    if (!UPLOAD_ID.test(uploadId)) throw new Error(`Invalid upload id: ${uploadId}`);
    return path.join(dir, uploadId);
  };
  const file = (uploadId: string, partNumber: number) => {
    if (!Number.isInteger(partNumber) || partNumber < 1) throw new Error(`Invalid part number: ${partNumber}`);
    return path.join(folder(uploadId), `${partNumber}.part`);
  };
  return {
    async write(uploadId, partNumber, bytes) {
      await writeFileDurably(file(uploadId, partNumber), bytes);
    },
    read(uploadId, partNumber) {
      return createReadStream(file(uploadId, partNumber));
    },
    async removeUpload(uploadId) {
      await rm(folder(uploadId), { recursive: true, force: true });
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
