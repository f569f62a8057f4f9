/**
 * The workbench (issue 28; 001 sections 1, 3.7, 7.1): the person's detail, counts and unread notifications, always
 * the actor's own in the actor's enterprise.
 */
import { ReadState, todoArrival, type UserBaseDetail } from '@atelier/api';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { listOwnNotifications } from '../notifications/notifications';
import { formatDate } from '../util/format';
import { baseDetailRow, countMemberProjects, formActionsOf, pendingTodoForms } from './repository';

export async function baseDetail(db: Database, actor: Actor): Promise<UserBaseDetail> {
  const row = await baseDetailRow(db, actor.enterpriseId, actor.userId);
  if (!row) throw new Error('The signed-in person or their enterprise is missing');
  return { ...row, departmentName: row.departmentName ?? null };
}

export function participatedProjects(db: Database, actor: Actor): Promise<number> {
  return countMemberProjects(db, actor.enterpriseId, actor.userId);
}

/**
 * The person's to-dos that reached them today (the firm's day): a pending form's arrival is the launch for the
 * first step, else the latest action on an earlier step (the pass that made this step current).
 */
export async function todayTodoCount(db: Database, actor: Actor, now = new Date()): Promise<number> {
  const pending = await pendingTodoForms(db, actor.enterpriseId, actor.userId);
  const actions = await formActionsOf(db, [...new Set(pending.map((p) => p.approvalId))]);
  const today = formatDate(now);
  const reached = new Set<string>();
  for (const form of pending) {
    const earlier = actions
      .filter((a) => a.approvalId === form.approvalId && a.task < form.task)
      .map((a) => a.at.getTime());
    if (formatDate(new Date(todoArrival(form.launchedAt.getTime(), earlier))) === today) reached.add(form.approvalId);
  }
  return reached.size;
}

/** The person's unread notifications, newest first. */
export function unreadList(db: Database, actor: Actor, page: { pageNum: number; pageSize: number }) {
  return listOwnNotifications(db, actor, { ...page, isRead: ReadState.Unread });
}
