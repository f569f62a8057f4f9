import { RecognitionStatus, TransformStatus } from '@atelier/api';
import { readableVersions } from '../approvals/drawings';
import type { RecognitionQueue } from '../approvals/quickWizard';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { readability } from '../recognition/converter';
import { queueRecognition, recognitionsOf } from '../recognition/store';

/**
 * Preview transforms (files.transformStatus and transformAgain, the wizard's 刷新预览; issue 23 item 5). A drawing
 * is previewed and recognised as PDF: a PDF needs no conversion and is answered done at once; a CAD file is
 * converted by the recognition worker's converter (recognition/converter.ts), so its conversion state is its
 * recognition's: waiting while it waits to be read or for a converter (-1 待转码), failed when it could not be read,
 * done once read. A format no converter reads is failed. The transform of a version is named by its record id.
 */

/** Recognition statuses that mean the file was read (converted) whatever matched. */
const READ: ReadonlySet<string> = new Set([
  RecognitionStatus.Success,
  RecognitionStatus.NoFrameTemplate,
  RecognitionStatus.TemplateMismatch,
  RecognitionStatus.TemplateDeleted,
]);

export async function transformStatuses(
  db: Database,
  actor: Actor,
  worker: RecognitionQueue,
  recordIds: readonly string[],
): Promise<
  { recordId: string; transformId: string; status: TransformStatus; distinguishType: RecognitionStatus | null }[]
> {
  const versions = await readableVersions(db, actor, recordIds);
  const states = await recognitionsOf(db, [...versions.keys()]);
  return [...versions.values()].map((version) => {
    const state = states.get(version.recordId);
    const kind = readability(version.resource.ext, worker.converters);
    let status: TransformStatus;
    if (kind === 'pdf') status = TransformStatus.Success;
    else if (kind === 'unsupported') status = TransformStatus.Failed;
    else if (kind === 'transcode' || !state) status = TransformStatus.Pending;
    else if (READ.has(state.status)) status = TransformStatus.Success;
    else if (state.status === RecognitionStatus.Failed) status = TransformStatus.Failed;
    else status = TransformStatus.Pending;
    return {
      recordId: version.recordId,
      transformId: version.recordId,
      status,
      distinguishType: state?.status ?? null,
    };
  });
}

/**
 * Redoes failed conversions: the CAD versions a converter reads go back to the recognition queue (converted and
 * read again); PDFs need none, and formats without a converter wait for one.
 */
export async function transformAgain(
  db: Database,
  actor: Actor,
  worker: RecognitionQueue,
  transformIds: readonly string[],
): Promise<null> {
  const versions = await readableVersions(db, actor, transformIds);
  const again = [...versions.values()].filter((v) => readability(v.resource.ext, worker.converters) === 'convert');
  if (again.length === 0) return null;
  const queued = await queueRecognition(
    db,
    again.map((v) => ({
      recordId: v.recordId,
      resourceId: v.resource.id,
      projectId: v.projectId,
      enterpriseId: v.enterpriseId,
      ext: v.resource.ext,
    })),
    { mode: 'again', userId: actor.userId, converters: worker.converters },
  );
  if (queued > 0) worker.wake();
  return null;
}
