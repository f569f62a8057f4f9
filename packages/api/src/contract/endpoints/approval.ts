import { z } from 'zod';
import {
  additionInfoSchema,
  approvalActSchema,
  approvalListEntrySchema,
  approvalStatusSchema,
  approvalTypeSchema,
  costRowSchema,
  folderGroupSchema,
  publishListEntrySchema,
  todoCountSchema,
} from '../../entities/approval';
import {
  downloadLinkSchema,
  emptyRequest,
  idListSchema,
  idSchema,
  nameCheckResult,
  nothing,
  pageOf,
  pageQueryShape,
} from '../../entities/common';
import { ButtonPermission, DEFAULT_PASS_REMARK, ShareLinkDays } from '../../entities/constants';
import { projectTypeSchema } from '../../entities/project';
import { userOptionSchema } from '../../entities/user';
import { ResponseCode } from '../../response/codes';
import { proofreadingLaunchSchema } from '../../rules/proofreading';
import { PublishRefusal, publishLaunchSchema, publishPricingShape } from '../../rules/publish';
import { approvalNameSchema, detailRemarkSchema } from '../../rules/rules';
import { defineArea, Timeouts } from '../define';
import { get, post } from './helpers';

/** Filters of the approval lists (pageSize 50). */
/** A list's status filter: an approval status, or '0' / '-1' for all (001 section 7.1). */
const statusFilter = z.union([z.literal('-1'), approvalStatusSchema]).optional();
const listQuery = z.object({
  moduleType: approvalTypeSchema.optional(),
  ...pageQueryShape,
  actName: z.string().optional(),
  projectId: idSchema.optional(),
  status: statusFilter,
});
/** The dashboard's lists across the person's projects. */
const acrossProjects = z.object({
  ...pageQueryShape,
  projectIds: idListSchema.optional(),
  actName: z.string().optional(),
  status: statusFilter,
});
const approvalPage = pageOf(approvalListEntrySchema);
const byAct = z.object({ actId: idSchema });
/** Atelier's filters of the publish centre's lists besides the name and the project: the print shop, launch dates. */
const publishListFilters = {
  projectId: idSchema.optional(),
  publisherId: idSchema.optional(),
  /** Launched on or after this firms' date 'YYYY-MM-DD'. */
  startTime: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /** Launched on or before this firms' date. */
  endTime: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
};
/** The publish centre's lists are for holders of toPublish:download (000 section 6). */
const publishLists = {
  access: { button: ButtonPermission.PublishDownload, denial: PublishRefusal.NoPublishList },
} as const;

/** The approval service: lists, detail, pass/refuse/withdraw, share links, publishing (000 section 7). */
export const approval = defineArea('approval', {
  todoList: get('/newApproval/getTodoList', listQuery, approvalPage, { access: { scope: 'member' } }),
  doneList: get('/newApproval/getDoneAct', listQuery, approvalPage, { access: { scope: 'member' } }),
  launchedList: get('/newApproval/getLaunchAct', listQuery, approvalPage, { access: { scope: 'member' } }),
  /** The dashboard's to-dos across projects. */
  allTodoList: get('/newApproval/getAllTodoList', acrossProjects, approvalPage, { access: { scope: 'member' } }),
  launchedBySelf: get('/newApproval/getLunchedBySelf', acrossProjects, approvalPage, {
    access: { scope: 'member' },
  }),
  todoCount: get('/newApproval/getTodoCount', emptyRequest, todoCountSchema, { access: { scope: 'member' } }),
  launchedBySelfCount: get('/newApproval/getLunchedBySelfCount', emptyRequest, z.number().int(), {
    access: { scope: 'member' },
  }),
  detail: get('/newApproval/getActDetail', byAct, approvalActSchema, { access: { scope: 'member' } }),
  files: get('/newApproval/getActResList', byAct, z.array(folderGroupSchema), { access: { scope: 'member' } }),
  /** Pass; the remark defaults to 同意 and holds at most 256 characters. */
  pass: post(
    '/newApproval/passAct',
    z.object({
      actId: idSchema,
      common: detailRemarkSchema.default(DEFAULT_PASS_REMARK),
      actWatermark: z.string().optional(),
    }),
    nothing,
    { access: { scope: 'member' } },
  ),
  refuse: post(
    '/newApproval/refusedAct',
    z.object({ actId: idSchema, common: detailRemarkSchema.optional() }),
    nothing,
    { access: { scope: 'member' } },
  ),
  withdraw: post(
    '/newApproval/withdrawAct',
    z.object({ actId: idSchema, common: detailRemarkSchema.optional() }),
    nothing,
    { access: { scope: 'member' } },
  ),
  /** A share link of a passed publish approval; 1, 3, 5 or 7 days. */
  createDownUrl: post(
    '/newApproval/createDownUrl',
    z.object({ actId: idSchema, days: z.enum(ShareLinkDays) }),
    z.object({ key: z.string(), url: z.string(), expireTime: z.string() }),
    { access: { scope: 'member' }, timeout: Timeouts.DownloadUrl },
  ),
  /** The public page behind a share link ({domain}/publish-info/{code}). */
  downloadInfo: get(
    '/newApproval/getDownLoadInfo',
    z.object({ key: z.string().min(1) }),
    z.object({
      actName: z.string(),
      expireTime: z.string(),
      files: z.array(folderGroupSchema),
      projectName: z.string().nullish(),
      launcherName: z.string().nullish(),
      additionInfo: additionInfoSchema.nullish(),
    }),
    { public: true },
  ),
  /** A download link (one file, or a zip of several or all) of a share link's files, for anyone holding the key. */
  shareDownload: get(
    '/newApproval/getShareDownUrl',
    z.object({ key: z.string().min(1), resIds: idListSchema.optional() }),
    downloadLinkSchema,
    // 40010: more than a browser takes; not a `download` call, so it passes through to the share page.
    { public: true, timeout: Timeouts.DownloadUrl, refuses: { [ResponseCode.FileTooLarge]: 'shared' } },
  ),
  /** Launches a publish approval of drawings of one project (001 section 7, launchPublishAct). */
  launchPublish: post('/newStartWorkflow/launchPublishAct', publishLaunchSchema, z.object({ actId: idSchema }), {
    access: { project: 'projectId' },
  }),
  /** The cost of printing the chosen drawings at a calculation rule, before launching (the server's own pricing). */
  publishQuote: post(
    '/newStartWorkflow/getPublishCost',
    z.object(publishPricingShape),
    z.object({ rows: z.array(costRowSchema), publishNum: z.number().int(), totalPrice: z.number() }),
    { access: { project: 'projectId' } },
  ),
  /** People who may approve a publish approval of the project (publishing managers). */
  publishApprovers: get(
    '/permission/getPublishApprover',
    z.object({ projectId: idSchema }),
    z.array(userOptionSchema),
    { access: { project: 'projectId' } },
  ),
  /** Confirms a passed publish approval as published: for holders of toPublish:confirmPublish (000 section 6). */
  publish: post('/newApproval/publishAct', byAct, nothing, {
    access: { button: ButtonPermission.PublishConfirm, denial: PublishRefusal.NoConfirmPublish },
  }),
  publishedList: get(
    '/newApproval/getPubActList',
    z.object({
      ...pageQueryShape,
      status: approvalStatusSchema.optional(),
      actName: z.string().optional(),
      proType: projectTypeSchema.optional(),
      ...publishListFilters,
    }),
    pageOf(publishListEntrySchema),
    publishLists,
  ),
  notPublishedList: get(
    '/newApproval/getNotPubList',
    z.object({
      ...pageQueryShape,
      actName: z.string().optional(),
      proType: projectTypeSchema.optional(),
      ...publishListFilters,
    }),
    pageOf(publishListEntrySchema),
    publishLists,
  ),
  checkActName: get(
    '/newStartWorkflow/checkActName',
    // projectId (Atelier's, optional): names are unique within a project, as every launch checks them.
    z.object({ actName: approvalNameSchema, moduleType: approvalTypeSchema, projectId: idSchema.optional() }),
    nameCheckResult,
    { access: { scope: 'member' } },
  ),
  /** Launches a proofreading approval. */
  launchProofreading: post(
    '/newStartWorkflow/proofreadingAct',
    proofreadingLaunchSchema,
    z.object({ actId: idSchema }),
    {
      access: { button: ButtonPermission.ProofreadingApproval, project: 'projectId' },
    },
  ),
});
