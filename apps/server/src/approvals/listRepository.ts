import { ApprovalStatus } from '@atelier/api';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/index';
import { approvalForms, approvals, projects, users } from '../db/schema';

/** The rows of the approval lists and counts (approvals/lists.ts). */

/** Whose approvals a list shows: launched by the person, waiting for them, or passed or refused by them. */
export type Whose = 'launched' | 'pending' | 'done';

export interface ApprovalListFilter {
  enterpriseId: string;
  userId: string;
  whose: Whose;
  /** The form statuses of the person's own action (the done list). */
  actedStatuses: readonly string[];
  projectIds?: readonly string[] | undefined;
  moduleType?: number | undefined;
  projectId?: string | undefined;
  /** One approval status (the filter meaning all is left out before). */
  status?: string | undefined;
}

/** Approvals of the filter with their project names and launchers, newest first. */
export function approvalListRows(db: Database, filter: ApprovalListFilter) {
  const conditions: SQL[] = [eq(approvals.enterpriseId, filter.enterpriseId)];
  const withForms = (statuses: readonly string[]) =>
    inArray(
      approvals.id,
      db
        .select({ approvalId: approvalForms.approvalId })
        .from(approvalForms)
        .where(and(eq(approvalForms.userId, filter.userId), inArray(approvalForms.status, [...statuses]))),
    );
  if (filter.whose === 'launched') conditions.push(eq(approvals.launchedBy, filter.userId));
  else if (filter.whose === 'done') conditions.push(withForms(filter.actedStatuses));
  else conditions.push(eq(approvals.status, ApprovalStatus.InProgress), withForms([ApprovalStatus.InProgress]));
  if (filter.projectIds?.length) conditions.push(inArray(approvals.projectId, [...filter.projectIds]));
  if (filter.moduleType !== undefined) conditions.push(eq(approvals.moduleType, filter.moduleType));
  if (filter.projectId) conditions.push(eq(approvals.projectId, filter.projectId));
  if (filter.status !== undefined) conditions.push(eq(approvals.status, filter.status));
  return db
    .select({ approval: approvals, projectName: projects.name, launcher: users })
    .from(approvals)
    .innerJoin(projects, eq(projects.id, approvals.projectId))
    .innerJoin(users, eq(users.id, approvals.launchedBy))
    .where(and(...conditions))
    .orderBy(desc(approvals.createdAt), desc(approvals.id));
}

/** The person's pending forms of these approvals, earliest step first. */
export async function pendingFormRows(db: Database, approvalIds: readonly string[], userId: string) {
  if (approvalIds.length === 0) return [];
  return db
    .select({ id: approvalForms.id, approvalId: approvalForms.approvalId })
    .from(approvalForms)
    .where(
      and(
        inArray(approvalForms.approvalId, [...approvalIds]),
        eq(approvalForms.userId, userId),
        eq(approvalForms.status, ApprovalStatus.InProgress),
      ),
    )
    .orderBy(asc(approvalForms.task));
}

/** An approval in progress of the enterprise and a form of it pending with the person (approvals joined to forms). */
export const pendingWithPerson = (enterpriseId: string, userId: string) =>
  and(
    eq(approvals.enterpriseId, enterpriseId),
    eq(approvals.status, ApprovalStatus.InProgress),
    eq(approvalForms.userId, userId),
    eq(approvalForms.status, ApprovalStatus.InProgress),
  );

/** The approvals in progress of the enterprise with a pending form of the person, each once, with its type. */
export function todoRows(db: Database, enterpriseId: string, userId: string) {
  return db
    .selectDistinct({ id: approvals.id, moduleType: approvals.moduleType })
    .from(approvals)
    .innerJoin(approvalForms, eq(approvalForms.approvalId, approvals.id))
    .where(pendingWithPerson(enterpriseId, userId));
}

/** How many approvals the person launched in the enterprise. */
export async function countLaunched(db: Database, enterpriseId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(approvals)
    .where(and(eq(approvals.enterpriseId, enterpriseId), eq(approvals.launchedBy, userId)));
  return row?.n ?? 0;
}

/** Whether an approval of the type already has this name in the enterprise. */
export async function isNameTakenInEnterprise(
  db: Database,
  enterpriseId: string,
  moduleType: number,
  actName: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: approvals.id })
    .from(approvals)
    .where(
      and(
        eq(approvals.enterpriseId, enterpriseId),
        eq(approvals.moduleType, moduleType),
        eq(approvals.actName, actName),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
