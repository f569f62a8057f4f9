import { api } from '@atelier/api';
import { implementArea, PLANNED } from '../http/area';
import { adoptDrawing, initiatorOf, operationLog, updateDrawing } from '../proofreading/files';
import { filesInProofreading } from '../proofreading/launch';

/**
 * Proofreading (proofreading/): whether files are in a proofreading in progress, the initiator's new versions and
 * adoption, the operation record, the initiator. The launch is the approval area's `launchProofreading`; prooResFile
 * is not served yet (50001 该功能暂未开放).
 */
export const proofreadingArea = implementArea(api.proofreading, {
  files: PLANNED,
  adoptFile: ({ db, actor, data }) => adoptDrawing(db, actor, data),
  updateFile: ({ db, actor, data }) => updateDrawing(db, actor, data.actId, data.resId),
  log: ({ db, actor, data }) => operationLog(db, actor, data),
  checkActFile: ({ db, actor, data }) => filesInProofreading(db, actor, data.resIds, 'resource'),
  initiator: ({ db, actor, data }) => initiatorOf(db, actor, data),
  checkProoActFile: ({ db, actor, data }) => filesInProofreading(db, actor, data.recordIds, 'record'),
});
