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
  /** A restamp of an approval that has not passed. */
  RestampNotPassed: '审批通过后才能盖章',
  /**
   * The fixtures' restamp of an approval none of whose drawings failed (they stamp at once, with no job to take up;
   * the server runs the stamping again, which keeps what is stamped, so that restamps sent together all succeed).
   */
  NothingFailedToRestamp: '当前审批没有盖章失败的图纸',
  DrawingsNotRecognised: '存在未识别成功的文件，请处理后再试',
  ApproverRequired: '请至少选择一位审批人',
  BatchWithoutDrawings: '批次中没有图纸',
  DrawingInTwoBatches: '同一图纸不能出现在多个批次中',
  /** An ordered signing or a publish approval naming one file twice. */
  FileListedTwice: '同一文件不能重复添加',
  /** The drawing check's correction naming someone outside the project. */
  CorrectionNotMember: '所选人员不是项目成员',
  /** The reason the file check gives a drawing whose recognition has not ended. */
  NotRecognisedYet: '文件未识别成功',
  /** Stamping stopped midway again and again (the server died each time): shown in the detail with 重新盖章. */
  StampingInterrupted: '盖章多次中断，请重新盖章',
} as const;

/** The registration stamps one batch (quick) or one drawing (ordered) may carry (000 section 5: max two per batch). */
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

/** Restamping a passed approval: by its launcher or its stamp signer. */
export function restampRefusal(
  approval: { launcherId: string; signManId: string | null },
  userId: string,
): RuleRefusal | null {
  return approval.launcherId === userId || approval.signManId === userId
    ? null
    : Refuse.denied(ApprovalMessage.NoRestamp);
}

/** Restamping needs a passed approval (drawings already stamped are kept). */
export function restampStateRefusal(status: string): RuleRefusal | null {
  return status === ApprovalStatus.Passed ? null : Refuse.notReady(ApprovalMessage.RestampNotPassed);
}

/** An approval's name is unused among the project's approvals (40007 审批名称已存在). */
export function approvalNameRefusal(facts: { nameTaken: boolean }): RuleRefusal | null {
  return facts.nameTaken ? Refuse.nameTaken(APPROVAL_NAME_TAKEN) : null;
}

/**
 * The registration stamps of one batch (quick) or one drawing (ordered): at most {@link MAX_STAMPS_PER_BATCH},
 * never the same one twice.
 */
export function batchStampsRefusal(stampIds: readonly string[]): RuleRefusal | null {
  if (stampIds.length > MAX_STAMPS_PER_BATCH) return Refuse.invalid(BATCH_TOO_MANY_STAMPS);
  if (new Set(stampIds).size !== stampIds.length) return Refuse.invalid(BATCH_STAMPS_DUPLICATED);
  return null;
}

/** The files of an ordered signing or a publish approval: each named once. */
export function filesOnceRefusal(files: readonly Pick<DrawingRef, 'resId'>[]): RuleRefusal | null {
  return new Set(files.map((f) => f.resId)).size === files.length
    ? null
    : Refuse.invalid(ApprovalMessage.FileListedTwice);
}

/** Drawings to stamp must be recognised successfully (a warning: recognise them first). */
export function recognitionRefusal(facts: { recognised: boolean }): RuleRefusal | null {
  return facts.recognised ? null : Refuse.notReady(ApprovalMessage.DrawingsNotRecognised);
}

/** A quick stamp approval's batches as submitted. */
export interface QuickBatch {
  stampIdList: readonly string[];
  userIdList: readonly string[];
  drawings: readonly Pick<DrawingRef, 'resId' | 'recordId'>[];
}

/** The drawings of a quick submission: every batch has some, no drawing is in two batches. */
export function quickDrawingsRefusal(batches: readonly Pick<QuickBatch, 'drawings'>[]): RuleRefusal | null {
  if (batches.some((b) => b.drawings.length === 0)) return Refuse.invalid(ApprovalMessage.BatchWithoutDrawings);
  const drawings = batches.flatMap((b) => b.drawings);
  if (new Set(drawings.map((d) => d.resId)).size !== drawings.length) {
    return Refuse.invalid(ApprovalMessage.DrawingInTwoBatches);
  }
  return null;
}

/** The approvers of a quick submission: at least one, in some batch. */
export function quickApproversRefusal(batches: readonly Pick<QuickBatch, 'userIdList'>[]): RuleRefusal | null {
  return batches.every((b) => b.userIdList.length === 0) ? Refuse.notReady(ApprovalMessage.ApproverRequired) : null;
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
 * recognised), the approvers (at least one). The server calls the same parts between its own checks, which need
 * more than these facts (signer and stamps usable, drawings readable and current, signers unchanged, approvers
 * members, CA, attachments).
 */
export function checkQuickSubmission(
  submission: { fastInfoVOS: readonly QuickBatch[] },
  facts: QuickSubmissionFacts,
): RuleRefusal | null {
  const batches = submission.fastInfoVOS;
  return (
    approvalNameRefusal(facts) ??
    firstRefusal(batches.map((b) => () => batchStampsRefusal(b.stampIdList))) ??
    quickDrawingsRefusal(batches) ??
    firstRefusal(
      batches
        .flatMap((b) => b.drawings)
        .map((d) => () => recognitionRefusal({ recognised: facts.isRecognised(d.recordId) })),
    ) ??
    quickApproversRefusal(batches)
  );
}

/** The first refusal of checks run in order (the later ones are not run). */
export function firstRefusal(checks: readonly (() => RuleRefusal | null)[]): RuleRefusal | null {
  for (const check of checks) {
    const refusal = check();
    if (refusal) return refusal;
  }
  return null;
}

/** The approval lists' status filter: '0' and '-1' mean every status (001 section 7.1), as does no filter. */
export const APPROVAL_STATUS_ALL = ['0', '-1'] as const;
/** What a list's status filter takes: an approval status, or '-1' (and '0', the status 未开始) for all. */
export type ApprovalListStatus = (typeof APPROVAL_STATUS_ALL)[number] | ApprovalStatus;

/** The status an approval list keeps, or undefined when the filter means all. */
export function approvalStatusWanted(status: string | undefined): ApprovalStatus | undefined {
  if (status === undefined || (APPROVAL_STATUS_ALL as readonly string[]).includes(status)) return undefined;
  return status as ApprovalStatus;
}
