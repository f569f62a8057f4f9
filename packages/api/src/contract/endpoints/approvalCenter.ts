import { z } from 'zod';
import {
  approvalActSchema,
  approvalListEntrySchema,
  approvalTypeSchema,
  folderGroupSchema,
} from '../../entities/approval';
import {
  downloadLinkSchema,
  enterpriseIdField,
  idListSchema,
  idSchema,
  nothing,
  pageOf,
  pageQueryShape,
} from '../../entities/common';
import { DEFAULT_PASS_REMARK, StampingState } from '../../entities/constants';
import { detailRemarkSchema } from '../../rules/rules';
import { defineArea, Timeouts } from '../define';
import { get, post } from './helpers';

const listQuery = z.object({
  ...pageQueryShape,
  moduleType: approvalTypeSchema.optional(),
  actName: z.string().optional(),
  projectId: idSchema.optional(),
});
const approvalPage = pageOf(approvalListEntrySchema);

/**
 * The approval centre (000 section 7, "Approval centre"); the quick-approval detail dialog uses its detail,
 * resource list, pass (passIt), refuse, recall (withdrawAct) calls.
 */
export const approvalCenter = defineArea('approvalCenter', {
  launchedByMe: get('/ApprovalCenter/getLaunchByMe', listQuery, approvalPage, { access: { scope: 'member' } }),
  forMe: get('/ApprovalCenter/getApprovalListForMe', listQuery, approvalPage, { access: { scope: 'member' } }),
  approvedByMe: get('/ApprovalCenter/getApprovedList', listQuery, approvalPage, { access: { scope: 'member' } }),
  detail: get(
    '/ApprovalCenter/getApprovalDetail',
    z.object({ actId: idSchema, formId: idSchema.optional() }),
    approvalActSchema,
    { access: { scope: 'member' } },
  ),
  files: get('/ApprovalCenter/getActResList', z.object({ actId: idSchema }), z.array(folderGroupSchema), {
    access: { scope: 'member' },
  }),
  /**
   * Stamps a passed approval's drawings again after a failure (the launcher or the stamp signer): drawings
   * already stamped are kept, the others are stamped now. Answers the stamping's state.
   */
  restamp: post('/ApprovalCenter/restamp', z.object({ actId: idSchema }), z.enum(StampingState), {
    access: { scope: 'member' },
    designed: true,
    timeout: Timeouts.Download,
  }),
  /** Recall by the launcher while in progress. */
  withdraw: post('/ApprovalCenter/withdrawAct', z.object({ actId: idSchema }), nothing, {
    access: { scope: 'member' },
  }),
  pass: post(
    '/ApprovalCenter/passIt',
    z.object({
      formId: idSchema,
      remark: detailRemarkSchema.default(DEFAULT_PASS_REMARK),
      enterpriseId: enterpriseIdField,
    }),
    nothing,
    { access: { scope: 'member' } },
  ),
  refuse: post(
    '/ApprovalCenter/refuseAct',
    z.object({ formId: idSchema, remark: detailRemarkSchema.optional(), enterpriseId: enterpriseIdField }),
    nothing,
    { access: { scope: 'member' } },
  ),
  /** Downloads every file of approvals (download-all); 60 s. */
  multiDownload: post(
    '/ApprovalCenter/actMultiDownload',
    z.object({ actIds: idListSchema.min(1), resIds: idListSchema.optional() }),
    downloadLinkSchema,
    { access: { scope: 'member' }, download: true, timeout: Timeouts.BatchDownload },
  ),
  /** The QR-code approval detail page (public). */
  qrFileInfo: get(
    '/QRCode/getFileInfo',
    z.object({ code: z.string().min(1) }),
    z.object({
      actName: z.string(),
      resName: z.string(),
      signTime: z.string(),
      signers: z.array(z.string()),
      valid: z.boolean(),
    }),
    { public: true },
  ),
});
