import type { Database } from '../db/index';
import { type JobKind, JobState } from './kinds';
import { type ClaimedJob, claimDueJobs, claimJob, findJob, finishJob, renewLease } from './repository';

/** What the runner logs to (the app's logger: pino's interface). */
export interface JobLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** How to run one kind of job. */
export interface JobHandler {
  /** Does the work; safe to run again after a stop midway (what is done is skipped). A throw fails the job. */
  run(db: Database, job: ClaimedJob): Promise<void>;
  /** Records on the subject that the job failed or was given up, so that people see it and may start it again. */
  giveUp(db: Database, job: ClaimedJob, failure: JobFailure): Promise<void>;
}

/** Why a job ended without its work done: its handler threw, or it kept stopping midway (its process died). */
export type JobFailure = { interrupted: true } | { interrupted: false; error: string };

export interface JobRunnerOptions {
  db: Database;
  log: JobLog;
  handlers: Record<JobKind, JobHandler>;
  /** How often to look for jobs nobody is running. */
  pollMs?: number;
  /** How long a claim holds a job without renewal; renewed every third of it while the job runs. */
  leaseMs?: number;
  /** A queued job younger than this is left to the request that queued it. */
  graceMs?: number;
  /** Take-ups after which a job that keeps stopping midway is given up. */
  maxAttempts?: number;
  /** Whether the background loop runs (the requests' own runs do in any case). */
  background?: boolean;
  /**
   * The database is this process's alone (PGlite in its data directory, which one process opens at a time): a job
   * left queued or running when the loop starts was the previous run's, whose process is gone, and is taken up at
   * once instead of after its grace or lease. Off for PostgreSQL, where another server process may be running it.
   */
  exclusive?: boolean;
}

/**
 * Runs background jobs from the durable job table. A request that queues a job runs it at once ({@link runNow});
 * the background loop takes up what nobody runs: jobs whose process died (their lease ran out) and jobs queued by a
 * request that never got to run them. A job is given up after `maxAttempts` take-ups, its handler told why.
 */
export class JobRunner {
  private readonly db: Database;
  private readonly log: JobLog;
  private readonly handlers: Record<JobKind, JobHandler>;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly graceMs: number;
  private readonly maxAttempts: number;
  private readonly background: boolean;
  private readonly exclusive: boolean;
  private loop: Promise<void> | null = null;
  private stopping = false;
  private wakeUp: (() => void) | null = null;
  private readonly inHand = new Set<Promise<void>>();

  constructor(options: JobRunnerOptions) {
    this.db = options.db;
    this.log = options.log;
    this.handlers = options.handlers;
    this.pollMs = options.pollMs ?? 5_000;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.graceMs = options.graceMs ?? 30_000;
    this.maxAttempts = options.maxAttempts ?? 3;
    this.background = options.background ?? true;
    this.exclusive = options.exclusive ?? false;
  }

  start(): void {
    if (!this.background || this.loop) return;
    this.stopping = false;
    this.loop = this.poll(new Date());
  }

  /** Stops looking for work and waits for the jobs in hand (before the database closes). */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeUp?.();
    await this.loop;
    this.loop = null;
    await Promise.allSettled([...this.inHand]);
  }

  /**
   * Runs a queued job now, in the caller's time. When another process holds it, waits (up to `waitMs`) for it to
   * end. Answers the job's state at the end.
   */
  async runNow(jobId: string, waitMs = 120_000): Promise<JobState | undefined> {
    const now = new Date();
    const claimed = await claimJob(this.db, jobId, this.leaseFrom(now), now);
    if (claimed) {
      await this.track(this.execute(claimed));
    } else {
      const deadline = Date.now() + waitMs;
      while (Date.now() < deadline) {
        const row = await findJob(this.db, jobId);
        if (!row || row.state === JobState.Done || row.state === JobState.Failed) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    return (await findJob(this.db, jobId))?.state;
  }

  /** Looks for due jobs once (the loop's round; tests call it to resume without waiting for a poll). */
  async runDue(limit = 4): Promise<number> {
    const now = new Date();
    const jobs = await claimDueJobs(this.db, {
      limit,
      leaseUntil: this.leaseFrom(now),
      queuedBefore: new Date(now.getTime() - this.graceMs),
      now,
    });
    await Promise.all(jobs.map((job) => this.track(this.execute(job))));
    return jobs.length;
  }

  private leaseFrom(now: Date): Date {
    return new Date(now.getTime() + this.leaseMs);
  }

  private track(work: Promise<void>): Promise<void> {
    this.inHand.add(work);
    return work.finally(() => this.inHand.delete(work));
  }

  private async execute(job: ClaimedJob): Promise<void> {
    const handler = this.handlers[job.kind];
    if (job.attempts > this.maxAttempts) {
      this.log.error({ jobId: job.id, kind: job.kind, attempts: job.attempts }, 'jobs: given up after stops midway');
      await this.end(job, handler, { interrupted: true });
      return;
    }
    // Renewed while the work runs, so that only a dead process loses the job.
    const renewal = setInterval(() => {
      renewLease(this.db, job.id, this.leaseFrom(new Date())).catch((error: unknown) =>
        this.log.warn({ err: error, jobId: job.id }, 'jobs: renewing a lease failed'),
      );
    }, this.leaseMs / 3);
    try {
      await handler.run(this.db, job);
      await finishJob(this.db, job.id, JobState.Done, null, new Date());
    } catch (error) {
      this.log.error({ err: error, jobId: job.id, kind: job.kind }, 'jobs: a job failed');
      await this.end(job, handler, {
        interrupted: false,
        error: error instanceof Error ? error.message : String(error),
      });
    } finally {
      clearInterval(renewal);
    }
  }

  private async end(job: ClaimedJob, handler: JobHandler, failure: JobFailure): Promise<void> {
    try {
      await handler.giveUp(this.db, job, failure);
    } catch (error) {
      this.log.error({ err: error, jobId: job.id }, 'jobs: recording a failure on the subject failed');
    }
    await finishJob(this.db, job.id, JobState.Failed, failure.interrupted ? 'interrupted' : failure.error, new Date());
  }

  /**
   * Takes up every job a previous run of this process left (see `exclusive`): queued before `startedAt`, or running
   * under a lease taken before it. A lease this run takes ends at `startedAt + leaseMs` or later, one the previous
   * run took or renewed ends before that, so the jobs this run's requests hold are left to them.
   */
  private async takeUpLeftovers(startedAt: Date): Promise<void> {
    while (!this.stopping) {
      const now = new Date();
      const jobs = await claimDueJobs(this.db, {
        limit: 4,
        leaseUntil: this.leaseFrom(now),
        queuedBefore: startedAt,
        now: this.leaseFrom(startedAt),
      });
      if (jobs.length === 0) return;
      await Promise.all(jobs.map((job) => this.track(this.execute(job))));
    }
  }

  private async poll(startedAt: Date): Promise<void> {
    if (this.exclusive) {
      try {
        await this.takeUpLeftovers(startedAt);
      } catch (error) {
        this.log.error({ err: error }, 'jobs: taking up the jobs left at the last stop failed');
      }
    }
    while (!this.stopping) {
      try {
        if ((await this.runDue()) > 0) continue;
      } catch (error) {
        this.log.error({ err: error }, 'jobs: looking for due jobs failed');
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.pollMs);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = null;
    }
  }
}
