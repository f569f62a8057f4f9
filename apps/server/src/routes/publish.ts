import { api } from '@atelier/api';
import { implementArea, PLANNED } from '../http/area';
import {
  addCalcRule,
  addPublisher,
  calcRulePage,
  checkCalcName,
  checkPublisherName,
  deleteCalcRule,
  deletePublisher,
  publisherPage,
  updateCalcRule,
  updatePublisher,
} from '../publish/catalog';
import {
  addPlan,
  addPlanResources,
  checkPlanName,
  deletePlan,
  planPage,
  planResourcePage,
  removePlanResources,
  updatePlan,
} from '../publish/plans';
import {
  costsOfYear,
  countByCalcRule,
  countByMonth,
  countByProject,
  countByPublisher,
  moneyByDay,
} from '../publish/statistics';

/**
 * Publishing's own service (000 section 7, "Publishing and others"): the enterprise's print shops and calculation
 * rules, listed for the launch of a publish approval and kept by the publishing managers. The statistics aggregate the
 * published approvals. Publish plans gather a project's drawings to launch as one publish approval (publish/plans.ts). The publish approval itself is the approval service's (routes/approval.ts).
 */
export const publishArea = implementArea(api.publish, {
  publishers: ({ db, actor, data }) => publisherPage(db, actor, data),
  calcRules: ({ db, actor, data }) => calcRulePage(db, actor, data),
  addPublisher: ({ db, actor, data }) => addPublisher(db, actor, data),
  updatePublisher: ({ db, actor, data }) => updatePublisher(db, actor, data),
  deletePublisher: ({ db, actor, data }) => deletePublisher(db, actor, data),
  addCalcRule: ({ db, actor, data }) => addCalcRule(db, actor, data),
  updateCalcRule: ({ db, actor, data }) => updateCalcRule(db, actor, data),
  deleteCalcRule: ({ db, actor, data }) => deleteCalcRule(db, actor, data),
  plans: ({ db, actor, data }) => planPage(db, actor, data),
  addPlan: ({ db, actor, data }) => addPlan(db, actor, data),
  deletePlan: ({ db, actor, data }) => deletePlan(db, actor, data),
  updatePlan: ({ db, actor, data }) => updatePlan(db, actor, data),
  addResources: ({ db, actor, data }) => addPlanResources(db, actor, data),
  resources: ({ db, actor, data }) => planResourcePage(db, actor, data),
  removeResources: ({ db, actor, data }) => removePlanResources(db, actor, data),
  actFiles: PLANNED,
  checkCalcName: ({ db, actor, data }) => checkCalcName(db, actor, data),
  checkPlanName: ({ db, actor, data }) => checkPlanName(db, actor, data),
  checkPublisherName: ({ db, actor, data }) => checkPublisherName(db, actor, data),
  countList: ({ db, actor, data }) => countByMonth(db, actor, data),
  costsOfYear: ({ db, actor, data }) => costsOfYear(db, actor, data),
  moneyByTime: ({ db, actor, data }) => moneyByDay(db, actor, data),
  publisherCounts: ({ db, actor, data }) => countByPublisher(db, actor, data),
  calcCounts: ({ db, actor, data }) => countByCalcRule(db, actor, data),
  statisticProjects: ({ db, actor, data }) => countByProject(db, actor, data),
});
