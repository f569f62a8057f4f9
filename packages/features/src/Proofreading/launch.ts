import {
  APPROVAL_NAME_TAKEN,
  ApprovalType,
  approvalNameSchema,
  FILES_IN_PROOFREADING,
  LinearMode,
  PROOFREADING_FIRST_TASK,
  PROOFREADING_LEADER_TASK,
  PROOFREADING_TASK_DUPLICATE,
  PROOFREADING_TASK_PEOPLE_REQUIRED,
  PROOFREADING_TASKS_REQUIRED,
  type ProofreadingLaunch,
  ProoType,
  proofreadingTasksRefusal,
  prooTypeText,
} from '@atelier/api';
import { z } from 'zod';

/**
 * 发起校审 (000 section 7 "Proofreading"): the launch form's pure parts. The task rules are @atelier/api's
 * (`proofreadingTasksRefusal`, the server's too); this file holds the form's shape, its defaults and the request.
 */

/** checkActName's module type for a proofreading. */
export const PROOFREADING_MODULE_TYPE = ApprovalType.Proofreading;

/** The roles a task can take, in the order a linear proofreading runs them: 设计 first, 审定 last. */
export const PROOFREADING_ROLES = [ProoType.First, ProoType.Proofread, ProoType.Examine, ProoType.Leader] as const;

/** A file chosen in the directory: the file and the version it is proofread at. */
export interface ProofreadingFileChoice {
  resId: string;
  recordId: string;
  resName: string;
}

/** A task row: its role (ProoType as text, the select's key) and its people. */
export interface ProofreadingTaskValues {
  prooType: string;
  userIdList: string[];
}

export const proofreadingLaunchFormSchema = z
  .object({
    actName: approvalNameSchema,
    isLinear: z.enum(LinearMode),
    tasks: z.array(z.object({ prooType: z.string(), userIdList: z.array(z.string()) })),
  })
  .superRefine((values, ctx) => {
    const refusal = proofreadingTasksRefusal(taskRules(values.tasks), values.isLinear);
    if (refusal) ctx.addIssue({ code: 'custom', path: ['tasks'], message: refusal.message });
  });
export type ProofreadingLaunchValues = z.input<typeof proofreadingLaunchFormSchema>;
export type ProofreadingLaunchOutput = z.output<typeof proofreadingLaunchFormSchema>;

const taskRules = (tasks: readonly ProofreadingTaskValues[]) =>
  tasks.map((task) => ({ prooType: Number(task.prooType), userIdList: task.userIdList }));

/** A new form: the name, a linear flow of 校对, 审核 and 审定 with nobody chosen yet. */
export function initialProofreadingValues(actName: string): ProofreadingLaunchValues {
  return {
    actName,
    isLinear: LinearMode.Linear,
    tasks: [ProoType.Proofread, ProoType.Examine, ProoType.Leader].map((role) => ({
      prooType: String(role),
      userIdList: [],
    })),
  };
}

/** The role a new task takes: the first not yet used, in run order; null when every role has its task. */
export function nextProofreadingRole(tasks: readonly ProofreadingTaskValues[]): string | null {
  const used = new Set(tasks.map((task) => task.prooType));
  const free = PROOFREADING_ROLES.find((role) => !used.has(String(role)));
  return free === undefined ? null : String(free);
}

/** Where a task goes when added: before 审定 in a linear flow (审定 stays last), else at the end. */
export function insertTaskAt(tasks: readonly ProofreadingTaskValues[], role: string, isLinear: string): number {
  if (role === String(ProoType.First) && isLinear === LinearMode.Linear) return 0;
  const leader = tasks.findIndex((task) => task.prooType === String(ProoType.Leader));
  return isLinear === LinearMode.Linear && leader !== -1 ? leader : tasks.length;
}

/** The request of proofreadingAct; each task is named after its role. */
export function toProofreadingLaunch(
  projectId: string,
  parentId: string,
  files: readonly ProofreadingFileChoice[],
  output: ProofreadingLaunchOutput,
): ProofreadingLaunch {
  return {
    projectId,
    parentId,
    actName: output.actName,
    isLinear: output.isLinear,
    arcResList: files.map(({ resId, recordId }) => ({ resId, recordId })),
    newActTaskList: output.tasks.map((task) => {
      const prooType = Number(task.prooType) as ProoType;
      return { taskName: prooTypeText[prooType], prooType, userIdList: [...task.userIdList] };
    }),
  };
}

/** The rules' messages a launch can show, by key (the English locale gives its own words for each). */
export interface ProofreadingRuleMessages {
  tasksRequired: string;
  taskPeopleRequired: string;
  taskDuplicate: string;
  firstTask: string;
  leaderTask: string;
  filesInProofreading: string;
  nameTaken: string;
}

const ruleKeys: Record<string, keyof ProofreadingRuleMessages> = {
  [PROOFREADING_TASKS_REQUIRED]: 'tasksRequired',
  [PROOFREADING_TASK_PEOPLE_REQUIRED]: 'taskPeopleRequired',
  [PROOFREADING_TASK_DUPLICATE]: 'taskDuplicate',
  [PROOFREADING_FIRST_TASK]: 'firstTask',
  [PROOFREADING_LEADER_TASK]: 'leaderTask',
  [FILES_IN_PROOFREADING]: 'filesInProofreading',
  [APPROVAL_NAME_TAKEN]: 'nameTaken',
};

/** A rule's message in the dialog's language (a message the rules do not know is shown as it came). */
export function localizeProofreadingRule(message: string, rules: ProofreadingRuleMessages): string {
  const key = ruleKeys[message];
  return key ? rules[key] : message;
}

/** The fields a refused launch points at: a taken name under the name, a task rule under the tasks. */
export function proofreadingRefusalField(message: string): 'actName' | 'tasks' | null {
  if (message === APPROVAL_NAME_TAKEN) return 'actName';
  const key = ruleKeys[message];
  return key && key !== 'filesInProofreading' && key !== 'nameTaken' ? 'tasks' : null;
}
