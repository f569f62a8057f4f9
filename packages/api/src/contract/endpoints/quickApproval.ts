import { z } from 'zod';
import {
  drawingRefSchema,
  folderGroupSchema,
  ocrStatusMapSchema,
  quickSubmissionSchema,
  recognitionDetailSchema,
  stampBatchSchema,
  templateChangeSchema,
} from '../../entities/approval';
import {
  emptyRequest,
  enterpriseIdField,
  idListSchema,
  idSchema,
  nameCheckResult,
  nothing,
} from '../../entities/common';
import { ButtonPermission } from '../../entities/constants';
import { userOptionSchema } from '../../entities/user';
import { approvalNameSchema } from '../../rules/rules';
import { defineArea } from '../define';
import { get, post } from './helpers';

const recordIds = idListSchema.min(1);

/**
 * The quick stamp approval wizard (000 section 7, "Quick approval wizard"). Project files come from
 * `files.approvalFiles`, approvers from `project.users`, stamps from `stamp.*`, the cloud flag from
 * `enterprise.stampIsCloud`, preview transforms from `files.transformStatus` and `files.transformAgain`.
 */
export const quickApproval = defineArea('quickApproval', {
  /** A pre-issued unique id for the submission (and its attachments). */
  uid: get('/sys/base/getUid', emptyRequest, z.string()),
  /** Starts recognition. Path not shown: designed in the /startWorkflow family. */
  startOcr: post('/startWorkflow/startOcr', z.object({ recordIdList: recordIds, projectId: idSchema }), nothing, {
    access: { scope: 'member' },
    designed: true,
  }),
  /** Recognition status per recordId; polled every 3 s until final or 5 minutes. */
  ocrStatus: post('/startWorkflow/getOcrStatus', z.object({ recordIdList: recordIds }), ocrStatusMapSchema, {
    access: { scope: 'member' },
  }),
  /** Re-recognise: resets the files to waiting. */
  reOcr: post('/ApprovalCenter/reOcr', z.object({ recordIdList: recordIds, projectId: idSchema }), nothing, {
    access: { scope: 'member' },
  }),
  checkTemplateChanges: post(
    '/startWorkflow/checkOcrTemplateChanges',
    z.object({ fileList: z.array(drawingRefSchema).min(1), enterpriseId: enterpriseIdField }),
    templateChangeSchema,
    { access: { scope: 'member' } },
  ),
  /** Approval name unique per project: a taken name is answered with 40007 and 审批名称已存在. */
  checkApprovalName: get(
    '/startWorkflow/testApprovalDuplicateName',
    z.object({ actName: approvalNameSchema, projectId: idSchema }),
    nameCheckResult,
    { access: { project: 'projectId' } },
  ),
  /** Groups drawings into batches by identical signers. */
  batches: post(
    '/startWorkflow/getFastInfo',
    z.object({ projectId: idSchema, fileList: z.array(drawingRefSchema).min(1) }),
    z.array(stampBatchSchema),
    { access: { scope: 'member' } },
  ),
  /** Groups the chosen files by folder. */
  classifyFiles: post(
    '/startWorkflow/classifyFile',
    z.object({ projectId: idSchema, fileList: z.array(drawingRefSchema) }),
    z.array(folderGroupSchema),
    { access: { scope: 'member' } },
  ),
  /** People who may apply the enterprise's stamps. Path not shown: designed in the /startWorkflow family. */
  signers: get(
    '/startWorkflow/getSignManList',
    z.object({ projectId: idSchema, enterpriseId: enterpriseIdField }),
    z.array(userOptionSchema),
    { access: { scope: 'member' }, designed: true },
  ),
  /** Server check of the file list before submit. */
  checkFiles: post(
    '/startWorkflow/checkFile',
    z.object({ recordIdList: recordIds }),
    z.object({
      passed: z.boolean(),
      errorFileList: z.array(
        z.object({ recordId: idSchema, resName: z.string(), path: z.string(), reason: z.string() }),
      ),
    }),
    { access: { scope: 'member' } },
  ),
  /** Launches the approval: the quick-approval button key (快速签章) is needed. */
  submit: post('/startWorkflow/startFastInfo', quickSubmissionSchema, z.object({ actId: idSchema }), {
    access: { button: ButtonPermission.FastApproval },
  }),
  /** Stores an error report; answers its uuid (downloaded with `drawingCheck.downloadReport`). */
  saveErrorReport: post(
    '/startWorkflow/saveErrorFileReport',
    z.object({
      errorFileList: z
        .array(
          z.object({
            resName: z.string(),
            path: z.string(),
            /** The file's version: the server writes why it failed (异常原因) from its recognition. */
            recordId: idSchema.optional(),
          }),
        )
        .min(1),
    }),
    z.string(),
  ),
  /**
   * What recognition read from each file (图名, 图号, the page that counted) or why it failed. Path not shown:
   * designed in the /startWorkflow family (issue 23).
   */
  ocrDetails: post(
    '/startWorkflow/getOcrDetails',
    z.object({ recordIdList: recordIds }),
    z.array(recognitionDetailSchema),
    { access: { scope: 'member' }, designed: true },
  ),
});
