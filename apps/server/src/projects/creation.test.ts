import {
  api,
  FolderPermission,
  PermissionLevel,
  ProjectMessage,
  ProjectType,
  StaffType,
  storedShortName,
} from '@atelier/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMembers, projects, resources } from '../db/schema';
import { ErrorCode, ErrorMessage } from '../domain/errors';
import { createTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const year = new Date().getFullYear();

/** A valid ordinary project of the demo firm (华筑), each test changing what it tests. */
function ordinary(overrides: Record<string, unknown> = {}, info: Record<string, unknown> = {}) {
  const s = server.ids.specialties.huazhu;
  const d = server.ids.duties.huazhu;
  return {
    projectInfo: {
      name: '西湖文化中心',
      simpleName: 'XHWH',
      designNum: 'HZ2026-100',
      Development: '杭州西湖文旅集团',
      year,
      address: '杭州市西湖区',
      scale: 32000.5,
      cooOrg: '',
      type: '6',
      ...info,
    },
    subItems: [
      { name: '主楼', designNum: 'A' },
      { name: '裙房', designNum: 'B' },
    ],
    specialtyIds: [s.arch, s.struct],
    dutyIds: [d.design, d.proofread],
    projectUserInfos: [{ userId: server.person('huangwei'), staffType: StaffType.PersonInCharge }],
    projectUserDutyVos: [
      { userId: server.person('liting'), dictSpecialtyId: s.arch, dictDutyId: d.design },
      { userId: server.person('wanghaitao'), dictSpecialtyId: s.struct, dictDutyId: d.proofread },
      { userId: server.person('liting'), dictSpecialtyId: s.arch, dictDutyId: d.proofread },
    ],
    ...overrides,
  };
}

const refusal = (code: number, message: string) => ({ success: false, code, message, result: null });

describe('POST /v2/proInfo/createProPro', () => {
  it('creates the project with its sub-items, people and root folders, and lists it for its people', async () => {
    const token = await server.login('chenjianguo');
    const { body } = await server.call(api.project.createProPro, ordinary(), { token });
    expect(body).toMatchObject({
      success: true,
      result: {
        name: '西湖文化中心',
        simpleName: `X${year}-XHWH`,
        proType: ProjectType.Engineering,
        isCreator: true,
      },
    });
    const projectId: string = body.result.id;

    const [row] = await server.db.select().from(projects).where(eq(projects.id, projectId));
    expect(row).toMatchObject({
      enterpriseId: server.ids.enterprises.huazhu,
      designNum: 'HZ2026-100',
      development: '杭州西湖文旅集团',
      scale: 32000.5,
      cooOrg: null,
      buildingType: '6',
      year,
    });

    const members = await server.db.select().from(projectMembers).where(eq(projectMembers.projectId, projectId));
    const byUser = new Map(members.map((m) => [m.userId, m]));
    expect(byUser.get(server.person('chenjianguo'))).toMatchObject({
      staffType: StaffType.ProjectManager,
      roleLevel: PermissionLevel.Creator,
      folderLevel: FolderPermission.Head,
    });
    expect(byUser.get(server.person('huangwei'))).toMatchObject({
      staffType: StaffType.PersonInCharge,
      roleLevel: PermissionLevel.Manager,
    });
    expect(byUser.get(server.person('liting'))).toMatchObject({
      staffType: StaffType.Member,
      roleLevel: PermissionLevel.Member,
      specialtyId: server.ids.specialties.huazhu.arch,
      dutyIds: [server.ids.duties.huazhu.design, server.ids.duties.huazhu.proofread],
    });
    expect(members).toHaveLength(4);

    const items = await server.call(api.project.subItems, { projectId }, { token });
    expect(items.body.result.map((i: { name: string; designNum: string }) => [i.name, i.designNum])).toEqual([
      ['主楼', 'A'],
      ['裙房', 'B'],
    ]);

    const folders = await server.db.select().from(resources).where(eq(resources.projectId, projectId));
    expect(folders.map((f) => [f.name, f.folderType, f.parentId]).sort()).toEqual([
      ['主楼', null, '0'],
      ['出图PDF', '4_4', '0'],
      ['裙房', null, '0'],
    ]);

    const list = await server.call(api.project.list, {}, { token: await server.login('liting') });
    expect(list.body.result.pageInfo.list[0]).toMatchObject({ id: projectId, isCreator: false });
    const users = await server.call(api.project.users, { projectId }, { token });
    expect(users.body.result).toHaveLength(4);
  });

  it('refuses a taken name, short name (as stored) and design number with the rule’s messages', async () => {
    const token = await server.login('chenjianguo');
    // The seeded 滨江新城综合体 is X2024-BJXC, HZ2024-017.
    const name = await server.call(api.project.createProPro, ordinary({}, { name: '滨江新城综合体' }), { token });
    expect(name.body).toEqual(refusal(ErrorCode.Denied, ProjectMessage.NameTaken));
    const short = await server.call(
      api.project.createProPro,
      ordinary({}, { name: '新项目一', simpleName: 'BJXC', year: 2024 }),
      { token },
    );
    expect(short.body).toEqual(refusal(ErrorCode.Denied, ProjectMessage.ShortNameTaken));
    // The same input under another year is another short name.
    const design = await server.call(
      api.project.createProPro,
      ordinary({}, { name: '新项目一', simpleName: 'BJXC', year: 2023, designNum: 'HZ2024-017' }),
      { token },
    );
    expect(design.body).toEqual(refusal(ErrorCode.Denied, ProjectMessage.DesignNumTaken));
  });

  it('answers uniqueness per enterprise: 同创 may reuse 华筑’s names', async () => {
    const token = await server.login('xuwenbo');
    const s = server.ids.specialties.tongchuang;
    const d = server.ids.duties.tongchuang;
    const { body } = await server.call(
      api.project.createProPro,
      ordinary(
        {
          specialtyIds: [s.struct],
          dutyIds: [d.design],
          projectUserInfos: [],
          projectUserDutyVos: [{ userId: server.person('mali'), dictSpecialtyId: s.struct, dictDutyId: d.design }],
        },
        { name: '滨江新城综合体', simpleName: 'BJXC', year: 2024, designNum: 'HZ2024-017' },
      ),
      { token },
    );
    expect(body).toMatchObject({ success: true, result: { simpleName: 'X2024-BJXC' } });
  });

  it.each([
    ['an empty name', { name: '' }, ProjectMessage.NameRequired],
    ['a name of spaces', { name: '   ' }, ProjectMessage.NameBlank],
    ['a name with a slash', { name: 'a/b' }, ProjectMessage.NameSpecialCharacters],
    ['a name with a backslash', { name: 'a\\b' }, ProjectMessage.NameSpecialCharacters],
    ['a reserved device name', { name: 'com1' }, ProjectMessage.NameReserved],
    ['a name ending with a dot', { name: '项目.' }, ProjectMessage.NameTrailingPeriod],
    ['a name of 65 characters', { name: '名'.repeat(65) }, ProjectMessage.NameTooLong],
    ['a short name of 26 characters', { simpleName: 'a'.repeat(26) }, ProjectMessage.ShortNameTooLong],
    ['an empty short name', { simpleName: '' }, ProjectMessage.ShortNameRequired],
    ['a design number with a colon', { designNum: 'A:1' }, ProjectMessage.DesignNumSpecialCharacters],
    ['no build unit', { Development: ' ' }, ProjectMessage.BuildUnitRequired],
    ['the year 1989', { year: 1989 }, ProjectMessage.YearOutOfRange],
    ['next year', { year: year + 1 }, ProjectMessage.YearOutOfRange],
    ['a location of 129 characters', { address: 'a'.repeat(129) }, ProjectMessage.LocationTooLong],
    ['a scale of 0', { scale: 0 }, ProjectMessage.ScalePositive],
    ['an unknown type', { type: '9' }, ProjectMessage.TypeInvalid],
  ])('refuses %s with the rule’s message', async (_, info, message) => {
    const { body } = await server.call(api.project.createProPro, ordinary({}, info), {
      token: await server.login('chenjianguo'),
    });
    expect(body).toEqual(refusal(ErrorCode.InvalidRequest, message));
  });

  const many = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `子项${i}`, designNum: `D${i}` }));
  it.each([
    ['no sub-item', [], ProjectMessage.SubItemsRequired],
    ['21 sub-items', many(21), ProjectMessage.SubItemsTooMany],
    [
      'a sub-item name of 11 characters',
      [{ name: '一'.repeat(11), designNum: 'A' }],
      ProjectMessage.SubItemNameTooLong,
    ],
    [
      'a design number of 11 characters',
      [{ name: 'A', designNum: '1'.repeat(11) }],
      ProjectMessage.SubItemDesignNumTooLong,
    ],
    ['an empty sub-item name', [{ name: '', designNum: 'A' }], ProjectMessage.SubItemNameRequired],
    ['a sub-item name with *', [{ name: 'a*', designNum: 'A' }], ProjectMessage.SubItemNameSpecialCharacters],
    [
      'two sub-items of one name',
      [
        { name: '主楼', designNum: 'A' },
        { name: '主楼', designNum: 'B' },
      ],
      ProjectMessage.SubItemNameDuplicated,
    ],
    [
      'two sub-items of one design number',
      [
        { name: '主楼', designNum: 'A' },
        { name: '裙房', designNum: 'A' },
      ],
      ProjectMessage.SubItemDesignNumDuplicated,
    ],
  ])('refuses %s', async (_, subItems, message) => {
    const { body } = await server.call(api.project.createProPro, ordinary({ subItems }), {
      token: await server.login('chenjianguo'),
    });
    expect(body).toEqual(refusal(ErrorCode.InvalidRequest, message));
  });

  it('accepts 20 sub-items', async () => {
    const { body } = await server.call(
      api.project.createProPro,
      ordinary({ subItems: many(20) }, { name: '二十子项', simpleName: 'ESZX', designNum: 'HZ-20' }),
      { token: await server.login('chenjianguo') },
    );
    expect(body.success).toBe(true);
  });

  it('refuses a step 3 without a specialty or a duty, or with people placed outside the kept ones', async () => {
    const token = await server.login('chenjianguo');
    const noSpecialty = await server.call(api.project.createProPro, ordinary({ specialtyIds: [] }), { token });
    expect(noSpecialty.body).toEqual(refusal(ErrorCode.InvalidRequest, ProjectMessage.SpecialtyRequired));
    const noDuty = await server.call(api.project.createProPro, ordinary({ dutyIds: [] }), { token });
    expect(noDuty.body).toEqual(refusal(ErrorCode.InvalidRequest, ProjectMessage.DutyRequired));
    const outside = await server.call(
      api.project.createProPro,
      ordinary({ dutyIds: [server.ids.duties.huazhu.design] }),
      { token },
    );
    expect(outside.body).toEqual(refusal(ErrorCode.InvalidRequest, ProjectMessage.DutyOutsideStep));
  });

  it('refuses another enterprise’s specialty or duty, and people outside the enterprise', async () => {
    const token = await server.login('chenjianguo');
    const tc = server.ids.specialties.tongchuang.struct;
    const specialty = await server.call(
      api.project.createProPro,
      ordinary(
        { specialtyIds: [tc], projectUserDutyVos: [] },
        { name: '外企专业', simpleName: 'WQZY', designNum: 'WQ-1' },
      ),
      { token },
    );
    expect(specialty.body).toEqual(refusal(ErrorCode.Denied, ProjectMessage.SpecialtyNotFound));
    const duty = await server.call(
      api.project.createProPro,
      ordinary(
        { dutyIds: [server.ids.duties.tongchuang.design], projectUserDutyVos: [] },
        { name: '外企职责', simpleName: 'WQZZ', designNum: 'WQ-2' },
      ),
      { token },
    );
    expect(duty.body).toEqual(refusal(ErrorCode.Denied, ProjectMessage.DutyNotFound));
    const outsider = await server.call(
      api.project.createProPro,
      ordinary(
        { projectUserInfos: [{ userId: server.person('mali'), staffType: StaffType.ProjectManager }] },
        { name: '外企人员', simpleName: 'WQRY', designNum: 'WQ-3' },
      ),
      { token },
    );
    expect(outsider.body).toEqual(refusal(ErrorCode.Denied, ProjectMessage.PersonNotEnterpriseMember));
  });

  it('refuses a template it does not know and a project for another enterprise', async () => {
    const token = await server.login('chenjianguo');
    const template = await server.call(api.project.createProPro, ordinary({ templateId: 'nope' }), { token });
    expect(template.body).toEqual(refusal(ErrorCode.Denied, ProjectMessage.TemplateNotFound));
    const other = await server.call(
      api.project.createProPro,
      ordinary({}, { enterpriseId: server.ids.enterprises.tongchuang }),
      { token },
    );
    expect(other.body).toMatchObject({ code: ErrorCode.Denied, message: ErrorMessage.NotCurrentEnterprise });
  });

  it('refuses a caller without a session', async () => {
    const { status, body } = await server.call(api.project.createProPro, ordinary(), { token: null });
    expect(status).toBe(500);
    expect(body.message).toBe(ErrorMessage.TokenInvalid);
  });
});

describe('POST /v2/proInfo/createFastPro', () => {
  it('creates a quick project: the caller its creator (9), the people chosen ordinary members (2)', async () => {
    const token = await server.login('liting');
    const { body } = await server.call(
      api.project.createFastPro,
      {
        projectInfo: { name: '快捷项目甲', simpleName: 'KJJ', proType: ProjectType.Quick },
        projectUserInfos: [{ userId: server.person('hejing') }, { userId: server.person('liting') }],
      },
      { token },
    );
    expect(body).toMatchObject({
      success: true,
      result: { name: '快捷项目甲', simpleName: storedShortName(year, 'KJJ'), proType: ProjectType.Quick },
    });
    const members = await server.db.select().from(projectMembers).where(eq(projectMembers.projectId, body.result.id));
    expect(members.map((m) => [m.userId, m.roleLevel, m.staffType]).sort()).toEqual(
      [
        [server.person('liting'), PermissionLevel.Creator, StaffType.ProjectManager],
        [server.person('hejing'), PermissionLevel.Member, StaffType.Member],
      ].sort(),
    );
    const folders = await server.db.select().from(resources).where(eq(resources.projectId, body.result.id));
    expect(folders.map((f) => f.name)).toEqual(['出图PDF']);
  });

  it('refuses a taken name or short name with the rule’s messages, and the name rule’s', async () => {
    const token = await server.login('liting');
    const info = (projectInfo: Record<string, unknown>) => ({ projectInfo, projectUserInfos: [] });
    const first = await server.call(api.project.createFastPro, info({ name: '快捷项目乙', simpleName: 'KJY' }), {
      token,
    });
    expect(first.body.success).toBe(true);
    const name = await server.call(api.project.createFastPro, info({ name: '快捷项目乙', simpleName: 'KJY2' }), {
      token,
    });
    expect(name.body).toEqual(refusal(ErrorCode.Denied, ProjectMessage.NameTaken));
    const short = await server.call(api.project.createFastPro, info({ name: '快捷项目丙', simpleName: 'KJY' }), {
      token,
    });
    expect(short.body).toEqual(refusal(ErrorCode.Denied, ProjectMessage.ShortNameTaken));
    const rule = await server.call(api.project.createFastPro, info({ name: 'NUL', simpleName: 'N' }), { token });
    expect(rule.body).toEqual(refusal(ErrorCode.InvalidRequest, ProjectMessage.NameReserved));
    const outsider = await server.call(
      api.project.createFastPro,
      { projectInfo: { name: '快捷项目丁', simpleName: 'KJD' }, projectUserInfos: [{ userId: server.person('mali') }] },
      { token: await server.login('wanghaitao') },
    );
    expect(outsider.body).toEqual(refusal(ErrorCode.Denied, ProjectMessage.PersonNotEnterpriseMember));
  });
});

describe('the uniqueness checks', () => {
  it('answer true when free and 40007 with the rule’s message when taken', async () => {
    const token = await server.login('wanghaitao');
    expect((await server.call(api.project.checkName, { name: '全新的名字' }, { token })).body.result).toBe(true);
    expect((await server.call(api.project.checkName, { name: '滨江新城综合体' }, { token })).body).toEqual(
      refusal(ErrorCode.NameTaken, ProjectMessage.NameTaken),
    );
    // The project itself may keep its name.
    const own = await server.call(
      api.project.checkName,
      { name: '滨江新城综合体', projectId: server.ids.projects.binjiang },
      { token },
    );
    expect(own.body.result).toBe(true);
    // Short name and design number answer false: the form shows its fixed message (001 section 8.3).
    expect(
      (await server.call(api.project.checkSimpleName, { simpleName: 'BJXC', year: 2024 }, { token })).body,
    ).toMatchObject({ success: true, result: false });
    expect(
      (await server.call(api.project.checkSimpleName, { simpleName: 'BJXC', year: 2025 }, { token })).body.result,
    ).toBe(true);
    expect((await server.call(api.project.checkDesignNum, { designNum: 'HZ2024-017' }, { token })).body).toMatchObject({
      success: true,
      result: false,
    });
    expect((await server.call(api.project.checkDesignNum, { designNum: 'HZ-FREE' }, { token })).body.result).toBe(true);
  });

  it('check within the caller’s enterprise only', async () => {
    // 高新区人才公寓 is 华筑's; 马丽 works at 同创 only.
    const token = await server.login('mali');
    expect((await server.call(api.project.checkName, { name: '高新区人才公寓' }, { token })).body.result).toBe(true);
  });
});

describe('GET /v2/proUser/getEntUserList (project.enterpriseUsers)', () => {
  it('pages the enterprise’s people by name, 10 a page, with a keyword', async () => {
    const token = await server.login('chenjianguo');
    const { body } = await server.call(api.project.enterpriseUsers, {}, { token });
    expect(body.result.total).toBe(12);
    expect(body.result.list).toHaveLength(10);
    const found = await server.call(api.project.enterpriseUsers, { keyword: '李' }, { token });
    expect(found.body.result.list.map((u: { realname: string }) => u.realname)).toEqual(['李婷']);
    const tc = await server.call(api.project.enterpriseUsers, { pageSize: 50 }, { token: await server.login('mali') });
    expect(tc.body.result.list.map((u: { realname: string }) => u.realname).sort()).toEqual(
      ['陈建国', '李婷', '许文博', '马丽', '高军', '林芳'].sort(),
    );
  });
});
