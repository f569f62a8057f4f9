/**
 * The enterprise CA, stamp certificates, CA applications and activation keys.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './enterprises';
import { enterpriseRef } from './references';
import { stamps } from './stamps';

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
