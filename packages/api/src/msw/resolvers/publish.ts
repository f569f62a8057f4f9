import { PageSize } from '../../entities/constants';
import {
  addCalcRule,
  addPublisher,
  checkCalcName,
  checkPublisherName,
  deleteCalcRule,
  deletePublisher,
  publishCostsOfYear,
  publishStatistic,
  updateCalcRule,
  updatePublisher,
} from '../publish';
import {
  addPlan,
  addPlanResources,
  checkPlanName,
  deletePlan,
  planPage,
  planResourcePage,
  removePlanResources,
  updatePlan,
} from '../publishPlans';
import { paginate } from '../store';
import type { Resolvers } from './context';

const matches = (text: string, keyword: string | undefined) => !keyword?.trim() || text.includes(keyword.trim());

/** The publishing service (issue 30): print shops and calculation rules; the store keeps them, the shared rules decide. */
export const publishResolvers: Resolvers = {
  publish: {
    publishers: ({ store, data }) =>
      paginate(
        store.state.publishers.filter((p) => matches(p.name, data.keyword)),
        data.pageNum,
        data.pageSize ?? PageSize.PublishList,
      ),
    addPublisher: ({ store, user, data }) => addPublisher(store, user, data),
    plans: ({ store, user, data }) => planPage(store, user, data),
    addPlan: ({ store, user, data }) => addPlan(store, user, data),
    updatePlan: ({ store, data }) => updatePlan(store, data),
    deletePlan: ({ store, data }) => deletePlan(store, data.id),
    checkPlanName: ({ store, data }) => checkPlanName(store, data),
    addResources: ({ store, data }) => addPlanResources(store, data),
    resources: ({ store, data }) => planResourcePage(store, data),
    removeResources: ({ store, data }) => removePlanResources(store, data.ids),
    updatePublisher: ({ store, user, data }) => updatePublisher(store, user, data),
    deletePublisher: ({ store, user, data }) => deletePublisher(store, user, data.id),
    checkPublisherName: ({ store, user, data }) => checkPublisherName(store, user, data),
    calcRules: ({ store, data }) =>
      paginate(
        store.state.calcRules.filter((r) => matches(r.ruleName, data.keyword)),
        data.pageNum,
        data.pageSize ?? PageSize.PublishList,
      ),
    addCalcRule: ({ store, user, data }) => addCalcRule(store, user, data),
    updateCalcRule: ({ store, user, data }) => updateCalcRule(store, user, data),
    deleteCalcRule: ({ store, user, data }) => deleteCalcRule(store, user, data.id),
    checkCalcName: ({ store, user, data }) => checkCalcName(store, user, data),
    countList: ({ store, user, data }) => publishStatistic(store, user, data, 'month'),
    costsOfYear: ({ store, user, data }) => publishCostsOfYear(store, user, data),
    moneyByTime: ({ store, user, data }) => publishStatistic(store, user, data, 'day'),
    publisherCounts: ({ store, user, data }) => publishStatistic(store, user, data, 'publisher'),
    calcCounts: ({ store, user, data }) => publishStatistic(store, user, data, 'calcRule'),
    statisticProjects: ({ store, user, data }) => publishStatistic(store, user, data, 'project'),
  },
};
