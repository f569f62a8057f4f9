import { z } from 'zod';
import { dateTimeSchema, idListSchema, idSchema } from '../entities/common';
import { ApprovalStatus, LinearMode } from '../entities/constants/approvals';
import { ProoType } from '../entities/constants/organisation';
import type { ValueOf } from '../entities/constants/types';
import { Refuse, type RuleRefusal } from './refusal';
import { approvalNameSchema } from './rules';
import { multilineText } from './text';

/**
 * Proofreading (校审, 000 section 7 "Proofreading", 001 section 3.6): the opinion types, the marks drawn over a
 * drawing's PDF (kept as data, never burned into the file), the launch's task rules, a linear step's status and the
 * pass refused while opinions are unconfirmed. Used alike by the server, the MSW fixtures and the forms.
 */

/** Opinion types (001 section 3.6): 1 违反可行性, 2 违反应当, 4 强制性条文, 6 一般. */
export const OpinionType = { Feasibility: 1, Should: 2, Mandatory: 4, General: 6 } as const;
export type OpinionType = ValueOf<typeof OpinionType>;
export const opinionTypeText: Record<OpinionType, string> = {
  1: '违反可行性',
  2: '违反应当',
  4: '强制性条文',
  6: '一般',
};
export const opinionTypeTextEn: Record<OpinionType, string> = {
  1: 'Violates feasibility',
  2: 'Violates "should"',
  4: 'Mandatory clause',
  6: 'General',
};
export const OPINION_TYPES: readonly OpinionType[] = [
  OpinionType.Feasibility,
  OpinionType.Should,
  OpinionType.Mandatory,
  OpinionType.General,
];
export const opinionTypeSchema = z.literal([1, 2, 4, 6]);

/** The shapes a reviewer draws. */
export const MarkShape = {
  Rect: 'rect',
  Cloud: 'cloud',
  Arrow: 'arrow',
  Text: 'text',
  Freehand: 'freehand',
} as const;
export type MarkShape = ValueOf<typeof MarkShape>;
export const MARK_SHAPES: readonly MarkShape[] = Object.values(MarkShape);

/** A mark's state as the initiator answers it. */
export const MarkStatus = { Unconfirmed: '0', Confirmed: '1', Rejected: '2' } as const;
export type MarkStatus = ValueOf<typeof MarkStatus>;
export const markStatusText: Record<MarkStatus, string> = { '0': '未确认', '1': '已确认', '2': '已驳回' };

/** Coordinates in PDF points from the page's top-left corner (y grows downwards, as the viewer draws). */
const point = z.number().finite().min(-100_000).max(100_000);
/** A freehand stroke keeps at most this many points. */
export const FREEHAND_MAX_POINTS = 2000;
/** A mark's opinion text: at most this many characters. */
export const OPINION_MAX = 500;

const box = { x: point, y: point, width: point.min(0), height: point.min(0) };
export const markGeometrySchema = z.discriminatedUnion('shape', [
  z.object({ shape: z.literal(MarkShape.Rect), ...box }),
  z.object({ shape: z.literal(MarkShape.Cloud), ...box }),
  z.object({ shape: z.literal(MarkShape.Text), ...box }),
  z.object({ shape: z.literal(MarkShape.Arrow), x1: point, y1: point, x2: point, y2: point }),
  z.object({
    shape: z.literal(MarkShape.Freehand),
    points: z
      .array(z.tuple([point, point]))
      .min(2)
      .max(FREEHAND_MAX_POINTS),
  }),
]);
export type MarkGeometry = z.infer<typeof markGeometrySchema>;

export const OPINION_REQUIRED = '请输入意见内容';
export const OPINION_TOO_LONG = `意见内容不能超过${OPINION_MAX}个字`;
export const opinionTextSchema = multilineText(
  z.string().trim().min(1, OPINION_REQUIRED).max(OPINION_MAX, OPINION_TOO_LONG),
);

/** What a reviewer saves with a mark. */
export const markInputSchema = z.object({
  actId: idSchema,
  recordId: idSchema,
  /** The page of the PDF, from 1. */
  page: z.number().int().min(1),
  geometry: markGeometrySchema,
  opinionType: opinionTypeSchema,
  comment: opinionTextSchema,
  specialty: z.string().trim().max(50).optional(),
});
export type MarkInput = z.input<typeof markInputSchema>;

export const markReplySchema = z.object({
  id: idSchema,
  comment: z.string(),
  userId: idSchema,
  realname: z.string(),
  createTime: dateTimeSchema,
});
export type MarkReply = z.infer<typeof markReplySchema>;

/** A mark with its opinion, as listed. */
export const proofMarkSchema = z.object({
  id: idSchema,
  actId: idSchema,
  resId: idSchema,
  recordId: idSchema,
  /** The version of the file the mark was drawn on. */
  verNum: z.number().int(),
  page: z.number().int(),
  geometry: markGeometrySchema,
  opinionType: opinionTypeSchema,
  comment: z.string(),
  specialty: z.string().nullable(),
  markUserId: idSchema,
  markUserName: z.string(),
  status: z.enum(MarkStatus),
  replies: z.array(markReplySchema),
  createTime: dateTimeSchema,
});
export type ProofMark = z.infer<typeof proofMarkSchema>;

export const markDecisionSchema = z.object({
  ids: idListSchema.min(1),
  status: z.enum([MarkStatus.Confirmed, MarkStatus.Rejected]),
});

/** A linear step's status is the minimum of its members' statuses (000 section 4); nothing: not started. */
export function linearStepStatus(members: readonly string[]): ApprovalStatus {
  const codes = members.map(Number).filter((n) => Number.isFinite(n));
  if (codes.length === 0) return ApprovalStatus.NotStarted;
  return String(Math.min(...codes)) as ApprovalStatus;
}

export const PROOFREADING_UNCONFIRMED_OPINIONS = '存在未确认的意见，审批无法通过，请通知发起人确认意见后再操作';
export const FILES_IN_PROOFREADING = '所选文件已在校审流程中';
export const PROOFREADING_TASKS_REQUIRED = '请添加校审节点';
export const PROOFREADING_TASK_PEOPLE_REQUIRED = '职责和人员不能为空';
export const PROOFREADING_TASK_DUPLICATE = '节点中的职责不能重复';
export const PROOFREADING_FIRST_TASK = '线性流程中设计节点须为第一个节点';
export const PROOFREADING_LEADER_TASK = '线性流程中审定节点须为最后一个节点';
export const MARK_NOT_REVIEWER = '您不是该校审的审核人员';
export const MARK_NOT_INITIATOR = '只有发起人可以确认或驳回意见';
export const MARK_NOT_AUTHOR = '只能删除自己的意见';
export const PROOFREADING_FINISHED = '校审已结束';
export const NOT_A_PROOFREADING = '该审批不是校审';
export const MARK_FILE_NOT_IN_PROOFREADING = '该文件不在此校审中';
export const PROOFREADING_FILE_REPEATED = '文件不能重复添加';
export const PROOFREADING_VERSION_CHANGED = '部分文件已上传新版本，请刷新后重试';
export const PROOF_REPORT_NOT_PASSED = '校审通过后才能下载校审意见报告';
export const PROOF_REPORT_NOT_READY = '校审意见报告正在生成，请稍后再试';

/** The marked-opinion report's file name (downloadProofFile). */
export const proofReportFileName = (actName: string) => `${actName}-校审意见报告.pdf`;

/**
 * downloadProofFile: the report of a passed proofreading, once generated (the server generates it after the pass;
 * until then the download asks to try again).
 */
export function proofReportRefusal(facts: { status: string; generated: boolean }): RuleRefusal | null {
  if (facts.status !== ApprovalStatus.Passed) return Refuse.notReady(PROOF_REPORT_NOT_PASSED);
  if (!facts.generated) return Refuse.notReady(PROOF_REPORT_NOT_READY);
  return null;
}

/** downloadProofFileRecord: the version is in no proofreading the person may see (or the version is gone). */
export const PROOF_FILE_RECORD_NONE = '该文件版本没有校审记录';

/** The file record's name: the drawing, its version, the word for the record (downloadProofFileRecord). */
export const proofFileRecordFileName = (resName: string, verNum: number) =>
  `${resName.replace(/\.pdf$/i, '')}-V${verNum}-校审记录.pdf`;

/**
 * downloadProofFileRecord names only a version: of the proofreadings that held it or have marks on it, the record is
 * the newest one the person may see (by launch time, then id); none answers PROOF_FILE_RECORD_NONE.
 */
export function proofFileRecordSource<T extends { actId: string; createTime: string; visible: boolean }>(
  candidates: readonly T[],
): { source: T; refusal: null } | { source: null; refusal: RuleRefusal } {
  const [newest] = candidates
    .filter((c) => c.visible)
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.actId.localeCompare(a.actId));
  return newest ? { source: newest, refusal: null } : { source: null, refusal: Refuse.denied(PROOF_FILE_RECORD_NONE) };
}

/**
 * getActInitiator: who launched the proofreading, whether it is the person asking, and whether it is finished (no
 * longer in progress: passed, refused or withdrawn), which ends the initiator's new versions and confirmations.
 */
export function actInitiator(facts: { launcherId: string; launcherName: string; viewerId: string; status: string }) {
  return {
    userId: facts.launcherId,
    realname: facts.launcherName,
    isInitiator: facts.launcherId === facts.viewerId,
    finished: facts.status !== ApprovalStatus.InProgress,
  };
}

const prooTypeSchema = z.literal([ProoType.Proofread, ProoType.Examine, ProoType.Leader, ProoType.First]);

/** The launch (proofreadingAct): the files of one project, the tasks with their roles, linear or not, the name. */
export const proofreadingLaunchSchema = z.object({
  /** Atelier's: the project the files are of (the directory the launch starts from). */
  projectId: idSchema,
  actName: approvalNameSchema,
  parentId: idSchema,
  isLinear: z.enum(LinearMode),
  arcResList: z.array(z.object({ resId: idSchema, recordId: idSchema })).min(1),
  newActTaskList: z
    .array(z.object({ taskName: z.string().trim().max(30), prooType: prooTypeSchema, userIdList: idListSchema }))
    .min(1, PROOFREADING_TASKS_REQUIRED),
});
export type ProofreadingLaunch = z.input<typeof proofreadingLaunchSchema>;

/**
 * The task list's rules, in the order the form shows them: at least one task, each with people, no role twice;
 * in a linear flow the design task (4) comes first and the leader (3, 审定) last.
 */
export function proofreadingTasksRefusal(
  tasks: readonly { prooType: number; userIdList: readonly string[] }[],
  isLinear: string,
): RuleRefusal | null {
  if (tasks.length === 0) return Refuse.invalid(PROOFREADING_TASKS_REQUIRED);
  if (tasks.some((t) => t.userIdList.length === 0)) return Refuse.invalid(PROOFREADING_TASK_PEOPLE_REQUIRED);
  if (new Set(tasks.map((t) => t.prooType)).size !== tasks.length) return Refuse.invalid(PROOFREADING_TASK_DUPLICATE);
  if (isLinear === LinearMode.Linear) {
    const first = tasks.findIndex((t) => t.prooType === ProoType.First);
    if (first > 0) return Refuse.invalid(PROOFREADING_FIRST_TASK);
    const leader = tasks.findIndex((t) => t.prooType === ProoType.Leader);
    if (leader !== -1 && leader !== tasks.length - 1) return Refuse.invalid(PROOFREADING_LEADER_TASK);
  }
  return null;
}

/** Files already in a proofreading in progress cannot start another. */
export function filesInProofreadingRefusal(busy: readonly string[]): RuleRefusal | null {
  return busy.length > 0 ? Refuse.notReady(FILES_IN_PROOFREADING) : null;
}

/** A pass is refused while any file has unconfirmed opinions (000 section 4). */
export function proofreadingPassRefusal(facts: { unconfirmedMarks: number }): RuleRefusal | null {
  return facts.unconfirmedMarks > 0 ? Refuse.notReady(PROOFREADING_UNCONFIRMED_OPINIONS) : null;
}

/** Who may do what with marks while the proofreading is in progress. */
export function markActionRefusal(
  action: 'mark' | 'decide' | 'delete' | 'reply',
  facts: { inProgress: boolean; isReviewer: boolean; isInitiator: boolean; isAuthor?: boolean },
): RuleRefusal | null {
  if (!facts.inProgress) return Refuse.notReady(PROOFREADING_FINISHED);
  if (action === 'mark' && !facts.isReviewer) return Refuse.denied(MARK_NOT_REVIEWER);
  if (action === 'decide' && !facts.isInitiator) return Refuse.denied(MARK_NOT_INITIATOR);
  if (action === 'delete' && !facts.isAuthor) return Refuse.denied(MARK_NOT_AUTHOR);
  if (action === 'reply' && !facts.isReviewer && !facts.isInitiator) return Refuse.denied(MARK_NOT_REVIEWER);
  return null;
}

/** The bounding box of a mark's geometry, in PDF points (for hit tests, the list's thumbnails, the report). */
export function geometryBounds(g: MarkGeometry): { x: number; y: number; width: number; height: number } {
  switch (g.shape) {
    case MarkShape.Arrow: {
      const x = Math.min(g.x1, g.x2);
      const y = Math.min(g.y1, g.y2);
      return { x, y, width: Math.abs(g.x2 - g.x1), height: Math.abs(g.y2 - g.y1) };
    }
    case MarkShape.Freehand: {
      const xs = g.points.map((p) => p[0]);
      const ys = g.points.map((p) => p[1]);
      const x = Math.min(...xs);
      const y = Math.min(...ys);
      return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
    }
    default:
      return { x: g.x, y: g.y, width: g.width, height: g.height };
  }
}

/** What the proofreading's operation record (getProoActLog) names: who did what, when. */
export const ProoLogOperation = {
  Launch: 'launch',
  Mark: 'mark',
  Confirm: 'confirm',
  Reject: 'reject',
  Pass: 'pass',
  Refuse: 'refuse',
  Withdraw: 'withdraw',
  /** The initiator's new version of a drawing (updateActRes). */
  Upload: 'upload',
  /** The proofread version made the project drawing's newest version (adoptResFile). */
  Adopt: 'adopt',
} as const;
export type ProoLogOperation = ValueOf<typeof ProoLogOperation>;
export const prooLogOperationText: Record<ProoLogOperation, string> = {
  launch: '发起了校审',
  mark: '提出了意见',
  confirm: '确认了意见',
  reject: '驳回了意见',
  pass: '通过了审批',
  refuse: '拒绝了审批',
  withdraw: '撤回了校审',
  upload: '上传了新版本',
  adopt: '采用了校审文件',
};
export const prooLogOperationTextEn: Record<ProoLogOperation, string> = {
  launch: 'launched the proofreading',
  mark: 'raised an opinion',
  confirm: 'confirmed an opinion',
  reject: 'rejected an opinion',
  pass: 'passed',
  refuse: 'refused',
  withdraw: 'withdrew the proofreading',
  upload: 'uploaded a new version',
  adopt: 'adopted the proofread file',
};

/** An entry of the operation record (50 a page, newest first); `resName`/`verNum` when it concerns a drawing. */
export const prooLogEntrySchema = z.object({
  id: idSchema,
  operatorId: idSchema,
  operator: z.string(),
  operation: z.enum(ProoLogOperation),
  resName: z.string().nullish(),
  verNum: z.number().int().nullish(),
  createTime: dateTimeSchema,
});
export type ProoLogEntry = z.infer<typeof prooLogEntrySchema>;

export const PROOFREADING_NOT_INITIATOR = '只有发起人可以更新校审文件';
export const PROOFREADING_NO_NEW_VERSION = '该文件没有新版本，请先上传新版本';
export const PROOFREADING_ADOPT_NOT_REVIEWED = '只能采用校审中的文件版本';
export const PROOFREADING_ADOPT_ALREADY_CURRENT = '该版本已是文件的最新版本';
export const PROOFREADING_NOT_ADOPTABLE = '校审未通过，不能采用校审文件';

/**
 * The initiator's work on a proofreading's drawings (000 sections 4 and 6). `update` (updateActRes): only the
 * initiator, only until completion, only a drawing of the proofreading, and the file must have a version newer
 * than the one under review (the project upload made it, matched by name). `adopt` (adoptResFile): the initiator
 * makes the version the proofreading holds the project file's newest version, while in progress or once passed,
 * when the file has moved on from it (someone uploaded another version meanwhile).
 */
export function proofreadingFileRefusal(
  action: 'update' | 'adopt',
  facts: {
    isInitiator: boolean;
    status: string;
    isDrawing: boolean;
    /** The proofreading's version of the drawing is the file's current version. */
    reviewedIsCurrent: boolean;
    /** adopt: the named version is the one the proofreading holds. */
    isReviewedVersion?: boolean;
  },
): RuleRefusal | null {
  if (!facts.isInitiator) return Refuse.denied(PROOFREADING_NOT_INITIATOR);
  if (!facts.isDrawing) return Refuse.invalid(MARK_FILE_NOT_IN_PROOFREADING);
  if (action === 'update') {
    if (facts.status !== ApprovalStatus.InProgress) return Refuse.notReady(PROOFREADING_FINISHED);
    if (facts.reviewedIsCurrent) return Refuse.notReady(PROOFREADING_NO_NEW_VERSION);
    return null;
  }
  if (facts.status !== ApprovalStatus.InProgress && facts.status !== ApprovalStatus.Passed) {
    return Refuse.notReady(PROOFREADING_NOT_ADOPTABLE);
  }
  if (!facts.isReviewedVersion) return Refuse.invalid(PROOFREADING_ADOPT_NOT_REVIEWED);
  if (facts.reviewedIsCurrent) return Refuse.notReady(PROOFREADING_ADOPT_ALREADY_CURRENT);
  return null;
}

/** A row of the marked-opinion report's opinion table (校审意见报告): one opinion with where it is and its answer. */
export interface ProofReportRow {
  /** 1-based, in the table's order. */
  index: number;
  /** The mark, and the version it was drawn on (the report outlines it on that version's page). */
  markId: string;
  recordId: string;
  resName: string;
  verNum: number;
  page: number;
  /** The mark's top-left corner on the page, in whole PDF points from the page's top-left corner. */
  x: number;
  y: number;
  opinionType: OpinionType;
  typeText: string;
  author: string;
  comment: string;
  specialty: string | null;
  /** The thread, oldest first: 陈建国：已修改. */
  replies: string[];
  status: MarkStatus;
  statusText: string;
}

/**
 * The report's opinion table: the opinions of each drawing in the proofreading's order of drawings (a drawing not
 * named comes last, by name), then by version, page, top to bottom, left to right, and time. Used by the server's
 * report and the fixtures' alike.
 */
export function proofReportRows(
  marks: readonly ProofMark[],
  drawings: readonly { resId: string; resName: string }[],
  texts: { types: Record<OpinionType, string>; statuses: Record<MarkStatus, string> } = {
    types: opinionTypeText,
    statuses: markStatusText,
  },
): ProofReportRow[] {
  const order = new Map(drawings.map((d, i) => [d.resId, i]));
  const names = new Map(drawings.map((d) => [d.resId, d.resName]));
  const keyed = marks.map((mark) => {
    const bounds = geometryBounds(mark.geometry);
    return { mark, x: Math.round(bounds.x), y: Math.round(bounds.y), name: names.get(mark.resId) ?? mark.resId };
  });
  keyed.sort(
    (a, b) =>
      (order.get(a.mark.resId) ?? drawings.length) - (order.get(b.mark.resId) ?? drawings.length) ||
      a.name.localeCompare(b.name) ||
      a.mark.verNum - b.mark.verNum ||
      a.mark.page - b.mark.page ||
      a.y - b.y ||
      a.x - b.x ||
      a.mark.createTime.localeCompare(b.mark.createTime),
  );
  return keyed.map(({ mark, x, y, name }, i) => ({
    index: i + 1,
    markId: mark.id,
    recordId: mark.recordId,
    resName: name,
    verNum: mark.verNum,
    page: mark.page,
    x,
    y,
    opinionType: mark.opinionType,
    typeText: texts.types[mark.opinionType],
    author: mark.markUserName,
    comment: mark.comment,
    specialty: mark.specialty,
    replies: mark.replies.map((r) => `${r.realname}：${r.comment}`),
    status: mark.status,
    statusText: texts.statuses[mark.status],
  }));
}
