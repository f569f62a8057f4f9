import { PageSize, PUBLISH_MAX_FILES, PublishPlanMessage, planNameRefusal, planResourcesRefusal } from '@atelier/api';
import { projectAccessOf } from '../access/projectAccess';
import type { Database } from '../db/index';
import { PUBLISH_PLAN_NAME_CONSTRAINT } from '../db/schema';
import type { Actor } from '../domain/actor';
import { deny, enforce } from '../domain/errors';
import { formatDateTime, paginate } from '../util/format';
import { keepingNameUnique } from './catalog';
import {
  deletePlanResources,
  deletePlanRow,
  findPlan,
  insertPlan,
  insertPlanResources,
  liveFilesOfProject,
  type PublishPlanRow,
  planNameTaken,
  planResourceCount,
  planResourceRows,
  planResourcesByIds,
  plansOfMember,
  updatePlanRow,
} from './planRepository';

/**
 * Publish plans (发布计划; issue 30): a project's members gather its drawings in a named plan, then launch the plan
 * as one publish approval (the launch takes the plan's drawings at their current versions). A plan is worked on by
 * the members of its project; its name is unique in the project. The rules and messages are the shared ones
 * (`@atelier/api` rules/publish.ts).
 */

interface Page {
  pageNum?: number | undefined;
  pageSize?: number | undefined;
}

const planOf = (row: PublishPlanRow) => ({
  id: row.id,
  planName: row.planName,
  planType: row.planType,
  projectId: row.projectId,
});

/** A plan of the actor's enterprise in a project they are a member of; otherwise the denial saying which. */
async function ownPlan(db: Database, actor: Actor, id: string): Promise<PublishPlanRow> {
  const plan = (await findPlan(db, actor.enterpriseId, id)) ?? deny(PublishPlanMessage.PlanNotFound);
  await projectAccessOf(db, actor, plan.projectId);
  return plan;
}

/** The plans of the actor's projects (of one, when named: they must be its member), latest first. */
export async function planPage(db: Database, actor: Actor, query: Page & { projectId?: string | undefined }) {
  if (query.projectId) await projectAccessOf(db, actor, query.projectId);
  const rows = await plansOfMember(db, actor.enterpriseId, actor.userId, query.projectId);
  const page = paginate(rows, query.pageNum, query.pageSize ?? PageSize.PublishList);
  return {
    total: page.total,
    list: page.list.map((r) => ({
      ...planOf(r.plan),
      resCount: r.resCount,
      createByName: r.creatorName,
      createTime: formatDateTime(r.plan.createdAt),
    })),
  };
}

/** Whether the name is free among the project's plans (true), or the 40007 refusal. */
export async function checkPlanName(
  db: Database,
  _actor: Actor,
  data: { planName: string; projectId: string; id?: string | undefined },
) {
  enforce(planNameRefusal(await planNameTaken(db, data.projectId, data.planName, data.id)));
  return true as const;
}

export async function addPlan(
  db: Database,
  actor: Actor,
  data: { planName: string; planType: number; projectId: string },
) {
  await checkPlanName(db, actor, data);
  const row = await keepingNameUnique(
    PUBLISH_PLAN_NAME_CONSTRAINT,
    () => enforce(planNameRefusal(true)),
    () =>
      insertPlan(db, {
        enterpriseId: actor.enterpriseId,
        projectId: data.projectId,
        planName: data.planName,
        planType: data.planType,
        createdBy: actor.userId,
      }),
  );
  return planOf(row);
}

export async function updatePlan(db: Database, actor: Actor, data: { id: string; planName: string; planType: number }) {
  const plan = await ownPlan(db, actor, data.id);
  await checkPlanName(db, actor, { ...data, projectId: plan.projectId });
  await keepingNameUnique(
    PUBLISH_PLAN_NAME_CONSTRAINT,
    () => enforce(planNameRefusal(true)),
    () => updatePlanRow(db, plan.id, { planName: data.planName, planType: data.planType }),
  );
  return null;
}

/** Deletes a plan; its drawings stay in the project. */
export async function deletePlan(db: Database, actor: Actor, data: { id: string }) {
  const plan = await ownPlan(db, actor, data.id);
  await deletePlanRow(db, plan.id);
  return null;
}

/** Gathers drawings (live files of the plan's project) in the plan, up to {@link PUBLISH_MAX_FILES}. */
export async function addPlanResources(db: Database, actor: Actor, data: { planId: string; resIds: string[] }) {
  const plan = await ownPlan(db, actor, data.planId);
  const wanted = [...new Set(data.resIds)];
  const files = await liveFilesOfProject(db, plan.projectId, wanted);
  const already = new Set((await planResourceRows(db, plan.id)).map((r) => r.resId));
  const added = wanted.filter((id) => !already.has(id));
  enforce(
    planResourcesRefusal({
      allFilesOfProject: files.length === wanted.length,
      countAfter: (await planResourceCount(db, plan.id)) + added.length,
    }),
  );
  await insertPlanResources(db, plan.id, added);
  return null;
}

/** The plan's drawings still in the project (not in the recycle bin), with their copies and current versions. */
export async function planResourcePage(db: Database, actor: Actor, data: Page & { planId: string }) {
  const plan = await ownPlan(db, actor, data.planId);
  const rows = (await planResourceRows(db, plan.id)).filter((r) => r.deletedAt === null);
  const page = paginate(rows, data.pageNum, data.pageSize ?? PUBLISH_MAX_FILES);
  return {
    total: page.total,
    list: page.list.map((r) => ({
      id: r.id,
      resId: r.resId,
      resName: r.resName,
      planId: plan.id,
      publishNum: r.printCopies,
      recordId: r.recordId,
    })),
  };
}

/** Drawings leave their plans: every plan named must be the actor's to work on. */
export async function removePlanResources(db: Database, actor: Actor, data: { ids: string[] }) {
  const rows = await planResourcesByIds(db, data.ids);
  if (rows.length !== new Set(data.ids).size) deny(PublishPlanMessage.PlanNotFound);
  for (const planId of new Set(rows.map((r) => r.planId))) await ownPlan(db, actor, planId);
  await deletePlanResources(db, data.ids);
  return null;
}
