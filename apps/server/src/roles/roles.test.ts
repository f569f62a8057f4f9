import {
  api,
  DutyType,
  dutyTypeDenial,
  EnterpriseSetupMessage,
  FIXED_ROLE_NAMES,
  FixedRoleId,
  GENERIC_NAME_TOO_LONG,
  NotificationType,
  PublishButton,
  PublishCatalogMessage,
  ResponseCode,
} from '@atelier/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../domain/errors';
import { createTestServer, type Envelope, type TestServer } from '../testing/harness';

let server: TestServer;
let admin: string;
let staff: string;
let worker: string;
beforeAll(async () => {
  server = await createTestServer();
  admin = await server.login('chenjianguo');
  staff = await server.login('liting');
  worker = await server.login('wanghaitao');
});
afterAll(() => server?.close());

type Endpoint = Parameters<TestServer['call']>[0];
const as = async (token: string, endpoint: Endpoint, data: Record<string, unknown> = {}) =>
  (await server.call(endpoint, data, { token })).body;
const ok = (body: Envelope) => {
  expect(body, body.message).toMatchObject({ success: true, code: ResponseCode.Success });
  return body.result;
};
const refused = (body: Envelope, code: number, message: string) =>
  expect(body).toMatchObject({ success: false, code, message });

const specialtyNames = async () =>
  ok(await as(admin, api.enterprise.specialties, {})).map((s: { dictName: string }) => s.dictName);

describe('specialties', () => {
  it('adds, renames and deletes a specialty; names are unique and checked', async () => {
    const { id } = ok(await as(admin, api.enterpriseSetup.addSpecialty, { name: ' 景观 ' }));
    expect(await specialtyNames()).toContain('景观');
    refused(
      await as(admin, api.enterpriseSetup.addSpecialty, { name: '景观' }),
      ResponseCode.Warning,
      EnterpriseSetupMessage.SpecialtyNameTaken,
    );
    refused(
      await as(admin, api.enterpriseSetup.addSpecialty, { name: '  ' }),
      ErrorCode.InvalidRequest,
      EnterpriseSetupMessage.SpecialtyNameRequired,
    );
    refused(
      await as(admin, api.enterpriseSetup.addSpecialty, { name: '专'.repeat(31) }),
      ErrorCode.InvalidRequest,
      GENERIC_NAME_TOO_LONG,
    );
    refused(
      await as(admin, api.enterpriseSetup.updateSpecialty, { id, name: '建筑' }),
      ResponseCode.Warning,
      EnterpriseSetupMessage.SpecialtyNameTaken,
    );
    ok(await as(admin, api.enterpriseSetup.updateSpecialty, { id, name: '景观园林' }));
    expect(await specialtyNames()).toContain('景观园林');
    ok(await as(admin, api.enterpriseSetup.deleteSpecialty, { id }));
    expect(await specialtyNames()).not.toContain('景观园林');
  });

  it('refuses deleting a specialty people work in, and staff changing the dictionary', async () => {
    const specialties = ok(await as(admin, api.enterprise.specialties, {}));
    const arch = specialties.find((s: { dictName: string }) => s.dictName === '建筑');
    refused(
      await as(admin, api.enterpriseSetup.deleteSpecialty, { id: arch.id }),
      ResponseCode.Warning,
      EnterpriseSetupMessage.SpecialtyInUse,
    );
    refused(
      await as(staff, api.enterpriseSetup.addSpecialty, { name: '幕墙' }),
      ErrorCode.Denied,
      EnterpriseSetupMessage.NoSpecialtySetup,
    );
    refused(
      await as(admin, api.enterpriseSetup.deleteSpecialty, { id: 'nope' }),
      ErrorCode.Denied,
      EnterpriseSetupMessage.SpecialtyNotFound,
    );
  });
});

describe('duties', () => {
  const dutiesOf = async (type: number, isSign?: 0 | 1) =>
    ok(await as(admin, api.enterprise.duties, { pageNum: 1, pageSize: 100, type, ...(isSign ? { isSign } : {}) })).list;

  it('adds duties per type with the signing flag; the list filters by type and isSign', async () => {
    const { id } = ok(
      await as(admin, api.enterpriseSetup.addDuty, {
        name: '施工员',
        type: DutyType.EngineeringManagement,
        isSign: true,
      }),
    );
    ok(await as(admin, api.enterpriseSetup.addDuty, { name: '安全员', type: DutyType.EngineeringManagement }));
    const engineering = await dutiesOf(DutyType.EngineeringManagement);
    expect(engineering.map((d: { dictName: string }) => d.dictName)).toEqual(['施工员', '安全员']);
    expect(engineering[0]).toMatchObject({ id, isSign: true, type: DutyType.EngineeringManagement });
    expect((await dutiesOf(DutyType.EngineeringManagement, 1)).map((d: { id: string }) => d.id)).toEqual([id]);
    // The seed's duties are the design projects'.
    expect((await dutiesOf(DutyType.DesignProject)).map((d: { dictName: string }) => d.dictName)).toContain('设计');
    expect(await dutiesOf(DutyType.PostSetting)).toEqual([]);

    refused(
      await as(admin, api.enterpriseSetup.addDuty, { name: '施工员', type: DutyType.EngineeringManagement }),
      ResponseCode.Warning,
      EnterpriseSetupMessage.DutyNameTaken,
    );
    // The same name in another type is another duty.
    ok(await as(admin, api.enterpriseSetup.addDuty, { name: '施工员', type: DutyType.PostSetting }));
    refused(
      await as(admin, api.enterpriseSetup.addDuty, { name: '监理', type: 9 }),
      ErrorCode.InvalidRequest,
      expect.any(String) as unknown as string,
    );

    ok(await as(admin, api.enterpriseSetup.updateDuty, { id, name: '施工负责人', isSign: false }));
    expect((await dutiesOf(DutyType.EngineeringManagement))[0]).toMatchObject({
      dictName: '施工负责人',
      isSign: false,
    });
    expect(await dutiesOf(DutyType.EngineeringManagement, 1)).toEqual([]);
    ok(await as(admin, api.enterpriseSetup.deleteDuty, { id }));
    expect((await dutiesOf(DutyType.EngineeringManagement)).map((d: { id: string }) => d.id)).not.toContain(id);
  });

  it('refuses deleting a duty people hold and renaming onto a taken name', async () => {
    const design = (await dutiesOf(DutyType.DesignProject)).find((d: { dictName: string }) => d.dictName === '设计');
    refused(
      await as(admin, api.enterpriseSetup.deleteDuty, { id: design.id }),
      ResponseCode.Warning,
      EnterpriseSetupMessage.DutyInUse,
    );
    refused(
      await as(admin, api.enterpriseSetup.updateDuty, { id: design.id, name: '校对', isSign: true }),
      ResponseCode.Warning,
      EnterpriseSetupMessage.DutyNameTaken,
    );
    refused(
      await as(worker, api.enterpriseSetup.updateDuty, { id: design.id, name: '设计人', isSign: true }),
      ErrorCode.Denied,
      EnterpriseSetupMessage.NoDutySetup,
    );
  });
});

describe('roles', () => {
  it('lists the three fixed roles, which are neither renamed, re-permissioned nor deleted', async () => {
    const roles = ok(await as(admin, api.enterpriseSetup.allRoles));
    expect(roles.slice(0, 3).map((r: { roleName: string; fixed: boolean }) => [r.roleName, r.fixed])).toEqual([
      [FIXED_ROLE_NAMES[FixedRoleId.EnterpriseAdmin], true],
      [FIXED_ROLE_NAMES[FixedRoleId.ArchiveAdmin], true],
      [FIXED_ROLE_NAMES[FixedRoleId.PublishingManager], true],
    ]);
    expect(roles[0].userIds).toContain(server.person('chenjianguo'));
    for (const call of [
      as(admin, api.enterpriseSetup.updateRole, {
        roleId: FixedRoleId.ArchiveAdmin,
        roleName: '档案员',
        permissionIds: [],
      }),
      as(admin, api.enterpriseSetup.deleteRole, { roleId: FixedRoleId.EnterpriseAdmin }),
    ]) {
      refused(await call, ErrorCode.Denied, EnterpriseSetupMessage.FixedRoleLocked);
    }
    refused(
      await as(admin, api.enterpriseSetup.addRole, { roleName: FIXED_ROLE_NAMES[FixedRoleId.ArchiveAdmin] }),
      ResponseCode.Warning,
      EnterpriseSetupMessage.RoleNameTaken,
    );
    refused(await as(staff, api.enterpriseSetup.allRoles), ErrorCode.Denied, EnterpriseSetupMessage.NoRoleSetup);
    const tree = ok(await as(admin, api.enterpriseSetup.entPermission));
    expect(tree.map((n: { id: string }) => n.id)).toContain('enterprise');
    expect(ok(await as(admin, api.enterpriseSetup.rolePermission, { roleId: FixedRoleId.EnterpriseAdmin }))).toContain(
      'enterpriseSetup',
    );
  });

  it('a custom role grants exactly its keys: menus and button checks follow it on the next call', async () => {
    const menuKeys = async (token: string) => ok(await as(token, api.user.permissionKeys));
    const before = await menuKeys(worker);
    expect(before).not.toContain('publishCalcRule');
    expect(before).not.toContain(PublishButton.Download);
    refused(
      await as(worker, api.approval.publishedList, {}),
      ErrorCode.Denied,
      expect.any(String) as unknown as string,
    );
    refused(
      await as(worker, api.publish.deleteCalcRule, { id: 'none' }),
      ErrorCode.Denied,
      PublishCatalogMessage.NoManageCalcRules,
    );

    refused(
      await as(admin, api.enterpriseSetup.addRole, { roleName: '计费员', permissionIds: ['noSuchKey'] }),
      ErrorCode.Denied,
      EnterpriseSetupMessage.UnknownPermission,
    );
    const { roleId } = ok(
      await as(admin, api.enterpriseSetup.addRole, {
        roleName: '计费员',
        description: '维护计费规则',
        permissionIds: ['publishCalcRule', PublishButton.Download],
      }),
    );
    refused(
      await as(admin, api.enterpriseSetup.addRole, { roleName: '计费员' }),
      ResponseCode.Warning,
      EnterpriseSetupMessage.RoleNameTaken,
    );
    ok(await as(admin, api.enterpriseSetup.userAddRole, { roleId, userIds: [server.person('wanghaitao')] }));

    const permissions = ok(await as(worker, api.user.permissions));
    const publish = permissions.menuList.find((m: { perms: string }) => m.perms === 'publish');
    expect(publish.children.map((c: { perms: string }) => c.perms)).toEqual(['publishCalcRule']);
    expect(permissions.authList).toContain(PublishButton.Download);
    expect(permissions.authList).not.toContain(PublishButton.ConfirmPublish);
    ok(await as(worker, api.approval.publishedList, {}));
    // Past the menu check: the rule it names is missing, not the permission.
    const deleted = await as(worker, api.publish.deleteCalcRule, { id: 'none' });
    expect(deleted.message).not.toBe(PublishCatalogMessage.NoManageCalcRules);
    expect(ok(await as(worker, api.user.roles))).toContainEqual({ roleId, roleName: '计费员' });

    const holders = ok(await as(admin, api.enterpriseSetup.usersByRole, { roleId }));
    expect(holders).toMatchObject({ total: 1, list: [{ userId: server.person('wanghaitao'), realname: '王海涛' }] });
    expect(ok(await as(admin, api.enterpriseSetup.rolePermission, { roleId }))).toEqual([
      'publishCalcRule',
      PublishButton.Download,
    ]);

    // Saving the whole tree: the menu goes, the button stays.
    ok(
      await as(admin, api.enterpriseSetup.updateRole, {
        roleId,
        roleName: '发布查看',
        permissionIds: [PublishButton.Download],
      }),
    );
    expect(await menuKeys(worker)).not.toContain('publishCalcRule');
    expect(await menuKeys(worker)).toContain(PublishButton.Download);

    ok(await as(admin, api.enterpriseSetup.userDelRole, { roleId, userId: server.person('wanghaitao') }));
    expect(await menuKeys(worker)).toEqual(before);

    ok(await as(admin, api.enterpriseSetup.userAddRole, { roleId, userIds: [server.person('wanghaitao')] }));
    ok(await as(admin, api.enterpriseSetup.deleteRole, { roleId }));
    expect(await menuKeys(worker)).toEqual(before);
    refused(
      await as(admin, api.enterpriseSetup.usersByRole, { roleId }),
      ErrorCode.Denied,
      EnterpriseSetupMessage.RoleNotFound,
    );
  });

  it('a custom role holding the setup menus may use their calls, but not make an administrator; one without them is refused', async () => {
    const wanghaitao = server.person('wanghaitao');
    const { roleId } = ok(
      await as(admin, api.enterpriseSetup.addRole, {
        roleName: '设置助理',
        permissionIds: ['enterpriseSpecialty', 'enterpriseDutyConfigDesignPro', 'enterpriseSetup'],
      }),
    );
    // Another custom role with an unrelated menu: its holder is still refused every setup call.
    const { roleId: other } = ok(
      await as(admin, api.enterpriseSetup.addRole, { roleName: '计费助理', permissionIds: ['publishCalcRule'] }),
    );
    const liting = server.person('liting');
    ok(await as(admin, api.enterpriseSetup.userAddRole, { roleId: other, userIds: [liting] }));
    refused(
      await as(staff, api.enterpriseSetup.addSpecialty, { name: '园林' }),
      ErrorCode.Denied,
      EnterpriseSetupMessage.NoSpecialtySetup,
    );
    refused(
      await as(staff, api.enterpriseSetup.addDuty, { name: '助理', type: DutyType.DesignProject }),
      ErrorCode.Denied,
      EnterpriseSetupMessage.NoDutySetup,
    );
    refused(await as(staff, api.enterpriseSetup.allRoles), ErrorCode.Denied, EnterpriseSetupMessage.NoRoleSetup);
    refused(
      await as(worker, api.enterpriseSetup.addSpecialty, { name: '园林' }),
      ErrorCode.Denied,
      EnterpriseSetupMessage.NoSpecialtySetup,
    );

    ok(await as(admin, api.enterpriseSetup.userAddRole, { roleId, userIds: [wanghaitao] }));
    // The specialty page's calls.
    const { id: specialtyId } = ok(await as(worker, api.enterpriseSetup.addSpecialty, { name: '园林' }));
    ok(await as(worker, api.enterpriseSetup.updateSpecialty, { id: specialtyId, name: '园林景观' }));
    ok(await as(worker, api.enterpriseSetup.deleteSpecialty, { id: specialtyId }));
    // The duty page's (a child menu of 职责配置 grants the page and its calls).
    const { id: dutyId } = ok(
      await as(worker, api.enterpriseSetup.addDuty, { name: '设计助理', type: DutyType.DesignProject, isSign: false }),
    );
    ok(await as(worker, api.enterpriseSetup.deleteDuty, { id: dutyId }));
    // The role page's: roles, the tree, people of a custom role.
    expect(ok(await as(worker, api.enterpriseSetup.allRoles)).length).toBeGreaterThanOrEqual(4);
    ok(await as(worker, api.enterpriseSetup.entPermission));
    // A role within their own rights they make and give; 计费助理's key is not theirs to give.
    const { roleId: mine } = ok(
      await as(worker, api.enterpriseSetup.addRole, { roleName: '专业助理', permissionIds: ['enterpriseSpecialty'] }),
    );
    ok(await as(worker, api.enterpriseSetup.userAddRole, { roleId: mine, userIds: [liting] }));
    ok(await as(worker, api.enterpriseSetup.userDelRole, { roleId: mine, userId: liting }));
    refused(
      await as(worker, api.enterpriseSetup.userAddRole, { roleId: other, userIds: [wanghaitao] }),
      ErrorCode.Denied,
      EnterpriseSetupMessage.GrantBeyondOwn,
    );
    ok(await as(worker, api.enterpriseSetup.userDelRole, { roleId: other, userId: liting }));
    ok(await as(worker, api.enterpriseSetup.deleteRole, { roleId: mine }));
    // Not the administrator's right: neither given nor taken by a non-administrator.
    refused(
      await as(worker, api.enterpriseSetup.userAddRole, {
        roleId: FixedRoleId.EnterpriseAdmin,
        userIds: [wanghaitao],
      }),
      ErrorCode.Denied,
      EnterpriseSetupMessage.OnlyAdminGrantsAdmin,
    );
    refused(
      await as(worker, api.enterpriseSetup.userDelRole, {
        roleId: FixedRoleId.EnterpriseAdmin,
        userId: server.person('chenjianguo'),
      }),
      ErrorCode.Denied,
      EnterpriseSetupMessage.OnlyAdminGrantsAdmin,
    );

    ok(await as(admin, api.enterpriseSetup.deleteRole, { roleId }));
    ok(await as(admin, api.enterpriseSetup.deleteRole, { roleId: other }));
    refused(
      await as(worker, api.enterpriseSetup.addSpecialty, { name: '园林' }),
      ErrorCode.Denied,
      EnterpriseSetupMessage.NoSpecialtySetup,
    );
  });

  it('a role granting one duty type shapes that type only; the others are refused on every call', async () => {
    const wanghaitao = server.person('wanghaitao');
    const { roleId } = ok(
      await as(admin, api.enterpriseSetup.addRole, {
        roleName: '设计职责助理',
        permissionIds: ['enterpriseDutyConfigDesignPro'],
      }),
    );
    ok(await as(admin, api.enterpriseSetup.userAddRole, { roleId, userIds: [wanghaitao] }));
    const { id: engineering } = ok(
      await as(admin, api.enterpriseSetup.addDuty, { name: '监理员', type: DutyType.EngineeringManagement }),
    );
    const { id: post } = ok(
      await as(admin, api.enterpriseSetup.addDuty, { name: '档案员', type: DutyType.PostSetting }),
    );

    const engineeringDenial = dutyTypeDenial(DutyType.EngineeringManagement);
    expect(engineeringDenial).toBe('您没有工程管理项目职责配置的权限');
    refused(
      await as(worker, api.enterpriseSetup.addDuty, { name: '造价员', type: DutyType.EngineeringManagement }),
      ErrorCode.Denied,
      engineeringDenial,
    );
    refused(
      await as(worker, api.enterpriseSetup.addDuty, { name: '造价员', type: DutyType.PostSetting }),
      ErrorCode.Denied,
      dutyTypeDenial(DutyType.PostSetting),
    );
    refused(
      await as(worker, api.enterpriseSetup.updateDuty, { id: engineering, name: '总监理', isSign: false }),
      ErrorCode.Denied,
      engineeringDenial,
    );
    refused(
      await as(worker, api.enterpriseSetup.deleteDuty, { id: post }),
      ErrorCode.Denied,
      dutyTypeDenial(DutyType.PostSetting),
    );
    // Nothing changed: the refused calls left the other types' duties as the administrator made them.
    const names = async (type: number) =>
      ok(await as(admin, api.enterprise.duties, { pageNum: 1, pageSize: 100, type })).list.map(
        (d: { dictName: string }) => d.dictName,
      );
    expect(await names(DutyType.EngineeringManagement)).toContain('监理员');
    expect(await names(DutyType.EngineeringManagement)).not.toContain('造价员');
    expect(await names(DutyType.PostSetting)).toEqual(expect.arrayContaining(['档案员']));
    expect(await names(DutyType.PostSetting)).not.toContain('造价员');

    // Their own type: added, renamed, deleted.
    const { id } = ok(
      await as(worker, api.enterpriseSetup.addDuty, { name: '方案助理', type: DutyType.DesignProject }),
    );
    ok(await as(worker, api.enterpriseSetup.updateDuty, { id, name: '方案设计助理', isSign: true }));
    ok(await as(worker, api.enterpriseSetup.deleteDuty, { id }));

    ok(await as(admin, api.enterpriseSetup.deleteDuty, { id: engineering }));
    ok(await as(admin, api.enterpriseSetup.deleteDuty, { id: post }));
    ok(await as(admin, api.enterpriseSetup.deleteRole, { roleId }));
  });

  it('a non-administrator holding 企业设置 cannot widen their own role nor grant keys they do not hold', async () => {
    const wanghaitao = server.person('wanghaitao');
    const ownKeys = ['enterpriseSetup', 'enterpriseSpecialty'];
    const { roleId: own } = ok(
      await as(admin, api.enterpriseSetup.addRole, { roleName: '角色助理', permissionIds: ownKeys }),
    );
    ok(await as(admin, api.enterpriseSetup.userAddRole, { roleId: own, userIds: [wanghaitao] }));
    const keysBefore = ok(await as(worker, api.user.permissionKeys));
    expect(keysBefore).not.toContain('enterpriseKey');

    // Their own role: neither widened, renamed nor deleted.
    refused(
      await as(worker, api.enterpriseSetup.updateRole, {
        roleId: own,
        roleName: '角色助理',
        permissionIds: [...ownKeys, 'enterpriseKey'],
      }),
      ErrorCode.Denied,
      EnterpriseSetupMessage.OwnRoleLocked,
    );
    refused(
      await as(worker, api.enterpriseSetup.deleteRole, { roleId: own }),
      ErrorCode.Denied,
      EnterpriseSetupMessage.OwnRoleLocked,
    );
    // A new role with a key they lack, then given to themselves: refused.
    refused(
      await as(worker, api.enterpriseSetup.addRole, { roleName: '激活码助理', permissionIds: ['enterpriseKey'] }),
      ErrorCode.Denied,
      EnterpriseSetupMessage.GrantBeyondOwn,
    );
    const { roleId: narrow } = ok(
      await as(worker, api.enterpriseSetup.addRole, { roleName: '专业小助理', permissionIds: ['enterpriseSpecialty'] }),
    );
    refused(
      await as(worker, api.enterpriseSetup.updateRole, {
        roleId: narrow,
        roleName: '专业小助理',
        permissionIds: ['enterpriseSpecialty', 'enterpriseKey'],
      }),
      ErrorCode.Denied,
      EnterpriseSetupMessage.GrantBeyondOwn,
    );
    refused(
      await as(worker, api.enterpriseSetup.userAddRole, {
        roleId: FixedRoleId.ArchiveAdmin,
        userIds: [wanghaitao],
      }),
      ErrorCode.Denied,
      EnterpriseSetupMessage.GrantBeyondOwn,
    );
    // A role the administrator made wider: the helper may rename it and keep its keys, not give it.
    const { roleId: wide } = ok(
      await as(admin, api.enterpriseSetup.addRole, { roleName: '激活码管理', permissionIds: ['enterpriseKey'] }),
    );
    ok(
      await as(worker, api.enterpriseSetup.updateRole, {
        roleId: wide,
        roleName: '激活码管理员',
        permissionIds: ['enterpriseKey', 'enterpriseSpecialty'],
      }),
    );
    refused(
      await as(worker, api.enterpriseSetup.userAddRole, { roleId: wide, userIds: [wanghaitao] }),
      ErrorCode.Denied,
      EnterpriseSetupMessage.GrantBeyondOwn,
    );
    expect(ok(await as(worker, api.user.permissionKeys))).toEqual(keysBefore);
    expect(ok(await as(admin, api.enterpriseSetup.rolePermission, { roleId: own }))).toEqual([
      'enterpriseSpecialty',
      'enterpriseSetup',
    ]);

    // The administrator may do all of it.
    ok(
      await as(admin, api.enterpriseSetup.updateRole, {
        roleId: own,
        roleName: '角色助理',
        permissionIds: [...ownKeys, 'enterpriseKey'],
      }),
    );
    expect(ok(await as(worker, api.user.permissionKeys))).toContain('enterpriseKey');
    for (const roleId of [own, narrow, wide]) ok(await as(admin, api.enterpriseSetup.deleteRole, { roleId }));
  });

  it('gives and takes the enterprise-admin right: the person is told (2006004); the last admin is kept', async () => {
    refused(
      await as(admin, api.enterpriseSetup.userAddRole, { roleId: FixedRoleId.EnterpriseAdmin, userIds: ['nobody'] }),
      ErrorCode.Denied,
      EnterpriseSetupMessage.PersonNotMember,
    );
    // 徐文博 is another enterprise's member only.
    refused(
      await as(admin, api.enterpriseSetup.userAddRole, {
        roleId: FixedRoleId.EnterpriseAdmin,
        userIds: [server.person('xuwenbo')],
      }),
      ErrorCode.Denied,
      EnterpriseSetupMessage.PersonNotMember,
    );
    const liting = server.person('liting');
    ok(await as(admin, api.enterpriseSetup.userAddRole, { roleId: FixedRoleId.EnterpriseAdmin, userIds: [liting] }));
    expect(ok(await as(staff, api.user.permissionKeys))).toContain('enterpriseSetup');
    ok(await as(staff, api.enterpriseSetup.allRoles));

    ok(await as(admin, api.enterpriseSetup.userDelRole, { roleId: FixedRoleId.EnterpriseAdmin, userId: liting }));
    expect(ok(await as(staff, api.user.permissionKeys))).not.toContain('enterpriseSetup');
    refused(await as(staff, api.enterpriseSetup.allRoles), ErrorCode.Denied, EnterpriseSetupMessage.NoRoleSetup);
    const notices = ok(await as(staff, api.notify.list, {})).list;
    expect(notices.map((n: { type: number }) => n.type)).toContain(NotificationType.AdminRightRemoved);

    refused(
      await as(admin, api.enterpriseSetup.userDelRole, {
        roleId: FixedRoleId.EnterpriseAdmin,
        userId: server.person('chenjianguo'),
      }),
      ResponseCode.Warning,
      EnterpriseSetupMessage.LastAdmin,
    );
  });
});
