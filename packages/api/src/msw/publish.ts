/**
 * Publishing in the fixture server (000 sections 4, 6, 9): the quote of a print job, launching a publish approval,
 * who may share and confirm it, and the share links behind /publish-info/{key}. The rules a real server applies,
 * kept out of the shared store so the resolvers stay short.
 */
import type { z } from 'zod';
import type { ApprovalAct, CostRow, calcRuleSchema, FolderGroup, publisherSchema } from '../entities/approval';
import { ApprovalStatus, ApprovalType, FixedRoleId, Flag, LinearMode } from '../entities/constants';
import type { UserOption } from '../entities/user';
import { ResponseCode } from '../response/handleResponse';
import { APPROVAL_NAME_TAKEN } from '../rules/messages';
import { isDeliveryTimeInPast, type PublishFile, type PublishLaunch, PublishMessage } from '../rules/publish';
import type { FixtureUser } from './seed';
import { FixtureCode, type FixtureStore, refuse } from './store';

export type Publisher = z.output<typeof publisherSchema>;
export type CalcRule = z.output<typeof calcRuleSchema>;

/** A share link of a publish approval: its key, the approval and when it stops working (local 'YYYY-MM-DD HH:mm:ss'). */
export interface FixtureShareLink {
  key: string;
  actId: string;
  expireTime: string;
}

/** The refusals of publishing, in the server's words (the contract's where it has them). */
export const PublishRefusal = {
  ...PublishMessage,
  ApproverNotAllowed: '审批人须为该项目的发布管理员',
  FileNotInProject: '所选图纸不在该项目中',
  PublisherNotFound: '晒图单位不存在',
  CalcRuleNotFound: '计费规则不存在',
  NoPrice: (sizeName: string) => `计费规则中没有${sizeName}的单价`,
  NoPermission: '您没有该操作的权限',
  FileNotShared: '文件不在分享范围内',
} as const;

/** The code a refused share link answers with, as the server's: an error toast, 40009. */
export const SHARE_LINK_REFUSAL_CODE = ResponseCode.Error;

/** A drawing without a recognised sheet size is priced as the common sheet. */
const DEFAULT_SHEET_SIZE = 'A1';

const pad = (n: number) => String(n).padStart(2, '0');
/** Local 'YYYY-MM-DD HH:mm:ss'. */
export function localDateTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** The people who may approve a publish approval of a project: its members who are publishing managers. */
export function publishApprovers(store: FixtureStore, projectId: string): UserOption[] {
  return store
    .members(projectId)
    .filter((m) => store.user(m.userId).roleIds.includes(FixedRoleId.PublishingManager))
    .map((m) => store.userOption(m.userId));
}

export function publisher(store: FixtureStore, id: string): Publisher {
  return store.state.publishers.find((p) => p.id === id) ?? refuse(FixtureCode.Error, PublishRefusal.PublisherNotFound);
}

export function calcRule(store: FixtureStore, id: string): CalcRule {
  return store.state.calcRules.find((r) => r.id === id) ?? refuse(FixtureCode.Error, PublishRefusal.CalcRuleNotFound);
}

/** Each chosen drawing, which must be a file of the project at its current version. */
function drawingsOf(store: FixtureStore, projectId: string, files: readonly PublishFile[]) {
  return files.map((chosen) => {
    const file = store.state.resources.find((r) => r.resId === chosen.resId);
    if (!file || file.projectId !== projectId || file.isFolder || file.recordId !== chosen.recordId) {
      refuse(FixtureCode.Error, PublishRefusal.FileNotInProject);
    }
    return { file, copies: chosen.printCopies };
  });
}

/** The cost of printing: one row per sheet size (in the rule's order), copies summed, at the rule's prices. */
export function publishQuote(
  store: FixtureStore,
  input: { projectId: string; calcRuleId: string; resList: readonly PublishFile[] },
): { rows: CostRow[]; publishNum: number; totalPrice: number } {
  store.project(input.projectId);
  const rule = calcRule(store, input.calcRuleId);
  const prices = rule.rows ?? [];
  const counts = new Map<string, number>();
  for (const { file, copies } of drawingsOf(store, input.projectId, input.resList)) {
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
        refuse(FixtureCode.Warning, PublishRefusal.NoPrice(sizeName));
      return { sizeName, price, num, totalPrice: cents(price * num) };
    });
  return {
    rows,
    publishNum: rows.reduce((sum, row) => sum + row.num, 0),
    totalPrice: cents(rows.reduce((sum, row) => sum + row.totalPrice, 0)),
  };
}

/**
 * Launches a publish approval as the server does: the approvers must be the project's publishing managers, the files
 * the project's, the delivery today or later, the name unused among publish approvals. One step, every approver
 * passes; the quote is kept in additionInfo.
 */
export function launchPublish(store: FixtureStore, user: FixtureUser, input: PublishLaunch, now = new Date()): string {
  store.project(input.projectId);
  const allowed = new Set(publishApprovers(store, input.projectId).map((u) => u.userId));
  if (input.approvalUserIdList.some((id) => !allowed.has(id))) {
    refuse(FixtureCode.Warning, PublishRefusal.ApproverNotAllowed);
  }
  if (isDeliveryTimeInPast(input.deliveryTime, now)) refuse(FixtureCode.Warning, PublishRefusal.DeliveryTimeInPast);
  const shop = publisher(store, input.publisherId);
  const rule = calcRule(store, input.calcRuleId);
  const quote = publishQuote(store, input);
  if (store.state.approvals.some((a) => a.act.moduleType === ApprovalType.Publish && a.act.actName === input.actName)) {
    refuse(FixtureCode.Warning, APPROVAL_NAME_TAKEN);
  }
  const actId = store.launch(user, {
    id: '',
    projectId: input.projectId,
    approvalName: input.actName,
    remarks: input.remarks,
    isCa: Flag.No,
    isLinear: LinearMode.Parallel,
    tasks: [{ taskName: '发布管理员审批', userIdList: [...new Set(input.approvalUserIdList)] }],
    drawings: input.resList.map((f) => ({ resId: f.resId, recordId: f.recordId, resName: '' })),
  });
  const approval = store.approval(actId);
  approval.act.moduleType = ApprovalType.Publish;
  approval.act.additionInfo = {
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

/** Whether the user may share (toPublish:share) and confirm publishing (toPublish:confirmPublish) an approval. */
export function publishFlags(
  store: FixtureStore,
  act: ApprovalAct,
  user: FixtureUser,
): { canShare: boolean; canConfirmPublish: boolean } {
  if (act.moduleType !== ApprovalType.Publish) return { canShare: false, canConfirmPublish: false };
  // The launcher and the enterprise's publishing managers handle a passed publish approval.
  const handles = act.launchManInfo.id === user.userId || user.roleIds.includes(FixedRoleId.PublishingManager);
  const keys = store.state.buttonKeys;
  const passed = act.status === ApprovalStatus.Passed;
  return {
    canShare: handles && keys.includes('toPublish:share') && (passed || act.status === ApprovalStatus.Published),
    canConfirmPublish: handles && keys.includes('toPublish:confirmPublish') && passed,
  };
}

/** Refuses unless the approval is a passed (or published) publish approval. */
function requirePublishApproval(act: ApprovalAct) {
  if (act.moduleType !== ApprovalType.Publish) refuse(FixtureCode.Warning, PublishRefusal.NotPublishApproval);
  if (act.status !== ApprovalStatus.Passed && act.status !== ApprovalStatus.Published) {
    refuse(FixtureCode.Warning, PublishRefusal.NotPassed);
  }
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
  requirePublishApproval(act);
  if (!publishFlags(store, act, user).canShare) refuse(FixtureCode.Warning, PublishRefusal.NoPermission);
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
    refuse(SHARE_LINK_REFUSAL_CODE, PublishRefusal.ShareLinkExpired);
  }
  return link;
}

/** Confirms publishing a passed publish approval: 已发布. */
export function confirmPublish(store: FixtureStore, user: FixtureUser, actId: string): void {
  const { act } = store.approval(actId);
  if (act.moduleType !== ApprovalType.Publish) refuse(FixtureCode.Warning, PublishRefusal.NotPublishApproval);
  if (act.status === ApprovalStatus.Published) refuse(FixtureCode.Warning, PublishRefusal.AlreadyPublished);
  if (act.status !== ApprovalStatus.Passed) refuse(FixtureCode.Warning, PublishRefusal.NotPassed);
  if (!publishFlags(store, act, user).canConfirmPublish) refuse(FixtureCode.Warning, PublishRefusal.NoPermission);
  store.setApprovalStatus(act, ApprovalStatus.Published);
}

/** The share links the fixture starts with: one of the published a-006, valid a week, and one that has expired. */
export function seedShareLinks(now = new Date()): Map<string, FixtureShareLink> {
  const at = (days: number) => localDateTime(new Date(now.getTime() + days * 86_400_000));
  return new Map([
    ['share-a-006', { key: 'share-a-006', actId: 'a-006', expireTime: at(7) }],
    ['share-expired', { key: 'share-expired', actId: 'a-006', expireTime: at(-1) }],
  ]);
}
