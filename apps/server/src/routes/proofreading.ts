import { api } from '@atelier/api';
import { implementArea, PLANNED } from '../http/area';
import { filesInProofreading } from '../proofreading/launch';

/**
 * Proofreading (proofreading/): whether files are in a proofreading in progress. The launch is the approval
 * area's `launchProofreading`; the other calls are not served yet (50001 该功能暂未开放).
 */
export const proofreadingArea = implementArea(api.proofreading, {
  files: PLANNED,
  adoptFile: PLANNED,
  updateFile: PLANNED,
  log: PLANNED,
  checkActFile: ({ db, actor, data }) => filesInProofreading(db, actor, data.resIds, 'resource'),
  initiator: PLANNED,
  checkProoActFile: ({ db, actor, data }) => filesInProofreading(db, actor, data.recordIds, 'record'),
});
