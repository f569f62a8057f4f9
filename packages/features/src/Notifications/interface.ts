import type { Notification, NotificationLogType, NotificationTarget } from '@atelier/api';

export interface NotificationsLocale {
  /** The bell's name: 消息通知. */
  title: string;
  /** The bell's name with the unread count. */
  bellLabel: (unread: number) => string;
  typeFilter: string;
  allTypes: string;
  /** The contract's `logTypeText`. */
  logTypeText: Record<NotificationLogType, string>;
  allRead: string;
  clearRead: string;
  empty: string;
  loadFailed: string;
  retry: string;
  loadingMore: string;
  noMore: string;
  unread: string;
  read: string;
  /** The centre's link from the popover. */
  viewAll: string;
  /** The scopes of the centre: enterprise, all, a project. */
  listLabel: string;
}

export interface NotificationPopoverProps {
  /** What a click on a notification does, once it is read (the portal navigates or shows the message). */
  onNavigate: (target: NotificationTarget, notification: Notification) => void;
  /** 查看全部: the notification centre. */
  onViewAll?: () => void;
  /** Opens at first (stories). */
  defaultOpen?: boolean;
  locale?: Partial<NotificationsLocale>;
}

export interface NotificationCentreProps {
  /** The page (notify_pageNum), controlled by the route's query. */
  pageNum: number;
  onPageChange: (page: number) => void;
  /** The per-project page's project. */
  projectId?: string | undefined;
  onNavigate: (target: NotificationTarget, notification: Notification) => void;
  pageSize?: number;
  locale?: Partial<NotificationsLocale>;
}
