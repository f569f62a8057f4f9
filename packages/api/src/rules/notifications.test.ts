import { describe, expect, it } from 'vitest';
import { ApprovalType, LogType, NotificationType } from '../entities/constants';
import {
  acknowledgementType,
  isAcknowledgementType,
  LiveEventType,
  logTypeOf,
  NotificationMessage,
  notificationTarget,
  notificationText,
  OtherLogType,
  projectEventReaction,
  StoredNotificationType,
  tellsSender,
  typesOfLogType,
  unreadBadge,
  usesBiddingIcon,
} from './notifications';

describe('notification rules', () => {
  it('caps the unread badge at 99+ and shows nothing at 0', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });

  it('files each type under its log type', () => {
    expect(logTypeOf(StoredNotificationType.SignRequest)).toBe(LogType.Workflow);
    expect(logTypeOf(StoredNotificationType.StampingFailed)).toBe(LogType.Workflow);
    expect(logTypeOf(StoredNotificationType.FileRenamed)).toBe(LogType.File);
    expect(logTypeOf(StoredNotificationType.AdminRightRemoved)).toBe(LogType.Project);
    expect(typesOfLogType(LogType.File)).toEqual([NotificationType.FileDeleted, NotificationType.FileRenamed]);
  });

  it('words each event with its names', () => {
    expect(notificationText(StoredNotificationType.SignRequest, { actName: '一期' })).toBe(
      '您有一个新的审批待处理：一期',
    );
    expect(
      notificationText(StoredNotificationType.FileRenamed, { realname: '李婷', oldResName: 'a', newResName: 'b' }),
    ).toBe('李婷将文件 a 重命名为 b');
  });

  it('a workflow click opens the approval detail; publish, proofreading and room types the publish-apply detail', () => {
    const base = { type: NotificationType.SignRequest, logType: LogType.Workflow, actId: 'a1', formId: 'f1' };
    expect(notificationTarget({ ...base, moduleType: ApprovalType.Project })).toEqual({
      kind: 'approval',
      actId: 'a1',
      formId: 'f1',
      pending: true,
    });
    expect(
      notificationTarget({ ...base, type: NotificationType.Approved, moduleType: ApprovalType.Project }),
    ).toMatchObject({
      kind: 'approval',
      pending: false,
    });
    for (const moduleType of [ApprovalType.Publish, ApprovalType.Proofreading, ApprovalType.MeetingRoom]) {
      expect(notificationTarget({ ...base, moduleType })).toEqual({ kind: 'publishApply', actId: 'a1' });
    }
  });

  it('other types: the project of a renamed file, a warning for a deleted policy, a clear message for missing modules', () => {
    expect(notificationTarget({ type: NotificationType.FileRenamed, logType: LogType.File, projectId: 'p1' })).toEqual({
      kind: 'project',
      projectId: 'p1',
    });
    expect(notificationTarget({ type: NotificationType.FileDeleted, logType: LogType.File, projectId: 'p1' })).toEqual({
      kind: 'message',
      text: NotificationMessage.ModuleMissing,
    });
    expect(notificationTarget({ type: 0, logType: OtherLogType.Policy })).toEqual({
      kind: 'message',
      text: NotificationMessage.PolicyDeleted,
    });
    expect(notificationTarget({ type: 0, logType: LogType.Party })).toEqual({
      kind: 'message',
      text: NotificationMessage.ModuleMissing,
    });
  });

  it('marks acknowledgements with the 90 prefix and the bidding types', () => {
    expect(acknowledgementType(2101001)).toBe('902101001');
    expect(isAcknowledgementType('902101001')).toBe(true);
    expect(isAcknowledgementType('9001001')).toBe(false);
    expect(isAcknowledgementType(1000001)).toBe(false);
    expect(usesBiddingIcon('50_3')).toBe(true);
    expect(usesBiddingIcon(LogType.Workflow)).toBe(false);
  });
});

describe('tellsSender', () => {
  it('tells the person of their own action only when it asks them to act', () => {
    expect(tellsSender(StoredNotificationType.SignRequest)).toBe(true);
    expect(tellsSender(StoredNotificationType.SealRequest)).toBe(true);
    expect(tellsSender(StoredNotificationType.FileDeleted)).toBe(false);
    expect(tellsSender(StoredNotificationType.AdminRightRemoved)).toBe(false);
  });
});

describe('project events on the channel', () => {
  const message = (type: number, projectId?: string) => ({ type, param: { msg: '', projectId } });

  it('sends the person out of an open project they were removed from or that was deleted', () => {
    expect(projectEventReaction(message(StoredNotificationType.ProjectRemoved, 'p1'), 'p1')).toEqual({
      kind: 'leave',
      reason: 'projectRemoved',
    });
    expect(projectEventReaction(message(StoredNotificationType.ProjectDeleted, 'p1'), 'p1')).toEqual({
      kind: 'leave',
      reason: 'projectDeleted',
    });
  });

  it('reloads an open project whose level changed, and only refreshes the list for another project', () => {
    expect(projectEventReaction(message(LiveEventType.ProjectPermissionChanged, 'p1'), 'p1')).toEqual({
      kind: 'reload',
      reason: 'permissionChanged',
    });
    for (const type of [
      StoredNotificationType.ProjectRemoved,
      StoredNotificationType.ProjectDeleted,
      LiveEventType.ProjectPermissionChanged,
    ]) {
      expect(projectEventReaction(message(type, 'p2'), 'p1')).toEqual({ kind: 'refreshList' });
      expect(projectEventReaction(message(type, 'p2'), null)).toEqual({ kind: 'refreshList' });
    }
  });

  it("words each reason in the firm's language", () => {
    expect(NotificationMessage.ProjectRemoved).toBe('您已被移出该项目');
    expect(NotificationMessage.ProjectDeleted).toBe('该项目已被删除');
  });

  it('ignores other messages and a project event naming no project', () => {
    expect(projectEventReaction(message(StoredNotificationType.FileDeleted, 'p1'), 'p1')).toBeNull();
    expect(projectEventReaction(message(StoredNotificationType.ProjectRemoved), 'p1')).toBeNull();
  });

  it('files a deleted project under 项目, words it with who deleted it, and opens nothing on a click', () => {
    expect(logTypeOf(StoredNotificationType.ProjectDeleted)).toBe(LogType.Project);
    expect(notificationText(StoredNotificationType.ProjectDeleted, { realname: '陈建国', resName: '滨江' })).toBe(
      '陈建国删除了项目：滨江',
    );
    expect(
      notificationTarget({ type: StoredNotificationType.ProjectDeleted, logType: LogType.Project, projectId: 'p1' }),
    ).toEqual({ kind: 'message', text: NotificationMessage.ModuleMissing });
  });
});
