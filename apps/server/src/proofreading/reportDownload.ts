import { NOT_A_PROOFREADING, proofReportFileName, proofReportRefusal } from '@atelier/api';
import { viewableApproval } from '../approvals/detail';
import { ApprovalKind } from '../approvals/launch';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { deny, ErrorMessage, enforce } from '../domain/errors';
import type { DownloadLinkDeps } from '../files/downloads';
import type { FileContent } from '../files/fileContent';
import { projectTicketAccess } from '../files/ticketAccess';
import { createTicket, purgeExpiredTickets, TicketKind, type TicketRow, ticketUrl } from '../files/tickets';
import type { FileStore } from '../storage/fileStore';
import { findReport } from './repository';

/**
 * downloadProofFile (001 section 7.5): a short-lived link to a passed proofreading's marked-opinion report, for
 * anyone who may see the approval. The link is a download ticket naming the approval (`report_approval_id`); the
 * bytes are answered by the project download endpoint, which checks the holder's membership again.
 */
export async function proofReportLink(
  db: Database,
  actor: Actor,
  deps: DownloadLinkDeps,
  actId: string,
): Promise<{ url: string; fileName: string }> {
  const { approval } = await viewableApproval(db, actor, actId);
  if (approval.kind !== ApprovalKind.Proofreading) deny(NOT_A_PROOFREADING);
  const report = await findReport(db, actId);
  enforce(proofReportRefusal({ status: approval.status, generated: report !== undefined }));
  await purgeExpiredTickets(db);
  const fileName = proofReportFileName(approval.actName);
  const ticket = await createTicket(db, {
    ...deps.holder,
    kind: TicketKind.Download,
    projectId: approval.projectId,
    fileName,
    reportApprovalId: actId,
  });
  return { url: ticketUrl(deps.fileEndpoint, deps.prefixes, ticket), fileName };
}

/** The report behind a redeemed report ticket, while its holder still belongs to the project's enterprise. */
export async function proofReportContent(db: Database, files: FileStore, row: TicketRow): Promise<FileContent> {
  await projectTicketAccess(db, row);
  const report = row.reportApprovalId ? await findReport(db, row.reportApprovalId) : undefined;
  if (!report) return deny(ErrorMessage.TicketInvalid);
  return {
    body: await files.get(report.storageKey),
    fileName: row.fileName,
    contentType: 'application/pdf',
    disposition: 'attachment',
    size: report.size,
  };
}
