import { api } from '@atelier/api';
import { implementArea, PLANNED } from '../http/area';
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
  checkName: PLANNED,
  users: ({ db, actor, data }) => projectUsers(db, actor, data),
  joinedUsers: ({ db, project }) => joinedUsers(db, project),
  highestPermission: ({ project }) => highestPermission(project),
  duties: PLANNED,
  dutyList: ({ db, project }) => projectDutyList(db, project),
  checkStageName: PLANNED,
  createPrePlan: PLANNED,
});
