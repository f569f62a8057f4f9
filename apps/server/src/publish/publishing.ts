import {
  type ApprovalListEntry,
  ApprovalStatus,
  type ApprovalType,
  approvalStatusText,
  Flag,
  PageSize,
  type ProjectType,
  PublishMessage,
} from '@atelier/api';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { asStatus } from '../approvals/detail';
import { ApprovalKind, notReady } from '../approvals/launch';
import type { Database } from '../db/index';
import { ApprovalAction, approvalActions, approvals, projects, publishApprovals, users } from '../db/schema';
import { deny, ErrorMessage } from '../domain/errors';
import type { HandlerContext } from '../http/registerEndpoint';
import { formatDateTime, paginate } from '../util/format';
import { holdsButton, PublishButton } from './access';
import { PublishRefusal } from './messages';

/**
 * Confirming publishing (publishAct) and the publish centre's lists (getPubActList, getNotPubList): the
 * publishing managers' work on passed publish approvals of their enterprise.
 */

/**
 * Confirms a passed publish approval as published (ApprovalStatus.Published '8'), by a holder of
 * toPublish:confirmPublish, once: under the approval's row lock, recorded in approval_actions.
 */
export async function confirmPublish(ctx: HandlerContext<unknown>, actId: string): Promise<void> {
  if (!holdsButton(ctx, PublishButton.ConfirmPublish)) deny(PublishRefusal.NoConfirmPublish);
  const enterpriseId = ctx.enterpriseId;
  await ctx.db.transaction(async (txn) => {
    const tx: Database = txn;
    const now = new Date();
    const [approval] = await tx.select().from(approvals).where(eq(approvals.id, actId)).for('update');
    if (!approval) deny(ErrorMessage.ApprovalNotFound);
    if (approval.enterpriseId !== enterpriseId) deny(ErrorMessage.ApprovalOfAnotherEnterprise);
    if (approval.kind !== ApprovalKind.Publish) notReady(PublishMessage.NotPublishApproval);
    if (approval.status === ApprovalStatus.Published) notReady(PublishMessage.AlreadyPublished);
    if (approval.status !== ApprovalStatus.Passed) notReady(PublishMessage.NotPassed);
    await tx
      .update(approvals)
      .set({ status: ApprovalStatus.Published, updatedAt: now })
      .where(eq(approvals.id, approval.id));
    await tx
      .update(publishApprovals)
      .set({ publishedBy: ctx.user.id, publishedAt: now })
      .where(eq(publishApprovals.approvalId, approval.id));
    await tx.insert(approvalActions).values({
      approvalId: approval.id,
      userId: ctx.user.id,
      action: ApprovalAction.Publish,
      createdAt: now,
    });
  });
}

export interface PublishListQuery {
  pageNum?: number | undefined;
  pageSize?: number | undefined;
  status?: ApprovalStatus | undefined;
  actName?: string | undefined;
  proType?: ProjectType | undefined;
  projectId?: string | undefined;
}

/**
 * Publish approvals of the call's enterprise for its publishing managers (toPublish:download), latest change
 * first, 50 a page: the published ones (getPubActList; `status` picks another status) or the passed ones waiting
 * to be published (getNotPubList). Filters: project, project type, a part of the name.
 */
export async function publishList(ctx: HandlerContext<PublishListQuery>, which: 'published' | 'notPublished') {
  if (!holdsButton(ctx, PublishButton.Download)) deny(PublishRefusal.NoPublishList);
  const { data } = ctx;
  const status = which === 'published' ? (data.status ?? ApprovalStatus.Published) : ApprovalStatus.Passed;
  const conditions: SQL[] = [
    eq(approvals.enterpriseId, ctx.enterpriseId),
    eq(approvals.kind, ApprovalKind.Publish),
    eq(approvals.status, status),
  ];
  if (data.projectId) conditions.push(eq(approvals.projectId, data.projectId));
  if (data.proType) conditions.push(eq(projects.proType, data.proType));
  const rows = await ctx.db
    .select({ approval: approvals, projectName: projects.name, launcher: users })
    .from(approvals)
    .innerJoin(projects, eq(projects.id, approvals.projectId))
    .innerJoin(users, eq(users.id, approvals.launchedBy))
    .where(and(...conditions))
    .orderBy(desc(approvals.updatedAt), desc(approvals.id));
  const wanted = data.actName?.trim();
  const kept = wanted ? rows.filter((r) => r.approval.actName.includes(wanted)) : rows;
  const page = paginate(kept, data.pageNum, data.pageSize ?? PageSize.PublishList);
  return {
    total: page.total,
    list: page.list.map(({ approval, projectName, launcher }): ApprovalListEntry => {
      const current = asStatus(approval.status);
      return {
        id: approval.id,
        actName: approval.actName,
        moduleType: approval.moduleType as ApprovalType,
        status: current,
        statusText: approvalStatusText[current],
        projectId: approval.projectId,
        projectName,
        createTime: formatDateTime(approval.createdAt),
        updateTime: formatDateTime(approval.updatedAt),
        launchManInfo: { id: launcher.id, realname: launcher.realname, avatar: launcher.avatar },
        isCa: Flag.No,
        formId: null,
      };
    }),
  };
}
