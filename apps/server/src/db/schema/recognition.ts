/**
 * Frame templates, the recognition of drawings (the queue and what it read), the drawing check's signer
 * corrections and error reports.
 */
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { duties, users } from './enterprises';
import { fileRecords, resources } from './files';
import { enterpriseRef, projectRef } from './references';

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
  /**
   * A duty's signature cell (签名栏): where the signer's personal signature is drawn, beside the printed name
   * (never over it). `position` is the signer field's position; `dutyId` the same duty.
   */
  Signature: 'signature',
  /** A custom-stamp (自定义章) position, in order. */
  Custom: 'custom',
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
    /** The page whose title block was recognised (1-based; the one matching a template with most labels). */
    page: integer('page'),
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
