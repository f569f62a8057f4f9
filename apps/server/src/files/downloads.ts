import { type AnyEndpoint, browserDownloadRefusal, type ServicePrefixes } from '@atelier/api';
import type { ProjectAccess } from '../access/projectAccess';
import type { Database } from '../db/index';
import { enforce } from '../domain/errors';
import { proofFileRecordContent } from '../proofreading/fileRecord';
import { proofReportContent } from '../proofreading/reportDownload';
import { sharedTicketFiles } from '../publish/shareLinks';
import type { FileStore } from '../storage/fileStore';
import { collectDownloads, type DownloadEntry, type DownloadSelection } from './collect';
import { diskDownloadContent } from './diskDownloads';
import type { FileContent } from './fileContent';
import { projectTicketAccess, redeemedTicket } from './ticketAccess';
import { createTicket, purgeExpiredTickets, type TicketHolder, TicketKind, ticketUrl } from './tickets';
import { zipEntries } from './zip';

/** Above this the browser download is refused with 40010 (one definition, in `@atelier/api`: rules/downloads.ts). */
export { MAX_BROWSER_DOWNLOAD_BYTES } from '@atelier/api';

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
  enforce(browserDownloadRefusal({ files: selection.entries.length, totalBytes: selection.totalBytes }));
}

/** What a download link needs: who asks (their session ends the link) and where the file endpoint lives. */
export interface DownloadLinkDeps {
  holder: TicketHolder;
  prefixes: ServicePrefixes;
  /** The endpoint that answers the bytes behind a link. */
  fileEndpoint: AnyEndpoint;
}

/** Checks the download level of everything chosen, then answers a short-lived link. */
export async function projectDownloadLink(
  db: Database,
  access: ProjectAccess,
  deps: DownloadLinkDeps,
  resIds: readonly string[],
): Promise<{ url: string; fileName: string }> {
  const selection = await collectDownloads(db, access, resIds);
  checkSelection(selection);
  await purgeExpiredTickets(db);
  const fileName = downloadName(selection, access.project.name);
  const ticket = await createTicket(db, {
    ...deps.holder,
    projectId: access.project.id,
    kind: TicketKind.Download,
    resourceIds: selection.chosen.map((c) => c.resource.id),
    fileName,
  });
  return { url: ticketUrl(deps.fileEndpoint, deps.prefixes, ticket), fileName };
}

/** Every file under the chosen resources with its own link (batch downloads and the desktop client). */
export async function projectDownloadLinks(
  db: Database,
  access: ProjectAccess,
  deps: DownloadLinkDeps,
  resIds: readonly string[],
): Promise<{ resId: string; resName: string; path: string; url: string }[]> {
  const selection = await collectDownloads(db, access, resIds);
  checkSelection(selection);
  const answer = [];
  for (const entry of selection.entries) {
    const ticket = await createTicket(db, {
      ...deps.holder,
      projectId: access.project.id,
      kind: TicketKind.Download,
      resourceIds: [entry.resource.id],
      fileName: entry.resource.name,
    });
    answer.push({
      resId: entry.resource.id,
      resName: entry.resource.name,
      path: entry.zipPath,
      url: ticketUrl(deps.fileEndpoint, deps.prefixes, ticket),
    });
  }
  return answer;
}

/** One stored file as an attachment. */
async function singleFile(files: FileStore, entry: DownloadEntry): Promise<FileContent> {
  return {
    body: await files.get(entry.record.storageKey),
    fileName: entry.resource.name,
    contentType: entry.record.contentType,
    disposition: 'attachment',
    size: entry.record.size,
  };
}

const zipOf = (files: FileStore, entries: readonly DownloadEntry[], fileName: string): FileContent => ({
  body: zipEntries(files, entries),
  fileName,
  contentType: ZIP_TYPE,
  disposition: 'attachment',
});

/**
 * The bytes behind a link. The ticket works once (`consume` false for a HEAD, which only checks it), while its
 * session is open; access is checked again now: a member removed since gets a denial. A disk ticket (no project)
 * answers its holder's own files (files/diskDownloads.ts). A publish share link's ticket
 * opens the approved versions of its approval's drawings, for anyone holding it.
 */
export async function downloadContent(
  db: Database,
  files: FileStore,
  ticket: string,
  options: { consume: boolean },
): Promise<FileContent> {
  const shared = await sharedTicketFiles(db, ticket);
  if (shared) {
    const [single] = shared.entries;
    if (shared.entries.length === 1 && single) return singleFile(files, single);
    return zipOf(files, shared.entries, shared.fileName);
  }
  const row = await redeemedTicket(db, ticket, TicketKind.Download, options);
  // A proofreading's marked-opinion report (downloadProofFile), or one version's record of it (downloadProofFileRecord).
  if (row.reportApprovalId) {
    return row.recordId ? proofFileRecordContent(db, files, row) : proofReportContent(db, files, row);
  }
  // A download from the holder's own network disk (no project).
  if (row.projectId === null) return diskDownloadContent(db, files, row);
  const access = await projectTicketAccess(db, row);
  const selection = await collectDownloads(db, access, row.resourceIds);
  checkSelection(selection);
  const [single] = selection.entries;
  if (isSingleFile(selection) && single) return singleFile(files, single);
  return zipOf(files, selection.entries, row.fileName);
}
