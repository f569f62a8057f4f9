import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/index';
import {
  ApprovalAction,
  approvalActions,
  approvalDrawings,
  approvalForms,
  approvalStamps,
  approvals,
  projects,
  resources,
  stamps,
  uploadSessions,
  users,
} from '../db/schema';

/** The rows an approval's detail, files and downloads read (approvals/detail.ts, downloadAll.ts). */

export type ApprovalRow = typeof approvals.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type FormRow = typeof approvalForms.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** An approval with its project, or undefined. */
export async function findApprovalWithProject(
  db: Database,
  actId: string,
): Promise<{ approval: ApprovalRow; project: ProjectRow } | undefined> {
  const [row] = await db
    .select({ approval: approvals, project: projects })
    .from(approvals)
    .innerJoin(projects, eq(projects.id, approvals.projectId))
    .where(eq(approvals.id, actId))
    .limit(1);
  return row;
}

/** The approval's forms with their people, by step then name. */
export function formsWithPeople(db: Database, actId: string): Promise<{ form: FormRow; user: UserRow }[]> {
  return db
    .select({ form: approvalForms, user: users })
    .from(approvalForms)
    .innerJoin(users, eq(users.id, approvalForms.userId))
    .where(eq(approvalForms.approvalId, actId))
    .orderBy(asc(approvalForms.task), asc(users.realname));
}

/** The files (resources) of an approval's drawings. */
export async function approvalResources(db: Database, actId: string) {
  const rows = await db
    .select({ resource: resources })
    .from(approvalDrawings)
    .innerJoin(resources, eq(resources.id, approvalDrawings.resourceId))
    .where(eq(approvalDrawings.approvalId, actId));
  return rows.map((row) => row.resource);
}

/** People by id. */
export function usersByIds(db: Database, ids: readonly string[]): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** The uploaded attachments of these upload ids (any order). */
export async function attachmentsOf(db: Database, uploadIds: readonly string[]) {
  if (uploadIds.length === 0) return [];
  return db
    .select({ id: uploadSessions.uploadId, fileName: uploadSessions.fileName, fileSize: uploadSessions.fileLength })
    .from(uploadSessions)
    .where(inArray(uploadSessions.uploadId, [...uploadIds]));
}

/** The remark of the approval's latest refusal or withdrawal that has one, or null. */
export async function latestEndingRemark(db: Database, approvalId: string): Promise<string | null> {
  const [ending] = await db
    .select({ remark: approvalActions.remark })
    .from(approvalActions)
    .where(
      and(
        eq(approvalActions.approvalId, approvalId),
        inArray(approvalActions.action, [ApprovalAction.Refuse, ApprovalAction.Withdraw]),
        isNotNull(approvalActions.remark),
      ),
    )
    .orderBy(desc(approvalActions.createdAt))
    .limit(1);
  return ending?.remark ?? null;
}

/** The approval's drawings with their files, by batch and position. */
export function drawingsWithResources(db: Database, actId: string) {
  return db
    .select({ drawing: approvalDrawings, resource: resources })
    .from(approvalDrawings)
    .innerJoin(resources, eq(resources.id, approvalDrawings.resourceId))
    .where(eq(approvalDrawings.approvalId, actId))
    .orderBy(asc(approvalDrawings.batch), asc(approvalDrawings.position));
}

/** The stamps chosen for the approval, by usage and position. */
export function placedStamps(db: Database, actId: string) {
  return db
    .select({ usage: approvalStamps.usage, batch: approvalStamps.batch, stamp: stamps })
    .from(approvalStamps)
    .innerJoin(stamps, eq(stamps.id, approvalStamps.stampId))
    .where(eq(approvalStamps.approvalId, actId))
    .orderBy(asc(approvalStamps.usage), asc(approvalStamps.position));
}

/** The file ids of approvals' drawings, only those among `resourceIds` when given (duplicates possible). */
export async function drawingResourceIds(
  db: Database,
  approvalIds: readonly string[],
  resourceIds?: readonly string[],
): Promise<string[]> {
  const rows = await db
    .select({ resourceId: approvalDrawings.resourceId })
    .from(approvalDrawings)
    .where(
      and(
        inArray(approvalDrawings.approvalId, [...approvalIds]),
        ...(resourceIds && resourceIds.length > 0 ? [inArray(approvalDrawings.resourceId, [...resourceIds])] : []),
      ),
    );
  return rows.map((row) => row.resourceId);
}
