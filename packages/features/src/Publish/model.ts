/**
 * Publishing's rules (000 sections 4, 5, 6, 9): the launch form's values and rules, print copies, the default name,
 * money in yuan, which quote to ask for, share-link validity, and what a share page's failure means.
 */
import {
  type AdditionInfo,
  APPROVAL_NAME_REQUIRED,
  APPROVAL_NAME_RESERVED,
  APPROVAL_NAME_SPECIAL_CHARACTERS,
  APPROVAL_NAME_TAKEN,
  APPROVAL_NAME_TOO_LONG,
  APPROVAL_NAME_TRAILING_PERIOD,
  ApprovalType,
  type CostRow,
  DEFAULT_PRINT_COPIES,
  DETAIL_REMARK_TOO_LONG,
  detailRemarkSchema,
  isDeliveryTimeInPast,
  localDate,
  PRINT_COPIES_MAX,
  PRINT_COPIES_MIN,
  type PublishFile,
  type PublishLaunch,
  PublishMessage,
  publishLaunchSchema,
  ShareLinkDays,
} from '@atelier/api';
import { isApiError } from '@atelier/api/client';
import type { z } from 'zod';
import { defaultApprovalName } from '../shared/approvalName';

/** A drawing chosen in the directory for publishing (its current version). */
export interface PublishFileChoice {
  resId: string;
  recordId: string;
  resName: string;
}

/** The approval type of publishing, as checkActName takes it (moduleType 3). */
export const PUBLISH_MODULE_TYPE = ApprovalType.Publish;

/** Print copies as typed into a whole number 1..999; an empty or unreadable value becomes the default (1). */
export function clampCopies(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_PRINT_COPIES;
  return Math.min(PRINT_COPIES_MAX, Math.max(PRINT_COPIES_MIN, Math.round(value)));
}

/**
 * The default approval name: the project's name, 发布审批, a hyphen and the time YYYYMMDDHHmmss (as the quick
 * signing's default, 000 section 5), so that launching twice does not collide with the server's unique check.
 */
export function defaultPublishName(projectName: string, suffix: string, now: Date = new Date()): string {
  return defaultApprovalName(`${projectName}${suffix}`, now);
}

/** Money in yuan with two decimals and thousands separators: ¥1,234.50. */
export function formatYuan(value: number): string {
  const sign = value < 0 ? '-' : '';
  const fixed = Math.abs(value).toFixed(2);
  const [whole = '0', fraction = '00'] = fixed.split('.');
  return `${sign}¥${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** The launch form's values: the contract's request without the project, with empty choices as ''. */
export interface PublishLaunchValues {
  actName: string;
  publisherId: string;
  calcRuleId: string;
  /** YYYY-MM-DD; '' when none. */
  deliveryTime: string;
  approvalUserIdList: string[];
  remarks: string;
  resList: PublishFile[];
}

/** The form's rules: the contract's, and a delivery date not in the past (checked on the field). */
export const publishLaunchFormSchema = publishLaunchSchema.omit({ projectId: true }).extend({
  deliveryTime: publishLaunchSchema.shape.deliveryTime.refine(
    // Only a whole date is compared; an empty or partial one already says 请选择交付时间.
    (value) => !/^\d{4}-\d{2}-\d{2}$/.test(value) || !isDeliveryTimeInPast(value),
    PublishMessage.DeliveryTimeInPast,
  ),
  remarks: detailRemarkSchema,
});
export type PublishLaunchOutput = z.output<typeof publishLaunchFormSchema>;

/** The values a new launch starts from: the default name, delivery today, one copy of each chosen drawing. */
export function initialLaunchValues(
  files: readonly PublishFileChoice[],
  name: string,
  now: Date = new Date(),
): PublishLaunchValues {
  return {
    actName: name,
    publisherId: '',
    calcRuleId: '',
    deliveryTime: localDate(now),
    approvalUserIdList: [],
    remarks: '',
    resList: files.map((file) => ({
      resId: file.resId,
      recordId: file.recordId,
      printCopies: DEFAULT_PRINT_COPIES,
    })),
  };
}

/** The launchPublish body from the valid form values (an empty remark is not sent). */
export function toLaunchRequest(projectId: string, values: PublishLaunchOutput): PublishLaunch {
  const { remarks, ...rest } = values;
  const trimmed = remarks?.trim();
  return { ...rest, projectId, ...(trimmed ? { remarks: trimmed } : {}) };
}

/** Every drawing's copies set to one value (the batch control), clamped to 1..999. */
export function withCopies(resList: readonly PublishFile[], copies: number): PublishFile[] {
  const value = clampCopies(copies);
  return resList.map((file) => ({ ...file, printCopies: value }));
}

/** What a quote is asked for: the rule and each drawing's copies. */
export interface QuoteRequest {
  projectId: string;
  calcRuleId: string;
  resList: PublishFile[];
}

/**
 * The quote to ask for, or null while it cannot be priced: no rule, no drawings, or copies out of range (the last
 * quote stays shown meanwhile).
 */
export function quoteRequest(
  projectId: string,
  calcRuleId: string | undefined,
  resList: readonly PublishFile[] | undefined,
): QuoteRequest | null {
  if (!calcRuleId || !resList || resList.length === 0) return null;
  const parsed = publishLaunchSchema.shape.resList.safeParse(resList);
  if (!parsed.success) return null;
  return { projectId, calcRuleId, resList: parsed.data };
}

/** The sum of the cost rows (the server's totalPrice when it sent one). */
export function costTotal(rows: readonly CostRow[]): number {
  return Math.round(rows.reduce((sum, row) => sum + row.totalPrice, 0) * 100) / 100;
}

/** The rules' messages a locale translates (zh-CN shows the contract's own texts). */
export interface PublishRuleMessages {
  nameRequired: string;
  nameSpecialCharacters: string;
  nameReserved: string;
  nameTrailingPeriod: string;
  nameTooLong: string;
  nameTaken: string;
  publisherRequired: string;
  calcRuleRequired: string;
  deliveryTimeRequired: string;
  deliveryTimeInPast: string;
  approversRequired: string;
  approversTooMany: string;
  filesRequired: string;
  filesTooMany: string;
  copiesInvalid: string;
  remarkTooLong: string;
}

const ruleKeys: Record<string, keyof PublishRuleMessages> = {
  [APPROVAL_NAME_REQUIRED]: 'nameRequired',
  [APPROVAL_NAME_SPECIAL_CHARACTERS]: 'nameSpecialCharacters',
  [APPROVAL_NAME_RESERVED]: 'nameReserved',
  [APPROVAL_NAME_TRAILING_PERIOD]: 'nameTrailingPeriod',
  [APPROVAL_NAME_TOO_LONG]: 'nameTooLong',
  [APPROVAL_NAME_TAKEN]: 'nameTaken',
  [PublishMessage.PublisherRequired]: 'publisherRequired',
  [PublishMessage.CalcRuleRequired]: 'calcRuleRequired',
  [PublishMessage.DeliveryTimeRequired]: 'deliveryTimeRequired',
  [PublishMessage.DeliveryTimeInPast]: 'deliveryTimeInPast',
  [PublishMessage.ApproversRequired]: 'approversRequired',
  [PublishMessage.ApproversTooMany]: 'approversTooMany',
  [PublishMessage.FilesRequired]: 'filesRequired',
  [PublishMessage.FilesTooMany]: 'filesTooMany',
  [PublishMessage.CopiesInvalid]: 'copiesInvalid',
  [DETAIL_REMARK_TOO_LONG]: 'remarkTooLong',
};

/** A rule's message in the active locale (the contract's messages are zh-CN); other texts (a server's) as they are. */
export function localizePublishRule(message: string, rules: PublishRuleMessages): string {
  const key = ruleKeys[message];
  return key ? rules[key] : message;
}

/** The fields a refused launch can point at. */
export type LaunchField = 'actName' | 'deliveryTime' | 'approvalUserIdList' | 'publisherId' | 'calcRuleId';

const refusalFields: Record<string, LaunchField> = {
  [APPROVAL_NAME_TAKEN]: 'actName',
  [PublishMessage.DeliveryTimeInPast]: 'deliveryTime',
  [PublishMessage.DeliveryTimeRequired]: 'deliveryTime',
  [PublishMessage.ApproversRequired]: 'approvalUserIdList',
  [PublishMessage.ApproversTooMany]: 'approvalUserIdList',
  [PublishMessage.PublisherRequired]: 'publisherId',
  [PublishMessage.CalcRuleRequired]: 'calcRuleId',
};

/**
 * The field a refused launch names (a name taken meanwhile, a delivery date that passed midnight, a rule the client
 * missed), with the message to show under it; null when the refusal names none.
 */
export function launchRefusal(error: unknown): { field: LaunchField; message: string } | null {
  if (!isApiError(error)) return null;
  if (error.kind === 'invalidRequest') {
    const path = error.issues[0]?.path[0];
    const field = Object.values(refusalFields).find((f) => f === path);
    return field ? { field, message: error.message } : null;
  }
  const field = error.kind === 'response' ? refusalFields[error.message] : undefined;
  return field ? { field, message: error.message } : null;
}

/** The share link validity choices, in days (000 section 9: 1, 3, 5, 7). */
export const shareDayOptions: readonly ShareLinkDays[] = Object.values(ShareLinkDays);

/**
 * What a share page's failed load means: the server refused the key (unknown or expired, its message shown, no
 * retry), or it could not be reached (a retry may help).
 */
export type ShareInfoFailure = { kind: 'refused'; message: string } | { kind: 'unreachable' };

export function shareInfoFailure(error: unknown): ShareInfoFailure {
  if (isApiError(error) && error.kind === 'response') {
    return { kind: 'refused', message: error.message || PublishMessage.ShareLinkExpired };
  }
  return { kind: 'unreachable' };
}

/** The cost summary of a publish approval (publisher, delivery, copies, total), only the parts it carries. */
export interface CostSummary {
  publisherName?: string;
  deliveryTime?: string;
  publishNum?: number;
  totalPrice?: number;
  calcName?: string;
}

export function costSummary(info: AdditionInfo | null | undefined): CostSummary {
  if (!info) return {};
  const summary: CostSummary = {};
  if (info.publisherName) summary.publisherName = info.publisherName;
  if (info.deliveryTime) summary.deliveryTime = info.deliveryTime;
  if (info.publishNum !== undefined) summary.publishNum = info.publishNum;
  if (info.totalPrice !== undefined) summary.totalPrice = info.totalPrice;
  if (info.calcName) summary.calcName = info.calcName;
  return summary;
}
