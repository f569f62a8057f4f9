/**
 * Notifications of a person, enterprise notices and the system message.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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

/**
 * An enterprise notice (issue 28; 001 section 7.11): published by the enterprise administrator, read by every member
 * of that enterprise. Title and text are checked by rules/notices.ts before they are written.
 */
export const notices = pgTable(
  'notices',
  {
    id: id(),
    enterpriseId: enterpriseRef(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    /** The last edit; null until the notice is edited. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('notices_enterprise_idx').on(t.enterpriseId, t.createdAt)],
);

/**
 * The system message the portal's banner shows to every user (getSystemInformation; 001 sections 2.3, 7.2). Set by
 * the deployment's operator, not through the portal, e.g.
 *   insert into system_messages (content) values ('今晚 22:00-23:00 系统升级，期间无法登录');
 *   update system_messages set ends_at = now() where ends_at is null;   -- takes every message down
 * The current message is the newest one started and not ended. A new row has a new id, so the banner shows again to
 * people who dismissed the previous one.
 */
export const systemMessages = pgTable('system_messages', {
  id: id(),
  content: text('content').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
  /** When it stops showing; null: until an operator ends it. */
  endsAt: timestamp('ends_at', { withTimezone: true }),
  createdAt: createdAt(),
});
