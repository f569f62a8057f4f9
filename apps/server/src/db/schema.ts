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

/** The parent id of a project's top-level resources (the API's root, '0'). */
export const ROOT_PARENT_ID = '0';

export const enterprises = pgTable('enterprises', {
  id: id(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  /** Province-city-district labels, e.g. 浙江省-杭州市-西湖区. */
  districtDetails: text('district_details').notNull().default(''),
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
  phone: text('phone').notNull().unique(),
  email: text('email'),
  avatar: text('avatar'),
  /** The enterprise the user works in now; shared by all the user's sessions (a switch elsewhere answers 40014). */
  currentEnterpriseId: text('current_enterprise_id').references(() => enterprises.id),
  createdAt: createdAt(),
});

/** Fixed roles of 000 section 3 (`FixedRoleId`): enterprise admin, archive admin, publishing manager; none for staff. */
export const enterpriseMembers = pgTable(
  'enterprise_members',
  {
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    joinedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.userId] }), index('enterprise_members_user_idx').on(t.userId)],
);

/** A login. Only the SHA-256 of the token is stored: a copy of the database does not open sessions. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    userAgent: text('user_agent').notNull().default('web'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** The duties dictionary of an enterprise (设计, 校对, 审核, 审定, 专业负责人, 项目负责人 ...). */
export const duties = pgTable(
  'duties',
  {
    id: id(),
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    name: text('name').notNull(),
    alias: text('alias'),
    /** `DutyRole`: 1 normal, 2 manager (专业负责人, 项目负责人). */
    dutyRole: integer('duty_role').notNull().default(1),
    /** Whether the duty signs drawings (a signer field of the title block): `isSign=1` lists only these. */
    isSign: boolean('is_sign').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    disabled: boolean('disabled').notNull().default(false),
  },
  (t) => [index('duties_enterprise_idx').on(t.enterpriseId)],
);

export const specialties = pgTable(
  'specialties',
  {
    id: id(),
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    name: text('name').notNull(),
    alias: text('alias'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('specialties_enterprise_idx').on(t.enterpriseId)],
);

export const projects = pgTable(
  'projects',
  {
    id: id(),
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    name: text('name').notNull(),
    /** X{year}-{input} (001 section 3.3). */
    simpleName: text('simple_name').notNull(),
    /** `ProjectType`: '1' quick, '2' engineering (ordinary), '3' template, '5' coordination. */
    proType: text('pro_type').notNull(),
    year: integer('year').notNull(),
    designNum: text('design_num').notNull().default(''),
    address: text('address'),
    scale: integer('scale'),
    cooOrg: text('coo_org'),
    /** The build unit (the spec's `Development`). */
    development: text('development'),
    /** The building type, free text (the spec's `type`). */
    buildingType: text('building_type'),
    description: text('description'),
    /** Folder permissions on ('1') or off. */
    permissionSwitch: boolean('permission_switch').notNull().default(true),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('projects_enterprise_idx').on(t.enterpriseId)],
);

/**
 * A person in a project. Two levels: `roleLevel` is the project role of the contract's `permissionLevel`
 * (`PermissionLevel`: creator 9, manager 8, member 2); `folderLevel` is the default folder permission
 * (`FolderPermission`: 2 read-only, 3 download, 4 edit, 5 head) that folder_permissions override per subtree.
 */
export const projectMembers = pgTable(
  'project_members',
  {
    id: id(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** `StaffType`: '1' project manager, '2' person in charge, '4' member. */
    staffType: text('staff_type').notNull().default('4'),
    roleLevel: integer('role_level').notNull().default(2),
    folderLevel: integer('folder_level').notNull().default(2),
    /** Duties in this project, first one the main duty. */
    dutyIds: text('duty_ids').array().notNull().default(sql`'{}'::text[]`),
    specialtyId: text('specialty_id').references(() => specialties.id),
    favourite: boolean('favourite').notNull().default(false),
    joinedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('project_members_unique').on(t.projectId, t.userId),
    index('project_members_user_idx').on(t.userId),
  ],
);

/** Folders and files of a project's directory, one tree. Top-level resources have parent '0'. */
export const resources = pgTable(
  'resources',
  {
    id: id(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
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
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('resources_parent_idx').on(t.projectId, t.parentId),
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

/**
 * A short-lived link to files, for what the browser opens itself (a download, a preview in a new tab) and so
 * cannot send X-Access-Token. Only the SHA-256 of the ticket is stored; fetching re-checks the holder's access.
 */
export const downloadTickets = pgTable(
  'download_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    /** 'download' (attachment; one file or a zip) or 'preview' (one record, inline). */
    kind: text('kind').notNull(),
    resourceIds: text('resource_ids').array().notNull().default(sql`'{}'::text[]`),
    recordId: text('record_id'),
    fileName: text('file_name').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('download_tickets_expiry_idx').on(t.expiresAt)],
);

/**
 * A flow template of a project (000 section 7, "Flow templates"): a name unique in the project, parallel ('0') or
 * linear ('1'), and its nodes. Default templates carry a `uuid` (and the specialty they serve) and are kept out of
 * the project's list; only their creator may edit or delete an ordinary template.
 */
export const flowTemplates = pgTable(
  'flow_templates',
  {
    id: id(),
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    actName: text('act_name').notNull(),
    /** `LinearMode`: '0' parallel, '1' linear. */
    isLinear: text('is_linear').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    /** Set on default templates only. */
    uuid: text('uuid'),
    dictSpecialtyId: text('dict_specialty_id').references(() => specialties.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('flow_templates_project_idx').on(t.projectId),
    uniqueIndex('flow_templates_uuid_unique').on(t.uuid).where(sql`${t.uuid} is not null`),
  ],
);

/** A node of a flow template, in order: a duty of the enterprise and 1-10 project members. */
export const flowTemplateNodes = pgTable(
  'flow_template_nodes',
  {
    templateId: text('template_id')
      .notNull()
      .references(() => flowTemplates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    dutyId: text('duty_id')
      .notNull()
      .references(() => duties.id),
    userIds: text('user_ids').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.position] })],
);

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
