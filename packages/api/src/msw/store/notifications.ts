import type { Notification } from '../../contract/endpoints/notify';
import type { ApprovalAct } from '../../entities/approval';
import { ReadState } from '../../entities/constants';
import {
  logTypeOf,
  type NotificationLogType,
  type NotificationParams,
  notificationText,
  type StoredNotificationType,
  tellsSender,
} from '../../rules/notifications';
import { type FixtureState, fixtureNow, paginate } from './core';
import { FrameTemplateStore } from './frameTemplates';

/** A stored notification of the fixture: the answer's fields and whose it is. */
export interface FixtureNotification extends Notification {
  userId: string;
}

let sequence = 0;

/**
 * Records one notification per person an approval event tells (as the server's notifications/notify.ts: each
 * person once, not the sender of their own action unless it is a to-do), newest first.
 */
export function notifyAct(
  state: FixtureState,
  act: ApprovalAct,
  type: StoredNotificationType,
  userIds: readonly (string | null | undefined)[],
  sender: { userId: string; realname: string } | null,
  formIdOf: (userId: string) => string | null = () => null,
): void {
  const seen = new Set<string>();
  const params: NotificationParams = { actName: act.actName, realname: sender?.realname };
  for (const userId of userIds) {
    if (!userId || seen.has(userId)) continue;
    seen.add(userId);
    if (!tellsSender(type) && userId === sender?.userId) continue;
    sequence += 1;
    state.notifications.unshift({
      id: `n-${Date.now().toString(36)}-${sequence}`,
      userId,
      type,
      logType: logTypeOf(type),
      msg: notificationText(type, params),
      isRead: ReadState.Unread,
      userName: sender?.realname ?? null,
      createTime: fixtureNow(),
      name: act.projectName ?? null,
      actId: act.id,
      actName: act.actName,
      formId: formIdOf(userId),
      enterpriseId: state.projects.find((p) => p.id === act.projectId)?.enterpriseId ?? '',
      moduleType: act.moduleType,
      projectId: act.projectId ?? null,
      moduleId: null,
    });
  }
}

export interface NotificationQuery {
  pageNum?: number | undefined;
  pageSize?: number | undefined;
  logType?: NotificationLogType | undefined;
  projectId?: string | undefined;
  isRead?: ReadState | undefined;
}

/** The signed-in person's notifications in the fixture (001 sections 4.3 and 7.2). */
export class NotificationStore extends FrameTemplateStore {
  private own(userId: string, enterpriseId: string, logType?: NotificationLogType) {
    return this.state.notifications.filter(
      (n) => n.userId === userId && n.enterpriseId === enterpriseId && (logType === undefined || n.logType === logType),
    );
  }

  notifications(userId: string, enterpriseId: string, query: NotificationQuery) {
    const list = this.own(userId, enterpriseId, query.logType)
      .filter((n) => !query.projectId || n.projectId === query.projectId)
      .filter((n) => !query.isRead || n.isRead === query.isRead)
      .map(({ userId: _, ...n }) => {
        // The approval's type as it is now (a publish launch sets it after the launch).
        const act = n.actId ? this.state.approvals.find((a) => a.act.id === n.actId)?.act : undefined;
        return { ...n, moduleType: act?.moduleType ?? n.moduleType };
      });
    return paginate(list, query.pageNum, query.pageSize);
  }

  unreadNotifications(userId: string, enterpriseId: string): number {
    return this.own(userId, enterpriseId).filter((n) => n.isRead === ReadState.Unread).length;
  }

  readAllNotifications(userId: string, enterpriseId: string, logType?: NotificationLogType): number {
    const unread = this.own(userId, enterpriseId, logType).filter((n) => n.isRead === ReadState.Unread);
    for (const n of unread) n.isRead = ReadState.Read;
    return unread.length;
  }

  readNotification(userId: string, enterpriseId: string, id: string): void {
    const found = this.own(userId, enterpriseId).find((n) => n.id === id);
    if (found) found.isRead = ReadState.Read;
  }

  clearNotifications(userId: string, enterpriseId: string, logType?: NotificationLogType): number {
    const cleared = new Set(this.own(userId, enterpriseId, logType));
    this.state.notifications = this.state.notifications.filter((n) => !cleared.has(n));
    return cleared.size;
  }

  subjectNotifications(userId: string, enterpriseId: string, actId: string, logType?: NotificationLogType) {
    return this.notifications(userId, enterpriseId, { logType, pageSize: 200 }).list.filter((n) => n.actId === actId);
  }
}
