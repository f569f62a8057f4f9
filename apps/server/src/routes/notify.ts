import { api } from '@atelier/api';
import { implementArea } from '../http/area';
import {
  clearAll,
  listOwnNotifications,
  readAll,
  readOne,
  subjectNotifications,
  unreadCount,
} from '../notifications/notifications';

/** The signed-in person's notifications (001 sections 2.3, 4.3, 7.2): the popover's and the centre's calls. */
export const notifyArea = implementArea(api.notify, {
  list: ({ db, actor, data }) => listOwnNotifications(db, actor, data),
  unreadCount: ({ db, actor }) => unreadCount(db, actor),
  allRead: ({ db, actor, data }) => readAll(db, actor, data.logType),
  clickRead: ({ db, actor, data }) => readOne(db, actor, data.id),
  subjectMessages: ({ db, actor, data }) => subjectNotifications(db, actor, data.commonId, data.logType),
  clear: ({ db, actor, data }) => clearAll(db, actor, data.logType),
});
