import { z } from 'zod';
import type { CostRow } from '../entities/approval';
import { idListSchema, idSchema } from '../entities/common';
import { ApprovalStatus, ButtonPermission, FixedRoleId } from '../entities/constants';
import { FileMessage } from './files';
import { APPROVAL_NAME_TAKEN } from './messages';
import { Refuse, type RuleRefusal } from './refusal';
import { approvalNameSchema, detailRemarkSchema, NameLimit, resourceNameSchema } from './rules';
import { multilineText } from './text';

/**
 * Launching a publish approval (000 sections 3 and 6; 001 section 7 "launchPublishAct"): drawings of one project
 * printed by a publisher at a calculation rule's prices, approved by publishing approvers. Texts are Atelier's where
 * the specification gives none.
 */
export const PublishMessage = {
  PublisherRequired: '请选择晒图单位',
  CalcRuleRequired: '请选择计费规则',
  DeliveryTimeRequired: '请选择交付时间',
  DeliveryTimeInPast: '交付时间不能早于今天',
  ApproversRequired: '请选择审批人',
  ApproversTooMany: '审批人最多10人',
  FilesRequired: '请选择要发布的图纸',
  FilesTooMany: '一次最多发布2000张图纸',
  CopiesInvalid: '份数须为1至999的整数',
  ShareLinkExpired: '分享链接已失效',
  NotPublishApproval: '该审批不是发布审批',
  NotPassed: '审批通过后才能分享或发布',
  AlreadyPublished: '该审批已发布',
} as const;

/**
 * The refusals of publishing beyond the form's (Atelier's texts), one definition for the server and the fixtures:
 * apps/server/src/publish/messages.ts re-exports it.
 */
export const PublishRefusal = {
  PublisherNotFound: '晒图单位不存在或已删除',
  CalcRuleNotFound: '计费规则不存在或已删除',
  ApproversNotAllowed: '审批人须为该项目的发布管理员',
  NoShare: '只有发起人或有分享权限的人可以分享该发布审批',
  NoConfirmPublish: '您没有确认发布的权限',
  NoPublishList: '您没有查看发布列表的权限',
  FileNotShared: '所选文件不在该分享中',
  NothingToStamp: '发布审批无需盖章',
  /** A chosen drawing of another project (the text for any file of another project). */
  FileNotInProject: FileMessage.OfAnotherProject,
  /** A chosen version that is not the file's (the text for a version not found). */
  RecordNotFound: FileMessage.RecordNotFound,
  /** A sheet size the calculation rule does not price. */
  noPrice: (ruleName: string, sizeName: string) =>
    `计费规则“${ruleName}”没有图幅“${sizeName}”的单价，请先在计费规则中补充该图幅的价格`,
} as const;

/** The name of a publish approval's one step (its approvers are the project's publishing managers). */
export const PUBLISH_TASK_NAME = '发布管理员审批';

export const PUBLISH_MAX_APPROVERS = 10;
export const PUBLISH_MAX_FILES = 2000;
export const PRINT_COPIES_MIN = 1;
export const PRINT_COPIES_MAX = 999;

/** YYYY-MM-DD. */
const dateSchema = z
  .string({ error: PublishMessage.DeliveryTimeRequired })
  .regex(/^\d{4}-\d{2}-\d{2}$/, PublishMessage.DeliveryTimeRequired);

export const printCopiesSchema = z
  .number({ error: PublishMessage.CopiesInvalid })
  .int(PublishMessage.CopiesInvalid)
  .min(PRINT_COPIES_MIN, PublishMessage.CopiesInvalid)
  .max(PRINT_COPIES_MAX, PublishMessage.CopiesInvalid);

/** One drawing to print: its current version and how many copies. */
export const publishFileSchema = z.object({ resId: idSchema, recordId: idSchema, printCopies: printCopiesSchema });
export type PublishFile = z.output<typeof publishFileSchema>;

/** What the quote and the launch both price. */
export const publishPricingShape = {
  projectId: idSchema,
  calcRuleId: z.string({ error: PublishMessage.CalcRuleRequired }).min(1, PublishMessage.CalcRuleRequired),
  resList: z
    .array(publishFileSchema)
    .min(1, PublishMessage.FilesRequired)
    .max(PUBLISH_MAX_FILES, PublishMessage.FilesTooMany),
};

export const publishLaunchSchema = z.object({
  actName: approvalNameSchema,
  ...publishPricingShape,
  publisherId: z.string({ error: PublishMessage.PublisherRequired }).min(1, PublishMessage.PublisherRequired),
  deliveryTime: dateSchema,
  remarks: detailRemarkSchema.optional(),
  approvalUserIdList: idListSchema
    .min(1, PublishMessage.ApproversRequired)
    .max(PUBLISH_MAX_APPROVERS, PublishMessage.ApproversTooMany),
});
export type PublishLaunch = z.output<typeof publishLaunchSchema>;

/**
 * The firms' time zone (China Standard Time). The dates a rule compares (a delivery today or later) are calendar
 * dates there, whatever the zone of the browser, the fixtures or the server; the server shows its times in it too.
 */
export const FIRM_TIME_ZONE = 'Asia/Shanghai';

const firmCalendar = new Intl.DateTimeFormat('en-US', {
  timeZone: FIRM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The firms' calendar date 'YYYY-MM-DD' of `now` (in {@link FIRM_TIME_ZONE}). */
export function firmDate(now: Date = new Date()): string {
  const parts = Object.fromEntries(firmCalendar.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The firms' date of `now`: the launch form's default delivery date (the same as {@link firmDate}). */
export const localDate = firmDate;

/** Delivery may be the firms' today or later (dates compare as text in YYYY-MM-DD). */
export function isDeliveryTimeInPast(deliveryTime: string, now: Date = new Date()): boolean {
  return deliveryTime < firmDate(now);
}

/** What the side that checks a publish launch knows of it (after the drawings were found the project's). */
export interface PublishLaunchFacts {
  publisherFound: boolean;
  calcRuleFound: boolean;
  /** Now: the delivery must be the firms' today or later ({@link isDeliveryTimeInPast}). */
  now: Date;
  /** Whether a person may approve the project's publish approvals (one of its publishing managers). */
  isApprover: (userId: string) => boolean;
  /** An approval of the project already has the name. */
  nameTaken: boolean;
}

/**
 * A publish launch's rules after its drawings, in the server's order: the print shop, the calculation rule, the
 * delivery date, the approvers, the name. (The drawings come first, their prices last: they need the files.)
 */
export function publishLaunchRefusal(
  launch: Pick<PublishLaunch, 'deliveryTime' | 'approvalUserIdList'>,
  facts: PublishLaunchFacts,
): RuleRefusal | null {
  if (!facts.publisherFound) return Refuse.invalid(PublishRefusal.PublisherNotFound);
  if (!facts.calcRuleFound) return Refuse.invalid(PublishRefusal.CalcRuleNotFound);
  if (isDeliveryTimeInPast(launch.deliveryTime, facts.now)) return Refuse.invalid(PublishMessage.DeliveryTimeInPast);
  if (launch.approvalUserIdList.some((id) => !facts.isApprover(id))) {
    return Refuse.invalid(PublishRefusal.ApproversNotAllowed);
  }
  if (facts.nameTaken) return Refuse.nameTaken(APPROVAL_NAME_TAKEN);
  return null;
}

/** The publish buttons of 000 section 6 (the `auth` keys that show the publish centre's actions). */
export const PublishButton = {
  Download: ButtonPermission.PublishDownload,
  Share: ButtonPermission.PublishShare,
  ConfirmPublish: ButtonPermission.PublishConfirm,
} as const;
export type PublishButton = (typeof PublishButton)[keyof typeof PublishButton];

/** What the share and publish rules read of an approval. */
export interface PublishApprovalFacts {
  isPublish: boolean;
  status: ApprovalStatus;
}

/** What the share and publish rules read of the person: whether they launched it, which publish buttons they hold. */
export interface PublishActorFacts {
  isLauncher: boolean;
  /** The button keys the person's roles give in the enterprise (000 section 6; an administrator holds every key). */
  buttonKeys: readonly string[];
}

/** The statuses a publish approval can be shared in. */
export const SHAREABLE_STATUSES: readonly ApprovalStatus[] = [ApprovalStatus.Passed, ApprovalStatus.Published];

/**
 * Who may share a publish approval: 000 section 6 gates the publish actions by their buttons, so a holder of
 * toPublish:share (the enterprise's publishing managers, and its administrators, who hold every button); and the
 * approval's launcher, whose print job it is.
 */
export function maySharePublish(actor: PublishActorFacts): boolean {
  return actor.isLauncher || actor.buttonKeys.includes(PublishButton.Share);
}

/** Who may confirm publishing: a holder of toPublish:confirmPublish (000 section 6). */
export function mayConfirmPublish(actor: Pick<PublishActorFacts, 'buttonKeys'>): boolean {
  return actor.buttonKeys.includes(PublishButton.ConfirmPublish);
}

/** What the detail offers the person for a publish approval now: share it, confirm publishing it. */
export function publishActions(
  approval: PublishApprovalFacts,
  actor: PublishActorFacts,
): { canShare: boolean; canConfirmPublish: boolean } {
  if (!approval.isPublish) return { canShare: false, canConfirmPublish: false };
  return {
    canShare: SHAREABLE_STATUSES.includes(approval.status) && maySharePublish(actor),
    canConfirmPublish: approval.status === ApprovalStatus.Passed && mayConfirmPublish(actor),
  };
}

/** Making a share link: a publish approval, by someone who may share it, once it has passed. */
export function shareRefusal(approval: PublishApprovalFacts, actor: PublishActorFacts): RuleRefusal | null {
  if (!approval.isPublish) return Refuse.notReady(PublishMessage.NotPublishApproval);
  if (!maySharePublish(actor)) return Refuse.denied(PublishRefusal.NoShare);
  if (!SHAREABLE_STATUSES.includes(approval.status)) return Refuse.notReady(PublishMessage.NotPassed);
  return null;
}

/** The state a publish approval must be in to be confirmed: a publish approval, passed, not yet published. */
export function confirmableRefusal(approval: PublishApprovalFacts): RuleRefusal | null {
  if (!approval.isPublish) return Refuse.notReady(PublishMessage.NotPublishApproval);
  if (approval.status === ApprovalStatus.Published) return Refuse.notReady(PublishMessage.AlreadyPublished);
  if (approval.status !== ApprovalStatus.Passed) return Refuse.notReady(PublishMessage.NotPassed);
  return null;
}

/** Confirming publishing: by a holder of the button (checked first), a passed publish approval, once. */
export function confirmPublishRefusal(
  approval: PublishApprovalFacts,
  actor: Pick<PublishActorFacts, 'buttonKeys'>,
): RuleRefusal | null {
  if (!mayConfirmPublish(actor)) return Refuse.denied(PublishRefusal.NoConfirmPublish);
  return confirmableRefusal(approval);
}

/** The publish centre's lists: for holders of toPublish:download. */
export function publishListRefusal(actor: Pick<PublishActorFacts, 'buttonKeys'>): RuleRefusal | null {
  return actor.buttonKeys.includes(PublishButton.Download) ? null : Refuse.denied(PublishRefusal.NoPublishList);
}

/**
 * Sheet size names of calculation rules (000 section 9: size steps +0 to +1 in 0.125 increments, and oversize):
 * an ISO size named by the sheet's short side ('A1'), lengthened along its long side by eighths of the base
 * length ('A1+0.125' ... 'A1+1'), and beyond +1 oversize ('A1超长').
 */
export const PUBLISH_BASE_SIZES = ['A0', 'A1', 'A2', 'A3', 'A4'] as const;
export type PublishBaseSize = (typeof PUBLISH_BASE_SIZES)[number];
/** The lengthening steps, in eighths of the base long side. */
export const PUBLISH_SIZE_STEPS = [0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875, 1] as const;
export const OVERSIZE_SUFFIX = '超长';

/** 'A1' (step 0), 'A1+0.125', ... 'A1+1'. */
export function publishSizeName(base: PublishBaseSize, step = 0): string {
  return step === 0 ? base : `${base}+${step}`;
}

/** 'A1超长'. */
export function oversizeName(base: PublishBaseSize): string {
  return `${base}${OVERSIZE_SUFFIX}`;
}

/** Every size name a rule may price, in the order of the cost table: A0, A0+0.125, ... A0超长, A1, ... A4超长. */
export function publishSizeNames(): string[] {
  return PUBLISH_BASE_SIZES.flatMap((base) => [
    publishSizeName(base),
    ...PUBLISH_SIZE_STEPS.map((step) => publishSizeName(base, step)),
    oversizeName(base),
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// The cost of a print job (000 section 3: publishNum, totalPrice, pageInfo rows {sizeName, price, num, totalPrice};
// section 9: the cost table's columns). ONE function prices drawings, for the server's quote and launch and for the
// fixtures'. Money is counted in whole cents (integers), so that sums never drift; yuan appear only in answers.
// ---------------------------------------------------------------------------------------------------------------

/** A drawing to price: its sheet size name and copies. */
export interface PricedDrawing {
  sizeName: string;
  copies: number;
}

/** A cost row in cents: a sheet size, its price, the copies of that size and their total. */
export interface CostRowCents {
  sizeName: string;
  priceCents: number;
  num: number;
  totalCents: number;
}

export interface PublishCost {
  rows: CostRowCents[];
  /** Copies in all. */
  publishNum: number;
  totalCents: number;
}

/** The refusal when a rule has no price for a drawing's sheet size (its message names both). */
export class MissingPriceError extends Error {
  override readonly name = 'MissingPriceError';
  constructor(
    readonly ruleName: string,
    readonly sizeName: string,
  ) {
    super(PublishRefusal.noPrice(ruleName, sizeName));
  }
}

/** Yuan (at most two decimals, as a rule stores them) to cents. */
export function yuanToCents(yuan: number): number {
  if (!Number.isFinite(yuan) || yuan < 0) throw new RangeError(`not a price: ${yuan}`);
  return Math.round(yuan * 100);
}

/** Cents to yuan for an answer: 1234 -> 12.34 (a single division of an integer: the nearest double). */
export const centsToYuan = (cents: number): number => cents / 100;

let sizeOrder: Map<string, number> | undefined;
/** A size name's place in the cost table (unknown names last). */
function orderOfSize(sizeName: string): number {
  sizeOrder ??= new Map(publishSizeNames().map((name, index) => [name, index]));
  return sizeOrder.get(sizeName) ?? Number.MAX_SAFE_INTEGER;
}

/**
 * Prices drawings at a rule's prices (cents by size name): one row per sheet size, copies summed, rows in the cost
 * table's size order (A0 first, each base size's lengthened sizes after it). A size the rule does not price throws
 * {@link MissingPriceError}, naming it.
 */
export function computePublishCost(
  drawings: readonly PricedDrawing[],
  prices: ReadonlyMap<string, number>,
  ruleName: string,
): PublishCost {
  const copiesBySize = new Map<string, number>();
  for (const drawing of drawings) {
    if (!Number.isInteger(drawing.copies) || drawing.copies < 1) throw new RangeError(`copies ${drawing.copies}`);
    copiesBySize.set(drawing.sizeName, (copiesBySize.get(drawing.sizeName) ?? 0) + drawing.copies);
  }
  const rows: CostRowCents[] = [];
  for (const [sizeName, num] of copiesBySize) {
    const priceCents = prices.get(sizeName);
    if (priceCents === undefined) throw new MissingPriceError(ruleName, sizeName);
    rows.push({ sizeName, priceCents, num, totalCents: priceCents * num });
  }
  rows.sort((a, b) => orderOfSize(a.sizeName) - orderOfSize(b.sizeName) || a.sizeName.localeCompare(b.sizeName));
  return {
    rows,
    publishNum: rows.reduce((sum, row) => sum + row.num, 0),
    totalCents: rows.reduce((sum, row) => sum + row.totalCents, 0),
  };
}

/** A rule's prices as the API carries them ({sizeName, price} in yuan) to cents by size name. */
export function pricesInCents(rows: readonly { sizeName: string; price: number }[]): Map<string, number> {
  return new Map(rows.map((row) => [row.sizeName, yuanToCents(row.price)]));
}

/** The rows as the API shows them (yuan). */
export function costRowsInYuan(rows: readonly CostRowCents[]): CostRow[] {
  return rows.map((row) => ({
    sizeName: row.sizeName,
    price: centsToYuan(row.priceCents),
    num: row.num,
    totalPrice: centsToYuan(row.totalCents),
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// Print shops (晒图单位) and calculation rules (计费规则), kept by the publishing managers (issue 30). Texts are
// Atelier's: the specification names the calls and the limits (000 section 7; 001 section 9: names 256).
// ---------------------------------------------------------------------------------------------------------------

export const PublishCatalogMessage = {
  PublisherNameTaken: '晒图单位名称已存在',
  CalcNameTaken: '计费规则名称已存在',
  NoManagePublishers: '您没有管理晒图单位的权限',
  NoManageCalcRules: '您没有管理计费规则的权限',
  ContactTooLong: '联系人不能超过64个字符',
  PhoneTooLong: '联系电话不能超过32个字符',
  AddressTooLong: '地址不能超过256个字符',
  RemarksTooLong: '备注不能超过256个字符',
  PricesRequired: '请至少填写一个图幅的单价',
  PriceInvalid: '单价须为0至99999.99之间、最多两位小数的数字',
  SizeUnknown: '图幅不在计费规则的规格中',
  SizeTwice: '同一图幅只能填写一个单价',
  /** A print shop that unfinished publish approvals still send drawings to. */
  publisherInUse: (count: number) => `该晒图单位还有${count}个未完成的发布审批，完成或撤回后才能删除`,
} as const;

export const PUBLISHER_CONTACT_MAX = 64;
export const PUBLISHER_PHONE_MAX = 32;
export const PUBLISHER_ADDRESS_MAX = 256;
export const CALC_REMARKS_MAX = 256;
export const CALC_PRICE_MAX = 99_999.99;

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).optional();

/** A print shop as the dialog and the server take it: the name rule (≤ 256), contact, phone, address. */
export const publisherFields = {
  name: resourceNameSchema(NameLimit.Publisher),
  contact: optionalText(PUBLISHER_CONTACT_MAX, PublishCatalogMessage.ContactTooLong),
  phone: optionalText(PUBLISHER_PHONE_MAX, PublishCatalogMessage.PhoneTooLong),
  address: optionalText(PUBLISHER_ADDRESS_MAX, PublishCatalogMessage.AddressTooLong),
};
export const publisherFormSchema = z.object(publisherFields);
export type PublisherForm = z.output<typeof publisherFormSchema>;

const sizeNames = new Set<string>();
/** Whether a size name is one a rule may price ({@link publishSizeNames}). */
export function isPublishSizeName(sizeName: string): boolean {
  if (sizeNames.size === 0) for (const name of publishSizeNames()) sizeNames.add(name);
  return sizeNames.has(sizeName);
}

/** Whether a yuan amount has at most two decimals (cents are whole). */
export function hasWholeCents(yuan: number): boolean {
  return Math.abs(yuan * 100 - Math.round(yuan * 100)) < 1e-6;
}

/** A price in yuan: 0 to 99 999.99, whole cents. */
export const calcPriceSchema = z
  .number({ error: PublishCatalogMessage.PriceInvalid })
  .min(0, PublishCatalogMessage.PriceInvalid)
  .max(CALC_PRICE_MAX, PublishCatalogMessage.PriceInvalid)
  .refine(hasWholeCents, PublishCatalogMessage.PriceInvalid);

/** A rule's prices: at least one, each a known size (A0-A4, +0 to +1 in eighths, 超长) priced once. */
export const calcRuleRowsSchema = z
  .array(
    z.object({
      sizeName: z.string().refine(isPublishSizeName, PublishCatalogMessage.SizeUnknown),
      price: calcPriceSchema,
    }),
  )
  .min(1, PublishCatalogMessage.PricesRequired)
  .refine((rows) => new Set(rows.map((r) => r.sizeName)).size === rows.length, PublishCatalogMessage.SizeTwice);

/** A calculation rule as the editor and the server take it: the name rule (≤ 256), remarks, its prices. */
export const calcRuleFields = {
  ruleName: resourceNameSchema(NameLimit.PublishCalculation),
  remarks: multilineText(z.string().trim().max(CALC_REMARKS_MAX, PublishCatalogMessage.RemarksTooLong)).optional(),
  rows: calcRuleRowsSchema,
};
export const calcRuleFormSchema = z.object(calcRuleFields);
export type CalcRuleForm = z.output<typeof calcRuleFormSchema>;

/**
 * The statuses in which a publish approval still needs its print shop: not started, in progress, and passed but
 * not yet published. Refused, recalled, withdrawn and published ones are finished.
 */
export const UNFINISHED_PUBLISH_STATUSES: readonly ApprovalStatus[] = [
  ApprovalStatus.NotStarted,
  ApprovalStatus.InProgress,
  ApprovalStatus.Passed,
];

/** Who keeps print shops and calculation rules: the publishing managers and the enterprise administrators. */
export function mayManagePublishing(roleIds: readonly string[]): boolean {
  return roleIds.includes(FixedRoleId.PublishingManager) || roleIds.includes(FixedRoleId.EnterpriseAdmin);
}

/** A name taken by another print shop of the enterprise (the check and the save answer the same). */
export function publisherNameRefusal(taken: boolean): RuleRefusal | null {
  return taken ? Refuse.nameTaken(PublishCatalogMessage.PublisherNameTaken) : null;
}

/** A name taken by another calculation rule of the enterprise. */
export function calcNameRefusal(taken: boolean): RuleRefusal | null {
  return taken ? Refuse.nameTaken(PublishCatalogMessage.CalcNameTaken) : null;
}

/** Deleting a print shop: refused while unfinished publish approvals use it (how many, and what to do). */
export function deletePublisherRefusal(unfinishedApprovals: number): RuleRefusal | null {
  return unfinishedApprovals > 0 ? Refuse.notReady(PublishCatalogMessage.publisherInUse(unfinishedApprovals)) : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Publish statistics (/publishStatistic/*; issue 30): sheets and money of the published approvals (已发布, counted
// on the day publishing was confirmed, a firms' date) of a period.
// ---------------------------------------------------------------------------------------------------------------

export const PublishStatisticMessage = {
  NoStatistics: '您没有查看发布统计的权限',
  PeriodInvalid: '统计时间段无效：开始日期不能晚于结束日期，且不能超过10年',
} as const;

/** The longest period a statistic covers, in days (ten years). */
export const STATISTIC_MAX_DAYS = 3_661;

/** What a statistic call names: a year, or a period of firms' dates (inclusive); nothing means this year. */
export interface StatisticPeriodInput {
  year?: number | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
}

/** A period of firms' dates 'YYYY-MM-DD', both inclusive. */
export interface StatisticPeriod {
  startDate: string;
  endDate: string;
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * The period a statistic covers: startTime to endTime when given (a missing end is today, a missing start the first
 * of the end's year), otherwise the whole of `year` (this year by default), in the firms' calendar. Null when the
 * start is after the end or the period is longer than ten years.
 */
export function statisticPeriod(input: StatisticPeriodInput, now: Date = new Date()): StatisticPeriod | null {
  const today = firmDate(now);
  let period: StatisticPeriod;
  if (input.startTime || input.endTime) {
    const endDate = input.endTime ?? today;
    period = { startDate: input.startTime ?? `${endDate.slice(0, 4)}-01-01`, endDate };
  } else {
    const year = input.year ?? Number(today.slice(0, 4));
    period = { startDate: `${year}-01-01`, endDate: `${year}-12-31` };
  }
  const days = dayNumber(period.endDate) - dayNumber(period.startDate);
  if (!Number.isFinite(days) || days < 0 || days > STATISTIC_MAX_DAYS) return null;
  return period;
}

/** The refusal of a period that {@link statisticPeriod} cannot make. */
export function statisticPeriodRefusal(input: StatisticPeriodInput, now: Date = new Date()): RuleRefusal | null {
  return statisticPeriod(input, now) ? null : Refuse.invalid(PublishStatisticMessage.PeriodInvalid);
}

/** The firms' offset from UTC (China Standard Time has no daylight saving). */
const FIRM_UTC_OFFSET = '+08:00';

/** The instant a firms' date begins. */
export function firmDayStart(date: string): Date {
  return new Date(`${date}T00:00:00${FIRM_UTC_OFFSET}`);
}

/** The instant after a period's last day: the period is [firmDayStart(start), periodEnd(period)). */
export function periodEnd(period: StatisticPeriod): Date {
  return new Date(firmDayStart(period.endDate).getTime() + 86_400_000);
}

/** The twelve months of a year, 'YYYY-01' ... 'YYYY-12'. */
export function monthsOf(year: number): string[] {
  return Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
}

/** A statistic row: what it counts (a month, a day, a shop, a rule, a project), the sheets and the money (yuan). */
export interface StatisticTotals {
  id?: string;
  name: string;
  count: number;
  money: number;
}

/** The rows of the months of a year with nothing published filled in with zeros, in month order. */
export function fillMonths(year: number, rows: readonly StatisticTotals[]): StatisticTotals[] {
  const byMonth = new Map(rows.map((row) => [row.name, row]));
  return monthsOf(year).map((month) => byMonth.get(month) ?? { name: month, count: 0, money: 0 });
}
