import { api } from '@atelier/api';
import { implementArea, PLANNED } from '../http/area';

/** Drawing marks: declared in the contract, not served yet (each call answers 50001 该功能暂未开放). */
export const markArea = implementArea(api.mark, {
  list: PLANNED,
  insert: PLANNED,
  addComment: PLANNED,
  deleteComment: PLANNED,
  delete: PLANNED,
  batchConfirm: PLANNED,
  opinionBank: PLANNED,
  finish: PLANNED,
  download: PLANNED,
});
