import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/index';
import { calcInfos, drawingRecognitions, fileRecords, frameTemplateRegions, frameTemplates } from '../db/schema';
import { chunks } from '../recognition/store';

/** The stamp configurations of file versions (text-signature mode): one per version. */

export type CalcInfoRow = typeof calcInfos.$inferSelect;

/** Stores a version's configuration, replacing the one saved before. */
export async function saveCalcInfo(
  db: Database,
  recordId: string,
  values: { templateId: string | null; info: string; updatedBy: string; updatedAt: Date },
): Promise<void> {
  await db
    .insert(calcInfos)
    .values({ recordId, ...values })
    .onConflictDoUpdate({ target: calcInfos.recordId, set: values });
}

export async function findCalcInfo(db: Database, recordId: string): Promise<CalcInfoRow | undefined> {
  const [row] = await db.select().from(calcInfos).where(eq(calcInfos.recordId, recordId)).limit(1);
  return row;
}

/** The saved configurations of these versions, with their template and text. */
export async function calcInfosOf(
  db: Database,
  recordIds: readonly string[],
): Promise<{ recordId: string; templateId: string | null; info: string }[]> {
  const rows: { recordId: string; templateId: string | null; info: string }[] = [];
  for (const part of chunks([...recordIds])) {
    rows.push(
      ...(await db
        .select({ recordId: calcInfos.recordId, templateId: calcInfos.templateId, info: calcInfos.info })
        .from(calcInfos)
        .where(inArray(calcInfos.recordId, part))),
    );
  }
  return rows;
}

/** Where the bytes of these versions are stored, by record id. */
export async function storageKeysOf(db: Database, recordIds: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const part of chunks([...recordIds])) {
    const rows = await db
      .select({ id: fileRecords.id, storageKey: fileRecords.storageKey })
      .from(fileRecords)
      .where(inArray(fileRecords.id, part));
    for (const row of rows) found.set(row.id, row.storageKey);
  }
  return found;
}

/** A frame template of the enterprise that is not deleted, or undefined. */
export async function findLiveTemplate(db: Database, enterpriseId: string, templateId: string) {
  const [row] = await db
    .select()
    .from(frameTemplates)
    .where(
      and(
        eq(frameTemplates.id, templateId),
        eq(frameTemplates.enterpriseId, enterpriseId),
        isNull(frameTemplates.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/** The enterprise's frame templates that are not deleted. */
export function liveTemplatesOf(db: Database, enterpriseId: string) {
  return db
    .select()
    .from(frameTemplates)
    .where(and(eq(frameTemplates.enterpriseId, enterpriseId), isNull(frameTemplates.deletedAt)));
}

/** A template's regions. */
export function regionsOfTemplate(db: Database, templateId: string) {
  return db.select().from(frameTemplateRegions).where(eq(frameTemplateRegions.templateId, templateId));
}

/** The frame template each of these versions was recognised with (versions without one are absent). */
export async function recognisedTemplatesOf(db: Database, recordIds: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const part of chunks([...recordIds])) {
    const rows = await db
      .select({ recordId: drawingRecognitions.recordId, templateId: drawingRecognitions.templateId })
      .from(drawingRecognitions)
      .where(inArray(drawingRecognitions.recordId, part));
    for (const row of rows) if (row.templateId) found.set(row.recordId, row.templateId);
  }
  return found;
}
