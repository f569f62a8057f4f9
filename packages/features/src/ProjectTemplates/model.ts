import {
  duplicateFolderName,
  type FolderPermission,
  type TemplateFolder,
  TemplateLimit,
  templateFoldersRefusal,
} from '@atelier/api';

/**
 * The template folder editor's tree, edited by path (the indexes from the root down) and saved whole: pure
 * functions, each answering a new tree. The rules are the server's (rules/projectTemplates.ts).
 */

export type FolderPath = readonly number[];

/** A folder as the editor lists it: depth-first, with its path and depth (0 at the root). */
export interface FolderRow {
  key: string;
  path: FolderPath;
  depth: number;
  name: string;
  permission: FolderPermission | null;
  childCount: number;
}

export const pathKey = (path: FolderPath) => path.join('.');

export function flattenFolders(folders: readonly TemplateFolder[], parent: FolderPath = []): FolderRow[] {
  return folders.flatMap((folder, index) => {
    const path = [...parent, index];
    return [
      {
        key: pathKey(path),
        path,
        depth: parent.length,
        name: folder.name,
        permission: folder.permission,
        childCount: folder.children.length,
      },
      ...flattenFolders(folder.children, path),
    ];
  });
}

/** The folders at a path's level (the path's parent's children); the root list for []. */
function update(
  folders: readonly TemplateFolder[],
  parent: FolderPath,
  change: (siblings: TemplateFolder[]) => TemplateFolder[],
): TemplateFolder[] {
  if (parent.length === 0) return change([...folders]);
  const [head, ...rest] = parent;
  return folders.map((folder, index) =>
    index === head ? { ...folder, children: update(folder.children, rest, change) } : folder,
  );
}

export function folderAt(folders: readonly TemplateFolder[], path: FolderPath): TemplateFolder | undefined {
  let level: readonly TemplateFolder[] = folders;
  let found: TemplateFolder | undefined;
  for (const index of path) {
    found = level[index];
    if (!found) return undefined;
    level = found.children;
  }
  return found;
}

/** The names beside which a folder is named: its siblings (the one renamed left out). */
export function siblingNames(folders: readonly TemplateFolder[], parent: FolderPath, except?: number): string[] {
  const level = parent.length === 0 ? folders : (folderAt(folders, parent)?.children ?? []);
  return level.filter((_, index) => index !== except).map((f) => f.name);
}

export const addFolder = (folders: readonly TemplateFolder[], parent: FolderPath, name: string) =>
  update(folders, parent, (siblings) => [...siblings, { name, permission: null, children: [] }]);

const parentOf = (path: FolderPath) => path.slice(0, -1);
const indexOf = (path: FolderPath) => path[path.length - 1] ?? -1;

export const renameFolder = (folders: readonly TemplateFolder[], path: FolderPath, name: string) =>
  update(folders, parentOf(path), (siblings) => siblings.map((f, i) => (i === indexOf(path) ? { ...f, name } : f)));

export const removeFolder = (folders: readonly TemplateFolder[], path: FolderPath) =>
  update(folders, parentOf(path), (siblings) => siblings.filter((_, i) => i !== indexOf(path)));

export const setPermission = (
  folders: readonly TemplateFolder[],
  path: FolderPath,
  permission: FolderPermission | null,
) =>
  update(folders, parentOf(path), (siblings) =>
    siblings.map((f, i) => (i === indexOf(path) ? { ...f, permission } : f)),
  );

/** Moves a folder one place up (-1) or down (1) among its siblings. */
export const moveFolder = (folders: readonly TemplateFolder[], path: FolderPath, by: -1 | 1) =>
  update(folders, parentOf(path), (siblings) => {
    const from = indexOf(path);
    const to = from + by;
    if (to < 0 || to >= siblings.length) return siblings;
    const next = [...siblings];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    return next;
  });

/** Whether a sub-folder may be added below this path (the tree stays within 5 levels). */
export const canAddBelow = (path: FolderPath) => path.length < TemplateLimit.DepthMax;

/** The name a new or renamed folder may not take: one of its siblings' (ignoring case and spaces). */
export function nameClash(names: readonly string[], name: string): boolean {
  return duplicateFolderName([...names, name].map((n) => ({ name: n, permission: null, children: [] }))) !== null;
}

/** The message the editor shows before saving, the server's own rule. */
export const treeMessage = (folders: readonly TemplateFolder[]) => templateFoldersRefusal(folders)?.message ?? null;
