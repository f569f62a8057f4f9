import { z } from 'zod';
import { approvalFileSchema, markSummarySchema, prooLogSchema } from '../../entities/approval';
import { idListSchema, idSchema, nothing, pageOf } from '../../entities/common';
import { defineArea } from '../define';
import { get, post } from './helpers';

/** Proofreading approvals (000 section 7, "Proofreading"). */
export const proofreading = defineArea('proofreading', {
  files: get(
    '/proo/prooResFile',
    z.object({ actId: idSchema, type: z.number().int() }),
    z.array(approvalFileSchema.extend({ mark: markSummarySchema.nullish() })),
  ),
  adoptFile: post('/proo/adoptResFile', z.object({ actId: idSchema, recordId: idSchema, resId: idSchema }), nothing),
  /** The initiator uploads a new version of a file in the flow (also the approval upload). */
  updateFile: post('/proo/updateActRes', z.object({ actId: idSchema, resId: idSchema }), nothing),
  /** Operation record; 50 per page, scroll to load. */
  log: get(
    '/proo/getProoActLog',
    z.object({ actId: idSchema, page: z.number().int().min(1), pageSize: z.number().int().min(1) }),
    pageOf(prooLogSchema),
  ),
  /** Files with unconfirmed opinions block a pass. */
  checkActFile: get(
    '/proo/checkActFile',
    z.object({ resIds: idListSchema.min(1) }),
    z.object({ hasUnconfirmed: z.boolean(), recordIds: idListSchema }),
  ),
  initiator: get(
    '/proo/getActInitiator',
    z.object({ actId: idSchema, projectId: idSchema }),
    z.object({ userId: idSchema, realname: z.string(), isInitiator: z.boolean(), finished: z.boolean() }),
  ),
  /** Matches uploaded new versions to the files of the flow by name. */
  checkProoActFile: get(
    '/proo/checkProoActFile',
    z.object({ recordIds: idListSchema.min(1) }),
    z.array(
      z.object({
        recordId: idSchema,
        resName: z.string(),
        locations: z.array(z.object({ resId: idSchema, path: z.string() })),
      }),
    ),
  ),
});
