import {
  type ActTask,
  type ApprovalAct,
  ApprovalStatus,
  type ApprovalType,
  approvalStatusText,
  Flag,
  type FolderGroup,
  type LinearMode,
  StampingState,
} from '@atelier/api';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { loadFolderIndex } from '../access/folderIndex';
import type { MemberRow } from '../access/projectAccess';
import type { Database } from '../db/index';
import {
  ApprovalAction,
  approvalActions,
  approvalDrawings,
  approvalForms,
  approvalStamps,
  approvals,
  projects,
  ROOT_PARENT_ID,
  resources,
  stamps,
  uploadSessions,
  users,
} from '../db/schema';
import { DomainError, deny, ErrorMessage } from '../domain/errors';
import type { HandlerContext } from '../http/registerEndpoint';
import { holdsButton, PublishButton } from '../publish/access';
import { publishDetail } from '../publish/info';
import { recognitionsOf } from '../recognition/store';
import { formatDateTime } from '../util/format';
import { approvalFileView, projectScope, readableFile } from './drawings';
import { ApprovalKind } from './launch';

type ApprovalRow = typeof approvals.$inferSelect;
type ProjectRow = typeof projects.$inferSelect;

const STATUSES = new Set<string>(Object.values(ApprovalStatus));
/** A stored status as the contract's enum (the stored values are always among them). */
export const asStatus = (value: string): ApprovalStatus =>
  STATUSES.has(value) ? (value as ApprovalStatus) : ApprovalStatus.InProgress;

/** The statuses a person's own action leaves on a form (the approved-by-me list). */
export const ACTED_STATUSES: readonly ApprovalStatus[] = [ApprovalStatus.Passed, ApprovalStatus.Refused];

/** A step's status from its forms: refused if one refused, passed when all passed, then recalled, current, waiting. */
export function taskStatus(forms: readonly { status: string }[]): ApprovalStatus {
  const has = (status: ApprovalStatus) => forms.some((f) => f.status === status);
  if (has(ApprovalStatus.Refused)) return ApprovalStatus.Refused;
  if (forms.length > 0 && forms.every((f) => f.status === ApprovalStatus.Passed)) return ApprovalStatus.Passed;
  if (has(ApprovalStatus.Recalled)) return ApprovalStatus.Recalled;
  if (has(ApprovalStatus.InProgress)) return ApprovalStatus.InProgress;
  return ApprovalStatus.NotStarted;
}

interface Viewable {
  approval: ApprovalRow;
  project: ProjectRow;
  forms: { form: typeof approvalForms.$inferSelect; user: typeof users.$inferSelect }[];
}

/**
 * The approval, if the user may see it: it is of the call's enterprise, and the user launched it, is one of its
 * approvers, or is a member of its project who may read every one of its files (folder levels apply). Otherwise a
 * denial (40009).
 */
export async function viewableApproval(ctx: HandlerContext<unknown>, actId: string): Promise<Viewable> {
  const { db, user } = ctx;
  const [row] = await db
    .select({ approval: approvals, project: projects })
    .from(approvals)
    .innerJoin(projects, eq(projects.id, approvals.projectId))
    .where(eq(approvals.id, actId))
    .limit(1);
  if (!row) deny(ErrorMessage.ApprovalNotFound);
  if (row.approval.enterpriseId !== ctx.enterpriseId) deny(ErrorMessage.ApprovalOfAnotherEnterprise);
  const forms = await db
    .select({ form: approvalForms, user: users })
    .from(approvalForms)
    .innerJoin(users, eq(users.id, approvalForms.userId))
    .where(eq(approvalForms.approvalId, actId))
    .orderBy(asc(approvalForms.task), asc(users.realname));
  // Publishing managers (toPublish:download) oversee every publish approval of the enterprise (the publish list).
  const involved =
    row.approval.launchedBy === user.id ||
    forms.some((f) => f.form.userId === user.id) ||
    (row.approval.kind === ApprovalKind.Publish && holdsButton(ctx, PublishButton.Download));
  if (!involved) {
    try {
      const scope = await projectScope(ctx, row.approval.projectId);
      const files = await db
        .select({ resource: resources })
        .from(approvalDrawings)
        .innerJoin(resources, eq(resources.id, approvalDrawings.resourceId))
        .where(eq(approvalDrawings.approvalId, actId));
      for (const { resource } of files) readableFile(scope, resource);
    } catch (error) {
      if (error instanceof DomainError) deny(ErrorMessage.NoApprovalAccess);
      throw error;
    }
  }
  return { ...row, forms };
}

/** The user's pending form of an approval in progress (the earliest current step's), or null. */
export function pendingFormOf(viewable: Viewable, userId: string): string | null {
  if (viewable.approval.status !== ApprovalStatus.InProgress) return null;
  const mine = viewable.forms.find((f) => f.form.userId === userId && f.form.status === ApprovalStatus.InProgress);
  return mine?.form.id ?? null;
}

/**
 * The approval's detail (getActDetail, getApprovalDetail). A `formId` the caller names (the to-do list's row)
 * must be a form of this approval; the answer's formId is that form when it is the caller's and pending (what
 * the footer's pass and refuse act on), else null. Without one, the caller's pending form.
 */
export async function approvalDetail(
  ctx: HandlerContext<unknown>,
  actId: string,
  formId?: string,
): Promise<ApprovalAct> {
  const { db } = ctx;
  const viewable = await viewableApproval(ctx, actId);
  let actionable = pendingFormOf(viewable, ctx.user.id);
  if (formId !== undefined) {
    if (!viewable.forms.some((f) => f.form.id === formId)) deny(ErrorMessage.ApprovalFormNotFound);
    actionable = actionable === formId ? formId : null;
  }
  const { approval, project, forms } = viewable;
  const people = await db
    .select()
    .from(users)
    .where(inArray(users.id, [approval.launchedBy, approval.signMan]));
  const launcher = people.find((p) => p.id === approval.launchedBy);
  const signMan = people.find((p) => p.id === approval.signMan);

  const tasks = new Map<number, typeof forms>();
  for (const entry of forms) tasks.set(entry.form.task, [...(tasks.get(entry.form.task) ?? []), entry]);
  const actTaskList: ActTask[] = [...tasks.entries()]
    .sort(([a], [b]) => a - b)
    .map(([task, entries]) => {
      const status = taskStatus(entries.map((e) => e.form));
      const times = entries.map((e) => e.form.updatedAt).filter((t): t is Date => t !== null);
      const latest = times.length ? new Date(Math.max(...times.map((t) => t.getTime()))) : null;
      return {
        id: `${approval.id}:${task}`,
        taskName: entries[0]?.form.taskName ?? '',
        status,
        prooType: null,
        taskUserInfo: null,
        hasPersonnelSign: false,
        remarks: null,
        updateTime: latest ? formatDateTime(latest) : null,
        actForms: entries.map(({ form, user }) => {
          const formStatus = asStatus(form.status);
          return {
            id: form.id,
            userInfo: { userId: user.id, realname: user.realname, phone: user.phone, avatar: user.avatar },
            status: formStatus,
            statusText: approvalStatusText[formStatus],
            remarks: form.remarks,
            updateTime: form.updatedAt ? formatDateTime(form.updatedAt) : null,
          };
        }),
      };
    });

  const attachments = approval.attachmentIds.length
    ? await db
        .select({ id: uploadSessions.uploadId, fileName: uploadSessions.fileName, fileSize: uploadSessions.fileLength })
        .from(uploadSessions)
        .where(inArray(uploadSessions.uploadId, approval.attachmentIds))
    : [];
  const order = new Map(approval.attachmentIds.map((id, index) => [id, index]));
  attachments.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));

  // The refusal's reason or the withdrawal's remark, the latest.
  const [ending] = await db
    .select({ remark: approvalActions.remark })
    .from(approvalActions)
    .where(
      and(
        eq(approvalActions.approvalId, approval.id),
        inArray(approvalActions.action, [ApprovalAction.Refuse, ApprovalAction.Withdraw]),
        isNotNull(approvalActions.remark),
      ),
    )
    .orderBy(desc(approvalActions.createdAt))
    .limit(1);

  const status = asStatus(approval.status);
  const publish = approval.kind === ApprovalKind.Publish ? await publishDetail(ctx, approval, status) : null;
  return {
    id: approval.id,
    actName: approval.actName,
    moduleType: approval.moduleType as ApprovalType,
    status,
    statusText: approvalStatusText[status],
    isLinear: approval.isLinear as LinearMode,
    remarks: approval.remarks,
    projectId: project.id,
    projectName: project.name,
    createTime: formatDateTime(approval.createdAt),
    updateTime: formatDateTime(approval.updatedAt),
    comment: ending?.remark ?? null,
    launchManInfo: { id: approval.launchedBy, realname: launcher?.realname ?? '', avatar: launcher?.avatar ?? null },
    shortName: project.simpleName,
    isCa: approval.isCa === Flag.Yes ? Flag.Yes : Flag.No,
    actTaskList,
    additionInfo: { attachments, ...publish?.additionInfo },
    actWatermark: null,
    operationType: null,
    // A publish approval has no stamp signer (the launcher is stored in the column).
    signMan: signMan && !publish ? { realName: signMan.realname, avatar: signMan.avatar } : null,
    formId: actionable,
    stampingState: approval.stampingState,
    stampingErrors: approval.stampingError ? approval.stampingError.split('\n') : null,
    canRestamp:
      status === ApprovalStatus.Passed &&
      approval.stampingState === StampingState.Failed &&
      (approval.launchedBy === ctx.user.id || approval.signMan === ctx.user.id),
    ...(publish ? { canShare: publish.canShare, canConfirmPublish: publish.canConfirmPublish } : {}),
  };
}

/**
 * The approval's files grouped by folder (getActResList), in the approval's order, each with the stamps it will
 * carry: its registration stamps and signatures (its batch's, or its own in an ordered signing), the output stamp
 * and the custom stamps. Paths are the project's, whatever the viewer's folder levels (an approver sees what they
 * approve).
 */
export async function approvalFiles(ctx: HandlerContext<unknown>, actId: string): Promise<FolderGroup[]> {
  const { approval, project } = await viewableApproval(ctx, actId);
  return approvalFileGroups(ctx.db, approval, project, ctx.user.id);
}

/**
 * The files of an approval grouped by folder, once whoever asks may see them (the detail's viewer, or the holder
 * of a publish share link). A publish approval's files carry their copies (printCopies, publishNum).
 */
export async function approvalFileGroups(
  db: Database,
  approval: ApprovalRow,
  project: ProjectRow,
  viewerId: string,
): Promise<FolderGroup[]> {
  const actId = approval.id;
  const rows = await db
    .select({ drawing: approvalDrawings, resource: resources })
    .from(approvalDrawings)
    .innerJoin(resources, eq(resources.id, approvalDrawings.resourceId))
    .where(eq(approvalDrawings.approvalId, actId))
    .orderBy(asc(approvalDrawings.batch), asc(approvalDrawings.position));
  const placed = await db
    .select({ usage: approvalStamps.usage, batch: approvalStamps.batch, stamp: stamps })
    .from(approvalStamps)
    .innerJoin(stamps, eq(stamps.id, approvalStamps.stampId))
    .where(eq(approvalStamps.approvalId, actId))
    .orderBy(asc(approvalStamps.usage), asc(approvalStamps.position));
  const states = await recognitionsOf(
    db,
    rows.map((r) => r.drawing.recordId),
  );
  // Paths only: levels do not matter here (the viewer's access was checked above).
  const index = await loadFolderIndex(db, {
    project,
    member: { folderLevel: 0 } as MemberRow,
    userId: viewerId,
    overrides: new Map(),
  });
  const groups = new Map<string, FolderGroup>();
  for (const { drawing, resource } of rows) {
    const parentPath = index.pathOf(resource.parentId) ?? '';
    const view = approvalFileView(
      {
        // Once stamped, the approval's result is the stamped version: preview and download open that one.
        recordId: drawing.stampedRecordId ?? drawing.recordId,
        resource,
        projectId: project.id,
        enterpriseId: project.enterpriseId,
        path: `${parentPath}/${resource.name}`,
        parentPath,
        parentName: resource.parentId === ROOT_PARENT_ID ? '' : index.nameOf(resource.parentId),
        level: 0,
      },
      states.get(drawing.recordId)?.status ?? null,
      approval.id,
    );
    if (drawing.printCopies !== null) {
      view.printCopies = drawing.printCopies;
      view.publishNum = drawing.printCopies;
    }
    view.stampList = placed
      .filter((p) => p.batch === -1 || p.batch === drawing.batch)
      .map(({ stamp }) => ({ stampId: stamp.id, name: stamp.name, stampType: stamp.stampType }));
    const group = groups.get(resource.parentId) ?? {
      resId: resource.parentId,
      resName: view.parentName,
      children: [],
    };
    group.children.push(view);
    groups.set(resource.parentId, group);
  }
  return [...groups.values()];
}
