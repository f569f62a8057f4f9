/**
 * The organisation of an enterprise (001 sections 3.6, 7.3 "Structure"; issue 24): departments as a tree, the
 * department a member belongs to, the specialties and duties a member may be picked for, and invitation codes.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { duties, enterprises, specialties, users } from './enterprises';

const enterpriseRef = () =>
  text('enterprise_id')
    .notNull()
    .references(() => enterprises.id);
const userRef = () =>
  text('user_id')
    .notNull()
    .references(() => users.id);

/** A department: a node of the enterprise's tree (`parentId` null at the top), ordered among its siblings. */
export const departments = pgTable(
  'departments',
  {
    id: id(),
    enterpriseId: enterpriseRef(),
    parentId: text('parent_id').references((): AnyPgColumn => departments.id),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('departments_enterprise_idx').on(t.enterpriseId),
    index('departments_parent_idx').on(t.parentId),
    // Siblings have different names (a NULL parent is the top level: coalesced so it counts as one parent).
    uniqueIndex('departments_sibling_name_idx').on(t.enterpriseId, sql`coalesce(${t.parentId}, '')`, t.name),
  ],
);

/**
 * The department of a member: one per person and enterprise (moving a person changes the row); a member without a
 * row is 未分组 (getNotGrouped).
 */
export const departmentMembers = pgTable(
  'department_members',
  {
    enterpriseId: enterpriseRef(),
    userId: userRef(),
    departmentId: text('department_id')
      .notNull()
      .references(() => departments.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.userId] }),
    index('department_members_department_idx').on(t.departmentId),
  ],
);

/** The specialties a member works in, in an enterprise (the picker shows and filters by them). */
export const memberSpecialties = pgTable(
  'member_specialties',
  {
    enterpriseId: enterpriseRef(),
    userId: userRef(),
    specialtyId: text('specialty_id')
      .notNull()
      .references(() => specialties.id),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.userId, t.specialtyId] }),
    index('member_specialties_specialty_idx').on(t.specialtyId),
  ],
);

/** The duties a member may be picked for, in an enterprise (设计, 校对, 审核 ...). */
export const memberDuties = pgTable(
  'member_duties',
  {
    enterpriseId: enterpriseRef(),
    userId: userRef(),
    dutyId: text('duty_id')
      .notNull()
      .references(() => duties.id),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.userId, t.dutyId] }), index('member_duties_duty_idx').on(t.dutyId)],
);

/** An invitation to join an enterprise: a code (in a link) an administrator hands out, valid until it expires. */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    enterpriseId: enterpriseRef(),
    code: text('code').notNull().unique(),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    /** The department the invited person joins, when the invitation names one. */
    departmentId: text('department_id').references(() => departments.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('invitations_enterprise_idx').on(t.enterpriseId)],
);
