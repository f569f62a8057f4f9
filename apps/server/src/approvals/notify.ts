import { Flag, NotificationType } from '@atelier/api';
import type { Database } from '../db/index';
import { insertNotifications } from './transitionRepository';

/** The approval a notification is about. */
export interface NotifiedApproval {
  id: string;
  enterpriseId: string;
  projectId: string;
  actName: string;
}

/** The notification codes the approval engine records (000 section 9, 001 section 3.2). */
export type ApprovalNotification =
  | typeof NotificationType.SignRequest
  | typeof NotificationType.SealRequest
  | typeof NotificationType.Approved
  | typeof NotificationType.Rejected
  | typeof NotificationType.Withdrawn;

/** What each notification says (the approval's name follows). */
const TEXTS: Record<ApprovalNotification, (actName: string) => string> = {
  [NotificationType.SignRequest]: (name) => `您有一个新的审批待处理：${name}`,
  [NotificationType.SealRequest]: (name) => `审批已通过，请您签章：${name}`,
  [NotificationType.Approved]: (name) => `您发起的审批已通过：${name}`,
  [NotificationType.Rejected]: (name) => `您发起的审批被拒绝：${name}`,
  [NotificationType.Withdrawn]: (name) => `审批已被发起人撤回：${name}`,
};

/**
 * Records one notification per person (unread), in the caller's transaction, so that a transition and its
 * notifications are written together. `formId`: the person's form the notification opens, when there is one.
 */
export async function notify(
  db: Database,
  approval: NotifiedApproval,
  type: ApprovalNotification,
  people: readonly { userId: string; formId?: string | null }[],
): Promise<void> {
  const seen = new Set<string>();
  const rows = people.filter((p) => !seen.has(p.userId) && seen.add(p.userId));
  if (rows.length === 0) return;
  await insertNotifications(
    db,
    rows.map((person) => ({
      userId: person.userId,
      enterpriseId: approval.enterpriseId,
      type,
      approvalId: approval.id,
      formId: person.formId ?? null,
      projectId: approval.projectId,
      actName: approval.actName,
      msg: TEXTS[type](approval.actName),
      isRead: Flag.No,
    })),
  );
}
