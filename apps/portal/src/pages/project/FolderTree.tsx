import { Tree, type TreeNode } from '@atelier/ui';
import { useT } from '../../i18n';

export interface FolderTreeProps {
  treeData: readonly TreeNode[];
  selectedKey: string;
  expandedKeys: readonly string[];
  onExpandedChange: (keys: string[]) => void;
  onSelectFolder: (folderId: string) => void;
  loadData: (node: TreeNode) => Promise<void>;
}

/** The project's folders, loaded a level at a time (001 section 7.4: getProFolderTree, pages of 500). */
export function FolderTree({
  treeData,
  selectedKey,
  expandedKeys,
  onExpandedChange,
  onSelectFolder,
  loadData,
}: FolderTreeProps) {
  const t = useT();
  return (
    <Tree
      aria-label={t.project.folders}
      treeData={treeData}
      selectedKeys={[selectedKey]}
      expandedKeys={expandedKeys}
      onExpand={(keys) => onExpandedChange(keys.map(String))}
      onSelect={(keys) => {
        const [key] = keys;
        // A click on the open folder keeps it open.
        if (key !== undefined) onSelectFolder(String(key));
      }}
      loadData={loadData}
    />
  );
}
