import { api } from '@atelier/api';
import { checkSameEnterprise } from '../access/projectAccess';
import { approvalDetail, approvalFiles } from '../approvals/detail';
import { approvalsDownloadLink } from '../approvals/downloadAll';
import { listApprovals } from '../approvals/lists';
import { restampApproval } from '../approvals/restamp';
import { passApproval, refuseApproval, withdrawApproval } from '../approvals/transitions';
import { ticketHolder } from '../files/tickets';
import { implementArea, PLANNED } from '../http/area';

/**
 * The approval centre (000 section 7): the same approvals as the approval service, acted on by form (pass and
 * refuse name the caller's form and the enterprise of the page), stamping again after a failure, and 下载全部 of
 * the detail (a link of the project download).
 */
export const approvalCenterArea = implementArea(api.approvalCenter, {
  launchedByMe: ({ db, actor, data }) => listApprovals(db, actor, data, 'launched'),
  forMe: ({ db, actor, data }) => listApprovals(db, actor, data, 'pending'),
  approvedByMe: ({ db, actor, data }) => listApprovals(db, actor, data, 'done'),
  detail: ({ db, actor, data }) => approvalDetail(db, actor, data.actId, data.formId),
  files: ({ db, actor, data }) => approvalFiles(db, actor, data.actId),
  restamp: ({ db, actor, data, jobs }) => restampApproval(db, actor, data.actId, jobs),
  withdraw: async ({ db, actor, data }) => {
    await withdrawApproval(db, actor, data.actId, undefined);
    return null;
  },
  pass: async ({ db, actor, data, jobs }) => {
    await checkSameEnterprise(db, actor, data.enterpriseId);
    await passApproval(db, actor, { formId: data.formId }, data.remark, jobs);
    return null;
  },
  refuse: async ({ db, actor, data }) => {
    await checkSameEnterprise(db, actor, data.enterpriseId);
    await refuseApproval(db, actor, { formId: data.formId }, data.remark);
    return null;
  },
  multiDownload: (ctx) =>
    approvalsDownloadLink(ctx.db, ctx.actor, ctx.data, { holder: ticketHolder(ctx), prefixes: ctx.prefixes }),
  qrFileInfo: PLANNED,
});
