import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/index';
import { calcInfos } from '../db/schema';
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
