import { z } from 'zod';
import {
  blobSchema,
  emptyRequest,
  enterpriseIdField,
  flagSchema,
  idListSchema,
  idSchema,
  nameCheckResult,
  nothing,
  pageOf,
  pageQueryShape,
} from '../../entities/common';
import { FixedRoleId, Flag, PermissionLevel, ProjectType, StaffType } from '../../entities/constants';
import {
  projectDetailSchema,
  projectDutySchema,
  projectListEntrySchema,
  projectTypeSchema,
  projectUserSchema,
} from '../../entities/project';
import { userOptionSchema } from '../../entities/user';
import { ResponseCode } from '../../response/codes';
import { menuLevelSchema } from '../../rules/projectMembers';
import {
  designNumSchema,
  personnelError,
  personnelShape,
  projectBasicInfoSchema,
  projectNameSchema,
  projectYearSchema,
  shortNameInputSchema,
  subItemsSchema,
} from '../../rules/projects';
import {
  ProjectTemplateMessage,
  projectTemplateNameSchema,
  TEMPLATE_PRO_TYPE,
  templateFolderSchema,
  templateFoldersRefusal,
} from '../../rules/projectTemplates';
import { projectSearchSchema } from '../../rules/rules';
import { multilineText } from '../../rules/text';
import { defineArea, Timeouts } from '../define';
import { get, post } from './helpers';

const byProject = z.object({ projectId: idSchema });

/** A created project as the left panel lists it. */
const createdProject = projectListEntrySchema;

/** A sub-item of an ordinary project (001 section 3.3). */
const subItemEntrySchema = z.object({ id: idSchema, name: z.string(), designNum: z.string() });

/** Template management is the enterprise administrator's (the 项目模板 menu is admin-only). */
const templateAdmin = {
  access: { role: FixedRoleId.EnterpriseAdmin, denial: ProjectTemplateMessage.OnlyAdmin },
} as const;

/** A project template as the list shows it (001 section 3.3: id, name, isEnable, proType; the rest Atelier's). */
export const projectTemplateSchema = z.object({
  id: idSchema,
  name: z.string(),
  isEnable: z.boolean(),
  proType: z.literal(TEMPLATE_PRO_TYPE),
  folderCount: z.number().int(),
  updateTime: z.string(),
});
export type ProjectTemplate = z.output<typeof projectTemplateSchema>;

/** A template's folders, checked whole: sibling names unique, at most 200 folders and 5 levels. */
const templateFoldersSchema = z.array(templateFolderSchema).superRefine((folders, ctx) => {
  const refusal = templateFoldersRefusal(folders);
  if (refusal) ctx.addIssue({ code: 'custom', message: refusal.message, input: folders });
});

/** Projects: lists, details, members and duties, name checks (001 section 7.4). */
export const project = defineArea('project', {
  /**
   * The left panel's list (reads result.pageInfo.list and total). Path not shown: designed in the /v2/proInfo
   * family. isCreator 0 is the "created by me" filter.
   */
  list: get(
    '/v2/proInfo/getUserProList',
    z.object({
      enterpriseId: enterpriseIdField,
      ...pageQueryShape,
      keyword: projectSearchSchema.optional(),
      isCreator: z.union([z.literal(0), z.literal(1)]).optional(),
      /** 我的收藏: only the caller's favourites (issue 25). */
      isFav: z.literal(Flag.Yes).optional(),
      /** Only the projects the caller put this label of theirs on (issue 25). */
      labelId: idSchema.optional(),
    }),
    z.object({ pageInfo: pageOf(projectListEntrySchema) }),
    { designed: true, access: { scope: 'member' } },
  ),
  /** The management view's list with filters (pageNum 1, pageSize 50). */
  search: post(
    '/v2/proInfo/getProList',
    z.object({
      ...pageQueryShape,
      keyword: z.string().optional(),
      proType: projectTypeSchema.optional(),
      year: z.number().int().optional(),
      labelIdList: idListSchema.optional(),
    }),
    pageOf(projectDetailSchema),
  ),
  /** Every project of the enterprise (pageNum 1, pageSize 100). */
  all: get(
    '/v2/proInfo/getAllProList',
    z.object({ enterpriseId: enterpriseIdField, ...pageQueryShape, keyword: z.string().optional() }),
    pageOf(projectListEntrySchema),
  ),
  detail: get('/v2/proInfo/getProDetailInfo', byProject, projectDetailSchema, { access: { project: 'projectId' } }),
  last: get('/v2/proInfo/getLastProInfo', emptyRequest, projectListEntrySchema.nullable()),
  /** Project-name check: a 40007 answer is rejected silently (the form shows it). */
  checkName: get(
    '/v2/proInfo/checkProName',
    z.object({ name: projectNameSchema, projectId: idSchema.optional() }),
    nameCheckResult,
    { refuses: { [ResponseCode.Warning]: 'silent' }, access: { scope: 'member' } },
  ),
  /**
   * Short-name check (5.3): the input and the year, compared as stored (X{year}-{input}) within the enterprise.
   * Answers false when taken: the form shows its fixed message "project short name already exists" (8.3: fixed
   * messages for the short name and design number; 8.1 keeps 40007 silent only on the project-name check). Path
   * not shown: designed beside checkProName.
   */
  checkSimpleName: get(
    '/v2/proInfo/checkProSimpleName',
    z.object({ simpleName: shortNameInputSchema, year: projectYearSchema, projectId: idSchema.optional() }),
    nameCheckResult,
    { designed: true, access: { scope: 'member' } },
  ),
  /** Design-number check (5.3): false when taken, the form's fixed message. Designed beside checkProName. */
  checkDesignNum: get(
    '/v2/proInfo/checkProDesignNum',
    z.object({ designNum: designNumSchema, projectId: idSchema.optional() }),
    nameCheckResult,
    { designed: true, access: { scope: 'member' } },
  ),
  /**
   * A quick project (5.6): projectInfo {name, simpleName (the input), enterpriseId, proType} and projectUserInfos
   * [{userId}]. The caller is the creator (level 9); the others are ordinary members. Uniqueness is checked again
   * here; a refusal is an error toast with the server's message (8.3).
   */
  createFastPro: post(
    '/v2/proInfo/createFastPro',
    z.object({
      projectInfo: z.object({
        name: projectNameSchema,
        simpleName: shortNameInputSchema,
        enterpriseId: enterpriseIdField,
        enterpriseName: z.string().optional(),
        proType: z.literal(ProjectType.Quick).optional(),
      }),
      projectUserInfos: z.array(z.object({ userId: idSchema })),
    }),
    createdProject,
    { access: { scope: 'member' } },
  ),
  /**
   * An ordinary project from the three-step wizard (4.4): step 1's projectInfo, step 2's sub-items, step 3's kept
   * specialties and duties with who is placed where (projectUserDutyVos) and the managers and persons in charge
   * (projectUserInfos with staffType 1 or 2). templateId travels in the query (001 section 7.4).
   */
  createProPro: post(
    '/v2/proInfo/createProPro',
    z
      .object({
        templateId: idSchema.optional(),
        projectInfo: projectBasicInfoSchema.extend({
          enterpriseId: enterpriseIdField,
          proType: z.literal(ProjectType.Engineering).optional(),
        }),
        subItems: subItemsSchema,
        specialtyIds: personnelShape.specialtyIds,
        dutyIds: personnelShape.dutyIds,
        projectUserDutyVos: personnelShape.assignments,
        projectUserInfos: z.array(
          z.object({ userId: idSchema, staffType: z.enum([StaffType.ProjectManager, StaffType.PersonInCharge]) }),
        ),
      })
      .superRefine((body, ctx) => {
        const message = personnelError({ ...body, assignments: body.projectUserDutyVos });
        if (message) ctx.addIssue({ code: 'custom', message, path: ['projectUserDutyVos'], input: body });
      }),
    createdProject,
    { access: { scope: 'member' }, queryKeys: ['templateId'] },
  ),
  // -------------------------------------------------------------------------------------------------------------
  // Project templates (issue 25): a folder structure with default permissions, chosen in the wizard
  // -------------------------------------------------------------------------------------------------------------
  /**
   * The enterprise's templates (proType 3, pageSize 50, pageNum, keyword), by name. Every member reads them (the
   * wizard offers them); disabled ones are listed to the administrator only.
   */
  templateList: get(
    '/v2/proInfo/getTemplateList',
    z.object({
      proType: z.literal(TEMPLATE_PRO_TYPE).optional(),
      ...pageQueryShape,
      keyword: z.string().optional(),
    }),
    pageOf(projectTemplateSchema),
    { access: { scope: 'member' } },
  ),
  /** A template with its folder tree (path not shown: designed beside getTemplateList). */
  templateInfo: get(
    '/v2/proInfo/getTemplateInfo',
    z.object({ id: idSchema }),
    projectTemplateSchema.extend({ folders: z.array(templateFolderSchema) }),
    { designed: true, access: { scope: 'member' } },
  ),
  /** A new template (name, proType 3), enabled, with the folders given (none: edited afterwards). */
  createResTemplate: post(
    '/v2/proInfo/createResTemplate',
    z.object({
      name: projectTemplateNameSchema,
      proType: z.literal(TEMPLATE_PRO_TYPE).optional(),
      folders: templateFoldersSchema.optional(),
    }),
    projectTemplateSchema,
    templateAdmin,
  ),
  /** Renames, enables or disables a template (id, name, isEnable) and replaces its folder tree when given. */
  updateTemplate: post(
    '/v2/proInfo/updateTemplate',
    z.object({
      id: idSchema,
      name: projectTemplateNameSchema.optional(),
      isEnable: z.boolean().optional(),
      folders: templateFoldersSchema.optional(),
    }),
    nothing,
    templateAdmin,
  ),
  /** Deletes a template; projects already made from it keep their folders. */
  delTemplate: post('/v2/proInfo/delTemplate', z.object({ id: idSchema }), nothing, templateAdmin),
  /** The sub-items of an ordinary project, in their order. */
  subItems: get('/v2/proInfo/getProItemList', byProject, z.array(subItemEntrySchema), {
    designed: true,
    access: { project: 'projectId' },
  }),
  /**
   * The enterprise's people for the wizards' pickers (7.4: "enterprise user list for the wizard", page size 10).
   * Ordered by name. Its own path: /structure/queryDepartUser is the organisation's people of a department.
   */
  enterpriseUsers: get(
    '/v2/proUser/getEntUserList',
    z.object({ enterpriseId: enterpriseIdField, keyword: z.string().optional(), ...pageQueryShape }),
    pageOf(userOptionSchema),
    { designed: true, access: { scope: 'member' } },
  ),
  /** Members with specialty and duty; also the approver list of the wizards and the drawing dialog. */
  users: get(
    '/v2/proUser/getProUserList',
    z.object({ projectId: idSchema, enterpriseId: enterpriseIdField, keyword: z.string().optional() }),
    z.array(projectUserSchema),
    { access: { scope: 'member' } },
  ),
  joinedUsers: get('/proUser/getProJoinedUser', byProject, z.array(userOptionSchema), {
    access: { project: 'projectId' },
  }),
  highestPermission: get(
    '/v2/proUser/getHighestPer',
    byProject,
    z.object({ permissionLevel: z.enum(PermissionLevel).nullable() }),
    { access: { project: 'projectId' } },
  ),
  duties: get(
    '/proUserDuty/getProUserDuty',
    z.object({
      projectId: idSchema,
      stageId: idSchema.optional(),
      specialtyId: idSchema.optional(),
      subItemName: z.string().optional(),
    }),
    z.array(projectDutySchema),
  ),
  dutyList: get('/proUserDuty/getProUserDutyList', byProject, z.array(projectDutySchema), {
    access: { project: 'projectId' },
  }),
  /** Stage-name check: silent on 40007. Path not shown: designed in the /stage family. */
  checkStageName: get(
    '/stage/checkStageName',
    z.object({ projectId: idSchema, name: z.string().trim().min(1), stageId: idSchema.optional() }),
    nameCheckResult,
    { refuses: { [ResponseCode.Warning]: 'silent' }, designed: true },
  ),
  /** Pre-plan creation: silent on 40007. */
  createPrePlan: post(
    '/arcPrePro/createPrePlan',
    z.object({
      arcPreTaskName: z.string().trim().min(1),
      projectId: idSchema,
      resIds: idListSchema,
      notResIds: idListSchema,
      description: multilineText(z.string()).optional(),
    }),
    z.object({ arcPreProId: idSchema }),
    { refuses: { [ResponseCode.Warning]: 'silent' } },
  ),

  // -------------------------------------------------------------------------------------------------------------
  // Members of an existing project (issue 25): the creator and managers manage, every check on the server
  // -------------------------------------------------------------------------------------------------------------
  /** Adds people of the enterprise to a quick project as ordinary members (level 2, staff type 4). */
  addFastProUser: post(
    '/v2/proUser/addFastProUser',
    z.object({ projectId: idSchema, userIds: idListSchema }),
    nothing,
    { access: { project: 'projectId' } },
  ),
  /**
   * Adds people to an ordinary project, each with a staff type (1 项目经理 / 2 项目负责人: level 8; 4: level 2) and
   * optionally the specialty and duty they are placed under.
   */
  addProProUsers: post(
    '/v2/proUser/addProProUsers',
    z.object({
      projectId: idSchema,
      users: z.array(
        z.object({
          userId: idSchema,
          staffType: z.enum(StaffType),
          dictSpecialtyId: idSchema.optional(),
          dictDutyId: idSchema.optional(),
        }),
      ),
    }),
    nothing,
    { access: { project: 'projectId' } },
  ),
  /** Removes members (their folder permissions go with them). */
  delFastProUser: post(
    '/v2/proUser/delFastProUser',
    z.object({ projectId: idSchema, userIds: idListSchema }),
    nothing,
    { access: { project: 'projectId' } },
  ),
  /**
   * Changes a member's staff type (levels 8/8/2 follow) and, optionally, their level at the project's root: a quick
   * project's menu level 0-5, an ordinary project's default folder level.
   */
  updateFastProUser: post(
    '/v2/proUser/updateFastProUser',
    z.object({
      projectId: idSchema,
      userId: idSchema,
      staffType: z.enum(StaffType).optional(),
      permission: menuLevelSchema.optional(),
    }),
    nothing,
    { access: { project: 'projectId' } },
  ),
  /** A member's specialty and duties in the project (dutyInfoList: the first is the main one). */
  updateUserProRole: post(
    '/v2/proUser/updateUserProRole',
    z.object({
      projectId: idSchema,
      userId: idSchema,
      dutyInfoList: z.array(z.object({ dictSpecialtyId: idSchema, dictDutyId: idSchema })),
    }),
    nothing,
    { access: { project: 'projectId' } },
  ),
  /** Gives members one more duty under a specialty (projectId in the query). */
  addProUserDuty: post(
    '/proUserDuty/addProUserDuty',
    z.object({ projectId: idSchema, userIds: idListSchema, dictSpecialtyId: idSchema, dictDutyId: idSchema }),
    nothing,
    { access: { project: 'projectId' }, queryKeys: ['projectId'] },
  ),
  /** Leaves the project (the creator transfers first). */
  quitPro: post('/v2/proUser/quitPro', z.object({ id: idSchema }), nothing, { access: { project: 'id' } }),
  /**
   * The creator hands the project to another member (001 section 6: with a confirm flag); without `confirm: true`
   * it answers 40007 and changes nothing. The old creator stays as a manager (level 8).
   */
  updateProCreator: post(
    '/v2/proInfo/updateProCreator',
    z.object({ projectId: idSchema, userId: idSchema, confirm: z.boolean().optional() }),
    nothing,
    { access: { project: 'projectId' } },
  ),
  /** Deletes the project into the recycle bin (kept 30 days); the creator types its name (confirmName). */
  delPro: post('/v2/proInfo/delPro', z.object({ projectId: idSchema, confirmName: z.string() }), nothing, {
    access: { project: 'projectId' },
  }),
  // -------------------------------------------------------------------------------------------------------------
  // The project recycle bin (001 sections 4.7, 6): paths not shown, designed beside delPro
  // -------------------------------------------------------------------------------------------------------------
  /**
   * The enterprise's deleted projects the caller may restore (their own; every one for the administrator), most
   * recently deleted first, with the days left of their 30.
   */
  recycleList: get(
    '/v2/proInfo/getProRecycleList',
    z.object({ ...pageQueryShape, keyword: z.string().optional() }),
    pageOf(
      z.object({
        id: idSchema,
        name: z.string(),
        simpleName: z.string(),
        proType: projectTypeSchema,
        creatorName: z.string(),
        deleteTime: z.string(),
        daysLeft: z.number().int(),
      }),
    ),
    { designed: true, access: { scope: 'member' } },
  ),
  /** Restores a deleted project with its members, folders and files as they were. */
  recoverPro: post('/v2/proInfo/recoverPro', byProject, nothing, { designed: true, access: { scope: 'member' } }),
  /** Deletes a project of the bin for good: nothing lists it again, and its name, short name and number are free. */
  purgePro: post('/v2/proInfo/delRecyclePro', byProject, nothing, { designed: true, access: { scope: 'member' } }),
  /** Stars (isFav 1) or unstars (0) a project for the caller (收藏, issue 25): their own mark, any member may. */
  updateProFav: post('/v2/proInfo/updateProFav', z.object({ projectId: idSchema, isFav: flagSchema }), nothing, {
    access: { project: 'projectId' },
  }),
  /**
   * The project's favourite information (getProFavInfo, 001 section 7.4; its fields not shown: Atelier's): whether
   * the caller starred it, and how many of its members did.
   */
  favInfo: get(
    '/v2/proInfo/getProFavInfo',
    byProject,
    z.object({ projectId: idSchema, isFav: flagSchema, favCount: z.number().int().nonnegative() }),
    { access: { project: 'projectId' } },
  ),
  /**
   * Uploads a project picture (001 section 3.5, image type 9) for the project's cover, as form data: a PNG or JPEG
   * under 2 MB by its bytes. Answers its id; editCoverImage makes it the cover. Path designed in the family.
   */
  uploadCover: post(
    '/v2/proUpload/uploadProImage',
    z.object({ projectId: idSchema, file: blobSchema }),
    z.object({ imageId: z.string() }),
    { designed: true, form: true, timeout: Timeouts.AvatarUpload, access: { project: 'projectId' } },
  ),
  /** Sets the project's cover to an uploaded picture, or back to the default (null); the project's managers. */
  editCoverImage: post(
    '/v2/proInfo/editCoverImage',
    z.object({ projectId: idSchema, imageId: z.string().max(64).nullable() }),
    nothing,
    { access: { project: 'projectId' } },
  ),
  /** A project's cover by its id (what `coverImage` links: an image element sends no token). Path designed. */
  coverImage: get('/v2/proInfo/coverImage', z.object({ key: z.string().min(1).max(64) }), blobSchema, {
    public: true,
    binary: true,
    download: true,
    designed: true,
  }),
  /** Folder permissions on (1) or off (0) for an ordinary project; managers only. */
  switchProPerm: post('/v2/proInfo/switchProPerm', z.object({ id: idSchema, permissionSwitch: flagSchema }), nothing, {
    access: { project: 'id' },
  }),
});
