import { ApprovalStatus, restampRefusal, type StampingState } from '@atelier/api';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { DomainError, ErrorCode, ErrorMessage, enforce } from '../domain/errors';
import { PublishRefusal } from '../publish/messages';
import { viewableApproval } from './detail';
import { stampsDrawings } from './launch';
import { type StampingDeps, stampApproval } from './stamping';

/**
 * Stamping again after a failure: by the launcher or the stamp signer, of an approval they may see that stamps
 * drawings and has passed. Drawings already stamped are kept. Answers the stamping's state.
 */
export async function restampApproval(
  db: Database,
  actor: Actor,
  actId: string,
  deps: StampingDeps,
): Promise<StampingState> {
  const { approval } = await viewableApproval(db, actor, actId);
  if (!stampsDrawings(approval.kind)) throw new DomainError(ErrorCode.NotReady, PublishRefusal.NothingToStamp);
  enforce(restampRefusal({ launcherId: approval.launchedBy, signManId: approval.signMan }, actor.userId));
  if (approval.status !== ApprovalStatus.Passed) {
    throw new DomainError(ErrorCode.NotReady, ErrorMessage.RestampNotPassed);
  }
  return stampApproval(db, deps, approval.id);
}
