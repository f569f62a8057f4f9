import { z } from 'zod';
import { dateTimeSchema, enterpriseIdField, idSchema, nothing, pageOf } from '../../entities/common';
import { ReadState } from '../../entities/constants';
import {
  LOG_TYPE_FILTERS,
  NOTIFICATION_PAGE_SIZE,
  type NotificationLogType,
  OtherLogType,
} from '../../rules/notifications';
import { defineArea } from '../define';
import { get, post } from './helpers';

const logTypeSchema = z.enum([...LOG_TYPE_FILTERS, ...Object.values(OtherLogType)] as [
  NotificationLogType,
  ...NotificationLogType[],
]);

/** A notification of the signed-in person (001 section 3.2). */
export const notificationSchema = z.object({
  id: idSchema,
  /** The message type (`StoredNotificationType`: 2101001 sign request …). */
  type: z.number().int(),
  logType: z.string(),
  msg: z.string(),
  isRead: z.enum(ReadState),
  /** Who caused it (the launcher, the approver, who deleted the file), when someone did. */
  userName: z.string().nullable(),
  createTime: dateTimeSchema,
  /** The project's name, when it is about a project. */
  name: z.string().nullable(),
  actId: idSchema.nullable(),
  actName: z.string().nullable(),
  formId: idSchema.nullable(),
  enterpriseId: idSchema,
  /** The approval's type (`ApprovalType`) for a workflow notification. */
  moduleType: z.number().int().nullable(),
  projectId: idSchema.nullable(),
  /** The file a file notification is about. */
  moduleId: idSchema.nullable(),
});
export type Notification = z.output<typeof notificationSchema>;

const whose = { enterpriseId: enterpriseIdField, userId: idSchema.optional() };

/**
 * The signed-in person's notifications in the call's enterprise (001 sections 2.3, 4.3, 7.2). The server reads the
 * person from the session and the enterprise from the call: `userId` and `enterpriseId` the portal sends are not
 * trusted. `total`: the count the person saw; the server acts on every matching notification of theirs.
 */
export const notify = defineArea('notify', {
  /** The list, newest first; `logType` filters by category, `projectId` (the per-project page) by project. */
  list: get(
    '/logUserList',
    z.object({
      ...whose,
      pageNum: z.number().int().min(1).default(1),
      pageSize: z.number().int().min(1).max(200).default(NOTIFICATION_PAGE_SIZE),
      logType: logTypeSchema.optional(),
      projectId: idSchema.optional(),
      isRead: z.enum(ReadState).optional(),
    }),
    pageOf(notificationSchema),
    { access: { scope: 'member' } },
  ),
  /** The unread count (the badge). */
  unreadCount: get('/isReadCount', z.object(whose), z.number().int(), { access: { scope: 'member' } }),
  /** 全部已读: every unread notification (of `logType` when given) becomes read. Answers how many did. */
  allRead: post(
    '/allRead',
    z.object({ ...whose, total: z.number().int().optional(), logType: logTypeSchema.optional() }),
    z.number().int(),
    { access: { scope: 'member' } },
  ),
  /** A click: that notification becomes read. */
  clickRead: get('/clickRead', z.object({ id: idSchema }), nothing, { access: { scope: 'member' } }),
  /** The person's notifications about one subject (an approval's id as `commonId`), of a log type. */
  subjectMessages: get(
    '/logMessage',
    z.object({ commonId: idSchema, logType: logTypeSchema.optional() }),
    z.array(notificationSchema),
    { access: { scope: 'member' } },
  ),
  /**
   * 清空已读: the notifications (of `logType` when given) are cleared from the list; unread ones among them count as
   * read (001 section 4.3). Answers how many were cleared.
   */
  clear: post(
    '/emptyRead',
    z.object({ ...whose, total: z.number().int().optional(), logType: logTypeSchema.optional() }),
    z.number().int(),
    { access: { scope: 'member' } },
  ),
});
