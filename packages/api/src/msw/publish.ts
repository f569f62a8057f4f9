/**
 * Publishing in the fixture server (000 sections 4, 6, 9): the quote of a print job, launching a publish approval,
 * who may share and confirm it, and the share links behind /publish-info/{key}. The rules and refusals are the
 * shared ones of ../rules/publish.ts, called with the store's facts.
 */
import type { ApprovalAct, CostRow, FolderGroup, PublishListEntry } from '../entities/approval';
import { ApprovalStatus, ApprovalType, FixedRoleId, Flag, LinearMode, PageSize } from '../entities/constants';
import type { UserOption } from '../entities/user';
import { ResponseCode } from '../response/handleResponse';
import {
  type CalcRuleForm,
  calcNameRefusal,
  centsToYuan,
  computePublishCost,
  confirmPublishRefusal,
  costRowsInYuan,
  deletePublisherRefusal,
  fillMonths,
  firmDate,
  MissingPriceError,
  mayManagePublishing,
  PUBLISH_TASK_NAME,
  type PublishActorFacts,
  PublishCatalogMessage,
  type PublisherForm,
  type PublishFile,
  type PublishLaunch,
  PublishMessage,
  PublishRefusal,
  PublishStatisticMessage,
  pricesInCents,
  publishActions,
  publisherNameRefusal,
  publishLaunchRefusal,
  publishListRefusal,
  publishSizeNames,
  type StatisticPeriodInput,
  type StatisticTotals,
  shareRefusal,
  statisticPeriod,
  statisticPeriodRefusal,
  UNFINISHED_PUBLISH_STATUSES,
  yuanToCents,
} from '../rules/publish';
import { Refuse } from '../rules/refusal';
import { type CalcRule, type FixtureShareLink, type FixtureUser, localDateTime, type Publisher } from './seed';
import { enforce, FixtureCode, type FixtureStore, paginate, refuse } from './store';

/** The refusals of publishing: the shared ones (one definition, ../rules/publish.ts). */
export { PublishRefusal } from '../rules/publish';
export type { CalcRule, FixtureShareLink, Publisher } from './seed';

/** The code a refused share link answers with, as the server's: an error toast, 40009. */
export const SHARE_LINK_REFUSAL_CODE = ResponseCode.Error;

/** A drawing without a recognised sheet size is priced as the common sheet. */
const DEFAULT_SHEET_SIZE = 'A1';

/** The people who may approve a publish approval of a project: its members who are publishing managers. */
export function publishApprovers(store: FixtureStore, projectId: string): UserOption[] {
  return store
    .members(projectId)
    .filter((m) => store.user(m.userId).roleIds.includes(FixedRoleId.PublishingManager))
    .map((m) => store.userOption(m.userId));
}

export const findPublisher = (store: FixtureStore, id: string): Publisher | undefined =>
  store.state.publishers.find((p) => p.id === id);

export const findCalcRule = (store: FixtureStore, id: string): CalcRule | undefined =>
  store.state.calcRules.find((r) => r.id === id);

export function calcRule(store: FixtureStore, id: string): CalcRule {
  return findCalcRule(store, id) ?? refuse(FixtureCode.Error, PublishRefusal.CalcRuleNotFound);
}

/** Each chosen drawing, which must be a file of the project at the version chosen (as the server checks them). */
function drawingsOf(store: FixtureStore, projectId: string, files: readonly PublishFile[]) {
  return files.map((chosen) => {
    const file = store.state.resources.find((r) => r.recordId === chosen.recordId && !r.isFolder);
    if (!file || file.resId !== chosen.resId) return refuse(FixtureCode.Error, PublishRefusal.RecordNotFound);
    if (file.projectId !== projectId) refuse(FixtureCode.Error, PublishRefusal.FileNotInProject);
    return { file, copies: chosen.printCopies };
  });
}

/**
 * The cost of printing at the rule's prices: the shared pricing (rules/publish.ts, the server's too) over the
 * drawings' sheet sizes; a size the rule does not price is refused with its message (40007).
 */
export function publishQuote(
  store: FixtureStore,
  input: { projectId: string; calcRuleId: string; resList: readonly PublishFile[] },
): { rows: CostRow[]; publishNum: number; totalPrice: number } {
  store.project(input.projectId);
  const drawings = drawingsOf(store, input.projectId, input.resList);
  const rule = calcRule(store, input.calcRuleId);
  try {
    const cost = computePublishCost(
      drawings.map(({ file, copies }) => ({ sizeName: file.sheetSize ?? DEFAULT_SHEET_SIZE, copies })),
      pricesInCents(rule.rows ?? []),
      rule.ruleName,
    );
    return { rows: costRowsInYuan(cost.rows), publishNum: cost.publishNum, totalPrice: centsToYuan(cost.totalCents) };
  } catch (error) {
    if (error instanceof MissingPriceError) refuse(FixtureCode.Warning, error.message);
    throw error;
  }
}

/**
 * Launches a publish approval as the server does, in its order: the files (the project's, at the versions chosen),
 * then the shared rule (print shop, calculation rule, delivery today or later, the project's publishing managers as
 * approvers, the name unused in the project), then the prices. One step, every approver passes; the quote is kept
 * in additionInfo.
 */
export function launchPublish(store: FixtureStore, user: FixtureUser, input: PublishLaunch, now = new Date()): string {
  store.project(input.projectId);
  drawingsOf(store, input.projectId, input.resList);
  const allowed = new Set(publishApprovers(store, input.projectId).map((u) => u.userId));
  const shop = findPublisher(store, input.publisherId);
  const rule = findCalcRule(store, input.calcRuleId);
  enforce(
    publishLaunchRefusal(input, {
      publisherFound: shop !== undefined,
      calcRuleFound: rule !== undefined,
      // The delivery is compared with the firms' date (Asia/Shanghai), as on the server and in the portal.
      now,
      isApprover: (id) => allowed.has(id),
      nameTaken: store.isApprovalNameTaken(input.projectId, input.actName),
    }),
  );
  if (!shop || !rule) throw new Error('unreachable: the rule refuses a missing print shop or rule');
  const quote = publishQuote(store, input);
  const actId = store.launch(user, {
    id: '',
    projectId: input.projectId,
    approvalName: input.actName,
    remarks: input.remarks,
    isCa: Flag.No,
    isLinear: LinearMode.Parallel,
    tasks: [{ taskName: PUBLISH_TASK_NAME, userIdList: [...new Set(input.approvalUserIdList)] }],
    drawings: input.resList.map((f) => ({ resId: f.resId, recordId: f.recordId, resName: '' })),
  });
  store.state.publishShops.set(actId, shop.id);
  const approval = store.approval(actId);
  approval.act.moduleType = ApprovalType.Publish;
  approval.act.signMan = null;
  approval.act.additionInfo = {
    attachments: [],
    publishNum: quote.publishNum,
    totalPrice: quote.totalPrice,
    calcName: rule.ruleName,
    deliveryTime: input.deliveryTime,
    publisherName: shop.name,
    pageInfo: JSON.stringify(quote.rows),
  };
  const copies = new Map(input.resList.map((f) => [f.resId, f.printCopies]));
  for (const file of approval.files.flatMap((group: FolderGroup) => group.children)) {
    file.printCopies = copies.get(file.resId) ?? 1;
    file.publishNum = file.printCopies;
  }
  return actId;
}

/** The roles whose holders get the publish buttons (as the server's permissions give them): 000 section 6. */
const PUBLISH_BUTTON_ROLES: readonly string[] = [FixedRoleId.PublishingManager, FixedRoleId.EnterpriseAdmin];

/**
 * What the shared publish rules read of the user for an approval: whether they launched it, and the publish buttons
 * they hold (the enterprise's keys, given to its publishing managers and administrators).
 */
function publishActor(store: FixtureStore, act: ApprovalAct, user: FixtureUser): PublishActorFacts {
  const holdsPublishButtons = user.roleIds.some((role) => PUBLISH_BUTTON_ROLES.includes(role));
  return {
    isLauncher: act.launchManInfo.id === user.userId,
    buttonKeys: holdsPublishButtons ? store.state.buttonKeys : [],
  };
}

const publishFacts = (act: ApprovalAct) => ({ isPublish: act.moduleType === ApprovalType.Publish, status: act.status });

/** Whether the user may share and confirm publishing an approval now (the detail's flags): the shared rule. */
export function publishFlags(
  store: FixtureStore,
  act: ApprovalAct,
  user: FixtureUser,
): { canShare: boolean; canConfirmPublish: boolean } {
  return publishActions(publishFacts(act), publishActor(store, act, user));
}

/** Makes a share link valid for `days` days from now. */
export function createShareLink(
  store: FixtureStore,
  user: FixtureUser,
  actId: string,
  days: number,
  now = new Date(),
): FixtureShareLink {
  const { act } = store.approval(actId);
  enforce(shareRefusal(publishFacts(act), publishActor(store, act, user)));
  const link = {
    key: store.nextId('share'),
    actId,
    expireTime: localDateTime(new Date(now.getTime() + days * 86_400_000)),
  };
  store.state.shareLinks.set(link.key, link);
  return link;
}

/** The link of a key, refused as 分享链接已失效 when unknown or past its time. */
export function liveShareLink(store: FixtureStore, key: string, now = new Date()): FixtureShareLink {
  const link = store.state.shareLinks.get(key);
  if (!link || link.expireTime <= localDateTime(now)) {
    refuse(SHARE_LINK_REFUSAL_CODE, PublishMessage.ShareLinkExpired);
  }
  return link;
}

/** Confirms publishing a passed publish approval: 已发布. */
export function confirmPublish(store: FixtureStore, user: FixtureUser, actId: string): void {
  const { act } = store.approval(actId);
  enforce(confirmPublishRefusal(publishFacts(act), publishActor(store, act, user)));
  store.setApprovalStatus(act, ApprovalStatus.Published);
}

// ---------------------------------------------------------------------------------------------------------------
// Print shops and calculation rules, kept by the publishing managers and administrators (as the server's menu keys
// publishOrganization and publishCalcRule give them). The rules and messages are the shared ones.
// ---------------------------------------------------------------------------------------------------------------

function requireKeeper(user: FixtureUser, message: string): void {
  if (!mayManagePublishing(user.roleIds)) enforce(Refuse.denied(message));
}

const orNull = (value: string | undefined) => value || null;

function ownPublisher(store: FixtureStore, id: string): Publisher {
  return findPublisher(store, id) ?? refuse(FixtureCode.Error, PublishRefusal.PublisherNotFound);
}

/** The print shop a publish approval names: the one it was launched with here, or the seed's by name. */
function shopOf(store: FixtureStore, act: ApprovalAct): string | undefined {
  const launched = store.state.publishShops.get(act.id);
  if (launched) return launched;
  const name = act.additionInfo?.publisherName;
  return name ? store.state.publishers.find((p) => p.name === name)?.id : undefined;
}

export function checkPublisherName(store: FixtureStore, user: FixtureUser, data: { name: string; id?: string }) {
  requireKeeper(user, PublishCatalogMessage.NoManagePublishers);
  enforce(publisherNameRefusal(store.state.publishers.some((p) => p.name === data.name && p.id !== data.id)));
  return true as const;
}

export function addPublisher(store: FixtureStore, user: FixtureUser, data: PublisherForm): Publisher {
  checkPublisherName(store, user, data);
  const shop: Publisher = {
    id: store.nextId('pub'),
    name: data.name,
    contact: orNull(data.contact),
    phone: orNull(data.phone),
    address: orNull(data.address),
  };
  store.state.publishers.push(shop);
  return shop;
}

export function updatePublisher(store: FixtureStore, user: FixtureUser, data: PublisherForm & { id: string }): null {
  requireKeeper(user, PublishCatalogMessage.NoManagePublishers);
  const shop = ownPublisher(store, data.id);
  checkPublisherName(store, user, data);
  Object.assign(shop, {
    name: data.name,
    contact: orNull(data.contact),
    phone: orNull(data.phone),
    address: orNull(data.address),
  });
  return null;
}

/** Refused while unfinished publish approvals (not started, in progress, passed) send drawings to the shop. */
export function deletePublisher(store: FixtureStore, user: FixtureUser, id: string): null {
  requireKeeper(user, PublishCatalogMessage.NoManagePublishers);
  ownPublisher(store, id);
  const unfinished = store.state.approvals.filter(
    ({ act }) =>
      act.moduleType === ApprovalType.Publish &&
      UNFINISHED_PUBLISH_STATUSES.includes(act.status) &&
      shopOf(store, act) === id,
  ).length;
  enforce(deletePublisherRefusal(unfinished));
  store.state.publishers = store.state.publishers.filter((p) => p.id !== id);
  return null;
}

function ownCalcRule(store: FixtureStore, id: string): CalcRule {
  return findCalcRule(store, id) ?? refuse(FixtureCode.Error, PublishRefusal.CalcRuleNotFound);
}

export function checkCalcName(store: FixtureStore, user: FixtureUser, data: { ruleName: string; id?: string }) {
  requireKeeper(user, PublishCatalogMessage.NoManageCalcRules);
  enforce(calcNameRefusal(store.state.calcRules.some((r) => r.ruleName === data.ruleName && r.id !== data.id)));
  return true as const;
}

const SIZE_ORDER = new Map(publishSizeNames().map((name, index) => [name, index]));
const sortedRows = (rows: CalcRuleForm['rows']) =>
  [...rows].sort((a, b) => (SIZE_ORDER.get(a.sizeName) ?? 0) - (SIZE_ORDER.get(b.sizeName) ?? 0));

export function addCalcRule(store: FixtureStore, user: FixtureUser, data: CalcRuleForm): CalcRule {
  checkCalcName(store, user, data);
  const rule: CalcRule = {
    id: store.nextId('cr'),
    ruleName: data.ruleName,
    remarks: orNull(data.remarks),
    rows: sortedRows(data.rows),
  };
  store.state.calcRules.push(rule);
  return rule;
}

export function updateCalcRule(store: FixtureStore, user: FixtureUser, data: CalcRuleForm & { id: string }): null {
  requireKeeper(user, PublishCatalogMessage.NoManageCalcRules);
  const rule = ownCalcRule(store, data.id);
  checkCalcName(store, user, data);
  Object.assign(rule, { ruleName: data.ruleName, remarks: orNull(data.remarks), rows: sortedRows(data.rows) });
  return null;
}

export function deleteCalcRule(store: FixtureStore, user: FixtureUser, id: string): null {
  requireKeeper(user, PublishCatalogMessage.NoManageCalcRules);
  ownCalcRule(store, id);
  store.state.calcRules = store.state.calcRules.filter((r) => r.id !== id);
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Publish statistics: the published approvals of the store (counted on the day of their last change, when
// publishing was confirmed), grouped as the server groups them. The period rule is the shared one.
// ---------------------------------------------------------------------------------------------------------------

export type StatisticGrouping = 'month' | 'day' | 'publisher' | 'calcRule' | 'project';

export function publishStatistic(
  store: FixtureStore,
  user: FixtureUser,
  input: StatisticPeriodInput,
  grouping: StatisticGrouping,
  now = new Date(),
): StatisticTotals[] {
  if (!mayManagePublishing(user.roleIds)) enforce(Refuse.denied(PublishStatisticMessage.NoStatistics));
  enforce(statisticPeriodRefusal(input, now));
  const period = statisticPeriod(input, now);
  if (!period) return [];
  const groups = new Map<string, StatisticTotals & { cents: number }>();
  for (const { act } of store.state.approvals) {
    if (act.moduleType !== ApprovalType.Publish || act.status !== ApprovalStatus.Published) continue;
    const day = act.updateTime.slice(0, 10);
    if (day < period.startDate || day > period.endDate) continue;
    const info = act.additionInfo;
    const keyed: Record<StatisticGrouping, { key: string; name: string }> = {
      month: { key: day.slice(0, 7), name: day.slice(0, 7) },
      day: { key: day, name: day },
      publisher: { key: shopOf(store, act) ?? '', name: info?.publisherName ?? '' },
      calcRule: {
        key: store.state.calcRules.find((r) => r.ruleName === info?.calcName)?.id ?? '',
        name: info?.calcName ?? '',
      },
      project: { key: act.projectId ?? '', name: act.projectName ?? '' },
    };
    const { key, name } = keyed[grouping];
    const group = groups.get(key) ?? { name, count: 0, money: 0, cents: 0 };
    group.count += Number(info?.publishNum ?? 0);
    group.cents += yuanToCents(Number(info?.totalPrice ?? 0));
    groups.set(key, group);
  }
  const byTime = grouping === 'month' || grouping === 'day';
  return [...groups.entries()]
    .map(([key, g]) => ({ ...(byTime ? {} : { id: key }), name: g.name, count: g.count, money: centsToYuan(g.cents) }))
    .sort((a, b) => (byTime ? a.name.localeCompare(b.name) : b.money - a.money || a.name.localeCompare(b.name)));
}

/** Every month of a year (this year by default), zeros included. */
export function publishCostsOfYear(
  store: FixtureStore,
  user: FixtureUser,
  input: StatisticPeriodInput,
  now = new Date(),
) {
  const year = input.year ?? Number(firmDate(now).slice(0, 4));
  return fillMonths(year, publishStatistic(store, user, { year }, 'month', now));
}

// ---------------------------------------------------------------------------------------------------------------
// The publish centre's lists (/publish/list): for holders of toPublish:download, as the server's plugin checks it.
// ---------------------------------------------------------------------------------------------------------------

export interface PublishListInput {
  pageNum?: number | undefined;
  pageSize?: number | undefined;
  status?: ApprovalStatus | undefined;
  actName?: string | undefined;
  projectId?: string | undefined;
  publisherId?: string | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
}

/** The publish buttons a user holds: the enterprise's keys, for its publishing managers and administrators. */
function buttonKeysOf(store: FixtureStore, user: FixtureUser): string[] {
  return user.roleIds.some((role) => PUBLISH_BUTTON_ROLES.includes(role)) ? store.state.buttonKeys : [];
}

/** The cost rows an approval was launched with (additionInfo.pageInfo, JSON). */
function costRowsOf(act: ApprovalAct): CostRow[] {
  try {
    return JSON.parse(act.additionInfo?.pageInfo ?? '[]') as CostRow[];
  } catch {
    return [];
  }
}

/**
 * The published publish approvals (or those of `status`), or the passed ones waiting to be published, latest change
 * first, with their print job and cost; the same filters as the server's.
 */
export function publishList(
  store: FixtureStore,
  user: FixtureUser,
  input: PublishListInput,
  which: 'published' | 'notPublished',
): { total: number; list: PublishListEntry[] } {
  enforce(publishListRefusal({ buttonKeys: buttonKeysOf(store, user) }));
  const status = which === 'published' ? (input.status ?? ApprovalStatus.Published) : ApprovalStatus.Passed;
  const wanted = input.actName?.trim();
  const acts = store.state.approvals
    .map((a) => a.act)
    .filter((act) => act.moduleType === ApprovalType.Publish && act.status === status)
    .filter((act) => !input.projectId || act.projectId === input.projectId)
    .filter((act) => !input.publisherId || shopOf(store, act) === input.publisherId)
    .filter((act) => !input.startTime || act.createTime.slice(0, 10) >= input.startTime)
    .filter((act) => !input.endTime || act.createTime.slice(0, 10) <= input.endTime)
    .filter((act) => !wanted || act.actName.includes(wanted))
    .sort((a, b) => b.updateTime.localeCompare(a.updateTime));
  const page = paginate(acts, input.pageNum, input.pageSize ?? PageSize.PublishList);
  return {
    total: page.total,
    list: page.list.map((act) => {
      const info = act.additionInfo;
      return {
        ...store.listEntry(act),
        formId: null,
        publisherId: shopOf(store, act) ?? '',
        publisherName: info?.publisherName ?? '',
        calcName: info?.calcName ?? '',
        deliveryTime: info?.deliveryTime ?? '',
        publishNum: Number(info?.publishNum ?? 0),
        totalPrice: Number(info?.totalPrice ?? 0),
        costRows: costRowsOf(act),
        publishTime: act.status === ApprovalStatus.Published ? act.updateTime : null,
      };
    }),
  };
}
