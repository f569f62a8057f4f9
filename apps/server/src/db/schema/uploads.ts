/**
 * Multipart uploads and their confirmed parts.
 */
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './enterprises';

/** `upload_sessions.state`. */
export const UploadState = {
  /** Parts are being sent. */
  Uploading: 'uploading',
  /** Assembled and checked: the object at oss_key holds the declared bytes, ready to register. */
  Completed: 'completed',
  Aborted: 'aborted',
  /** Assembled bytes did not match the declared MD5: removed, start again. */
  Failed: 'failed',
} as const;
export type UploadState = (typeof UploadState)[keyof typeof UploadState];

/**
 * A multipart upload (001 section 4.1): who started it (only they may touch it), where the object goes, what was
 * declared, and, once completed, the MD5 the server computed over what it stored.
 */
export const uploadSessions = pgTable(
  'upload_sessions',
  {
    uploadId: text('upload_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    ossKey: text('oss_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    fileLength: bigint('file_length', { mode: 'number' }).notNull(),
    fileMd5: text('file_md5').notNull(),
    partSize: integer('part_size').notNull(),
    state: text('state').$type<UploadState>().notNull().default(UploadState.Uploading),
    /** The store's own multipart upload id (S3); null on the local disk. */
    storageUploadId: text('storage_upload_id'),
    /** The HMAC key of this upload's local part URLs. */
    partSecret: text('part_secret').notNull(),
    /** MD5 of the stored object, computed by the server when it completed the upload. */
    storedMd5: text('stored_md5'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('upload_sessions_user_idx').on(t.userId), index('upload_sessions_state_idx').on(t.state, t.createdAt)],
);

/** A confirmed part: its bytes are durably stored (local: fsynced and renamed into place) before the row exists. */
export const uploadParts = pgTable(
  'upload_parts',
  {
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploadSessions.uploadId, { onDelete: 'cascade' }),
    partNumber: integer('part_number').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** MD5 of the part's bytes, hex, without quotes. */
    etag: text('etag').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.partNumber] })],
);
