import {
  type ApprovalAct,
  ApprovalStatus,
  DEFAULT_PASS_REMARK,
  type FileStamp,
  Flag,
  type FolderGroup,
  ProoType,
  StampingState,
  StampType,
} from '@atelier/api';
import { createFixtureStore } from '@atelier/api/msw';
import { describe, expect, it } from 'vitest';
import {
  canDownloadAll,
  costRows,
  detailSteps,
  fileCount,
  fileGroups,
  isRemarkTooLong,
  passRemark,
  refuseRemark,
  stageStatus,
  stampingTone,
  stampPlan,
  statusTone,
  summaryLines,
  taskStepStatus,
  viewerActions,
} from './model';

/** A seeded approval (a fresh store each time, so tests may change it). */
function seeded(actId: string) {
  const store = createFixtureStore();
  const { act, files } = store.approval(actId);
  return { act: structuredClone(act) as ApprovalAct, files: structuredClone(files) };
}

describe('viewerActions', () => {
  it('gives a pending approver pass and refuse, not withdraw', () => {
    const { act } = seeded('a-001');
    expect(viewerActions(act, 'u-001')).toEqual({ withdraw: false, decide: true });
  });
  it('gives the launcher of an in-progress approval withdraw and, without a pending form, no pass or refuse', () => {
    const { act } = seeded('a-001');
    // The detail carries the caller's own pending form only: none for a launcher who is not an approver.
    expect(viewerActions({ ...act, formId: null }, 'u-002')).toEqual({ withdraw: true, decide: false });
  });
  it('gives a launcher who is also a pending approver pass and refuse besides withdraw (issue 22: it hung)', () => {
    const { act } = seeded('a-001');
    act.launchManInfo.id = 'u-001';
    expect(viewerActions(act, 'u-001')).toEqual({ withdraw: true, decide: true });
  });
  it('lets an onlooker only view', () => {
    const { act } = seeded('a-001');
    expect(viewerActions({ ...act, formId: null }, 'u-009')).toEqual({ withdraw: false, decide: false });
  });
  it('offers nothing once the approval is over', () => {
    const { act } = seeded('a-002');
    expect(viewerActions(act, 'u-001')).toEqual({ withdraw: false, decide: false });
    expect(viewerActions({ ...act, formId: 'x' }, 'u-004')).toEqual({ withdraw: false, decide: false });
  });
  it('treats an unknown viewer as not the launcher', () => {
    const { act } = seeded('a-001');
    expect(viewerActions(act, undefined)).toEqual({ withdraw: false, decide: true });
  });
});

describe('canDownloadAll', () => {
  it('needs files', () => {
    const { act } = seeded('a-014');
    expect(canDownloadAll(act, [])).toBe(false);
    const { act: withFiles, files } = seeded('a-002');
    expect(canDownloadAll(withFiles, files)).toBe(true);
  });
  it('allows a borrow approval only once passed and downloadable', () => {
    const { act, files } = seeded('a-004');
    expect(canDownloadAll(act, files)).toBe(false);
    act.status = ApprovalStatus.Passed;
    expect(canDownloadAll(act, files)).toBe(true);
    act.additionInfo = { ...act.additionInfo, isDownloadable: Flag.No };
    expect(canDownloadAll(act, files)).toBe(false);
  });
});

describe('statusTone', () => {
  it('maps statuses to tones', () => {
    expect(statusTone(ApprovalStatus.InProgress)).toBe('processing');
    expect(statusTone(ApprovalStatus.Passed)).toBe('success');
    expect(statusTone(ApprovalStatus.Published)).toBe('success');
    expect(statusTone(ApprovalStatus.Refused)).toBe('error');
    expect(statusTone(ApprovalStatus.Recalled)).toBe('warning');
    expect(statusTone(ApprovalStatus.Withdrawn)).toBe('warning');
    expect(statusTone(ApprovalStatus.NotStarted)).toBe('default');
  });

  it('tones the stamping tag: stamping in progress, stamped, failed', () => {
    expect(stampingTone(StampingState.Stamping)).toBe('processing');
    expect(stampingTone(StampingState.Stamped)).toBe('success');
    expect(stampingTone(StampingState.Failed)).toBe('error');
  });
});

describe('remarks', () => {
  it('sends 同意 for an empty pass remark', () => {
    expect(passRemark('')).toBe(DEFAULT_PASS_REMARK);
    expect(passRemark('   ')).toBe('同意');
    expect(passRemark(' 图纸无误 ')).toBe('图纸无误');
  });
  it('sends no refuse remark when empty', () => {
    expect(refuseRemark(' ')).toBeUndefined();
    expect(refuseRemark('缺图签')).toBe('缺图签');
  });
  it('allows 256 characters, not 257', () => {
    expect(isRemarkTooLong('意'.repeat(256))).toBe(false);
    expect(isRemarkTooLong('意'.repeat(257))).toBe(true);
  });
});

describe('detailSteps', () => {
  it('lists the launcher, each task and the signer, the in-progress task active', () => {
    const { act } = seeded('a-010');
    const { steps, current } = detailSteps(act);
    expect(steps.map((s) => s.kind)).toEqual(['launcher', 'task', 'task', 'task', 'signer']);
    expect(current).toBe(2);
  });
  it('puts the marker past the end once passed', () => {
    const { act } = seeded('a-002');
    const { steps, current } = detailSteps(act);
    expect(current).toBe(steps.length);
  });
  it('marks no step of a refused or recalled approval', () => {
    expect(detailSteps(seeded('a-005').act).current).toBe(-1);
    expect(detailSteps(seeded('a-008').act).current).toBe(-1);
  });
  it('gives task statuses in step terms', () => {
    expect(taskStepStatus(ApprovalStatus.Passed)).toBe('finish');
    expect(taskStepStatus(ApprovalStatus.PassedByOthers)).toBe('finish');
    expect(taskStepStatus(ApprovalStatus.InProgress)).toBe('process');
    expect(taskStepStatus(ApprovalStatus.Refused)).toBe('error');
    expect(taskStepStatus(ApprovalStatus.NotStarted)).toBe('wait');
  });
});

describe('summaryLines', () => {
  it('gives the publish info present', () => {
    const lines = summaryLines(seeded('a-007').act);
    expect(lines.map((l) => l.key)).toEqual(['publishNum', 'totalPrice', 'calcName', 'publisherName']);
  });
  it('gives the borrow, proofreading and room info', () => {
    expect(summaryLines(seeded('a-004').act)).toEqual([
      { key: 'isDownloadable', value: '1' },
      { key: 'deadline', value: '2025-04-14' },
    ]);
    expect(summaryLines(seeded('a-010').act).map((l) => l.value)).toEqual(['建筑', '1#商业楼', '施工图设计']);
    const room = summaryLines(seeded('a-012').act);
    expect(room.find((l) => l.key === 'usageTime')?.value).toBe('2025-03-18 14:00:00 ~ 2025-03-18 16:00:00');
    expect(room.find((l) => l.key === 'involvedUsers')?.value).toMatch(/、/);
  });
  it('gives nothing without type-specific info', () => {
    expect(summaryLines(seeded('a-001').act)).toEqual([]);
  });
});

describe('costRows', () => {
  it('reads the cost rows of pageInfo', () => {
    expect(costRows(seeded('a-006').act.additionInfo)).toHaveLength(2);
  });
  it('ignores unreadable pageInfo', () => {
    expect(costRows({ pageInfo: 'not json' })).toEqual([]);
    expect(costRows({ pageInfo: '[{"sizeName":1}]' })).toEqual([]);
    expect(costRows(null)).toEqual([]);
  });
});

describe('fileGroups', () => {
  it('keeps the folders that hold files, without sub-folders', () => {
    const { files } = seeded('a-001');
    const first = files[0];
    if (!first) throw new Error('a-001 has files');
    const folderEntry = { ...(first.children[0] as (typeof first.children)[number]), isFolder: true, resId: 'sub' };
    const groups = fileGroups([
      { ...first, children: [...first.children, folderEntry] },
      { resId: 'empty', resName: '空', children: [] },
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.children.every((f) => !f.isFolder)).toBe(true);
    expect(fileCount(files)).toBe(files.reduce((n, g) => n + g.children.length, 0));
  });
});

describe('stageStatus', () => {
  it('gives the status of each proofreading stage', () => {
    const { act } = seeded('a-010');
    expect(stageStatus(act, ProoType.Proofread)).toBe(ApprovalStatus.Passed);
    expect(stageStatus(act, ProoType.Examine)).toBe(ApprovalStatus.InProgress);
    expect(stageStatus(act, ProoType.Leader)).toBe(ApprovalStatus.NotStarted);
    expect(stageStatus(act, ProoType.First)).toBeUndefined();
  });
});

describe('stampPlan', () => {
  const output: FileStamp = { stampId: 'o', name: '出图专用章', stampType: StampType.Output };
  const custom: FileStamp = { stampId: 'c', name: '图纸专用章', stampType: StampType.Custom };
  const chen: FileStamp = { stampId: 'r1', name: '建筑师 陈建国', stampType: StampType.Registration };
  const wang: FileStamp = { stampId: 'r2', name: '结构师 王海涛', stampType: StampType.Registration };
  const sign: FileStamp = { stampId: 's', name: '陈建国', stampType: StampType.PersonalSignature };
  function groupsWith(stamps: FileStamp[][]): FolderGroup[] {
    const { files } = seeded('a-001');
    const first = files[0];
    if (!first?.children[0]) throw new Error('a-001 has files');
    const file = first.children[0];
    return [
      {
        ...first,
        children: stamps.map((stampList, n) => ({ ...file, resId: `f${n}`, resName: `图${n}`, stampList })),
      },
    ];
  }
  it('lists the approval-wide stamps once and groups the drawings by their own stamps, in order', () => {
    const plan = stampPlan(
      groupsWith([
        [output, custom, chen],
        [output, custom, wang, sign],
        [output, custom, chen],
      ]),
    );
    expect(plan.output).toEqual(['出图专用章']);
    expect(plan.custom).toEqual(['图纸专用章']);
    expect(plan.batches).toEqual([
      { stamps: ['建筑师 陈建国'], files: ['图0', '图2'] },
      { stamps: ['结构师 王海涛', '陈建国'], files: ['图1'] },
    ]);
  });
  it('keeps drawings without own stamps as a group of their own, and no output stamp as none', () => {
    const plan = stampPlan(groupsWith([[chen], []]));
    expect(plan.output).toEqual([]);
    expect(plan.batches).toEqual([
      { stamps: ['建筑师 陈建国'], files: ['图0'] },
      { stamps: [], files: ['图1'] },
    ]);
  });
  it('ignores folders among the files', () => {
    const groups = groupsWith([[chen]]);
    const folder = groups[0]?.children[0];
    if (!folder) throw new Error('a file');
    groups[0]?.children.push({ ...folder, resId: 'dir', isFolder: true, stampList: [wang] });
    expect(stampPlan(groups).batches).toEqual([{ stamps: ['建筑师 陈建国'], files: ['图0'] }]);
  });
});
