/**
 * What a firm configures around its frame templates (issue 23): the sample drawings templates are marked on, which
 * sample page each template was made from, and named groups of templates (模板组设置). The templates and their
 * regions are in recognition.ts.
 */
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './enterprises';
import { frameTemplates } from './recognition';
import { enterpriseRef } from './references';

/** A sample drawing (PDF) uploaded for frame templates, kept in the file store under `storage_key`. */
export const frameTemplateSamples = pgTable(
  'frame_template_samples',
  {
    id: id(),
    enterpriseId: enterpriseRef(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    pageCount: integer('page_count').notNull(),
    uploadedBy: text('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('frame_template_samples_enterprise_idx').on(t.enterpriseId)],
);

/** The sample page a template was made from (one per template; a sample may serve several templates). */
export const frameTemplateSources = pgTable('frame_template_sources', {
  templateId: text('template_id')
    .primaryKey()
    .references(() => frameTemplates.id, { onDelete: 'cascade' }),
  sampleId: text('sample_id')
    .notNull()
    .references(() => frameTemplateSamples.id),
  /** The page, from 1. */
  page: integer('page').notNull(),
});

/** A named group of an enterprise's frame templates. */
export const frameTemplateGroups = pgTable(
  'frame_template_groups',
  {
    id: id(),
    enterpriseId: enterpriseRef(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('frame_template_groups_name_idx').on(t.enterpriseId, t.name)],
);

/** The templates of a group. */
export const frameTemplateGroupMembers = pgTable(
  'frame_template_group_members',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => frameTemplateGroups.id, { onDelete: 'cascade' }),
    templateId: text('template_id')
      .notNull()
      .references(() => frameTemplates.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.templateId] })],
);
