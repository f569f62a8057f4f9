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

const id = () => text('id').primaryKey().default(sql`gen_random_uuid()::text`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const enterprises = pgTable('enterprises', {
  id: id(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  /** After this moment the enterprise is expired: its members are sent to switch (001 section 2.4). */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** Whether enterprise stamps are kept in the cloud ('1' in the spec's stampIsCloud). */
  stampIsCloud: boolean('stamp_is_cloud').notNull().default(true),
  createdAt: createdAt(),
});

export const users = pgTable('users', {
  id: id(),
  username: text('username').notNull().unique(),
  /** scrypt: `scrypt$N$r$p$salt$hash`, base64 parts. */
  passwordHash: text('password_hash').notNull(),
  realname: text('realname').notNull(),
  phone: text('phone').notNull(),
  email: text('email'),
  avatar: text('avatar'),
  currentEnterpriseId: text('current_enterprise_id').references(() => enterprises.id),
  createdAt: createdAt(),
});

/** Fixed roles of 000 section 3: enterprise admin, archive admin, publishing manager; `member` otherwise. */
export const enterpriseMembers = pgTable(
  'enterprise_members',
  {
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    roles: text('roles').array().notNull().default(sql`'{member}'::text[]`),
    joinedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.userId] })],
);

export const sessions = pgTable(
  'sessions',
  {
    token: text('token').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    enterpriseId: text('enterprise_id').references(() => enterprises.id),
    userAgent: text('user_agent').notNull().default('web'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** The duties dictionary of an enterprise (设计, 校对, 审核, 审定, 专业负责人, 项目负责人 ...). */
export const duties = pgTable('duties', {
  id: id(),
  enterpriseId: text('enterprise_id')
    .notNull()
    .references(() => enterprises.id),
  name: text('name').notNull(),
  alias: text('alias'),
  sortOrder: integer('sort_order').notNull().default(0),
  disabled: boolean('disabled').notNull().default(false),
});

export const specialties = pgTable('specialties', {
  id: id(),
  enterpriseId: text('enterprise_id')
    .notNull()
    .references(() => enterprises.id),
  name: text('name').notNull(),
});

export const projects = pgTable(
  'projects',
  {
    id: id(),
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    name: text('name').notNull(),
    code: text('code'),
    /** Project type of 001 section 3.3. */
    type: text('type').notNull().default('0'),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('projects_enterprise_idx').on(t.enterpriseId)],
);

/** A person in a project: duties, specialty and folder permission level (2 read-only, 3 download, 4 edit, 5 head). */
export const projectMembers = pgTable(
  'project_members',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    dutyIds: text('duty_ids').array().notNull().default(sql`'{}'::text[]`),
    specialtyId: text('specialty_id').references(() => specialties.id),
    permissionLevel: integer('permission_level').notNull().default(2),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] })],
);

/** Folders and files of a project's directory, one tree. */
export const resources = pgTable(
  'resources',
  {
    id: id(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    parentId: text('parent_id'),
    isFolder: boolean('is_folder').notNull(),
    name: text('name').notNull(),
    ext: text('ext').notNull().default(''),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    md5: text('md5'),
    /** Where the bytes are: a key in the file store. */
    storageKey: text('storage_key'),
    version: integer('version').notNull().default(1),
    /** Folder type of 001 section 5.8 (4_4 and 4_6 take PDFs only). */
    folderType: text('folder_type'),
    createdBy: text('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('resources_parent_idx').on(t.projectId, t.parentId),
    uniqueIndex('resources_name_unique').on(t.projectId, t.parentId, t.name).where(sql`${t.deletedAt} is null`),
  ],
);

/** A person's permission on one folder, overriding the project level for that subtree. */
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
  (t) => [primaryKey({ columns: [t.resourceId, t.userId] })],
);
