import type { DrawingRef } from '../entities/approval';
import { ApprovalStatus } from '../entities/constants';
import { APPROVAL_NAME_TAKEN, BATCH_STAMPS_DUPLICATED, BATCH_TOO_MANY_STAMPS } from './messages';
import { Refuse, type RuleRefusal } from './refusal';

/**
 * The rules of acting on approvals and of launching a quick stamp approval, as pure functions over facts: the
 * server reads the facts from its database, the fixtures from their memory. Texts are Atelier's (the
 * specification gives none).
 */
export const ApprovalMessage = {
  NotFound: '审批不存在',
  FormNotFound: '审批单不存在',
  NothingToHandle: '当前审批无需您处理',
  OnlyLauncherWithdraws: '只有发起人可以撤回审批',
  NotWithdrawable: '当前审批状态不可撤回',
  NoRestamp: '只有发起人或签章人可以重新盖章',
  DrawingsNotRecognised: '存在未识别成功的文件，请处理后再试',
  ApproverRequired: '请至少选择一位审批人',
  BatchWithoutDrawings: '批次中没有图纸',
  DrawingInTwoBatches: '同一图纸不能出现在多个批次中',
} as const;

/** The registration stamps one batch (quick) or one drawing (ordered) may carry. */
export const MAX_STAMPS_PER_BATCH = 2;

/** Pass and refuse: the actor must hold a pending form of the approval's current step. */
export function handleRefusal(facts: { hasPendingForm: boolean }): RuleRefusal | null {
  return facts.hasPendingForm ? null : Refuse.notReady(ApprovalMessage.NothingToHandle);
}

/** Withdraw (recall): by the launcher, while the approval is in progress. */
export function withdrawRefusal(
  approval: { launcherId: string; status: ApprovalStatus },
  userId: string,
): RuleRefusal | null {
  if (approval.launcherId !== userId) return Refuse.denied(ApprovalMessage.OnlyLauncherWithdraws);
  if (approval.status !== ApprovalStatus.InProgress) return Refuse.notReady(ApprovalMessage.NotWithdrawable);
  return null;
}

/** A quick stamp approval's batches as submitted. */
export interface QuickBatch {
  stampIdList: readonly string[];
  userIdList: readonly string[];
  drawings: readonly Pick<DrawingRef, 'resId' | 'recordId'>[];
}

/** What the side that checks a quick submission knows of it. */
export interface QuickSubmissionFacts {
  /** An approval of the project already has the name. */
  nameTaken: boolean;
  /** Whether a drawing (by record id) is recognised successfully. */
  isRecognised: (recordId: string) => boolean;
}

/**
 * The quick submission's rules, in the server's order: the name (unused in the project), each batch's registration
 * stamps (at most two, not twice the same), the drawings (each batch has some, none in two batches, every one
 * recognised), the approvers (at least one). The checks that need more than these facts (stamps usable, drawings
 * readable, signers unchanged, approvers members, CA, attachments) are the server's.
 */
export function checkQuickSubmission(
  submission: { fastInfoVOS: readonly QuickBatch[] },
  facts: QuickSubmissionFacts,
): RuleRefusal | null {
  if (facts.nameTaken) return Refuse.nameTaken(APPROVAL_NAME_TAKEN);
  for (const batch of submission.fastInfoVOS) {
    if (batch.stampIdList.length > MAX_STAMPS_PER_BATCH) return Refuse.invalid(BATCH_TOO_MANY_STAMPS);
    if (new Set(batch.stampIdList).size !== batch.stampIdList.length) return Refuse.invalid(BATCH_STAMPS_DUPLICATED);
  }
  const drawings = submission.fastInfoVOS.flatMap((b) => b.drawings);
  if (submission.fastInfoVOS.some((b) => b.drawings.length === 0)) {
    return Refuse.invalid(ApprovalMessage.BatchWithoutDrawings);
  }
  if (new Set(drawings.map((d) => d.resId)).size !== drawings.length) {
    return Refuse.invalid(ApprovalMessage.DrawingInTwoBatches);
  }
  if (drawings.some((d) => !facts.isRecognised(d.recordId))) {
    return Refuse.notReady(ApprovalMessage.DrawingsNotRecognised);
  }
  if (submission.fastInfoVOS.every((b) => b.userIdList.length === 0)) {
    return Refuse.notReady(ApprovalMessage.ApproverRequired);
  }
  return null;
}
