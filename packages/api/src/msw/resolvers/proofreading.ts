import { api } from '../../contract/endpoints/index';
import { proofReportFileName } from '../../rules/proofreading';
import { fixturePdf } from '../pdf';
import {
  adoptDrawing,
  checkReadableFiles,
  decideMarks,
  filesInProofreading,
  initiatorOf,
  launchProofreading,
  listMarks,
  operationLog,
  proofFileRecordOf,
  proofReportOf,
  removeMark,
  removeReply,
  replyToMark,
  saveMark,
  updateDrawing,
} from '../proofreading';
import { sampleOf } from '../sample';
import { type Resolvers, ticketLink } from './context';

const REPORT_TICKET = 'proofreport-';
const RECORD_TICKET = 'proofrecord-';

/**
 * Proofreading: the launch (approval area), which files are in one, the initiator's new versions and adoption, the
 * operation record, and the marks (msw/proofreading.ts).
 */
export const proofreadingResolvers = {
  approval: {
    launchProofreading: ({ store, user, data }) => ({ actId: launchProofreading(store, user, data) }),
  },
  download: {
    /** The bytes behind a download link: a small report PDF for a report's ticket, a sample PDF otherwise. */
    projectFile: ({ store, data }) => {
      if (data.ticket.startsWith(RECORD_TICKET)) {
        const [userId = '', recordId = ''] = data.ticket.slice(RECORD_TICKET.length).split('~');
        const record = proofFileRecordOf(store, store.user(userId), recordId);
        const lines = ['Atelier fixture: proofreading record', record.fileName, `${record.opinions.length} opinion(s)`];
        return new Blob([fixturePdf([lines])], { type: 'application/pdf' });
      }
      if (!data.ticket.startsWith(REPORT_TICKET)) return sampleOf(api.download.projectFile.response) as Blob;
      const actId = data.ticket.slice(REPORT_TICKET.length);
      const opinions = store.state.proofMarks.filter((m) => m.actId === actId).length;
      const lines = ['Atelier fixture: proofreading report', `Approval ${actId}`, `${opinions} opinion(s)`];
      return new Blob([fixturePdf([lines])], { type: 'application/pdf' });
    },
    /** The link to a passed proofreading's report (its ticket names the approval). */
    proofFile: ({ store, user, data, request }) => ({
      url: ticketLink(request, api.download.proofFile, api.download.projectFile, `${REPORT_TICKET}${data.actId}`),
      fileName: proofReportFileName(proofReportOf(store, user, data.actId)),
    }),
    /** The link to a drawing version's proofreading record (its ticket names the holder and the version). */
    proofFileRecord: ({ store, user, data, request }) => ({
      url: ticketLink(
        request,
        api.download.proofFileRecord,
        api.download.projectFile,
        `${RECORD_TICKET}${user.userId}~${data.fileRecordId}`,
      ),
      fileName: proofFileRecordOf(store, user, data.fileRecordId).fileName,
    }),
  },
  proofreading: {
    checkActFile: ({ store, user, data }) => {
      checkReadableFiles(store, user, data.resIds, 'resource');
      return { inProofreading: filesInProofreading(store, data.resIds, 'resource') };
    },
    checkProoActFile: ({ store, user, data }) => {
      checkReadableFiles(store, user, data.recordIds, 'record');
      return { inProofreading: filesInProofreading(store, data.recordIds, 'record') };
    },
    updateFile: ({ store, user, data }) => updateDrawing(store, user, data.actId, data.resId),
    adoptFile: ({ store, user, data }) => adoptDrawing(store, user, data),
    log: ({ store, user, data }) => operationLog(store, user, data),
    initiator: ({ store, user, data }) => initiatorOf(store, user, data),
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
