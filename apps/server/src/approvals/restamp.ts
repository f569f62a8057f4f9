import { restampRefusal, restampStateRefusal, StampingState } from '@atelier/api';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { DomainError, ErrorCode, enforce } from '../domain/errors';
import { JobKind } from '../jobs/kinds';
import { enqueueJob } from '../jobs/repository';
import type { JobRunner } from '../jobs/runner';
import { PublishRefusal } from '../publish/messages';
import { viewableApproval } from './detail';
import { stampsDrawings } from './launch';
import { findApproval } from './stampingRepository';

/**
 * Stamping again after a failure: by the launcher or the stamp signer, of an approval they may see that stamps
 * drawings and has passed. Drawings already stamped are kept. Runs as the stamping job (jobs/runner.ts) and
 * answers the stamping's state once it has ended.
 */
export async function restampApproval(
  db: Database,
  actor: Actor,
  actId: string,
  jobs: Pick<JobRunner, 'runNow'>,
): Promise<StampingState> {
  const { approval } = await viewableApproval(db, actor, actId);
  if (!stampsDrawings(approval.kind)) throw new DomainError(ErrorCode.NotReady, PublishRefusal.NothingToStamp);
  enforce(restampRefusal({ launcherId: approval.launchedBy, signManId: approval.signMan }, actor.userId));
  enforce(restampStateRefusal(approval.status));
  // One stamping at a time: pressed twice, or while a stopped one is being taken up, the open job is the one run.
  await jobs.runNow(await enqueueJob(db, JobKind.StampApproval, approval.id));
  return (await findApproval(db, approval.id))?.stampingState ?? StampingState.Failed;
}
