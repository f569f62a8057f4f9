import {
  api,
  LinearMode,
  NODE_DUTY_AND_PEOPLE_REQUIRED,
  NODE_DUTY_DUPLICATED,
  NODE_TOO_MANY_PEOPLE,
  ResponseCode,
  TEMPLATE_NAME_REQUIRED,
  TEMPLATE_NAME_TAKEN,
  TEMPLATE_NAME_TOO_LONG,
  TOO_MANY_NODES,
} from '@atelier/api';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowTemplateNodes, flowTemplates } from '../db/schema';
import { ErrorCode, ErrorMessage } from '../domain/errors';
import { createTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const rows = async () => {
  const [templates] = await server.db.select({ n: count() }).from(flowTemplates);
  const [nodes] = await server.db.select({ n: count() }).from(flowTemplateNodes);
  return { templates: templates?.n ?? 0, nodes: nodes?.n ?? 0 };
};

const huazhuDuty = () => server.ids.duties.huazhu;
const people = () => server.ids.people;
/** The seed's template of 滨江新城综合体 (建筑两级审批). */
const seeded = () => server.ids.flowTemplates.建筑两级审批;

/** A valid draft in 滨江新城综合体 (liting, wanghaitao and chenjianguo are members). */
const draft = (actName: string, tasks?: unknown[]) => ({
  actInfo: { actName, projectId: server.ids.projects.binjiang, isLinear: LinearMode.Linear },
  tasks: tasks ?? [
    { dictDutyId: huazhuDuty().design, userIdList: [people().liting] },
    { dictDutyId: huazhuDuty().proofread, userIdList: [people().wanghaitao, people().chenjianguo] },
  ],
});

describe('flow templates', () => {
  let createdId: string;

  it('creates a template, lists it as mine and loads it back', async () => {
    const token = await server.login('liting');
    const created = await server.call(api.flowTemplate.create, draft('结构审核流程'), { token });
    expect(created.body).toMatchObject({ success: true, code: 200 });
    createdId = created.body.result.id;

    // Newest first: the new template before the seed's 建筑两级审批 (陈建国's).
    const list = await server.call(api.flowTemplate.list, { projectId: server.ids.projects.binjiang }, { token });
    expect(list.body.result).toEqual({
      list: [
        { id: createdId, actName: '结构审核流程', mine: true, total: 2, uuid: null },
        { id: seeded(), actName: '建筑两级审批', mine: false, total: 2, uuid: null },
      ],
      total: 2,
    });
    const other = await server.call(
      api.flowTemplate.list,
      { projectId: server.ids.projects.binjiang },
      { token: await server.login('chenjianguo') },
    );
    expect(other.body.result.list[0]).toMatchObject({ id: createdId, mine: false });

    const detail = await server.call(api.flowTemplate.detail, { actId: createdId }, { token });
    expect(detail.body.result.actInfo).toMatchObject({
      id: createdId,
      actName: '结构审核流程',
      userId: people().liting,
      userName: '李婷',
      projectName: '滨江新城综合体',
      projectId: server.ids.projects.binjiang,
      isLinear: LinearMode.Linear,
    });
    const tasks = detail.body.result.tasks as { dictDutyId: string; actForms: { userInfo: { userId: string } }[] }[];
    expect(tasks.map((t) => [t.dictDutyId, t.actForms.map((f) => f.userInfo.userId)])).toEqual([
      [huazhuDuty().design, [people().liting]],
      [huazhuDuty().proofread, [people().wanghaitao, people().chenjianguo]],
    ]);
  });

  it('answers a name taken in the project with 40007 模板名称已存在, on the check and on save', async () => {
    const token = await server.login('liting');
    const projectId = server.ids.projects.binjiang;
    const check = await server.call(api.flowTemplate.checkName, { actName: '结构审核流程', projectId }, { token });
    expect(check.body).toEqual({
      success: false,
      code: ResponseCode.Warning,
      message: TEMPLATE_NAME_TAKEN,
      result: null,
    });
    const own = await server.call(
      api.flowTemplate.checkName,
      { actName: '结构审核流程', projectId, actId: createdId },
      { token },
    );
    expect(own.body.result).toBe(true);
    const free = await server.call(api.flowTemplate.checkName, { actName: '新流程', projectId }, { token });
    expect(free.body.result).toBe(true);

    const before = await rows();
    const clash = await server.call(api.flowTemplate.create, draft('结构审核流程'), { token });
    expect(clash.body).toMatchObject({ code: 40007, message: TEMPLATE_NAME_TAKEN });
    expect(await rows()).toEqual(before);
  });

  it('refuses each broken rule with its message and writes nothing', async () => {
    const token = await server.login('liting');
    const d = huazhuDuty();
    const p = people();
    const eleven = Array.from({ length: 11 }, (_, i) => `u-${i}`);
    const twentyOne = Array.from({ length: 21 }, () => ({ dictDutyId: d.design, userIdList: [p.liting] }));
    const cases: [ReturnType<typeof draft>, string][] = [
      [draft(''), TEMPLATE_NAME_REQUIRED],
      [draft('   '), TEMPLATE_NAME_REQUIRED],
      [draft('一二三四五六七八九十一二三四五六'), TEMPLATE_NAME_TOO_LONG],
      [draft('缺人员', [{ dictDutyId: d.design, userIdList: [] }]), NODE_DUTY_AND_PEOPLE_REQUIRED],
      [draft('缺职责', [{ dictDutyId: null, userIdList: [p.liting] }]), NODE_DUTY_AND_PEOPLE_REQUIRED],
      [draft('人太多', [{ dictDutyId: d.design, userIdList: eleven }]), NODE_TOO_MANY_PEOPLE],
      [
        draft('职责重复', [
          { dictDutyId: d.design, userIdList: [p.liting] },
          { dictDutyId: d.design, userIdList: [p.wanghaitao] },
        ]),
        NODE_DUTY_DUPLICATED,
      ],
      [draft('节点太多', twentyOne), TOO_MANY_NODES],
      [
        draft('外企职责', [{ dictDutyId: server.ids.duties.tongchuang.design, userIdList: [p.liting] }]),
        ErrorMessage.NodeDutyNotFound,
      ],
      [
        // 许文博 (同创) is not a member of 滨江新城综合体.
        draft('非成员', [{ dictDutyId: d.design, userIdList: [p.xuwenbo] }]),
        ErrorMessage.NodePeopleNotMembers,
      ],
    ];
    const before = await rows();
    for (const [body, message] of cases) {
      const answer = await server.call(api.flowTemplate.create, body, { token });
      expect(answer.body, message).toMatchObject({ success: false, code: ErrorCode.InvalidRequest, message });
    }
    const update = await server.call(
      api.flowTemplate.update,
      { ...draft(''), actInfo: { ...draft('').actInfo, id: createdId } },
      { token },
    );
    expect(update.body).toMatchObject({ code: ErrorCode.InvalidRequest, message: TEMPLATE_NAME_REQUIRED });
    expect(await rows()).toEqual(before);
  });

  it('lets only the creator update or delete', async () => {
    const owner = await server.login('liting');
    const other = await server.login('chenjianguo');
    const edit = (name: string) => ({ ...draft(name), actInfo: { ...draft(name).actInfo, id: createdId } });
    const refused = await server.call(api.flowTemplate.update, edit('他人改名'), { token: other });
    expect(refused.body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.OnlyOwnerEditsTemplate });
    const deleteRefused = await server.call(api.flowTemplate.delete, { actId: createdId }, { token: other });
    expect(deleteRefused.body).toMatchObject({
      code: ErrorCode.Denied,
      message: ErrorMessage.OnlyOwnerDeletesTemplate,
    });

    const updated = await server.call(
      api.flowTemplate.update,
      {
        ...edit('结构审核(改)'),
        tasks: [{ dictDutyId: huazhuDuty().examine, userIdList: [people().chenjianguo] }],
      },
      { token: owner },
    );
    expect(updated.body).toMatchObject({ success: true });
    const detail = await server.call(api.flowTemplate.detail, { actId: createdId }, { token: other });
    expect(detail.body.result.actInfo.actName).toBe('结构审核(改)');
    expect(detail.body.result.tasks).toHaveLength(1);
    expect(detail.body.result.tasks[0].dictDutyId).toBe(huazhuDuty().examine);
  });

  it('denies a non-member and another enterprise', async () => {
    // 何静 is in 华筑 but not in 滨江新城综合体.
    const hejing = await server.login('hejing');
    const projectId = server.ids.projects.binjiang;
    const list = await server.call(api.flowTemplate.list, { projectId }, { token: hejing });
    expect(list.body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.NotProjectMember });
    const detail = await server.call(api.flowTemplate.detail, { actId: createdId }, { token: hejing });
    expect(detail.body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.NotProjectMember });
    const create = await server.call(api.flowTemplate.create, draft('越权'), { token: hejing });
    expect(create.body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.NotProjectMember });

    // 许文博 works in 同创 only: 华筑's template is answered as missing, its project as another enterprise's.
    const xuwenbo = await server.login('xuwenbo');
    const foreign = await server.call(api.flowTemplate.detail, { actId: createdId }, { token: xuwenbo });
    expect(foreign.body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.FlowTemplateNotFound });
    expect(foreign.body.result).toBeNull();
    const foreignList = await server.call(api.flowTemplate.list, { projectId }, { token: xuwenbo });
    expect(foreignList.body).toMatchObject({
      code: ErrorCode.Denied,
      message: ErrorMessage.ProjectOfAnotherEnterprise,
    });
    const foreignDelete = await server.call(api.flowTemplate.delete, { actId: createdId }, { token: xuwenbo });
    expect(foreignDelete.body).toMatchObject({ code: ErrorCode.Denied });
  });

  it('makes, loads and updates the default template of a specialty by uuid, kept out of the list', async () => {
    const token = await server.login('liting');
    const projectId = server.ids.projects.binjiang;
    const dictSpecialtyId = server.ids.specialties.huazhu.arch;
    const first = await server.call(api.flowTemplate.defaultTemplate, { projectId, dictSpecialtyId }, { token });
    expect(first.body).toMatchObject({ success: true });
    const uuid = first.body.result.actInfo.uuid as string;
    expect(uuid).toBeTruthy();
    const again = await server.call(api.flowTemplate.defaultTemplate, { projectId, dictSpecialtyId }, { token });
    expect(again.body.result.actInfo.id).toBe(first.body.result.actInfo.id);

    const saved = await server.call(
      api.flowTemplate.updateDefault,
      {
        uuid,
        actInfo: { actName: '默认流程', projectId, isLinear: LinearMode.Parallel },
        tasks: [{ dictDutyId: huazhuDuty().design, userIdList: [people().liting] }],
      },
      { token },
    );
    expect(saved.body).toMatchObject({ success: true });
    const byUuid = await server.call(api.flowTemplate.defaultTemplate, { projectId, dictSpecialtyId, uuid }, { token });
    expect(byUuid.body.result.actInfo.isLinear).toBe(LinearMode.Parallel);
    expect(byUuid.body.result.tasks[0].actForms[0].userInfo.userId).toBe(people().liting);

    const list = await server.call(api.flowTemplate.list, { projectId }, { token });
    expect(list.body.result.list.map((t: { uuid: string | null }) => t.uuid)).toEqual([null, null]);

    const missing = await server.call(
      api.flowTemplate.updateDefault,
      {
        uuid: 'no-such-uuid',
        actInfo: { actName: '默认流程', projectId, isLinear: LinearMode.Linear },
        tasks: [{ dictDutyId: huazhuDuty().design, userIdList: [people().liting] }],
      },
      { token },
    );
    expect(missing.body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.DefaultTemplateNotFound });
  });

  it('deletes the owner’s template with its nodes', async () => {
    const token = await server.login('liting');
    const deleted = await server.call(api.flowTemplate.delete, { actId: createdId }, { token });
    expect(deleted.body).toMatchObject({ success: true });
    const detail = await server.call(api.flowTemplate.detail, { actId: createdId }, { token });
    expect(detail.body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.FlowTemplateNotFound });
    const list = await server.call(api.flowTemplate.list, { projectId: server.ids.projects.binjiang }, { token });
    expect(list.body.result.list.map((t: { id: string }) => t.id)).toEqual([seeded()]);
  });
});
