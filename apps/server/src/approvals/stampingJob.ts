import { ApprovalMessage } from '@atelier/api';
import type { JobHandler } from '../jobs/runner';
import { sweepIntents } from '../jobs/storageIntents';
import { notifyStampingOutcome } from './notify';
import { type StampingDeps, stampApproval, stampingOwner } from './stamping';
import { findApproval } from './stampingRepository';
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
    giveUp: async (db, job, failure) => {
      await recordStampingFailure(
        db,
        job.subjectId,
        failure.interrupted ? ApprovalMessage.StampingInterrupted : failure.error,
      );
      const approval = await findApproval(db, job.subjectId);
      if (approval) await notifyStampingOutcome(db, approval, false);
      // What its runs stored without recording is removed now, not at a 重新盖章 that may never come.
      await sweepIntents(db, deps.files, stampingOwner(job.subjectId));
    },
  };
}
