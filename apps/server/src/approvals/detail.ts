import {
  type ActTask,
  type ApprovalAct,
  ApprovalStatus,
  type ApprovalType,
  approvalStatusText,
  Flag,
  type FolderGroup,
  type LinearMode,
  SigningMode,
  StampingState,
} from '@atelier/api';
import { loadFolderIndex } from '../access/folderIndex';
import type { MemberRow } from '../access/projectAccess';
import type { Database } from '../db/index';
import { ROOT_PARENT_ID } from '../db/schema';
import type { Actor } from '../domain/actor';
import { DomainError, deny, ErrorMessage } from '../domain/errors';
import { tasksOf } from '../proofreading/repository';
import { holdsButton, PublishButton } from '../publish/access';
import { publishDetail } from '../publish/info';
import { recognitionsOf } from '../recognition/store';
import { formatDateTime } from '../util/format';
import {
  type ApprovalRow,
  approvalResources,
  attachmentsOf,
  drawingsWithResources,
  type FormRow,
  findApprovalWithProject,
  formsWithPeople,
  latestEndingRemark,
  type ProjectRow,
  placedStamps,
  type UserRow,
  usersByIds,
} from './detailRepository';
import { approvalFileView, projectScopeOf, readableFile } from './drawings';
import { ApprovalKind } from './launch';

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
  forms: { form: FormRow; user: UserRow }[];
}

/**
 * The approval, if the user may see it: it is of the call's enterprise, and the user launched it, is one of its
 * approvers, or is a member of its project who may read every one of its files (folder levels apply). Otherwise a
 * denial (40009).
 */
export async function viewableApproval(db: Database, actor: Actor, actId: string): Promise<Viewable> {
  const row = await findApprovalWithProject(db, actId);
  if (!row) deny(ErrorMessage.ApprovalNotFound);
  if (row.approval.enterpriseId !== actor.enterpriseId) deny(ErrorMessage.ApprovalOfAnotherEnterprise);
  const forms = await formsWithPeople(db, actId);
  // Publishing managers (toPublish:download) oversee every publish approval of the enterprise (the publish list).
  const involved =
    row.approval.launchedBy === actor.userId ||
    forms.some((f) => f.form.userId === actor.userId) ||
    (row.approval.kind === ApprovalKind.Publish && holdsButton(actor, PublishButton.Download));
  if (!involved) {
    try {
      const scope = await projectScopeOf(db, actor, row.approval.projectId);
      for (const resource of await approvalResources(db, actId)) readableFile(scope, resource);
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
export async function approvalDetail(db: Database, actor: Actor, actId: string, formId?: string): Promise<ApprovalAct> {
  const viewable = await viewableApproval(db, actor, actId);
  let actionable = pendingFormOf(viewable, actor.userId);
  if (formId !== undefined) {
    if (!viewable.forms.some((f) => f.form.id === formId)) deny(ErrorMessage.ApprovalFormNotFound);
    actionable = actionable === formId ? formId : null;
  }
  const { approval, project, forms } = viewable;
  const people = await usersByIds(db, [approval.launchedBy, approval.signMan]);
  const launcher = people.find((p) => p.id === approval.launchedBy);
  const signMan = people.find((p) => p.id === approval.signMan);

  // A proofreading's steps carry their roles (prooType).
  const roles =
    approval.kind === ApprovalKind.Proofreading ? await tasksOf(db, approval.id) : new Map<number, number>();
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
        prooType: (roles.get(task) as ActTask['prooType']) ?? null,
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

  const attachments = await attachmentsOf(db, approval.attachmentIds);
  const order = new Map(approval.attachmentIds.map((id, index) => [id, index]));
  attachments.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));

  // The refusal's reason or the withdrawal's remark, the latest.
  const comment = await latestEndingRemark(db, approval.id);

  const status = asStatus(approval.status);
  const publish = approval.kind === ApprovalKind.Publish ? await publishDetail(db, actor, approval, status) : null;
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
    comment,
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
      (approval.launchedBy === actor.userId || approval.signMan === actor.userId),
    ...(publish ? { canShare: publish.canShare, canConfirmPublish: publish.canConfirmPublish } : {}),
    signingMode: SIGNING_MODES[approval.kind] ?? null,
  };
}

/** The signing mode the detail shows for the kinds that stamp. */
const SIGNING_MODES: Partial<Record<string, SigningMode>> = {
  [ApprovalKind.Quick]: SigningMode.Quick,
  [ApprovalKind.Ordered]: SigningMode.Ordered,
};

/**
 * The approval's files grouped by folder (getActResList), in the approval's order, each with the stamps it will
 * carry: its registration stamps and signatures (its batch's, or its own in an ordered signing), the output stamp
 * and the custom stamps. Paths are the project's, whatever the viewer's folder levels (an approver sees what they
 * approve).
 */
export async function approvalFiles(db: Database, actor: Actor, actId: string): Promise<FolderGroup[]> {
  const { approval, project } = await viewableApproval(db, actor, actId);
  return approvalFileGroups(db, approval, project, actor.userId);
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
  const rows = await drawingsWithResources(db, actId);
  const placed = await placedStamps(db, actId);
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
