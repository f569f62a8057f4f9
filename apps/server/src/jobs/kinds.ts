/** The kinds of background job (one handler each, apps/server/src/jobs/runner.ts). */
export const JobKind = {
  /** Stamp the drawings of a passed approval (approvals/stamping.ts). */
  StampApproval: 'stampApproval',
  /** Remove a purged file's stored object once nothing references it (files/storageSweep.ts; subject: the key). */
  SweepStorage: 'sweepStorage',
  /** Generate a passed proofreading's marked-opinion report (proofreading/reportJob.ts; subject: the approval). */
  ProofReport: 'proofReport',
  /** Purge what the recycle bins kept past its 30 days (projects/purge.ts; subject: always 'recycle-bins'). */
  PurgeRecycle: 'purgeRecycle',
} as const;
export type JobKind = (typeof JobKind)[keyof typeof JobKind];

/** queued → running → done | failed; a running job whose lease ran out is taken up again. */
export const JobState = {
  Queued: 'queued',
  Running: 'running',
  Done: 'done',
  Failed: 'failed',
} as const;
export type JobState = (typeof JobState)[keyof typeof JobState];
