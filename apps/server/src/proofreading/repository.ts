import { ApprovalStatus, MarkStatus, type OpinionType, type ProoLogOperation } from '@atelier/api';
import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { ApprovalKind } from '../approvals/launch';
import type { Database } from '../db/index';
import {
  approvalDrawings,
  approvalForms,
  approvals,
  fileRecords,
  projects,
  proofreadingLog,
  proofreadingMarkReplies,
  proofreadingMarks,
  proofreadingReports,
  proofreadingTasks,
  resources,
  users,
} from '../db/schema';

/** The rows of proofreading: the steps' roles, the marks and their replies, and what the rules read. */

export type MarkRow = typeof proofreadingMarks.$inferSelect;
export type NewMark = typeof proofreadingMarks.$inferInsert;

export async function insertTasks(
  db: Database,
  rows: readonly { approvalId: string; task: number; prooType: number }[],
): Promise<void> {
  if (rows.length) await db.insert(proofreadingTasks).values([...rows]);
}

/** The role of each step of a proofreading (task → prooType). */
export async function tasksOf(db: Database, approvalId: string): Promise<Map<number, number>> {
  const rows = await db.select().from(proofreadingTasks).where(eq(proofreadingTasks.approvalId, approvalId));
  return new Map(rows.map((r) => [r.task, r.prooType]));
}

/** Which of these files (by resource, or by version) are drawings of a proofreading in progress. */
export async function busyInProofreading(
  db: Database,
  ids: readonly string[],
  by: 'resource' | 'record',
): Promise<string[]> {
  if (ids.length === 0) return [];
  const column = by === 'resource' ? approvalDrawings.resourceId : approvalDrawings.recordId;
  const rows = await db
    .selectDistinct({ id: column })
    .from(approvalDrawings)
    .innerJoin(approvals, eq(approvals.id, approvalDrawings.approvalId))
    .where(
      and(
        inArray(column, [...ids]),
        eq(approvals.kind, ApprovalKind.Proofreading),
        eq(approvals.status, ApprovalStatus.InProgress),
      ),
    );
  return rows.map((r) => r.id);
}

/** The approval's row (undefined when none). */
export async function findApproval(db: Database, approvalId: string) {
  const [row] = await db.select().from(approvals).where(eq(approvals.id, approvalId)).limit(1);
  return row;
}

/** The approvers of an approval (every step's forms). */
export async function approverIds(db: Database, approvalId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ userId: approvalForms.userId })
    .from(approvalForms)
    .where(eq(approvalForms.approvalId, approvalId));
  return new Set(rows.map((r) => r.userId));
}

/** The drawing of an approval a file version belongs to (the file and the version's number), or undefined. */
export async function drawingOfVersion(db: Database, approvalId: string, recordId: string) {
  const [record] = await db
    .select({ resourceId: fileRecords.resourceId, version: fileRecords.version })
    .from(fileRecords)
    .where(eq(fileRecords.id, recordId))
    .limit(1);
  if (!record) return undefined;
  const [drawing] = await db
    .select({ resourceId: approvalDrawings.resourceId })
    .from(approvalDrawings)
    .where(and(eq(approvalDrawings.approvalId, approvalId), eq(approvalDrawings.resourceId, record.resourceId)))
    .limit(1);
  return drawing ? record : undefined;
}

export async function insertMark(db: Database, row: NewMark): Promise<MarkRow> {
  const [mark] = await db.insert(proofreadingMarks).values(row).returning();
  if (!mark) throw new Error('mark not written');
  return mark;
}

export async function findMark(db: Database, id: string): Promise<MarkRow | undefined> {
  const [mark] = await db.select().from(proofreadingMarks).where(eq(proofreadingMarks.id, id)).limit(1);
  return mark;
}

export async function marksByIds(db: Database, ids: readonly string[]): Promise<MarkRow[]> {
  return db
    .select()
    .from(proofreadingMarks)
    .where(inArray(proofreadingMarks.id, [...ids]));
}

export async function deleteMark(db: Database, id: string): Promise<void> {
  await db.delete(proofreadingMarks).where(eq(proofreadingMarks.id, id));
}

export async function decideMarks(
  db: Database,
  ids: readonly string[],
  decision: { status: MarkStatus; decidedBy: string; decidedAt: Date },
): Promise<void> {
  await db
    .update(proofreadingMarks)
    .set(decision)
    .where(inArray(proofreadingMarks.id, [...ids]));
}

/** How many marks of the approval are still unconfirmed. */
export async function unconfirmedMarkCount(db: Database, approvalId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(proofreadingMarks)
    .where(and(eq(proofreadingMarks.approvalId, approvalId), eq(proofreadingMarks.status, MarkStatus.Unconfirmed)));
  return row?.n ?? 0;
}

export interface MarkFilter {
  approvalId: string;
  resourceId?: string | undefined;
  authorId?: string | undefined;
  opinionType?: OpinionType | undefined;
}

/** A page of the approval's marks, oldest first, with their authors' names and the versions' numbers. */
export async function pageOfMarks(db: Database, filter: MarkFilter, page: { offset: number; limit: number }) {
  const conditions: SQL[] = [eq(proofreadingMarks.approvalId, filter.approvalId)];
  if (filter.resourceId) conditions.push(eq(proofreadingMarks.resourceId, filter.resourceId));
  if (filter.authorId) conditions.push(eq(proofreadingMarks.authorId, filter.authorId));
  if (filter.opinionType !== undefined) conditions.push(eq(proofreadingMarks.opinionType, filter.opinionType));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(proofreadingMarks).where(where);
  const rows = await db
    .select({ mark: proofreadingMarks, realname: users.realname, version: fileRecords.version })
    .from(proofreadingMarks)
    .innerJoin(users, eq(users.id, proofreadingMarks.authorId))
    .innerJoin(fileRecords, eq(fileRecords.id, proofreadingMarks.recordId))
    .where(where)
    .orderBy(asc(proofreadingMarks.createdAt), asc(proofreadingMarks.id))
    .offset(page.offset)
    .limit(page.limit);
  return { total: total?.n ?? 0, rows };
}

/** The replies of these marks, oldest first, with their authors' names. */
export async function repliesOf(db: Database, markIds: readonly string[]) {
  if (markIds.length === 0) return [];
  return db
    .select({ reply: proofreadingMarkReplies, realname: users.realname })
    .from(proofreadingMarkReplies)
    .innerJoin(users, eq(users.id, proofreadingMarkReplies.authorId))
    .where(inArray(proofreadingMarkReplies.markId, [...markIds]))
    .orderBy(asc(proofreadingMarkReplies.createdAt), asc(proofreadingMarkReplies.id));
}

export async function insertReply(db: Database, row: { markId: string; authorId: string; comment: string }) {
  const [reply] = await db.insert(proofreadingMarkReplies).values(row).returning();
  if (!reply) throw new Error('reply not written');
  return reply;
}

export async function findReply(db: Database, id: string) {
  const [reply] = await db.select().from(proofreadingMarkReplies).where(eq(proofreadingMarkReplies.id, id)).limit(1);
  return reply;
}

export async function deleteReply(db: Database, id: string): Promise<void> {
  await db.delete(proofreadingMarkReplies).where(eq(proofreadingMarkReplies.id, id));
}

/** A person's name as marks and replies show it. */
export async function realnameOf(db: Database, userId: string): Promise<string> {
  const [user] = await db.select({ realname: users.realname }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.realname ?? '';
}

/** Writes an entry of the proofreading's operation record. */
export async function logOperation(
  db: Database,
  entry: {
    approvalId: string;
    actorId: string;
    operation: ProoLogOperation;
    resourceId?: string | null;
    version?: number | null;
    at?: Date;
  },
): Promise<void> {
  await db.insert(proofreadingLog).values({
    approvalId: entry.approvalId,
    actorId: entry.actorId,
    operation: entry.operation,
    resourceId: entry.resourceId ?? null,
    version: entry.version ?? null,
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}

/** A page of the operation record, newest first, with the operators' names and the drawings' names. */
export async function pageOfLog(db: Database, approvalId: string, page: { offset: number; limit: number }) {
  const where = eq(proofreadingLog.approvalId, approvalId);
  const [total] = await db.select({ n: count() }).from(proofreadingLog).where(where);
  const rows = await db
    .select({ entry: proofreadingLog, realname: users.realname, resName: resources.name })
    .from(proofreadingLog)
    .innerJoin(users, eq(users.id, proofreadingLog.actorId))
    .leftJoin(resources, eq(resources.id, proofreadingLog.resourceId))
    .where(where)
    .orderBy(desc(proofreadingLog.createdAt), desc(proofreadingLog.id))
    .offset(page.offset)
    .limit(page.limit);
  return { total: total?.n ?? 0, rows };
}

/** The proofreading's drawing of a file: the version it holds, and the file's current version and name. */
export async function drawingOfResource(db: Database, approvalId: string, resourceId: string) {
  const [row] = await db
    .select({
      recordId: approvalDrawings.recordId,
      currentRecordId: resources.currentRecordId,
      resName: resources.name,
    })
    .from(approvalDrawings)
    .innerJoin(resources, eq(resources.id, approvalDrawings.resourceId))
    .where(and(eq(approvalDrawings.approvalId, approvalId), eq(approvalDrawings.resourceId, resourceId)))
    .limit(1);
  return row;
}

/** Moves the proofreading's drawing of a file to another version of it. */
export async function setDrawingVersion(
  db: Database,
  approvalId: string,
  resourceId: string,
  recordId: string,
): Promise<void> {
  await db
    .update(approvalDrawings)
    .set({ recordId })
    .where(and(eq(approvalDrawings.approvalId, approvalId), eq(approvalDrawings.resourceId, resourceId)));
}

/** A version's number (undefined when the version is gone). */
export async function versionNumber(db: Database, recordId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ version: fileRecords.version })
    .from(fileRecords)
    .where(eq(fileRecords.id, recordId))
    .limit(1);
  return row?.version;
}

/** What the report's first page names: the proofreading, its project, its initiator and when it ended. */
export async function reportHeading(db: Database, approvalId: string) {
  const [row] = await db
    .select({
      actName: approvals.actName,
      status: approvals.status,
      updatedAt: approvals.updatedAt,
      projectName: projects.name,
      initiator: users.realname,
    })
    .from(approvals)
    .innerJoin(projects, eq(projects.id, approvals.projectId))
    .innerJoin(users, eq(users.id, approvals.launchedBy))
    .where(eq(approvals.id, approvalId))
    .limit(1);
  return row;
}

/** The proofreading's drawings in its order, with the stored object of the version each one holds. */
export async function reportDrawings(db: Database, approvalId: string) {
  return db
    .select({ resId: approvalDrawings.resourceId, resName: resources.name })
    .from(approvalDrawings)
    .innerJoin(resources, eq(resources.id, approvalDrawings.resourceId))
    .where(eq(approvalDrawings.approvalId, approvalId))
    .orderBy(asc(approvalDrawings.batch), asc(approvalDrawings.position));
}

/** The stored objects of these versions (the ones marks were drawn on). */
export async function storedVersions(db: Database, recordIds: readonly string[]) {
  if (recordIds.length === 0) return [];
  return db
    .select({ id: fileRecords.id, storageKey: fileRecords.storageKey, contentType: fileRecords.contentType })
    .from(fileRecords)
    .where(inArray(fileRecords.id, [...recordIds]));
}

/** Records the report of a proofreading (a second generation replaces the first). */
export async function saveReport(
  db: Database,
  row: { approvalId: string; storageKey: string; size: number; md5: string; opinions: number },
): Promise<void> {
  await db
    .insert(proofreadingReports)
    .values(row)
    .onConflictDoUpdate({
      target: proofreadingReports.approvalId,
      set: { storageKey: row.storageKey, size: row.size, md5: row.md5, opinions: row.opinions, createdAt: new Date() },
    });
}

/** The proofreading's report, if generated. */
export async function findReport(db: Database, approvalId: string) {
  const [row] = await db
    .select()
    .from(proofreadingReports)
    .where(eq(proofreadingReports.approvalId, approvalId))
    .limit(1);
  return row;
}

/** The proofreadings that held this version or have marks drawn on it (downloadProofFileRecord), with their start. */
export async function proofreadingsOfVersion(db: Database, recordId: string) {
  const held = db
    .select({ id: approvalDrawings.approvalId })
    .from(approvalDrawings)
    .where(eq(approvalDrawings.recordId, recordId));
  const marked = db
    .select({ id: proofreadingMarks.approvalId })
    .from(proofreadingMarks)
    .where(eq(proofreadingMarks.recordId, recordId));
  return db
    .select({ id: approvals.id, createdAt: approvals.createdAt })
    .from(approvals)
    .where(
      and(
        eq(approvals.kind, ApprovalKind.Proofreading),
        or(inArray(approvals.id, held), inArray(approvals.id, marked)),
      ),
    );
}

/** A version with its drawing's name and its number. */
export async function versionOfDrawing(db: Database, recordId: string) {
  const [row] = await db
    .select({ resId: resources.id, resName: resources.name, version: fileRecords.version })
    .from(fileRecords)
    .innerJoin(resources, eq(resources.id, fileRecords.resourceId))
    .where(eq(fileRecords.id, recordId))
    .limit(1);
  return row;
}
