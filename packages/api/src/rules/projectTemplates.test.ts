import { describe, expect, it } from 'vitest';
import { FolderPermission } from '../entities/constants';
import { DEFAULT_ROOT_FOLDERS } from './projects';
import {
  countFolders,
  ProjectTemplateMessage,
  projectFolderPlan,
  projectTemplateNameSchema,
  type TemplateFolder,
  templateFoldersRefusal,
  templateUseRefusal,
  treeDepth,
} from './projectTemplates';

const folder = (name: string, permission: FolderPermission | null = null, children: TemplateFolder[] = []) => ({
  name,
  permission,
  children,
});

describe('project templates’ rules', () => {
  it('plans the root: sub-items, the template merged into a sub-item of its name, then the PDF folder once', () => {
    const plan = projectFolderPlan(
      ['主楼', '裙房'],
      [
        folder('主楼', FolderPermission.Download, [folder('建筑')]),
        folder('往来文件', FolderPermission.ReadOnly),
        folder('出图PDF', null, [folder('盖章版')]),
      ],
      DEFAULT_ROOT_FOLDERS,
    );
    expect(plan.map((f) => [f.name, f.folderType, f.permission, f.children.map((c) => c.name)])).toEqual([
      ['主楼', null, FolderPermission.Download, ['建筑']],
      ['裙房', null, null, []],
      ['往来文件', null, FolderPermission.ReadOnly, []],
      ['出图PDF', '4_4', null, ['盖章版']],
    ]);
  });

  it('checks the structure: sibling names, 200 folders, five levels', () => {
    expect(templateFoldersRefusal([folder('甲', null, [folder('图'), folder(' 图')])])?.message).toBe(
      ProjectTemplateMessage.FolderNameTaken,
    );
    let deep: TemplateFolder[] = [];
    for (let i = 0; i < 6; i += 1) deep = [folder(`层${i}`, null, deep)];
    expect(treeDepth(deep)).toBe(6);
    expect(templateFoldersRefusal(deep)?.message).toBe(ProjectTemplateMessage.TooDeep);
    expect(countFolders(deep)).toBe(6);
    expect(templateFoldersRefusal(deep.slice(0, 1)[0]?.children ?? [])).toBeNull();
  });

  it('checks the name and the template a project is made from', () => {
    expect(projectTemplateNameSchema.safeParse('').error?.issues[0]?.message).toBe(ProjectTemplateMessage.NameRequired);
    expect(projectTemplateNameSchema.safeParse('模'.repeat(31)).error?.issues[0]?.message).toBe(
      ProjectTemplateMessage.NameTooLong,
    );
    expect(projectTemplateNameSchema.parse(' 标准模板 ')).toBe('标准模板');
    expect(templateUseRefusal(undefined)?.message).toBe(ProjectTemplateMessage.NotFound);
    expect(templateUseRefusal({ isEnable: false })?.message).toBe(ProjectTemplateMessage.Disabled);
    expect(templateUseRefusal({ isEnable: true })).toBeNull();
  });
});
