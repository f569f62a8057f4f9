import { and, count, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/index';
import { projectMembers, publishPlanResources, publishPlans, resources, users } from '../db/schema';

/** The rows of publish plans (issue 30): plans of projects and the drawings gathered in them. */

export type PublishPlanRow = typeof publishPlans.$inferSelect;

/** A plan of the enterprise, or undefined. */
export async function findPlan(db: Database, enterpriseId: string, id: string): Promise<PublishPlanRow | undefined> {
  const [row] = await db
    .select()
    .from(publishPlans)
    .where(and(eq(publishPlans.id, id), eq(publishPlans.enterpriseId, enterpriseId)))
    .limit(1);
  return row;
}

/** Whether another plan of the project has the name (`exceptId`: the one being renamed). */
export async function planNameTaken(db: Database, projectId: string, planName: string, exceptId?: string) {
  const conditions: SQL[] = [eq(publishPlans.projectId, projectId), eq(publishPlans.planName, planName)];
  if (exceptId) conditions.push(ne(publishPlans.id, exceptId));
  const [row] = await db
    .select({ id: publishPlans.id })
    .from(publishPlans)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

/** How many of a plan's drawings are still in the project (not in the recycle bin): what getPubResList lists. */
const liveResourceCount = sql<number>`(
  select count(*)::int from ${publishPlanResources}
  inner join ${resources} on ${resources.id} = ${publishPlanResources.resourceId}
  where ${publishPlanResources.planId} = ${publishPlans.id} and ${resources.deletedAt} is null
)`.mapWith(Number);

/**
 * The plans of the enterprise's projects the user is a member of (of one project when given), latest first, with
 * their creators' names and how many drawings each gathers.
 */
export function plansOfMember(db: Database, enterpriseId: string, userId: string, projectId?: string) {
  const conditions: SQL[] = [eq(publishPlans.enterpriseId, enterpriseId), eq(projectMembers.userId, userId)];
  if (projectId) conditions.push(eq(publishPlans.projectId, projectId));
  return db
    .select({ plan: publishPlans, creatorName: users.realname, resCount: liveResourceCount })
    .from(publishPlans)
    .innerJoin(projectMembers, eq(projectMembers.projectId, publishPlans.projectId))
    .innerJoin(users, eq(users.id, publishPlans.createdBy))
    .where(and(...conditions))
    .orderBy(desc(publishPlans.createdAt), desc(publishPlans.id));
}

export async function insertPlan(db: Database, values: typeof publishPlans.$inferInsert): Promise<PublishPlanRow> {
  const [row] = await db.insert(publishPlans).values(values).returning();
  if (!row) throw new Error('insert publish plan returned nothing');
  return row;
}

export async function updatePlanRow(db: Database, id: string, values: { planName: string; planType: number }) {
  await db.update(publishPlans).set(values).where(eq(publishPlans.id, id));
}

/** Deletes a plan; its drawings leave it (the files stay). */
export async function deletePlanRow(db: Database, id: string) {
  await db.delete(publishPlans).where(eq(publishPlans.id, id));
}

/** The live files (not folders, not in the recycle bin) of a project among `resourceIds`. */
export async function liveFilesOfProject(db: Database, projectId: string, resourceIds: readonly string[]) {
  if (resourceIds.length === 0) return [];
  return db
    .select({ id: resources.id })
    .from(resources)
    .where(
      and(
        inArray(resources.id, [...resourceIds]),
        eq(resources.projectId, projectId),
        eq(resources.isFolder, false),
        isNull(resources.deletedAt),
        isNull(resources.purgedAt),
      ),
    );
}

/** How many drawings the plan gathers. */
export async function planResourceCount(db: Database, planId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(publishPlanResources)
    .where(eq(publishPlanResources.planId, planId));
  return row?.n ?? 0;
}

/** Gathers drawings in a plan; one already there stays once. */
export async function insertPlanResources(db: Database, planId: string, resourceIds: readonly string[]) {
  if (resourceIds.length === 0) return;
  await db
    .insert(publishPlanResources)
    .values(resourceIds.map((resourceId) => ({ planId, resourceId })))
    .onConflictDoNothing();
}

/** The drawings a plan gathers, with their names, copies and current versions, by name. */
export function planResourceRows(db: Database, planId: string) {
  return db
    .select({
      id: publishPlanResources.id,
      resId: resources.id,
      resName: resources.name,
      printCopies: resources.printCopies,
      recordId: resources.currentRecordId,
      deletedAt: resources.deletedAt,
    })
    .from(publishPlanResources)
    .innerJoin(resources, eq(resources.id, publishPlanResources.resourceId))
    .where(eq(publishPlanResources.planId, planId))
    .orderBy(resources.name, publishPlanResources.id);
}

/** The plan rows among `ids` with the plans they belong to. */
export function planResourcesByIds(db: Database, ids: readonly string[]) {
  return db
    .select({ id: publishPlanResources.id, planId: publishPlanResources.planId })
    .from(publishPlanResources)
    .where(inArray(publishPlanResources.id, [...ids]));
}

export async function deletePlanResources(db: Database, ids: readonly string[]) {
  await db.delete(publishPlanResources).where(inArray(publishPlanResources.id, [...ids]));
}
