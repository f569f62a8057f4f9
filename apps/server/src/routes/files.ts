import { api } from '@atelier/api';
import { approvalFilesOf } from '../approvals/approvalFiles';
import { fileRecordsOf, folderContent, folderTree, previewContent, previewLink, resourceInfo } from '../files/browse';
import { ticketHolder } from '../files/tickets';
import { transformAgain, transformStatuses } from '../files/transforms';
import { implementArea, PLANNED } from '../http/area';
import { FileAnswer } from '../http/registerEndpoint';

/** The project directory: the lazy folder tree, folder content, file info, versions, PDF previews. */
export const filesArea = implementArea(api.files, {
  folderTree: ({ db, project, data }) => folderTree(db, project, data),
  list: ({ db, project, data }) => folderContent(db, project, data),
  search: PLANNED,
  approvalFiles: ({ db, actor, data }) => approvalFilesOf(db, actor, data.projectId, data.resIds),
  info: ({ db, project, data }) => resourceInfo(db, project, data.resId),
  createFolder: PLANNED,
  rename: PLANNED,
  delete: PLANNED,
  move: PLANNED,
  copy: PLANNED,
  records: ({ db, actor, data }) => fileRecordsOf(db, actor, data.resId),
  previewUrl: (ctx) =>
    previewLink(
      ctx.db,
      ctx.actor,
      { holder: ticketHolder(ctx), prefixes: ctx.prefixes, fileEndpoint: api.files.previewFile },
      ctx.data,
    ),
  /** The PDF behind a preview link, shown inline. */
  previewFile: async ({ db, files, data }) => {
    const file = await previewContent(db, files, data.ticket);
    return new FileAnswer(file.body, file.fileName, file.contentType, file.disposition, file.size);
  },
  officePreviewUrl: PLANNED,
  meetingPreviewUrl: PLANNED,
  meetingOfficePreviewUrl: PLANNED,
  knowledgePreviewUrl: PLANNED,
  archivePreviewUrl: PLANNED,
  preArchivePreviewUrl: PLANNED,
  archivesPreviewUrl: PLANNED,
  transformStatus: ({ db, actor, data, request }) =>
    transformStatuses(db, actor, request.server.recognition, data.recordIds),
  transformAgain: ({ db, actor, data, request }) =>
    transformAgain(db, actor, request.server.recognition, data.transformIds),
});
