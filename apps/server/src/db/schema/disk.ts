/**
 * The personal network disk (001 section 7.6): a person's own folders and files, with the same recycle bin as a
 * project's directory (deleted, purged). A file points at stored bytes (shared with rapid uploads by MD5); the
 * disk keeps no versions (the specification names none for it).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './enterprises';

export const diskResources = pgTable(
  'disk_resources',
  {
    id: id(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id),
    /** '0' for the disk's root. */
    parentId: text('parent_id').notNull().default('0'),
    isFolder: boolean('is_folder').notNull(),
    name: text('name').notNull(),
    ext: text('ext').notNull().default(''),
    /** `DiskCategory` of a file (null for folders). */
    category: text('category'),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    storageKey: text('storage_key'),
    md5: text('md5'),
    contentType: text('content_type'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    purgedAt: timestamp('purged_at', { withTimezone: true }),
  },
  (t) => [
    index('disk_resources_parent_idx').on(t.ownerId, t.parentId),
    uniqueIndex('disk_resources_name_unique').on(t.ownerId, t.parentId, t.name).where(sql`${t.deletedAt} is null`),
  ],
);
