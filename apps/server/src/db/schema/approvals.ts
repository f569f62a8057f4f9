/**
 * Approvals: submission ids, approvals with their batches, drawings, stamps, approvers' forms and actions, and
 * the text-signature stamp configurations of file versions.
 */
import type { StampingState } from '@atelier/api';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './enterprises';
import { fileRecords, resources } from './files';
import { flowTemplates } from './flowTemplates';
import { enterpriseRef, projectRef } from './references';
import { stamps } from './stamps';

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
