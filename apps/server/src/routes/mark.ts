import { api } from '@atelier/api';
import { implementArea, PLANNED } from '../http/area';
import { pickableOpinions } from '../opinions/opinionBank';
import { decide, listMarks, removeMark, removeReply, replyToMark, saveMark } from '../proofreading/marks';

/**
 * Drawing marks of proofreadings (proofreading/marks.ts): list, save, reply, delete, confirm or reject. The opinion
 * banks' picker list is opinions/opinionBank.ts; the marked-opinion report is not served yet (50001 该功能暂未开放).
 */
export const markArea = implementArea(api.mark, {
  list: ({ db, actor, data }) => listMarks(db, actor, data),
  insert: ({ db, actor, data }) => saveMark(db, actor, data),
  addComment: ({ db, actor, data }) => replyToMark(db, actor, data.markId, data.comment),
  deleteComment: async ({ db, actor, data }) => {
    await removeReply(db, actor, data.id);
    return null;
  },
  delete: async ({ db, actor, data }) => {
    await removeMark(db, actor, data.id);
    return null;
  },
  batchConfirm: async ({ db, actor, data }) => {
    await decide(db, actor, data.ids, data.status);
    return null;
  },
  opinionBank: ({ db, actor, data }) => pickableOpinions(db, actor, data),
  finish: PLANNED,
  download: PLANNED,
});
