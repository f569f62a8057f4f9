import {
  decideMarks,
  filesInProofreading,
  launchProofreading,
  listMarks,
  removeMark,
  removeReply,
  replyToMark,
  saveMark,
} from '../proofreading';
import type { Resolvers } from './context';

/** Proofreading: the launch (approval area), which files are in one, and the marks (msw/proofreading.ts). */
export const proofreadingResolvers = {
  approval: {
    launchProofreading: ({ store, user, data }) => ({ actId: launchProofreading(store, user, data) }),
  },
  proofreading: {
    checkActFile: ({ store, data }) => ({ inProofreading: filesInProofreading(store, data.resIds, 'resource') }),
    checkProoActFile: ({ store, data }) => ({
      inProofreading: filesInProofreading(store, data.recordIds, 'record'),
    }),
  },
  mark: {
    list: ({ store, user, data }) => listMarks(store, user, data),
    insert: ({ store, user, data }) => saveMark(store, user, data),
    addComment: ({ store, user, data }) => replyToMark(store, user, data.markId, data.comment),
    deleteComment: ({ store, user, data }) => {
      removeReply(store, user, data.id);
      return null;
    },
    delete: ({ store, user, data }) => {
      removeMark(store, user, data.id);
      return null;
    },
    batchConfirm: ({ store, user, data }) => {
      decideMarks(store, user, data.ids, data.status);
      return null;
    },
  },
} satisfies Resolvers;
