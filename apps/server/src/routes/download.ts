import { api } from '@atelier/api';
import { DomainError, ErrorCode, ErrorMessage } from '../domain/errors';
import { diskDownloadLink, diskDownloadLinks } from '../files/diskDownloads';
import { downloadContent, projectDownloadLink, projectDownloadLinks } from '../files/downloads';
import type { FileContent } from '../files/fileContent';
import { ticketHolder } from '../files/tickets';
import { implementArea, PLANNED } from '../http/area';
import { FileAnswer } from '../http/registerEndpoint';
import { proofFileRecordLink } from '../proofreading/fileRecord';
import { proofReportLink } from '../proofreading/reportDownload';

/** The browser's download limit (40010 above it), where the tests and the portal's docs look for it. */
export { MAX_BROWSER_DOWNLOAD_BYTES } from '../files/downloads';

const answerFile = (file: FileContent) =>
  new FileAnswer(file.body, file.fileName, file.contentType, file.disposition, file.size);

/**
 * Project downloads (001 section 7.5) and the network disk's (7.6): a link to one file or a zip of several, and the
 * links file by file.
 */
export const downloadArea = implementArea(api.download, {
  projectFiles: (ctx) =>
    projectDownloadLink(
      ctx.db,
      ctx.project,
      { holder: ticketHolder(ctx), prefixes: ctx.prefixes, fileEndpoint: api.download.projectFile },
      ctx.data.resIds,
    ),
  /** The bytes behind a link; a HEAD only checks its ticket. */
  projectFile: async ({ db, files, data, request }) =>
    answerFile(await downloadContent(db, files, data.ticket, { consume: request.method !== 'HEAD' })),
  meetingFile: PLANNED,
  /** The person's own disk: the link is opened on the same bytes endpoint as a project's (its ticket names no project). */
  diskFiles: (ctx) =>
    diskDownloadLink(
      ctx.db,
      ctx.user.id,
      { holder: ticketHolder(ctx), prefixes: ctx.prefixes, fileEndpoint: api.download.projectFile },
      ctx.data.resIds,
    ),
  diskFileList: (ctx) =>
    diskDownloadLinks(
      ctx.db,
      ctx.user.id,
      { holder: ticketHolder(ctx), prefixes: ctx.prefixes, fileEndpoint: api.download.projectFile },
      ctx.data.resIds,
    ),
  projectFileList: (ctx) =>
    projectDownloadLinks(
      ctx.db,
      ctx.project,
      { holder: ticketHolder(ctx), prefixes: ctx.prefixes, fileEndpoint: api.download.projectFile },
      ctx.data.resIds,
    ),
  officeFile: PLANNED,
  /** The marked-opinion report of a passed proofreading; its bytes come from `projectFile` like any download. */
  proofFile: (ctx) =>
    proofReportLink(
      ctx.db,
      ctx.actor,
      { holder: ticketHolder(ctx), prefixes: ctx.prefixes, fileEndpoint: api.download.projectFile },
      ctx.data.actId,
    ),
  /** One drawing version's record of its proofreading (its opinions and marked pages), rendered when opened. */
  proofFileRecord: (ctx) =>
    proofFileRecordLink(
      ctx.db,
      ctx.actor,
      { holder: ticketHolder(ctx), prefixes: ctx.prefixes, fileEndpoint: api.download.projectFile },
      ctx.data.fileRecordId,
    ),
  /** The firm's download page from the settings (CLIENT_DOWNLOAD_URL); none set: 50001, as before. */
  clientUrl: ({ config }) => {
    if (!config.clientDownload) throw new DomainError(ErrorCode.NotYetAvailable, ErrorMessage.NotYetAvailable);
    return { url: config.clientDownload.url, version: config.clientDownload.version };
  },
});
