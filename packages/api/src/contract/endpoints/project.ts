import { z } from 'zod';
import {
  emptyRequest,
  enterpriseIdField,
  idListSchema,
  idSchema,
  nameCheckResult,
  pageOf,
  pageQueryShape,
} from '../../entities/common';
import { PermissionLevel } from '../../entities/constants';
import {
  projectDetailSchema,
  projectDutySchema,
  projectListEntrySchema,
  projectTypeSchema,
  projectUserSchema,
} from '../../entities/project';
import { userOptionSchema } from '../../entities/user';
import { ResponseCode } from '../../response/codes';
import { NameLimit, projectSearchSchema, resourceNameSchema } from '../../rules/rules';
import { multilineText } from '../../rules/text';
import { defineArea } from '../define';
import { get, post } from './helpers';

const byProject = z.object({ projectId: idSchema });

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
    z.object({ name: resourceNameSchema(NameLimit.ProjectName), projectId: idSchema.optional() }),
    nameCheckResult,
    { refuses: { [ResponseCode.Warning]: 'silent' } },
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
});
