import { PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { FileStore } from '../storage/fileStore';
import type { DownloadEntry } from './collect';

/** Formats that are compressed already: stored, not deflated again. */
const STORED_EXTENSIONS = new Set(['pdf', 'zip', 'rar', '7z', 'gz', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'mp4', 'dwg']);

/**
 * A zip of the entries, streamed: each file is opened only when the zip reaches it, so a large selection never
 * holds more than one file open. Names are UTF-8 (yazl sets the language-encoding flag), so Chinese paths survive.
 */
export function zipEntries(files: FileStore, entries: readonly DownloadEntry[]): Readable {
  const zip = new ZipFile();
  const output = new PassThrough();
  zip.outputStream.on('error', (error: Error) => output.destroy(error));
  zip.outputStream.pipe(output);
  for (const entry of entries) {
    zip.addReadStreamLazy(
      entry.zipPath,
      {
        mtime: entry.resource.updatedAt,
        size: entry.record.size,
        compress: !STORED_EXTENSIONS.has(entry.resource.ext.toLowerCase()),
      },
      (callback) => {
        files.get(entry.record.storageKey).then(
          (stream) => callback(null, stream),
          (error: unknown) => callback(error, new PassThrough()),
        );
      },
    );
  }
  zip.end();
  return output;
}
