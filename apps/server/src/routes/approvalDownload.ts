import { api } from '@atelier/api';
import { and, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireProject } from '../access/projectAccess';
import { viewableApproval } from '../approvals/detail';
import { approvalDrawings } from '../db/schema';
import { deny, ErrorMessage } from '../domain/errors';
import { collectDownloads } from '../files/collect';
import { createTicket, purgeExpiredTickets, TicketKind, ticketHolder, ticketUrl } from '../files/tickets';
import { registerEndpoint } from '../http/registerEndpoint';
import { checkSelection } from './download';

/**
 * 下载全部 of the approval detail (000 section 7, approvalCenter.multiDownload, 60 s): the approvals' files (their
 * current versions: the stamped ones once stamped) as one link of the project download, for people who may see
 * every approval; the download checks the user's folder levels again, as every project download does.
 */
export function registerApprovalDownloadRoutes(app: FastifyInstance): void {
  registerEndpoint(app, api.approvalCenter.multiDownload, async (ctx) => {
    const viewables = [];
    for (const actId of new Set(ctx.data.actIds)) viewables.push(await viewableApproval(ctx, actId));
    const projectIds = new Set(viewables.map((v) => v.approval.projectId));
    const [projectId] = projectIds;
    if (projectIds.size !== 1 || !projectId) deny(ErrorMessage.ApprovalsOfSeveralProjects);
    const rows = await ctx.db
      .select({ resourceId: approvalDrawings.resourceId })
      .from(approvalDrawings)
      .where(
        and(
          inArray(
            approvalDrawings.approvalId,
            viewables.map((v) => v.approval.id),
          ),
          ...(ctx.data.resIds && ctx.data.resIds.length > 0
            ? [inArray(approvalDrawings.resourceId, ctx.data.resIds)]
            : []),
        ),
      );
    const resourceIds = [...new Set(rows.map((row) => row.resourceId))];
    if (resourceIds.length === 0) deny(ErrorMessage.NothingToDownload);
    const access = await requireProject(ctx, projectId);
    const selection = await collectDownloads(ctx.db, access, resourceIds);
    checkSelection(selection);
    await purgeExpiredTickets(ctx.db);
    const [first] = viewables;
    const fileName =
      viewables.length === 1 && first ? `${first.approval.actName}.zip` : `${access.project.name}-审批文件.zip`;
    const ticket = await createTicket(ctx.db, {
      ...ticketHolder(ctx),
      projectId,
      kind: TicketKind.Download,
      resourceIds,
      fileName,
    });
    return { url: ticketUrl(api.download.projectFile, ctx.prefixes, ticket), fileName };
  });
}
