import { RecognitionStatus } from '@atelier/api';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/index';
import { drawingRecognitions, frameTemplateRegions, frameTemplates, RegionKind, resources } from '../db/schema';
import { type DrawingConverter, readability } from './converter';
import type { FrameTemplate } from './recognise';

export type RecognitionRow = typeof drawingRecognitions.$inferSelect;

/** Ids per statement: well under the parameter limits of both drivers. */
const CHUNK = 500;

export function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The enabled, not deleted frame templates of an enterprise with their regions. */
export async function loadFrameTemplates(db: Database, enterpriseId: string): Promise<FrameTemplate[]> {
  const rows = await db
    .select()
    .from(frameTemplates)
    .where(
      and(
        eq(frameTemplates.enterpriseId, enterpriseId),
        eq(frameTemplates.enabled, true),
        isNull(frameTemplates.deletedAt),
      ),
    );
  if (rows.length === 0) return [];
  const regions = await db
    .select()
    .from(frameTemplateRegions)
    .where(
      inArray(
        frameTemplateRegions.templateId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(frameTemplateRegions.position));
  return rows.map((row) => {
    const own = regions.filter((r) => r.templateId === row.id);
    const rect = (r: (typeof own)[number]) => ({ x: r.x, y: r.y, width: r.width, height: r.height });
    return {
      id: row.id,
      name: row.name,
      pageWidth: row.pageWidth,
      pageHeight: row.pageHeight,
      sizeTolerance: row.sizeTolerance,
      anchors: own.filter((r) => r.kind === RegionKind.Anchor).map((r) => ({ label: r.label ?? '', rect: rect(r) })),
      signers: own
        .filter((r) => r.kind === RegionKind.Signer && r.dutyId)
        .map((r) => ({ dutyId: r.dutyId ?? '', position: r.position, rect: rect(r) })),
      infos: own
        .filter((r) => r.kind === RegionKind.Info && r.label)
        .map((r) => ({ label: r.label ?? '', position: r.position, rect: rect(r) })),
      curStampNum: row.curStampNum,
    };
  });
}

/** A recognition with what its template has become since. */
export interface RecognitionState {
  row: RecognitionRow;
  /** The status to answer: 5 becomes 4_4 when the template was deleted since. */
  status: RecognitionStatus;
  templateUpdatedAt: Date | null;
  templateDeleted: boolean;
  curStampNum: number | null;
}

const STATUSES = new Set<string>(Object.values(RecognitionStatus));
const asStatus = (value: string): RecognitionStatus =>
  STATUSES.has(value) ? (value as RecognitionStatus) : RecognitionStatus.Failed;

/** The recognitions of these file versions (absent: never asked for). */
export async function recognitionsOf(
  db: Database,
  recordIds: readonly string[],
): Promise<Map<string, RecognitionState>> {
  const found = new Map<string, RecognitionState>();
  for (const part of chunks([...new Set(recordIds)])) {
    const rows = await db
      .select({
        row: drawingRecognitions,
        templateUpdatedAt: frameTemplates.updatedAt,
        templateDeletedAt: frameTemplates.deletedAt,
        curStampNum: frameTemplates.curStampNum,
      })
      .from(drawingRecognitions)
      .leftJoin(frameTemplates, eq(frameTemplates.id, drawingRecognitions.templateId))
      .where(inArray(drawingRecognitions.recordId, part));
    for (const { row, templateUpdatedAt, templateDeletedAt, curStampNum } of rows) {
      const deleted = row.templateId !== null && (templateDeletedAt !== null || templateUpdatedAt === null);
      const status = asStatus(row.status);
      found.set(row.recordId, {
        row,
        status: status === RecognitionStatus.Success && deleted ? RecognitionStatus.TemplateDeleted : status,
        templateUpdatedAt,
        templateDeleted: deleted,
        curStampNum,
      });
    }
  }
  return found;
}

/** A file version to recognise. */
export interface RecognitionTarget {
  recordId: string;
  resourceId: string;
  projectId: string;
  enterpriseId: string;
  ext: string;
}

/**
 * 'start' (startOcr): queues what has no usable answer yet; files waiting or being read stay as they are, and so
 * do recognised ones whose template has not changed since. 'again' (reOcr): every file back to 0 待识别.
 * Formats without a converter go to -1 待转码, formats that are not drawings to 4_9. Answers how many were queued.
 */
export async function queueRecognition(
  db: Database,
  targets: readonly RecognitionTarget[],
  options: { mode: 'start' | 'again'; userId: string; converters: readonly DrawingConverter[] },
): Promise<number> {
  const unique = [...new Map(targets.map((t) => [t.recordId, t])).values()];
  const existing = await recognitionsOf(
    db,
    unique.map((t) => t.recordId),
  );
  const now = new Date();
  const writes: { target: RecognitionTarget; status: RecognitionStatus }[] = [];
  for (const target of unique) {
    const kind = readability(target.ext, options.converters);
    const status =
      kind === 'transcode'
        ? RecognitionStatus.WaitingTranscode
        : kind === 'unsupported'
          ? RecognitionStatus.Failed
          : RecognitionStatus.Waiting;
    const known = existing.get(target.recordId);
    if (options.mode === 'start' && known && keeps(known, status)) continue;
    writes.push({ target, status });
  }
  for (const part of chunks(writes)) {
    await db
      .insert(drawingRecognitions)
      .values(
        part.map(({ target, status }) => ({
          recordId: target.recordId,
          resourceId: target.resourceId,
          projectId: target.projectId,
          enterpriseId: target.enterpriseId,
          status,
          requestedBy: options.userId,
          queuedAt: now,
          finishedAt: status === RecognitionStatus.Waiting ? null : now,
          error: status === RecognitionStatus.Failed ? 'not a drawing format' : null,
        })),
      )
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
    await mirrorStatus(
      db,
      part.map((w) => w.target.recordId),
    );
  }
  return writes.filter((w) => w.status === RecognitionStatus.Waiting).length;
}

/** Whether startOcr leaves a file's recognition as it is. */
function keeps(known: RecognitionState, wanted: RecognitionStatus): boolean {
  const current = known.row.status;
  if (current === RecognitionStatus.Waiting || current === RecognitionStatus.Recognising) return true;
  if (wanted === RecognitionStatus.WaitingTranscode) return current === RecognitionStatus.WaitingTranscode;
  if (current !== RecognitionStatus.Success || known.templateDeleted) return false;
  const finished = known.row.finishedAt;
  return finished !== null && known.templateUpdatedAt !== null && known.templateUpdatedAt <= finished;
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
        inArray(drawingRecognitions.recordId, recordIds),
      ),
    );
}
