import {
  type ApprovalListEntry,
  ApprovalStatus,
  type ApprovalType,
  api,
  approvalStatusText,
  Flag,
  PageSize,
} from '@atelier/api';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
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

/** The user's pending form of each approval (what pass and refuse act on), if any. */
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
    );
  return new Map(rows.map((r) => [r.approvalId, r.id]));
}

/** The approvals the user launched in the call's enterprise, newest first, 50 a page. */
async function launchedByUser(ctx: HandlerContext<ListQuery>) {
  const { db, data, user } = ctx;
  const conditions: SQL[] = [eq(approvals.launchedBy, user.id), eq(approvals.enterpriseId, ctx.enterpriseId)];
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

/** The launcher's lists of the approval centre and of the approval service (the same approvals). */
export function registerApprovalRoutes(app: FastifyInstance): void {
  registerEndpoint(app, api.approvalCenter.launchedByMe, launchedByUser);
  registerEndpoint(app, api.approval.launchedList, launchedByUser);
}
