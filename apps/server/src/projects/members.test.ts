import {
  api,
  Flag,
  FolderPermission,
  PermissionLevel,
  ProjectMemberMessage,
  ProjectMessage,
  ResponseCode,
  StaffType,
} from '@atelier/api';
import type { PersonKey } from '@atelier/api/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorMessage } from '../domain/errors';
import { createTestServer, type TestServer } from '../testing/harness';

/** The members of an existing project and its folder permissions (issue 25): every rule on the server. */

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

async function call(endpoint: Parameters<TestServer['call']>[0], data: Record<string, unknown>, who: PersonKey) {
  return (await server.call(endpoint, data, { token: await server.login(who) })).body;
}

const ok = (body: { code: number; message: string }) => expect(body, body.message).toMatchObject({ code: 200 });
const refused = (body: { code: number; message: string }, message: string, code: number = ResponseCode.Error) =>
  expect(body).toMatchObject({ code, message });

async function members(projectId: string, who: PersonKey = 'chenjianguo') {
  const body = await call(api.project.users, { projectId }, who);
  ok(body);
  return body.result as { userId: string; realname: string; staffType: string; permissionLevel: number }[];
}
const memberNamed = async (projectId: string, name: string) =>
  (await members(projectId)).find((m) => m.realname === name);

/** A fresh quick project of 陈建国's with these people, so that destructive steps leave the seed alone. */
async function quickProject(name: string, people: PersonKey[]) {
  const body = await call(
    api.project.createFastPro,
    {
      projectInfo: { name, simpleName: name.slice(0, 8) },
      projectUserInfos: people.map((p) => ({ userId: server.person(p) })),
    },
    'chenjianguo',
  );
  ok(body);
  return body.result.id as string;
}

const binjiang = () => server.ids.projects.binjiang;

describe('adding members', () => {
  it('lets the creator and managers add people of the enterprise, once, as ordinary members', async () => {
    const byMember = await call(
      api.project.addFastProUser,
      { projectId: binjiang(), userIds: [server.person('hejing')] },
      'liting',
    );
    refused(byMember, ProjectMemberMessage.NotManager);

    ok(
      await call(api.project.addFastProUser, { projectId: binjiang(), userIds: [server.person('hejing')] }, 'huangwei'),
    );
    expect(await memberNamed(binjiang(), '何静')).toMatchObject({
      staffType: StaffType.Member,
      permissionLevel: PermissionLevel.Member,
    });
    const again = await call(
      api.project.addFastProUser,
      { projectId: binjiang(), userIds: [server.person('hejing')] },
      'huangwei',
    );
    refused(again, ProjectMemberMessage.AlreadyMember);
    const none = await call(api.project.addFastProUser, { projectId: binjiang(), userIds: [] }, 'huangwei');
    refused(none, ProjectMemberMessage.PeopleRequired);
    const outsider = await call(
      api.project.addFastProUser,
      { projectId: binjiang(), userIds: [server.person('mali')] },
      'huangwei',
    );
    refused(outsider, ProjectMessage.PersonNotEnterpriseMember);
  });

  it('adds managers only by the creator; staff types 1/2/4 carry levels 8/8/2', async () => {
    const project = await quickProject('成员加入', []);
    const asManager = await call(
      api.project.addProProUsers,
      { projectId: project, users: [{ userId: server.person('liting'), staffType: StaffType.PersonInCharge }] },
      'chenjianguo',
    );
    ok(asManager);
    const byManager = await call(
      api.project.addProProUsers,
      { projectId: project, users: [{ userId: server.person('wulei'), staffType: StaffType.ProjectManager }] },
      'liting',
    );
    refused(byManager, ProjectMemberMessage.ManagersAreCreators);
    ok(
      await call(
        api.project.addProProUsers,
        { projectId: project, users: [{ userId: server.person('wulei'), staffType: StaffType.Member }] },
        'liting',
      ),
    );
    const levels = Object.fromEntries((await members(project)).map((m) => [m.realname, m.permissionLevel]));
    expect(levels).toEqual({ 陈建国: 9, 李婷: 8, 吴磊: 2 });
  });
});

describe('people whose information is incomplete (5.10 信息待完善)', () => {
  it('refuses them in an engineering project, by either call, and lets a quick project take them', async () => {
    const added = await call(
      api.structure.addPersonnel,
      { realname: '待完善人员', phone: '13700006666' },
      'chenjianguo',
    );
    ok(added);
    const newcomer = (added.result as { userId: string }).userId;
    const message = ProjectMemberMessage.incomplete(['待完善人员']);
    refused(
      await call(api.project.addFastProUser, { projectId: binjiang(), userIds: [newcomer] }, 'huangwei'),
      message,
    );
    refused(
      await call(
        api.project.addProProUsers,
        { projectId: binjiang(), users: [{ userId: newcomer, staffType: StaffType.Member }] },
        'huangwei',
      ),
      message,
    );
    expect(await memberNamed(binjiang(), '待完善人员')).toBeUndefined();

    // Given a specialty and a duty, the same person joins.
    const dictionaries = await call(
      api.structure.queryUser,
      { keyword: '李婷', pageNum: 1, pageSize: 10 },
      'chenjianguo',
    );
    ok(dictionaries);
    const li = (
      dictionaries.result as {
        list: { userSpecialties: { dictSpecialtyId: string }[]; userDuties: { dictDutyId: string }[] }[];
      }
    ).list[0];
    ok(
      await call(
        api.structure.updateUser,
        {
          userId: newcomer,
          realname: '待完善人员',
          specialtyIds: li?.userSpecialties.map((s) => s.dictSpecialtyId),
          dutyIds: li?.userDuties.map((d) => d.dictDutyId),
        },
        'chenjianguo',
      ),
    );
    ok(await call(api.project.addFastProUser, { projectId: binjiang(), userIds: [newcomer] }, 'huangwei'));

    const quick = await quickProject('待完善快捷', []);
    const other = await call(api.structure.addPersonnel, { realname: '快捷新人', phone: '13700006667' }, 'chenjianguo');
    ok(other);
    const otherId = (other.result as { userId: string }).userId;
    ok(await call(api.project.addFastProUser, { projectId: quick, userIds: [otherId] }, 'chenjianguo'));
    expect(await memberNamed(quick, '快捷新人')).toMatchObject({ staffType: StaffType.Member });
  });
});

describe('changing and removing members', () => {
  it('changes staff types with their levels; managers and the creator are the creator’s to change', async () => {
    const project = await quickProject('成员角色', ['liting', 'wulei', 'zhangmin']);
    ok(
      await call(
        api.project.updateFastProUser,
        { projectId: project, userId: server.person('liting'), staffType: StaffType.PersonInCharge },
        'chenjianguo',
      ),
    );
    expect(await memberNamed(project, '李婷')).toMatchObject({ permissionLevel: PermissionLevel.Manager });
    refused(
      await call(
        api.project.updateFastProUser,
        { projectId: project, userId: server.person('chenjianguo'), staffType: StaffType.Member },
        'chenjianguo',
      ),
      ProjectMemberMessage.CannotChangeCreator,
    );
    // A manager changes ordinary members, not other managers nor into managers.
    refused(
      await call(
        api.project.updateFastProUser,
        { projectId: project, userId: server.person('wulei'), staffType: StaffType.ProjectManager },
        'liting',
      ),
      ProjectMemberMessage.ManagersAreCreators,
    );
    refused(
      await call(
        api.project.updateFastProUser,
        { projectId: project, userId: server.person('wulei'), staffType: StaffType.Member },
        'zhangmin',
      ),
      ProjectMemberMessage.NotManager,
    );
  });

  it('removes members (a manager removes ordinary members); never the creator, never oneself', async () => {
    const project = await quickProject('成员移除', ['liting', 'wulei', 'zhangmin']);
    ok(
      await call(
        api.project.updateFastProUser,
        { projectId: project, userId: server.person('liting'), staffType: StaffType.PersonInCharge },
        'chenjianguo',
      ),
    );
    refused(
      await call(api.project.delFastProUser, { projectId: project, userIds: [server.person('chenjianguo')] }, 'liting'),
      ProjectMemberMessage.CannotRemoveCreator,
    );
    refused(
      await call(api.project.delFastProUser, { projectId: project, userIds: [server.person('liting')] }, 'liting'),
      ProjectMemberMessage.CannotRemoveSelf,
    );
    ok(await call(api.project.delFastProUser, { projectId: project, userIds: [server.person('wulei')] }, 'liting'));
    expect((await members(project)).map((m) => m.realname)).not.toContain('吴磊');
    const gone = await call(api.project.detail, { projectId: project }, 'wulei');
    refused(gone, ErrorMessage.NotProjectMember);
  });

  it('lets members quit but not the creator, who transfers first with a confirmation', async () => {
    const project = await quickProject('成员转让', ['liting', 'wulei']);
    refused(await call(api.project.quitPro, { id: project }, 'chenjianguo'), ProjectMemberMessage.CreatorCannotQuit);
    ok(await call(api.project.quitPro, { id: project }, 'wulei'));
    expect((await members(project)).map((m) => m.realname)).not.toContain('吴磊');

    refused(
      await call(api.project.updateProCreator, { projectId: project, userId: server.person('chenjianguo') }, 'liting'),
      ProjectMemberMessage.OnlyCreatorTransfers,
    );
    refused(
      await call(api.project.updateProCreator, { projectId: project, userId: server.person('liting') }, 'chenjianguo'),
      ProjectMemberMessage.TransferConfirm,
      ResponseCode.Warning,
    );
    refused(
      await call(
        api.project.updateProCreator,
        { projectId: project, userId: server.person('wulei'), confirm: true },
        'chenjianguo',
      ),
      ProjectMemberMessage.NotMember,
    );
    ok(
      await call(
        api.project.updateProCreator,
        { projectId: project, userId: server.person('liting'), confirm: true },
        'chenjianguo',
      ),
    );
    const levels = Object.fromEntries((await members(project)).map((m) => [m.realname, m.permissionLevel]));
    expect(levels).toEqual({ 李婷: 9, 陈建国: 8 });
    // The old creator may quit now; the new one may not.
    refused(await call(api.project.quitPro, { id: project }, 'liting'), ProjectMemberMessage.CreatorCannotQuit);
    ok(await call(api.project.quitPro, { id: project }, 'chenjianguo'));
  });
});

describe('deleting a project and the permission switch', () => {
  it('deletes only by the creator with the typed name; the project leaves every list', async () => {
    const project = await quickProject('待删除项目', ['liting']);
    refused(
      await call(api.project.delPro, { projectId: project, confirmName: '待删除项目' }, 'liting'),
      ProjectMemberMessage.OnlyCreatorDeletes,
    );
    refused(
      await call(api.project.delPro, { projectId: project, confirmName: '待删除' }, 'chenjianguo'),
      ProjectMemberMessage.ConfirmNameMismatch,
    );
    refused(
      await call(api.project.delPro, { projectId: project, confirmName: ' ' }, 'chenjianguo'),
      ProjectMemberMessage.ConfirmNameRequired,
    );
    ok(await call(api.project.delPro, { projectId: project, confirmName: '待删除项目' }, 'chenjianguo'));
    const list = await call(api.project.list, { pageNum: 1, pageSize: 100 }, 'liting');
    expect(list.result.pageInfo.list.map((p: { id: string }) => p.id)).not.toContain(project);
    refused(await call(api.project.detail, { projectId: project }, 'chenjianguo'), ErrorMessage.ProjectNotFound);
  });

  it('switches folder permissions of ordinary projects by a manager; off, the overrides no longer narrow', async () => {
    const quick = await quickProject('开关快捷', []);
    refused(
      await call(api.project.switchProPerm, { id: quick, permissionSwitch: Flag.No }, 'chenjianguo'),
      ProjectMemberMessage.QuickHasNoFolderPermissions,
    );
    refused(
      await call(api.project.switchProPerm, { id: binjiang(), permissionSwitch: Flag.No }, 'liting'),
      ProjectMemberMessage.NotManager,
    );
    const hvac = server.resource('binjiang', '04 暖通');
    refused(
      await call(api.files.list, { projectId: binjiang(), parentId: hvac }, 'liting'),
      ErrorMessage.NoReadPermission,
    );
    ok(await call(api.project.switchProPerm, { id: binjiang(), permissionSwitch: Flag.No }, 'huangwei'));
    ok(await call(api.files.list, { projectId: binjiang(), parentId: hvac }, 'liting'));
    ok(await call(api.project.switchProPerm, { id: binjiang(), permissionSwitch: Flag.Yes }, 'huangwei'));
    refused(
      await call(api.files.list, { projectId: binjiang(), parentId: hvac }, 'liting'),
      ErrorMessage.NoReadPermission,
    );
  });

  it('gives quick projects menu levels 0-5: 0 reads, edits need 4', async () => {
    const project = await quickProject('菜单等级', ['wulei']);
    const root = await call(api.files.list, { projectId: project, parentId: '0' }, 'wulei');
    const folder = root.result.list[0].resId as string;
    ok(
      await call(
        api.project.updateFastProUser,
        { projectId: project, userId: server.person('wulei'), permission: 0 },
        'chenjianguo',
      ),
    );
    ok(await call(api.files.list, { projectId: project, parentId: folder }, 'wulei'));
    const mine = await call(api.files.myFolderPermission, { projectId: project, resId: folder }, 'wulei');
    expect(mine.result).toEqual({
      permission: FolderPermission.ReadOnly,
      canManage: false,
      usesFolderPermissions: false,
    });
    const create = await call(api.files.createFolder, { projectId: project, parentId: folder, resName: '新' }, 'wulei');
    expect(create.code).toBe(ResponseCode.Error);
    const tooHigh = await call(
      api.project.updateFastProUser,
      { projectId: project, userId: server.person('wulei'), permission: 6 },
      'chenjianguo',
    );
    refused(tooHigh, ProjectMemberMessage.MenuLevelInvalid);
  });
});

describe('folder permissions', () => {
  const architecture = () => server.resource('binjiang', '01 建筑');
  const scheme = () => server.resource('binjiang', '01 建筑/方案设计');

  it('are set by managers and the folder’s head, for members, on ordinary projects', async () => {
    refused(
      await call(
        api.files.addFolderPermission,
        { projectId: binjiang(), resId: scheme(), userIds: [server.person('zhangmin')], permission: 4 },
        'liting',
      ),
      ProjectMemberMessage.NotFolderHead,
    );
    ok(
      await call(
        api.files.addFolderPermission,
        {
          projectId: binjiang(),
          resId: architecture(),
          userIds: [server.person('liting')],
          permission: FolderPermission.Head,
        },
        'huangwei',
      ),
    );
    // Head of 01 建筑, 李婷 sets the permissions below it.
    const mine = await call(api.files.myFolderPermission, { projectId: binjiang(), resId: scheme() }, 'liting');
    expect(mine.result).toEqual({ permission: FolderPermission.Head, canManage: true, usesFolderPermissions: true });
    ok(
      await call(
        api.files.addFolderPermission,
        {
          projectId: binjiang(),
          resId: scheme(),
          userIds: [server.person('zhangmin')],
          permission: FolderPermission.NotInherited,
        },
        'liting',
      ),
    );
    refused(
      await call(api.files.list, { projectId: binjiang(), parentId: scheme() }, 'zhangmin'),
      ErrorMessage.NoReadPermission,
    );
    const list = await call(api.files.folderPermissions, { projectId: binjiang(), resId: scheme() }, 'liting');
    ok(list);
    const zhang = list.result.find((p: { realname: string }) => p.realname === '张敏');
    expect(zhang).toMatchObject({ own: FolderPermission.NotInherited, permission: null });
    const li = list.result.find((p: { realname: string }) => p.realname === '李婷');
    expect(li).toMatchObject({ own: null, permission: FolderPermission.Head });

    ok(
      await call(
        api.files.deleteFolderPermission,
        { projectId: binjiang(), resId: scheme(), userIds: [server.person('zhangmin')] },
        'liting',
      ),
    );
    ok(await call(api.files.list, { projectId: binjiang(), parentId: scheme() }, 'zhangmin'));

    refused(
      await call(
        api.files.addFolderPermission,
        {
          projectId: binjiang(),
          resId: scheme(),
          userIds: [server.person('hejing'), server.person('mali')],
          permission: 2,
        },
        'huangwei',
      ),
      ProjectMemberMessage.NotMember,
    );
    refused(
      await call(
        api.files.addFolderPermission,
        { projectId: binjiang(), resId: scheme(), userIds: [], permission: 2 },
        'huangwei',
      ),
      ProjectMemberMessage.PeopleRequired,
    );
  });

  it('are not used by quick projects', async () => {
    const project = await quickProject('快捷权限', ['wulei']);
    const root = await call(api.files.list, { projectId: project, parentId: '0' }, 'chenjianguo');
    refused(
      await call(
        api.files.addFolderPermission,
        { projectId: project, resId: root.result.list[0].resId, userIds: [server.person('wulei')], permission: 2 },
        'chenjianguo',
      ),
      ProjectMemberMessage.QuickHasNoFolderPermissions,
    );
  });
});
