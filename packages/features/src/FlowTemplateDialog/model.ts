/**
 * The flow-template editor's rules, as pure functions: the node list (add, remove, move), the duties a node may
 * still pick, the people and node limits, the mapping of a loaded template into the form and of the form into the
 * create / update / update-default requests, and how a failed save or name check is shown.
 */

import type { api } from '@atelier/api';
import {
  type Duty,
  type EndpointRequest,
  type FlowTemplate,
  type FlowTemplateDraft,
  flowTemplateNodesSchema,
  LinearMode,
  linearModeSchema,
  MAX_NODES,
  MAX_PEOPLE_PER_NODE,
  NODE_DUTY_AND_PEOPLE_REQUIRED,
  NODE_DUTY_DUPLICATED,
  NODE_PEOPLE_SELECTION_LIMIT,
  NODE_TOO_MANY_PEOPLE,
  NODES_REQUIRED,
  ResponseCode,
  TEMPLATE_NAME_REQUIRED,
  TEMPLATE_NAME_TAKEN,
  TEMPLATE_NAME_TOO_LONG,
  TOO_MANY_NODES,
  templateNameSchema,
  type UserOption,
} from '@atelier/api';
import { isApiError } from '@atelier/api/client';
import { z } from 'zod';
import type { FlowTemplateDialogMode, FlowTemplateRuleMessages } from './interface';

export { MAX_NODES, MAX_PEOPLE_PER_NODE };

// ---------------------------------------------------------------------------------------------------------------
// Form values and schema
// ---------------------------------------------------------------------------------------------------------------

/** One node of the form: a stable key (for dragging and React), its duty and its people. */
export interface FlowNode {
  key: string;
  dictDutyId: string | null;
  userIdList: string[];
}

/** The form's values. */
export interface FlowTemplateFormValues {
  actName: string;
  isLinear: LinearMode;
  nodes: FlowNode[];
}

/**
 * The form's rules: the contract's schemas (the same ones the server validates with), so every message is the
 * specification's: template name (请输入模板名称, 模板名称不能超过15个字), each node (职责和人员不能为空,
 * 每个节点中的人员数量最多为10个), duties unique (节点中的职责不能重复), 1-20 nodes (最多添加20个节点).
 */
export const flowTemplateFormSchema = z.object({
  actName: templateNameSchema,
  isLinear: linearModeSchema,
  // The form's nodes carry a key for dragging; the contract's node-list schema judges them, its issues kept as
  // they are (message and path), so the server and the form refuse the same nodes with the same words.
  nodes: z
    .array(z.object({ key: z.string(), dictDutyId: z.string().nullable(), userIdList: z.array(z.string()) }))
    .superRefine((nodes, ctx) => {
      const result = flowTemplateNodesSchema.safeParse(nodes);
      if (result.success) return;
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: [...issue.path], input: nodes });
      }
    }),
});

/** The values once every rule passed (name trimmed, nodes without their keys). */
export type FlowTemplateFormOutput = z.output<typeof flowTemplateFormSchema>;

let keySequence = 0;

/** A key no other node of this page has. */
export function nextNodeKey(): string {
  keySequence += 1;
  return `node-${keySequence}`;
}

/** An empty node (no duty, nobody). */
export function createNode(key: string = nextNodeKey()): FlowNode {
  return { key, dictDutyId: null, userIdList: [] };
}

/**
 * The values of a new template: no name, linear (the order approvals usually take: 校对, 审核, 审定), and one empty
 * node to fill in.
 */
export function emptyFormValues(key?: string): FlowTemplateFormValues {
  return { actName: '', isLinear: LinearMode.Linear, nodes: [createNode(key)] };
}

// ---------------------------------------------------------------------------------------------------------------
// The node list
// ---------------------------------------------------------------------------------------------------------------

/** Whether one more node may be added (at most 20). */
export function canAddNode(nodes: readonly FlowNode[]): boolean {
  return nodes.length < MAX_NODES;
}

export type AddNodeResult = { ok: true; nodes: FlowNode[] } | { ok: false; nodes: FlowNode[]; message: string };

/** Adds a node at the end, or refuses with 最多添加20个节点 when there are already 20. */
export function addNode(nodes: readonly FlowNode[], node: FlowNode = createNode()): AddNodeResult {
  if (!canAddNode(nodes)) return { ok: false, nodes: [...nodes], message: TOO_MANY_NODES };
  return { ok: true, nodes: [...nodes, node] };
}

/** Removes the node with this key. */
export function removeNode(nodes: readonly FlowNode[], key: string): FlowNode[] {
  return nodes.filter((node) => node.key !== key);
}

/** Moves the node at `from` to `to` (indexes into the list); out-of-range indexes change nothing. */
export function moveNodeByIndex(nodes: readonly FlowNode[], from: number, to: number): FlowNode[] {
  const next = [...nodes];
  if (from === to || from < 0 || to < 0 || from >= next.length || to >= next.length) return next;
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** Moves the node `activeKey` to where the node `overKey` is (what a drag ends with). */
export function moveNode(nodes: readonly FlowNode[], activeKey: string, overKey: string): FlowNode[] {
  return moveNodeByIndex(
    nodes,
    nodes.findIndex((node) => node.key === activeKey),
    nodes.findIndex((node) => node.key === overKey),
  );
}

/** Sets a node's duty. */
export function setNodeDuty(nodes: readonly FlowNode[], key: string, dictDutyId: string | null): FlowNode[] {
  return nodes.map((node) => (node.key === key ? { ...node, dictDutyId } : node));
}

/** Sets a node's people. */
export function setNodePeople(nodes: readonly FlowNode[], key: string, userIdList: readonly string[]): FlowNode[] {
  return nodes.map((node) => (node.key === key ? { ...node, userIdList: [...userIdList] } : node));
}

/** The position (1-based) of a node, or 0 when it is not in the list. */
export function nodePosition(nodes: readonly FlowNode[], key: string): number {
  return nodes.findIndex((node) => node.key === key) + 1;
}

// ---------------------------------------------------------------------------------------------------------------
// Duties and people
// ---------------------------------------------------------------------------------------------------------------

/** The duties other nodes than `key` already use. */
export function dutiesUsedElsewhere(nodes: readonly FlowNode[], key: string): Set<string> {
  const used = new Set<string>();
  for (const node of nodes) if (node.key !== key && node.dictDutyId) used.add(node.dictDutyId);
  return used;
}

/**
 * The duties node `key` cannot pick: the ones used in another node (节点中的职责不能重复) and the ones the
 * enterprise disabled. The node's own duty is never disabled, so a loaded value stays selectable.
 */
export function disabledDutyIds(nodes: readonly FlowNode[], key: string, duties: readonly Duty[] = []): string[] {
  const disabled = dutiesUsedElsewhere(nodes, key);
  for (const duty of duties) if (duty.disabled) disabled.add(duty.id);
  const own = nodes.find((node) => node.key === key)?.dictDutyId;
  if (own) disabled.delete(own);
  return [...disabled];
}

/** The keys of nodes whose duty an earlier node already has (the ones 节点中的职责不能重复 is shown on). */
export function duplicateDutyNodes(nodes: readonly FlowNode[]): string[] {
  const seen = new Set<string>();
  const duplicates: string[] = [];
  for (const node of nodes) {
    if (!node.dictDutyId) continue;
    if (seen.has(node.dictDutyId)) duplicates.push(node.key);
    seen.add(node.dictDutyId);
  }
  return duplicates;
}

/** Whether a node holds more people than allowed (only a loaded template can: the select refuses the 11th). */
export function isOverPeopleLimit(userIdList: readonly string[]): boolean {
  return userIdList.length > MAX_PEOPLE_PER_NODE;
}

/** An option of the select family: `{ id, label, description }`. */
export interface SelectOption {
  id: string;
  label: string;
  description?: string;
}

/** Duties as select options (their names). */
export function dutyOptions(duties: readonly Duty[]): SelectOption[] {
  return duties.map((duty) => ({ id: duty.id, label: duty.dictName }));
}

/**
 * People as options showing real name and phone: the project's members, then anyone a loaded template names who
 * is no longer among them (so a saved node never shows a bare id).
 */
export function peopleOptions(members: readonly UserOption[], loaded: readonly UserOption[] = []): SelectOption[] {
  const seen = new Set<string>();
  const options: SelectOption[] = [];
  for (const person of [...members, ...loaded]) {
    if (seen.has(person.userId)) continue;
    seen.add(person.userId);
    options.push({ id: person.userId, label: person.realname, description: person.phone });
  }
  return options;
}

// ---------------------------------------------------------------------------------------------------------------
// Loading and saving
// ---------------------------------------------------------------------------------------------------------------

/** A loaded template as form values: `dictDutyId` and `actForms[].userInfo.userId` become the nodes. */
export function fromTemplate(template: FlowTemplate, makeKey: () => string = nextNodeKey): FlowTemplateFormValues {
  return {
    actName: template.actInfo.actName,
    isLinear: template.actInfo.isLinear,
    nodes: template.tasks.map((task) => ({
      key: makeKey(),
      dictDutyId: task.dictDutyId || null,
      userIdList: task.actForms.map((form) => form.userInfo.userId),
    })),
  };
}

/** The people a loaded template names. */
export function templatePeople(template: FlowTemplate | undefined): UserOption[] {
  return template ? template.tasks.flatMap((task) => task.actForms.map((form) => form.userInfo)) : [];
}

/** The nodes as the request's `tasks`: duty, people, and the duty's name as the task name. */
export function toTasks(
  nodes: readonly { dictDutyId: string | null; userIdList: readonly string[] }[],
  duties: readonly Duty[] = [],
): FlowTemplateDraft['tasks'] {
  return nodes.map((node) => {
    const duty = duties.find((d) => d.id === node.dictDutyId);
    return {
      dictDutyId: node.dictDutyId ?? '',
      userIdList: [...node.userIdList],
      ...(duty ? { taskName: duty.dictName } : {}),
    };
  });
}

/** Where the template lives: the project (and the enterprise, when known). */
export interface SaveContext {
  projectId: string;
  projectName?: string | undefined;
  enterpriseId?: string | undefined;
  duties?: readonly Duty[];
}

type CreateRequest = EndpointRequest<typeof api.flowTemplate.create>;
type UpdateRequest = EndpointRequest<typeof api.flowTemplate.update>;
type UpdateDefaultRequest = EndpointRequest<typeof api.flowTemplate.updateDefault>;

interface SavedValues {
  actName: string;
  isLinear: LinearMode;
  nodes: readonly { dictDutyId: string | null; userIdList: readonly string[] }[];
}

/** The create call's body: `{ actInfo, tasks }`. */
export function toCreateRequest(values: SavedValues, context: SaveContext): CreateRequest {
  return {
    actInfo: {
      enterpriseId: context.enterpriseId || undefined,
      actName: values.actName,
      projectId: context.projectId,
      projectName: context.projectName || undefined,
      isLinear: values.isLinear,
    },
    tasks: toTasks(values.nodes, context.duties),
  };
}

/** The update call's body: the loaded template's info with the new name and order, `actInfo.id` set. */
export function toUpdateRequest(values: SavedValues, loaded: FlowTemplate, context: SaveContext): UpdateRequest {
  const info = loaded.actInfo;
  return {
    actInfo: {
      enterpriseId: info.enterpriseId,
      id: info.id,
      actName: values.actName,
      userId: info.userId,
      userName: info.userName,
      projectName: info.projectName,
      projectId: info.projectId,
      isLinear: values.isLinear,
    },
    tasks: toTasks(values.nodes, context.duties),
  };
}

/** The update-default call's body: `{ uuid, tasks, actInfo }` with the default template's uuid. */
export function toUpdateDefaultRequest(
  values: SavedValues,
  loaded: FlowTemplate,
  uuid: string,
  context: SaveContext,
): UpdateDefaultRequest {
  const info = loaded.actInfo;
  return {
    uuid,
    tasks: toTasks(values.nodes, context.duties),
    actInfo: {
      enterpriseId: info.enterpriseId,
      id: info.id,
      actName: values.actName,
      userId: info.userId,
      userName: info.userName,
      projectName: info.projectName,
      projectId: info.projectId,
      isLinear: values.isLinear,
    },
  };
}

/** The uuid the default-template mode saves with: the loaded template's, else the one the dialog was given. */
export function defaultTemplateUuid(loaded: FlowTemplate | undefined, given?: string): string | null {
  return loaded?.actInfo.uuid || given || null;
}

/** The dialog's title key: editing and the default template say 编辑流程模板, adding says 新增流程模板. */
export function titleKey(mode: FlowTemplateDialogMode): 'titleAdd' | 'titleEdit' {
  return mode === 'add' ? 'titleAdd' : 'titleEdit';
}

// ---------------------------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------------------------

const ruleKeys: Record<string, keyof FlowTemplateRuleMessages> = {
  [TEMPLATE_NAME_REQUIRED]: 'nameRequired',
  [TEMPLATE_NAME_TOO_LONG]: 'nameTooLong',
  [NODE_DUTY_AND_PEOPLE_REQUIRED]: 'nodeIncomplete',
  [NODE_TOO_MANY_PEOPLE]: 'tooManyPeople',
  [NODE_PEOPLE_SELECTION_LIMIT]: 'peopleLimit',
  [NODE_DUTY_DUPLICATED]: 'dutyDuplicated',
  [TOO_MANY_NODES]: 'tooManyNodes',
  [NODES_REQUIRED]: 'nodesRequired',
};

/** A rule's message in the active locale (the contract's messages are zh-CN); other texts as they are. */
export function localizeRule(message: string, rules: FlowTemplateRuleMessages): string {
  const key = ruleKeys[message];
  return key ? rules[key] : message;
}

/** What the form's errors hold for one node (react-hook-form nests zod's issues by path). */
export interface NodeErrors {
  message?: string | undefined;
  root?: { message?: string | undefined } | undefined;
  dictDutyId?: { message?: string | undefined } | undefined;
  userIdList?: { message?: string | undefined } | undefined;
}

/** Which control a node's message concerns. */
export type NodeProblem = 'incomplete' | 'tooManyPeople' | 'dutyDuplicated';

/** The message to show on a node, and which control it concerns (the first of node, duty, people). */
export function nodeError(errors: NodeErrors | undefined): { message: string; problem: NodeProblem | null } | null {
  if (!errors) return null;
  const message =
    errors.message || errors.root?.message || errors.dictDutyId?.message || errors.userIdList?.message || '';
  if (!message) return null;
  const problem: NodeProblem | null =
    message === NODE_DUTY_AND_PEOPLE_REQUIRED
      ? 'incomplete'
      : message === NODE_TOO_MANY_PEOPLE
        ? 'tooManyPeople'
        : message === NODE_DUTY_DUPLICATED
          ? 'dutyDuplicated'
          : null;
  return { message, problem };
}

/** How a failed save is shown. */
export interface SaveFailure {
  /** The server refused the name: its message goes under the name field. */
  nameMessage: string | null;
  /** A message to toast; null when the shared response handling already showed one. */
  toastMessage: string | null;
}

/**
 * A failed save keeps everything typed. The server's message is shown once: by the shared response handling when
 * it already showed it (`error.handled`), otherwise by the dialog's own toast. A taken name also goes under the
 * name field.
 */
export function saveFailure(error: unknown, fallback: string): SaveFailure {
  if (!isApiError(error)) {
    return { nameMessage: null, toastMessage: error instanceof Error && error.message ? error.message : fallback };
  }
  const nameMessage =
    error.kind === 'response' && error.code === ResponseCode.Warning && error.message === TEMPLATE_NAME_TAKEN
      ? error.message
      : error.kind === 'invalidRequest' && error.issues[0]?.path[1] === 'actName'
        ? error.message
        : null;
  if (error.kind === 'aborted') return { nameMessage, toastMessage: null };
  return { nameMessage, toastMessage: error.handled ? null : error.message || fallback };
}
