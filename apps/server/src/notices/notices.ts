/**
 * Enterprise notices and the system message (issue 28; 001 sections 2.3, 7.2, 7.11). The contract declares who may
 * call (every member reads; the enterprise administrator publishes, edits and deletes: checked before these run);
 * the rules and messages are the shared ones of rules/notices.ts. A notice of another enterprise is not found.
 */
import { type Notice, type NoticeSummary, noticeFoundRefusal } from '@atelier/api';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { enforce } from '../domain/errors';
import { formatDateTime, paginate } from '../util/format';
import {
  currentSystemMessage,
  deleteNoticeRow,
  findNotice,
  insertNotice,
  type NoticeRow,
  noticesOf,
  updateNoticeRow,
} from './repository';

const summary = (row: NoticeRow): NoticeSummary => ({
  id: row.id,
  title: row.title,
  createBy: row.author,
  createTime: formatDateTime(row.createdAt),
  updateTime: row.updatedAt ? formatDateTime(row.updatedAt) : null,
});
const view = (row: NoticeRow): Notice => ({ ...summary(row), content: row.content });

async function ownNotice(db: Database, actor: Actor, id: string): Promise<NoticeRow> {
  const row = await findNotice(db, actor.enterpriseId, id);
  enforce(noticeFoundRefusal(row));
  return row as NoticeRow;
}

/** noticeList: the enterprise's notices, newest first. */
export async function listNotices(
  db: Database,
  actor: Actor,
  query: { pageNum: number; pageSize: number; keyword?: string | undefined },
) {
  const rows = await noticesOf(db, actor.enterpriseId, query.keyword || undefined);
  return paginate(rows.map(summary), query.pageNum, query.pageSize);
}

export async function noticeDetails(db: Database, actor: Actor, id: string) {
  return view(await ownNotice(db, actor, id));
}

export async function publishNotice(db: Database, actor: Actor, body: { title: string; content: string }) {
  const id = await insertNotice(db, { enterpriseId: actor.enterpriseId, createdBy: actor.userId, ...body });
  return view(await ownNotice(db, actor, id));
}

export async function editNotice(db: Database, actor: Actor, body: { id: string; title: string; content: string }) {
  await ownNotice(db, actor, body.id);
  await updateNoticeRow(db, body.id, { title: body.title, content: body.content });
  return view(await ownNotice(db, actor, body.id));
}

export async function deleteNotice(db: Database, actor: Actor, id: string) {
  await ownNotice(db, actor, id);
  await deleteNoticeRow(db, id);
  return null;
}

/** getSystemInformation: the operator's current message, or null. */
export async function systemInformation(db: Database, now = new Date()) {
  return (await currentSystemMessage(db, now)) ?? null;
}
