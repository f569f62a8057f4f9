import { api } from '@atelier/api';
import {
  diskCapacity,
  diskCleanRecycle,
  diskCopy,
  diskCreateFolder,
  diskDelete,
  diskDeleteFromRecycle,
  diskList,
  diskMove,
  diskRecover,
  diskRecycleList,
  diskRename,
  diskSearch,
} from '../files/disk';
import { copyDiskToProject, copyProjectToDisk } from '../files/diskProjectCopy';
import { implementArea } from '../http/area';

/** The personal network disk: the files domain with the signed-in person as owner (001 section 7.6). */
export const diskArea = implementArea(api.disk, {
  list: ({ db, user, data }) => diskList(db, user.id, data),
  createFolder: ({ db, user, data }) => diskCreateFolder(db, user.id, data),
  rename: ({ db, user, data }) => diskRename(db, user.id, data),
  copy: ({ db, user, data }) => diskCopy(db, user.id, data),
  move: ({ db, user, data }) => diskMove(db, user.id, data),
  delete: ({ db, user, data }) => diskDelete(db, user.id, data.resIds),
  search: ({ db, user, data }) => diskSearch(db, user.id, data),
  recycleList: ({ db, user, data }) => diskRecycleList(db, user, data),
  deleteFromRecycle: ({ db, user, data }) => diskDeleteFromRecycle(db, user.id, data.resIds),
  recover: ({ db, user, data }) => diskRecover(db, user.id, data.resIds),
  cleanRecycle: ({ db, user }) => diskCleanRecycle(db, user.id),
  capacity: ({ db, user }) => diskCapacity(db, user.id),
  copyToProject: ({ db, user, project, data }) => copyDiskToProject(db, user.id, project, data),
  copyFromProject: ({ db, user, project, data }) => copyProjectToDisk(db, user.id, project, data),
});
