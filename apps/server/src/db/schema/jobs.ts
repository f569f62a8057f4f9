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

/**
 * Objects a background job is about to write to the file store (issue 21): recorded before the bytes are written,
 * claimed (deleted) in the transaction that stores the row referencing them. A row left behind is a write whose
 * process stopped before its row (or a run superseded by another): the next run of the same owner marks it
 * abandoned, removes the object and then the row, so no object is left that nothing references
 * (jobs/storageIntents.ts).
 */
export const storageIntents = pgTable(
  'storage_intents',
  {
    key: text('key').primaryKey(),
    /** Whose write: the job kind and its subject (`stampApproval:<approval id>`). */
    owner: text('owner').notNull(),
    /** Set when a later run gave the write up: its object is to be removed, the row can no longer be claimed. */
    abandonedAt: timestamp('abandoned_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('storage_intents_owner_idx').on(t.owner)],
);
