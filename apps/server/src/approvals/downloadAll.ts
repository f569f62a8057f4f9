import { api, type ServicePrefixes } from '@atelier/api';
import { projectAccessOf } from '../access/projectAccess';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { deny, ErrorMessage } from '../domain/errors';
import { collectDownloads } from '../files/collect';
import { checkSelection } from '../files/downloads';
import { createTicket, purgeExpiredTickets, type TicketHolder, TicketKind, ticketUrl } from '../files/tickets';
import { viewableApproval } from './detail';
import { drawingResourceIds } from './detailRepository';

/**
 * 下载全部 of the approval detail (000 section 7, approvalCenter.multiDownload, 60 s): the approvals' files (their
 * current versions: the stamped ones once stamped) as one link of the project download, for people who may see
 * every approval; the download checks the user's folder levels again, as every project download does. `holder`:
 * who asks (their session ends the link).
 */
export async function approvalsDownloadLink(
  db: Database,
  actor: Actor,
  request: { actIds: readonly string[]; resIds?: readonly string[] | undefined },
  deps: { holder: TicketHolder; prefixes: ServicePrefixes },
) {
  const viewables = [];
  for (const actId of new Set(request.actIds)) viewables.push(await viewableApproval(db, actor, actId));
  const projectIds = new Set(viewables.map((v) => v.approval.projectId));
  const [projectId] = projectIds;
  if (projectIds.size !== 1 || !projectId) deny(ErrorMessage.ApprovalsOfSeveralProjects);
  const rows = await drawingResourceIds(
    db,
    viewables.map((v) => v.approval.id),
    request.resIds,
  );
  const resourceIds = [...new Set(rows)];
  if (resourceIds.length === 0) deny(ErrorMessage.NothingToDownload);
  const access = await projectAccessOf(db, actor, projectId);
  const selection = await collectDownloads(db, access, resourceIds);
  checkSelection(selection);
  await purgeExpiredTickets(db);
  const [first] = viewables;
  const fileName =
    viewables.length === 1 && first ? `${first.approval.actName}.zip` : `${access.project.name}-审批文件.zip`;
  const ticket = await createTicket(db, {
    ...deps.holder,
    projectId,
    kind: TicketKind.Download,
    resourceIds,
    fileName,
  });
  return { url: ticketUrl(api.download.projectFile, deps.prefixes, ticket), fileName };
}
