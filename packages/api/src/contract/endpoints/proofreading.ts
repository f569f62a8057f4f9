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
  /** Which of these files are in a proofreading in progress (a file is in one proofreading at a time). */
  checkActFile: get(
    '/proo/checkActFile',
    z.object({ resIds: idListSchema.min(1) }),
    z.object({ inProofreading: idListSchema }),
    { access: { scope: 'member' } },
  ),
  initiator: get(
    '/proo/getActInitiator',
    z.object({ actId: idSchema, projectId: idSchema }),
    z.object({ userId: idSchema, realname: z.string(), isInitiator: z.boolean(), finished: z.boolean() }),
  ),
  /** Which of these file versions are in a proofreading in progress. */
  checkProoActFile: get(
    '/proo/checkProoActFile',
    z.object({ recordIds: idListSchema.min(1) }),
    z.object({ inProofreading: idListSchema }),
    { access: { scope: 'member' } },
  ),
});
