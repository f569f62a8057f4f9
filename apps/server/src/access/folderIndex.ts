import type { Database } from '../db/index';
import { inheritLevel, type ProjectAccess, rootLevel } from './projectAccess';
import { projectFolders, ROOT_PARENT_ID } from './repository';

interface FolderNode {
  id: string;
  parentId: string;
  name: string;
}

/**
 * The folders of one project in memory, with the user's level in each: what lists of many files (the approval
 * wizard's thousands of drawings) need to check access and build paths without one query per file. A folder whose
 * chain does not reach the root (a deleted ancestor) has no path and no level.
 */
export interface FolderIndex {
  /** '/01 建筑/施工图' ('' for the root); null when the folder is unknown or cut off. */
  pathOf(folderId: string): string | null;
  /** The folder's name ('' for the root). */
  nameOf(folderId: string): string;
  /** The user's level inside the folder (what its content inherits); null: no access. */
  levelOf(folderId: string): number | null;
  /** The user's level on a resource whose parent is `parentId`. */
  levelIn(parentId: string, resourceId: string): number | null;
  /** The folder and every folder below it, the folder first. */
  subtree(folderId: string): string[];
}

export async function loadFolderIndex(db: Database, access: ProjectAccess): Promise<FolderIndex> {
  const rows: FolderNode[] = await projectFolders(db, access.project.id);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const children = new Map<string, string[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row.id]);

  const paths = new Map<string, string | null>([[ROOT_PARENT_ID, '']]);
  const levels = new Map<string, number | null>([[ROOT_PARENT_ID, rootLevel(access)]]);
  // Walks up to a known ancestor, then fills the chain back down (iterative: trees may be deep).
  const resolve = (folderId: string) => {
    const chain: FolderNode[] = [];
    let current = folderId;
    while (!paths.has(current)) {
      const node = byId.get(current);
      if (!node || chain.length > 200) {
        for (const unknown of [current, ...chain.map((c) => c.id)]) {
          paths.set(unknown, null);
          levels.set(unknown, null);
        }
        return;
      }
      chain.push(node);
      current = node.parentId;
    }
    for (const node of chain.reverse()) {
      const parentPath = paths.get(node.parentId) ?? null;
      paths.set(node.id, parentPath === null ? null : `${parentPath}/${node.name}`);
      const parentLevel = parentPath === null ? null : (levels.get(node.parentId) ?? null);
      levels.set(node.id, parentPath === null ? null : inheritLevel(access, parentLevel, node.id));
    }
  };

  return {
    pathOf(folderId) {
      if (!paths.has(folderId)) resolve(folderId);
      return paths.get(folderId) ?? null;
    },
    nameOf(folderId) {
      return byId.get(folderId)?.name ?? '';
    },
    levelOf(folderId) {
      if (!levels.has(folderId)) resolve(folderId);
      return levels.get(folderId) ?? null;
    },
    levelIn(parentId, resourceId) {
      if (!levels.has(parentId)) resolve(parentId);
      if (paths.get(parentId) === null) return null;
      return inheritLevel(access, levels.get(parentId) ?? null, resourceId);
    },
    subtree(folderId) {
      const found: string[] = [];
      const stack = [folderId];
      while (stack.length) {
        const id = stack.pop() as string;
        found.push(id);
        for (const child of children.get(id) ?? []) stack.push(child);
      }
      return found;
    },
  };
}
