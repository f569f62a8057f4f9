import {
  api,
  FolderPermission,
  ProjectTemplateMessage,
  StaffType,
  TEMPLATE_PRO_TYPE,
  type TemplateFolder,
  TemplateLimit,
} from '@atelier/api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderPermissions, projectTemplates, resources } from '../db/schema';
import { ErrorCode } from '../domain/errors';
import { createTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const year = new Date().getFullYear();
const refusal = (code: number, message: string) => ({ success: false, code, message, result: null });
const folder = (name: string, permission: FolderPermission | null = null, children: TemplateFolder[] = []) => ({
  name,
  permission,
  children,
});

/** An ordinary project of 华筑 with two sub-items and three people: 黄伟 in charge, 李婷 and 王海涛 members. */
function ordinary(name: string, code: string, templateId?: string) {
  const s = server.ids.specialties.huazhu;
  const d = server.ids.duties.huazhu;
  return {
    ...(templateId === undefined ? {} : { templateId }),
    projectInfo: { name, simpleName: code, designNum: `T-${code}`, Development: '杭州城投', year },
    subItems: [
      { name: '主楼', designNum: 'A' },
      { name: '裙房', designNum: 'B' },
    ],
    specialtyIds: [s.arch, s.struct],
    dutyIds: [d.design],
    projectUserInfos: [{ userId: server.person('huangwei'), staffType: StaffType.PersonInCharge }],
    projectUserDutyVos: [
      { userId: server.person('liting'), dictSpecialtyId: s.arch, dictDutyId: d.design },
      { userId: server.person('wanghaitao'), dictSpecialtyId: s.struct, dictDutyId: d.design },
    ],
  };
}

describe('project templates (getTemplateList, getTemplateInfo, createResTemplate, updateTemplate, delTemplate)', () => {
  it('lists the seeded template with its folder count, and its tree', async () => {
    const token = await server.login('chenjianguo');
    const list = await server.call(api.project.templateList, { proType: TEMPLATE_PRO_TYPE }, { token });
    expect(list.body.result).toMatchObject({
      total: 1,
      list: [{ name: '建筑工程标准模板', isEnable: true, proType: '3', folderCount: 8 }],
    });
    const info = await server.call(api.project.templateInfo, { id: list.body.result.list[0].id }, { token });
    expect(info.body.result.folders.map((f: TemplateFolder) => f.name)).toEqual([
      '建筑',
      '结构',
      '给排水',
      '电气',
      '暖通',
      '往来文件',
    ]);
  });

  it('creates, renames, disables and deletes a template; the name is required and unique ignoring case', async () => {
    const token = await server.login('chenjianguo');
    const created = await server.call(
      api.project.createResTemplate,
      { name: 'Office 模板', proType: TEMPLATE_PRO_TYPE, folders: [folder('方案'), folder('施工图')] },
      { token },
    );
    expect(created.body.result).toMatchObject({ name: 'Office 模板', isEnable: true, folderCount: 2 });
    const id: string = created.body.result.id;

    const again = await server.call(api.project.createResTemplate, { name: 'office 模板' }, { token });
    expect(again.body).toEqual(refusal(ErrorCode.Denied, ProjectTemplateMessage.NameTaken));
    const empty = await server.call(api.project.createResTemplate, { name: '  ' }, { token });
    expect(empty.body).toMatchObject({ success: false, message: ProjectTemplateMessage.NameRequired });
    const long = await server.call(api.project.createResTemplate, { name: '模'.repeat(31) }, { token });
    expect(long.body).toMatchObject({ success: false, message: ProjectTemplateMessage.NameTooLong });
    const clash = await server.call(api.project.updateTemplate, { id, name: '建筑工程标准模板' }, { token });
    expect(clash.body).toEqual(refusal(ErrorCode.Denied, ProjectTemplateMessage.NameTaken));

    const renamed = await server.call(
      api.project.updateTemplate,
      { id, name: '办公建筑模板', isEnable: false, folders: [folder('方案', FolderPermission.Download)] },
      { token },
    );
    expect(renamed.body.success).toBe(true);
    const info = await server.call(api.project.templateInfo, { id }, { token });
    expect(info.body.result).toMatchObject({
      name: '办公建筑模板',
      isEnable: false,
      folderCount: 1,
      folders: [{ name: '方案', permission: FolderPermission.Download, children: [] }],
    });

    // A member sees only enabled templates, and cannot read a disabled one.
    const member = await server.login('liting');
    const theirs = await server.call(api.project.templateList, {}, { token: member });
    expect(theirs.body.result.list.map((t: { name: string }) => t.name)).toEqual(['建筑工程标准模板']);
    const hidden = await server.call(api.project.templateInfo, { id }, { token: member });
    expect(hidden.body).toEqual(refusal(ErrorCode.Denied, ProjectTemplateMessage.NotFound));

    const deleted = await server.call(api.project.delTemplate, { id }, { token });
    expect(deleted.body.success).toBe(true);
    const gone = await server.call(api.project.delTemplate, { id }, { token });
    expect(gone.body).toEqual(refusal(ErrorCode.Denied, ProjectTemplateMessage.NotFound));
  });

  it('refuses sibling folders of one name, more than five levels and more than 200 folders', async () => {
    const token = await server.login('chenjianguo');
    const twice = await server.call(
      api.project.createResTemplate,
      { name: '重名模板', folders: [folder('建筑', null, [folder('图纸'), folder('图纸 ')])] },
      { token },
    );
    expect(twice.body).toMatchObject({ success: false, message: ProjectTemplateMessage.FolderNameTaken });
    let deep: TemplateFolder[] = [];
    for (let level = 0; level <= TemplateLimit.DepthMax; level += 1) deep = [folder(`第${level}层`, null, deep)];
    const tooDeep = await server.call(api.project.createResTemplate, { name: '深模板', folders: deep }, { token });
    expect(tooDeep.body).toMatchObject({ success: false, message: ProjectTemplateMessage.TooDeep });
    const many = Array.from({ length: TemplateLimit.FoldersMax + 1 }, (_, i) => folder(`目录${i}`));
    const tooMany = await server.call(api.project.createResTemplate, { name: '大模板', folders: many }, { token });
    expect(tooMany.body).toMatchObject({ success: false, message: ProjectTemplateMessage.TooManyFolders });
    const badName = await server.call(
      api.project.createResTemplate,
      { name: '坏名模板', folders: [folder('a/b')] },
      { token },
    );
    expect(badName.body.success).toBe(false);
  });

  it('is the administrator’s: a member may not create, change or delete one', async () => {
    const admin = await server.login('chenjianguo');
    const list = await server.call(api.project.templateList, {}, { token: admin });
    const id: string = list.body.result.list[0].id;
    const token = await server.login('liting');
    const create = await server.call(api.project.createResTemplate, { name: '我的模板' }, { token });
    expect(create.body).toEqual(refusal(ErrorCode.Denied, ProjectTemplateMessage.OnlyAdmin));
    const update = await server.call(api.project.updateTemplate, { id, isEnable: false }, { token });
    expect(update.body).toEqual(refusal(ErrorCode.Denied, ProjectTemplateMessage.OnlyAdmin));
    const del = await server.call(api.project.delTemplate, { id }, { token });
    expect(del.body).toEqual(refusal(ErrorCode.Denied, ProjectTemplateMessage.OnlyAdmin));
  });
});

describe('createProPro?templateId=', () => {
  it('copies the template’s folders and gives ordinary members its default levels', async () => {
    const token = await server.login('chenjianguo');
    const created = await server.call(
      api.project.createResTemplate,
      {
        name: '子项合并模板',
        folders: [
          folder('主楼', null, [folder('建筑')]),
          folder('往来文件', FolderPermission.ReadOnly, [folder('设计联系单', FolderPermission.Edit)]),
        ],
      },
      { token },
    );
    const templateId: string = created.body.result.id;
    const made = await server.call(api.project.createProPro, ordinary('模板项目一', 'MBXM', templateId), { token });
    expect(made.body.success).toBe(true);
    const projectId: string = made.body.result.id;

    const rows = await server.db.select().from(resources).where(eq(resources.projectId, projectId));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const pathOf = (id: string): string => {
      const row = byId.get(id);
      return row ? `${row.parentId === '0' ? '' : `${pathOf(row.parentId)}/`}${row.name}` : '';
    };
    expect(rows.map((r) => pathOf(r.id)).sort()).toEqual(
      ['主楼', '主楼/建筑', '裙房', '往来文件', '往来文件/设计联系单', '出图PDF'].sort(),
    );
    const correspondence = rows.find((r) => r.name === '往来文件');
    const notes = rows.find((r) => r.name === '设计联系单');
    const levels = await server.db
      .select()
      .from(folderPermissions)
      .where(and(eq(folderPermissions.resourceId, correspondence?.id ?? '')));
    // The ordinary members get the default; the creator and the person in charge keep their own level.
    expect(levels.map((l) => [l.userId, l.level]).sort()).toEqual(
      [
        [server.person('liting'), FolderPermission.ReadOnly],
        [server.person('wanghaitao'), FolderPermission.ReadOnly],
      ].sort(),
    );

    const member = await server.login('wanghaitao');
    const there = await server.call(
      api.files.myFolderPermission,
      { projectId, resId: correspondence?.id ?? '' },
      { token: member },
    );
    expect(there.body.result).toMatchObject({ permission: FolderPermission.ReadOnly });
    const below = await server.call(
      api.files.myFolderPermission,
      { projectId, resId: notes?.id ?? '' },
      { token: member },
    );
    expect(below.body.result).toMatchObject({ permission: FolderPermission.Edit });
    const manager = await server.call(
      api.files.myFolderPermission,
      { projectId, resId: correspondence?.id ?? '' },
      { token: await server.login('huangwei') },
    );
    expect(manager.body.result).toMatchObject({ permission: FolderPermission.Head });
  });

  it('refuses a disabled template and another enterprise’s', async () => {
    const token = await server.login('chenjianguo');
    const created = await server.call(api.project.createResTemplate, { name: '停用模板' }, { token });
    const id: string = created.body.result.id;
    await server.call(api.project.updateTemplate, { id, isEnable: false }, { token });
    const disabled = await server.call(api.project.createProPro, ordinary('停用模板项目', 'TYMB', id), { token });
    expect(disabled.body).toEqual(refusal(ErrorCode.Denied, ProjectTemplateMessage.Disabled));

    // Another enterprise's template is unknown to a call in 华筑.
    const [foreign] = await server.db
      .insert(projectTemplates)
      .values({
        enterpriseId: server.ids.enterprises.tongchuang,
        name: '同创模板',
        createdBy: server.person('chenjianguo'),
      })
      .returning();
    const elsewhere = await server.call(api.project.createProPro, ordinary('外企模板项目', 'WQMB', foreign?.id ?? ''), {
      token,
    });
    expect(elsewhere.body).toEqual(refusal(ErrorCode.Denied, ProjectTemplateMessage.NotFound));
  });
});
