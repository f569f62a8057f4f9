/**
 * Publish plans in the fixture server (issue 30): a project's drawings gathered to launch as one publish approval.
 * The rules and refusals are the shared ones of ../rules/publish.ts, called with the store's facts; the fixtures
 * keep state, the server's membership checks are not repeated here (parity covers what both answer).
 */
import { PageSize } from '../entities/constants';
import { PUBLISH_MAX_FILES } from '../rules/publish';
import { PublishPlanMessage, planNameRefusal, planResourcesRefusal } from '../rules/publishPlans';
import type { FixturePublishPlan, FixtureUser } from './seed';
import { enforce, FixtureCode, type FixtureStore, fixtureNow, paginate, refuse } from './store';

interface Page {
  pageNum?: number | undefined;
  pageSize?: number | undefined;
}

const planOf = (plan: FixturePublishPlan) => ({
  id: plan.id,
  planName: plan.planName,
  planType: plan.planType,
  projectId: plan.projectId,
});

function findPlan(store: FixtureStore, id: string): FixturePublishPlan {
  const plan = store.state.publishPlans.find((p) => p.id === id);
  if (!plan) refuse(FixtureCode.Error, PublishPlanMessage.PlanNotFound);
  return plan;
}

/** A plan's drawing still in the project (a deleted one has left the store's resources for its bin). */
const liveFile = (store: FixtureStore, resId: string) => store.state.resources.some((r) => r.resId === resId);

const nameTaken = (store: FixtureStore, projectId: string, planName: string, exceptId?: string) =>
  store.state.publishPlans.some((p) => p.projectId === projectId && p.planName === planName && p.id !== exceptId);

/** The plans of the user's projects (of one when named), latest first. */
export function planPage(store: FixtureStore, user: FixtureUser, query: Page & { projectId?: string | undefined }) {
  const mine = new Set(store.projectsOf(user).map((p) => p.id));
  const plans = store.state.publishPlans.filter(
    (p) => mine.has(p.projectId) && (!query.projectId || p.projectId === query.projectId),
  );
  const page = paginate(plans, query.pageNum, query.pageSize ?? PageSize.PublishList);
  return {
    total: page.total,
    list: page.list.map((plan) => ({
      ...planOf(plan),
      resCount: plan.resources.filter((row) => liveFile(store, row.resId)).length,
      createByName: store.user(plan.createdBy).realname,
      createTime: plan.createTime,
    })),
  };
}

export function checkPlanName(store: FixtureStore, data: { planName: string; projectId: string; id?: string }) {
  enforce(planNameRefusal(nameTaken(store, data.projectId, data.planName, data.id)));
  return true as const;
}

export function addPlan(
  store: FixtureStore,
  user: FixtureUser,
  data: { planName: string; planType: number; projectId: string },
) {
  store.project(data.projectId);
  checkPlanName(store, data);
  const plan: FixturePublishPlan = {
    id: store.nextId('plan'),
    projectId: data.projectId,
    planName: data.planName,
    planType: data.planType,
    createdBy: user.userId,
    createTime: fixtureNow(),
    resources: [],
  };
  store.state.publishPlans.unshift(plan);
  return planOf(plan);
}

export function updatePlan(store: FixtureStore, data: { id: string; planName: string; planType: number }) {
  const plan = findPlan(store, data.id);
  checkPlanName(store, { ...data, projectId: plan.projectId });
  plan.planName = data.planName;
  plan.planType = data.planType;
  return null;
}

export function deletePlan(store: FixtureStore, id: string) {
  const plan = findPlan(store, id);
  store.state.publishPlans = store.state.publishPlans.filter((p) => p !== plan);
  return null;
}

/** Gathers drawings (files of the plan's project) in the plan; one already there stays once. */
export function addPlanResources(store: FixtureStore, data: { planId: string; resIds: string[] }) {
  const plan = findPlan(store, data.planId);
  const wanted = [...new Set(data.resIds)];
  const files = wanted.filter((resId) =>
    store.state.resources.some((r) => r.resId === resId && r.projectId === plan.projectId && !r.isFolder),
  );
  const added = wanted.filter((resId) => !plan.resources.some((r) => r.resId === resId));
  enforce(
    planResourcesRefusal({
      allFilesOfProject: files.length === wanted.length,
      countAfter: plan.resources.length + added.length,
    }),
  );
  for (const resId of added) plan.resources.push({ id: store.nextId('planres'), resId });
  return null;
}

/** The plan's drawings with their copies and current versions, by name (as the server orders them). */
export function planResourcePage(store: FixtureStore, data: Page & { planId: string }) {
  const plan = findPlan(store, data.planId);
  const rows = plan.resources.flatMap((row) => {
    const file = store.state.resources.find((r) => r.resId === row.resId);
    return file
      ? [
          {
            id: row.id,
            resId: file.resId,
            resName: file.resName,
            planId: plan.id,
            publishNum: file.printCopies ?? 1,
            recordId: file.recordId ?? null,
          },
        ]
      : [];
  });
  rows.sort((a, b) => (a.resName < b.resName ? -1 : a.resName > b.resName ? 1 : 0));
  const page = paginate(rows, data.pageNum, data.pageSize ?? PUBLISH_MAX_FILES);
  return { total: page.total, list: page.list };
}

export function removePlanResources(store: FixtureStore, ids: string[]) {
  const wanted = new Set(ids);
  const found = store.state.publishPlans.flatMap((p) => p.resources).filter((r) => wanted.has(r.id));
  if (found.length !== wanted.size) refuse(FixtureCode.Error, PublishPlanMessage.PlanNotFound);
  for (const plan of store.state.publishPlans) plan.resources = plan.resources.filter((r) => !wanted.has(r.id));
  return null;
}
