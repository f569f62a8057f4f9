import { api, Flag, PermissionLevel, ProjectType, SEARCH_SPECIAL_CHARACTERS, StaffType } from '@atelier/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, ErrorMessage } from '../domain/errors';
import { createTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const names = (list: { name: string }[]) => list.map((p) => p.name);

describe('GET /v2/proInfo/getUserProList', () => {
  it('lists the user’s projects in the current enterprise, most recently changed first', async () => {
    const { body } = await server.call(
      api.project.list,
      { pageNum: 1, pageSize: 20 },
      { token: await server.login('liting') },
    );
    expect(body.result.pageInfo.total).toBe(2);
    expect(body.result.pageInfo.list).toEqual([
      {
        id: server.ids.projects.binjiang,
        name: '滨江新城综合体',
        simpleName: 'X2024-BJXC',
        proType: ProjectType.Engineering,
        createTime: '2024-03-01 09:00:00',
        isCreator: false,
        // The favourite and the labels are the caller's own (issue 25): the seed stars each creator's projects.
        isFav: '0',
        labelList: [],
      },
      {
        id: server.ids.projects.chengnan,
        name: '城南小学改扩建',
        simpleName: 'X2025-CNXX',
        proType: ProjectType.Quick,
        createTime: '2025-03-01 09:00:00',
        isCreator: true,
        isFav: '1',
        labelList: [],
      },
    ]);
  });

  it('filters by keyword and by "created by me" (isCreator 0) or "participated" (1), and pages', async () => {
    const token = await server.login('chenjianguo');
    const all = await server.call(api.project.list, {}, { token });
    expect(names(all.body.result.pageInfo.list)).toEqual(['滨江新城综合体', '城南小学改扩建', '高新区人才公寓']);
    const keyword = await server.call(api.project.list, { keyword: '人才' }, { token });
    expect(names(keyword.body.result.pageInfo.list)).toEqual(['高新区人才公寓']);
    const mine = await server.call(api.project.list, { isCreator: 0 }, { token });
    expect(names(mine.body.result.pageInfo.list)).toEqual(['滨江新城综合体', '高新区人才公寓']);
    const joined = await server.call(api.project.list, { isCreator: 1 }, { token });
    expect(names(joined.body.result.pageInfo.list)).toEqual(['城南小学改扩建']);
    const page = await server.call(api.project.list, { pageNum: 2, pageSize: 2 }, { token });
    expect(page.body.result.pageInfo).toMatchObject({ total: 3, list: [{ name: '高新区人才公寓' }] });
  });

  it('refuses a keyword with special characters with the rule’s message', async () => {
    const { body } = await server.call(api.project.list, { keyword: 'a&b' }, { token: await server.login('liting') });
    expect(body).toEqual({
      success: false,
      code: ErrorCode.InvalidRequest,
      message: SEARCH_SPECIAL_CHARACTERS,
      result: null,
    });
  });

  it('never lists another enterprise’s projects, even the user’s own there', async () => {
    const token = await server.login('liting');
    const { body } = await server.call(
      api.project.list,
      { enterpriseId: server.ids.enterprises.tongchuang },
      { token },
    );
    expect(body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.NotCurrentEnterprise });
    const hejing = await server.call(
      api.project.list,
      { enterpriseId: server.ids.enterprises.tongchuang },
      {
        token: await server.login('hejing'),
      },
    );
    expect(hejing.body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.NotEnterpriseMember });
  });
});

describe('GET /v2/proInfo/getProDetailInfo', () => {
  it('answers a project of the user', async () => {
    const { body } = await server.call(
      api.project.detail,
      { projectId: server.ids.projects.binjiang },
      {
        token: await server.login('chenjianguo'),
      },
    );
    expect(body.result).toMatchObject({
      id: server.ids.projects.binjiang,
      name: '滨江新城综合体',
      simpleName: 'X2024-BJXC',
      proType: ProjectType.Engineering,
      isCreator: true,
      enterpriseId: server.ids.enterprises.huazhu,
      enterpriseName: '华筑建筑设计研究院有限公司',
      year: 2024,
      designNum: 'HZ2024-017',
      address: '杭州市滨江区江南大道88号',
      Development: '杭州滨江城市建设投资有限公司',
      type: '商业综合体',
      isFav: Flag.Yes,
      permissionSwitch: Flag.Yes,
    });
  });

  it('denies another project, another enterprise’s project and an unknown one, answering nothing of them', async () => {
    const token = await server.login('liting');
    const cases = [
      [server.ids.projects.gaoxin, ErrorMessage.NotProjectMember],
      [server.ids.projects.jiangbei, ErrorMessage.ProjectOfAnotherEnterprise],
      ['00000000-0000-0000-0000-000000000000', ErrorMessage.ProjectNotFound],
    ] as const;
    for (const [projectId, message] of cases) {
      const { body } = await server.call(api.project.detail, { projectId }, { token });
      expect(body).toEqual({ success: false, code: ErrorCode.Denied, message, result: null });
    }
    const outsider = await server.call(
      api.project.detail,
      { projectId: server.ids.projects.jiangbei },
      {
        token: await server.login('hejing'),
      },
    );
    expect(outsider.body.message).toBe(ErrorMessage.ProjectOfAnotherEnterprise);
  });

  it('refuses a request without a project id', async () => {
    const { body } = await server.call(api.project.detail, {}, { token: await server.login('liting') });
    expect(body).toMatchObject({
      success: false,
      code: ErrorCode.InvalidRequest,
      message: expect.stringMatching(/^无效输入/),
    });
  });
});

describe('GET /v2/proUser/getProUserList', () => {
  it('lists the members with their staff type, level, specialty and main duty', async () => {
    const { body } = await server.call(
      api.project.users,
      { projectId: server.ids.projects.binjiang },
      {
        token: await server.login('liting'),
      },
    );
    expect(body.result).toHaveLength(11);
    expect(body.result[0]).toMatchObject({
      userId: server.ids.people.chenjianguo,
      realname: '陈建国',
      phone: '13812345601',
      projectId: server.ids.projects.binjiang,
      staffType: StaffType.ProjectManager,
      permissionLevel: PermissionLevel.Creator,
      entSpecialtyName: '建筑',
      entDutyName: '项目负责人',
      dictDutyId: server.ids.duties.huazhu.projectLeader,
      dictSpecialtyId: server.ids.specialties.huazhu.arch,
    });
    const liting = body.result.find((u: { realname: string }) => u.realname === '李婷');
    expect(liting).toMatchObject({
      staffType: StaffType.Member,
      permissionLevel: PermissionLevel.Member,
      entSpecialtyName: '建筑',
      entDutyName: '设计',
    });
    const duties = new Set(body.result.map((u: { entDutyName: string }) => u.entDutyName));
    expect(duties).toEqual(new Set(['项目负责人', '专业负责人', '设计', '校对', '审核', '审定']));
  });

  it('filters by name or phone', async () => {
    const token = await server.login('liting');
    const byName = await server.call(
      api.project.users,
      { projectId: server.ids.projects.binjiang, keyword: '王' },
      { token },
    );
    expect(byName.body.result.map((u: { realname: string }) => u.realname)).toEqual(['王海涛']);
    const byPhone = await server.call(
      api.project.users,
      { projectId: server.ids.projects.binjiang, keyword: '13912' },
      { token },
    );
    expect(byPhone.body.result.map((u: { realname: string }) => u.realname)).toEqual(['李婷']);
  });

  it('denies the members of a project the user is not in', async () => {
    const token = await server.login('liting');
    const other = await server.call(api.project.users, { projectId: server.ids.projects.gaoxin }, { token });
    expect(other.body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.NotProjectMember });
    const elsewhere = await server.call(
      api.project.users,
      { projectId: server.ids.projects.jiangbei, enterpriseId: server.ids.enterprises.tongchuang },
      { token },
    );
    expect(elsewhere.body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.NotCurrentEnterprise });
  });
});

describe('project members, duties and levels', () => {
  it('answers the user’s own project level', async () => {
    const token = await server.login('chenjianguo');
    const creator = await server.call(
      api.project.highestPermission,
      { projectId: server.ids.projects.binjiang },
      { token },
    );
    expect(creator.body.result).toEqual({ permissionLevel: PermissionLevel.Creator });
    const manager = await server.call(
      api.project.highestPermission,
      { projectId: server.ids.projects.chengnan },
      { token },
    );
    expect(manager.body.result).toEqual({ permissionLevel: PermissionLevel.Manager });
  });

  it('lists each duty with its holders in the enterprise’s order', async () => {
    const { body } = await server.call(
      api.project.dutyList,
      { projectId: server.ids.projects.binjiang },
      {
        token: await server.login('liting'),
      },
    );
    expect(body.result.map((d: { dutyName: string }) => d.dutyName)).toEqual([
      '设计',
      '校对',
      '审核',
      '审定',
      '专业负责人',
      '项目负责人',
    ]);
    const design = body.result[0].users.map((u: { realname: string }) => u.realname);
    expect(design.sort()).toEqual(['孙志强', '李婷'].sort());
  });

  it('lists the joined users and denies them for other projects', async () => {
    const token = await server.login('liting');
    const joined = await server.call(api.project.joinedUsers, { projectId: server.ids.projects.chengnan }, { token });
    expect(joined.body.result.map((u: { realname: string }) => u.realname).sort()).toEqual(
      ['李婷', '陈建国', '黄伟', '王海涛', '吴磊', '刘洋', '周晓燕'].sort(),
    );
    const denied = await server.call(api.project.joinedUsers, { projectId: server.ids.projects.gaoxin }, { token });
    expect(denied.body.message).toBe(ErrorMessage.NotProjectMember);
    const dutiesDenied = await server.call(api.project.dutyList, { projectId: server.ids.projects.gaoxin }, { token });
    expect(dutiesDenied.body.message).toBe(ErrorMessage.NotProjectMember);
  });
});
