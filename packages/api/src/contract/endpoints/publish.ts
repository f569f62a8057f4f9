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
import { ResponseCode } from '../../response/codes';
import { calcRuleFields, PublishCatalogMessage, PublishStatisticMessage, publisherFields } from '../../rules/publish';
import { publishPlanFields } from '../../rules/publishPlans';
import { defineArea } from '../define';
import { get, post } from './helpers';

/*
 * The publishing service (000 section 7, "Publishing and others"). The specification names the calls without
 * methods: reads (get*, check*) are GET, changes are POST.
 */

const byId = z.object({ id: idSchema });
/** Print shops are kept by whoever the 出版单位 page is for (the publishing managers and the administrators). */
const shopKeeper = {
  access: { menu: 'publishOrganization', denial: PublishCatalogMessage.NoManagePublishers },
} as const;
/** Calculation rules are kept by whoever the 计费规则 page is for. */
const ruleKeeper = { access: { menu: 'publishCalcRule', denial: PublishCatalogMessage.NoManageCalcRules } } as const;
/** A name check answers true when the name is free, a silent 40007 with the message when taken (the form shows it). */
const silentTaken = { refuses: { [ResponseCode.Warning]: 'silent' } } as const;
const firmDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, PublishStatisticMessage.PeriodInvalid);
/** A year, or a period of firms' dates (both inclusive); nothing: this year. */
const period = z.object({
  year: z.number().int().min(2000).max(2100).optional(),
  startTime: firmDay.optional(),
  endTime: firmDay.optional(),
});
/** The statistics are for whoever the 发布统计 page is for (the publishing managers and the administrators). */
const statistician = {
  access: { menu: 'publishStatistic', denial: PublishStatisticMessage.NoStatistics },
} as const;
const statisticRows = z.array(statisticRowSchema);

export const publish = defineArea('publish', {
  publishers: get(
    '/publish/getPublisherList',
    z.object({ ...pageQueryShape, keyword: z.string().optional() }),
    pageOf(publisherSchema),
    { access: { scope: 'member' } },
  ),
  /** A print shop, its name unique in the enterprise (40007 晒图单位名称已存在). */
  addPublisher: post('/publish/addPublisher', z.object(publisherFields), publisherSchema, shopKeeper),
  updatePublisher: post('/publish/updatePublisher', byId.extend(publisherFields), nothing, shopKeeper),
  /** Refused (40007, how many) while unfinished publish approvals send drawings to the shop. */
  deletePublisher: post('/publish/delPublisher', byId, nothing, shopKeeper),
  calcRules: get(
    '/publish/getCalcRuleList',
    z.object({ ...pageQueryShape, keyword: z.string().optional() }),
    pageOf(calcRuleSchema),
    { access: { scope: 'member' } },
  ),
  /** A rule: a price per sheet size (A0-A4, +0 to +1 in eighths, 超长), its name unique in the enterprise. */
  addCalcRule: post('/publish/addCalcRule', z.object(calcRuleFields), calcRuleSchema, ruleKeeper),
  /** Launched approvals keep the prices they were launched with: editing a rule changes later quotes only. */
  updateCalcRule: post('/publish/updateCalcRule', byId.extend(calcRuleFields), nothing, ruleKeeper),
  deleteCalcRule: post('/publish/delCalcRule', byId, nothing, ruleKeeper),
  /** The plans of the caller's projects (of one project when named), latest first. */
  plans: get(
    '/publish/getPubPlanList',
    z.object({ ...pageQueryShape, projectId: idSchema.optional() }),
    pageOf(publishPlanSchema),
    { access: { scope: 'member' } },
  ),
  /** A plan of a project, its name unique in the project (40007 发布计划名称已存在); for the project's members. */
  addPlan: post('/publish/addPubPlan', z.object({ ...publishPlanFields, projectId: idSchema }), publishPlanSchema, {
    access: { project: 'projectId' },
  }),
  deletePlan: post('/publish/delPubPlan', byId, nothing, { access: { scope: 'member' } }),
  updatePlan: post('/publish/updatePubPlan', byId.extend(publishPlanFields), nothing, {
    access: { scope: 'member' },
  }),
  /** Drawings (files of the plan's project) join the plan; one already in it stays once. */
  addResources: post('/publish/addPubRes', z.object({ planId: idSchema, resIds: idListSchema.min(1) }), nothing, {
    access: { scope: 'member' },
  }),
  /** The plan's drawings with their current versions (what a launch from the plan prices and publishes). */
  resources: get(
    '/publish/getPubResList',
    z.object({ planId: idSchema, ...pageQueryShape }),
    pageOf(publishResourceSchema),
    { access: { scope: 'member' } },
  ),
  /** Drawings leave their plans (ids of getPubResList's rows). */
  removeResources: post('/publish/removePubRes', z.object({ ids: idListSchema.min(1) }), nothing, {
    access: { scope: 'member' },
  }),
  actFiles: get('/publish/getActResList', z.object({ actId: idSchema }), z.array(folderGroupSchema)),
  checkCalcName: get(
    '/publish/checkCalcName',
    z.object({ ruleName: calcRuleFields.ruleName, id: idSchema.optional() }),
    nameCheckResult,
    { ...silentTaken, ...ruleKeeper },
  ),
  checkPlanName: get(
    '/publish/checkPlanName',
    z.object({ planName: publishPlanFields.planName, projectId: idSchema, id: idSchema.optional() }),
    nameCheckResult,
    { ...silentTaken, access: { project: 'projectId' } },
  ),
  checkPublisherName: get(
    '/publish/checkPublishersName',
    z.object({ name: publisherFields.name, id: idSchema.optional() }),
    nameCheckResult,
    { ...silentTaken, ...shopKeeper },
  ),
  /** Sheets and money of the period by month ('YYYY-MM'), months with publishing only. */
  countList: get('/publishStatistic/getPublishCountList', period, statisticRows, statistician),
  /** Sheets and money of each month of a year (this year by default), zeros included. */
  costsOfYear: get('/publishStatistic/getCostsOfYear', period, statisticRows, statistician),
  /** Money by day ('YYYY-MM-DD') of the period. */
  moneyByTime: get('/publishStatistic/getMoneyListByTime', period, statisticRows, statistician),
  /** Sheets and money by print shop (id and name), most money first. */
  publisherCounts: get('/publishStatistic/getPublishersCountList', period, statisticRows, statistician),
  /** Sheets and money by calculation rule. */
  calcCounts: get('/publishStatistic/getCalcCountList', period, statisticRows, statistician),
  /** Sheets and money by project. */
  statisticProjects: get('/publishStatistic/getProjectList', period, statisticRows, statistician),
});
