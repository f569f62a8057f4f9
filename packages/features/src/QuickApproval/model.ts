/**
 * Step 3 of the quick stamp approval ("Other info", 000 sections 2 and 5) and the submission: the form's values and
 * rules (the contract's schemas, so the messages are the specification's), the default approval name, the CA rules
 * over every chosen stamp (one certification organisation, expired certificates, whether to ask about CA), the
 * server's name check, and the `startFastInfo` body built from steps 2 and 3.
 */
import {
  APPROVAL_NAME_REQUIRED,
  APPROVAL_NAME_RESERVED,
  APPROVAL_NAME_SPECIAL_CHARACTERS,
  APPROVAL_NAME_TAKEN,
  APPROVAL_NAME_TOO_LONG,
  APPROVAL_NAME_TRAILING_PERIOD,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TOO_LARGE,
  approvalNameSchema,
  attachmentFileSchema,
  CA_CERTIFICATE_EXPIRED,
  CA_ORGANISATION_NOT_UNIQUE,
  caStampsSchema,
  Flag,
  NO_OUTPUT_STAMP_ID,
  OUTPUT_STAMP_REQUIRED,
  outputStampSchema,
  type QuickSubmission,
  REMARK_TOO_LONG,
  ResponseCode,
  remarkSchema,
  STAMP_SIGNER_REQUIRED,
  type Stamp,
  stampSignerSchema,
} from '@atelier/api';
import { isApiError } from '@atelier/api/client';
import { z } from 'zod';
import { type BatchChoice, chosenStampIds, isCaExpired, isCaStamp, toFastInfoVOS } from '../StampBatchPicker';
import { defaultApprovalName, timestamp } from '../shared/approvalName';
import type { QuickApprovalRuleMessages } from './interface';

export { ATTACHMENT_MAX_BYTES, NO_OUTPUT_STAMP_ID };

// ---------------------------------------------------------------------------------------------------------------
// Form values and schema
// ---------------------------------------------------------------------------------------------------------------

/** A picked attachment: the file and a key for the list (the upload itself is the caller's). */
export interface AttachmentItem {
  key: string;
  file: File;
}

/** The form's values. */
export interface QuickApprovalInfoValues {
  approvalName: string;
  /** The output stamp; {@link NO_OUTPUT_STAMP_ID} ('0') is the "none" choice, `null` not chosen yet. */
  entStampId: string | null;
  customizedStampIds: string[];
  /** The stamp signer's user id. */
  signMan: string | null;
  remarks: string;
  isCa: boolean;
  attachments: AttachmentItem[];
}

/** What a file needs to be judged by the attachment rule. */
const attachmentItemSchema = z.object({ key: z.string(), file: z.custom<File>((v) => v instanceof Blob) });

/**
 * The form's rules, the contract's schemas: approval name (请输入审批名称, 审批名称不能包含以下特殊字符/:*?"<>|,
 * 审批名称不能以CON、PRN、AUX、NUL、COM、LPT开头。, ...), output stamp (请选择出图章), stamp signer (请选择签章人),
 * remarks (备注不能超出200个字符), each attachment at most 50M (附件大小不能超过50M, on the attachment's index).
 */
export const quickApprovalInfoSchema = z.object({
  approvalName: approvalNameSchema,
  // Not chosen yet (null) is judged as an empty choice, so the rule's own message shows.
  entStampId: z
    .string()
    .nullable()
    .transform((id) => id ?? '')
    .pipe(outputStampSchema),
  customizedStampIds: z.array(z.string()),
  signMan: z
    .string()
    .nullable()
    .transform((id) => id ?? '')
    .pipe(stampSignerSchema),
  remarks: remarkSchema,
  isCa: z.boolean(),
  attachments: z.array(attachmentItemSchema).superRefine((items, ctx) => {
    items.forEach((item, index) => {
      const result = attachmentFileSchema.safeParse({ name: item.file.name || item.key, size: item.file.size });
      const issue = result.success ? undefined : result.error.issues[0];
      if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: [index], input: item });
    });
  }),
});

/** The values once every rule passed (name trimmed). */
export type QuickApprovalInfoOutput = z.output<typeof quickApprovalInfoSchema>;

/** What step 3 hands over: the validated values, the attachments as the picked files. */
export interface QuickApprovalInfo {
  approvalName: string;
  /** The output stamp, '0' for none. */
  entStampId: string;
  customizedStampIds: string[];
  signMan: string;
  remarks: string;
  /** Whether the stamps are applied with CA. */
  isCa: boolean;
  /** The picked attachments, each at most 50M; uploading them is the caller's (their ids go into the submission). */
  attachments: File[];
}

/** The validated form values as step 3's result. */
export function toQuickApprovalInfo(values: QuickApprovalInfoOutput): QuickApprovalInfo {
  return {
    approvalName: values.approvalName,
    entStampId: values.entStampId,
    customizedStampIds: [...values.customizedStampIds],
    signMan: values.signMan,
    remarks: values.remarks.trim(),
    isCa: values.isCa,
    attachments: values.attachments.map((item) => item.file),
  };
}

export { defaultApprovalName, timestamp };

/** A new form: the default name, nothing chosen, CA off, no attachment. */
export function emptyInfoValues(namePrefix: string, now: Date = new Date()): QuickApprovalInfoValues {
  return {
    approvalName: defaultApprovalName(namePrefix, now),
    entStampId: null,
    customizedStampIds: [],
    signMan: null,
    remarks: '',
    isCa: false,
    attachments: [],
  };
}

let attachmentSequence = 0;

/** Picked files as attachment items (keys unique on the page). */
export function toAttachmentItems(files: readonly File[]): AttachmentItem[] {
  return files.map((file) => {
    attachmentSequence += 1;
    return { key: `attachment-${attachmentSequence}`, file };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Stamps and CA
// ---------------------------------------------------------------------------------------------------------------

/** Every stamp id the approval will apply: the batches' registration stamps, the output stamp, the custom stamps. */
export function chosenStampIdsOf(
  batches: readonly Pick<BatchChoice, 'stampIds'>[],
  values: Pick<QuickApprovalInfoValues, 'entStampId' | 'customizedStampIds'>,
): string[] {
  const ids = batches.flatMap(chosenStampIds);
  if (values.entStampId && values.entStampId !== NO_OUTPUT_STAMP_ID) ids.push(values.entStampId);
  ids.push(...values.customizedStampIds);
  return [...new Set(ids)];
}

/** The stamps behind ids (unknown ids left out). */
export function stampsByIds(ids: readonly string[], catalogue: readonly Stamp[]): Stamp[] {
  const byId = new Map(catalogue.map((stamp) => [stamp.stampId, stamp]));
  return ids.map((id) => byId.get(id)).filter((stamp): stamp is Stamp => stamp !== undefined);
}

/** The chosen stamps that are CA-backed. */
export function caStampsOf(stamps: readonly Stamp[]): Stamp[] {
  return stamps.filter(isCaStamp);
}

/** What the CA rules say about the chosen stamps when CA is used. */
export interface CaCheck {
  /** ca章的认证机构不唯一,请重新选择ca章 when the CA stamps come from several organisations. */
  organisation: string | null;
  /** The CA stamps whose certificate has expired (CA认证已过期). */
  expired: Stamp[];
}

/** The CA rules over the chosen stamps: one certification organisation, no expired certificate. */
export function checkCaStamps(stamps: readonly Stamp[], now: Date = new Date()): CaCheck {
  const ca = caStampsOf(stamps);
  const result = caStampsSchema.safeParse(
    ca.map((stamp) => ({ stampId: stamp.stampId, caOrgId: stamp.caOrgId, deadline: stamp.deadline })),
  );
  return {
    organisation: result.success ? null : (result.error.issues[0]?.message ?? CA_ORGANISATION_NOT_UNIQUE),
    expired: ca.filter((stamp) => isCaExpired(stamp, now)),
  };
}

/** Whether the CA rules pass. */
export function isCaCheckPassed(check: CaCheck): boolean {
  return check.organisation === null && check.expired.length === 0;
}

/** Whether to ask "use CA?": the checkbox is offered, not ticked, and some chosen stamp is CA-backed. */
export function shouldAskAboutCa(caOffered: boolean, isCa: boolean, stamps: readonly Stamp[]): boolean {
  return caOffered && !isCa && caStampsOf(stamps).length > 0;
}

/** Whether the CA checkbox is shown: the user holds basicInfo:stampSaveOnCloud and the enterprise keeps stamps in the cloud. */
export function isCaOffered(canUseCa: boolean, stampIsCloud: Flag | undefined): boolean {
  return canUseCa && stampIsCloud === Flag.Yes;
}

// ---------------------------------------------------------------------------------------------------------------
// The name check and the submission
// ---------------------------------------------------------------------------------------------------------------

/** The name message in a failed submission (a taken name answered by the submit itself), or null. */
export function submitNameMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.kind === 'response' && error.code === ResponseCode.Warning && error.message === APPROVAL_NAME_TAKEN) {
    return error.message;
  }
  if (error.kind === 'invalidRequest' && error.issues[0]?.path[0] === 'approvalName') return error.message;
  return null;
}

/** What the submission is built from. */
export interface QuickSubmissionInput {
  /** The pre-issued unique id (`quickApproval.uid`). */
  uid: string;
  projectId: string;
  projectName: string;
  /** Step 2's choices (the `StampBatchPicker`'s value). */
  batches: readonly BatchChoice[];
  /** Step 3's result (`QuickApprovalInfoForm`'s `onSubmit`). */
  info: QuickApprovalInfo;
  /** The uploaded attachments' ids, when there are any. */
  attachmentIdList?: readonly string[];
}

/** The `quickApproval.submit` (startFastInfo) body from steps 2 and 3. */
export function buildQuickSubmission({
  uid,
  projectId,
  projectName,
  batches,
  info,
  attachmentIdList = [],
}: QuickSubmissionInput): QuickSubmission {
  return {
    id: uid,
    projectId,
    projectName,
    approvalName: info.approvalName,
    entStampId: info.entStampId,
    customizedStampIds: [...info.customizedStampIds],
    signMan: info.signMan,
    fastInfoVOS: toFastInfoVOS(batches),
    ...(info.remarks ? { remarks: info.remarks } : {}),
    isCa: info.isCa ? Flag.Yes : Flag.No,
    ...(attachmentIdList.length > 0 ? { attachmentIdList: [...attachmentIdList] } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------------------------

const ruleKeys: Record<string, keyof QuickApprovalRuleMessages> = {
  [APPROVAL_NAME_REQUIRED]: 'nameRequired',
  [APPROVAL_NAME_SPECIAL_CHARACTERS]: 'nameSpecialCharacters',
  [APPROVAL_NAME_RESERVED]: 'nameReserved',
  [APPROVAL_NAME_TRAILING_PERIOD]: 'nameTrailingPeriod',
  [APPROVAL_NAME_TOO_LONG]: 'nameTooLong',
  [APPROVAL_NAME_TAKEN]: 'nameTaken',
  [STAMP_SIGNER_REQUIRED]: 'signerRequired',
  [OUTPUT_STAMP_REQUIRED]: 'outputStampRequired',
  [REMARK_TOO_LONG]: 'remarkTooLong',
  [ATTACHMENT_TOO_LARGE]: 'attachmentTooLarge',
  [CA_ORGANISATION_NOT_UNIQUE]: 'caOrganisationNotUnique',
  [CA_CERTIFICATE_EXPIRED]: 'caExpired',
};

/** A rule's message in the active locale (the contract's messages are zh-CN); other texts as they are. */
export function localizeInfoRule(message: string, rules: QuickApprovalRuleMessages): string {
  const key = ruleKeys[message];
  return key ? rules[key] : message;
}
