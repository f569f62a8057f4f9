/**
 * A project's directory: folders and files, the versions of a file, folder permissions.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './enterprises';
import { projectRef } from './references';

/** The parent id of a project's top-level resources (the API's root, '0'). */
export const ROOT_PARENT_ID = '0';

/** Folders and files of a project's directory, one tree. Top-level resources have parent '0'. */
export const resources = pgTable(
  'resources',
  {
    id: id(),
    projectId: projectRef(),
    parentId: text('parent_id').notNull().default(ROOT_PARENT_ID),
    isFolder: boolean('is_folder').notNull(),
    name: text('name').notNull(),
    ext: text('ext').notNull().default(''),
    /** Bytes of the current version (0 for folders). */
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    /** The current version of a file (file_records.id). */
    currentRecordId: text('current_record_id'),
    /** Folder type of 001 section 5.8 (4_4 and 4_6 take PDFs only). */
    folderType: text('folder_type'),
    /** `RecognitionStatus` of a drawing; null until recognition is asked for. */
    recognitionStatus: text('recognition_status'),
    printCopies: integer('print_copies').notNull().default(1),
    createdBy: text('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the resource was put in the recycle bin itself (its descendants go with it, unmarked). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: text('deleted_by').references(() => users.id),
    /**
     * Set when deleted for good (from the recycle bin, or 30 days on): the row stays for the approvals and
     * recognitions that name it, but nothing lists it and it cannot be restored.
     */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
  },
  (t) => [
    index('resources_parent_idx').on(t.projectId, t.parentId),
    index('resources_recycle_idx')
      .on(t.projectId, t.deletedAt)
      .where(sql`${t.deletedAt} is not null and ${t.purgedAt} is null`),
    uniqueIndex('resources_name_unique').on(t.projectId, t.parentId, t.name).where(sql`${t.deletedAt} is null`),
  ],
);

/** The versions of a file: where each one's bytes are. */
export const fileRecords = pgTable(
  'file_records',
  {
    id: id(),
    resourceId: text('resource_id')
      .notNull()
      .references(() => resources.id),
    version: integer('version').notNull(),
    /** A key in the file store. */
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    md5: text('md5').notNull(),
    contentType: text('content_type').notNull().default('application/octet-stream'),
    createdBy: text('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('file_records_version_unique').on(t.resourceId, t.version),
    // Rapid upload looks files up by MD5 and size.
    index('file_records_md5_idx').on(t.md5, t.size),
  ],
);

/**
 * A person's permission on one folder, overriding the inherited level for that subtree (2 to 5), or -1
 * (`FolderPermission.NotInherited`): the subtree does not inherit, the person has no access there unless a deeper
 * folder grants it. Quick projects have no folder permissions (001 section 6): rows are ignored there.
 */
export const folderPermissions = pgTable(
  'folder_permissions',
  {
    resourceId: text('resource_id')
      .notNull()
      .references(() => resources.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    level: integer('level').notNull(),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.userId] }), index('folder_permissions_user_idx').on(t.userId)],
);
