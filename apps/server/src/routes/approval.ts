import {
  type ApprovalListEntry,
  ApprovalStatus,
  type ApprovalType,
  api,
  approvalStatusText,
  Flag,
  PageSize,
} from '@atelier/api';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireSameEnterprise } from '../access/projectAccess';
import { ACTED_STATUSES, approvalDetail, approvalFiles, asStatus, viewableApproval } from '../approvals/detail';
import { stampsDrawings } from '../approvals/launch';
import { type StampingDeps, stampApproval } from '../approvals/stamping';
import { type Actor, passApproval, refuseApproval, withdrawApproval } from '../approvals/transitions';
import type { Database } from '../db/index';
import { approvalForms, approvals, projects, users } from '../db/schema';
import { DomainError, deny, ErrorCode, ErrorMessage } from '../domain/errors';
import type { HandlerContext } from '../http/registerEndpoint';
import { registerEndpoint } from '../http/registerEndpoint';
import { PublishRefusal } from '../publish/messages';
import { formatDateTime, paginate } from '../util/format';

interface ListQuery {
  pageNum?: number | undefined;
  pageSize?: number | undefined;
  moduleType?: ApprovalType | undefined;
  actName?: string | undefined;
  projectId?: string | undefined;
  /** The dashboard's lists: approvals of any of these projects. */
  projectIds?: string[] | undefined;
}

/** Whose approvals a list shows. */
type Whose = 'launched' | 'pending' | 'done';

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
 * Approvals of the call's enterprise, newest first, 50 a page: the ones the user launched; the ones waiting for
 * the user (a pending form on a current step of an approval in progress: a linear flow's later steps wait as not
 * started and are not listed until their turn); or the ones the user has passed or refused (done, 我已审批).
 * Filters: type, project (or projects), a part of the name.
 */
async function listApprovals(ctx: HandlerContext<ListQuery>, whose: Whose) {
  const { db, data, user } = ctx;
  const conditions: SQL[] = [eq(approvals.enterpriseId, ctx.enterpriseId)];
  const withForms = (statuses: readonly string[]) =>
    inArray(
      approvals.id,
      db
        .select({ approvalId: approvalForms.approvalId })
        .from(approvalForms)
        .where(and(eq(approvalForms.userId, user.id), inArray(approvalForms.status, [...statuses]))),
    );
  if (whose === 'launched') conditions.push(eq(approvals.launchedBy, user.id));
  else if (whose === 'done') conditions.push(withForms(ACTED_STATUSES));
  else conditions.push(eq(approvals.status, ApprovalStatus.InProgress), withForms([ApprovalStatus.InProgress]));
  if (data.projectIds?.length) conditions.push(inArray(approvals.projectId, data.projectIds));
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
const doneByUser = (ctx: HandlerContext<ListQuery>) => listApprovals(ctx, 'done');

/** The user's to-dos of the call's enterprise, counted per approval type. */
async function todoCount(ctx: HandlerContext<unknown>) {
  const rows = await ctx.db
    .selectDistinct({ id: approvals.id, moduleType: approvals.moduleType })
    .from(approvals)
    .innerJoin(approvalForms, eq(approvalForms.approvalId, approvals.id))
    .where(
      and(
        eq(approvals.enterpriseId, ctx.enterpriseId),
        eq(approvals.status, ApprovalStatus.InProgress),
        eq(approvalForms.userId, ctx.user.id),
        eq(approvalForms.status, ApprovalStatus.InProgress),
      ),
    );
  const byType: Record<string, number> = {};
  for (const row of rows) byType[String(row.moduleType)] = (byType[String(row.moduleType)] ?? 0) + 1;
  return { total: rows.length, byType };
}

/** How many approvals the user launched in the call's enterprise. */
async function launchedCount(ctx: HandlerContext<unknown>) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(approvals)
    .where(and(eq(approvals.enterpriseId, ctx.enterpriseId), eq(approvals.launchedBy, ctx.user.id)));
  return row?.n ?? 0;
}

const actor = (ctx: HandlerContext<unknown>): Actor => ({ userId: ctx.user.id, enterpriseId: ctx.enterpriseId });
/** The file store and log the stamping of a passed approval uses. */
const stampingDeps = (ctx: HandlerContext<unknown>): StampingDeps => ({ files: ctx.files, log: ctx.log });

/**
 * The approval centre's calls and the approval service's (the same approvals): the lists (launched by me, waiting
 * for me, approved by me), the counts, the detail and files, and the transitions (pass, refuse, withdraw; see
 * src/approvals/transitions.ts).
 */
export function registerApprovalRoutes(app: FastifyInstance): void {
  registerEndpoint(app, api.approvalCenter.launchedByMe, launchedByUser);
  registerEndpoint(app, api.approval.launchedList, launchedByUser);
  registerEndpoint(app, api.approval.launchedBySelf, launchedByUser);
  registerEndpoint(app, api.approvalCenter.forMe, pendingForUser);
  registerEndpoint(app, api.approval.todoList, pendingForUser);
  registerEndpoint(app, api.approval.allTodoList, pendingForUser);
  registerEndpoint(app, api.approvalCenter.approvedByMe, doneByUser);
  registerEndpoint(app, api.approval.doneList, doneByUser);
  registerEndpoint(app, api.approval.todoCount, todoCount);
  registerEndpoint(app, api.approval.launchedBySelfCount, launchedCount);

  registerEndpoint(app, api.approval.detail, (ctx) => approvalDetail(ctx, ctx.data.actId));
  registerEndpoint(app, api.approvalCenter.detail, (ctx) => approvalDetail(ctx, ctx.data.actId, ctx.data.formId));
  registerEndpoint(app, api.approval.files, (ctx) => approvalFiles(ctx, ctx.data.actId));
  registerEndpoint(app, api.approvalCenter.files, (ctx) => approvalFiles(ctx, ctx.data.actId));

  registerEndpoint(app, api.approval.pass, async (ctx) => {
    await passApproval(ctx.db, actor(ctx), { actId: ctx.data.actId }, ctx.data.common, stampingDeps(ctx));
    return null;
  });
  registerEndpoint(app, api.approvalCenter.pass, async (ctx) => {
    await requireSameEnterprise(ctx, ctx.data.enterpriseId);
    await passApproval(ctx.db, actor(ctx), { formId: ctx.data.formId }, ctx.data.remark, stampingDeps(ctx));
    return null;
  });
  /** Stamping again after a failure: the launcher or the stamp signer, on a passed approval. */
  registerEndpoint(app, api.approvalCenter.restamp, async (ctx) => {
    const { approval } = await viewableApproval(ctx, ctx.data.actId);
    if (!stampsDrawings(approval.kind)) throw new DomainError(ErrorCode.NotReady, PublishRefusal.NothingToStamp);
    if (approval.launchedBy !== ctx.user.id && approval.signMan !== ctx.user.id) deny(ErrorMessage.NoRestamp);
    if (approval.status !== ApprovalStatus.Passed) {
      throw new DomainError(ErrorCode.NotReady, ErrorMessage.RestampNotPassed);
    }
    return stampApproval(ctx.db, stampingDeps(ctx), approval.id);
  });
  registerEndpoint(app, api.approval.refuse, async (ctx) => {
    await refuseApproval(ctx.db, actor(ctx), { actId: ctx.data.actId }, ctx.data.common);
    return null;
  });
  registerEndpoint(app, api.approvalCenter.refuse, async (ctx) => {
    await requireSameEnterprise(ctx, ctx.data.enterpriseId);
    await refuseApproval(ctx.db, actor(ctx), { formId: ctx.data.formId }, ctx.data.remark);
    return null;
  });
  registerEndpoint(app, api.approval.withdraw, async (ctx) => {
    await withdrawApproval(ctx.db, actor(ctx), ctx.data.actId, ctx.data.common);
    return null;
  });
  registerEndpoint(app, api.approvalCenter.withdraw, async (ctx) => {
    await withdrawApproval(ctx.db, actor(ctx), ctx.data.actId, undefined);
    return null;
  });
}
