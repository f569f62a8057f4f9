import { describe, expect, it } from 'vitest';
import { ApprovalStatus, LinearMode, ProoType } from '../entities/constants';
import {
  actInitiator,
  FILES_IN_PROOFREADING,
  filesInProofreadingRefusal,
  geometryBounds,
  linearStepStatus,
  MARK_FILE_NOT_IN_PROOFREADING,
  MARK_NOT_AUTHOR,
  MARK_NOT_INITIATOR,
  MARK_NOT_REVIEWER,
  MarkShape,
  MarkStatus,
  markActionRefusal,
  markGeometrySchema,
  markInputSchema,
  OPINION_REQUIRED,
  OPINION_TOO_LONG,
  OpinionType,
  opinionTypeText,
  opinionTypeTextEn,
  PROOF_FILE_RECORD_NONE,
  PROOFREADING_ADOPT_ALREADY_CURRENT,
  PROOFREADING_ADOPT_NOT_REVIEWED,
  PROOFREADING_FINISHED,
  PROOFREADING_FIRST_TASK,
  PROOFREADING_LEADER_TASK,
  PROOFREADING_NO_NEW_VERSION,
  PROOFREADING_NOT_ADOPTABLE,
  PROOFREADING_NOT_INITIATOR,
  PROOFREADING_TASK_DUPLICATE,
  PROOFREADING_TASK_PEOPLE_REQUIRED,
  PROOFREADING_TASKS_REQUIRED,
  PROOFREADING_UNCONFIRMED_OPINIONS,
  type ProofMark,
  ProoLogOperation,
  proofFileRecordFileName,
  proofFileRecordSource,
  proofReportRows,
  proofreadingFileRefusal,
  proofreadingPassRefusal,
  proofreadingTasksRefusal,
  prooLogEntrySchema,
  prooLogOperationText,
  prooLogOperationTextEn,
} from './proofreading';

const task = (prooType: number, people = ['u1']) => ({ prooType, userIdList: people });

describe('opinion types', () => {
  it('are the specification’s codes and names', () => {
    expect(OpinionType).toEqual({ Feasibility: 1, Should: 2, Mandatory: 4, General: 6 });
    expect(opinionTypeText).toEqual({ 1: '违反可行性', 2: '违反应当', 4: '强制性条文', 6: '一般' });
  });
});

describe('linearStepStatus', () => {
  it('is the minimum of the members’ statuses', () => {
    expect(linearStepStatus([ApprovalStatus.Passed, ApprovalStatus.InProgress])).toBe(ApprovalStatus.InProgress);
    expect(linearStepStatus([ApprovalStatus.Passed, ApprovalStatus.Passed])).toBe(ApprovalStatus.Passed);
    expect(linearStepStatus([ApprovalStatus.Passed, ApprovalStatus.NotStarted])).toBe(ApprovalStatus.NotStarted);
    expect(linearStepStatus([ApprovalStatus.Refused, ApprovalStatus.Passed])).toBe(ApprovalStatus.Refused);
    expect(linearStepStatus([])).toBe(ApprovalStatus.NotStarted);
  });
});

describe('proofreadingTasksRefusal', () => {
  const message = (tasks: ReturnType<typeof task>[], linear: string = LinearMode.Linear) =>
    proofreadingTasksRefusal(tasks, linear)?.message ?? null;
  it('wants steps, people in each, no role twice', () => {
    expect(message([])).toBe(PROOFREADING_TASKS_REQUIRED);
    expect(message([task(ProoType.Proofread, [])])).toBe(PROOFREADING_TASK_PEOPLE_REQUIRED);
    expect(message([task(ProoType.Proofread), task(ProoType.Proofread)])).toBe(PROOFREADING_TASK_DUPLICATE);
    expect(
      message([task(ProoType.First), task(ProoType.Proofread), task(ProoType.Examine), task(ProoType.Leader)]),
    ).toBeNull();
  });
  it('puts the design step first and the leader last in a linear flow only', () => {
    expect(message([task(ProoType.Proofread), task(ProoType.First)])).toBe(PROOFREADING_FIRST_TASK);
    expect(message([task(ProoType.Leader), task(ProoType.Proofread)])).toBe(PROOFREADING_LEADER_TASK);
    expect(message([task(ProoType.Leader), task(ProoType.First)], LinearMode.Parallel)).toBeNull();
  });
});

describe('the pass and the marks', () => {
  it('refuses a pass while any opinion is unconfirmed, with the warning (40007)', () => {
    expect(proofreadingPassRefusal({ unconfirmedMarks: 1 })).toEqual({
      code: 40007,
      message: PROOFREADING_UNCONFIRMED_OPINIONS,
    });
    expect(proofreadingPassRefusal({ unconfirmedMarks: 0 })).toBeNull();
  });
  it('refuses files in another proofreading', () => {
    expect(filesInProofreadingRefusal(['r1'])?.message).toBe(FILES_IN_PROOFREADING);
    expect(filesInProofreadingRefusal([])).toBeNull();
  });
  it('lets reviewers mark, the initiator decide, authors delete, both reply, while in progress', () => {
    const facts = { inProgress: true, isReviewer: false, isInitiator: false, isAuthor: false };
    expect(markActionRefusal('mark', facts)?.message).toBe(MARK_NOT_REVIEWER);
    expect(markActionRefusal('mark', { ...facts, isReviewer: true })).toBeNull();
    expect(markActionRefusal('decide', { ...facts, isReviewer: true })?.message).toBe(MARK_NOT_INITIATOR);
    expect(markActionRefusal('decide', { ...facts, isInitiator: true })).toBeNull();
    expect(markActionRefusal('delete', { ...facts, isReviewer: true })?.message).toBe(MARK_NOT_AUTHOR);
    expect(markActionRefusal('reply', { ...facts, isInitiator: true })).toBeNull();
    expect(markActionRefusal('reply', facts)?.message).toBe(MARK_NOT_REVIEWER);
    expect(markActionRefusal('mark', { ...facts, isReviewer: true, inProgress: false })?.message).toBe(
      PROOFREADING_FINISHED,
    );
  });
});

describe('mark geometry', () => {
  it('accepts each shape in PDF points and refuses others', () => {
    for (const g of [
      { shape: MarkShape.Rect, x: 1, y: 2, width: 3, height: 4 },
      { shape: MarkShape.Cloud, x: 1, y: 2, width: 3, height: 4 },
      { shape: MarkShape.Text, x: 1, y: 2, width: 3, height: 4 },
      { shape: MarkShape.Arrow, x1: 1, y1: 2, x2: 3, y2: 4 },
      {
        shape: MarkShape.Freehand,
        points: [
          [1, 2],
          [3, 4],
        ],
      },
    ]) {
      expect(markGeometrySchema.safeParse(g).success).toBe(true);
    }
    expect(markGeometrySchema.safeParse({ shape: 'circle', x: 1 }).success).toBe(false);
    expect(markGeometrySchema.safeParse({ shape: MarkShape.Rect, x: 1, y: 2, width: -3, height: 4 }).success).toBe(
      false,
    );
    expect(markGeometrySchema.safeParse({ shape: MarkShape.Freehand, points: [[1, 2]] }).success).toBe(false);
  });
  it('bounds every shape', () => {
    expect(geometryBounds({ shape: MarkShape.Arrow, x1: 10, y1: 40, x2: 4, y2: 20 })).toEqual({
      x: 4,
      y: 20,
      width: 6,
      height: 20,
    });
    expect(
      geometryBounds({
        shape: MarkShape.Freehand,
        points: [
          [5, 5],
          [1, 9],
          [3, 2],
        ],
      }),
    ).toEqual({ x: 1, y: 2, width: 4, height: 7 });
  });
  it('wants an opinion of at most 500 characters', () => {
    const base = {
      actId: 'a',
      recordId: 'r',
      page: 1,
      geometry: { shape: MarkShape.Rect, x: 0, y: 0, width: 1, height: 1 },
      opinionType: 6,
    };
    expect(markInputSchema.safeParse({ ...base, comment: ' ' }).error?.issues[0]?.message).toBe(OPINION_REQUIRED);
    expect(markInputSchema.safeParse({ ...base, comment: '意'.repeat(501) }).error?.issues[0]?.message).toBe(
      OPINION_TOO_LONG,
    );
    expect(markInputSchema.safeParse({ ...base, comment: '意'.repeat(500) }).success).toBe(true);
    expect(markInputSchema.safeParse({ ...base, comment: '意', opinionType: 3 }).success).toBe(false);
  });
});

describe("the initiator's new versions and adoption", () => {
  const facts = {
    isInitiator: true,
    status: ApprovalStatus.InProgress as string,
    isDrawing: true,
    reviewedIsCurrent: false,
    isReviewedVersion: true,
  };
  it('moves a drawing to a new version only for the initiator, until completion, when there is one', () => {
    expect(proofreadingFileRefusal('update', facts)).toBeNull();
    expect(proofreadingFileRefusal('update', { ...facts, isInitiator: false })).toEqual({
      code: 40009,
      message: PROOFREADING_NOT_INITIATOR,
    });
    expect(proofreadingFileRefusal('update', { ...facts, isDrawing: false })?.message).toBe(
      MARK_FILE_NOT_IN_PROOFREADING,
    );
    expect(proofreadingFileRefusal('update', { ...facts, status: ApprovalStatus.Passed })).toEqual({
      code: 40007,
      message: PROOFREADING_FINISHED,
    });
    expect(proofreadingFileRefusal('update', { ...facts, reviewedIsCurrent: true })).toEqual({
      code: 40007,
      message: PROOFREADING_NO_NEW_VERSION,
    });
  });
  it('adopts the version under review, in progress or passed, when the file moved on from it', () => {
    expect(proofreadingFileRefusal('adopt', facts)).toBeNull();
    expect(proofreadingFileRefusal('adopt', { ...facts, status: ApprovalStatus.Passed })).toBeNull();
    for (const status of [ApprovalStatus.Refused, ApprovalStatus.Recalled]) {
      expect(proofreadingFileRefusal('adopt', { ...facts, status })?.message).toBe(PROOFREADING_NOT_ADOPTABLE);
    }
    expect(proofreadingFileRefusal('adopt', { ...facts, isReviewedVersion: false })?.message).toBe(
      PROOFREADING_ADOPT_NOT_REVIEWED,
    );
    expect(proofreadingFileRefusal('adopt', { ...facts, reviewedIsCurrent: true })?.message).toBe(
      PROOFREADING_ADOPT_ALREADY_CURRENT,
    );
    expect(proofreadingFileRefusal('adopt', { ...facts, isInitiator: false })?.message).toBe(
      PROOFREADING_NOT_INITIATOR,
    );
  });
});

describe('the operation record', () => {
  it('names every operation in both languages and reads an entry', () => {
    for (const operation of Object.values(ProoLogOperation)) {
      expect(prooLogOperationText[operation]).toMatch(/\p{Script=Han}/u);
      expect(prooLogOperationTextEn[operation]).toMatch(/[a-z]/);
    }
    const entry = {
      id: 'l1',
      operatorId: 'u1',
      operator: '李婷',
      operation: ProoLogOperation.Mark,
      resName: '建施-01 总平面图.pdf',
      verNum: 2,
      createTime: '2025-03-12 09:30:15',
    };
    expect(prooLogEntrySchema.parse(entry)).toEqual(entry);
    expect(prooLogEntrySchema.safeParse({ ...entry, operation: 'stamp' }).success).toBe(false);
  });
});

describe("the marked-opinion report's table", () => {
  const mark = (over: Partial<ProofMark>): ProofMark => ({
    id: 'm',
    actId: 'a',
    resId: 'r1',
    recordId: 'v1',
    verNum: 1,
    page: 1,
    geometry: { shape: MarkShape.Rect, x: 10.4, y: 20.6, width: 5, height: 5 },
    opinionType: OpinionType.General,
    comment: '意见',
    specialty: null,
    markUserId: 'u',
    markUserName: '李婷',
    status: MarkStatus.Unconfirmed,
    replies: [],
    createTime: '2026-11-20 10:00:00',
    ...over,
  });
  const drawings = [
    { resId: 'r2', resName: '建施-02 一层平面图.pdf' },
    { resId: 'r1', resName: '建施-01 总平面图.pdf' },
  ];

  it('orders by the drawings, then page, top to bottom, left to right, and numbers the rows', () => {
    const rows = proofReportRows(
      [
        mark({ id: 'a', resId: 'r1', page: 2 }),
        mark({ id: 'b', resId: 'r1', geometry: { shape: MarkShape.Arrow, x1: 300, y1: 400, x2: 100, y2: 500 } }),
        mark({ id: 'c', resId: 'r2', comment: '尺寸缺失' }),
        mark({ id: 'd', resId: 'r1', geometry: { shape: MarkShape.Rect, x: 50, y: 20, width: 1, height: 1 } }),
        mark({ id: 'e', resId: 'r9', comment: '不在列表中的图纸' }),
      ],
      drawings,
    );
    expect(rows.map((r) => [r.index, r.markId, r.resName, r.page, r.x, r.y])).toEqual([
      [1, 'c', '建施-02 一层平面图.pdf', 1, 10, 21],
      [2, 'd', '建施-01 总平面图.pdf', 1, 50, 20],
      [3, 'b', '建施-01 总平面图.pdf', 1, 100, 400],
      [4, 'a', '建施-01 总平面图.pdf', 2, 10, 21],
      [5, 'e', 'r9', 1, 10, 21],
    ]);
  });

  it('gives the type, the state and the thread in words', () => {
    const [row] = proofReportRows(
      [
        mark({
          opinionType: OpinionType.Mandatory,
          status: MarkStatus.Confirmed,
          specialty: '建筑',
          replies: [
            { id: 'p1', comment: '已修改', userId: 'u1', realname: '陈建国', createTime: '2026-11-20 11:00:00' },
            { id: 'p2', comment: '同意', userId: 'u2', realname: '李婷', createTime: '2026-11-20 12:00:00' },
          ],
        }),
      ],
      drawings,
    );
    expect(row).toMatchObject({
      typeText: '强制性条文',
      statusText: '已确认',
      specialty: '建筑',
      author: '李婷',
      replies: ['陈建国：已修改', '李婷：同意'],
    });
    const [english] = proofReportRows([mark({})], drawings, {
      types: opinionTypeTextEn,
      statuses: { '0': 'Unconfirmed', '1': 'Confirmed', '2': 'Rejected' },
    });
    expect(english).toMatchObject({ typeText: 'General', statusText: 'Unconfirmed' });
  });
});

describe("a drawing version's proofreading record", () => {
  const c = (actId: string, createTime: string, visible: boolean) => ({ actId, createTime, visible });

  it('comes from the newest proofreading the person may see', () => {
    const picked = proofFileRecordSource([
      c('a1', '2026-11-01 09:00:00', true),
      c('a3', '2026-11-20 09:00:00', false),
      c('a2', '2026-11-10 09:00:00', true),
    ]);
    expect(picked).toEqual({ source: c('a2', '2026-11-10 09:00:00', true), refusal: null });
  });

  it('is refused when no proofreading holding the version is visible', () => {
    expect(proofFileRecordSource([c('a3', '2026-11-20 09:00:00', false)]).refusal).toEqual({
      code: 40009,
      message: PROOF_FILE_RECORD_NONE,
    });
    expect(proofFileRecordSource([]).refusal?.message).toBe(PROOF_FILE_RECORD_NONE);
  });

  it('is named after the drawing and its version', () => {
    expect(proofFileRecordFileName('建施-01.pdf', 2)).toBe('建施-01-V2-校审记录.pdf');
    expect(proofFileRecordFileName('结施-03', 1)).toBe('结施-03-V1-校审记录.pdf');
  });
});

describe("a proofreading's initiator", () => {
  const facts = { launcherId: 'u1', launcherName: '陈建国', viewerId: 'u1', status: ApprovalStatus.InProgress };

  it('says whether the person asking launched it, and that it is unfinished while in progress', () => {
    expect(actInitiator(facts)).toEqual({ userId: 'u1', realname: '陈建国', isInitiator: true, finished: false });
    expect(actInitiator({ ...facts, viewerId: 'u2' })).toMatchObject({ isInitiator: false, finished: false });
  });

  it('is finished once passed, refused, recalled or withdrawn', () => {
    for (const status of [
      ApprovalStatus.Passed,
      ApprovalStatus.Refused,
      ApprovalStatus.Recalled,
      ApprovalStatus.Withdrawn,
    ]) {
      expect(actInitiator({ ...facts, status }).finished, status).toBe(true);
    }
  });
});
