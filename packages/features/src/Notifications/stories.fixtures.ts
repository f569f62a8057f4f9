import {
  ApprovalType,
  LogType,
  type Notification,
  NotificationType,
  notificationText,
  ReadState,
  type StoredNotificationType,
} from '@atelier/api';
import type { FixtureStore } from '@atelier/api/msw';

/** Notifications of the stories' session (陈建国) at fixed times, so that the pictures do not move with the clock. */
export function addNotifications(
  store: FixtureStore,
  entries: readonly { type: StoredNotificationType; read?: boolean; actName?: string; moduleType?: number }[],
): void {
  const user = store.state.users[0];
  if (!user) return;
  const project = store.state.projects[0];
  const approval = store.state.approvals[0]?.act;
  entries.forEach((entry, i) => {
    const workflow = String(entry.type).startsWith('2101');
    // An approval of the entry's type when it names one (a publish approval opens the publish-apply detail).
    const act =
      (entry.moduleType !== undefined
        ? store.state.approvals.find((a) => a.act.moduleType === entry.moduleType)?.act
        : undefined) ?? approval;
    const actName = entry.actName ?? act?.actName ?? '一期施工图审批';
    const minute = String(59 - (i % 60)).padStart(2, '0');
    const hour = String(10 - Math.floor(i / 60)).padStart(2, '0');
    const n: Notification & { userId: string } = {
      id: `story-n-${i + 1}`,
      userId: user.userId,
      type: entry.type,
      logType: workflow ? LogType.Workflow : LogType.File,
      msg: notificationText(entry.type, {
        actName,
        realname: '李婷',
        resName: '建施-09 节点详图.pdf',
        oldResName: '建施-08.pdf',
        newResName: '建施-08 墙身详图.pdf',
      }),
      isRead: entry.read ? ReadState.Read : ReadState.Unread,
      userName: '李婷',
      createTime: `2026-11-26 ${hour}:${minute}:00`,
      name: project?.name ?? null,
      actId: workflow ? (act?.id ?? null) : null,
      actName: workflow ? actName : null,
      formId: null,
      enterpriseId: user.curEnterpriseId,
      moduleType: workflow ? (entry.moduleType ?? ApprovalType.Project) : null,
      projectId: project?.id ?? null,
      moduleId: null,
    };
    store.state.notifications.push(n);
  });
}

/** Six notifications of every kind the server writes now, two of them read. */
export const MIXED: readonly { type: StoredNotificationType; read?: boolean; moduleType?: number }[] = [
  { type: NotificationType.SignRequest },
  { type: NotificationType.Approved },
  { type: NotificationType.SealRequest, moduleType: ApprovalType.Publish },
  { type: NotificationType.FileRenamed },
  { type: NotificationType.Rejected, read: true },
  { type: NotificationType.FileDeleted, read: true },
];

/** `count` unread sign requests. */
export const manyUnread = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ type: NotificationType.SignRequest, actName: `批量审批-${i + 1}` }));
