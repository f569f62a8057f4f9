import { api } from '@atelier/api';
import { implementArea, PLANNED } from '../http/area';

/** The help centre: declared in the contract, not served yet (each call answers 50001 该功能暂未开放). */
export const helpArea = implementArea(api.help, {
  catalogs: PLANNED,
  titles: PLANNED,
  content: PLANNED,
  catalogTree: PLANNED,
  search: PLANNED,
});
