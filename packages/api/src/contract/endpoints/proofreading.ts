import { z } from 'zod';
import { approvalFileSchema, markSummarySchema } from '../../entities/approval';
import { idListSchema, idSchema, nothing, pageOf } from '../../entities/common';
import { PageSize } from '../../entities/constants/business';
import { prooLogEntrySchema } from '../../rules/proofreading';
import { defineArea } from '../define';
import { get, post } from './helpers';

const member = { access: { scope: 'member' } } as const;

/** Proofreading approvals (000 section 7, "Proofreading"). */
export const proofreading = defineArea('proofreading', {
  files: get(
    '/proo/prooResFile',
    z.object({ actId: idSchema, type: z.number().int() }),
    z.array(approvalFileSchema.extend({ mark: markSummarySchema.nullish() })),
  ),
  /**
   * The initiator makes the version the proofreading holds of a drawing (recordId) the project file's newest version
   * (a new version with its bytes, the history kept), when the file moved on meanwhile; in progress or passed. Edit
   * on the file is needed too. Answers nothing; the record names it.
   */
  adoptFile: post(
    '/proo/adoptResFile',
    z.object({ actId: idSchema, recordId: idSchema, resId: idSchema }),
    nothing,
    member,
  ),
  /**
   * The initiator, until completion, moves a drawing of the proofreading to the file's newest version (just
   * uploaded by the project upload, matched by name: the approval upload). Earlier marks stay on their version.
   */
  updateFile: post('/proo/updateActRes', z.object({ actId: idSchema, resId: idSchema }), nothing, member),
  /** Operation record: who did what, when; newest first, 50 per page, scroll to load. Anyone who sees the approval. */
  log: get(
    '/proo/getProoActLog',
    z.object({
      actId: idSchema,
      page: z.number().int().min(1),
      pageSize: z.number().int().min(1).max(PageSize.ProofreadingLog),
    }),
    pageOf(prooLogEntrySchema),
    member,
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
