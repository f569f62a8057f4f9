import { api } from '@atelier/api';
import { implementArea } from '../http/area';
import { baseDetail, participatedProjects, todayTodoCount, unreadList } from '../workbench/workbench';

/** The workbench's detail, counts and unread list (001 section 7.1). */
export const workbenchArea = implementArea(api.workbench, {
  baseDetail: ({ db, actor }) => baseDetail(db, actor),
  participatedProjects: ({ db, actor }) => participatedProjects(db, actor),
  todayTodoCount: ({ db, actor }) => todayTodoCount(db, actor),
  unreadList: ({ db, actor, data }) => unreadList(db, actor, data),
});
