/**
 * Background work that must survive a restart (stamping a passed approval; later reports and notifications): one
 * row a job, claimed with a lease that the running process renews, so a job whose process died is taken up again
 * once its lease runs out, by this process restarted or by another (apps/server/src/jobs).
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { JobKind, JobState } from '../../jobs/kinds';
import { createdAt, id } from './columns';

export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: id(),
    kind: text('kind').$type<JobKind>().notNull(),
    /** What the job works on (the approval to stamp). */
    subjectId: text('subject_id').notNull(),
    state: text('state').$type<JobState>().notNull().default('queued'),
    /** Times a process has taken it up: more than the limit means it keeps stopping midway, and it is given up. */
    attempts: integer('attempts').notNull().default(0),
    /** While running: until when the process running it holds it (renewed as it works). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // One open job per subject and kind: passing twice or pressing 重新盖章 twice queues one stamping.
    uniqueIndex('background_jobs_open_idx').on(t.kind, t.subjectId).where(sql`${t.state} in ('queued', 'running')`),
    index('background_jobs_due_idx').on(t.state, t.createdAt),
  ],
);
