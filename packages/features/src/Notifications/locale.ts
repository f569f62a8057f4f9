/** The notification components' strings, Chinese and English; spread into the features locales. */
import { logTypeText, logTypeTextEn } from '@atelier/api';
import type { NotificationsLocale } from './interface';

export const notificationsZhCN: { Notifications: NotificationsLocale } = {
  Notifications: {
    title: '消息通知',
    bellLabel: (unread) => (unread > 0 ? `消息通知，${unread}条未读` : '消息通知'),
    typeFilter: '消息类型',
    allTypes: '全部',
    logTypeText,
    allRead: '全部已读',
    clearRead: '清空已读',
    empty: '暂无消息',
    loadFailed: '消息加载失败',
    retry: '重试',
    loadingMore: '加载中…',
    noMore: '没有更多了',
    unread: '未读',
    read: '已读',
    viewAll: '查看全部',
    listLabel: '消息列表',
  },
};

export const notificationsEnUS: { Notifications: NotificationsLocale } = {
  Notifications: {
    title: 'Notifications',
    bellLabel: (unread) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
    typeFilter: 'Type',
    allTypes: 'All',
    logTypeText: logTypeTextEn,
    allRead: 'Mark all read',
    clearRead: 'Clear',
    empty: 'No notifications',
    loadFailed: 'Notifications failed to load',
    retry: 'Retry',
    loadingMore: 'Loading…',
    noMore: 'No more',
    unread: 'Unread',
    read: 'Read',
    viewAll: 'View all',
    listLabel: 'Notification list',
  },
};
