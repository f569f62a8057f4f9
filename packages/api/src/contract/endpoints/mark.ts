import { z } from 'zod';
import { blobSchema, idListSchema, idSchema, nothing, pageOf, pageQueryShape } from '../../entities/common';
import { opinionSchema } from '../../entities/user';
import {
  markDecisionSchema,
  markInputSchema,
  markReplySchema,
  opinionTextSchema,
  opinionTypeSchema,
  proofMarkSchema,
} from '../../rules/proofreading';
import { defineArea } from '../define';
import { get, post } from './helpers';

const member = { access: { scope: 'member' } } as const;

/**
 * Marks and opinions on the drawings of a proofreading (000 section 7, "Marks"; 100 marks per page). A mark is data
 * over the PDF (page, shape, geometry in PDF points), never burned into the file; the initiator confirms or rejects.
 */
export const mark = defineArea('mark', {
  /** The marks of a proofreading, of one drawing (any of its versions) when named; filtered by reviewer and type. */
  list: get(
    '/mark/getMarkList',
    z.object({
      actId: idSchema,
      resId: idSchema.optional(),
      markUserId: idSchema.optional(),
      opinionType: opinionTypeSchema.optional(),
      ...pageQueryShape,
    }),
    pageOf(proofMarkSchema),
    member,
  ),
  /** A reviewer of the proofreading saves a mark with its opinion on a drawing of it. */
  insert: post('/mark/insertMark', markInputSchema, proofMarkSchema, member),
  /** A reply in a mark's thread (the reviewers and the initiator). */
  addComment: post(
    '/mark/addComment',
    z.object({ markId: idSchema, comment: opinionTextSchema }),
    markReplySchema,
    member,
  ),
  deleteComment: post('/mark/delComment', z.object({ id: idSchema }), nothing, member),
  /** Its author deletes a mark while it is unconfirmed. */
  delete: post('/mark/delMark', z.object({ id: idSchema }), nothing, member),
  /** The initiator confirms or rejects opinions in bulk (the server's path keeps its spelling). */
  batchConfirm: post('/mark/bathConfirm', markDecisionSchema, nothing, member),
  /**
   * The opinions a reviewer picks from while marking: the caller's own bank and the enterprise's (personal first),
   * filtered by type and a keyword (Atelier's, for the picker's search).
   */
  opinionBank: get(
    '/mark/getAllOpinionBank',
    z.object({ type: opinionTypeSchema.optional(), keyword: z.string().trim().max(100).optional() }),
    z.array(opinionSchema),
    member,
  ),
  /** The marked-opinion report generated after a proofreading pass (a file). */
  finish: get(
    '/mark/finishMark',
    z.object({ resIds: idListSchema.min(1), userId: idSchema, actId: idSchema }),
    blobSchema,
    { binary: true, download: true },
  ),
  /** Marks of records as a file; recordIds repeat in the query. */
  download: get('/mark/downloadMark', z.object({ recordIds: idListSchema.min(1) }), blobSchema, {
    binary: true,
    download: true,
  }),
});
