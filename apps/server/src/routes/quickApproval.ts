import { api } from '@atelier/api';
import { issueSubmissionId } from '../approvals/launch';
import { submitQuickApproval } from '../approvals/quickSubmit';
import {
  checkApprovalName,
  checkLaunchFiles,
  filesByFolder,
  launchSigners,
  queueDrawings,
  recognitionDetails,
  recognitionStatuses,
  saveErrorReport,
  stampBatches,
  templateChanges,
} from '../approvals/quickWizard';
import { implementArea } from '../http/area';

/**
 * The quick stamp approval wizard (000 section 2 and 7, issue 7): recognition, batches, submission. The drawings
 * come from `files.approvalFiles`; the rules are in approvals/quickWizard.ts and approvals/quickSubmit.ts.
 */
export const quickApprovalArea = implementArea(api.quickApproval, {
  uid: ({ db, user }) => issueSubmissionId(db, user.id),
  startOcr: ({ db, actor, data, request }) => queueDrawings(db, actor, request.server.recognition, data, 'start'),
  ocrStatus: ({ db, actor, data }) => recognitionStatuses(db, actor, data.recordIdList),
  reOcr: ({ db, actor, data, request }) => queueDrawings(db, actor, request.server.recognition, data, 'again'),
  checkTemplateChanges: ({ db, actor, data }) => templateChanges(db, actor, data),
  checkApprovalName: ({ db, project, data }) => checkApprovalName(db, project, data.actName),
  batches: ({ db, actor, data }) => stampBatches(db, actor, data),
  classifyFiles: ({ db, actor, data }) => filesByFolder(db, actor, data),
  signers: ({ db, actor, data }) => launchSigners(db, actor, data),
  checkFiles: ({ db, actor, data }) => checkLaunchFiles(db, actor, data.recordIdList),
  submit: ({ db, actor, data }) => submitQuickApproval(db, actor, data),
  saveErrorReport: ({ db, actor, data }) => saveErrorReport(db, actor, data.errorFileList),
  ocrDetails: ({ db, actor, data }) => recognitionDetails(db, actor, data.recordIdList),
});
