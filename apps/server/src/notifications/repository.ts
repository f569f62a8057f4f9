import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/index';
import { approvals, enterpriseMembers, notifications, projects, users } from '../db/schema';

export type NewNotification = typeof notifications.$inferInsert;

/** Records notifications; answers their ids, in order. */
export async function insertNotifications(db: Database, rows: readonly NewNotification[]): Promise<{ id: string }[]> {
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values([...rows])
    .returning({ id: notifications.id });
}

/** Of these people, the ones who are (enabled) members of the enterprise. */
export async function membersAmong(db: Database, enterpriseId: string, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: enterpriseMembers.userId })
    .from(enterpriseMembers)
    .where(
      and(
        eq(enterpriseMembers.enterpriseId, enterpriseId),
        inArray(enterpriseMembers.userId, [...userIds]),
        eq(enterpriseMembers.disabled, false),
      ),
    );
  return rows.map((r) => r.userId);
}

/** A person's real name (the sender of a notification). */
export async function realnameOf(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ realname: users.realname }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.realname;
}

/** Whose notifications, and which of them. */
export interface NotificationFilter {
  userId: string;
  enterpriseId: string;
  logType?: string | undefined;
  projectId?: string | undefined;
  isRead?: string | undefined;
  approvalId?: string | undefined;
}

function where(filter: NotificationFilter): SQL | undefined {
  return and(
    eq(notifications.userId, filter.userId),
    eq(notifications.enterpriseId, filter.enterpriseId),
    filter.logType ? eq(notifications.logType, filter.logType) : undefined,
    filter.projectId ? eq(notifications.projectId, filter.projectId) : undefined,
    filter.isRead ? eq(notifications.isRead, filter.isRead) : undefined,
    filter.approvalId ? eq(notifications.approvalId, filter.approvalId) : undefined,
  );
}

const sender = sql<
  string | null
>`(select ${users.realname} from ${users} where ${users.id} = ${notifications.senderId})`;

const listColumns = {
  id: notifications.id,
  type: notifications.type,
  logType: notifications.logType,
  msg: notifications.msg,
  isRead: notifications.isRead,
  userName: sender,
  createdAt: notifications.createdAt,
  name: projects.name,
  actId: notifications.approvalId,
  actName: notifications.actName,
  formId: notifications.formId,
  enterpriseId: notifications.enterpriseId,
  moduleType: approvals.moduleType,
  projectId: notifications.projectId,
  moduleId: notifications.resourceId,
};

export type NotificationRow = Awaited<ReturnType<typeof listNotifications>>[number];

/** A page of notifications, newest first. */
export function listNotifications(db: Database, filter: NotificationFilter, page: { offset: number; limit: number }) {
  return db
    .select(listColumns)
    .from(notifications)
    .leftJoin(projects, eq(projects.id, notifications.projectId))
    .leftJoin(approvals, eq(approvals.id, notifications.approvalId))
    .where(where(filter))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** How many notifications match. */
export async function countNotifications(db: Database, filter: NotificationFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(where(filter));
  return row?.n ?? 0;
}

/** Marks the matching notifications read; answers how many were unread. */
export async function markRead(db: Database, filter: NotificationFilter & { id?: string }): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: '1' })
    .where(and(where(filter), eq(notifications.isRead, '0'), filter.id ? eq(notifications.id, filter.id) : undefined))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Whether the person has this notification in the enterprise. */
export async function ownsNotification(db: Database, filter: NotificationFilter, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(where(filter), eq(notifications.id, id)))
    .limit(1);
  return row !== undefined;
}

/** Removes the matching notifications; answers how many. */
export async function deleteNotifications(db: Database, filter: NotificationFilter): Promise<number> {
  const rows = await db.delete(notifications).where(where(filter)).returning({ id: notifications.id });
  return rows.length;
}

/** Announces on a channel (PostgreSQL NOTIFY): delivered to every listener when the transaction commits. */
export async function announce(db: Database, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
