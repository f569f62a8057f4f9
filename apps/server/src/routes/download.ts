import { api } from '@atelier/api';
import type { FastifyInstance } from 'fastify';
import { requireProject } from '../access/projectAccess';
import { DomainError, deny, ErrorCode, ErrorMessage } from '../domain/errors';
import { collectDownloads, type DownloadSelection } from '../files/collect';
import { ticketAccess } from '../files/ticketAccess';
import { createTicket, purgeExpiredTickets, TicketKind, ticketHolder, ticketUrl } from '../files/tickets';
import { zipEntries } from '../files/zip';
import { FileAnswer, registerEndpoint } from '../http/registerEndpoint';
import { sharedTicketFiles } from '../publish/shareLinks';

/** Above this the browser download is refused with 40010 and the portal offers the desktop client. Atelier's. */
export const MAX_BROWSER_DOWNLOAD_BYTES = 1024 * 1024 * 1024;

const ZIP_TYPE = 'application/zip';

/** What the browser saves: the file itself when one file was chosen, otherwise a zip. */
function downloadName(selection: DownloadSelection, projectName: string): string {
  const [first] = selection.chosen;
  if (selection.chosen.length === 1 && first) {
    return first.resource.isFolder ? `${first.resource.name}.zip` : first.resource.name;
  }
  return `${projectName}-${selection.entries.length}个文件.zip`;
}

const isSingleFile = (selection: DownloadSelection) =>
  selection.chosen.length === 1 && selection.chosen[0]?.resource.isFolder === false;

/** A selection a browser may download: something in it, not over the browser limit (40010 offers the client). */
export function checkSelection(selection: DownloadSelection): void {
  if (selection.entries.length === 0) deny(ErrorMessage.NothingToDownload);
  if (selection.totalBytes > MAX_BROWSER_DOWNLOAD_BYTES) {
    throw new DomainError(ErrorCode.FileTooLarge, ErrorMessage.FileTooLarge);
  }
}

/** Project downloads (001 section 7.5): a link to one file or a zip of several, and the links file by file. */
export function registerDownloadRoutes(app: FastifyInstance): void {
  /** Checks the download level of everything chosen, then answers a short-lived link. */
  registerEndpoint(app, api.download.projectFiles, async (ctx) => {
    const access = await requireProject(ctx, ctx.data.projectId);
    const selection = await collectDownloads(ctx.db, access, ctx.data.resIds);
    checkSelection(selection);
    await purgeExpiredTickets(ctx.db);
    const fileName = downloadName(selection, access.project.name);
    const ticket = await createTicket(ctx.db, {
      ...ticketHolder(ctx),
      projectId: access.project.id,
      kind: TicketKind.Download,
      resourceIds: selection.chosen.map((c) => c.resource.id),
      fileName,
    });
    return { url: ticketUrl(api.download.projectFile, ctx.prefixes, ticket), fileName };
  });

  /** Every file under the chosen resources with its own link (batch downloads and the desktop client). */
  registerEndpoint(app, api.download.projectFileList, async (ctx) => {
    const access = await requireProject(ctx, ctx.data.projectId);
    const selection = await collectDownloads(ctx.db, access, ctx.data.resIds);
    checkSelection(selection);
    const answer = [];
    for (const entry of selection.entries) {
      const ticket = await createTicket(ctx.db, {
        ...ticketHolder(ctx),
        projectId: access.project.id,
        kind: TicketKind.Download,
        resourceIds: [entry.resource.id],
        fileName: entry.resource.name,
      });
      answer.push({
        resId: entry.resource.id,
        resName: entry.resource.name,
        path: entry.zipPath,
        url: ticketUrl(api.download.projectFile, ctx.prefixes, ticket),
      });
    }
    return answer;
  });

  /**
   * The bytes behind a link. The ticket works once (a HEAD only checks it), while its session is open; access is
   * checked again now: a member removed since gets a denial.
   */
  registerEndpoint(app, api.download.projectFile, async ({ db, files, data, request }) => {
    // A publish share link's ticket opens the approved versions of its approval's drawings, for anyone holding it.
    const shared = await sharedTicketFiles(db, data.ticket);
    if (shared) {
      const [single] = shared.entries;
      if (shared.entries.length === 1 && single) {
        return new FileAnswer(
          await files.get(single.record.storageKey),
          single.resource.name,
          single.record.contentType,
          'attachment',
          single.record.size,
        );
      }
      return new FileAnswer(zipEntries(files, shared.entries), shared.fileName, ZIP_TYPE, 'attachment');
    }
    const { ticket, access } = await ticketAccess(db, data.ticket, TicketKind.Download, {
      consume: request.method !== 'HEAD',
    });
    const selection = await collectDownloads(db, access, ticket.resourceIds);
    checkSelection(selection);
    const [single] = selection.entries;
    if (isSingleFile(selection) && single) {
      return new FileAnswer(
        await files.get(single.record.storageKey),
        single.resource.name,
        single.record.contentType,
        'attachment',
        single.record.size,
      );
    }
    return new FileAnswer(zipEntries(files, selection.entries), ticket.fileName, ZIP_TYPE, 'attachment');
  });
}
