import { api } from '../../contract/endpoints/index';
import { TransformStatus } from '../../entities/constants';
import { browserDownloadRefusal } from '../../rules/downloads';
import { ConflictChoice, UploadMessage } from '../../rules/files';
import { FILE_NAME_TAKEN } from '../../rules/messages';
import { checkRegisteredExtension, UPLOAD_PART_BYTES } from '../../rules/rules';
import { fixturePdf } from '../pdf';
import { enforce, FixtureCode, paginate, refuse } from '../store';
import {
  fixtureDiskAddFile,
  fixtureDiskCapacity,
  fixtureDiskClean,
  fixtureDiskCopy,
  fixtureDiskCreateFolder,
  fixtureDiskDelete,
  fixtureDiskList,
  fixtureDiskMove,
  fixtureDiskPurge,
  fixtureDiskRecover,
  fixtureDiskRecycleList,
  fixtureDiskRename,
  fixtureDiskSearch,
  fixtureDiskTakenPaths,
  fixtureDiskToProject,
  fixtureProjectToDisk,
} from '../store/diskFixtures';
import {
  fixtureCopy,
  fixtureCreateFolder,
  fixtureDelete,
  fixtureDeleteFromRecycle,
  fixtureDeleteRecord,
  fixtureMove,
  fixtureRecover,
  fixtureRecycleList,
  fixtureRename,
  fixtureRollback,
  fixtureSearch,
  fixtureTakenUploadPaths,
  fixtureUploadIntoProject,
  fixtureVersions,
} from '../store/fileOperations';
import { FIXTURE_STORAGE_ORIGIN, type Resolvers, ticketLink } from './context';
import { fixtureFileReadRefusal } from './projectMembers';

/** Project files, the network disk, uploads and downloads. */
export const fileResolvers: Resolvers = {
  files: {
    folderTree: ({ store, data }) => {
      const folders = store.children(data.projectId, data.parentId ?? '0').filter((r) => r.isFolder);
      return paginate(
        folders.map((f) => ({
          resId: f.resId,
          resName: f.resName,
          parentId: f.parentId,
          isLeaf: !store.children(data.projectId, f.resId).some((c) => c.isFolder),
          folderType: f.folderType ?? null,
          permission: f.permission,
        })),
        data.pageNum,
        data.pageSize ?? 500,
      );
    },
    list: ({ store, data }) =>
      paginate(
        store
          .children(data.projectId, data.parentId)
          .filter((r) => data.isFolder === undefined || r.isFolder === data.isFolder)
          .map((r) => store.publicResource(r)),
        data.pageNum,
        data.pageSize,
      ),
    search: ({ store, data }) =>
      paginate(fixtureSearch(store, data.projectId, data.keyword), data.pageNum, data.pageSize),
    approvalFiles: ({ store, data }) =>
      store.filesUnder(data.projectId, data.resIds).map((r) => store.publicResource(r)),
    info: ({ store, data }) => store.publicResource(store.resource(data.resId)),
    createFolder: ({ store, data }) =>
      store.publicResource(fixtureCreateFolder(store, data.projectId, data.parentId, data.resName)),
    rename: ({ store, data }) => fixtureRename(store, data.resId, data.resName),
    delete: ({ store, data, user }) => fixtureDelete(store, data.resIds, user.realname),
    move: ({ store, data, user }) => fixtureMove(store, data, user.realname),
    copy: ({ store, data, user }) => fixtureCopy(store, data, user.realname),
    recycleList: ({ store, data }) => paginate(fixtureRecycleList(store, data.projectId), data.pageNum, data.pageSize),
    recover: ({ store, data }) => fixtureRecover(store, data.projectId, data.resIds),
    deleteFromRecycle: ({ store, data }) => fixtureDeleteFromRecycle(store, data.projectId, data.resIds),
    records: ({ store, data }) => fixtureVersions(store, store.resource(data.resId)),
    rollback: ({ store, data, user }) => fixtureRollback(store, data.recordId, user.realname),
    deleteRecord: ({ store, data }) => fixtureDeleteRecord(store, data.recordId),
    previewUrl: ({ store, data, request }) => ({
      url: ticketLink(
        request,
        api.files.previewUrl,
        api.files.previewFile,
        `preview-${store.byRecord(data.recordId).recordId ?? data.recordId}`,
      ),
    }),
    previewFile: ({ store, data }) => {
      // The ticket previewUrl hands out names the record it stands for.
      const recordId = data.ticket.startsWith('preview-') ? data.ticket.slice('preview-'.length) : '';
      const file = store.byRecord(recordId);
      const sheet = (n: number) => ['Atelier fixture drawing', `${file.resId} / ${recordId}`, `Sheet ${n} of 2`];
      return new Blob([fixturePdf([sheet(1), sheet(2)])], { type: 'application/pdf' });
    },
    transformStatus: ({ store, data }) =>
      data.recordIds.map((recordId) => ({
        recordId,
        transformId: `tf-${recordId}`,
        status: TransformStatus.Success,
        distinguishType: store.byRecord(recordId).distinguishType ?? null,
      })),
  },
  upload: {
    rapidUpload: ({ store, data, user }) => {
      // A taken name is answered before the bytes are looked for (or skipped at once), as on the server.
      const there = store.children(data.projectId, data.parentId).find((r) => r.resName === data.name);
      if (there && !data.onConflict) refuse(FixtureCode.Warning, FILE_NAME_TAKEN);
      if (there && data.onConflict === ConflictChoice.Skip) return store.uploadedFile(there);
      // Only bytes of the project's own enterprise are known to it, in a file the caller may read (issue 21).
      const known = store.knownBytes(
        data.md5,
        data.size,
        [store.project(data.projectId).enterpriseId],
        (resource) => fixtureFileReadRefusal(store, user, resource) === null,
      );
      if (!known) refuse(FixtureCode.NewFile, UploadMessage.NewFile);
      return store.uploadedFile(fixtureUploadIntoProject(store, data, data.onConflict, user.realname));
    },
    registerProjectFile: ({ store, data, user }) => {
      const stored = store.state.storedObjects.get(data.ossMultiUpload.ossKey);
      if (!stored || stored.fileMd5 !== data.ossMultiUpload.fileMd5)
        refuse(FixtureCode.Error, UploadMessage.NotCompleted);
      const { projectId, parentId } = data.resOwner;
      const { fileName, fileLength, fileMd5 } = data.ossMultiUpload;
      const changed = checkRegisteredExtension(fileName, stored.fileName);
      if (changed) refuse(FixtureCode.Error, changed);
      const file = { projectId, parentId, name: fileName, size: fileLength, md5: fileMd5 };
      return store.uploadedFile(fixtureUploadIntoProject(store, file, data.onConflict, user.realname));
    },
    diskRapidUpload: ({ store, data, user }) => {
      // Only bytes of the person's own enterprises' projects are known to a disk upload.
      const known = store.knownBytes(data.md5, data.size, user.enterpriseIds);
      if (!known) refuse(FixtureCode.NewFile, UploadMessage.NewFile);
      const { parentId, name, size, onConflict } = data;
      const file = fixtureDiskAddFile(store, user.userId, parentId, name, size, onConflict, user.realname);
      return { resId: file.resId, recordId: null, resName: file.resName, fileSize: data.size, fileMd5: data.md5 };
    },
    registerDiskFile: ({ store, data, user }) => {
      const stored = store.state.storedObjects.get(data.ossMultiUpload.ossKey);
      if (!stored || stored.fileMd5 !== data.ossMultiUpload.fileMd5)
        refuse(FixtureCode.Error, UploadMessage.NotCompleted);
      const { fileName, fileLength, fileMd5 } = data.ossMultiUpload;
      const { parentId } = data.perResOwner;
      const file = fixtureDiskAddFile(
        store,
        user.userId,
        parentId,
        fileName,
        fileLength,
        data.onConflict,
        user.realname,
      );
      return { resId: file.resId, recordId: null, resName: file.resName, fileSize: fileLength, fileMd5 };
    },
    authorization: ({ data }) => ({
      dir: `uploads/${data.fileMd5}/`,
      bucket: 'atelier-fixture',
      endpoint: FIXTURE_STORAGE_ORIGIN,
      accessKeyId: 'FIXTUREACCESSKEY',
      accessKeySecret: 'fixture-secret',
      securityToken: 'fixture-sts-token',
      expiration: '2099-12-31T23:59:59Z',
    }),
    multipartStart: ({ store, data }) => {
      const uploadId = store.nextId('upload');
      const ossKey = `uploads/${data.fileMd5}/${data.fileName}`;
      store.state.uploads.set(uploadId, { uploadId, ossKey, ...data, parts: new Map(), completed: false });
      return { uploadId, ossKey, partSize: UPLOAD_PART_BYTES };
    },
    multipartPart: ({ store, data }) => {
      const upload = store.state.uploads.get(data.uploadId) ?? refuse(FixtureCode.Error, UploadMessage.NotFound);
      const query = new URLSearchParams({ uploadId: upload.uploadId, partNumber: String(data.partNumber) });
      return { partNumber: data.partNumber, url: `${FIXTURE_STORAGE_ORIGIN}/${encodeURI(upload.ossKey)}?${query}` };
    },
    multipartListParts: ({ store, data }) => {
      const upload = store.state.uploads.get(data.uploadId) ?? refuse(FixtureCode.Error, UploadMessage.NotFound);
      return [...upload.parts.values()].sort((a, b) => a.partNumber - b.partNumber);
    },
    multipartComplete: ({ store, data }) => {
      const upload = store.state.uploads.get(data.uploadId) ?? refuse(FixtureCode.Error, UploadMessage.NotFound);
      for (const part of data.parts) {
        if (upload.parts.get(part.partNumber)?.etag !== part.etag)
          refuse(FixtureCode.Error, UploadMessage.partCheckFailed(part.partNumber));
      }
      const fileLength = data.parts.reduce((sum, p) => sum + (upload.parts.get(p.partNumber)?.size ?? 0), 0);
      upload.completed = true;
      store.state.storedObjects.set(upload.ossKey, { fileMd5: data.fileMd5, fileLength, fileName: upload.fileName });
      return { ossKey: upload.ossKey, fileMd5: data.fileMd5, fileLength };
    },
    multipartAbort: ({ store, data }) => store.state.uploads.delete(data.uploadId),
    checkProjectNames: ({ store, data }) => fixtureTakenUploadPaths(store, data.projectId, data.parentId, data.paths),
    checkDiskNames: ({ store, data, user }) => fixtureDiskTakenPaths(store, user.userId, data.parentId, data.paths),
    createProjectFolders: ({ store, data }) => {
      const created: { fileLocalPath: string; resId: string }[] = [];
      const visit = (nodes: typeof data.tree, parentId: string, localPath: string) => {
        for (const node of nodes) {
          if (!node.isFolder) continue;
          const path = node.fileLocalPath ?? `${localPath}/${node.resName}`;
          const existing = store
            .children(data.projectId, parentId)
            .find((r) => r.isFolder && r.resName === node.resName);
          const folder = existing ?? store.createFolder(data.projectId, parentId, node.resName);
          created.push({ fileLocalPath: path, resId: folder.resId });
          visit(node.children ?? [], folder.resId, path);
        }
      };
      visit(data.tree, data.parentId, '');
      return created;
    },
    attachment: ({ store, data }) => ({
      id: store.nextId('att'),
      fileName: data.fileName,
      fileSize: data.fileLength,
      fileExt: data.fileExt,
    }),
  },
  disk: {
    list: ({ store, data, user }) =>
      paginate(fixtureDiskList(store, user.userId, data.parentId, data.category), data.pageNum, data.pageSize),
    createFolder: ({ store, data, user }) => fixtureDiskCreateFolder(store, user.userId, data.parentId, data.resName),
    rename: ({ store, data, user }) => fixtureDiskRename(store, user.userId, data.resId, data.resName),
    move: ({ store, data, user }) => fixtureDiskMove(store, user.userId, data, user.realname),
    copy: ({ store, data, user }) => fixtureDiskCopy(store, user.userId, data, user.realname),
    delete: ({ store, data, user }) => fixtureDiskDelete(store, user.userId, data.resIds, user.realname),
    search: ({ store, data, user }) =>
      paginate(fixtureDiskSearch(store, user.userId, data.keyword), data.pageNum, data.pageSize),
    recycleList: ({ store, data, user }) =>
      paginate(fixtureDiskRecycleList(store, user.userId, data.category), data.pageNum, data.pageSize),
    recover: ({ store, data, user }) => fixtureDiskRecover(store, user.userId, data.resIds),
    deleteFromRecycle: ({ store, data, user }) => fixtureDiskPurge(store, user.userId, data.resIds),
    cleanRecycle: ({ store, user }) => fixtureDiskClean(store, user.userId),
    capacity: ({ store, user }) => fixtureDiskCapacity(store, user.userId),
    copyToProject: ({ store, data, user }) => fixtureDiskToProject(store, user.userId, data, user.realname),
    copyFromProject: ({ store, data, user }) => fixtureProjectToDisk(store, user.userId, data, user.realname),
  },
  download: {
    projectFiles: ({ store, data, request }) => {
      const files = store.filesUnder(data.projectId, data.resIds);
      const size = files.reduce((sum, f) => sum + (f.fileSize ?? 0), 0);
      enforce(browserDownloadRefusal({ files: files.length, totalBytes: size }));
      const single = files.length === 1 && data.resIds.length === 1 ? files[0] : undefined;
      return {
        url: ticketLink(
          request,
          api.download.projectFiles,
          api.download.projectFile,
          `download-${data.resIds.join('-')}`,
        ),
        fileName: single ? single.resName : `${files.length}个文件.zip`,
      };
    },
    clientUrl: ({ origin }) => ({ url: `${origin}/fixture-downloads/Atelier-Setup-3.2.0.exe`, version: '3.2.0' }),
  },
};
