import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/index';
import {
  approvalBatches,
  approvalDrawings,
  approvalForms,
  approvalStamps,
  approvals,
  approvalUids,
  enterprises,
  stamps,
  uploadSessions,
} from '../db/schema';
import type { StampRow } from '../stamps/stamps';

export { StampUsage, UploadState } from '../db/schema';

/**
 * The rows of launching an approval: submission ids, the approval and its batches, drawings, stamps and forms, and
 * what a launch reads (the stamps it names, the enterprise's cloud flag, the launcher's uploads).
 */

export type NewApproval = typeof approvals.$inferInsert & { id: string };
export type NewApprovalBatch = typeof approvalBatches.$inferInsert;
export type NewApprovalDrawing = typeof approvalDrawings.$inferInsert;
export type NewApprovalStamp = typeof approvalStamps.$inferInsert;
export type NewApprovalForm = typeof approvalForms.$inferInsert;
export type UploadRow = typeof uploadSessions.$inferSelect;

/** The unique index that keeps approval names unique in a project. */
export const APPROVAL_NAME_CONSTRAINT = 'approvals_project_name_unique';

/** Drops the submission ids issued before `before` and not used. */
export async function dropUidsIssuedBefore(db: Database, before: Date): Promise<void> {
  await db.delete(approvalUids).where(lt(approvalUids.createdAt, before));
}

export async function insertUid(db: Database, uid: string, userId: string): Promise<void> {
  await db.insert(approvalUids).values({ uid, userId });
}

/** Whether the id was issued to the user and not used yet. */
export async function isUidIssued(db: Database, uid: string, userId: string): Promise<boolean> {
  const [issued] = await db
    .select({ uid: approvalUids.uid })
    .from(approvalUids)
    .where(and(eq(approvalUids.uid, uid), eq(approvalUids.userId, userId)))
    .limit(1);
  return issued !== undefined;
}

export async function dropUid(db: Database, uid: string): Promise<void> {
  await db.delete(approvalUids).where(eq(approvalUids.uid, uid));
}

/** Who launched an approval, of which kind and name. */
export async function findLaunchedApproval(
  db: Database,
  id: string,
): Promise<{ id: string; launchedBy: string; kind: string; actName: string } | undefined> {
  const [existing] = await db
    .select({ id: approvals.id, launchedBy: approvals.launchedBy, kind: approvals.kind, actName: approvals.actName })
    .from(approvals)
    .where(eq(approvals.id, id))
    .limit(1);
  return existing;
}

/** Whether an approval of the project has this name. */
export async function hasApprovalNamed(db: Database, projectId: string, actName: string): Promise<boolean> {
  const [row] = await db
    .select({ id: approvals.id })
    .from(approvals)
    .where(and(eq(approvals.projectId, projectId), eq(approvals.actName, actName)))
    .limit(1);
  return row !== undefined;
}

/** The enterprise's stamps among these ids. */
export function enterpriseStampsByIds(db: Database, enterpriseId: string, ids: readonly string[]): Promise<StampRow[]> {
  return db
    .select()
    .from(stamps)
    .where(and(eq(stamps.enterpriseId, enterpriseId), inArray(stamps.id, [...ids])));
}

/** Whether the enterprise keeps its stamps in the cloud (CA signing). */
export async function stampsInCloud(db: Database, enterpriseId: string): Promise<boolean> {
  const [enterprise] = await db
    .select({ stampIsCloud: enterprises.stampIsCloud })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  return Boolean(enterprise?.stampIsCloud);
}

/** The user's uploads among these ids. */
export function uploadsOfUser(db: Database, userId: string, uploadIds: readonly string[]): Promise<UploadRow[]> {
  return db
    .select()
    .from(uploadSessions)
    .where(and(inArray(uploadSessions.uploadId, [...uploadIds]), eq(uploadSessions.userId, userId)));
}

/** Inserts the approval unless one with its id exists; false when nothing was written. */
export async function insertApproval(db: Database, approval: NewApproval): Promise<boolean> {
  const [row] = await db
    .insert(approvals)
    .values(approval)
    .onConflictDoNothing({ target: approvals.id })
    .returning({ id: approvals.id });
  return row !== undefined;
}

export async function insertApprovalBatches(db: Database, rows: readonly NewApprovalBatch[]): Promise<void> {
  await db.insert(approvalBatches).values([...rows]);
}

export async function insertApprovalDrawings(db: Database, rows: readonly NewApprovalDrawing[]): Promise<void> {
  await db.insert(approvalDrawings).values([...rows]);
}

export async function insertApprovalStamps(db: Database, rows: readonly NewApprovalStamp[]): Promise<void> {
  await db.insert(approvalStamps).values([...rows]);
}

/** Inserts the approvers' forms; answers each form's id, approver and status. */
export function insertApprovalForms(
  db: Database,
  rows: readonly NewApprovalForm[],
): Promise<{ id: string; userId: string; status: string }[]> {
  return db
    .insert(approvalForms)
    .values([...rows])
    .returning({ id: approvalForms.id, userId: approvalForms.userId, status: approvalForms.status });
}
