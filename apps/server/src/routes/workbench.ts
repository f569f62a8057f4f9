import { api } from '@atelier/api';
import { implementArea } from '../http/area';
import { listShortcuts, removeShortcut, saveShortcuts, shortcutExists, shortcutTree } from '../workbench/navigation';
import { baseDetail, participatedProjects, todayTodoCount, unreadList } from '../workbench/workbench';

/** The workbench's detail, counts, unread list and navigation shortcuts (001 section 7.1). */
export const workbenchArea = implementArea(api.workbench, {
  baseDetail: ({ db, actor }) => baseDetail(db, actor),
  participatedProjects: ({ db, actor }) => participatedProjects(db, actor),
  todayTodoCount: ({ db, actor }) => todayTodoCount(db, actor),
  unreadList: ({ db, actor, data }) => unreadList(db, actor, data),
  navigationList: ({ db, actor }) => listShortcuts(db, actor),
  navigationTree: ({ db, actor, data }) => shortcutTree(db, actor, data.keyword),
  setNavigation: ({ db, actor, data }) => saveShortcuts(db, actor, data.itemIds),
  deleteNavigation: ({ db, actor, data }) => removeShortcut(db, actor, data.id),
  itemExists: ({ db, actor, data }) => shortcutExists(db, actor, data.id),
});
