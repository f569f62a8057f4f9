import { z } from 'zod';
import {
  calcRuleSchema,
  folderGroupSchema,
  publisherSchema,
  publishPlanSchema,
  publishResourceSchema,
  statisticRowSchema,
} from '../../entities/approval';
import { idListSchema, idSchema, nameCheckResult, nothing, pageOf, pageQueryShape } from '../../entities/common';
import { projectListEntrySchema } from '../../entities/project';
import { NameLimit, resourceNameSchema } from '../../rules/rules';
import { multilineText } from '../../rules/text';
import { defineArea } from '../define';
import { get, post } from './helpers';

/*
 * The publishing service (000 section 7, "Publishing and others"). The specification names the calls without
 * methods: reads (get*, check*) are GET, changes are POST.
 */

const byId = z.object({ id: idSchema });
const publisherName = resourceNameSchema(NameLimit.Publisher);
const ruleName = resourceNameSchema(NameLimit.PublishCalculation);
const planName = resourceNameSchema(NameLimit.PublishPlan);
const costRows = z.array(z.object({ sizeName: z.string(), price: z.number().min(0) }));
const period = z.object({
  year: z.number().int().optional(),
  startTime: z.string().optional(),
  endTime: z.string().optional(),
});

export const publish = defineArea('publish', {
  publishers: get(
    '/publish/getPublisherList',
    z.object({ ...pageQueryShape, keyword: z.string().optional() }),
    pageOf(publisherSchema),
    { access: { scope: 'member' } },
  ),
  addPublisher: post(
    '/publish/addPublisher',
    z.object({ name: publisherName, phone: z.string().optional(), address: z.string().optional() }),
    publisherSchema,
  ),
  updatePublisher: post(
    '/publish/updatePublisher',
    byId.extend({ name: publisherName, phone: z.string().optional(), address: z.string().optional() }),
    nothing,
  ),
  deletePublisher: post('/publish/delPublisher', byId, nothing),
  calcRules: get('/publish/getCalcRuleList', z.object(pageQueryShape), pageOf(calcRuleSchema), {
    access: { scope: 'member' },
  }),
  addCalcRule: post(
    '/publish/addCalcRule',
    z.object({ ruleName, remarks: multilineText(z.string()).optional(), rows: costRows }),
    calcRuleSchema,
  ),
  updateCalcRule: post(
    '/publish/updateCalcRule',
    byId.extend({ ruleName, remarks: multilineText(z.string()).optional(), rows: costRows }),
    nothing,
  ),
  deleteCalcRule: post('/publish/delCalcRule', byId, nothing),
  plans: get(
    '/publish/getPubPlanList',
    z.object({ ...pageQueryShape, projectId: idSchema.optional() }),
    pageOf(publishPlanSchema),
  ),
  addPlan: post(
    '/publish/addPubPlan',
    z.object({ planName, planType: z.number().int(), projectId: idSchema }),
    publishPlanSchema,
  ),
  deletePlan: post('/publish/delPubPlan', byId, nothing),
  updatePlan: post('/publish/updatePubPlan', byId.extend({ planName, planType: z.number().int() }), nothing),
  addResources: post('/publish/addPubRes', z.object({ planId: idSchema, resIds: idListSchema.min(1) }), nothing),
  resources: get(
    '/publish/getPubResList',
    z.object({ planId: idSchema, ...pageQueryShape }),
    pageOf(publishResourceSchema),
  ),
  removeResources: post('/publish/removePubRes', z.object({ ids: idListSchema.min(1) }), nothing),
  actFiles: get('/publish/getActResList', z.object({ actId: idSchema }), z.array(folderGroupSchema)),
  checkCalcName: get('/publish/checkCalcName', z.object({ ruleName, id: idSchema.optional() }), nameCheckResult),
  checkPlanName: get(
    '/publish/checkPlanName',
    z.object({ planName, projectId: idSchema, id: idSchema.optional() }),
    nameCheckResult,
  ),
  checkPublisherName: get(
    '/publish/checkPublishersName',
    z.object({ name: publisherName, id: idSchema.optional() }),
    nameCheckResult,
  ),
  countList: get('/publishStatistic/getPublishCountList', period, z.array(statisticRowSchema)),
  costsOfYear: get('/publishStatistic/getCostsOfYear', period, z.array(statisticRowSchema)),
  moneyByTime: get('/publishStatistic/getMoneyListByTime', period, z.array(statisticRowSchema)),
  publisherCounts: get('/publishStatistic/getPublishersCountList', period, z.array(statisticRowSchema)),
  calcCounts: get('/publishStatistic/getCalcCountList', period, z.array(statisticRowSchema)),
  statisticProjects: get('/publishStatistic/getProjectList', period, z.array(projectListEntrySchema)),
});
