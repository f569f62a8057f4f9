/**
 * Proofreading (校审): the role (prooType) of each step of a proofreading approval, the marks reviewers draw over
 * the drawings' PDFs with their opinions (data over the file, never burned into it), and the marks' reply threads.
 * The approval itself, its drawings and its approvers' forms are the engine's tables (approvals.ts).
 */
import type { MarkGeometry, MarkStatus, ProoLogOperation } from '@atelier/api';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { approvals } from './approvals';
import { createdAt, id } from './columns';
import { users } from './enterprises';
import { fileRecords, resources } from './files';

/** The role of a step of a proofreading approval (`ProoType`: 1 校对, 2 审核, 3 审定, 4 设计). */
export const proofreadingTasks = pgTable(
  'proofreading_tasks',
  {
    approvalId: text('approval_id')
      .notNull()
      .references(() => approvals.id, { onDelete: 'cascade' }),
    task: integer('task').notNull(),
    prooType: integer('proo_type').notNull(),
  },
  (t) => [primaryKey({ columns: [t.approvalId, t.task] })],
);

/** A mark a reviewer drew on a page of a drawing's version, with its opinion. */
export const proofreadingMarks = pgTable(
  'proofreading_marks',
  {
    id: id(),
    approvalId: text('approval_id')
      .notNull()
      .references(() => approvals.id, { onDelete: 'cascade' }),
    resourceId: text('resource_id')
      .notNull()
      .references(() => resources.id),
    /** The version the mark was drawn on (a new version shows which marks were on the old one). */
    recordId: text('record_id')
      .notNull()
      .references(() => fileRecords.id),
    page: integer('page').notNull(),
    /** `MarkShape`, also inside `geometry`. */
    shape: text('shape').notNull(),
    /** In PDF points from the page's top-left corner. */
    geometry: jsonb('geometry').$type<MarkGeometry>().notNull(),
    /** `OpinionType`. */
    opinionType: integer('opinion_type').notNull(),
    comment: text('comment').notNull(),
    specialty: text('specialty'),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id),
    /** `MarkStatus`: unconfirmed until the initiator confirms or rejects it. */
    status: text('status').$type<MarkStatus>().notNull().default('0'),
    decidedBy: text('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('proofreading_marks_approval_idx').on(t.approvalId, t.resourceId, t.createdAt),
    index('proofreading_marks_status_idx').on(t.approvalId, t.status),
  ],
);

/** A reply in a mark's thread. */
export const proofreadingMarkReplies = pgTable(
  'proofreading_mark_replies',
  {
    id: id(),
    markId: text('mark_id')
      .notNull()
      .references(() => proofreadingMarks.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('proofreading_mark_replies_mark_idx').on(t.markId, t.createdAt)],
);

/**
 * The proofreading's operation record (getProoActLog): who did what, when; the drawing and its version when the
 * operation concerns one. Written in the same transaction as the operation.
 */
export const proofreadingLog = pgTable(
  'proofreading_log',
  {
    id: id(),
    approvalId: text('approval_id')
      .notNull()
      .references(() => approvals.id, { onDelete: 'cascade' }),
    actorId: text('actor_id')
      .notNull()
      .references(() => users.id),
    /** `ProoLogOperation`. */
    operation: text('operation').$type<ProoLogOperation>().notNull(),
    resourceId: text('resource_id').references(() => resources.id),
    /** The version's number (not a reference: the record must not keep a version from being deleted). */
    version: integer('version'),
    createdAt: createdAt(),
  },
  (t) => [index('proofreading_log_approval_idx').on(t.approvalId, t.createdAt)],
);
