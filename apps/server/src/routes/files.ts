import { api } from '@atelier/api';
import { approvalFilesOf } from '../approvals/approvalFiles';
import { fileRecordsOf, folderContent, folderTree, previewContent, previewLink, resourceInfo } from '../files/browse';
import { copyResources, createFolder, deleteResources, moveResources, renameResource } from '../files/operations';
import {
  clearFolderPermission,
  folderPermissionList,
  myFolderPermission,
  setFolderPermission,
} from '../files/permissions';
import { deleteFromRecycle, recoverResources, recycleList } from '../files/recycle';
import { searchResources } from '../files/search';
import { ticketHolder } from '../files/tickets';
import { transformAgain, transformStatuses } from '../files/transforms';
import { deleteFileRecord, rollbackFile } from '../files/versions';
import { implementArea, PLANNED } from '../http/area';
import { FileAnswer } from '../http/registerEndpoint';

/**
 * The project directory: the lazy folder tree, folder content, search, new folder, rename, move, copy, delete, the
 * recycle bin, file info, versions and rollback, PDF previews.
 */
export const filesArea = implementArea(api.files, {
  folderTree: ({ db, project, data }) => folderTree(db, project, data),
  list: ({ db, project, data }) => folderContent(db, project, data),
  search: ({ db, project, data }) => searchResources(db, project, data),
  approvalFiles: ({ db, actor, data }) => approvalFilesOf(db, actor, data.projectId, data.resIds),
  info: ({ db, project, data }) => resourceInfo(db, project, data.resId),
  createFolder: ({ db, project, data }) => createFolder(db, project, data),
  rename: ({ db, project, data }) => renameResource(db, project, data),
  delete: ({ db, project, data }) => deleteResources(db, project, data.resIds),
  move: ({ db, project, data }) => moveResources(db, project, data),
  copy: ({ db, project, data }) => copyResources(db, project, data),
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
  recycleList: ({ db, project, data }) => recycleList(db, project, data),
  recover: ({ db, project, data }) => recoverResources(db, project, data.resIds),
  deleteFromRecycle: ({ db, project, data }) => deleteFromRecycle(db, project, data.resIds),
  rollback: ({ db, actor, data }) => rollbackFile(db, actor, data.recordId),
  deleteRecord: ({ db, actor, data }) => deleteFileRecord(db, actor, data.recordId),
  folderPermissions: ({ db, project, data }) => folderPermissionList(db, project, data),
  myFolderPermission: ({ db, project, data }) => myFolderPermission(db, project, data),
  addFolderPermission: ({ db, project, data }) => setFolderPermission(db, project, data),
  deleteFolderPermission: ({ db, project, data }) => clearFolderPermission(db, project, data),
});
