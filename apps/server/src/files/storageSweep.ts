/**
 * Purged bytes swept from storage (issue 26). Rapid upload shares stored objects by MD5, so purging a disk file or
 * deleting a version must not delete its object while anything else still points at it: the purge queues a sweep
 * of the key (a background job, recorded in the purge's own transaction, so a restart finds it queued), and the
 * sweep removes the object only when no version, live disk file, stamp image, frame sample or upload in progress
 * references it. A sweep that stops midway runs again (removing a removed object is a no-op).
 */
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/index';
import {
  approvalDrawings,
  calcInfos,
  diskResources,
  drawingRecognitions,
  fileRecords,
  frameTemplateSamples,
  proofreadingMarks,
  stampImages,
  UploadState,
  uploadSessions,
} from '../db/schema';
import { JobKind } from '../jobs/kinds';
import { enqueueJob } from '../jobs/repository';
import type { JobHandler, JobLog } from '../jobs/runner';
import type { FileStore } from '../storage/fileStore';

/** A completed upload is registered right after; one left unregistered longer than this no longer holds its key. */
const COMPLETED_UPLOAD_HOLD_MS = 24 * 60 * 60 * 1000;

/** Queues a sweep of each key (in the caller's transaction). */
export async function queueStorageSweep(db: Database, keys: readonly (string | null | undefined)[]): Promise<void> {
  for (const key of new Set(keys)) {
    if (key) await enqueueJob(db, JobKind.SweepStorage, key);
  }
}

/** A version named by an approval, a calculation, a proofreading mark or a recognition: kept with its bytes. */
const versionInUse = sql`(
  exists (select 1 from ${approvalDrawings} a where a.record_id = ${fileRecords.id} or a.stamped_record_id = ${fileRecords.id})
  or exists (select 1 from ${calcInfos} c where c.record_id = ${fileRecords.id})
  or exists (select 1 from ${proofreadingMarks} m where m.record_id = ${fileRecords.id})
  or exists (select 1 from ${drawingRecognitions} r where r.record_id = ${fileRecords.id})
)`;

/**
 * Deletes the versions of these (purged) resources that nothing else names; answers their storage keys, for the
 * sweep to remove once no other row shares them (rapid upload shares stored objects).
 */
async function deleteUnusedVersions(db: Database, resourceIds: readonly string[]): Promise<string[]> {
  if (resourceIds.length === 0) return [];
  const rows = await db
    .delete(fileRecords)
    .where(and(inArray(fileRecords.resourceId, [...resourceIds]), sql`not ${versionInUse}`))
    .returning({ key: fileRecords.storageKey });
  return rows.map((r) => r.key);
}

/** Deletes the versions of purged project resources that nothing names, and queues the sweep of their bytes. */
export async function dropStoredFiles(db: Database, resourceIds: readonly string[]): Promise<void> {
  await queueStorageSweep(db, await deleteUnusedVersions(db, resourceIds));
}

/** Whether anything still points at the stored object. */
export async function storageKeyReferenced(db: Database, key: string, now = new Date()): Promise<boolean> {
  const found = async (query: Promise<unknown[]>) => (await query).length > 0;
  if (await found(db.select({ id: fileRecords.id }).from(fileRecords).where(eq(fileRecords.storageKey, key)).limit(1)))
    return true;
  if (
    await found(
      db
        .select({ id: diskResources.id })
        .from(diskResources)
        .where(and(eq(diskResources.storageKey, key), isNull(diskResources.purgedAt)))
        .limit(1),
    )
  )
    return true;
  if (
    await found(db.select({ id: stampImages.uuid }).from(stampImages).where(eq(stampImages.storageKey, key)).limit(1))
  )
    return true;
  if (
    await found(
      db
        .select({ id: frameTemplateSamples.id })
        .from(frameTemplateSamples)
        .where(eq(frameTemplateSamples.storageKey, key))
        .limit(1),
    )
  )
    return true;
  return found(
    db
      .select({ id: uploadSessions.uploadId })
      .from(uploadSessions)
      .where(
        and(
          eq(uploadSessions.ossKey, key),
          or(
            eq(uploadSessions.state, UploadState.Uploading),
            and(
              eq(uploadSessions.state, UploadState.Completed),
              gt(uploadSessions.completedAt, new Date(now.getTime() - COMPLETED_UPLOAD_HOLD_MS)),
            ),
          ),
        ),
      )
      .limit(1),
  );
}

/** Removes the job's stored object unless something still references it. */
export async function sweepStorageKey(db: Database, files: FileStore, key: string): Promise<boolean> {
  if (await storageKeyReferenced(db, key)) return false;
  await files.remove(key);
  return true;
}

/** The job handler: the subject is the storage key. */
export function storageSweepJob(deps: { files: FileStore; log: JobLog }): JobHandler {
  return {
    run: async (db, job) => {
      await sweepStorageKey(db, deps.files, job.subjectId);
    },
    giveUp: async (_db, job, failure) => {
      deps.log.error({ key: job.subjectId, failure }, 'storage sweep given up: the object stays');
    },
  };
}
