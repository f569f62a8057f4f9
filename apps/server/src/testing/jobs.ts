import type { StampingDeps } from '../approvals/stamping';
import { stampingJob } from '../approvals/stampingJob';
import type { Database } from '../db/index';
import { storageSweepJob } from '../files/storageSweep';
import { JobKind } from '../jobs/kinds';
import { JobRunner, type JobRunnerOptions } from '../jobs/runner';
import { recyclePurgeJob } from '../projects/purge';
import { proofReportJob } from '../proofreading/reportJob';

const quiet = { error: () => {}, warn: () => {} };

/**
 * A job runner whose stamping uses these deps (a store that fails, say), and whose purge reads `now` (a moved
 * clock); no background loop unless started.
 */
export function jobRunnerWith(
  db: Database,
  deps: StampingDeps,
  options: Partial<Omit<JobRunnerOptions, 'db' | 'handlers'>> & { now?: () => Date } = {},
): JobRunner {
  const { now, ...runnerOptions } = options;
  return new JobRunner({
    db,
    log: quiet,
    handlers: {
      [JobKind.StampApproval]: stampingJob(deps),
      [JobKind.SweepStorage]: storageSweepJob({ files: deps.files, log: quiet }),
      [JobKind.ProofReport]: proofReportJob({ files: deps.files, log: quiet }),
      [JobKind.PurgeRecycle]: recyclePurgeJob({ log: quiet, now }),
    },
    background: false,
    ...runnerOptions,
  });
}
