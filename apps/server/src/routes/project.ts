import { api } from '@atelier/api';
import { implementArea, PLANNED } from '../http/area';
import { FileAnswer } from '../http/registerEndpoint';
import { coverImage, editCover, uploadCover } from '../projects/cover';
import {
  checkDesignNumber,
  checkProjectName,
  checkShortName,
  createOrdinaryProject,
  createQuickProject,
  enterpriseUserPage,
  projectSubItems,
} from '../projects/creation';
import { favouriteInfo, updateFavourite } from '../projects/labels';
import {
  addMemberDuty,
  addOrdinaryMembers,
  addQuickMembers,
  deleteProject,
  quitProject,
  removeMembers,
  switchPermissions,
  transferProject,
  updateMemberDuties,
  updateMemberStaff,
} from '../projects/members';
import {
  highestPermission,
  joinedUsers,
  projectDetailOf,
  projectDutyList,
  projectList,
  projectUsers,
} from '../projects/projects';
import { projectRecycleList, purgeProject, restoreProject } from '../projects/recycle';
import { createTemplate, deleteTemplate, templateInfo, templateList, updateTemplate } from '../projects/templates';

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
  templateList: ({ db, actor, data }) => templateList(db, actor, data),
  templateInfo: ({ db, actor, data }) => templateInfo(db, actor, data),
  createResTemplate: ({ db, actor, data }) => createTemplate(db, actor, data),
  updateTemplate: ({ db, actor, data }) => updateTemplate(db, actor, data),
  delTemplate: ({ db, actor, data }) => deleteTemplate(db, actor, data),
  subItems: ({ db, project }) => projectSubItems(db, project),
  enterpriseUsers: ({ db, actor, data }) => enterpriseUserPage(db, actor, data),
  users: ({ db, actor, data }) => projectUsers(db, actor, data),
  joinedUsers: ({ db, project }) => joinedUsers(db, project),
  highestPermission: ({ project }) => highestPermission(project),
  duties: PLANNED,
  dutyList: ({ db, project }) => projectDutyList(db, project),
  checkStageName: PLANNED,
  createPrePlan: PLANNED,
  addFastProUser: ({ db, project, data }) => addQuickMembers(db, project, data),
  addProProUsers: ({ db, project, data }) => addOrdinaryMembers(db, project, data),
  delFastProUser: ({ db, project, data }) => removeMembers(db, project, data),
  updateFastProUser: ({ db, project, data }) => updateMemberStaff(db, project, data),
  updateUserProRole: ({ db, project, data }) => updateMemberDuties(db, project, data),
  addProUserDuty: ({ db, project, data }) => addMemberDuty(db, project, data),
  quitPro: ({ db, project }) => quitProject(db, project),
  updateProCreator: ({ db, project, data }) => transferProject(db, project, data),
  delPro: ({ db, project, data }) => deleteProject(db, project, data),
  recycleList: ({ db, actor, data }) => projectRecycleList(db, actor, data),
  recoverPro: ({ db, actor, data }) => restoreProject(db, actor, data),
  purgePro: ({ db, actor, data }) => purgeProject(db, actor, data),
  switchProPerm: ({ db, project, data }) => switchPermissions(db, project, data),
  updateProFav: ({ db, project, data }) => updateFavourite(db, project, data),
  favInfo: ({ db, project }) => favouriteInfo(db, project),
  uploadCover: ({ files, project, data }) => uploadCover(files, project, data.file),
  editCoverImage: ({ db, files, project, data }) => editCover(db, files, project, data),
  coverImage: async ({ db, files, data }) => {
    const image = await coverImage(db, files, data.key);
    return new FileAnswer(image.body, image.fileName, image.contentType, 'inline');
  },
});
