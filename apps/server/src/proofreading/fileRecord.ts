import { ApprovalStatus, PROOF_FILE_RECORD_NONE, proofFileRecordFileName, proofFileRecordSource } from '@atelier/api';
import { viewableApproval } from '../approvals/detail';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { DomainError, deny, ErrorMessage, enforce } from '../domain/errors';
import type { DownloadLinkDeps } from '../files/downloads';
import type { FileContent } from '../files/fileContent';
import { projectTicketAccess } from '../files/ticketAccess';
import { createTicket, purgeExpiredTickets, TicketKind, type TicketRow, ticketUrl } from '../files/tickets';
import { pdfFont } from '../pdf/cjkFont';
import type { FileStore } from '../storage/fileStore';
import { formatDateTime } from '../util/format';
import { allMarks } from './marks';
import { renderProofReport } from './report';
import { markedVersions } from './reportJob';
import { proofreadingsOfVersion, reportHeading, versionOfDrawing } from './repository';

/**
 * downloadProofFileRecord (001 section 7.5): a drawing version's proofreading record, the marked-opinion report of
 * one version (its opinions in a table, its marked pages), at any time of the proofreading. The call names only the
 * version: the record is of the newest proofreading holding it that the person may see (the shared rule). The link is
 * a download ticket naming the approval and the version; the PDF is rendered when the link is opened.
 */
export async function proofFileRecordLink(
  db: Database,
  actor: Actor,
  deps: DownloadLinkDeps,
  recordId: string,
): Promise<{ url: string; fileName: string }> {
  const drawing = await versionOfDrawing(db, recordId);
  const candidates = [];
  for (const approval of drawing ? await proofreadingsOfVersion(db, recordId) : []) {
    const visible = await viewableApproval(db, actor, approval.id).then(
      (viewable) => viewable,
      (error: unknown) => {
        if (error instanceof DomainError) return null;
        throw error;
      },
    );
    candidates.push({
      actId: approval.id,
      createTime: approval.createdAt.toISOString(),
      visible: visible !== null,
      viewable: visible,
    });
  }
  const { source, refusal } = proofFileRecordSource(candidates);
  enforce(refusal);
  if (!drawing || !source?.viewable) return deny(PROOF_FILE_RECORD_NONE);
  await purgeExpiredTickets(db);
  const fileName = proofFileRecordFileName(drawing.resName, drawing.version);
  const ticket = await createTicket(db, {
    ...deps.holder,
    kind: TicketKind.Download,
    projectId: source.viewable.approval.projectId,
    fileName,
    reportApprovalId: source.actId,
    recordId,
  });
  return { url: ticketUrl(deps.fileEndpoint, deps.prefixes, ticket), fileName };
}

/** The record behind a redeemed ticket (approval and version), while its holder still belongs to the enterprise. */
export async function proofFileRecordContent(db: Database, files: FileStore, row: TicketRow): Promise<FileContent> {
  await projectTicketAccess(db, row);
  const approvalId = row.reportApprovalId;
  const recordId = row.recordId;
  const heading = approvalId ? await reportHeading(db, approvalId) : undefined;
  const drawing = recordId ? await versionOfDrawing(db, recordId) : undefined;
  if (!approvalId || !heading || !drawing) return deny(ErrorMessage.TicketInvalid);
  const marks = (await allMarks(db, approvalId)).filter((m) => m.recordId === recordId);
  // An unreadable version leaves its pages out, as in the report; the table still lists its opinions.
  const versions = await markedVersions(db, files, marks, () => {});
  const { pdf } = await renderProofReport(
    {
      actName: heading.actName,
      projectName: heading.projectName,
      initiator: heading.initiator,
      finishedAt: heading.status === ApprovalStatus.Passed ? formatDateTime(heading.updatedAt) : '—',
      drawings: [{ resId: drawing.resId, resName: drawing.resName }],
      marks,
      versions,
    },
    await pdfFont(),
  );
  const body = Buffer.from(pdf);
  return { body, fileName: row.fileName, contentType: 'application/pdf', disposition: 'attachment', size: body.length };
}
