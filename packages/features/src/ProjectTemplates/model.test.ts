import { FolderPermission, ProjectTemplateMessage, type TemplateFolder, TemplateLimit } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import {
  addFolder,
  canAddBelow,
  flattenFolders,
  moveFolder,
  nameClash,
  removeFolder,
  renameFolder,
  setPermission,
  siblingNames,
  treeMessage,
} from './model';

const folder = (name: string, children: TemplateFolder[] = []): TemplateFolder => ({
  name,
  permission: null,
  children,
});
const tree: TemplateFolder[] = [folder('建筑', [folder('方案'), folder('施工图')]), folder('往来文件')];

describe('the template folder editor’s model', () => {
  it('lists the tree depth-first with paths and depths', () => {
    expect(flattenFolders(tree).map((r) => [r.key, r.depth, r.name])).toEqual([
      ['0', 0, '建筑'],
      ['0.0', 1, '方案'],
      ['0.1', 1, '施工图'],
      ['1', 0, '往来文件'],
    ]);
  });

  it('adds, renames, removes, moves and sets levels without changing the tree it was given', () => {
    const added = addFolder(tree, [0, 1], '结施');
    expect(added[0]?.children[1]?.children.map((f) => f.name)).toEqual(['结施']);
    expect(tree[0]?.children[1]?.children).toEqual([]);
    expect(renameFolder(tree, [1], '来往函件').map((f) => f.name)).toEqual(['建筑', '来往函件']);
    expect(removeFolder(tree, [0, 0])[0]?.children.map((f) => f.name)).toEqual(['施工图']);
    expect(moveFolder(tree, [0, 1], -1)[0]?.children.map((f) => f.name)).toEqual(['施工图', '方案']);
    expect(moveFolder(tree, [1], 1)).toEqual(tree);
    expect(setPermission(tree, [1], FolderPermission.ReadOnly)[1]?.permission).toBe(FolderPermission.ReadOnly);
  });

  it('names siblings, finds clashes ignoring case and spaces, and keeps five levels', () => {
    expect(siblingNames(tree, [0], 1)).toEqual(['方案']);
    expect(nameClash(['方案', 'CAD'], ' cad')).toBe(true);
    expect(nameClash(['方案'], '施工图')).toBe(false);
    expect(canAddBelow([0, 0, 0, 0])).toBe(true);
    expect(canAddBelow([0, 0, 0, 0, 0])).toBe(false);
    expect(treeMessage([folder('图纸'), folder('图纸')])).toBe(ProjectTemplateMessage.FolderNameTaken);
    const many = Array.from({ length: TemplateLimit.FoldersMax + 1 }, (_, i) => folder(`目录${i}`));
    expect(treeMessage(many)).toBe(ProjectTemplateMessage.TooManyFolders);
    expect(treeMessage(tree)).toBeNull();
  });
});
