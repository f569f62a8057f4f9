import { RecognitionStatus } from '@atelier/api';
import type { Database } from '../db/index';
import { type DrawingConverter, readability } from './converter';
import type { FrameTemplate } from './recognise';
import {
  chunks,
  enabledFrameTemplates,
  frameTemplateChanges,
  frameTemplateRegionsOf,
  mirrorStatus,
  type QueuedRecognition,
  type RecognitionRow,
  RegionKind,
  recognitionRows,
  upsertRecognitions,
} from './repository';

export { chunks, mirrorStatus, type RecognitionRow } from './repository';

/** The enabled, not deleted frame templates of an enterprise with their regions. */
export async function loadFrameTemplates(db: Database, enterpriseId: string): Promise<FrameTemplate[]> {
  const rows = await enabledFrameTemplates(db, enterpriseId);
  if (rows.length === 0) return [];
  const regions = await frameTemplateRegionsOf(
    db,
    rows.map((r) => r.id),
  );
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
    for (const { row, templateUpdatedAt, templateDeletedAt, curStampNum } of await recognitionRows(db, part)) {
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
    await upsertRecognitions(
      db,
      part.map(
        ({ target, status }): QueuedRecognition => ({
          recordId: target.recordId,
          resourceId: target.resourceId,
          projectId: target.projectId,
          enterpriseId: target.enterpriseId,
          status,
          requestedBy: options.userId,
          queuedAt: now,
          finishedAt: status === RecognitionStatus.Waiting ? null : now,
          error: status === RecognitionStatus.Failed ? 'not a drawing format' : null,
        }),
      ),
    );
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

/**
 * When the enterprise's frame templates last changed (created, edited or deleted): a file that matched none before
 * may match now. Null when it has none. Compared in JavaScript: both drivers give timestamps as Dates.
 */
export async function lastTemplateChange(db: Database, enterpriseId: string): Promise<Date | null> {
  const changes = await frameTemplateChanges(db, enterpriseId);
  return changes
    .flatMap((t) => [t.updatedAt, ...(t.deletedAt ? [t.deletedAt] : [])])
    .reduce<Date | null>((latest, at) => (latest && latest >= at ? latest : at), null);
}
