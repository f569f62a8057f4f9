import {
  ApprovalStatus,
  type ApprovalType,
  approvalStatusText,
  centsToYuan,
  confirmableRefusal,
  costRowsInYuan,
  Flag,
  firmDayStart,
  PageSize,
  type ProjectType,
  type PublishListEntry,
  periodEnd,
} from '@atelier/api';
import { asStatus } from '../approvals/detail';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { deny, ErrorMessage, enforce } from '../domain/errors';
import { formatDateTime, paginate } from '../util/format';
import { publishFacts } from './access';
import { lockApproval, markPublished, publishApprovalRows } from './repository';

/**
 * Confirming publishing (publishAct) and the publish centre's lists (getPubActList, getNotPubList): the
 * publishing managers' work on passed publish approvals of their enterprise.
 */

/**
 * Confirms a passed publish approval as published (ApprovalStatus.Published '8'), by a holder of
 * toPublish:confirmPublish, once: under the approval's row lock, recorded in approval_actions.
 */
export async function confirmPublish(db: Database, actor: Actor, actId: string): Promise<void> {
  // The button (toPublish:confirmPublish) is the contract's (api.approval.publish.access), checked by the plugin
  // before this runs; here the approval's state: the shared rule.
  await db.transaction(async (tx) => {
    const now = new Date();
    const approval = await lockApproval(tx, actId);
    if (!approval) deny(ErrorMessage.ApprovalNotFound);
    if (approval.enterpriseId !== actor.enterpriseId) deny(ErrorMessage.ApprovalOfAnotherEnterprise);
    enforce(confirmableRefusal(publishFacts(approval)));
    await markPublished(tx, approval.id, actor.userId, now);
  });
}

export interface PublishListQuery {
  pageNum?: number | undefined;
  pageSize?: number | undefined;
  status?: ApprovalStatus | undefined;
  actName?: string | undefined;
  proType?: ProjectType | undefined;
  projectId?: string | undefined;
  publisherId?: string | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
}

/**
 * Publish approvals of the call's enterprise for its publishing managers (toPublish:download), latest change
 * first, 50 a page: the published ones (getPubActList; `status` picks another status) or the passed ones waiting
 * to be published (getNotPubList). Filters: project, project type, print shop, launch dates (firms' dates, both
 * inclusive), a part of the name. Each row carries its print job and cost as priced at launch.
 */
export async function publishList(
  db: Database,
  actor: Actor,
  data: PublishListQuery,
  which: 'published' | 'notPublished',
): Promise<{ total: number; list: PublishListEntry[] }> {
  const status = which === 'published' ? (data.status ?? ApprovalStatus.Published) : ApprovalStatus.Passed;
  const rows = await publishApprovalRows(db, {
    enterpriseId: actor.enterpriseId,
    status,
    projectId: data.projectId,
    proType: data.proType,
    publisherId: data.publisherId,
    launchedFrom: data.startTime ? firmDayStart(data.startTime) : undefined,
    launchedBefore: data.endTime ? periodEnd({ startDate: data.endTime, endDate: data.endTime }) : undefined,
  });
  const wanted = data.actName?.trim();
  const kept = wanted ? rows.filter((r) => r.approval.actName.includes(wanted)) : rows;
  const page = paginate(kept, data.pageNum, data.pageSize ?? PageSize.PublishList);
  return {
    total: page.total,
    list: page.list.map(({ approval, publish, projectName, launcher }): PublishListEntry => {
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
        publisherId: publish.publisherId,
        publisherName: publish.publisherName,
        calcName: publish.calcName,
        deliveryTime: publish.deliveryTime,
        publishNum: publish.publishNum,
        totalPrice: centsToYuan(publish.totalCents),
        costRows: costRowsInYuan(publish.costRows),
        publishTime: publish.publishedAt ? formatDateTime(publish.publishedAt) : null,
      };
    }),
  };
}
