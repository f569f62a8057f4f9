/**
 * Stamps and signatures of an enterprise, their uploaded images and the stamp log.
 */
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { approvals } from './approvals';
import { createdAt, id } from './columns';
import { users } from './enterprises';
import { enterpriseRef } from './references';

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
