import { type AdditionInfo, type ApprovalStatus, publishActions } from '@atelier/api';
import type { Database } from '../db/index';
import type { approvals } from '../db/schema';
import type { Actor } from '../domain/actor';
import { publishActor, publishFacts } from './access';
import { centsToYuan, costRowsInYuan } from './cost';
import { findPublishApproval } from './repository';

type ApprovalRow = typeof approvals.$inferSelect;

/** What a publish approval adds to the detail's additionInfo (000 section 3: Publish). */
export type PublishAdditionInfo = Pick<
  AdditionInfo,
  'publishNum' | 'totalPrice' | 'calcName' | 'deliveryTime' | 'publisherName' | 'pageInfo'
>;

/** The publish info of an approval as launched; null for another kind. */
export async function publishAdditionInfo(db: Database, approvalId: string): Promise<PublishAdditionInfo | null> {
  const row = await findPublishApproval(db, approvalId);
  if (!row) return null;
  return {
    publishNum: row.publishNum,
    totalPrice: centsToYuan(row.totalCents),
    calcName: row.calcName,
    deliveryTime: row.deliveryTime,
    publisherName: row.publisherName,
    pageInfo: JSON.stringify(costRowsInYuan(row.costRows)),
  };
}

/** The detail's publish part: the info, and what the actor may do with it now (the shared rule). */
export async function publishDetail(db: Database, actor: Actor, approval: ApprovalRow, status: ApprovalStatus) {
  return {
    additionInfo: (await publishAdditionInfo(db, approval.id)) ?? {},
    ...publishActions({ ...publishFacts(approval), status }, publishActor(actor, approval)),
  };
}
