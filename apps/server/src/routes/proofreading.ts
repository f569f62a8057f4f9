import { api } from '@atelier/api';
import { implementArea, PLANNED } from '../http/area';

/** Proofreading: declared in the contract, not served yet (each call answers 50001 该功能暂未开放). */
export const proofreadingArea = implementArea(api.proofreading, {
  files: PLANNED,
  adoptFile: PLANNED,
  updateFile: PLANNED,
  log: PLANNED,
  checkActFile: PLANNED,
  initiator: PLANNED,
  checkProoActFile: PLANNED,
});
