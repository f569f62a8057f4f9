import { StampEnabled, type StampingState, StampType } from '@atelier/api';
import { and, asc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/index';
import {
  approvalDrawings,
  approvalStamps,
  approvals,
  drawingRecognitions,
  fileRecords,
  frameTemplateRegions,
  RegionKind,
  recognisedSigners,
  resources,
  stampCertificates,
  stamps,
} from '../db/schema';
import { nextVersion } from '../uploads/fileRepository';

/** The rows the stamping of a passed approval reads and writes (approvals/stamping.ts). */

export type ApprovalRow = typeof approvals.$inferSelect;
export type DrawingRow = typeof approvalDrawings.$inferSelect;
export type StampRow = typeof stamps.$inferSelect;
export type RegionRow = typeof frameTemplateRegions.$inferSelect;

/** An approval, or undefined. */
export async function findApproval(db: Database, approvalId: string): Promise<ApprovalRow | undefined> {
  const [approval] = await db.select().from(approvals).where(eq(approvals.id, approvalId)).limit(1);
  return approval;
}

/** Sets the approval's stamping state. */
export async function setStampingState(db: Database, approvalId: string, state: StampingState): Promise<void> {
  await db.update(approvals).set({ stampingState: state }).where(eq(approvals.id, approvalId));
}

/** Records how a stamping ended: its state, why it failed (null when it did not), when it was done. */
export async function recordStampingOutcome(
  db: Database,
  approvalId: string,
  outcome: { stampingState: StampingState; stampingError: string | null; stampedAt: Date | null },
): Promise<void> {
  await db.update(approvals).set(outcome).where(eq(approvals.id, approvalId));
}

/** The approval's drawings with their approved versions and file names, by batch and position. */
export function drawingsToStamp(db: Database, approvalId: string) {
  return db
    .select({ drawing: approvalDrawings, record: fileRecords, fileName: resources.name })
    .from(approvalDrawings)
    .innerJoin(fileRecords, eq(fileRecords.id, approvalDrawings.recordId))
    .innerJoin(resources, eq(resources.id, approvalDrawings.resourceId))
    .where(eq(approvalDrawings.approvalId, approvalId))
    .orderBy(asc(approvalDrawings.batch), asc(approvalDrawings.position));
}

/** The stamps chosen for the approval, by position. */
export function chosenStamps(db: Database, approvalId: string) {
  return db
    .select()
    .from(approvalStamps)
    .where(eq(approvalStamps.approvalId, approvalId))
    .orderBy(asc(approvalStamps.position));
}

/** The recognitions of these versions. */
export async function recognitionsOfRecords(db: Database, recordIds: readonly string[]) {
  if (recordIds.length === 0) return [];
  return db
    .select()
    .from(drawingRecognitions)
    .where(inArray(drawingRecognitions.recordId, [...recordIds]));
}

/** The regions of frame templates that stamps are placed in (stamps, signer fields, signature cells, output, custom). */
export async function stampRegionsOf(db: Database, templateIds: readonly string[]): Promise<RegionRow[]> {
  if (templateIds.length === 0) return [];
  return db
    .select()
    .from(frameTemplateRegions)
    .where(
      and(
        inArray(frameTemplateRegions.templateId, [...templateIds]),
        inArray(frameTemplateRegions.kind, [
          RegionKind.Stamp,
          RegionKind.Signer,
          RegionKind.Signature,
          RegionKind.Output,
          RegionKind.Custom,
        ]),
      ),
    )
    .orderBy(asc(frameTemplateRegions.position));
}

/** Stamps of the enterprise by id. */
export async function enterpriseStampsByIds(
  db: Database,
  enterpriseId: string,
  ids: readonly string[],
): Promise<StampRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(stamps)
    .where(and(eq(stamps.enterpriseId, enterpriseId), inArray(stamps.id, [...ids])));
}

/** The enabled personal signatures of these people in the enterprise, oldest first. */
export async function enabledSignaturesOf(
  db: Database,
  enterpriseId: string,
  userIds: readonly string[],
): Promise<StampRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(stamps)
    .where(
      and(
        eq(stamps.enterpriseId, enterpriseId),
        eq(stamps.stampType, StampType.PersonalSignature),
        eq(stamps.isEnable, StampEnabled.Enabled),
        inArray(stamps.userId, [...userIds]),
      ),
    )
    .orderBy(asc(stamps.createdAt), asc(stamps.id));
}

/** Of these stamps, those whose certificate, made before `at`, was revoked after it. */
export async function stampsRevokedAfter(db: Database, stampIds: readonly string[], at: Date): Promise<string[]> {
  if (stampIds.length === 0) return [];
  const rows = await db
    .select({ stampId: stampCertificates.stampId })
    .from(stampCertificates)
    .where(
      and(
        inArray(stampCertificates.stampId, [...stampIds]),
        lt(stampCertificates.createdAt, at),
        gt(stampCertificates.revokedAt, at),
      ),
    );
  return rows.map((row) => row.stampId);
}

/** Where the stamped bytes of a drawing are stored. */
export interface StampedBytes {
  storageKey: string;
  size: number;
  md5: string;
  contentType: string;
}

/** What the stamping does in the transaction that stores a stamped version. */
export interface StoringSteps {
  /** Claims the stored object (jobs/storageIntents.ts); false when a later run gave this write up. */
  claim(tx: Database): Promise<boolean>;
  /** Once the version is stored: logs the stamps placed on it (each stamp once per approval). */
  stored(tx: Database): Promise<void>;
}

/**
 * The stamped bytes as the next version of the file, once, in one transaction: the drawing's row is locked and
 * skipped when another run stamped it meanwhile (false). The version takes over the approved version's
 * recognition, and becomes the file's current one unless a newer version came meanwhile. The object is claimed
 * and the stamps logged in the same transaction (issue 21): a crash leaves both or neither.
 */
export async function storeStampedVersion(
  db: Database,
  approval: ApprovalRow,
  drawing: DrawingRow,
  bytes: StampedBytes,
  within: StoringSteps,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The approval's row first (the stamp log locks it too), then the drawing's: one order for every stamping.
    await tx.select({ id: approvals.id }).from(approvals).where(eq(approvals.id, approval.id)).for('update');
    const [row] = await tx
      .select({ stampedRecordId: approvalDrawings.stampedRecordId })
      .from(approvalDrawings)
      .where(and(eq(approvalDrawings.approvalId, approval.id), eq(approvalDrawings.resourceId, drawing.resourceId)))
      .for('update');
    if (!row || row.stampedRecordId) return false;
    if (!(await within.claim(tx))) return false;
    const now = new Date();
    const version = await nextVersion(tx, drawing.resourceId);
    const [created] = await tx
      .insert(fileRecords)
      .values({
        resourceId: drawing.resourceId,
        version,
        storageKey: bytes.storageKey,
        size: bytes.size,
        md5: bytes.md5,
        contentType: bytes.contentType,
        createdBy: approval.signMan,
        createdAt: now,
      })
      .returning({ id: fileRecords.id });
    if (!created) throw new Error('stamping: the version was not stored');
    const [recognition] = await tx
      .select()
      .from(drawingRecognitions)
      .where(eq(drawingRecognitions.recordId, drawing.recordId));
    if (recognition) {
      await tx.insert(drawingRecognitions).values({ ...recognition, recordId: created.id });
      const signers = await tx.select().from(recognisedSigners).where(eq(recognisedSigners.recordId, drawing.recordId));
      if (signers.length) {
        await tx.insert(recognisedSigners).values(signers.map((s) => ({ ...s, recordId: created.id })));
      }
    }
    // The stamped version is the file's current one unless a newer version came meanwhile.
    await tx
      .update(resources)
      .set({
        size: bytes.size,
        currentRecordId: created.id,
        updatedAt: now,
        recognitionStatus: recognition?.status ?? null,
      })
      .where(and(eq(resources.id, drawing.resourceId), eq(resources.currentRecordId, drawing.recordId)));
    await tx
      .update(approvalDrawings)
      .set({ stampedRecordId: created.id })
      .where(
        and(
          eq(approvalDrawings.approvalId, approval.id),
          eq(approvalDrawings.resourceId, drawing.resourceId),
          isNull(approvalDrawings.stampedRecordId),
        ),
      );
    await within.stored(tx);
    return true;
  });
}
