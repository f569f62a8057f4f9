/**
 * The recycle bins' purge (issue 25; 001 section 4.7: a project in the recycle bin is kept 30 days, days left = 30
 * minus the days since): a project, or an entry of a project's file recycle bin, past its 30 days is deleted for
 * good with its stored files. A background job of the durable job table does it: queued at start and every hour,
 * so a restart loses nothing (what was due is still due, by the dates), and one that stops midway is taken up again
 * (every step skips what is done). The rows stay for what names them; the versions nothing else names are deleted,
 * and their stored objects swept (files/storageSweep.ts, which keeps an object another row still shares).
 */
import { isRecycleExpired, RECYCLE_RETENTION_DAYS } from '@atelier/api';
import type { Database } from '../db/index';
import { purgeExpired } from '../files/recycle';
import { dropStoredFiles } from '../files/storageSweep';
import { JobKind } from '../jobs/kinds';
import { enqueueJob } from '../jobs/repository';
import type { JobHandler, JobLog } from '../jobs/runner';
import {
  markProjectPurgedIfDeleted,
  projectsDeletedBefore,
  projectsWithRecycleEntriesBefore,
  purgeAllResources,
} from './purgeRepository';

const DAY_MS = 86_400_000;
/** The purge job's one subject: every recycle bin. */
export const RECYCLE_PURGE_SUBJECT = 'recycle-bins';
/** How often the purge is queued while the server runs. */
export const RECYCLE_PURGE_EVERY_MS = 60 * 60 * 1000;

/** A deleted project, for good: it, its folders and files, and their stored files (in one transaction). */
export async function purgeProjectForGood(db: Database, projectId: string, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await markProjectPurgedIfDeleted(tx, projectId, at))) return false;
    await dropStoredFiles(tx, await purgeAllResources(tx, projectId, at));
    return true;
  });
}

/** Purges what is past its 30 days at `now`: deleted projects, then entries of the file recycle bins. */
export async function purgeExpiredRecycleBins(db: Database, now: Date): Promise<{ projects: number; bins: number }> {
  const before = new Date(now.getTime() - RECYCLE_RETENTION_DAYS * DAY_MS);
  let purged = 0;
  for (const project of await projectsDeletedBefore(db, new Date(before.getTime() + 1))) {
    if (project.deletedAt && isRecycleExpired(project.deletedAt, now)) {
      if (await purgeProjectForGood(db, project.id, now)) purged += 1;
    }
  }
  const bins = await projectsWithRecycleEntriesBefore(db, before);
  for (const projectId of bins) await db.transaction((tx) => purgeExpired(tx, projectId, now));
  return { projects: purged, bins: bins.length };
}

/** Queues the purge (an open one is reused). */
export function queueRecyclePurge(db: Database): Promise<string> {
  return enqueueJob(db, JobKind.PurgeRecycle, RECYCLE_PURGE_SUBJECT);
}

/** The job handler; `now` is the clock (tests move it). */
export function recyclePurgeJob(deps: { log: JobLog; now?: () => Date }): JobHandler {
  const now = deps.now ?? (() => new Date());
  return {
    run: async (db) => {
      await purgeExpiredRecycleBins(db, now());
    },
    giveUp: async (_db, job, failure) => {
      deps.log.error({ jobId: job.id, failure }, 'recycle purge given up: the next one queued will try again');
    },
  };
}

/**
 * Queues the purge when the server is ready and every hour after; the job runner's loop takes it up (a queued job
 * survives a restart, and the next start queues one anyway).
 */
export function scheduleRecyclePurge(
  app: { addHook: (name: 'onReady' | 'onClose', hook: () => Promise<void>) => unknown; log: JobLog },
  db: Database,
): void {
  let timer: ReturnType<typeof setInterval> | null = null;
  let queueing: Promise<unknown> = Promise.resolve();
  const queue = () => {
    queueing = queueRecyclePurge(db).catch((error: unknown) =>
      app.log.error({ err: error }, 'recycle purge: queueing failed'),
    );
    return queueing;
  };
  app.addHook('onReady', async () => {
    await queue();
    timer = setInterval(queue, RECYCLE_PURGE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await queueing;
  });
}
