import type { StampingState } from '@atelier/api';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => text('id').primaryKey().default(sql`gen_random_uuid()::text`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** The enterprise a row belongs to (the tables are declared below; the reference is read lazily). */
const enterpriseRef = () =>
  text('enterprise_id')
    .notNull()
    .references(() => enterprises.id);
/** The project a row belongs to. */
const projectRef = () =>
  text('project_id')
    .notNull()
    .references(() => projects.id);

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
    enterpriseId: enterpriseRef(),
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

/**
 * Wrong logins counted per account (`account:<user id>`: its user name and phone number share one count) or, for a
 * name that is no account, per typed name (`name:<name, trimmed, lower case>`). In the database, so that a restart
 * does not lift a lockout and every server process counts together (auth/loginThrottle.ts).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text('key').primaryKey(),
    /** Attempts counted in the window, the one being checked included. */
    failures: integer('failures').notNull(),
    /** The first attempt of the window; the window ends LOGIN_FAILURE_WINDOW_MINUTES later. */
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_window_idx').on(t.windowStartedAt)],
);

/** The duties dictionary of an enterprise (设计, 校对, 审核, 审定, 专业负责人, 项目负责人 ...). */
export const duties = pgTable(
  'duties',
  {
    id: id(),
    enterpriseId: enterpriseRef(),
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
    enterpriseId: enterpriseRef(),
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
    enterpriseId: enterpriseRef(),
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
    projectId: projectRef(),
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
    projectId: projectRef(),
    /** 'download' (attachment; one file or a zip) or 'preview' (one record, inline). */
    kind: text('kind').notNull(),
    resourceIds: text('resource_ids').array().notNull().default(sql`'{}'::text[]`),
    recordId: text('record_id'),
    fileName: text('file_name').notNull(),
    /**
     * A 'share' ticket: the publish share link it was made from (publish/shareLinks.ts). It opens the approved
     * versions of that approval's drawings for anyone holding it, whatever `user_id` (the link's maker) may do now.
     */
    shareLinkId: text('share_link_id').references(() => publishShareLinks.id, { onDelete: 'cascade' }),
    /**
     * The session that asked for a 'download' or 'preview' ticket: the ticket ends with it (logout deletes the
     * session and so its tickets; an expired session's tickets are refused). Null for 'share' tickets.
     */
    sessionTokenHash: text('session_token_hash').references(() => sessions.tokenHash, { onDelete: 'cascade' }),
    /** When a 'download' ticket was redeemed: it works once (set by one conditional UPDATE, files/tickets.ts). */
    usedAt: timestamp('used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('download_tickets_expiry_idx').on(t.expiresAt),
    index('download_tickets_session_idx').on(t.sessionTokenHash),
  ],
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
    enterpriseId: enterpriseRef(),
    projectId: projectRef(),
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

// ---------------------------------------------------------------------------------------------------------------
// Frame templates and recognition (issue 7)
// ---------------------------------------------------------------------------------------------------------------

/**
 * A frame template (图框模板) of an enterprise: the page it fits and where its title block, labels, signer fields
 * and stamp positions are. Coordinates are PDF points on the page as displayed (rotation applied), origin at the
 * top-left corner, y growing downwards: what pdfjs's viewport gives. A deleted template is kept (deleted_at) so
 * that drawings recognised with it answer 4_4 图框模版已删除.
 */
export const frameTemplates = pgTable(
  'frame_templates',
  {
    id: id(),
    enterpriseId: enterpriseRef(),
    name: text('name').notNull(),
    pageWidth: doublePrecision('page_width').notNull(),
    pageHeight: doublePrecision('page_height').notNull(),
    /** How far (points) a page's size may differ from the template's and still match. */
    sizeTolerance: doublePrecision('size_tolerance').notNull().default(6),
    /** The title block (图签) region. */
    titleX: doublePrecision('title_x').notNull(),
    titleY: doublePrecision('title_y').notNull(),
    titleWidth: doublePrecision('title_width').notNull(),
    titleHeight: doublePrecision('title_height').notNull(),
    /** Signature positions in use (the signer fields take the signers' personal signatures). */
    curSignNum: integer('cur_sign_num').notNull().default(0),
    /** Registration-stamp positions in use: two allow a second registration stamp per batch. */
    curStampNum: integer('cur_stamp_num').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('frame_templates_enterprise_idx').on(t.enterpriseId)],
);

/** `frame_template_regions.kind`. */
export const RegionKind = {
  /** A label the page must show there to match (设计单位, 图号, 设计 ...). */
  Anchor: 'anchor',
  /** Where a duty's signer name is written (and the signer's signature goes). */
  Signer: 'signer',
  /** A registration-stamp (注册章) position. */
  Stamp: 'stamp',
  /** The output-stamp (出图章) position. */
  Output: 'output',
  /**
   * A printed field of the title block (图名, 图号 ...), named by `label`: recognition reads its text, and the
   * drawing check reports the drawing when it is empty.
   */
  Info: 'info',
} as const;
export type RegionKind = (typeof RegionKind)[keyof typeof RegionKind];

/** The rectangles of a frame template, in the template's coordinates. */
export const frameTemplateRegions = pgTable(
  'frame_template_regions',
  {
    templateId: text('template_id')
      .notNull()
      .references(() => frameTemplates.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RegionKind>().notNull(),
    position: integer('position').notNull(),
    /** The anchor's text; the printed field's name for an info region. */
    label: text('label'),
    /** The duty a signer field is read for. */
    dutyId: text('duty_id').references(() => duties.id),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    width: doublePrecision('width').notNull(),
    height: doublePrecision('height').notNull(),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.kind, t.position] })],
);

/**
 * The recognition of one file version (`RecognitionStatus`). The table is also the queue: the worker claims rows
 * in 0 待识别 oldest first; `attempt` grows with every re-queue so that a result read for an older request is not
 * written over a newer one. `resources.recognition_status` mirrors the status of the file's current version.
 */
export const drawingRecognitions = pgTable(
  'drawing_recognitions',
  {
    recordId: text('record_id')
      .primaryKey()
      .references(() => fileRecords.id),
    resourceId: text('resource_id')
      .notNull()
      .references(() => resources.id),
    projectId: projectRef(),
    enterpriseId: enterpriseRef(),
    status: text('status').notNull(),
    attempt: integer('attempt').notNull().default(1),
    templateId: text('template_id').references(() => frameTemplates.id),
    /**
     * The unit factor the page matched its template at: 1 when drawn in millimetres; 1/10, 1/25.4 or 1/1000 when
     * the whole sheet was drawn in centimetres, inches or metres (the page is the template's size times it).
     */
    scale: doublePrecision('scale').notNull().default(1),
    /** The printed fields of the title block (the template's info regions) as read: '' where a field is empty. */
    printedInfo: jsonb('printed_info').$type<PrintedField[]>().notNull().default([]),
    pageCount: integer('page_count'),
    /** Why recognition failed (logs and support; never answered to the portal as is). */
    error: text('error'),
    requestedBy: text('requested_by').references(() => users.id),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('drawing_recognitions_queue_idx').on(t.status, t.queuedAt),
    index('drawing_recognitions_resource_idx').on(t.resourceId),
  ],
);

/** A printed field of a title block as recognition read it. */
export interface PrintedField {
  label: string;
  value: string;
}

/** A signer read from a recognised drawing: the name in a duty's field and the project member it was mapped to. */
export const recognisedSigners = pgTable(
  'recognised_signers',
  {
    recordId: text('record_id')
      .notNull()
      .references(() => drawingRecognitions.recordId, { onDelete: 'cascade' }),
    dutyId: text('duty_id')
      .notNull()
      .references(() => duties.id),
    /** The field's order in the template (signing order). */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** The project member of that real name when there was exactly one; null otherwise. */
    userId: text('user_id').references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.recordId, t.dutyId] })],
);

/**
 * A signer corrected in the drawing check (modifyOcrResult): for a file of a project and a duty, the project member
 * who signs, whatever recognition read in the field. Kept per file (not per version), so that it holds for the
 * file's next versions too; it wins over the recognised name in every later check, batch grouping and submission.
 */
export const signerCorrections = pgTable(
  'signer_corrections',
  {
    projectId: projectRef(),
    resourceId: text('resource_id')
      .notNull()
      .references(() => resources.id),
    dutyId: text('duty_id')
      .notNull()
      .references(() => duties.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    correctedBy: text('corrected_by')
      .notNull()
      .references(() => users.id),
    correctedAt: timestamp('corrected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.resourceId, t.dutyId] }),
    index('signer_corrections_resource_idx').on(t.resourceId),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Stamps (issue 7)
// ---------------------------------------------------------------------------------------------------------------

/**
 * A stamp or signature of an enterprise (000 section 3): `StampType` (0 personal signature, 1 output 出图章,
 * 2 custom, 4 registration 注册章) and `OwnerType` (1 a person's, 2 the enterprise's). CA-backed stamps carry the
 * certificate's serial, organisation and deadline. The image is optional in this version (`file_key`).
 */
export const stamps = pgTable(
  'stamps',
  {
    id: id(),
    enterpriseId: enterpriseRef(),
    name: text('name').notNull(),
    stampType: integer('stamp_type').notNull(),
    ownerType: integer('owner_type').notNull(),
    userId: text('user_id').references(() => users.id),
    uuid: text('uuid').notNull(),
    isManager: boolean('is_manager').notNull().default(false),
    /** The image in the file store, when there is one. */
    fileKey: text('file_key'),
    fileMd5: text('file_md5').notNull().default(''),
    /** `StampEnabled`: '1' enabled, '0' disabled. */
    isEnable: text('is_enable').notNull().default('1'),
    /** 'YYYY-MM-DD': the CA certificate's end. */
    deadline: text('deadline'),
    signCertSn: text('sign_cert_sn'),
    caOrgId: text('ca_org_id'),
    caOrgName: text('ca_org_name'),
    /** `CertificateStatus`. */
    certificateStatus: integer('certificate_status').notNull().default(1),
    createdAt: createdAt(),
    /**
     * When the stamp was deleted (delStamp): the row stays, disabled, so that the approvals that placed it keep
     * showing it; every list leaves it out.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('stamps_enterprise_idx').on(t.enterpriseId, t.stampType), index('stamps_user_idx').on(t.userId)],
);

// ---------------------------------------------------------------------------------------------------------------
// The enterprise CA and stamp certificates (issues 10 and 11)
// ---------------------------------------------------------------------------------------------------------------

/**
 * An enterprise's own certification authority (ca/enterpriseCa.ts): made on first need, it issues the stamps'
 * signing certificates so that CA approvals work without an outside service. Its certificate is what verifiers
 * trust (ca.rootCertificate). The key is kept in the database like the other secrets of an installation.
 */
export const certificateAuthorities = pgTable('certificate_authorities', {
  id: id(),
  enterpriseId: enterpriseRef().unique(),
  /** As people read it (caOrgName), e.g. 华筑设计 企业CA. */
  name: text('name').notNull(),
  /** The certificate's subject: an ASCII common name and the enterprise as organisation. */
  commonName: text('common_name').notNull(),
  organisation: text('organisation').notNull(),
  serialNumber: text('serial_number').notNull(),
  certificatePem: text('certificate_pem').notNull(),
  privateKeyPem: text('private_key_pem').notNull(),
  notBefore: timestamp('not_before', { withTimezone: true }).notNull(),
  notAfter: timestamp('not_after', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * A signing certificate issued to a stamp. The stamp's current one is named by `stamps.sign_cert_sn`; renewed or
 * changed certificates stay (signed PDFs refer to them), revoked ones carry `revoked_at`.
 */
export const stampCertificates = pgTable(
  'stamp_certificates',
  {
    id: id(),
    enterpriseId: enterpriseRef(),
    stampId: text('stamp_id')
      .notNull()
      .references(() => stamps.id, { onDelete: 'cascade' }),
    authorityId: text('authority_id')
      .notNull()
      .references(() => certificateAuthorities.id),
    serialNumber: text('serial_number').notNull().unique(),
    commonName: text('common_name').notNull(),
    certificatePem: text('certificate_pem').notNull(),
    privateKeyPem: text('private_key_pem').notNull(),
    notBefore: timestamp('not_before', { withTimezone: true }).notNull(),
    notAfter: timestamp('not_after', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('stamp_certificates_stamp_idx').on(t.stampId)],
);

/**
 * A CA application of a stamp (`ApplicationType` create/change/renew/revoke, `CaApprovalStatus`): made by the
 * stamp's owner or manager, reviewed by an enterprise administrator; passing it issues, re-issues or revokes the
 * certificate. At most one pending application per stamp.
 */
export const caApplications = pgTable(
  'ca_applications',
  {
    id: id(),
    enterpriseId: enterpriseRef(),
    stampId: text('stamp_id')
      .notNull()
      .references(() => stamps.id, { onDelete: 'cascade' }),
    applicantId: text('applicant_id')
      .notNull()
      .references(() => users.id),
    type: integer('type').notNull(),
    status: integer('status').notNull(),
    /** The certification organisation applied to (`caOrgId`: the enterprise CA's id for the built-in one). */
    caOrgId: text('ca_org_id').notNull(),
    /** The reviewer's remark (why refused, or a note). */
    remarks: text('remarks'),
    reviewerId: text('reviewer_id').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The certificate this application produced, when passed. */
    certificateId: text('certificate_id').references(() => stampCertificates.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('ca_applications_enterprise_idx').on(t.enterpriseId, t.status),
    index('ca_applications_stamp_idx').on(t.stampId),
  ],
);

/**
 * A CA activation key (CDK) the enterprise holds for certificate applications (`KeyStatus` unused, used,
 * obsolete): an administrator may assign an unused key to a member; an application that names it uses it up.
 */
export const caActivationKeys = pgTable(
  'ca_activation_keys',
  {
    id: id(),
    enterpriseId: enterpriseRef(),
    cdk: text('cdk').notNull().unique(),
    status: integer('status').notNull(),
    assignedUserId: text('assigned_user_id').references(() => users.id),
    /** The stamp whose application used the key. */
    stampId: text('stamp_id').references(() => stamps.id, { onDelete: 'set null' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('ca_activation_keys_enterprise_idx').on(t.enterpriseId, t.status)],
);

// ---------------------------------------------------------------------------------------------------------------
// Approvals (issue 7: the quick stamp approval)
// ---------------------------------------------------------------------------------------------------------------

/** A pre-issued submission id (quickApproval.uid): an approval is created from it at most once. */
export const approvalUids = pgTable('approval_uids', {
  uid: text('uid').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

/**
 * An approval (act). Its id is the pre-issued uid of the submission, so that a second submit cannot create a
 * second approval. Names are unique in a project.
 */
export const approvals = pgTable(
  'approvals',
  {
    id: text('id').primaryKey(),
    enterpriseId: enterpriseRef(),
    projectId: projectRef(),
    actName: text('act_name').notNull(),
    /** `ApprovalType`: quick and ordered signing are project approvals (1). */
    moduleType: integer('module_type').notNull(),
    /** 'quick' (快速签章) or 'ordered' (按序签章). */
    kind: text('kind').notNull(),
    /** `ApprovalStatus`. */
    status: text('status').notNull(),
    /** `LinearMode`. */
    isLinear: text('is_linear').notNull(),
    /** `Flag`: CA signing. */
    isCa: text('is_ca').notNull(),
    remarks: text('remarks'),
    /** The flow template an ordered signing follows (null for quick approvals, or once the template is deleted). */
    templateId: text('template_id').references(() => flowTemplates.id, { onDelete: 'set null' }),
    /** Ordered signing in text-signature mode: the calculation template the files' stamp configurations use. */
    calculationTemplate: text('calculation_template'),
    /** The person who applies the enterprise's stamps (签章人). */
    signMan: text('sign_man')
      .notNull()
      .references(() => users.id),
    launchedBy: text('launched_by')
      .notNull()
      .references(() => users.id),
    /** The launcher's attachments: ids of completed uploads (`upload_sessions.upload_id`), in the order given. */
    attachmentIds: text('attachment_ids').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The stamping of the drawings once the approval has passed (`StampingState`; null before): kept apart from
     * `status`, which stays Passed (4) whatever the stamping does (approvals/stamping.ts).
     */
    stampingState: text('stamping_state').$type<StampingState>(),
    /** Why the last stamping failed (logs and support; the detail may show that it failed). */
    stampingError: text('stamping_error'),
    stampedAt: timestamp('stamped_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('approvals_project_name_unique').on(t.projectId, t.actName),
    index('approvals_launcher_idx').on(t.launchedBy, t.createdAt),
  ],
);

/** A batch of an approval: drawings with identical signers, their approvers and registration stamps. */
export const approvalBatches = pgTable(
  'approval_batches',
  {
    approvalId: text('approval_id')
      .notNull()
      .references(() => approvals.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    approverIds: text('approver_ids').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.approvalId, t.position] })],
);

/** A drawing (file version) of an approval and its batch, and the version stamped from it. */
export const approvalDrawings = pgTable(
  'approval_drawings',
  {
    approvalId: text('approval_id')
      .notNull()
      .references(() => approvals.id, { onDelete: 'cascade' }),
    resourceId: text('resource_id')
      .notNull()
      .references(() => resources.id),
    recordId: text('record_id')
      .notNull()
      .references(() => fileRecords.id),
    batch: integer('batch').notNull(),
    position: integer('position').notNull(),
    /**
     * The version stamped from `record_id` once the approval passed (a new version of the file; `record_id`, the
     * approved version, is kept as it was). Null until stamped: set once, so that a retry makes no second version.
     */
    stampedRecordId: text('stamped_record_id').references(() => fileRecords.id),
    /** A publish approval's copies of the drawing (1-999); null on stamp approvals. */
    printCopies: integer('print_copies'),
    /** A publish approval's sheet size name the drawing was priced at (publish/sheetSize.ts); null otherwise. */
    sheetSize: text('sheet_size'),
  },
  (t) => [primaryKey({ columns: [t.approvalId, t.resourceId] })],
);

/** `approval_stamps.usage`. */
export const StampUsage = {
  Registration: 'registration',
  Output: 'output',
  Custom: 'custom',
  /** A personal signature placed on a file of an ordered signing (autographStampList). */
  Signature: 'signature',
} as const;
export type StampUsage = (typeof StampUsage)[keyof typeof StampUsage];

/**
 * A stamp an approval applies: a batch's registration stamps (quick), a file's registration stamps and signatures
 * (ordered: `batch` is the file's position in the approval), the output stamp, the custom stamps.
 */
export const approvalStamps = pgTable(
  'approval_stamps',
  {
    approvalId: text('approval_id')
      .notNull()
      .references(() => approvals.id, { onDelete: 'cascade' }),
    usage: text('usage').$type<StampUsage>().notNull(),
    /** The batch of a registration stamp (the file's position in an ordered signing); -1 for the approval-wide ones. */
    batch: integer('batch').notNull().default(-1),
    position: integer('position').notNull(),
    stampId: text('stamp_id')
      .notNull()
      .references(() => stamps.id),
  },
  (t) => [primaryKey({ columns: [t.approvalId, t.usage, t.batch, t.position] })],
);

/** An approver's form on a step of an approval (000 section 3: actForms). */
export const approvalForms = pgTable(
  'approval_forms',
  {
    id: id(),
    approvalId: text('approval_id')
      .notNull()
      .references(() => approvals.id, { onDelete: 'cascade' }),
    /**
     * The step (task) of the approval, from 0. A form is pending (`ApprovalStatus.InProgress`) while its step is
     * current; the later steps of a linear flow wait as `ApprovalStatus.NotStarted`.
     */
    task: integer('task').notNull(),
    taskName: text('task_name').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** `ApprovalStatus`. */
    status: text('status').notNull(),
    remarks: text('remarks'),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('approval_forms_unique').on(t.approvalId, t.task, t.userId),
    index('approval_forms_user_idx').on(t.userId, t.status),
  ],
);

/** `approval_actions.action`: what a person did to an approval. */
export const ApprovalAction = {
  Pass: 'pass',
  Refuse: 'refuse',
  Withdraw: 'withdraw',
  /** A passed publish approval confirmed as published (publishAct). */
  Publish: 'publish',
} as const;
export type ApprovalAction = (typeof ApprovalAction)[keyof typeof ApprovalAction];

/**
 * Every action on an approval, in order: who, when, what, with which remark (pass, refuse: the approver's form;
 * withdraw: the launcher, no form). The forms also keep their latest status and remark for the detail.
 */
export const approvalActions = pgTable(
  'approval_actions',
  {
    id: id(),
    approvalId: text('approval_id')
      .notNull()
      .references(() => approvals.id, { onDelete: 'cascade' }),
    formId: text('form_id').references(() => approvalForms.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    action: text('action').$type<ApprovalAction>().notNull(),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [index('approval_actions_approval_idx').on(t.approvalId, t.createdAt)],
);

/**
 * A notification for one person (000 section 9, 001 section 3.2): `type` is a `NotificationType` code (2101001
 * sign request, 2101003 seal request, 2101005 approved, 2101006 rejected, 2101007 withdrawn), `is_read` a `Flag`.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    enterpriseId: enterpriseRef(),
    type: integer('type').notNull(),
    approvalId: text('approval_id').references(() => approvals.id, { onDelete: 'cascade' }),
    formId: text('form_id').references(() => approvalForms.id, { onDelete: 'set null' }),
    projectId: text('project_id').references(() => projects.id),
    actName: text('act_name'),
    msg: text('msg').notNull(),
    isRead: text('is_read').notNull().default('0'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The stamp configuration of a file version for text-signature mode (saveCalcInfo / getCalcInfo): the template it
 * was made with and the positions as the text-signature page writes them (`info`, its own text). One per version.
 */
export const calcInfos = pgTable('calc_infos', {
  recordId: text('record_id')
    .primaryKey()
    .references(() => fileRecords.id),
  templateId: text('template_id'),
  info: text('info').notNull(),
  updatedBy: text('updated_by')
    .notNull()
    .references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A row of an error report: the file, where it is, and (from the drawing check) why it was reported. */
export interface ErrorReportRow {
  resName: string;
  path: string;
  /** The drawing check's reasons (`DrawingCheckReason` texts); none for the wizard's saveErrorReport rows. */
  reasons?: string[];
}

/**
 * An error-file report, downloaded by its id (drawingCheck.downloadReport): the wizard's (saveErrorReport) or the
 * one a drawing check with errors writes.
 */
export const errorReports = pgTable('error_reports', {
  id: id(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  rows: jsonb('rows').$type<ErrorReportRow[]>().notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------------------------
// Stamp management (issue 11: images, the stamp log)
// ---------------------------------------------------------------------------------------------------------------

/**
 * A stamp or signature image as uploaded (uploadStampImage), normalised to PNG: `uuid` is what createStamp and
 * updateMd5 name it by, with its MD5; only its uploader may use it, in the enterprise it was uploaded in.
 */
export const stampImages = pgTable(
  'stamp_images',
  {
    uuid: text('uuid').primaryKey(),
    enterpriseId: enterpriseRef(),
    uploadedBy: text('uploaded_by')
      .notNull()
      .references(() => users.id),
    /** The PNG in the file store (`stamp-images/<uuid>.png`). */
    storageKey: text('storage_key').notNull(),
    /** MD5 of the stored PNG (hex). */
    fileMd5: text('file_md5').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stamp_images_uploader_idx').on(t.uploadedBy)],
);

/**
 * The stamp log (/sys/log/getStampLog): each use of a stamp on an approval's drawings (`approval_id` set) and each
 * change made to it (created, deleted, enabled, disabled, image replaced, ...), with who and when.
 */
export const stampLogs = pgTable(
  'stamp_logs',
  {
    id: id(),
    enterpriseId: enterpriseRef(),
    stampId: text('stamp_id')
      .notNull()
      .references(() => stamps.id),
    /** Who did it: the one who stamped (or had the stamp applied), or who changed the stamp. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    approvalId: text('approval_id').references(() => approvals.id, { onDelete: 'set null' }),
    /** What was done, as the log shows it (`StampOperation`). */
    operation: text('operation').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stamp_logs_enterprise_idx').on(t.enterpriseId, t.createdAt),
    index('stamp_logs_stamp_idx').on(t.stampId),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Publishing (publish approvals, publishers, calculation rules, share links)
// ---------------------------------------------------------------------------------------------------------------

/** A print shop (晒图单位) of an enterprise that publish approvals send drawings to. */
export const publishers = pgTable(
  'publishers',
  {
    id: id(),
    enterpriseId: enterpriseRef(),
    name: text('name').notNull(),
    phone: text('phone'),
    address: text('address'),
    createdAt: createdAt(),
    /** Kept (approvals name it) but left out of every list once deleted. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('publishers_enterprise_idx').on(t.enterpriseId)],
);

/** A calculation rule (计费规则) of an enterprise: a price per sheet size name (publish/sheetSize.ts). */
export const publishCalcRules = pgTable(
  'publish_calc_rules',
  {
    id: id(),
    enterpriseId: enterpriseRef(),
    ruleName: text('rule_name').notNull(),
    remarks: text('remarks'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('publish_calc_rules_enterprise_idx').on(t.enterpriseId)],
);

/** A rule's price of one sheet size, in cents (money is never a float here). */
export const publishCalcPrices = pgTable(
  'publish_calc_prices',
  {
    ruleId: text('rule_id')
      .notNull()
      .references(() => publishCalcRules.id, { onDelete: 'cascade' }),
    sizeName: text('size_name').notNull(),
    /** The row's place in the rule's table. */
    position: integer('position').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.sizeName] })],
);

/** A cost row of a publish approval as it was priced at launch: a sheet size, its price and copies, in cents. */
export interface PublishCostRowCents {
  sizeName: string;
  priceCents: number;
  num: number;
  totalCents: number;
}

/**
 * What a publish approval (approvals.kind 'publish') adds to an approval: the print shop, the rule and the cost as
 * they were at launch (names and prices copied, so that later edits of the rule do not change a launched
 * approval), the delivery date, and who confirmed the publishing.
 */
export const publishApprovals = pgTable('publish_approvals', {
  approvalId: text('approval_id')
    .primaryKey()
    .references(() => approvals.id, { onDelete: 'cascade' }),
  publisherId: text('publisher_id')
    .notNull()
    .references(() => publishers.id),
  publisherName: text('publisher_name').notNull(),
  calcRuleId: text('calc_rule_id')
    .notNull()
    .references(() => publishCalcRules.id),
  calcName: text('calc_name').notNull(),
  /** 'YYYY-MM-DD'. */
  deliveryTime: text('delivery_time').notNull(),
  /** Copies in all. */
  publishNum: integer('publish_num').notNull(),
  totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
  costRows: jsonb('cost_rows').$type<PublishCostRowCents[]>().notNull(),
  publishedBy: text('published_by').references(() => users.id),
  publishedAt: timestamp('published_at', { withTimezone: true }),
});

/**
 * A share link of a passed publish approval ({origin}/publish-info/{key}): 1, 3, 5 or 7 days. Only the SHA-256 of
 * the key is stored, like sessions and tickets: a copy of the database opens no link.
 */
export const publishShareLinks = pgTable(
  'publish_share_links',
  {
    id: id(),
    keyHash: text('key_hash').notNull().unique(),
    approvalId: text('approval_id')
      .notNull()
      .references(() => approvals.id, { onDelete: 'cascade' }),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('publish_share_links_approval_idx').on(t.approvalId)],
);

/**
 * The first page's size of a PDF version, in points as displayed (rotation applied): measured once, when a publish
 * approval first prices the version (reading thousands of PDFs on every quote would be slow).
 */
export const filePageSizes = pgTable('file_page_sizes', {
  recordId: text('record_id')
    .primaryKey()
    .references(() => fileRecords.id, { onDelete: 'cascade' }),
  width: doublePrecision('width').notNull(),
  height: doublePrecision('height').notNull(),
  measuredAt: createdAt(),
});
