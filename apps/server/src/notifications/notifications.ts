import { NOTIFICATION_PAGE_SIZE, type Notification, type NotificationLogType, type ReadState } from '@atelier/api';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { formatDateTime } from '../util/format';
import {
  countNotifications,
  deleteNotifications,
  listNotifications,
  markRead,
  type NotificationFilter,
  type NotificationRow,
  ownsNotification,
} from './repository';

/**
 * The signed-in person's notifications in the call's enterprise (001 sections 4.3 and 7.2). Always the actor's own,
 * in the actor's enterprise: the `userId` and `enterpriseId` a call sends are not read.
 */
function filterOf(
  actor: Actor,
  logType?: NotificationLogType,
  extra: Partial<NotificationFilter> = {},
): NotificationFilter {
  return {
    userId: actor.userId,
    enterpriseId: actor.enterpriseId,
    logType,
    ...extra,
  };
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    logType: row.logType,
    msg: row.msg,
    isRead: row.isRead as ReadState,
    userName: row.userName,
    createTime: formatDateTime(row.createdAt),
    name: row.name,
    actId: row.actId,
    actName: row.actName,
    formId: row.formId,
    enterpriseId: row.enterpriseId,
    moduleType: row.moduleType,
    projectId: row.projectId,
    moduleId: row.moduleId,
  };
}

export interface ListInput {
  pageNum: number;
  pageSize: number;
  logType?: NotificationLogType | undefined;
  projectId?: string | undefined;
  isRead?: ReadState | undefined;
}

/** A page of the person's notifications, newest first. */
export async function listOwnNotifications(db: Database, actor: Actor, input: ListInput) {
  const filter = filterOf(actor, input.logType, { projectId: input.projectId, isRead: input.isRead });
  const pageSize = input.pageSize || NOTIFICATION_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    listNotifications(db, filter, { offset: (input.pageNum - 1) * pageSize, limit: pageSize }),
    countNotifications(db, filter),
  ]);
  return { list: rows.map(toNotification), total };
}

/** The unread count (the badge). */
export function unreadCount(db: Database, actor: Actor): Promise<number> {
  return countNotifications(db, filterOf(actor, undefined, { isRead: '0' }));
}

/** 全部已读: every unread notification (of the log type) becomes read. */
export function readAll(db: Database, actor: Actor, logType?: NotificationLogType): Promise<number> {
  return markRead(db, filterOf(actor, logType));
}

/**
 * A click: the notification becomes read. Someone else's notification, or one of another enterprise, answers as
 * if it did not exist (nothing changes, nothing is told).
 */
export async function readOne(db: Database, actor: Actor, id: string): Promise<null> {
  const filter = filterOf(actor);
  if (await ownsNotification(db, filter, id)) await markRead(db, { ...filter, id });
  return null;
}

/** 清空已读: the person's notifications (of the log type) leave the list; unread ones count as read. */
export function clearAll(db: Database, actor: Actor, logType?: NotificationLogType): Promise<number> {
  return deleteNotifications(db, filterOf(actor, logType));
}

/** The person's notifications about one approval (`commonId`), of a log type. */
export async function subjectNotifications(
  db: Database,
  actor: Actor,
  approvalId: string,
  logType?: NotificationLogType,
) {
  const rows = await listNotifications(db, filterOf(actor, logType, { approvalId }), { offset: 0, limit: 200 });
  return rows.map(toNotification);
}
