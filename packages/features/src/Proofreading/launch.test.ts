import {
  APPROVAL_NAME_TAKEN,
  LinearMode,
  PROOFREADING_FIRST_TASK,
  PROOFREADING_LEADER_TASK,
  PROOFREADING_TASK_DUPLICATE,
  PROOFREADING_TASK_PEOPLE_REQUIRED,
  PROOFREADING_TASKS_REQUIRED,
  ProoType,
} from '@atelier/api';
import { describe, expect, it } from 'vitest';
import {
  initialProofreadingValues,
  insertTaskAt,
  nextProofreadingRole,
  proofreadingLaunchFormSchema,
  proofreadingRefusalField,
  toProofreadingLaunch,
} from './launch';

const task = (role: number, people: string[] = ['u1']) => ({ prooType: String(role), userIdList: people });
const messageOf = (values: unknown) => {
  const result = proofreadingLaunchFormSchema.safeParse(values);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('the proofreading launch form', () => {
  it('starts as a linear 校对, 审核, 审定 with nobody chosen, which the rules refuse until people are picked', () => {
    const values = initialProofreadingValues('滨江新城综合体校审-20260305090703');
    expect(values.isLinear).toBe(LinearMode.Linear);
    expect(values.tasks.map((t) => Number(t.prooType))).toEqual([
      ProoType.Proofread,
      ProoType.Examine,
      ProoType.Leader,
    ]);
    expect(messageOf(values)).toBe(PROOFREADING_TASK_PEOPLE_REQUIRED);
    values.tasks = values.tasks.map((t) => ({ ...t, userIdList: ['u1'] }));
    expect(messageOf(values)).toBeNull();
  });

  it('speaks the shared task rules: none, a role twice, 设计 not first or 审定 not last in a linear flow', () => {
    const base = { actName: '校审', isLinear: LinearMode.Linear };
    expect(messageOf({ ...base, tasks: [] })).toBe(PROOFREADING_TASKS_REQUIRED);
    expect(messageOf({ ...base, tasks: [task(ProoType.Proofread), task(ProoType.Proofread)] })).toBe(
      PROOFREADING_TASK_DUPLICATE,
    );
    expect(messageOf({ ...base, tasks: [task(ProoType.Proofread), task(ProoType.First)] })).toBe(
      PROOFREADING_FIRST_TASK,
    );
    expect(messageOf({ ...base, tasks: [task(ProoType.Leader), task(ProoType.Examine)] })).toBe(
      PROOFREADING_LEADER_TASK,
    );
    // In parallel the order is free.
    expect(
      messageOf({ ...base, isLinear: LinearMode.Parallel, tasks: [task(ProoType.Leader), task(ProoType.First)] }),
    ).toBeNull();
  });

  it('adds the next free role where a linear flow needs it: 设计 first, others before 审定', () => {
    const tasks = [task(ProoType.Proofread), task(ProoType.Leader)];
    expect(nextProofreadingRole(tasks)).toBe(String(ProoType.First));
    expect(insertTaskAt(tasks, String(ProoType.First), LinearMode.Linear)).toBe(0);
    expect(insertTaskAt(tasks, String(ProoType.Examine), LinearMode.Linear)).toBe(1);
    expect(insertTaskAt(tasks, String(ProoType.Examine), LinearMode.Parallel)).toBe(2);
    const all = [ProoType.First, ProoType.Proofread, ProoType.Examine, ProoType.Leader].map((r) => task(r));
    expect(nextProofreadingRole(all)).toBeNull();
  });

  it('makes the proofreadingAct request: the files at their versions, each task named after its role', () => {
    const output = proofreadingLaunchFormSchema.parse({
      actName: ' 一层平面校审 ',
      isLinear: LinearMode.Linear,
      tasks: [task(ProoType.Proofread, ['u1', 'u2']), task(ProoType.Leader, ['u3'])],
    });
    expect(toProofreadingLaunch('p1', 'f1', [{ resId: 'r1', recordId: 'v1', resName: '建施-01.pdf' }], output)).toEqual(
      {
        projectId: 'p1',
        parentId: 'f1',
        actName: '一层平面校审',
        isLinear: LinearMode.Linear,
        arcResList: [{ resId: 'r1', recordId: 'v1' }],
        newActTaskList: [
          { taskName: '校对', prooType: ProoType.Proofread, userIdList: ['u1', 'u2'] },
          { taskName: '审定', prooType: ProoType.Leader, userIdList: ['u3'] },
        ],
      },
    );
  });

  it('puts a refused name under the name and a task rule under the tasks', () => {
    expect(proofreadingRefusalField(APPROVAL_NAME_TAKEN)).toBe('actName');
    expect(proofreadingRefusalField(PROOFREADING_LEADER_TASK)).toBe('tasks');
    expect(proofreadingRefusalField('其他')).toBeNull();
  });
});
