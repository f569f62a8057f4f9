import { describe, expect, it } from 'vitest';
import { ApprovalType, LogType, NotificationType } from '../entities/constants';
import {
  acknowledgementType,
  isAcknowledgementType,
  logTypeOf,
  NotificationMessage,
  notificationTarget,
  notificationText,
  OtherLogType,
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
