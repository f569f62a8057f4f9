import { z } from 'zod';
import { drawingCheckResultSchema, drawingRefSchema } from '../../entities/approval';
import { blobSchema, enterpriseIdField, idListSchema, idSchema, nothing } from '../../entities/common';
import { defineArea, Timeouts } from '../define';
import { get, post } from './helpers';

/** The drawing check dialog (000 sections 2 and 7). Approvers come from `project.users`. */
export const drawingCheck = defineArea('drawingCheck', {
  check: post(
    '/startWorkflow/checkPeopleDutyByTemplate',
    z.object({
      enterpriseId: enterpriseIdField,
      projectId: idSchema,
      fileList: z.array(drawingRefSchema).min(1),
      isFastApproval: z.boolean(),
    }),
    drawingCheckResultSchema,
    { access: { scope: 'member' }, timeout: Timeouts.DrawingCheck },
  ),
  /**
   * Corrects a recognised signer: for the drawings (`modifyIdList`, resource ids) and the duty, the project member
   * `modifyResult` (a user id) signs. Stored per project; wins over recognition in every later check and batch.
   */
  correct: post(
    '/startWorkflow/modifyOcrResult',
    z.object({
      projectId: idSchema,
      modifyIdList: idListSchema.min(1),
      modifyResult: z.string().trim().min(1),
      dutyId: idSchema,
    }),
    nothing,
    { access: { project: 'projectId' } },
  ),
  /** The error report by uuid. Path not shown: designed in the /startWorkflow family. */
  downloadReport: get('/startWorkflow/downloadErrorFileReport', z.object({ uuid: z.string().min(1) }), blobSchema, {
    download: true,
    binary: true,
    designed: true,
  }),
});
