import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { pendingWithPerson } from '../approvals/listRepository';
import type { Database } from '../db/index';
import {
  approvalActions,
  approvalForms,
  approvals,
  departmentMembers,
  departments,
  enterprises,
  projectMembers,
  projects,
  users,
} from '../db/schema';

/** The person with their enterprise's name and their department there (null when not grouped). */
export async function baseDetailRow(db: Database, enterpriseId: string, userId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      realname: users.realname,
      phone: users.phone,
      enterpriseName: enterprises.name,
      departmentName: departments.name,
    })
    .from(users)
    .innerJoin(enterprises, eq(enterprises.id, enterpriseId))
    .leftJoin(
      departmentMembers,
      and(eq(departmentMembers.userId, users.id), eq(departmentMembers.enterpriseId, enterpriseId)),
    )
    .leftJoin(departments, eq(departments.id, departmentMembers.departmentId))
    .where(eq(users.id, userId));
  return row;
}

/** How many projects of the enterprise (not in the recycle bin) the person is a member of. */
export async function countMemberProjects(db: Database, enterpriseId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(projects)
    .innerJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)))
    .where(and(eq(projects.enterpriseId, enterpriseId), isNull(projects.deletedAt)));
  return row?.n ?? 0;
}

/** The person's pending forms on approvals in progress of the enterprise: the approval, its launch and the step. */
export function pendingTodoForms(db: Database, enterpriseId: string, userId: string) {
  return db
    .select({ approvalId: approvals.id, launchedAt: approvals.createdAt, task: approvalForms.task })
    .from(approvals)
    .innerJoin(approvalForms, eq(approvalForms.approvalId, approvals.id))
    .where(pendingWithPerson(enterpriseId, userId));
}

/** The actions on these approvals' forms, each with its form's step. */
export function formActionsOf(db: Database, approvalIds: readonly string[]) {
  if (approvalIds.length === 0) return Promise.resolve([]);
  return db
    .select({ approvalId: approvalActions.approvalId, task: approvalForms.task, at: approvalActions.createdAt })
    .from(approvalActions)
    .innerJoin(approvalForms, eq(approvalForms.id, approvalActions.formId))
    .where(inArray(approvalActions.approvalId, [...approvalIds]));
}
