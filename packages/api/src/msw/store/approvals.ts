import type { ActTask, ApprovalAct, ApprovalListEntry, DrawingRef, FolderGroup } from '../../entities/approval';
import {
  ApprovalStatus,
  ApprovalType,
  approvalStatusText,
  type Flag,
  LinearMode,
  type SigningMode,
} from '../../entities/constants';
import {
  ApprovalMessage,
  approvalNameRefusal,
  approvalStatusWanted,
  handleRefusal,
  withdrawRefusal,
} from '../../rules/approvals';
import { StoredNotificationType } from '../../rules/notifications';
import { MarkStatus, type ProoLogOperation, proofreadingPassRefusal } from '../../rules/proofreading';
import type { FixtureApproval, FixtureUser } from '../seed';
import { enforce, FixtureCode, fixtureNow, paginate, refuse } from './core';
import { notifyAct } from './notifications';
import { TemplateStore } from './templates';

export interface ApprovalQuery {
  moduleType?: number | undefined;
  actName?: string | undefined;
  projectId?: string | undefined;
  /** The dashboard's lists: approvals of any of these projects. */
  projectIds?: readonly string[] | undefined;
  /** An approval status; '0', '-1' or none mean all. */
  status?: string | undefined;
  pageNum?: number | undefined;
  pageSize?: number | undefined;
}

/** Approvals in the fixture: the lists, the to-do count, launching, passing, refusing and withdrawing. */
export class ApprovalStore extends TemplateStore {
  approval(actId: string): FixtureApproval {
    return this.state.approvals.find((a) => a.act.id === actId) ?? refuse(FixtureCode.Error, ApprovalMessage.NotFound);
  }

  listEntry(act: ApprovalAct): ApprovalListEntry {
    const {
      id,
      actName,
      moduleType,
      status,
      statusText,
      projectId,
      projectName,
      createTime,
      updateTime,
      launchManInfo,
      isCa,
      formId,
    } = act;
    return {
      id,
      actName,
      moduleType,
      status,
      statusText,
      projectId,
      projectName,
      createTime,
      updateTime,
      launchManInfo,
      isCa,
      formId,
    };
  }

  private formsOf(act: ApprovalAct, userId: string) {
    return act.actTaskList.flatMap((t) => t.actForms).filter((f) => f.userInfo.userId === userId);
  }

  /** The user's pending form of an act (the one pass and refuse act on). */
  pendingForm(act: ApprovalAct, userId: string) {
    return act.actTaskList
      .filter((t) => t.status === ApprovalStatus.InProgress)
      .flatMap((t) => t.actForms)
      .find((f) => f.userInfo.userId === userId && f.status === ApprovalStatus.InProgress);
  }

  approvals(kind: 'todo' | 'done' | 'launched', user: FixtureUser, query: ApprovalQuery) {
    const done: ApprovalStatus[] = [ApprovalStatus.Passed, ApprovalStatus.Refused, ApprovalStatus.PassedByOthers];
    const status = approvalStatusWanted(query.status);
    const acts = this.state.approvals
      .map((a) => a.act)
      .filter((act) => {
        if (kind === 'todo') return this.pendingForm(act, user.userId) !== undefined;
        if (kind === 'done') return this.formsOf(act, user.userId).some((f) => done.includes(f.status));
        return act.launchManInfo.id === user.userId;
      })
      .filter((act) => query.moduleType === undefined || act.moduleType === query.moduleType)
      .filter((act) => !query.actName || act.actName.includes(query.actName))
      .filter((act) => !query.projectId || act.projectId === query.projectId)
      .filter((act) => !query.projectIds?.length || query.projectIds.includes(act.projectId ?? ''))
      .filter((act) => status === undefined || act.status === status)
      .sort((a, b) => b.createTime.localeCompare(a.createTime))
      .map((act) => ({ ...this.listEntry(act), formId: this.pendingForm(act, user.userId)?.id ?? act.formId }));
    return paginate(acts, query.pageNum, query.pageSize);
  }

  todoCount(user: FixtureUser) {
    const todo = this.state.approvals.map((a) => a.act).filter((act) => this.pendingForm(act, user.userId));
    const byType: Record<string, number> = {};
    for (const act of todo) byType[String(act.moduleType)] = (byType[String(act.moduleType)] ?? 0) + 1;
    return { total: todo.length, byType };
  }

  private findForm(formId: string) {
    for (const approval of this.state.approvals) {
      for (const task of approval.act.actTaskList) {
        const form = task.actForms.find((f) => f.id === formId);
        if (form) return { approval, task, form };
      }
    }
    return refuse(FixtureCode.Error, ApprovalMessage.FormNotFound);
  }

  private setStatus(act: ApprovalAct, status: ApprovalStatus) {
    act.status = status;
    act.statusText = approvalStatusText[status];
    act.updateTime = fixtureNow();
  }

  /** Writes an entry of a proofreading's operation record (as the server, with the operation it records). */
  logProofreading(
    act: ApprovalAct,
    user: FixtureUser,
    operation: ProoLogOperation,
    file?: { resName: string; verNum: number },
  ): void {
    if (act.moduleType !== ApprovalType.Proofreading) return;
    this.state.proofLog.unshift({
      id: this.nextId('proolog'),
      actId: act.id,
      operatorId: user.userId,
      operator: user.realname,
      operation,
      resName: file?.resName ?? null,
      verNum: file?.verNum ?? null,
      createTime: fixtureNow(),
    });
  }

  /** Moves an approval to a status (its text and update time follow), e.g. 已发布 once publishing is confirmed. */
  setApprovalStatus(act: ApprovalAct, status: ApprovalStatus): void {
    this.setStatus(act, status);
  }

  /** Pass: the form passes, its task passes (the others of the task become 他人已通过), the next task starts. */
  pass(formId: string, user: FixtureUser, remark: string): void {
    const { approval, task, form } = this.findForm(formId);
    const { act } = approval;
    enforce(
      handleRefusal({
        hasPendingForm:
          form.userInfo.userId === user.userId &&
          form.status === ApprovalStatus.InProgress &&
          task.status === ApprovalStatus.InProgress,
      }),
    );
    if (act.moduleType === ApprovalType.Proofreading) {
      const unconfirmed = this.state.proofMarks.filter(
        (m) => m.actId === act.id && m.status === MarkStatus.Unconfirmed,
      ).length;
      enforce(proofreadingPassRefusal({ unconfirmedMarks: unconfirmed }));
      this.logProofreading(act, user, 'pass');
    }
    form.status = ApprovalStatus.Passed;
    form.statusText = approvalStatusText[ApprovalStatus.Passed];
    form.remarks = remark;
    form.updateTime = fixtureNow();
    act.formId = null;
    // As the server: a step passes when every one of its approvers has passed (they all sign the drawings).
    if (task.actForms.some((other) => other.status !== ApprovalStatus.Passed)) return;
    task.status = ApprovalStatus.Passed;
    task.updateTime = fixtureNow();
    const next = act.actTaskList.find((t) => t.status === ApprovalStatus.NotStarted);
    if (next && act.isLinear === LinearMode.Linear) {
      this.startTask(next);
      notifyAct(
        this.state,
        act,
        StoredNotificationType.SignRequest,
        next.actForms.map((f) => f.userInfo.userId),
        user,
        (id) => next.actForms.find((f) => f.userInfo.userId === id)?.id ?? null,
      );
    }
    if (act.actTaskList.every((t) => t.status === ApprovalStatus.Passed)) {
      this.setStatus(act, ApprovalStatus.Passed);
      if (act.moduleType === ApprovalType.Project) this.stampPassed(approval);
      notifyAct(this.state, act, StoredNotificationType.Approved, [act.launchManInfo.id], user);
    }
    act.formId = null;
  }

  /**
   * A passed stamp approval's drawings get their stamped versions (as the server's stamping job writes them); the
   * store (./index.ts) fills this in where the file versions are kept.
   */
  protected stampPassed(_approval: FixtureApproval): void {}

  private startTask(task: ActTask) {
    task.status = ApprovalStatus.InProgress;
    for (const form of task.actForms) {
      form.status = ApprovalStatus.InProgress;
      form.statusText = approvalStatusText[ApprovalStatus.InProgress];
    }
  }

  refuse(formId: string, user: FixtureUser, remark: string | undefined): void {
    const { approval, task, form } = this.findForm(formId);
    enforce(
      handleRefusal({
        hasPendingForm: form.userInfo.userId === user.userId && form.status === ApprovalStatus.InProgress,
      }),
    );
    form.status = ApprovalStatus.Refused;
    form.statusText = approvalStatusText[ApprovalStatus.Refused];
    form.remarks = remark ?? null;
    form.updateTime = fixtureNow();
    task.status = ApprovalStatus.Refused;
    this.setStatus(approval.act, ApprovalStatus.Refused);
    this.logProofreading(approval.act, user, 'refuse');
    notifyAct(this.state, approval.act, StoredNotificationType.Rejected, [approval.act.launchManInfo.id], user);
  }

  /** Recall by the launcher while in progress. */
  withdraw(actId: string, user: FixtureUser): void {
    const { act } = this.approval(actId);
    enforce(withdrawRefusal({ launcherId: act.launchManInfo.id, status: act.status }, user.userId));
    this.logProofreading(act, user, 'withdraw');
    // As the server: the approvers who passed, and those of the current step, learn it was withdrawn.
    const current = act.actTaskList.find((t) => t.status === ApprovalStatus.InProgress);
    const asked = act.actTaskList
      .flatMap((t) => t.actForms)
      .filter((f) => f.status === ApprovalStatus.Passed || current?.actForms.includes(f))
      .map((f) => f.userInfo.userId);
    for (const task of act.actTaskList) {
      if (task.status === ApprovalStatus.InProgress || task.status === ApprovalStatus.NotStarted) {
        task.status = ApprovalStatus.Recalled;
        for (const form of task.actForms) {
          form.status = ApprovalStatus.Recalled;
          form.statusText = approvalStatusText[ApprovalStatus.Recalled];
        }
      }
    }
    this.setStatus(act, ApprovalStatus.Recalled);
    notifyAct(this.state, act, StoredNotificationType.Withdrawn, asked, user);
  }

  isApprovalNameTaken(projectId: string, actName: string): boolean {
    return this.state.approvals.some((a) => a.act.projectId === projectId && a.act.actName === actName);
  }

  private groups(actId: string, drawings: readonly DrawingRef[]): FolderGroup[] {
    const groups = new Map<string, FolderGroup>();
    for (const ref of drawings) {
      const file = this.resource(ref.resId);
      const parent = file.parentId === '0' ? undefined : this.resource(file.parentId);
      const group = groups.get(file.parentId) ?? { resId: file.parentId, resName: parent?.resName ?? '', children: [] };
      group.children.push({
        resId: file.resId,
        recordId: file.recordId ?? ref.recordId,
        resName: file.resName,
        fileExt: file.fileExt ?? '',
        pathName: parent?.path ?? '/',
        path: file.path,
        parentId: file.parentId,
        parentName: parent?.resName ?? '',
        projectId: file.projectId,
        isFolder: false,
        actId,
        distinguishType: file.distinguishType ?? null,
        printCopies: file.printCopies ?? 1,
        stampList: [],
        updateTime: file.updateTime,
      });
      groups.set(file.parentId, group);
    }
    return [...groups.values()];
  }

  /** Launches a stamp approval (quick or ordered): a project approval in progress. */
  launch(
    user: FixtureUser,
    input: {
      id: string;
      projectId: string;
      approvalName: string;
      remarks?: string | undefined;
      /** The stamp signer (quick and ordered signings; a publish approval has none). */
      signMan?: string | undefined;
      /** Quick or ordered signing; none for a publish approval. */
      signingMode?: SigningMode | undefined;
      isCa: Flag;
      isLinear: LinearMode;
      tasks: { taskName: string; userIdList: string[] }[];
      drawings: readonly DrawingRef[];
    },
  ): string {
    const project = this.project(input.projectId);
    enforce(approvalNameRefusal({ nameTaken: this.isApprovalNameTaken(input.projectId, input.approvalName) }));
    const actId = input.id && !this.state.approvals.some((a) => a.act.id === input.id) ? input.id : this.nextId('a');
    const tasks: ActTask[] = input.tasks.map((task, index) => {
      const starts = input.isLinear === LinearMode.Parallel || index === 0;
      const status = starts ? ApprovalStatus.InProgress : ApprovalStatus.NotStarted;
      return {
        id: `${actId}-t${index + 1}`,
        taskName: task.taskName,
        status,
        prooType: null,
        taskUserInfo: null,
        hasPersonnelSign: false,
        remarks: null,
        updateTime: null,
        actForms: task.userIdList.map((userId, f) => ({
          id: `${actId}-t${index + 1}-f${f}`,
          userInfo: this.userOption(userId),
          status,
          statusText: approvalStatusText[status],
          remarks: null,
          updateTime: null,
        })),
      };
    });
    const time = fixtureNow();
    this.state.approvals.unshift({
      act: {
        id: actId,
        actName: input.approvalName,
        moduleType: ApprovalType.Project,
        status: ApprovalStatus.InProgress,
        statusText: approvalStatusText[ApprovalStatus.InProgress],
        isLinear: input.isLinear,
        remarks: input.remarks ?? null,
        projectId: project.id,
        projectName: project.name,
        createTime: time,
        updateTime: time,
        comment: null,
        launchManInfo: { id: user.userId, realname: user.realname, avatar: null },
        shortName: project.simpleName,
        isCa: input.isCa,
        actTaskList: tasks,
        additionInfo: { attachments: [] },
        actWatermark: null,
        operationType: null,
        signMan: input.signMan ? { realName: this.user(input.signMan).realname, avatar: null } : null,
        formId: null,
        stampingState: null,
        stampingErrors: null,
        canRestamp: false,
        signingMode: input.signingMode ?? null,
      },
      files: this.groups(actId, input.drawings),
    });
    const started = tasks.filter((t) => t.status === ApprovalStatus.InProgress).flatMap((t) => t.actForms);
    const act = this.approval(actId).act;
    notifyAct(
      this.state,
      act,
      StoredNotificationType.SignRequest,
      started.map((f) => f.userInfo.userId),
      user,
      (id) => started.find((f) => f.userInfo.userId === id)?.id ?? null,
    );
    return actId;
  }
}
