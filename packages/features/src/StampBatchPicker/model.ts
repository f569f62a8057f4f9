/**
 * Step 2 of the quick stamp approval (000 section 2): the batches of drawings with identical signers, and per
 * batch the approvers and one or two registration stamps. Pure functions: a batch's key and stamp slots, the
 * choices kept in step with the server's batches, the rules (at least one approver somewhere; two stamps in one
 * batch not the same, at most two), the options shown, and the submission's `fastInfoVOS`.
 */
import {
  type ApprovalFile,
  ApprovalMessage,
  BATCH_STAMPS_DUPLICATED,
  BATCH_TOO_MANY_STAMPS,
  batchStampsSchema,
  CA_CERTIFICATE_EXPIRED,
  type DrawingRef,
  type fastInfoSchema,
  type Stamp,
  type StampBatch,
  StampEnabled,
  type UserOption,
} from '@atelier/api';
import type { z } from 'zod';
import { isCaExpired, isCaStamp, type SelectOption, stampDescription, stampOptions } from '../shared/stampOptions';
import type { StampBatchRuleMessages } from './interface';

export { isCaExpired, isCaStamp, type SelectOption, stampDescription, stampOptions };

/** A batch holds at most two registration stamps (two only when the batch allows a second one). */
export const MAX_BATCH_STAMPS = 2;

/** Going on needs at least one approver in some batch: the server's and the fixtures' refusal text, one home. */
export const APPROVER_REQUIRED = ApprovalMessage.ApproverRequired;

/** What the user chose for one batch. */
export interface BatchChoice {
  /** The batch's identity: its drawings' record ids, sorted and joined (stable across refetches). */
  key: string;
  /** The batch's drawings, as the submission sends them back. */
  drawings: DrawingRef[];
  /** The approvers' user ids (pre-filled with the approvers the server matched). */
  userIdList: string[];
  /** One slot, or two when the batch allows a second registration stamp; `null` while a slot is empty. */
  stampIds: (string | null)[];
}

/** One batch of the submission (`fastInfoVOS[i]`). */
export type FastInfo = z.input<typeof fastInfoSchema>;

/** A batch's key: its drawings' record ids, sorted, so the same drawings are the same batch after a refetch. */
export function batchKey(batch: Pick<StampBatch, 'resOwnerDTOList'>): string {
  return batch.resOwnerDTOList
    .map((file) => file.recordId)
    .sort()
    .join(',');
}

/** How many registration-stamp selectors a batch shows: two when `moreThanOne`, else one. */
export function stampSlotCount(batch: Pick<StampBatch, 'moreThanOne'>): 1 | 2 {
  return batch.moreThanOne ? 2 : 1;
}

/** A batch's file as the submission sends it. */
export function toDrawingRef(file: ApprovalFile): DrawingRef {
  return {
    resId: file.resId,
    recordId: file.recordId,
    resName: file.resName,
    parentId: file.parentId,
    path: file.path,
  };
}

/** A batch as first shown: the matched approvers, empty stamp slots. */
export function initialChoice(batch: StampBatch): BatchChoice {
  return {
    key: batchKey(batch),
    drawings: batch.resOwnerDTOList.map(toDrawingRef),
    userIdList: batch.userInfoVoList.map((user) => user.userId),
    stampIds: Array.from({ length: stampSlotCount(batch) }, () => null),
  };
}

/** Fits stamp ids to a number of slots: extra ids dropped, missing slots empty. */
function fitSlots(stampIds: readonly (string | null)[], slots: number): (string | null)[] {
  return Array.from({ length: slots }, (_, index) => stampIds[index] ?? null);
}

/**
 * The choices for the server's batches, in the server's order: a batch already chosen keeps its approvers and
 * stamps (its drawings and slot count follow the server), a new batch starts pre-filled, a batch that is gone is
 * dropped.
 */
export function reconcileChoices(batches: readonly StampBatch[], value: readonly BatchChoice[]): BatchChoice[] {
  const byKey = new Map(value.map((choice) => [choice.key, choice]));
  return batches.map((batch) => {
    const fresh = initialChoice(batch);
    const kept = byKey.get(fresh.key);
    if (!kept) return fresh;
    return { ...kept, drawings: fresh.drawings, stampIds: fitSlots(kept.stampIds, fresh.stampIds.length) };
  });
}

const sameList = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/** Whether two lists of choices say the same thing (so a reconciled value is only reported when it changed). */
export function sameChoices(a: readonly BatchChoice[], b: readonly BatchChoice[]): boolean {
  return (
    a.length === b.length &&
    a.every((choice, i) => {
      const other = b[i];
      return (
        other !== undefined &&
        choice.key === other.key &&
        sameList(choice.userIdList, other.userIdList) &&
        sameList(choice.stampIds, other.stampIds) &&
        sameList(
          choice.drawings.map((d) => d.recordId),
          other.drawings.map((d) => d.recordId),
        )
      );
    })
  );
}

/** Sets a batch's approvers. */
export function setApprovers(choices: readonly BatchChoice[], key: string, userIds: readonly string[]): BatchChoice[] {
  return choices.map((choice) => (choice.key === key ? { ...choice, userIdList: [...userIds] } : choice));
}

/** Sets (or empties, with `null`) one stamp slot of a batch. */
export function setStamp(
  choices: readonly BatchChoice[],
  key: string,
  slot: number,
  stampId: string | null,
): BatchChoice[] {
  return choices.map((choice) => {
    if (choice.key !== key || slot < 0 || slot >= choice.stampIds.length) return choice;
    const stampIds = [...choice.stampIds];
    stampIds[slot] = stampId;
    return { ...choice, stampIds };
  });
}

/** The stamps chosen in a batch (empty slots left out). */
export function chosenStampIds(choice: Pick<BatchChoice, 'stampIds'>): string[] {
  return choice.stampIds.filter((id): id is string => Boolean(id));
}

/** Every registration stamp chosen in any batch, once each (step 3's CA rules look at them). */
export function allChosenStampIds(choices: readonly Pick<BatchChoice, 'stampIds'>[]): string[] {
  return [...new Set(choices.flatMap(chosenStampIds))];
}

/** A batch's stamp rule message (同一批次中的两个签章不能相同, 每个批次最多选择两个签章), or null. */
export function batchStampMessage(choice: Pick<BatchChoice, 'stampIds'>): string | null {
  const result = batchStampsSchema.safeParse(chosenStampIds(choice));
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Whether some batch has an approver. */
export function hasAnyApprover(choices: readonly Pick<BatchChoice, 'userIdList'>[]): boolean {
  return choices.some((choice) => choice.userIdList.length > 0);
}

/** The rules over all batches. */
export interface BatchValidation {
  valid: boolean;
  /** 请至少选择一位审批人 when no batch has an approver. */
  approverMessage: string | null;
  /** Each batch's stamp message by batch key (batches without a problem are absent). */
  batchMessages: Record<string, string>;
}

/** Step 2's rules: at least one approver somewhere, and every batch's stamp rules. */
export function validateBatchChoices(choices: readonly BatchChoice[]): BatchValidation {
  const batchMessages: Record<string, string> = {};
  for (const choice of choices) {
    const message = batchStampMessage(choice);
    if (message) batchMessages[choice.key] = message;
  }
  const approverMessage = hasAnyApprover(choices) ? null : APPROVER_REQUIRED;
  return { valid: approverMessage === null && Object.keys(batchMessages).length === 0, approverMessage, batchMessages };
}

/**
 * The submission's `fastInfoVOS`: every batch with its approvers, its chosen stamps and its drawings. A batch
 * without approvers is still sent: its drawings are stamped, and the rule only asks for one approver somewhere.
 */
export function toFastInfoVOS(choices: readonly BatchChoice[]): FastInfo[] {
  return choices.map((choice) => ({
    stampIdList: chosenStampIds(choice),
    userIdList: [...choice.userIdList],
    drawings: choice.drawings.map((drawing) => ({ ...drawing })),
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------------------------

/** The stamps the wizard offers: disabled ones (isEnable '0') left out. */
export function enabledStamps(stamps: readonly Stamp[]): Stamp[] {
  return stamps.filter((stamp) => stamp.isEnable !== StampEnabled.Disabled);
}

/** People as options (real name, phone): the project's members, then matched approvers who are not among them. */
export function approverOptions(members: readonly UserOption[], matched: readonly UserOption[] = []): SelectOption[] {
  const seen = new Set<string>();
  const options: SelectOption[] = [];
  for (const person of [...members, ...matched]) {
    if (seen.has(person.userId)) continue;
    seen.add(person.userId);
    options.push({ id: person.userId, label: person.realname, description: person.phone });
  }
  return options;
}

// ---------------------------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------------------------

const ruleKeys: Record<string, keyof StampBatchRuleMessages> = {
  [APPROVER_REQUIRED]: 'approverRequired',
  [BATCH_STAMPS_DUPLICATED]: 'stampsDuplicated',
  [BATCH_TOO_MANY_STAMPS]: 'tooManyStamps',
  [CA_CERTIFICATE_EXPIRED]: 'caExpired',
};

/** A rule's message in the active locale (the contract's messages are zh-CN); other texts as they are. */
export function localizeBatchRule(message: string, rules: StampBatchRuleMessages): string {
  const key = ruleKeys[message];
  return key ? rules[key] : message;
}
