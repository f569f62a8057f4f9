/**
 * Publishing in the fixture server (000 sections 4, 6, 9): the quote of a print job, launching a publish approval,
 * who may share and confirm it, and the share links behind /publish-info/{key}. The rules and refusals are the
 * shared ones of ../rules/publish.ts, called with the store's facts.
 */
import type { ApprovalAct, CostRow, FolderGroup } from '../entities/approval';
import { ApprovalStatus, ApprovalType, FixedRoleId, Flag, LinearMode } from '../entities/constants';
import type { UserOption } from '../entities/user';
import { ResponseCode } from '../response/handleResponse';
import {
  confirmPublishRefusal,
  PUBLISH_TASK_NAME,
  type PublishActorFacts,
  type PublishFile,
  type PublishLaunch,
  PublishMessage,
  PublishRefusal,
  publishActions,
  publishLaunchRefusal,
  shareRefusal,
} from '../rules/publish';
import { type CalcRule, type FixtureShareLink, type FixtureUser, localDateTime, type Publisher } from './seed';
import { enforce, FixtureCode, type FixtureStore, refuse } from './store';

/** The refusals of publishing: the shared ones (one definition, ../rules/publish.ts). */
export { PublishRefusal } from '../rules/publish';
export type { CalcRule, FixtureShareLink, Publisher } from './seed';

/** The code a refused share link answers with, as the server's: an error toast, 40009. */
export const SHARE_LINK_REFUSAL_CODE = ResponseCode.Error;

/** A drawing without a recognised sheet size is priced as the common sheet. */
const DEFAULT_SHEET_SIZE = 'A1';

const cents = (value: number) => Math.round(value * 100) / 100;

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

/** The cost of printing: one row per sheet size (in the rule's order), copies summed, at the rule's prices. */
export function publishQuote(
  store: FixtureStore,
  input: { projectId: string; calcRuleId: string; resList: readonly PublishFile[] },
): { rows: CostRow[]; publishNum: number; totalPrice: number } {
  store.project(input.projectId);
  const drawings = drawingsOf(store, input.projectId, input.resList);
  const rule = calcRule(store, input.calcRuleId);
  const prices = rule.rows ?? [];
  const counts = new Map<string, number>();
  for (const { file, copies } of drawings) {
    const size = file.sheetSize ?? DEFAULT_SHEET_SIZE;
    counts.set(size, (counts.get(size) ?? 0) + copies);
  }
  const order = (size: string) => {
    const index = prices.findIndex((p) => p.sizeName === size);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  const rows = [...counts.entries()]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([sizeName, num]): CostRow => {
      const price =
        prices.find((p) => p.sizeName === sizeName)?.price ??
        refuse(FixtureCode.Warning, PublishRefusal.noPrice(rule.ruleName, sizeName));
      return { sizeName, price, num, totalPrice: cents(price * num) };
    });
  return {
    rows,
    publishNum: rows.reduce((sum, row) => sum + row.num, 0),
    totalPrice: cents(rows.reduce((sum, row) => sum + row.totalPrice, 0)),
  };
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
