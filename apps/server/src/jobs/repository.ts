import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/index';
import { backgroundJobs } from '../db/schema';
import { type JobKind, JobState } from './kinds';

export type JobRow = typeof backgroundJobs.$inferSelect;

/** What a claim hands the runner. */
export interface ClaimedJob {
  id: string;
  kind: JobKind;
  subjectId: string;
  /** This claim included: more than the runner's limit means the job kept stopping midway. */
  attempts: number;
}

/**
 * Queues a job, in the caller's transaction (so the work is recorded with the change that calls for it). An open
 * job of the same kind and subject is reused: its id is answered.
 */
export async function enqueueJob(db: Database, kind: JobKind, subjectId: string): Promise<string> {
  await db.insert(backgroundJobs).values({ kind, subjectId }).onConflictDoNothing();
  const [open] = await db
    .select({ id: backgroundJobs.id })
    .from(backgroundJobs)
    .where(
      and(
        eq(backgroundJobs.kind, kind),
        eq(backgroundJobs.subjectId, subjectId),
        inArray(backgroundJobs.state, [JobState.Queued, JobState.Running]),
      ),
    )
    .limit(1);
  if (!open) throw new Error(`jobs: no open ${kind} job for ${subjectId} after queueing it`);
  return open.id;
}

/**
 * Takes one job, if it is free: queued, or running under a lease that has run out (its process died). One UPDATE,
 * so two processes never both take it.
 */
export async function claimJob(db: Database, jobId: string, leaseUntil: Date, now: Date): Promise<ClaimedJob | null> {
  const [claimed] = await db
    .update(backgroundJobs)
    .set({ state: JobState.Running, attempts: sql`${backgroundJobs.attempts} + 1`, leaseUntil })
    .where(
      and(
        eq(backgroundJobs.id, jobId),
        or(
          eq(backgroundJobs.state, JobState.Queued),
          and(eq(backgroundJobs.state, JobState.Running), lt(backgroundJobs.leaseUntil, now)),
        ),
      ),
    )
    .returning({
      id: backgroundJobs.id,
      kind: backgroundJobs.kind,
      subjectId: backgroundJobs.subjectId,
      attempts: backgroundJobs.attempts,
    });
  return claimed ?? null;
}

/**
 * Takes up to `limit` jobs nobody is running: queued before `queuedBefore` (younger ones are being run by the
 * request that queued them), or running under a lease that has run out. Rows another process is claiming are
 * skipped (FOR UPDATE SKIP LOCKED).
 */
export function claimDueJobs(
  db: Database,
  options: { limit: number; leaseUntil: Date; queuedBefore: Date; now: Date },
): Promise<ClaimedJob[]> {
  return queryRows<ClaimedJob>(
    db,
    sql`with due as (
          select id from background_jobs
           where (state = ${JobState.Queued} and created_at < ${options.queuedBefore.toISOString()})
              or (state = ${JobState.Running} and lease_until < ${options.now.toISOString()})
           order by created_at, id
           limit ${options.limit}
           for update skip locked
        )
        update background_jobs j
           set state = ${JobState.Running}, attempts = j.attempts + 1, lease_until = ${options.leaseUntil.toISOString()}
          from due
         where j.id = due.id
     returning j.id, j.kind, j.subject_id as "subjectId", j.attempts`,
  );
}

/** Keeps holding a running job. */
export async function renewLease(db: Database, jobId: string, leaseUntil: Date): Promise<void> {
  await db
    .update(backgroundJobs)
    .set({ leaseUntil })
    .where(and(eq(backgroundJobs.id, jobId), eq(backgroundJobs.state, JobState.Running)));
}

/** Records how a job ended. */
export async function finishJob(
  db: Database,
  jobId: string,
  state: typeof JobState.Done | typeof JobState.Failed,
  error: string | null,
  now: Date,
): Promise<void> {
  await db
    .update(backgroundJobs)
    .set({ state, lastError: error, leaseUntil: null, finishedAt: now })
    .where(eq(backgroundJobs.id, jobId));
}

/** A job by id (tests, and a caller waiting for a job another process runs). */
export async function findJob(db: Database, jobId: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, jobId)).limit(1);
  return row;
}
