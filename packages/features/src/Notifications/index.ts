export {
  useClearNotifications,
  useNotificationPage,
  useNotificationPages,
  useReadAllNotifications,
  useReadNotification,
  useUnreadCount,
} from './hooks';
export type { NotificationCentreProps, NotificationPopoverProps, NotificationsLocale } from './interface';
export { notificationsEnUS, notificationsZhCN } from './locale';
export { ALL_TYPES, badgeText, flattenPages, logTypeOfKey, nextPageOf, typeFilterOptions } from './model';
export { NotificationCentre } from './NotificationCentre';
export { NotificationPopover } from './NotificationPopover';
