import { z } from 'zod';
import { markCommentSchema, markSchema } from '../../entities/approval';
import { blobSchema, idListSchema, idSchema, nothing, pageOf, pageQueryShape } from '../../entities/common';
import { opinionSchema } from '../../entities/user';
import { multilineText } from '../../rules/text';
import { defineArea } from '../define';
import { get, post } from './helpers';

/** Marks and opinions on drawings (000 section 7, "Marks"); 100 marks per page. */
export const mark = defineArea('mark', {
  list: get('/mark/getMarkList', z.object({ recordId: idSchema, ...pageQueryShape }), pageOf(markSchema)),
  insert: post(
    '/mark/insertMark',
    z.object({
      recordId: idSchema,
      name: z.string(),
      coordinate: z.string(),
      markType: z.number().int(),
      proportion: z.number(),
      verNum: z.number().int(),
      comment: multilineText(z.string()).optional(),
    }),
    markSchema,
  ),
  addComment: post(
    '/mark/addComment',
    z.object({ markId: idSchema, comment: multilineText(z.string().trim().min(1)) }),
    markCommentSchema,
  ),
  deleteComment: post('/mark/delComment', z.object({ id: idSchema }), nothing),
  delete: post('/mark/delMark', z.object({ id: idSchema }), nothing),
  /** Confirms opinions in bulk (the server's path keeps its spelling). */
  batchConfirm: post('/mark/bathConfirm', z.object({ ids: idListSchema.min(1) }), nothing),
  opinionBank: get('/mark/getAllOpinionBank', z.object({ type: z.number().int().optional() }), z.array(opinionSchema)),
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
