import { z } from 'zod';
import { idSchema } from '../../entities/common';
import { ResourceOwnerType } from '../../entities/constants';
import {
  arcPreResOwnerSchema,
  arcResOwnerSchema,
  attachmentSchema,
  createdFoldersSchema,
  folderUploadNodeSchema,
  multipartStartSchema,
  ossMultiUploadSchema,
  partTargetSchema,
  perResOwnerSchema,
  resOwnerSchema,
  storageAuthorizationSchema,
  uploadedFileSchema,
  uploadedPartSchema,
} from '../../entities/upload';
import { ResponseCode } from '../../response/codes';
import { ConflictChoice } from '../../rules/files';
import { FrameTemplateMessage } from '../../rules/frameTemplates';
import { fileNameSchema, UPLOAD_MAX_FILES } from '../../rules/rules';
import { defineArea, Timeouts } from '../define';
import { get, post } from './helpers';

const md5 = z.string().length(32);
const fileToStore = z.object({ fileName: fileNameSchema, fileLength: z.number().int().min(0), fileMd5: md5 });
const storedObject = z.object({ uploadId: z.string(), ossKey: z.string() });
const transfer = { service: 'transfer', designed: true } as const;
const folderTree = z.array(folderUploadNodeSchema).min(1);
/**
 * What an upload does when its name is already taken in its folder (the conflict dialog's choice for it): replace
 * (a file there gets the bytes as a new version; on the disk, or over a folder, the one there goes to the recycle
 * bin), keep both ("name (1)"), skip (nothing registered: the answer is the file already there). Without it a
 * taken name answers 40007.
 */
const onConflict = z.enum(ConflictChoice).optional();
/** The picked files' paths, relative to the target folder ('a.pdf', '图纸/建施/A-01.pdf'), as many as one batch. */
const pickedPaths = z.array(z.string().min(1)).min(1).max(UPLOAD_MAX_FILES);

/**
 * Uploads (001 sections 3.5, 4.1, 7.5, 7.6). The flow: MD5 in 2 MB slices; a rapid-upload check by MD5 (200: the
 * file is known and registered at once, status 7; code 20003: unknown, upload it); multipart start, a signed
 * target per part, list parts to resume from a checkpoint, complete; then the registration call of the target
 * (project, disk, meeting). 40004 marks every waiting item failed.
 *
 * The network disk's calls live on the file-transfer host (service 'transfer'); their paths are not shown and
 * were designed after the names the specification gives (rapidUpload, ossGenOssAuthorization,
 * ossInitiateMultipartUpload, ossSynUpload). The part, list-parts, complete and abort calls are Atelier's, for an
 * S3-style store with presigned multipart uploads.
 */
export const upload = defineArea('upload', {
  /**
   * Project rapid-upload check by MD5: a file with the same MD5 and size already stored is registered at once (a
   * new version when resId is given); otherwise code 20003 (NewFile). The upload rules (checkUploadFile) apply, and a
   * name already in the folder is answered with 40007 and 该目录下已存在同名文件.
   */
  rapidUpload: post(
    '/v2/proUpload/rapidUpload',
    z.object({
      md5,
      size: z.number().int().min(0),
      name: fileNameSchema,
      projectId: idSchema,
      parentId: idSchema,
      ownerType: z.enum(ResourceOwnerType),
      resId: idSchema.optional(),
      onConflict,
    }),
    uploadedFileSchema,
    { timeout: Timeouts.RapidUpload, access: { scope: 'member' }, refuses: { [ResponseCode.NewFile]: 'shared' } },
  ),
  /** Registers an uploaded project file (a completed multipart upload); a taken name answers 40007. */
  registerProjectFile: post(
    '/v2/proUpload/ossProUpload',
    z.object({ ossMultiUpload: ossMultiUploadSchema, resOwner: resOwnerSchema, onConflict }),
    uploadedFileSchema,
    { timeout: Timeouts.SyncUpload, access: { scope: 'member' } },
  ),
  /** Registers a new version of a project file (the extension must match the original). */
  updateProjectFile: post(
    '/v2/proUpload/updateFile',
    z.object({ resId: idSchema, projectId: idSchema, ossMultiUpload: ossMultiUploadSchema }),
    uploadedFileSchema,
    { timeout: Timeouts.SyncUpload, access: { project: 'projectId' } },
  ),
  /** Network-disk rapid-upload check by MD5. */
  diskRapidUpload: post(
    '/perUpload/rapidUpload',
    z.object({ md5, size: z.number().int().min(0), name: fileNameSchema, parentId: idSchema, onConflict }),
    uploadedFileSchema,
    { ...transfer, timeout: Timeouts.RapidUpload, refuses: { [ResponseCode.NewFile]: 'shared' } },
  ),
  /** Registers an uploaded network-disk file. */
  registerDiskFile: post(
    '/perUpload/ossSynUpload',
    z.object({ ossMultiUpload: ossMultiUploadSchema, perResOwner: perResOwnerSchema, onConflict }),
    uploadedFileSchema,
    { ...transfer, timeout: Timeouts.SyncUpload },
  ),
  /** Registers an uploaded archive file. */
  registerArchiveFile: post(
    '/arcUpload/ossSynUpload',
    z.object({ ossMultiUpload: ossMultiUploadSchema, arcResOwner: arcResOwnerSchema }),
    uploadedFileSchema,
    { ...transfer, timeout: Timeouts.SyncUpload },
  ),
  /** Registers an uploaded pre-archive file. */
  registerPreArchiveFile: post(
    '/preArcUpload/ossSynUpload',
    z.object({ ossMultiUpload: ossMultiUploadSchema, arcPreResOwner: arcPreResOwnerSchema }),
    uploadedFileSchema,
    { ...transfer, timeout: Timeouts.SyncUpload },
  ),
  /** Object-storage sign-in for a direct upload (temporary credentials, bucket, endpoint, dir). */
  authorization: post('/ossUpload/ossGenOssAuthorization', fileToStore, storageAuthorizationSchema, transfer),
  /** Starts a multipart upload: every part but the last has `partSize` bytes (UPLOAD_PART_BYTES). */
  multipartStart: post('/ossUpload/ossInitiateMultipartUpload', fileToStore, multipartStartSchema, transfer),
  /**
   * Where to PUT one part (a signed URL, short-lived): the raw bytes with the answered headers; the answer's ETag
   * header is the part's etag for the completion.
   */
  multipartPart: post(
    '/ossUpload/ossSignUploadPart',
    storedObject.extend({ partNumber: z.number().int().min(1).max(10_000) }),
    partTargetSchema,
    transfer,
  ),
  /** Parts already stored: resume from this checkpoint after a pause. */
  multipartListParts: get('/ossUpload/ossListParts', storedObject, z.array(uploadedPartSchema), transfer),
  /** Assembles the parts; the server checks the MD5 of what it stored against fileMd5. */
  multipartComplete: post(
    '/ossUpload/ossCompleteMultipartUpload',
    storedObject.extend({
      fileMd5: md5,
      parts: z.array(z.object({ partNumber: z.number().int().min(1), etag: z.string() })).min(1),
    }),
    z.object({ ossKey: z.string(), fileMd5: md5, fileLength: z.number().int() }),
    { ...transfer, timeout: Timeouts.SyncUpload },
  ),
  /** Cancels a multipart upload (the panel's cancel). */
  multipartAbort: post('/ossUpload/ossAbortMultipartUpload', storedObject, z.boolean(), transfer),
  /**
   * Before an upload into a project folder: which picked paths would land on a name already taken (a file or a
   * folder of that name in the folder the path leads to; folders of a picked folder are reused, so only file names
   * clash). The conflict dialog asks about these before a byte is sent. Path not shown: designed.
   */
  checkProjectNames: post(
    '/v2/proUpload/checkSameName',
    z.object({ projectId: idSchema, parentId: idSchema, paths: pickedPaths }),
    z.array(z.string()),
    { designed: true, access: { project: 'projectId' } },
  ),
  /** The same check before an upload into a folder of the person's disk. Path not shown: designed. */
  checkDiskNames: post(
    '/perUpload/checkSameName',
    z.object({ parentId: idSchema, paths: pickedPaths }),
    z.array(z.string()),
    { designed: true },
  ),
  /** Creates a folder tree before a folder upload. */
  createDiskFolders: post(
    '/perRes/createMultiFolder',
    z.object({ parentId: idSchema, tree: folderTree }),
    createdFoldersSchema,
  ),
  createProjectFolders: post(
    '/v2/proRes/createMultiFolder',
    z.object({ projectId: idSchema, parentId: idSchema, tree: folderTree }),
    createdFoldersSchema,
    { access: { project: 'projectId' } },
  ),
  createArchiveFolders: post(
    '/arcRes/createArcMultiFolder',
    z.object({ arcProId: idSchema, parentId: idSchema, tree: folderTree }),
    createdFoldersSchema,
  ),
  createPreArchiveFolders: post(
    '/preArc/createMultiFolder',
    z.object({ arcPreProId: idSchema, parentId: idSchema, tree: folderTree }),
    createdFoldersSchema,
  ),
  /** Registers an uploaded knowledge or flow attachment (approval attachments too). */
  attachment: post(
    '/attachment/uploadAttachment',
    z.object({
      moduleId: idSchema.optional(),
      moduleType: z.number().int(),
      fileName: fileNameSchema,
      filePathRemote: z.string(),
      fileLength: z.number().int().min(0),
      fileExt: z.string(),
      md5,
      bucket: z.string(),
    }),
    attachmentSchema,
    { service: 'transfer' },
  ),
  /** Avatar (JPG/JPEG/PNG under 500KB), as form data. */
  avatar: post('/ossAvatarUpload', z.object({ file: z.instanceof(Blob) }), z.object({ avatar: z.string() }), {
    service: 'transfer',
    form: true,
    timeout: Timeouts.AvatarUpload,
  }),
  /** A configuration file (CDC settings), as form data. */
  configureFile: post(
    '/uploadConfigureFile',
    z.object({ file: z.instanceof(Blob), type: z.string().optional() }),
    z.object({ id: idSchema, url: z.string() }),
    { service: 'oss', form: true, timeout: Timeouts.ConfigureFileUpload },
  ),
  /** Registers a meeting's base file. */
  meetBaseFile: post(
    '/v2/proUpload/createMeetBaseFile',
    z.object({ meetId: idSchema, ossKey: z.string(), fileMd5: md5, fileName: fileNameSchema, fileType: z.string() }),
    uploadedFileSchema,
    { timeout: Timeouts.MeetBaseFile },
  ),
  /**
   * A sample drawing (PDF) for a frame template, as form data: stored for the enterprise, answered with its id
   * (`ocrTemplate.setting` then makes a template of one of its pages).
   */
  template: post(
    '/v2/proUpload/templateUpload',
    z.object({ file: z.instanceof(Blob), templateName: z.string().optional() }),
    z.object({ id: idSchema }),
    {
      form: true,
      timeout: Timeouts.TemplateUpload,
      access: { menu: 'clientFrameConfig', denial: FrameTemplateMessage.NoFrameConfig },
    },
  ),
  /**
   * A sample drawing and, at once, a template of its first page named `templateName` (the file's name without its
   * extension when left out): answered with the template's id.
   */
  newTemplate: post(
    '/v2/proUpload/newTemplateUpload',
    z.object({ file: z.instanceof(Blob), templateName: z.string().optional() }),
    z.object({ id: idSchema }),
    {
      form: true,
      timeout: Timeouts.TemplateUpload,
      access: { menu: 'clientFrameConfig', denial: FrameTemplateMessage.NoFrameConfig },
    },
  ),
});
