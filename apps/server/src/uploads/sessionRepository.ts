import type { UploadedPart } from '@atelier/api';
import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/index';
import { UploadState, uploadParts, uploadSessions } from '../db/schema';

export { UploadState } from '../db/schema';

export type UploadRow = typeof uploadSessions.$inferSelect;
export type NewUploadRow = typeof uploadSessions.$inferInsert;

/** The rows of multipart uploads and their confirmed parts. */

export async function insertUpload(db: Database, row: NewUploadRow): Promise<void> {
  await db.insert(uploadSessions).values(row);
}

export async function findUpload(db: Database, uploadId: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploadSessions).where(eq(uploadSessions.uploadId, uploadId)).limit(1);
  return row;
}

export async function findUploadByKey(db: Database, ossKey: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploadSessions).where(eq(uploadSessions.ossKey, ossKey)).limit(1);
  return row;
}

/**
 * Runs `write` in a transaction that holds the upload's row (FOR SHARE) and only while the upload is going on:
 * the completion and the abort end an upload by updating that row, so they wait for parts being written, and
 * parts written after the end are refused (false) instead of leaving rows their cleanup has missed.
 */
export async function whileUploading(
  db: Database,
  uploadId: string,
  write: (tx: Database) => Promise<unknown>,
): Promise<boolean> {
  return db.transaction(async (txn) => {
    const tx: Database = txn;
    const [session] = await tx
      .select({ state: uploadSessions.state })
      .from(uploadSessions)
      .where(eq(uploadSessions.uploadId, uploadId))
      .for('share');
    if (session?.state !== UploadState.Uploading) return false;
    await write(tx);
    return true;
  });
}

/**
 * Confirms a part (again: a part sent twice keeps its last bytes) only while the upload goes on, in one statement
 * (one per part request; a transaction of its own costs two more round trips): the upload's row is read FOR SHARE,
 * so a completion or abort ending the upload waits for it, and once the upload has ended nothing is written (false).
 */
export async function confirmPart(db: Database, uploadId: string, part: UploadedPart): Promise<boolean> {
  // PGlite and node-postgres both answer the rows as `rows`; drizzle types the raw result as unknown.
  const result = (await db.execute(sql`
    insert into ${uploadParts} (upload_id, part_number, size, etag)
    select ${uploadSessions.uploadId}, ${part.partNumber}::integer, ${part.size}::bigint, ${part.etag}::text
    from ${uploadSessions}
    where ${uploadSessions.uploadId} = ${uploadId} and ${uploadSessions.state} = ${UploadState.Uploading}
    for share
    on conflict (upload_id, part_number) do update set size = excluded.size, etag = excluded.etag, created_at = now()
    returning upload_id`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** Replaces the confirmed parts with the store's own list. */
export async function replaceParts(db: Database, uploadId: string, parts: readonly UploadedPart[]): Promise<void> {
  await db.delete(uploadParts).where(eq(uploadParts.uploadId, uploadId));
  if (parts.length > 0) await db.insert(uploadParts).values(parts.map((part) => ({ uploadId, ...part })));
}

export function partsOf(db: Database, uploadId: string): Promise<UploadedPart[]> {
  return db
    .select({ partNumber: uploadParts.partNumber, etag: uploadParts.etag, size: uploadParts.size })
    .from(uploadParts)
    .where(eq(uploadParts.uploadId, uploadId))
    .orderBy(asc(uploadParts.partNumber));
}

/**
 * Ends an upload that is going on: its state (with `extra`) and the removal of its part rows in one transaction.
 * False when it had ended already: nothing is changed then.
 */
export async function endUploading(
  db: Database,
  uploadId: string,
  state: UploadState,
  extra: Partial<UploadRow> = {},
): Promise<boolean> {
  return db.transaction(async (txn) => {
    const tx: Database = txn;
    const updated = await tx
      .update(uploadSessions)
      .set({ state, ...extra })
      .where(and(eq(uploadSessions.uploadId, uploadId), eq(uploadSessions.state, UploadState.Uploading)))
      .returning({ uploadId: uploadSessions.uploadId });
    if (updated.length === 0) return false;
    await tx.delete(uploadParts).where(eq(uploadParts.uploadId, uploadId));
    return true;
  });
}

/** Uploads still going on that were started before `before`. */
export function uploadingSince(db: Database, before: Date): Promise<UploadRow[]> {
  return db
    .select()
    .from(uploadSessions)
    .where(and(eq(uploadSessions.state, UploadState.Uploading), lt(uploadSessions.createdAt, before)));
}

/** Removes the part rows of uploads that have ended; answers how many went. */
export async function deletePartsOfEndedUploads(db: Database): Promise<number> {
  const removed = await db
    .delete(uploadParts)
    .where(
      inArray(
        uploadParts.uploadId,
        db
          .select({ uploadId: uploadSessions.uploadId })
          .from(uploadSessions)
          .where(ne(uploadSessions.state, UploadState.Uploading)),
      ),
    )
    .returning({ uploadId: uploadParts.uploadId });
  return removed.length;
}

/** Which of these upload ids, or object keys, belong to uploads still going on. */
export async function liveUploads(
  db: Database,
  by: 'uploadId' | 'ossKey',
  values: readonly string[],
): Promise<Set<string>> {
  if (values.length === 0) return new Set<string>();
  const column = by === 'uploadId' ? uploadSessions.uploadId : uploadSessions.ossKey;
  const rows = await db
    .select({ value: column })
    .from(uploadSessions)
    .where(and(inArray(column, [...values]), eq(uploadSessions.state, UploadState.Uploading)));
  return new Set(rows.map((r) => r.value));
}
