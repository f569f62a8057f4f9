import { RecognitionStatus } from '@atelier/api';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/index';
import {
  drawingRecognitions,
  fileRecords,
  frameTemplateRegions,
  frameTemplates,
  projectMembers,
  recognisedSigners,
  resources,
  users,
} from '../db/schema';

export { RegionKind } from '../db/schema';

/**
 * The rows recognition reads and writes: the queue (drawing_recognitions), the signers read, the frame templates
 * and the status mirrored on the files.
 */

export type RecognitionRow = typeof drawingRecognitions.$inferSelect;
export type FrameTemplateRow = typeof frameTemplates.$inferSelect;
export type FrameTemplateRegionRow = typeof frameTemplateRegions.$inferSelect;

/** Ids per statement: well under the parameter limits of both drivers. */
const CHUNK = 500;

export function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The enabled, not deleted frame templates of an enterprise. */
export function enabledFrameTemplates(db: Database, enterpriseId: string): Promise<FrameTemplateRow[]> {
  return db
    .select()
    .from(frameTemplates)
    .where(
      and(
        eq(frameTemplates.enterpriseId, enterpriseId),
        eq(frameTemplates.enabled, true),
        isNull(frameTemplates.deletedAt),
      ),
    );
}

/** The regions of these templates, by position. */
export function frameTemplateRegionsOf(
  db: Database,
  templateIds: readonly string[],
): Promise<FrameTemplateRegionRow[]> {
  return db
    .select()
    .from(frameTemplateRegions)
    .where(inArray(frameTemplateRegions.templateId, [...templateIds]))
    .orderBy(asc(frameTemplateRegions.position));
}

/** When each of an enterprise's frame templates last changed (edited or deleted), deleted ones included. */
export function frameTemplateChanges(
  db: Database,
  enterpriseId: string,
): Promise<{ updatedAt: Date; deletedAt: Date | null }[]> {
  return db
    .select({ updatedAt: frameTemplates.updatedAt, deletedAt: frameTemplates.deletedAt })
    .from(frameTemplates)
    .where(eq(frameTemplates.enterpriseId, enterpriseId));
}

/** A recognition with its template's state now (none when the template row is gone). */
export interface RecognitionWithTemplate {
  row: RecognitionRow;
  templateUpdatedAt: Date | null;
  templateDeletedAt: Date | null;
  curStampNum: number | null;
}

/** The recognitions of these file versions (at most a chunk), each with its template's state. */
export function recognitionRows(db: Database, recordIds: readonly string[]): Promise<RecognitionWithTemplate[]> {
  return db
    .select({
      row: drawingRecognitions,
      templateUpdatedAt: frameTemplates.updatedAt,
      templateDeletedAt: frameTemplates.deletedAt,
      curStampNum: frameTemplates.curStampNum,
    })
    .from(drawingRecognitions)
    .leftJoin(frameTemplates, eq(frameTemplates.id, drawingRecognitions.templateId))
    .where(inArray(drawingRecognitions.recordId, [...recordIds]));
}

/** A file version put (back) in the queue, or straight to its final status. */
export interface QueuedRecognition {
  recordId: string;
  resourceId: string;
  projectId: string;
  enterpriseId: string;
  status: RecognitionStatus;
  requestedBy: string;
  queuedAt: Date;
  finishedAt: Date | null;
  error: string | null;
}

/** Writes these recognitions (at most a chunk) afresh: a known version starts over with its attempt counted. */
export async function upsertRecognitions(db: Database, rows: readonly QueuedRecognition[]): Promise<void> {
  await db
    .insert(drawingRecognitions)
    .values([...rows])
    .onConflictDoUpdate({
      target: drawingRecognitions.recordId,
      set: {
        status: sql`excluded.status`,
        attempt: sql`${drawingRecognitions.attempt} + 1`,
        requestedBy: sql`excluded.requested_by`,
        queuedAt: sql`excluded.queued_at`,
        startedAt: null,
        finishedAt: sql`excluded.finished_at`,
        templateId: null,
        scale: 1,
        printedInfo: [],
        pageCount: null,
        error: sql`excluded.error`,
      },
    });
}

/** Copies the status of these versions to their files, where they are the current version. */
export async function mirrorStatus(db: Database, recordIds: readonly string[]): Promise<void> {
  if (recordIds.length === 0) return;
  await db
    .update(resources)
    .set({ recognitionStatus: sql`${drawingRecognitions.status}` })
    .from(drawingRecognitions)
    .where(
      and(
        eq(drawingRecognitions.recordId, resources.currentRecordId),
        inArray(drawingRecognitions.recordId, [...recordIds]),
      ),
    );
}

/** Puts back in the queue what a stopped process was reading (3 识别中 → 0 待识别). */
export async function requeueInterrupted(db: Database): Promise<void> {
  await db
    .update(drawingRecognitions)
    .set({ status: RecognitionStatus.Waiting, startedAt: null })
    .where(eq(drawingRecognitions.status, RecognitionStatus.Recognising));
}

/** A recognition claimed by a worker. */
export interface ClaimedRecognition {
  record_id: string;
  attempt: number;
  resource_id: string;
  project_id: string;
  enterprise_id: string;
}

/**
 * Takes the oldest waiting files, 0 → 3 识别中, skipping rows another process holds (FOR UPDATE SKIP LOCKED, so
 * two processes do not read the same file).
 */
export function claimWaiting(db: Database, batchSize: number): Promise<ClaimedRecognition[]> {
  return queryRows<ClaimedRecognition>(
    db,
    sql`with next as (
          select record_id from drawing_recognitions
           where status = ${RecognitionStatus.Waiting}
           order by queued_at, record_id
           limit ${batchSize}
           for update skip locked
        )
        update drawing_recognitions d
           set status = ${RecognitionStatus.Recognising}, started_at = now()
          from next
         where d.record_id = next.record_id
     returning d.record_id, d.attempt, d.resource_id, d.project_id, d.enterprise_id`,
  );
}

/** Where the bytes of these versions are, with their size and their file's extension. */
export function storedVersions(
  db: Database,
  recordIds: readonly string[],
): Promise<{ id: string; storageKey: string | null; size: number; ext: string }[]> {
  return db
    .select({ id: fileRecords.id, storageKey: fileRecords.storageKey, size: fileRecords.size, ext: resources.ext })
    .from(fileRecords)
    .innerJoin(resources, eq(resources.id, fileRecords.resourceId))
    .where(inArray(fileRecords.id, [...recordIds]));
}

/** The members of a project with their real names. */
export function projectMemberNames(db: Database, projectId: string): Promise<{ userId: string; realname: string }[]> {
  return db
    .select({ userId: users.id, realname: users.realname })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(eq(projectMembers.projectId, projectId));
}

/** What a worker read of one claimed file. */
export interface RecognitionOutcome {
  status: string;
  templateId: string | null;
  scale: number;
  printedInfo: RecognitionRow['printedInfo'];
  pageCount: number | null;
  /** The page that counted (1-based) when recognised. */
  page: number | null;
  error: string | null;
  signers: { dutyId: string; position: number; name: string; userId: string | null }[];
}

/**
 * Writes the outcome of a claimed file in one transaction: the recognition (unless the file was queued again
 * meanwhile: another `attempt`, or no longer 识别中), its signers, and the status on the file where this is its
 * current version. False when nothing was written.
 */
export async function writeOutcome(
  db: Database,
  job: { recordId: string; attempt: number; resourceId: string },
  outcome: RecognitionOutcome,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(drawingRecognitions)
      .set({
        status: outcome.status,
        templateId: outcome.templateId,
        scale: outcome.scale,
        printedInfo: outcome.printedInfo,
        pageCount: outcome.pageCount,
        page: outcome.page,
        error: outcome.error,
        finishedAt: new Date(),
      })
      .where(
        and(
          eq(drawingRecognitions.recordId, job.recordId),
          eq(drawingRecognitions.attempt, job.attempt),
          eq(drawingRecognitions.status, RecognitionStatus.Recognising),
        ),
      )
      .returning({ recordId: drawingRecognitions.recordId });
    if (updated.length === 0) return false;
    await tx.delete(recognisedSigners).where(eq(recognisedSigners.recordId, job.recordId));
    if (outcome.signers.length > 0) {
      await tx
        .insert(recognisedSigners)
        .values(outcome.signers.map((signer) => ({ recordId: job.recordId, ...signer })));
    }
    await tx
      .update(resources)
      .set({ recognitionStatus: outcome.status })
      .where(and(eq(resources.id, job.resourceId), eq(resources.currentRecordId, job.recordId)));
    return true;
  });
}
