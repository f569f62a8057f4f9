import { buffer } from 'node:stream/consumers';
import type { Database } from '../db/index';
import { DomainError, ErrorCode } from '../domain/errors';
import { readFirstPageSize } from '../recognition/pdfPage';
import type { FileStore } from '../storage/fileStore';
import { pageSizesOf, savePageSizes } from './repository';
import { sheetSizeName } from './sheetSize';

/**
 * The sheet size names of file versions for pricing. A version's first page is measured once and kept in
 * `file_page_sizes` (a version's bytes never change), so that quoting and launching the same 2000 drawings again
 * reads no PDF. Only PDFs have a size the server can read: any other file (a DWG, a text document) is refused,
 * naming it, rather than priced at a guessed size.
 */

/** A version to size: its record, where its bytes are, and the file's name and extension. */
export interface VersionToSize {
  recordId: string;
  storageKey: string;
  name: string;
  ext: string;
}

/** Versions measured at once (reading bytes overlaps parsing; pdfjs itself runs on this thread). */
const MEASURING_AT_ONCE = 4;

export const notPdfMessage = (name: string) => `“${name}”不是PDF文件，无法确定图幅，只有PDF图纸可以发布计费`;
export const unreadableMessage = (name: string) => `无法读取“${name}”的图幅，请检查文件是否损坏`;

const refuse = (message: string): never => {
  throw new DomainError(ErrorCode.NotReady, message);
};

async function measure(files: FileStore, version: VersionToSize) {
  try {
    const bytes = new Uint8Array(await buffer(await files.get(version.storageKey)));
    return await readFirstPageSize(bytes);
  } catch {
    return refuse(unreadableMessage(version.name));
  }
}

/** Size names by record id; measures (and keeps) the versions not measured before. */
export async function sheetSizesOf(
  db: Database,
  files: FileStore,
  versions: readonly VersionToSize[],
): Promise<Map<string, string>> {
  for (const version of versions) if (version.ext.toLowerCase() !== 'pdf') refuse(notPdfMessage(version.name));
  const sizes = new Map<string, { width: number; height: number }>();
  for (const row of await pageSizesOf(
    db,
    versions.map((v) => v.recordId),
  ))
    sizes.set(row.recordId, row);
  const seen = new Set<string>();
  const missing = versions.filter((v) => !sizes.has(v.recordId) && !seen.has(v.recordId) && seen.add(v.recordId));
  for (let start = 0; start < missing.length; start += MEASURING_AT_ONCE) {
    const batch = missing.slice(start, start + MEASURING_AT_ONCE);
    const rows = await Promise.all(
      batch.map(async (version) => ({ recordId: version.recordId, ...(await measure(files, version)) })),
    );
    await savePageSizes(db, rows);
    for (const row of rows) sizes.set(row.recordId, row);
  }
  const names = new Map<string, string>();
  for (const version of versions) {
    const size = sizes.get(version.recordId);
    if (!size) return refuse(unreadableMessage(version.name));
    names.set(version.recordId, sheetSizeName(size.width, size.height));
  }
  return names;
}
