/**
 * Flow templates of a project and their nodes.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { duties, specialties, users } from './enterprises';
import { enterpriseRef, projectRef } from './references';

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
