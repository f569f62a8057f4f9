import { PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { FileStore } from '../storage/fileStore';
import type { DownloadEntry } from './collect';

/** Formats that are compressed already: stored, not deflated again. */
const STORED_EXTENSIONS = new Set(['pdf', 'zip', 'rar', '7z', 'gz', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'mp4', 'dwg']);

/** One file of a zip: where it goes in it, and its stored bytes. */
export interface ZipItem {
  zipPath: string;
  storageKey: string;
  size: number;
  ext: string;
  mtime: Date;
}

/** A project download's entries as zip items. */
export function zipEntries(files: FileStore, entries: readonly DownloadEntry[]): Readable {
  return zipItems(
    files,
    entries.map((entry) => ({
      zipPath: entry.zipPath,
      storageKey: entry.record.storageKey,
      size: entry.record.size,
      ext: entry.resource.ext,
      mtime: entry.resource.updatedAt,
    })),
  );
}

/**
 * A zip of the items, streamed: each file is opened only when the zip reaches it, so a large selection never
 * holds more than one file open. Names are UTF-8 (yazl sets the language-encoding flag), so Chinese paths survive.
 */
export function zipItems(files: FileStore, items: readonly ZipItem[]): Readable {
  const zip = new ZipFile();
  const output = new PassThrough();
  zip.outputStream.on('error', (error: Error) => output.destroy(error));
  zip.outputStream.pipe(output);
  for (const item of items) {
    zip.addReadStreamLazy(
      item.zipPath,
      { mtime: item.mtime, size: item.size, compress: !STORED_EXTENSIONS.has(item.ext.toLowerCase()) },
      (callback) => {
        files.get(item.storageKey).then(
          (stream) => callback(null, stream),
          (error: unknown) => callback(error, new PassThrough()),
        );
      },
    );
  }
  zip.end();
  return output;
}
