import { api } from '@atelier/api';
import type { FastifyRequest } from 'fastify';
import { approvalDetail, approvalFiles } from '../approvals/detail';
import { checkApprovalName, launchedCount, listApprovals, todoCount } from '../approvals/lists';
import { passApproval, refuseApproval, withdrawApproval } from '../approvals/transitions';
import { implementArea } from '../http/area';
import { launchProofreading } from '../proofreading/launch';
import { launchPublishApproval, publishApprovers } from '../publish/launch';
import { quotePublish } from '../publish/pricing';
import { confirmPublish, publishList } from '../publish/publishing';
import { createShareLink, shareDownloadLink, shareLinkInfo } from '../publish/shareLinks';

/**
 * The portal's origin a share link opens on: the page's Origin when the browser sent it (the portal may be served
 * from another host than the API, behind a proxy), else this server's own scheme and host.
 */
export function portalOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    try {
      const url = new URL(origin);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // not a URL: fall back to the host
    }
  }
  return `${request.protocol}://${request.host}`;
}

/**
 * The approval service (000 section 7): the lists (launched by me, waiting for me, approved by me), the counts, the
 * detail and files, the transitions (pass, refuse, withdraw: approvals/transitions.ts; a passed approval's drawings
 * are stamped with the file store and log given), and publishing: the publish approval's approvers, quote and
 * launch (publish/launch.ts), its share links (public page and downloads), confirming publishing and the publish
 * centre's lists.
 */
export const approvalArea = implementArea(api.approval, {
  todoList: ({ db, actor, data }) => listApprovals(db, actor, data, 'pending'),
  allTodoList: ({ db, actor, data }) => listApprovals(db, actor, data, 'pending'),
  doneList: ({ db, actor, data }) => listApprovals(db, actor, data, 'done'),
  launchedList: ({ db, actor, data }) => listApprovals(db, actor, data, 'launched'),
  launchedBySelf: ({ db, actor, data }) => listApprovals(db, actor, data, 'launched'),
  todoCount: ({ db, actor }) => todoCount(db, actor),
  launchedBySelfCount: ({ db, actor }) => launchedCount(db, actor),
  detail: ({ db, actor, data }) => approvalDetail(db, actor, data.actId),
  files: ({ db, actor, data }) => approvalFiles(db, actor, data.actId),

  pass: async ({ db, actor, data, jobs }) => {
    await passApproval(db, actor, { actId: data.actId }, data.common, jobs);
    return null;
  },
  refuse: async ({ db, actor, data }) => {
    await refuseApproval(db, actor, { actId: data.actId }, data.common);
    return null;
  },
  withdraw: async ({ db, actor, data }) => {
    await withdrawApproval(db, actor, data.actId, data.common);
    return null;
  },

  createDownUrl: ({ db, actor, data, request }) =>
    createShareLink(db, actor, data.actId, data.days, portalOrigin(request)),
  downloadInfo: ({ db, data }) => shareLinkInfo(db, data.key),
  shareDownload: ({ db, prefixes, data }) => shareDownloadLink(db, prefixes, data),

  launchPublish: ({ db, files, actor, project, data }) => launchPublishApproval(db, files, actor, project, data),
  publishQuote: ({ db, files, actor, project, data }) => quotePublish(db, files, actor, project, data),
  publishApprovers: ({ db, actor, project }) => publishApprovers(db, actor.enterpriseId, project.project.id),
  publish: async ({ db, actor, data }) => {
    await confirmPublish(db, actor, data.actId);
    return null;
  },
  publishedList: ({ db, actor, data }) => publishList(db, actor, data, 'published'),
  notPublishedList: ({ db, actor, data }) => publishList(db, actor, data, 'notPublished'),
  checkActName: ({ db, actor, data }) => checkApprovalName(db, actor, data),
  launchProofreading: ({ db, actor, project, data }) => launchProofreading(db, actor, project, data),
});
