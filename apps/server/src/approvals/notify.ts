import { DesignedNotificationType, NotificationType, type StoredNotificationType } from '@atelier/api';
import type { Database } from '../db/index';
import { notify as notifyPeople } from '../notifications/notify';

/** The approval a notification is about. */
export interface NotifiedApproval {
  id: string;
  enterpriseId: string;
  projectId: string;
  actName: string;
}

/** The notification codes the approval engine records (000 section 9, 001 section 3.2, and stamping failed). */
export type ApprovalNotification = Exclude<
  StoredNotificationType,
  typeof NotificationType.FileDeleted | typeof NotificationType.FileRenamed | typeof NotificationType.AdminRightRemoved
>;

/**
 * Records one notification per person (unread), in the caller's transaction, so that a transition and its
 * notifications are written together (notifications/notify.ts writes and announces them). `formId`: the person's
 * form the notification opens, when there is one; `senderId`: whose action it was.
 */
export async function notify(
  db: Database,
  approval: NotifiedApproval,
  type: ApprovalNotification,
  people: readonly { userId: string; formId?: string | null }[],
  senderId?: string,
): Promise<void> {
  await notifyPeople(db, {
    type,
    enterpriseId: approval.enterpriseId,
    recipients: people,
    senderId,
    approval: { id: approval.id, actName: approval.actName },
    projectId: approval.projectId,
  });
}

/**
 * The stamping's outcome (approvals/stamping.ts, stampingJob.ts): 2101004 seal completed, or stamping failed (the
 * detail offers 重新盖章), told to the launcher and to the stamp signer.
 */
export async function notifyStampingOutcome(
  db: Database,
  approval: NotifiedApproval & { launchedBy: string; signMan: string },
  stamped: boolean,
): Promise<void> {
  const type = stamped ? NotificationType.SealCompleted : DesignedNotificationType.StampingFailed;
  await notify(db, approval, type, [{ userId: approval.launchedBy }, { userId: approval.signMan }]);
}
