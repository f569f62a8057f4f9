import { z } from 'zod';
import { blobSchema, idListSchema, idSchema, nothing, pageOf, pageQueryShape } from '../../entities/common';
import { PageSize, ResourceSortField, SortOrder, StaffType, TransformStatus } from '../../entities/constants';
import {
  fileRecordSchema,
  folderPermissionSchema,
  folderTreeNodeSchema,
  projectResourceSchema,
  recognitionStatusSchema,
  recycleEntrySchema,
} from '../../entities/project';
import { conflictChoicesShape } from '../../entities/upload';
import { userOptionSchema } from '../../entities/user';
import { ResponseCode } from '../../response/codes';
import {
  FOLDER_TREE_PAGE_TOO_LARGE,
  SORT_FIELD_INVALID,
  SORT_ORDER_INVALID,
  TICKET_REQUIRED,
} from '../../rules/messages';
import { fileNameSchema } from '../../rules/rules';
import { defineArea, Timeouts } from '../define';
import { get, post } from './helpers';

/** A preview link (an Office viewer link for office files). */
const previewUrl = z.object({ url: z.string() });

/** The field a directory is sorted by; folders always come first. */
const sortFieldSchema = z.enum(ResourceSortField, { error: SORT_FIELD_INVALID });

/** Project files and folders: the lazy tree, lists, operations, versions, previews of every scene (001 sections 7.4, 7.5). */
export const files = defineArea('files', {
  /**
   * Subfolders of one folder (the root without parentId, or with '0'); pages of at most 500. `field` is the sort
   * field (name when omitted), `order` its direction; `folderType` keeps only folders of that type.
   */
  folderTree: get(
    '/v2/proRes/getProFolderTree',
    z.object({
      projectId: idSchema,
      parentId: idSchema.optional(),
      order: z.enum(SortOrder, { error: SORT_ORDER_INVALID }).optional(),
      field: sortFieldSchema.optional(),
      folderType: z.string().optional(),
      pageNum: z.number().int().min(1).optional(),
      pageSize: z.number().int().min(1).max(PageSize.FolderTree, FOLDER_TREE_PAGE_TOO_LARGE).optional(),
    }),
    pageOf(folderTreeNodeSchema),
    { access: { project: 'projectId' } },
  ),
  /**
   * One folder's content ('0' for the root): folders first, then files, sorted by `order` (the field, name when
   * omitted) ascending or, with `desc`, descending.
   */
  list: get(
    '/v2/proRes/getProResList',
    z.object({
      projectId: idSchema,
      parentId: idSchema,
      ...pageQueryShape,
      isFolder: z.boolean().optional(),
      desc: z.boolean().optional(),
      order: sortFieldSchema.optional(),
    }),
    pageOf(projectResourceSchema),
    { access: { project: 'projectId' } },
  ),
  /** Folders and files of the project whose name holds the keyword, among those the user may see. */
  search: get(
    '/v2/proRes/searchProRes',
    z.object({ projectId: idSchema, keyword: z.string().trim().min(1), ...pageQueryShape }),
    pageOf(projectResourceSchema),
    { access: { project: 'projectId' } },
  ),
  /** The files under chosen resources (folders expanded), for the approval wizards. */
  approvalFiles: post(
    '/v2/proRes/getProFileList',
    z.object({ projectId: idSchema, resIds: idListSchema.min(1), actApproval: z.number().int().optional() }),
    z.array(projectResourceSchema),
    { access: { scope: 'member' } },
  ),
  info: post('/v2/proRes/getResInfo', z.object({ projectId: idSchema, resId: idSchema }), projectResourceSchema, {
    access: { project: 'projectId' },
  }),
  createFolder: post(
    '/v2/proRes/createProFolder',
    z.object({ projectId: idSchema, parentId: idSchema, resName: fileNameSchema }),
    projectResourceSchema,
    { access: { project: 'projectId' } },
  ),
  rename: post(
    '/v2/proRes/renameProRes',
    z.object({ projectId: idSchema, resId: idSchema, resName: fileNameSchema }),
    nothing,
    { access: { project: 'projectId' } },
  ),
  delete: post(
    '/v2/proRes/delProRes',
    z.object({
      projectId: idSchema,
      parentId: idSchema,
      resIds: idListSchema.min(1),
      isTemplate: z.boolean().optional(),
      isCatalog: z.boolean().optional(),
    }),
    nothing,
    { access: { project: 'projectId' } },
  ),
  move: post(
    '/v2/proRes/moveProRes',
    z.object({
      projectId: idSchema,
      parentId: idSchema,
      sourceIds: idListSchema.min(1),
      targetId: idSchema,
      isTemplate: z.boolean().optional(),
      isCatalog: z.boolean().optional(),
      ...conflictChoicesShape,
    }),
    nothing,
    { access: { project: 'projectId' } },
  ),
  copy: post(
    '/v2/proRes/copyProRes',
    z.object({
      projectId: idSchema,
      parentId: idSchema,
      sourceIds: idListSchema.min(1),
      targetId: idSchema,
      ...conflictChoicesShape,
    }),
    nothing,
    { timeout: Timeouts.Copy, access: { project: 'projectId' } },
  ),
  records: get('/v2/record/getResRecordList', z.object({ resId: idSchema }), z.array(fileRecordSchema), {
    access: { scope: 'member' },
  }),
  previewUrl: get(
    '/v2/record/getPreviewUrl',
    z.object({ recordId: idSchema, projectId: idSchema.optional() }),
    previewUrl,
    // 20004: nothing to preview (not a PDF), with the server's message.
    { access: { scope: 'member' }, refuses: { [ResponseCode.PreviewWarning]: 'shared' } },
  ),
  /**
   * The PDF behind a preview link (`previewUrl` answers its URL), shown inline in the browser's viewer. Opened by
   * the browser itself, so it carries a short-lived ticket instead of the session headers. Path not shown:
   * designed in the /v2/record family.
   */
  previewFile: get(
    '/v2/record/previewFile',
    z.object({ ticket: z.string({ error: TICKET_REQUIRED }).min(1, TICKET_REQUIRED) }),
    blobSchema,
    { public: true, binary: true, download: true, designed: true },
  ),
  officePreviewUrl: get('/v2/record/getOfficePreviewUrl', z.object({ recordId: idSchema }), previewUrl),
  meetingPreviewUrl: get('/meet/getMeetPreviewUrl', z.object({ fid: idSchema }), previewUrl),
  meetingOfficePreviewUrl: get('/meet/getMeetOfficePreviewUrl', z.object({ fid: idSchema }), previewUrl),
  knowledgePreviewUrl: get('/sys/attachment/getKnowlPreviewUrl', z.object({ attachId: idSchema }), previewUrl),
  archivePreviewUrl: get('/arcRes/getPreviewUrl', z.object({ arcResId: idSchema }), previewUrl),
  preArchivePreviewUrl: get('/preArc/getPreviewUrl', z.object({ arcPreResId: idSchema }), previewUrl),
  archivesPreviewUrl: get('/preview/archivesPreviewUrl', z.object({ arcResId: idSchema }), previewUrl),
  /** Preview transform status per record. */
  transformStatus: get(
    '/transform/isTransform',
    z.object({ recordIds: idListSchema.min(1) }),
    z.array(
      z.object({
        recordId: idSchema,
        transformId: idSchema,
        status: z.enum(TransformStatus),
        distinguishType: recognitionStatusSchema.nullish(),
      }),
    ),
    { access: { scope: 'member' } },
  ),
  /** Redoes failed preview transforms (CAD conversions); PDFs need none. */
  transformAgain: post('/transform/againTransform', z.object({ transformIds: idListSchema.min(1) }), nothing, {
    access: { scope: 'member' },
  }),
  /** The project's recycle bin, newest first: what was deleted directly, kept 30 days (001 section 4.7). */
  recycleList: get(
    '/v2/proRes/getProRecycleList',
    z.object({ projectId: idSchema, ...pageQueryShape }),
    pageOf(recycleEntrySchema),
    { access: { project: 'projectId' } },
  ),
  /** Restores entries to where they were (a taken name gets "name (1)"; a parent in the bin refuses). */
  recover: post('/v2/proRes/recoverProRes', z.object({ projectId: idSchema, resIds: idListSchema.min(1) }), nothing, {
    timeout: Timeouts.Recover,
    access: { project: 'projectId' },
  }),
  /** Deletes entries of the recycle bin for good. */
  deleteFromRecycle: post(
    '/v2/proRes/delProRecycleRes',
    z.object({ projectId: idSchema, resIds: idListSchema.min(1) }),
    nothing,
    { access: { project: 'projectId' } },
  ),
  /** Makes an earlier version the current one, as a new version with its bytes (the history stays). */
  rollback: post('/v2/record/rollbackFile', z.object({ recordId: idSchema }), fileRecordSchema, {
    access: { scope: 'member' },
  }),
  /** Deletes one version that is not the current one. */
  deleteRecord: post('/v2/record/delFileRecord', z.object({ recordId: idSchema }), nothing, {
    access: { scope: 'member' },
  }),

  // -------------------------------------------------------------------------------------------------------------
  // Folder permissions (issue 25; 001 section 3.4): per folder and person 负责人 5 / 编辑 4 / 下载 3 / 只读 2 /
  // 不继承 -1, inherited down the tree until a folder sets its own
  // -------------------------------------------------------------------------------------------------------------
  /**
   * Every member's permission on one folder: `own` the level set on this folder (null: inherited), `permission`
   * what they have there (null: no access, a folder not inherited). Managers and the folder's head read it.
   */
  folderPermissions: get(
    '/v2/proRes/getResPerList',
    z.object({ projectId: idSchema, resId: idSchema }),
    z.array(
      userOptionSchema.extend({
        staffType: z.enum(StaffType),
        isManager: z.boolean(),
        own: folderPermissionSchema.nullable(),
        permission: z.number().int().nullable(),
      }),
    ),
    { access: { project: 'projectId' } },
  ),
  /**
   * The caller's level in a folder ('0': the project's root) and whether they may set its permissions: what the
   * directory's buttons follow (download from 3, edits from 4, permissions at 5 or as a manager).
   */
  myFolderPermission: get(
    '/v2/proRes/getResPer',
    z.object({ projectId: idSchema, resId: idSchema }),
    z.object({ permission: z.number().int().nullable(), canManage: z.boolean(), usesFolderPermissions: z.boolean() }),
    { access: { project: 'projectId' } },
  ),
  /** Sets these members' level on a folder (replacing what they had set there). */
  addFolderPermission: post(
    '/v2/proRes/addResPer',
    z.object({ projectId: idSchema, resId: idSchema, userIds: idListSchema, permission: folderPermissionSchema }),
    nothing,
    { access: { project: 'projectId' } },
  ),
  /** Removes these members' own level on a folder: they inherit again. */
  deleteFolderPermission: post(
    '/v2/proRes/delResPer',
    z.object({ projectId: idSchema, resId: idSchema, userIds: idListSchema }),
    nothing,
    { access: { project: 'projectId' } },
  ),
});
