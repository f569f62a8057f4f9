import { ApprovalMessage } from '@atelier/api';
import type { JobHandler } from '../jobs/runner';
import { type StampingDeps, stampApproval } from './stamping';
import { recordStampingFailure } from './transitionRepository';

/**
 * Stamping a passed approval as a background job (jobs/runner.ts): run again after a stop midway, it skips the
 * drawings already stamped. A failure is recorded on the approval (stamping failed, with why), where the detail
 * offers 重新盖章.
 */
export function stampingJob(deps: StampingDeps): JobHandler {
  return {
    run: async (db, job) => {
      await stampApproval(db, deps, job.subjectId);
    },
    giveUp: (db, job, failure) =>
      recordStampingFailure(
        db,
        job.subjectId,
        failure.interrupted ? ApprovalMessage.StampingInterrupted : failure.error,
      ),
  };
}
