/**
 * Notifications of a person.
 */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { approvalForms, approvals } from './approvals';
import { createdAt, id } from './columns';
import { users } from './enterprises';
import { projects } from './projects';
import { enterpriseRef } from './references';

/**
 * A notification for one person in one enterprise (000 section 9, 001 section 3.2): `type` is a
 * `StoredNotificationType` code (2101001 sign request, 2101003 seal request, 2101005 approved, 2101006 rejected,
 * 2101007 withdrawn, 2102001 file deleted …), `log_type` its `LogType` (the filter), `is_read` a `ReadState`.
 * Written by notifications/notify.ts only, which also announces it on the real-time channel.
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
    logType: text('log_type').notNull().default('8'),
    /** Who caused it (the launcher, the approver, who deleted the file). */
    senderId: text('sender_id').references(() => users.id),
    /** The file a file notification is about (kept after the file is gone: no reference). */
    resourceId: text('resource_id'),
    approvalId: text('approval_id').references(() => approvals.id, { onDelete: 'cascade' }),
    formId: text('form_id').references(() => approvalForms.id, { onDelete: 'set null' }),
    projectId: text('project_id').references(() => projects.id),
    actName: text('act_name'),
    msg: text('msg').notNull(),
    isRead: text('is_read').notNull().default('0'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.enterpriseId, t.createdAt)],
);
