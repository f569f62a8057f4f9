import { api } from '@atelier/api';
import { implementArea, PLANNED } from '../http/area';
import { calcRulePage, publisherPage } from '../publish/catalog';

/**
 * Publishing's own service (000 section 7, "Publishing and others"): the enterprise's print shops and calculation
 * rules as the launch of a publish approval picks them. Managing them, publish plans and the statistics are not
 * served yet. The publish approval itself is the approval service's (routes/approval.ts).
 */
export const publishArea = implementArea(api.publish, {
  publishers: ({ db, actor, data }) => publisherPage(db, actor, data),
  calcRules: ({ db, actor, data }) => calcRulePage(db, actor, data),
  addPublisher: PLANNED,
  updatePublisher: PLANNED,
  deletePublisher: PLANNED,
  addCalcRule: PLANNED,
  updateCalcRule: PLANNED,
  deleteCalcRule: PLANNED,
  plans: PLANNED,
  addPlan: PLANNED,
  deletePlan: PLANNED,
  updatePlan: PLANNED,
  addResources: PLANNED,
  resources: PLANNED,
  removeResources: PLANNED,
  actFiles: PLANNED,
  checkCalcName: PLANNED,
  checkPlanName: PLANNED,
  checkPublisherName: PLANNED,
  countList: PLANNED,
  costsOfYear: PLANNED,
  moneyByTime: PLANNED,
  publisherCounts: PLANNED,
  calcCounts: PLANNED,
  statisticProjects: PLANNED,
});
