import {
  type ApprovalListEntry,
  type ApprovalType,
  approvalNameRefusal,
  approvalStatusText,
  approvalStatusWanted,
  Flag,
  PageSize,
} from '@atelier/api';
import { projectAccessOf } from '../access/projectAccess';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { enforce } from '../domain/errors';
import { formatDateTime, paginate } from '../util/format';
import { ACTED_STATUSES, asStatus } from './detail';
import { isApprovalNameTaken } from './launch';
import {
  approvalListRows,
  countLaunched,
  isNameTakenInEnterprise,
  pendingFormRows,
  todoRows,
  type Whose,
} from './listRepository';

export type { Whose } from './listRepository';

/** The filters of the approval lists. */
export interface ListQuery {
  pageNum?: number | undefined;
  pageSize?: number | undefined;
  moduleType?: ApprovalType | undefined;
  actName?: string | undefined;
  projectId?: string | undefined;
  /** The dashboard's lists: approvals of any of these projects. */
  projectIds?: string[] | undefined;
  /** An approval status; '0', '-1' or none mean all. */
  status?: string | undefined;
}

/** The person's pending form of each approval (what pass and refuse act on; the earliest step's), if any. */
async function pendingForms(db: Database, approvalIds: readonly string[], userId: string) {
  const forms = new Map<string, string>();
  for (const row of await pendingFormRows(db, approvalIds, userId)) {
    if (!forms.has(row.approvalId)) forms.set(row.approvalId, row.id);
  }
  return forms;
}

/**
 * Approvals of the actor's enterprise, newest first, 50 a page: the ones the actor launched; the ones waiting for
 * the actor (a pending form on a current step of an approval in progress: a linear flow's later steps wait as not
 * started and are not listed until their turn); or the ones the actor has passed or refused (done, 我已审批).
 * Filters: type, project (or projects), status, a part of the name.
 */
export async function listApprovals(db: Database, actor: Actor, query: ListQuery, whose: Whose) {
  const rows = await approvalListRows(db, {
    enterpriseId: actor.enterpriseId,
    userId: actor.userId,
    whose,
    actedStatuses: ACTED_STATUSES,
    projectIds: query.projectIds,
    moduleType: query.moduleType,
    projectId: query.projectId,
    status: approvalStatusWanted(query.status),
  });
  const wanted = query.actName?.trim();
  const kept = wanted ? rows.filter((r) => r.approval.actName.includes(wanted)) : rows;
  const page = paginate(kept, query.pageNum, query.pageSize ?? PageSize.ApprovalList);
  const forms = await pendingForms(
    db,
    page.list.map((r) => r.approval.id),
    actor.userId,
  );
  return {
    total: page.total,
    list: page.list.map(({ approval, projectName, launcher }): ApprovalListEntry => {
      const status = asStatus(approval.status);
      return {
        id: approval.id,
        actName: approval.actName,
        moduleType: approval.moduleType as ApprovalType,
        status,
        statusText: approvalStatusText[status],
        projectId: approval.projectId,
        projectName,
        createTime: formatDateTime(approval.createdAt),
        updateTime: formatDateTime(approval.updatedAt),
        launchManInfo: { id: launcher.id, realname: launcher.realname, avatar: launcher.avatar },
        isCa: approval.isCa === Flag.Yes ? Flag.Yes : Flag.No,
        formId: forms.get(approval.id) ?? null,
      };
    }),
  };
}

/** The actor's to-dos of the enterprise, counted per approval type. */
export async function todoCount(db: Database, actor: Actor) {
  const rows = await todoRows(db, actor.enterpriseId, actor.userId);
  const byType: Record<string, number> = {};
  for (const row of rows) byType[String(row.moduleType)] = (byType[String(row.moduleType)] ?? 0) + 1;
  return { total: rows.length, byType };
}

/** How many approvals the actor launched in the enterprise. */
export function launchedCount(db: Database, actor: Actor): Promise<number> {
  return countLaunched(db, actor.enterpriseId, actor.userId);
}

/**
 * Free names answer true, a taken one 40007 审批名称已存在: within the project when it is given (as the launch
 * checks; the actor must be a member), else among the enterprise's approvals of the type.
 */
export async function checkApprovalName(
  db: Database,
  actor: Actor,
  query: { actName: string; moduleType: ApprovalType; projectId?: string | undefined },
): Promise<true> {
  const { actName, moduleType, projectId } = query;
  const taken = projectId
    ? await isApprovalNameTaken(db, (await projectAccessOf(db, actor, projectId)).project.id, actName)
    : await isNameTakenInEnterprise(db, actor.enterpriseId, moduleType, actName);
  enforce(approvalNameRefusal({ nameTaken: taken }));
  return true;
}
