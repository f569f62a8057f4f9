import type { Resolvers } from './context';

/** The signed-in person's notifications in the call's enterprise (the store's; no rules of their own). */
export const notificationResolvers: Resolvers = {
  notify: {
    list: ({ store, user, enterpriseId, data }) => store.notifications(user.userId, enterpriseId, data),
    unreadCount: ({ store, user, enterpriseId }) => store.unreadNotifications(user.userId, enterpriseId),
    allRead: ({ store, user, enterpriseId, data }) =>
      store.readAllNotifications(user.userId, enterpriseId, data.logType),
    clickRead: ({ store, user, enterpriseId, data }) => {
      store.readNotification(user.userId, enterpriseId, data.id);
      return null;
    },
    subjectMessages: ({ store, user, enterpriseId, data }) =>
      store.subjectNotifications(user.userId, enterpriseId, data.commonId, data.logType),
    clear: ({ store, user, enterpriseId, data }) => store.clearNotifications(user.userId, enterpriseId, data.logType),
  },
};
