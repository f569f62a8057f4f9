/**
 * Notifications (001 sections 2.3, 3.2, 4.2, 4.3, 7.2): their types and log categories as named constants, the
 * text each event writes, the unread badge, and what a click on one does. Pure: the server writes with them, the
 * fixtures answer with them, the popover and the pages read them.
 */
import { ApprovalType } from '../entities/constants/approvals';
import { NotificationType } from '../entities/constants/organisation';
import { LogType } from '../entities/constants/projects';

type ValueOf<T> = T[keyof T];

/**
 * Codes Atelier adds to the specification's message types (001 section 3.2), in the same family: stamping failed
 * (the specification names 2101004 seal completed and no failure) and a project the person was removed from.
 */
export const DesignedNotificationType = {
  StampingFailed: 2101008,
  ProjectRemoved: 2005001,
  ProjectDeleted: 2005002,
} as const;
export type DesignedNotificationType = ValueOf<typeof DesignedNotificationType>;

/** Every type a stored notification may have. */
export const StoredNotificationType = {
  FileDeleted: NotificationType.FileDeleted,
  FileRenamed: NotificationType.FileRenamed,
  SignRequest: NotificationType.SignRequest,
  AutoApproved: NotificationType.AutoApproved,
  SealRequest: NotificationType.SealRequest,
  SealCompleted: NotificationType.SealCompleted,
  Approved: NotificationType.Approved,
  Rejected: NotificationType.Rejected,
  Withdrawn: NotificationType.Withdrawn,
  AdminRightRemoved: NotificationType.AdminRightRemoved,
  StampingFailed: DesignedNotificationType.StampingFailed,
  ProjectRemoved: DesignedNotificationType.ProjectRemoved,
  ProjectDeleted: DesignedNotificationType.ProjectDeleted,
} as const;
export type StoredNotificationType = ValueOf<typeof StoredNotificationType>;

/** Log types without a module of their own yet, named by 001 section 4.3 (the bidding icon's). */
export const OtherLogType = { Policy: '11', Tender: '12', Solicit: '50', OutsideFile: '60' } as const;

/** A log type a notification is filed under (`LogType` without 全部, or one of {@link OtherLogType}). */
export type NotificationLogType = Exclude<LogType, ''> | ValueOf<typeof OtherLogType>;

/** The filter's entries, in the popover's order (全部 first, written by the component). */
export const LOG_TYPE_FILTERS: readonly NotificationLogType[] = [
  LogType.File,
  LogType.Project,
  LogType.Workflow,
  LogType.Archive,
  LogType.Mark,
  LogType.Schedule,
  LogType.ProjectApproval,
  LogType.Party,
  LogType.Knowledge,
  LogType.DrawingReview,
];

export const logTypeText: Record<NotificationLogType, string> = {
  1: '文件',
  5: '项目',
  8: '工作流',
  10: '档案',
  11: '招投标',
  12: '招投标',
  20: '标记',
  21: '日程',
  26: '项目审批',
  40: '党建',
  50: '招投标',
  60: '招投标',
  70: '知识库',
  71: '审图平台反馈',
};
export const logTypeTextEn: Record<NotificationLogType, string> = {
  1: 'Files',
  5: 'Projects',
  8: 'Workflow',
  10: 'Archive',
  11: 'Bidding',
  12: 'Bidding',
  20: 'Marks',
  21: 'Schedule',
  26: 'Project approval',
  40: 'Party',
  50: 'Bidding',
  60: 'Bidding',
  70: 'Knowledge base',
  71: 'Drawing-review feedback',
};

/** The log type a stored notification is filed under. */
export function logTypeOf(type: StoredNotificationType): NotificationLogType {
  switch (type) {
    case StoredNotificationType.FileDeleted:
    case StoredNotificationType.FileRenamed:
      return LogType.File;
    case StoredNotificationType.AdminRightRemoved:
    case StoredNotificationType.ProjectRemoved:
    case StoredNotificationType.ProjectDeleted:
      return LogType.Project;
    default:
      return LogType.Workflow;
  }
}

/** Notifications that ask the person to act (a sign or seal request). */
const TO_DO_TYPES: ReadonlySet<number> = new Set([
  StoredNotificationType.SignRequest,
  StoredNotificationType.SealRequest,
]);

/**
 * Whether a notification goes to the person whose own action caused it: only a to-do does (a launcher who is also
 * an approver is asked to sign); nobody is told of what they did themselves. The server and the fixtures both ask.
 */
export function tellsSender(type: StoredNotificationType): boolean {
  return TO_DO_TYPES.has(type);
}

/** The stored types filed under a log type (the server's filter). */
export function typesOfLogType(logType: NotificationLogType): StoredNotificationType[] {
  return Object.values(StoredNotificationType).filter((type) => logTypeOf(type) === logType);
}

/** The names a notification's text quotes (001 section 3.2, a socket message's param). */
export interface NotificationParams {
  actName?: string | null | undefined;
  resName?: string | null | undefined;
  oldResName?: string | null | undefined;
  newResName?: string | null | undefined;
  realname?: string | null | undefined;
  simpleName?: string | null | undefined;
}

/** What each notification says. */
const TEXTS: Record<StoredNotificationType, (p: NotificationParams) => string> = {
  [StoredNotificationType.FileDeleted]: (p) => `${p.realname ?? ''}删除了文件：${p.resName ?? ''}`,
  [StoredNotificationType.FileRenamed]: (p) =>
    `${p.realname ?? ''}将文件 ${p.oldResName ?? ''} 重命名为 ${p.newResName ?? ''}`,
  [StoredNotificationType.SignRequest]: (p) => `您有一个新的审批待处理：${p.actName ?? ''}`,
  [StoredNotificationType.AutoApproved]: (p) => `审批已自动通过：${p.actName ?? ''}`,
  [StoredNotificationType.SealRequest]: (p) => `审批已通过，请您签章：${p.actName ?? ''}`,
  [StoredNotificationType.SealCompleted]: (p) => `审批已盖章完成：${p.actName ?? ''}`,
  [StoredNotificationType.Approved]: (p) => `您发起的审批已通过：${p.actName ?? ''}`,
  [StoredNotificationType.Rejected]: (p) => `您发起的审批被拒绝：${p.actName ?? ''}`,
  [StoredNotificationType.Withdrawn]: (p) => `审批已被发起人撤回：${p.actName ?? ''}`,
  [StoredNotificationType.AdminRightRemoved]: (p) => `您在${p.simpleName ?? '企业'}的企业管理员权限已被移除`,
  [StoredNotificationType.StampingFailed]: (p) => `审批盖章失败，请重新盖章：${p.actName ?? ''}`,
  [StoredNotificationType.ProjectRemoved]: (p) => `您已被移出项目：${p.resName ?? ''}`,
  [StoredNotificationType.ProjectDeleted]: (p) => `${p.realname ?? ''}删除了项目：${p.resName ?? ''}`,
};

/** The text a notification of this type says. */
export function notificationText(type: StoredNotificationType, params: NotificationParams): string {
  return TEXTS[type](params);
}

/** The messages of the notification area, zh-CN verbatim where the specification gives them. */
export const NotificationMessage = {
  /** The socket's greeting ("connection succeeded", 001 section 4.2). */
  Greeting: '连接成功',
  /** A click on a type whose module is not built yet. */
  ModuleMissing: '该消息对应的功能暂未开放，请稍后在对应模块查看',
  /** Type 11 whose policy no longer exists (001 section 4.3). */
  PolicyDeleted: '政策已删除',
  /** A live 2006004 (001 section 4.3). */
  AdminRightRemoved: '您的企业管理员权限已被移除',
  /** A project-removal message about the open project (001 section 4.3). */
  ProjectRemoved: '您已被移出该项目',
  /** The open project was deleted by its creator (Atelier's words, in the family of the one above). */
  ProjectDeleted: '该项目已被删除',
  /** The caller's level in the open project changed: its pages reload what they show. */
  PermissionChanged: '您在该项目的权限已变更，页面已刷新',
} as const;

/** The unread badge: the count, capped at 99+; nothing at 0. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

/** The approval types whose notifications open the publish-apply detail (001 section 4.3). */
const PUBLISH_APPLY_TYPES: ReadonlySet<number> = new Set([
  ApprovalType.Publish,
  ApprovalType.Proofreading,
  ApprovalType.MeetingRoom,
]);

/** What a notification holds that its click reads. */
export interface ClickedNotification {
  type: number;
  logType: string;
  actId?: string | null | undefined;
  formId?: string | null | undefined;
  moduleType?: number | null | undefined;
  projectId?: string | null | undefined;
  taskId?: string | null | undefined;
  moduleId?: string | null | undefined;
  topicMeetId?: string | null | undefined;
}

/** What a click does (001 section 4.3), for the portal to carry out. */
export type NotificationTarget =
  /** The approval detail: `pending` when the person is asked to act (a to-do), else the launcher's view. */
  | { kind: 'approval'; actId: string; formId: string | null; pending: boolean }
  /** The publish-apply detail (publish, proofreading and meeting-room approvals). */
  | { kind: 'publishApply'; actId: string }
  /** The project's file list. */
  | { kind: 'project'; projectId: string }
  /** Only a message: the module the notification belongs to is not built, or its subject is gone. */
  | { kind: 'message'; text: string };

const PENDING_TYPES: ReadonlySet<number> = new Set([StoredNotificationType.SignRequest]);

/** The notifications whose project the person can no longer open. */
const PROJECT_GONE_TYPES: ReadonlySet<number> = new Set([
  StoredNotificationType.ProjectRemoved,
  StoredNotificationType.ProjectDeleted,
]);

/** The click behaviour by type (001 section 4.3) for the types that exist now; a clear message for the others. */
export function notificationTarget(n: ClickedNotification): NotificationTarget {
  if (n.logType === LogType.Workflow || n.logType === LogType.ProjectApproval) {
    if (!n.actId) return { kind: 'message', text: NotificationMessage.ModuleMissing };
    if (n.moduleType != null && PUBLISH_APPLY_TYPES.has(n.moduleType)) return { kind: 'publishApply', actId: n.actId };
    return { kind: 'approval', actId: n.actId, formId: n.formId ?? null, pending: PENDING_TYPES.has(n.type) };
  }
  if (n.logType === LogType.File && n.type !== StoredNotificationType.FileDeleted && n.projectId) {
    return { kind: 'project', projectId: n.projectId };
  }
  if (n.logType === LogType.Project && !PROJECT_GONE_TYPES.has(n.type) && n.projectId) {
    return { kind: 'project', projectId: n.projectId };
  }
  if (n.logType === OtherLogType.Policy) return { kind: 'message', text: NotificationMessage.PolicyDeleted };
  return { kind: 'message', text: NotificationMessage.ModuleMissing };
}

/** The log types shown with the bidding icon (001 section 4.3). */
export function usesBiddingIcon(logType: string): boolean {
  const base = logType.split('_')[0];
  return (Object.values(OtherLogType) as string[]).includes(base ?? '');
}

// ---- The real-time channel (001 sections 4.2 and 7.2) ----

/** The socket's path under the portal prefix (not shown by the specification: Atelier's). */
export const SOCKET_PATH = '/websocket';
/** A heartbeat every 20 s; 50 s without a reply is a lost connection (001 section 4.2). */
export const HEARTBEAT_INTERVAL_MS = 20_000;
export const HEARTBEAT_TIMEOUT_MS = 50_000;
/** Retry 10 s after a close or an error. */
export const RECONNECT_DELAY_MS = 10_000;
/** The count is refreshed 3 s after a new-notification event (001 section 4.3). */
export const COUNT_REFRESH_DELAY_MS = 3_000;
/** The desktop client's local ports, tried in turn (001 section 4.2). */
export const DESKTOP_SOCKET_PORTS: readonly number[] = [6059, 6060, 6061, 6062, 6063];
/** The notification list's page size (001 section 7.2). */
export const NOTIFICATION_PAGE_SIZE = 50;

/** The acknowledgement type of a message type: its type prefixed with 90 (001 section 7.2). */
export function acknowledgementType(type: number | string): string {
  return `90${type}`;
}

/** Whether a socket frame's type is an acknowledgement. */
export function isAcknowledgementType(type: unknown): boolean {
  return typeof type === 'string' ? /^90\d+$/.test(type) && type !== String(NotificationType.HeartbeatReply) : false;
}

/** A message the server pushes on the socket (001 section 3.2): `msgId` is the notification's id. */
export interface SocketMessage {
  type: number;
  msgId: string;
  param: {
    realname?: string | undefined;
    resName?: string | undefined;
    oldResName?: string | undefined;
    newResName?: string | undefined;
    actName?: string | undefined;
    simpleName?: string | undefined;
    msg: string;
    projectId?: string | undefined;
    taskId?: string | undefined;
  };
  /** The enterprise it belongs to (Atelier's: a person in two enterprises refreshes only the open one's count). */
  enterpriseId?: string | undefined;
}

/** The frames a client sends (001 section 7.2). */
export type ClientFrame =
  | { type: typeof NotificationType.Heartbeat; userAgent: string; sendTime: number }
  | { type: string; msgIds: string[]; userAgent: string; sendTime: number };

// ---- Project events on the channel (001 section 4.3; issue 25) ----

/**
 * Messages the channel carries without a stored notification (Atelier's, in the family of the project codes above):
 * the person's level in a project changed (a folder's permission, their staff type, the permission switch, a
 * transfer). Their `msgId` is empty: there is nothing to mark read.
 */
export const LiveEventType = { ProjectPermissionChanged: 2005003 } as const;
export type LiveEventType = ValueOf<typeof LiveEventType>;

/** Why a project event came: the portal words it (zh-CN: NotificationMessage's). */
export type ProjectEventReason = 'projectRemoved' | 'projectDeleted' | 'permissionChanged';

/** What an open portal does with a project event (001 section 4.3: the open project warns and reloads). */
export type ProjectEventReaction =
  /** The open project is gone for the person: warn, leave for the project list, refresh it. */
  | { kind: 'leave'; reason: ProjectEventReason }
  /** The person's level in the open project changed: warn and reload what its pages show. */
  | { kind: 'reload'; reason: ProjectEventReason }
  /** Another project: refresh the project list. */
  | { kind: 'refreshList' };

/** The reaction to a socket message about a project, or null when it is not one (or names no project). */
export function projectEventReaction(
  message: Pick<SocketMessage, 'type' | 'param'>,
  openProjectId: string | null,
): ProjectEventReaction | null {
  const projectId = message.param?.projectId;
  if (!projectId) return null;
  const isOpen = projectId === openProjectId;
  switch (message.type) {
    case StoredNotificationType.ProjectRemoved:
      return isOpen ? { kind: 'leave', reason: 'projectRemoved' } : { kind: 'refreshList' };
    case StoredNotificationType.ProjectDeleted:
      return isOpen ? { kind: 'leave', reason: 'projectDeleted' } : { kind: 'refreshList' };
    case LiveEventType.ProjectPermissionChanged:
      return isOpen ? { kind: 'reload', reason: 'permissionChanged' } : { kind: 'refreshList' };
    default:
      return null;
  }
}
