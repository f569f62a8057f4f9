import {
  type ApprovalListEntry,
  ApprovalStatus,
  type ApprovalType,
  api,
  approvalStatusText,
  Flag,
  PageSize,
} from '@atelier/api';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/index';
import { approvalForms, approvals, projects, users } from '../db/schema';
import type { HandlerContext } from '../http/registerEndpoint';
import { registerEndpoint } from '../http/registerEndpoint';
import { formatDateTime, paginate } from '../util/format';

const STATUSES = new Set<string>(Object.values(ApprovalStatus));
const asStatus = (value: string): ApprovalStatus =>
  STATUSES.has(value) ? (value as ApprovalStatus) : ApprovalStatus.InProgress;

interface ListQuery {
  pageNum?: number | undefined;
  pageSize?: number | undefined;
  moduleType?: ApprovalType | undefined;
  actName?: string | undefined;
  projectId?: string | undefined;
}

/** The user's pending form of each approval (what pass and refuse act on; the earliest step's), if any. */
async function pendingForms(db: Database, approvalIds: readonly string[], userId: string) {
  if (approvalIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: approvalForms.id, approvalId: approvalForms.approvalId })
    .from(approvalForms)
    .where(
      and(
        inArray(approvalForms.approvalId, [...approvalIds]),
        eq(approvalForms.userId, userId),
        eq(approvalForms.status, ApprovalStatus.InProgress),
      ),
    )
    .orderBy(asc(approvalForms.task));
  const forms = new Map<string, string>();
  for (const row of rows) if (!forms.has(row.approvalId)) forms.set(row.approvalId, row.id);
  return forms;
}

/**
 * Approvals of the call's enterprise, newest first, 50 a page: the ones the user launched, or the ones waiting for
 * the user (a pending form on a current step of an approval in progress: a linear flow's later steps wait as not
 * started and are not listed until their turn).
 */
async function listApprovals(ctx: HandlerContext<ListQuery>, whose: 'launched' | 'pending') {
  const { db, data, user } = ctx;
  const conditions: SQL[] = [eq(approvals.enterpriseId, ctx.enterpriseId)];
  if (whose === 'launched') conditions.push(eq(approvals.launchedBy, user.id));
  else {
    conditions.push(
      eq(approvals.status, ApprovalStatus.InProgress),
      inArray(
        approvals.id,
        db
          .select({ approvalId: approvalForms.approvalId })
          .from(approvalForms)
          .where(and(eq(approvalForms.userId, user.id), eq(approvalForms.status, ApprovalStatus.InProgress))),
      ),
    );
  }
  if (data.moduleType !== undefined) conditions.push(eq(approvals.moduleType, data.moduleType));
  if (data.projectId) conditions.push(eq(approvals.projectId, data.projectId));
  const rows = await db
    .select({ approval: approvals, projectName: projects.name, launcher: users })
    .from(approvals)
    .innerJoin(projects, eq(projects.id, approvals.projectId))
    .innerJoin(users, eq(users.id, approvals.launchedBy))
    .where(and(...conditions))
    .orderBy(desc(approvals.createdAt), desc(approvals.id));
  const wanted = data.actName?.trim();
  const kept = wanted ? rows.filter((r) => r.approval.actName.includes(wanted)) : rows;
  const page = paginate(kept, data.pageNum, data.pageSize ?? PageSize.ApprovalList);
  const forms = await pendingForms(
    db,
    page.list.map((r) => r.approval.id),
    user.id,
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

const launchedByUser = (ctx: HandlerContext<ListQuery>) => listApprovals(ctx, 'launched');
const pendingForUser = (ctx: HandlerContext<ListQuery>) => listApprovals(ctx, 'pending');

/**
 * The approval centre's lists and the approval service's (the same approvals): launched by me, and waiting for me
 * (the to-do list).
 */
export function registerApprovalRoutes(app: FastifyInstance): void {
  registerEndpoint(app, api.approvalCenter.launchedByMe, launchedByUser);
  registerEndpoint(app, api.approval.launchedList, launchedByUser);
  registerEndpoint(app, api.approvalCenter.forMe, pendingForUser);
  registerEndpoint(app, api.approval.todoList, pendingForUser);
}
