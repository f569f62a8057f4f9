import { AccountStatus, api, OrganisationMessage, ResponseCode } from '@atelier/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprises } from '../db/schema';
import { ErrorCode } from '../domain/errors';
import { createTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
let admin: string;
let staff: string;
let otherAdmin: string;
beforeAll(async () => {
  server = await createTestServer();
  admin = await server.login('chenjianguo');
  staff = await server.login('liting');
  otherAdmin = await server.login('xuwenbo');
});
afterAll(() => server?.close());

const asAdmin = (endpoint: Parameters<TestServer['call']>[0], data: Record<string, unknown> = {}) =>
  server.call(endpoint, data, { token: admin });
const ok = (body: { success: boolean; code: number; message: string }) =>
  expect(body, body.message).toMatchObject({ success: true, code: ResponseCode.Success });
const refused = (body: { success: boolean; code: number; message: string }, code: number, message: string) =>
  expect(body).toMatchObject({ success: false, code, message });

async function addDepartment(name: string, parentId: string | null = null): Promise<string> {
  const { body } = await asAdmin(api.structure.insertDepartment, { name, parentId });
  ok(body);
  return body.result.key;
}

const tree = async (token = admin) => (await server.call(api.structure.tree, {}, { token })).body.result;

describe('the department tree', () => {
  it('adds, renames, nests and orders departments; members read the tree', async () => {
    const design = await addDepartment('设计一所');
    const second = await addDepartment('设计二所');
    const arch = await addDepartment('建筑组', design);
    ok((await asAdmin(api.structure.updateDepart, { id: second, name: '设计二院' })).body);

    const nodes = (await tree(staff)).filter((n: { key: string }) => [design, second].includes(n.key));
    expect(nodes.map((n: { title: string }) => n.title)).toEqual(['设计一所', '设计二院']);
    expect(nodes[0]).toMatchObject({ key: design, children: [{ key: arch, title: '建筑组', parentId: design }] });

    const seeded = (await tree())
      .map((n: { key: string }) => n.key)
      .filter((k: string) => ![design, second].includes(k));
    ok((await asAdmin(api.structure.departSort, { parentId: null, ids: [...seeded, second, design] })).body);
    expect((await tree()).map((n: { key: string }) => n.key)).toEqual([...seeded, second, design]);

    // Moved to the top, at the first place; then back under 设计一所.
    ok((await asAdmin(api.structure.transferDepart, { id: arch, parentId: null, index: 0 })).body);
    expect((await tree()).map((n: { key: string }) => n.key)).toEqual([arch, ...seeded, second, design]);
    ok((await asAdmin(api.structure.transferDepart, { id: arch, parentId: design })).body);
    expect((await tree()).map((n: { key: string }) => n.key)).toEqual([...seeded, second, design]);
  });

  it('refuses a sibling with the same name, a move into itself or its descendant, and a bad sort', async () => {
    const top = await addDepartment('院办');
    const child = await addDepartment('综合科', top);
    refused(
      (await asAdmin(api.structure.insertDepartment, { name: '院办' })).body,
      ResponseCode.Warning,
      OrganisationMessage.DepartmentNameTaken,
    );
    refused(
      (await asAdmin(api.structure.transferDepart, { id: top, parentId: child })).body,
      ResponseCode.Error,
      OrganisationMessage.MoveIntoItself,
    );
    refused(
      (await asAdmin(api.structure.transferDepart, { id: top, parentId: top })).body,
      ResponseCode.Error,
      OrganisationMessage.MoveIntoItself,
    );
    refused(
      (await asAdmin(api.structure.departSort, { parentId: top, ids: [top] })).body,
      ResponseCode.Error,
      OrganisationMessage.SortNotSiblings,
    );
    refused(
      (await asAdmin(api.structure.insertDepartment, { name: '  ' })).body,
      ErrorCode.InvalidRequest,
      OrganisationMessage.DepartmentNameRequired,
    );
  });

  it('deletes only an empty department, saying why not', async () => {
    const parent = await addDepartment('待删除');
    const child = await addDepartment('子部门', parent);
    refused(
      (await asAdmin(api.structure.deleteDepart, { id: parent })).body,
      ResponseCode.Warning,
      OrganisationMessage.DepartmentHasChildren,
    );
    ok((await asAdmin(api.structure.addDepartUser, { departId: child, userIds: [server.person('hejing')] })).body);
    refused(
      (await asAdmin(api.structure.deleteDepart, { id: child })).body,
      ResponseCode.Warning,
      OrganisationMessage.DepartmentHasPeople,
    );
    ok(
      (
        await asAdmin(api.structure.addDepartUser, {
          departId: await addDepartment('接收部门'),
          userIds: [server.person('hejing')],
        })
      ).body,
    );
    ok((await asAdmin(api.structure.deleteDepart, { id: child })).body);
    ok((await asAdmin(api.structure.deleteDepart, { id: parent })).body);
    expect(JSON.stringify(await tree())).not.toContain('待删除');
  });

  it('is for administrators only; another enterprise’s department is not found', async () => {
    const mine = await addDepartment('管理员专用');
    for (const [endpoint, data] of [
      [api.structure.insertDepartment, { name: '越权' }],
      [api.structure.updateDepart, { id: mine, name: '越权' }],
      [api.structure.deleteDepart, { id: mine }],
      [api.structure.transferDepart, { id: mine, parentId: null }],
      [api.structure.addPersonnel, { realname: '越权', phone: '13800000001' }],
      [api.structure.deleteDepartUser, { userId: server.person('hejing') }],
      [api.structure.invitationUser, {}],
    ] as const) {
      refused(
        (await server.call(endpoint, data, { token: staff })).body,
        ErrorCode.Denied,
        OrganisationMessage.OnlyAdmin,
      );
    }
    // 许文博 administers 同创, not 华筑.
    refused(
      (await server.call(api.structure.updateDepart, { id: mine, name: '同创改名' }, { token: otherAdmin })).body,
      ErrorCode.Denied,
      OrganisationMessage.DepartmentNotFound,
    );
    refused(
      (await server.call(api.structure.deleteDepart, { id: mine }, { token: otherAdmin })).body,
      ErrorCode.Denied,
      OrganisationMessage.DepartmentNotFound,
    );
    refused(
      (await server.call(api.structure.queryDepartUser, { departId: mine }, { token: otherAdmin })).body,
      ErrorCode.Denied,
      OrganisationMessage.DepartmentNotFound,
    );
    expect(JSON.stringify(await tree(otherAdmin))).not.toContain('管理员专用');
  });
});

describe('people', () => {
  const people = async (data: Record<string, unknown> = {}, token = admin) =>
    (await server.call(api.structure.queryUser, data, { token })).body.result;

  it('lists the enterprise’s people 100 a page with search and the status filter', async () => {
    const all = await people();
    expect(all.total).toBe(12);
    expect(all.list[0]).toMatchObject({ status: AccountStatus.Normal });
    const chen = all.list.find((p: { realname: string }) => p.realname === '陈建国');
    expect(chen).toMatchObject({ isAdmin: true, phone: '13812345601' });
    expect((await people({ keyword: '李婷' })).list.map((p: { realname: string }) => p.realname)).toEqual(['李婷']);
    expect((await people({ keyword: '5604' })).list.map((p: { realname: string }) => p.realname)).toEqual(['张敏']);
    expect((await people({ keyword: '%' })).total).toBe(0);
    expect((await people({ pageSize: 5, pageNum: 3 })).list).toHaveLength(2);
    expect((await people({ status: AccountStatus.NotActivated })).total).toBe(0);
  });

  it('adds a new person by phone as 未激活 with department, specialties and duties; an existing one joins', async () => {
    const depart = await addDepartment('新人部门');
    const { huazhu } = server.ids.specialties;
    const duties = server.ids.duties.huazhu;
    const added = await asAdmin(api.structure.addPersonnel, {
      realname: '钱新人',
      phone: '13700001111',
      departId: depart,
      specialtyIds: [huazhu.arch],
      dutyIds: [duties.design, duties.proofread],
    });
    ok(added.body);
    expect(added.body.result.created).toBe(true);

    const inactive = await people({ status: AccountStatus.NotActivated });
    expect(inactive.list).toEqual([
      expect.objectContaining({
        realname: '钱新人',
        phone: '13700001111',
        status: AccountStatus.NotActivated,
        departId: depart,
        departName: '新人部门',
        userSpecialties: [{ dictSpecialtyId: huazhu.arch, dictName: '建筑' }],
        userDuties: [
          expect.objectContaining({ dictDutyId: duties.design }),
          expect.objectContaining({ dictDutyId: duties.proofread }),
        ],
      }),
    ]);
    const inDepartment = await server.call(api.structure.queryDepartUser, { departId: depart }, { token: admin });
    expect(inDepartment.body.result.total).toBe(1);
    // The new account has no password yet: no login.
    const login = await server.call(api.auth.login, { username: '13700001111', password: 'Atelier2026' });
    expect(login.body.success).toBe(false);

    refused(
      (await asAdmin(api.structure.addPersonnel, { realname: '钱新人', phone: '13700001111' })).body,
      ResponseCode.Warning,
      OrganisationMessage.AlreadyMember,
    );
    // 许文博 of 同创 joins 华筑 with his own account.
    const joined = await asAdmin(api.structure.addPersonnel, { realname: '许文博', phone: '13312345613' });
    expect(joined.body.result).toEqual({ userId: server.person('xuwenbo'), created: false });
    expect((await people({ keyword: '许文博' })).list[0]).toMatchObject({
      status: AccountStatus.Normal,
      departId: null,
    });
  });

  it('refuses bad input: name, phone, another enterprise’s specialty or department', async () => {
    refused(
      (await asAdmin(api.structure.addPersonnel, { realname: '钱', phone: '13700002222' })).body,
      ErrorCode.InvalidRequest,
      '姓名须为2-10位中文、字母或数字',
    );
    refused(
      (await asAdmin(api.structure.addPersonnel, { realname: '钱多多', phone: '12345' })).body,
      ErrorCode.InvalidRequest,
      '手机号码格式有误',
    );
    const foreignSpecialty = server.ids.specialties.tongchuang.arch;
    refused(
      (
        await asAdmin(api.structure.addPersonnel, {
          realname: '钱多多',
          phone: '13700002222',
          specialtyIds: [foreignSpecialty],
        })
      ).body,
      ErrorCode.Denied,
      OrganisationMessage.SpecialtyNotFound,
    );
    const foreignDepartment = (
      await server.call(api.structure.insertDepartment, { name: '同创部门' }, { token: otherAdmin })
    ).body.result.key;
    refused(
      (
        await asAdmin(api.structure.addPersonnel, {
          realname: '钱多多',
          phone: '13700002222',
          departId: foreignDepartment,
        })
      ).body,
      ErrorCode.Denied,
      OrganisationMessage.DepartmentNotFound,
    );
    refused(
      (await asAdmin(api.structure.addDepartUser, { departId: foreignDepartment, userIds: [server.person('hejing')] }))
        .body,
      ErrorCode.Denied,
      OrganisationMessage.DepartmentNotFound,
    );
    expect((await people({ keyword: '钱多多' })).total).toBe(0);
  });

  it('edits a person and lists the ungrouped', async () => {
    const depart = await addDepartment('结构所');
    const before = (await server.call(api.structure.notGrouped, {}, { token: admin })).body.result;
    const ungrouped = before.list.find((p: { isAdmin: boolean }) => !p.isAdmin);
    expect(ungrouped).toMatchObject({ departId: null, departName: '' });
    ok(
      (
        await asAdmin(api.structure.updateUser, {
          userId: ungrouped.userId,
          realname: '新名字',
          departId: depart,
          specialtyIds: [server.ids.specialties.huazhu.struct],
          dutyIds: [],
        })
      ).body,
    );
    const after = (await server.call(api.structure.notGrouped, {}, { token: admin })).body.result;
    expect(after.total).toBe(before.total - 1);
    expect(after.list.map((p: { userId: string }) => p.userId)).not.toContain(ungrouped.userId);
    expect((await people({ keyword: '新名字' })).list[0]).toMatchObject({
      departId: depart,
      userSpecialties: [{ dictSpecialtyId: server.ids.specialties.huazhu.struct, dictName: '结构' }],
      userDuties: [],
    });
    refused(
      (
        await asAdmin(api.structure.updateUser, {
          userId: server.person('linfang'),
          realname: '林芳',
        })
      ).body,
      ErrorCode.Denied,
      OrganisationMessage.PersonNotFound,
    );
  });

  it('disables and removes people, but not oneself or the last administrator', async () => {
    const zhou = server.person('zhouxiaoyan');
    ok((await asAdmin(api.structure.disableUser, { userId: zhou, disabled: true })).body);
    expect((await people({ status: AccountStatus.Disabled })).list.map((p: { userId: string }) => p.userId)).toEqual([
      zhou,
    ]);
    // A disabled member no longer works in the enterprise.
    const zhouToken = await server.login('zhouxiaoyan');
    expect((await server.call(api.structure.tree, {}, { token: zhouToken })).body.code).toBe(ErrorCode.Denied);
    ok((await asAdmin(api.structure.disableUser, { userId: zhou, disabled: false })).body);
    expect((await server.call(api.structure.tree, {}, { token: zhouToken })).body.success).toBe(true);

    refused(
      (await asAdmin(api.structure.deleteDepartUser, { userId: server.person('chenjianguo') })).body,
      ErrorCode.Denied,
      OrganisationMessage.Self,
    );
    refused(
      (await asAdmin(api.structure.disableUser, { userId: server.person('chenjianguo'), disabled: true })).body,
      ErrorCode.Denied,
      OrganisationMessage.Self,
    );
    // The enterprise's creator stays (the demo firm has none recorded: one is set for the check).
    const huazhu = server.ids.enterprises.huazhu;
    await server.db
      .update(enterprises)
      .set({ creatorId: server.person('sunzhiqiang') })
      .where(eq(enterprises.id, huazhu));
    expect(
      (await asAdmin(api.structure.deleteDepartUser, { userId: server.person('sunzhiqiang') })).body,
    ).toMatchObject({
      success: false,
      message: OrganisationMessage.Creator,
    });
    await server.db.update(enterprises).set({ creatorId: null }).where(eq(enterprises.id, huazhu));
    // The last-administrator case is the shared rule's (rules/organisation.test.ts).
    ok((await asAdmin(api.structure.deleteDepartUser, { userId: server.person('sunzhiqiang') })).body);
    expect((await people({ keyword: '孙志强' })).total).toBe(0);
    refused(
      (await asAdmin(api.structure.deleteDepartUser, { userId: server.person('linfang') })).body,
      ErrorCode.Denied,
      OrganisationMessage.PersonNotFound,
    );
  });
});

describe('invitations', () => {
  it('makes a code whose information anyone may read; an unknown code is refused', async () => {
    const { body } = await asAdmin(api.structure.invitationUser, {});
    ok(body);
    expect(body.result.inviteCode).toMatch(/^[A-Z2-9]{12}$/);
    const info = await server.call(api.auth.inviteInfo, { inviteCode: body.result.inviteCode }, { token: null });
    expect(info.body.result).toEqual({
      enterpriseId: server.ids.enterprises.huazhu,
      enterpriseName: '华筑建筑设计研究院有限公司',
      inviterName: '陈建国',
    });
    refused(
      (await server.call(api.auth.inviteInfo, { inviteCode: 'NOPE' }, { token: null })).body,
      ErrorCode.Denied,
      OrganisationMessage.InvitationInvalid,
    );
  });
});
