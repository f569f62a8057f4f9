import {
  api,
  type Duty,
  type FlowTemplate,
  LinearMode,
  NODE_DUTY_AND_PEOPLE_REQUIRED,
  NODE_DUTY_DUPLICATED,
  NODE_PEOPLE_SELECTION_LIMIT,
  NODE_TOO_MANY_PEOPLE,
  TEMPLATE_NAME_REQUIRED,
  TEMPLATE_NAME_TAKEN,
  TEMPLATE_NAME_TOO_LONG,
  TOO_MANY_NODES,
} from '@atelier/api';
import { ApiError } from '@atelier/api/client';
import { describe, expect, it } from 'vitest';
import { en_US } from '../locale/en_US';
import { zh_CN } from '../locale/zh_CN';
import {
  addNode,
  canAddNode,
  createNode,
  defaultTemplateUuid,
  disabledDutyIds,
  duplicateDutyNodes,
  dutiesUsedElsewhere,
  emptyFormValues,
  type FlowNode,
  flowTemplateFormSchema,
  fromTemplate,
  isOverPeopleLimit,
  localizeRule,
  MAX_NODES,
  moveNode,
  moveNodeByIndex,
  nodeError,
  nodePosition,
  peopleOptions,
  removeNode,
  saveFailure,
  setNodeDuty,
  setNodePeople,
  templatePeople,
  titleKey,
  toCreateRequest,
  toTasks,
  toUpdateDefaultRequest,
  toUpdateRequest,
} from './model';

const node = (key: string, dictDutyId: string | null = null, userIdList: string[] = []): FlowNode => ({
  key,
  dictDutyId,
  userIdList,
});

const duty = (id: string, dictName: string, disabled = false): Duty => ({
  id,
  dictId: id,
  dictName,
  alias: dictName,
  disabled,
});

const duties = [duty('d-proofread', '校对'), duty('d-examine', '审核'), duty('d-authorize', '审定', true)];

const person = (userId: string, realname: string, phone: string) => ({ userId, realname, phone, avatar: null });

const loaded: FlowTemplate = {
  actInfo: {
    enterpriseId: 'ent-001',
    id: 'tpl-001',
    actName: '建筑专业标准流程',
    userId: 'u-001',
    userName: '陈建国',
    projectName: '滨江新城综合体',
    projectId: 'p-001',
    isLinear: LinearMode.Linear,
    uuid: null,
  },
  tasks: [
    {
      dictDutyId: 'd-proofread',
      taskName: '校对',
      actForms: [
        { userInfo: person('u-003', '王海涛', '13712345603') },
        { userInfo: person('u-008', '周晓燕', '17712345608') },
      ],
    },
    { dictDutyId: 'd-examine', taskName: '审核', actForms: [{ userInfo: person('u-004', '张敏', '15012345604') }] },
  ],
};

const keys = () => {
  let n = 0;
  return () => {
    n += 1;
    return `k${n}`;
  };
};

describe('the node list', () => {
  it('adds nodes up to 20, then refuses with 最多添加20个节点', () => {
    let nodes: FlowNode[] = [];
    for (let i = 0; i < MAX_NODES; i += 1) {
      const result = addNode(nodes, createNode(`n${i}`));
      expect(result.ok).toBe(true);
      nodes = result.nodes;
    }
    expect(nodes).toHaveLength(20);
    expect(canAddNode(nodes)).toBe(false);
    const refused = addNode(nodes, createNode('n20'));
    expect(refused).toEqual({ ok: false, nodes, message: TOO_MANY_NODES });
    expect(refused.nodes).not.toBe(nodes);
  });

  it('removes a node by key and leaves the others in order', () => {
    const nodes = [node('a'), node('b'), node('c')];
    expect(removeNode(nodes, 'b').map((n) => n.key)).toEqual(['a', 'c']);
    expect(removeNode(nodes, 'missing')).toEqual(nodes);
    expect(nodes).toHaveLength(3);
  });

  it('moves a node down and up, by key or index; out of range changes nothing', () => {
    const nodes = [node('a'), node('b'), node('c')];
    expect(moveNode(nodes, 'a', 'b').map((n) => n.key)).toEqual(['b', 'a', 'c']);
    expect(moveNode(nodes, 'c', 'a').map((n) => n.key)).toEqual(['c', 'a', 'b']);
    expect(moveNodeByIndex(nodes, 0, 2).map((n) => n.key)).toEqual(['b', 'c', 'a']);
    expect(moveNodeByIndex(nodes, 0, 5).map((n) => n.key)).toEqual(['a', 'b', 'c']);
    expect(moveNode(nodes, 'a', 'missing').map((n) => n.key)).toEqual(['a', 'b', 'c']);
  });

  it('sets a node duty and people without touching the others', () => {
    const nodes = [node('a'), node('b')];
    const withDuty = setNodeDuty(nodes, 'b', 'd-examine');
    expect(withDuty[1]).toEqual(node('b', 'd-examine'));
    expect(withDuty[0]).toBe(nodes[0]);
    const withPeople = setNodePeople(withDuty, 'b', ['u-001']);
    expect(withPeople[1]?.userIdList).toEqual(['u-001']);
    expect(nodePosition(withPeople, 'b')).toBe(2);
    expect(nodePosition(withPeople, 'x')).toBe(0);
  });

  it('starts a new template linear with one empty node', () => {
    expect(emptyFormValues('k')).toEqual({ actName: '', isLinear: LinearMode.Linear, nodes: [node('k')] });
  });
});

describe('duties', () => {
  it('disables the duties used in other nodes and the enterprise-disabled ones, never the own duty', () => {
    const nodes = [node('a', 'd-proofread'), node('b', 'd-examine'), node('c')];
    expect([...dutiesUsedElsewhere(nodes, 'c')].sort()).toEqual(['d-examine', 'd-proofread']);
    expect(disabledDutyIds(nodes, 'a', duties).sort()).toEqual(['d-authorize', 'd-examine']);
    expect(disabledDutyIds(nodes, 'c').sort()).toEqual(['d-examine', 'd-proofread']);
    const ownDisabled = [node('a', 'd-authorize')];
    expect(disabledDutyIds(ownDisabled, 'a', duties)).toEqual([]);
  });

  it('finds the nodes repeating an earlier duty', () => {
    const nodes = [node('a', 'x'), node('b', 'y'), node('c', 'x'), node('d'), node('e', 'x')];
    expect(duplicateDutyNodes(nodes)).toEqual(['c', 'e']);
  });
});

describe('people', () => {
  it('allows 10 people per node', () => {
    expect(isOverPeopleLimit(Array.from({ length: 10 }, (_, i) => `u${i}`))).toBe(false);
    expect(isOverPeopleLimit(Array.from({ length: 11 }, (_, i) => `u${i}`))).toBe(true);
  });

  it('offers members with real name and phone, then people only a loaded template names', () => {
    const members = [person('u-001', '陈建国', '13812345601'), person('u-003', '王海涛', '13712345603')];
    expect(peopleOptions(members, templatePeople(loaded))).toEqual([
      { id: 'u-001', label: '陈建国', description: '13812345601' },
      { id: 'u-003', label: '王海涛', description: '13712345603' },
      { id: 'u-008', label: '周晓燕', description: '17712345608' },
      { id: 'u-004', label: '张敏', description: '15012345604' },
    ]);
    expect(templatePeople(undefined)).toEqual([]);
  });
});

describe('the form schema (the contract rules)', () => {
  const valid = {
    actName: ' 结构审查 ',
    isLinear: LinearMode.Parallel,
    nodes: [node('a', 'd-proofread', ['u-001']), node('b', 'd-examine', ['u-002'])],
  };
  const messages = (values: unknown) => {
    const result = flowTemplateFormSchema.safeParse(values);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('passes a complete template and trims the name', () => {
    const result = flowTemplateFormSchema.parse(valid);
    expect(result.actName).toBe('结构审查');
    expect(result.nodes.map((n) => n.key)).toEqual(['a', 'b']);
  });

  it('needs a name of at most 15 characters', () => {
    expect(messages({ ...valid, actName: '  ' })).toEqual([['actName', TEMPLATE_NAME_REQUIRED]]);
    expect(messages({ ...valid, actName: '一二三四五六七八九十一二三四五六' })).toEqual([
      ['actName', TEMPLATE_NAME_TOO_LONG],
    ]);
    expect(messages({ ...valid, actName: '一二三四五六七八九十一二三四五' })).toEqual([]);
  });

  it('needs a duty and people on every node, at most 10 people, duties unique', () => {
    expect(messages({ ...valid, nodes: [node('a', 'd-proofread'), node('b', null, ['u-1'])] })).toEqual([
      ['nodes.0', NODE_DUTY_AND_PEOPLE_REQUIRED],
      ['nodes.1', NODE_DUTY_AND_PEOPLE_REQUIRED],
    ]);
    const eleven = Array.from({ length: 11 }, (_, i) => `u${i}`);
    expect(messages({ ...valid, nodes: [node('a', 'x', eleven)] })).toEqual([
      ['nodes.0.userIdList', NODE_TOO_MANY_PEOPLE],
    ]);
    expect(messages({ ...valid, nodes: [node('a', 'x', ['u1']), node('b', 'x', ['u2'])] })).toEqual([
      ['nodes.1.dictDutyId', NODE_DUTY_DUPLICATED],
    ]);
  });

  it('allows at most 20 nodes', () => {
    const nodes = Array.from({ length: 21 }, (_, i) => node(`n${i}`, `d${i}`, ['u1']));
    expect(messages({ ...valid, nodes })).toEqual([['nodes', TOO_MANY_NODES]]);
  });
});

describe('messages', () => {
  it('reads a node message from the nested errors and names the control it concerns', () => {
    expect(nodeError(undefined)).toBeNull();
    expect(nodeError({ message: NODE_DUTY_AND_PEOPLE_REQUIRED })).toEqual({
      message: NODE_DUTY_AND_PEOPLE_REQUIRED,
      problem: 'incomplete',
    });
    expect(nodeError({ root: { message: NODE_DUTY_AND_PEOPLE_REQUIRED } })?.problem).toBe('incomplete');
    expect(nodeError({ userIdList: { message: NODE_TOO_MANY_PEOPLE } })?.problem).toBe('tooManyPeople');
    expect(nodeError({ dictDutyId: { message: NODE_DUTY_DUPLICATED } })?.problem).toBe('dutyDuplicated');
    expect(nodeError({ dictDutyId: { message: '别的' } })).toEqual({ message: '别的', problem: null });
  });

  it('shows the specification texts in zh-CN and translates them in en-US', () => {
    for (const message of [
      TEMPLATE_NAME_REQUIRED,
      TEMPLATE_NAME_TOO_LONG,
      NODE_DUTY_AND_PEOPLE_REQUIRED,
      NODE_TOO_MANY_PEOPLE,
      NODE_PEOPLE_SELECTION_LIMIT,
      NODE_DUTY_DUPLICATED,
      TOO_MANY_NODES,
    ]) {
      expect(localizeRule(message, zh_CN.FlowTemplateDialog.rules)).toBe(message);
      expect(localizeRule(message, en_US.FlowTemplateDialog.rules)).not.toBe(message);
    }
    expect(localizeRule('模板名称已存在', en_US.FlowTemplateDialog.rules)).toBe('模板名称已存在');
  });

  it('titles: 新增流程模板 when adding, 编辑流程模板 when editing or in default mode', () => {
    expect(zh_CN.FlowTemplateDialog[titleKey('add')]).toBe('新增流程模板');
    expect(zh_CN.FlowTemplateDialog[titleKey('edit')]).toBe('编辑流程模板');
    expect(zh_CN.FlowTemplateDialog[titleKey('default')]).toBe('编辑流程模板');
    // Not the specification's typo 并性 (issue 22).
    expect(zh_CN.FlowTemplateDialog.parallel).toBe('并行');
    expect(zh_CN.FlowTemplateDialog.linear).toBe('线性');
  });
});

describe('loading and saving', () => {
  const values = {
    actName: '建筑审查',
    isLinear: LinearMode.Parallel,
    nodes: [node('a', 'd-examine', ['u-004']), node('b', 'd-proofread', ['u-003', 'u-008'])],
  };

  it('maps dictDutyId and actForms[].userInfo.userId into nodes', () => {
    expect(fromTemplate(loaded, keys())).toEqual({
      actName: '建筑专业标准流程',
      isLinear: LinearMode.Linear,
      nodes: [node('k1', 'd-proofread', ['u-003', 'u-008']), node('k2', 'd-examine', ['u-004'])],
    });
  });

  it('sends each node as a task named after its duty', () => {
    expect(toTasks(values.nodes, duties)).toEqual([
      { dictDutyId: 'd-examine', userIdList: ['u-004'], taskName: '审核' },
      { dictDutyId: 'd-proofread', userIdList: ['u-003', 'u-008'], taskName: '校对' },
    ]);
    expect(toTasks([node('a', 'unknown', ['u1'])])).toEqual([{ dictDutyId: 'unknown', userIdList: ['u1'] }]);
  });

  it('builds a create body the contract accepts', () => {
    const body = toCreateRequest(values, { projectId: 'p-001', projectName: '滨江新城综合体', duties });
    expect(body.actInfo).toEqual({
      enterpriseId: undefined,
      actName: '建筑审查',
      projectId: 'p-001',
      projectName: '滨江新城综合体',
      isLinear: LinearMode.Parallel,
    });
    expect(api.flowTemplate.create.request.safeParse(body).success).toBe(true);
  });

  it('builds an update body with actInfo.id, and an update-default body with the uuid', () => {
    const update = toUpdateRequest(values, loaded, { projectId: 'p-001', duties });
    expect(update.actInfo).toMatchObject({ id: 'tpl-001', actName: '建筑审查', isLinear: LinearMode.Parallel });
    expect(api.flowTemplate.update.request.safeParse(update).success).toBe(true);

    const uuid = defaultTemplateUuid({ ...loaded, actInfo: { ...loaded.actInfo, uuid: 'default-p-001-s-arch' } });
    expect(uuid).toBe('default-p-001-s-arch');
    expect(defaultTemplateUuid(loaded, 'given')).toBe('given');
    expect(defaultTemplateUuid(undefined)).toBeNull();
    const updateDefault = toUpdateDefaultRequest(values, loaded, 'default-p-001-s-arch', { projectId: 'p-001' });
    expect(updateDefault.uuid).toBe('default-p-001-s-arch');
    expect(updateDefault.tasks.map((t) => t.dictDutyId)).toEqual(['d-examine', 'd-proofread']);
    expect(api.flowTemplate.updateDefault.request.safeParse(updateDefault).success).toBe(true);
  });
});

describe('server answers', () => {
  const refusal = (code: number, message: string, handled: boolean) =>
    new ApiError({
      kind: 'response',
      endpoint: 'flowTemplate.create',
      code,
      message,
      outcome: {
        kind: 'reject',
        branch: 'warning',
        effects: handled ? [{ type: 'toast', tone: 'warning', message, duration: 2000 }] : [],
      },
    });

  it('puts a taken name under the field and toasts only what the shared handling did not show', () => {
    expect(saveFailure(refusal(40007, TEMPLATE_NAME_TAKEN, true), '保存失败')).toEqual({
      nameMessage: TEMPLATE_NAME_TAKEN,
      toastMessage: null,
    });
    expect(saveFailure(refusal(40009, '流程模板保存失败', true), '保存失败')).toEqual({
      nameMessage: null,
      toastMessage: null,
    });
    expect(saveFailure(refusal(60001, '流程模板保存失败', false), '保存失败')).toEqual({
      nameMessage: null,
      toastMessage: '流程模板保存失败',
    });
    expect(saveFailure(new Error(''), '保存失败')).toEqual({ nameMessage: null, toastMessage: '保存失败' });
    expect(saveFailure('boom', '保存失败')).toEqual({ nameMessage: null, toastMessage: '保存失败' });
  });
});
