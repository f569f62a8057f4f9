import { api } from '@atelier/api';
import { implementArea, PLANNED } from '../http/area';

/** The network disk: declared in the contract, not served yet (each call answers 50001 该功能暂未开放). */
export const diskArea = implementArea(api.disk, {
  list: PLANNED,
  createFolder: PLANNED,
  rename: PLANNED,
  copy: PLANNED,
  move: PLANNED,
  delete: PLANNED,
  search: PLANNED,
  recycleList: PLANNED,
  deleteFromRecycle: PLANNED,
  recover: PLANNED,
  cleanRecycle: PLANNED,
  capacity: PLANNED,
});
