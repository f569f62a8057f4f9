import {
  type LiveEventType,
  logTypeOf,
  type NotificationParams,
  notificationText,
  ReadState,
  type SocketMessage,
  type StoredNotificationType,
  tellsSender,
} from '@atelier/api';
import type { Database } from '../db/index';
import { announce, insertNotifications, membersAmong, realnameOf } from './repository';

/** The PostgreSQL channel every server process listens on (channel.ts). */
export const NOTIFY_CHANNEL = 'atelier_notifications';

/** One event that notifies people (approvals, files, projects, enterprise administration). */
export interface NotificationEvent {
  type: StoredNotificationType;
  enterpriseId: string;
  /** Who is told; each person once, and only the enterprise's members (never another enterprise's). */
  recipients: readonly { userId: string; formId?: string | null | undefined }[];
  /** Who caused it; not told of their own action, but for a to-do (a sign or seal request). */
  senderId?: string | null | undefined;
  approval?: { id: string; actName: string } | undefined;
  projectId?: string | null | undefined;
  /** The file of a file event. */
  resourceId?: string | null | undefined;
  /** Names the text quotes (the file's, the enterprise's short name); `actName` and `realname` are filled in. */
  params?: NotificationParams | undefined;
}

/** What the channel carries: who gets which message. */
export interface ChannelPayload {
  deliveries: { userId: string; message: SocketMessage }[];
}

/** A NOTIFY payload must stay under 8000 bytes: the deliveries go in chunks well under it. */
const MAX_PAYLOAD = 6000;

function chunks(deliveries: ChannelPayload['deliveries']): string[] {
  const out: string[] = [];
  let current: ChannelPayload['deliveries'] = [];
  for (const delivery of deliveries) {
    const next = [...current, delivery];
    if (current.length > 0 && JSON.stringify({ deliveries: next }).length > MAX_PAYLOAD) {
      out.push(JSON.stringify({ deliveries: current }));
      current = [delivery];
    } else {
      current = next;
    }
  }
  if (current.length > 0) out.push(JSON.stringify({ deliveries: current }));
  return out;
}

/**
 * Records one unread notification per person the event tells, in the caller's transaction, and announces them on
 * the real-time channel (PostgreSQL NOTIFY, delivered when the transaction commits, to every server process). The
 * one place a notification is written: the approvals, the files, the projects and the enterprise call it.
 */
export async function notify(db: Database, event: NotificationEvent): Promise<string[]> {
  const seen = new Set<string>();
  const skipSender = !tellsSender(event.type);
  const wanted = event.recipients.filter(
    (p) => !(skipSender && p.userId === event.senderId) && !seen.has(p.userId) && seen.add(p.userId),
  );
  const members = new Set(
    await membersAmong(
      db,
      event.enterpriseId,
      wanted.map((p) => p.userId),
    ),
  );
  const people = wanted.filter((p) => members.has(p.userId));
  if (people.length === 0) return [];
  const realname = event.senderId ? await realnameOf(db, event.senderId) : undefined;
  const params: NotificationParams = { ...event.params, actName: event.approval?.actName, realname };
  const msg = notificationText(event.type, params);
  const rows = await insertNotifications(
    db,
    people.map((person) => ({
      userId: person.userId,
      enterpriseId: event.enterpriseId,
      type: event.type,
      logType: logTypeOf(event.type),
      senderId: event.senderId ?? null,
      approvalId: event.approval?.id ?? null,
      formId: person.formId ?? null,
      projectId: event.projectId ?? null,
      resourceId: event.resourceId ?? null,
      actName: event.approval?.actName ?? null,
      msg,
      isRead: ReadState.Unread,
    })),
  );
  const param: SocketMessage['param'] = {
    msg,
    actName: params.actName ?? undefined,
    realname: params.realname ?? undefined,
    resName: params.resName ?? undefined,
    oldResName: params.oldResName ?? undefined,
    newResName: params.newResName ?? undefined,
    simpleName: params.simpleName ?? undefined,
    projectId: event.projectId ?? undefined,
  };
  const deliveries = people.map((person, i) => ({
    userId: person.userId,
    message: { type: event.type, msgId: rows[i]?.id ?? '', param, enterpriseId: event.enterpriseId },
  }));
  for (const payload of chunks(deliveries)) await announce(db, NOTIFY_CHANNEL, payload);
  return rows.map((r) => r.id);
}

/** A live event: a message for people's open portals, with nothing stored (LiveEventType). */
export interface LiveEvent {
  type: LiveEventType;
  enterpriseId: string;
  userIds: readonly string[];
  /** Who caused it: not told of their own action. */
  senderId?: string | null | undefined;
  param: SocketMessage['param'];
}

/**
 * Announces a live event on the channel, to the enterprise's members among the people only; in the caller's
 * transaction, so it reaches the portals once that commits. Answers who was told.
 */
export async function signal(db: Database, event: LiveEvent): Promise<string[]> {
  const wanted = [...new Set(event.userIds)].filter((id) => id !== event.senderId);
  if (wanted.length === 0) return [];
  const people = await membersAmong(db, event.enterpriseId, wanted);
  const message: SocketMessage = { type: event.type, msgId: '', param: event.param, enterpriseId: event.enterpriseId };
  const deliveries = people.map((userId) => ({ userId, message }));
  for (const payload of chunks(deliveries)) await announce(db, NOTIFY_CHANNEL, payload);
  return people;
}
