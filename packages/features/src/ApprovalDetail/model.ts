/**
 * The approval detail's rules (000 sections 2, 4, 5, 6): which actions a viewer has, the remark of pass and refuse,
 * the status tag's tone, the steps with the active one, the type-specific summary and the files by folder.
 */
import {
  type ActTask,
  type AdditionInfo,
  type ApprovalAct,
  ApprovalStatus,
  ApprovalType,
  DEFAULT_PASS_REMARK,
  DETAIL_REMARK_MAX,
  Flag,
  type FolderGroup,
  type ProoType,
  StampingState,
  StampType,
} from '@atelier/api';
import type { StatusTagTone } from '@atelier/ui';
import { costRows, fileGroups } from '../shared/approvalFiles';

export { costRows, fileGroups };

/** What the viewer may do in the footer. */
export interface ViewerActions {
  /** 撤回: the launcher of an in-progress approval. */
  withdraw: boolean;
  /**
   * 通过 and 驳回: a pending approver (the detail carries their formId only then), the launcher included: a
   * launcher whose name is on a title block is one of the approvers, and an approval nobody can move would hang.
   */
  decide: boolean;
}

/**
 * The launcher may recall an in-progress approval; a pending approver may pass or refuse (a launcher who is also
 * a pending approver has both); others only view.
 */
export function viewerActions(act: ApprovalAct, viewerId: string | undefined): ViewerActions {
  const isLauncher = viewerId !== undefined && act.launchManInfo.id === viewerId;
  const inProgress = act.status === ApprovalStatus.InProgress;
  return {
    withdraw: isLauncher && inProgress,
    decide: inProgress && act.formId != null && act.formId !== '',
  };
}

/**
 * Download-all: any file at all; a borrow (archive) approval only once passed and only when it allows downloading
 * (isDownloadable '1', 000 section 4).
 */
export function canDownloadAll(act: ApprovalAct, groups: readonly FolderGroup[]): boolean {
  const hasFiles = groups.some((group) => group.children.length > 0);
  if (!hasFiles) return false;
  if (act.moduleType === ApprovalType.Borrow) {
    return act.status === ApprovalStatus.Passed && act.additionInfo?.isDownloadable === Flag.Yes;
  }
  return true;
}

/** The status tag's tone. */
export function statusTone(status: ApprovalStatus): StatusTagTone {
  switch (status) {
    case ApprovalStatus.InProgress:
      return 'processing';
    case ApprovalStatus.Passed:
    case ApprovalStatus.PassedByOthers:
    case ApprovalStatus.Signed:
    case ApprovalStatus.Published:
      return 'success';
    case ApprovalStatus.Refused:
      return 'error';
    case ApprovalStatus.Recalled:
    case ApprovalStatus.Withdrawn:
      return 'warning';
    default:
      return 'default';
  }
}

/** The stamping tag's tone: in progress, done, or failed. */
export function stampingTone(state: StampingState): StatusTagTone {
  if (state === StampingState.Stamped) return 'success';
  if (state === StampingState.Failed) return 'error';
  return 'processing';
}

/** Whether a remark of the pass or refuse dialog is over the detail dialog's 256 characters. */
export function isRemarkTooLong(remark: string): boolean {
  return remark.length > DETAIL_REMARK_MAX;
}

/** The pass remark as sent: what was typed, or 同意 when nothing was. */
export function passRemark(typed: string): string {
  const remark = typed.trim();
  return remark === '' ? DEFAULT_PASS_REMARK : remark;
}

/** The refuse remark as sent: what was typed, or nothing (the reason is optional). */
export function refuseRemark(typed: string): string | undefined {
  const remark = typed.trim();
  return remark === '' ? undefined : remark;
}

/** A step of the detail: the launcher, each task, the stamp signer. */
export type DetailStep =
  | { kind: 'launcher'; key: string; name: string; time: string }
  | { kind: 'task'; key: string; task: ActTask }
  | { kind: 'signer'; key: string; name: string };

/** The status of a step in `Steps`' terms. */
export type DetailStepStatus = 'wait' | 'process' | 'finish' | 'error';

const finished: readonly ApprovalStatus[] = [
  ApprovalStatus.Passed,
  ApprovalStatus.PassedByOthers,
  ApprovalStatus.Signed,
  ApprovalStatus.Published,
];

/** A task's status as a step: passed ones finished, the in-progress one active, a refusal an error. */
export function taskStepStatus(status: ApprovalStatus): DetailStepStatus {
  if (finished.includes(status)) return 'finish';
  if (status === ApprovalStatus.InProgress) return 'process';
  if (status === ApprovalStatus.Refused) return 'error';
  return 'wait';
}

/**
 * The steps and the active one's index: the in-progress task; a passed (or later) approval puts the marker past
 * the end (000 section 4: status '4' moves the marker to the end); otherwise none (-1).
 */
export function detailSteps(act: ApprovalAct): { steps: DetailStep[]; current: number } {
  const steps: DetailStep[] = [
    { kind: 'launcher', key: 'launcher', name: act.launchManInfo.realname, time: act.createTime },
    ...act.actTaskList.map((task): DetailStep => ({ kind: 'task', key: task.id, task })),
  ];
  if (act.signMan) steps.push({ kind: 'signer', key: 'signer', name: act.signMan.realName });
  const active = steps.findIndex((step) => step.kind === 'task' && step.task.status === ApprovalStatus.InProgress);
  if (active >= 0) return { steps, current: active };
  if (finished.includes(act.status)) return { steps, current: steps.length };
  return { steps, current: -1 };
}

/** A line of the type-specific summary (000 section 3, "Type-specific info"). */
export type SummaryKey =
  | 'publishNum'
  | 'totalPrice'
  | 'calcName'
  | 'deliveryTime'
  | 'publisherName'
  | 'isDownloadable'
  | 'deadline'
  | 'major'
  | 'subitem'
  | 'designPhase'
  | 'roomName'
  | 'meetName'
  | 'usageTime'
  | 'involvedUsers';

const summaryKeys: Partial<Record<ApprovalType, readonly SummaryKey[]>> = {
  [ApprovalType.Publish]: ['publishNum', 'totalPrice', 'calcName', 'deliveryTime', 'publisherName'],
  [ApprovalType.Borrow]: ['isDownloadable', 'deadline'],
  [ApprovalType.Destroy]: ['deadline'],
  [ApprovalType.Proofreading]: ['major', 'subitem', 'designPhase'],
  [ApprovalType.MeetingRoom]: ['roomName', 'meetName', 'usageTime', 'involvedUsers'],
};

/** The raw value behind a summary line, or undefined when the approval does not carry it. */
function summaryValue(info: AdditionInfo, key: SummaryKey): string | number | undefined {
  switch (key) {
    case 'usageTime':
      return info.usageStartTime && info.usageEndTime ? `${info.usageStartTime} ~ ${info.usageEndTime}` : undefined;
    case 'involvedUsers':
      return info.involvedUserInfo?.length ? info.involvedUserInfo.map((u) => u.realname).join('、') : undefined;
    default: {
      const value = info[key];
      return value === undefined || value === '' ? undefined : value;
    }
  }
}

/** The type-specific lines present on the approval, in the order of its type. */
export function summaryLines(act: ApprovalAct): { key: SummaryKey; value: string | number }[] {
  const info = act.additionInfo;
  if (!info) return [];
  return (summaryKeys[act.moduleType] ?? []).flatMap((key) => {
    const value = summaryValue(info, key);
    return value === undefined ? [] : [{ key, value }];
  });
}

/** How many files the approval holds. */
export function fileCount(groups: readonly FolderGroup[]): number {
  return fileGroups(groups).reduce((sum, group) => sum + group.children.length, 0);
}

/** The status of a proofreading stage (the task of that prooType), shown in the proofreading table's columns. */
export function stageStatus(act: ApprovalAct, prooType: ProoType): ApprovalStatus | undefined {
  return act.actTaskList.find((task) => task.prooType === prooType)?.status;
}

/** The stamps a stamp approval places, as the detail lists them before anything is stamped (issue 22, item 6). */
export interface StampPlan {
  /** The output stamp (出图章), placed on every drawing; empty when none was chosen. */
  output: string[];
  /** The custom stamps (自定义章), placed on every drawing. */
  custom: string[];
  /**
   * The drawings grouped by their own stamps (a quick signing's batch: its registration stamps; an ordered
   * signing's file: its registration stamps and signatures), in the approval's order.
   */
  batches: { stamps: string[]; files: string[] }[];
}

const APPROVAL_WIDE: readonly number[] = [StampType.Output, StampType.Custom];

/** The stamp plan from the files' stamp lists (each file carries every stamp it will get). */
export function stampPlan(groups: readonly FolderGroup[]): StampPlan {
  const output = new Map<string, string>();
  const custom = new Map<string, string>();
  const batches = new Map<string, { stamps: string[]; files: string[] }>();
  for (const file of fileGroups(groups).flatMap((group) => group.children)) {
    const stamps = file.stampList ?? [];
    for (const stamp of stamps) {
      if (stamp.stampType === StampType.Output) output.set(stamp.stampId, stamp.name);
      if (stamp.stampType === StampType.Custom) custom.set(stamp.stampId, stamp.name);
    }
    const own = stamps.filter((stamp) => !APPROVAL_WIDE.includes(stamp.stampType));
    const key = own.map((stamp) => stamp.stampId).join('|');
    const batch = batches.get(key) ?? { stamps: own.map((stamp) => stamp.name), files: [] };
    batch.files.push(file.resName);
    batches.set(key, batch);
  }
  return { output: [...output.values()], custom: [...custom.values()], batches: [...batches.values()] };
}
