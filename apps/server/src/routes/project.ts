import { api } from '@atelier/api';
import { implementArea, PLANNED } from '../http/area';
import {
  checkDesignNumber,
  checkProjectName,
  checkShortName,
  createOrdinaryProject,
  createQuickProject,
  enterpriseUserPage,
  projectSubItems,
} from '../projects/creation';
import {
  highestPermission,
  joinedUsers,
  projectDetailOf,
  projectDutyList,
  projectList,
  projectUsers,
} from '../projects/projects';

/** Projects of the current enterprise the user is a member of: lists, details, members, duties (001 section 7.4). */
export const projectArea = implementArea(api.project, {
  list: ({ db, actor, data }) => projectList(db, actor, data),
  search: PLANNED,
  all: PLANNED,
  detail: ({ db, project }) => projectDetailOf(db, project),
  last: PLANNED,
  checkName: ({ db, actor, data }) => checkProjectName(db, actor, data),
  checkSimpleName: ({ db, actor, data }) => checkShortName(db, actor, data),
  checkDesignNum: ({ db, actor, data }) => checkDesignNumber(db, actor, data),
  createFastPro: ({ db, actor, data }) => createQuickProject(db, actor, data),
  createProPro: ({ db, actor, data }) => createOrdinaryProject(db, actor, data),
  subItems: ({ db, project }) => projectSubItems(db, project),
  enterpriseUsers: ({ db, actor, data }) => enterpriseUserPage(db, actor, data),
  users: ({ db, actor, data }) => projectUsers(db, actor, data),
  joinedUsers: ({ db, project }) => joinedUsers(db, project),
  highestPermission: ({ project }) => highestPermission(project),
  duties: PLANNED,
  dutyList: ({ db, project }) => projectDutyList(db, project),
  checkStageName: PLANNED,
  createPrePlan: PLANNED,
});
