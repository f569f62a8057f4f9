import type { FolderTreeNode } from '@atelier/api';
import { FolderIcon, Tree, type TreeNode } from '@atelier/ui';
import { useEffect, useMemo, useState } from 'react';
import * as styles from './FileManager.css';
import { useFolderPicker } from './hooks';
import type { FilesOwner } from './interface';
import { ROOT_FOLDER } from './model';

export interface FolderPickerTreeProps {
  owner: FilesOwner;
  /** The tree's accessible name. */
  label: string;
  /** The root's title (全部文件). */
  rootTitle: string;
  selected: string | null;
  /** A folder picked, with its chain (its ancestors' ids, itself last; [] for the root). */
  onSelect: (folderId: string, chain: readonly string[]) => void;
}

/**
 * The lazy folder tree of a move or copy target (001 section 7.4): a project's or the disk's folders, loaded a level
 * at a time from the root. Mount it with a `key` per owner: its loaded levels belong to one owner.
 */
export function FolderPickerTree({ owner, label, rootTitle, selected, onSelect }: FolderPickerTreeProps) {
  const { children, load } = useFolderPicker(owner);
  const [expanded, setExpanded] = useState<string[]>([ROOT_FOLDER]);

  useEffect(() => {
    if (!children.has(ROOT_FOLDER)) void load(ROOT_FOLDER).catch(() => undefined);
  }, [children, load]);

  // Each loaded folder's chain (its ancestors' ids, itself last), for the target check.
  const chains = useMemo(() => {
    const found = new Map<string, string[]>([[ROOT_FOLDER, []]]);
    const walk = (folderId: string, chain: string[]) => {
      for (const folder of children.get(folderId) ?? []) {
        const path = [...chain, folder.resId];
        found.set(folder.resId, path);
        walk(folder.resId, path);
      }
    };
    walk(ROOT_FOLDER, []);
    return found;
  }, [children]);

  const treeData: TreeNode[] = useMemo(() => {
    const build = (folderId: string): TreeNode[] | undefined =>
      children.get(folderId)?.map((folder: FolderTreeNode) => ({
        key: folder.resId,
        title: folder.resName,
        icon: <FolderIcon tone="warning" />,
        isLeaf: folder.isLeaf,
        children: build(folder.resId),
      }));
    return [{ key: ROOT_FOLDER, title: rootTitle, icon: <FolderIcon tone="warning" />, children: build(ROOT_FOLDER) }];
  }, [children, rootTitle]);

  return (
    <div className={styles.picker}>
      <Tree
        aria-label={label}
        treeData={treeData}
        selectedKeys={selected === null ? [] : [selected]}
        onSelect={(keys) => {
          const [key] = keys;
          if (key !== undefined) onSelect(String(key), chains.get(String(key)) ?? []);
        }}
        expandedKeys={expanded}
        onExpand={(keys) => setExpanded(keys.map(String))}
        loadData={(node) => load(String(node.key))}
      />
    </div>
  );
}
