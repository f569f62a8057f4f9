import type { DrawingRef, ProjectResource } from '@atelier/api';
import {
  Alert,
  Button,
  Dialog,
  DrawingIcon,
  FolderIcon,
  Tree,
  type TreeNode,
  type TreeProps,
  useToast,
} from '@atelier/ui';
import { useEffect, useMemo, useState } from 'react';
import { useChosenFiles, useLoadProjectFolder, useProjectFolder } from './hooks';
import type { RecognitionFileListLocale } from './interface';
import { topCheckedKeys } from './model';
import * as styles from './RecognitionFileList.css';

type TreeKey = NonNullable<TreeProps['checkedKeys']>[number];

const ROOT = '0';

export interface AddFilesDialogProps {
  projectId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Adds the chosen files to the list (or the server's: a publish plan); answers how many were not in it yet. A
   * rejection (a refusal the shared handling showed) keeps the dialog and the choice. */
  onAdd: (files: DrawingRef[]) => number | Promise<number>;
  t: RecognitionFileListLocale;
}

/**
 * "Continue adding files": the project's folders and files in a lazy tree with checkboxes (a folder's entries load
 * on its first expand). OK sends the checked files and folders to the server, which expands the folders; choosing
 * nothing warns 请选择文件或文件夹 and keeps the dialog open.
 */
export function AddFilesDialog({ projectId, isOpen, onOpenChange, onAdd, t }: AddFilesDialogProps) {
  const toast = useToast();
  const root = useProjectFolder(projectId, ROOT, isOpen);
  const loadFolder = useLoadProjectFolder(projectId);
  const chosen = useChosenFiles(projectId);
  // Entries of the folders expanded so far, kept across openings (the tree starts folded again).
  const [loaded, setLoaded] = useState<ReadonlyMap<string, ProjectResource[]>>(() => new Map());
  const [checkedKeys, setCheckedKeys] = useState<TreeKey[]>([]);
  const [warning, setWarning] = useState<string | null>(null);

  useEffect(() => {
    if (!isOpen) return;
    setCheckedKeys([]);
    setWarning(null);
  }, [isOpen]);

  const { treeData, parentOf } = useMemo(() => {
    const parents = new Map<string, string>();
    const toNode = (resource: ProjectResource): TreeNode => {
      parents.set(resource.resId, resource.parentId);
      if (!resource.isFolder) {
        return { key: resource.resId, title: resource.resName, icon: <DrawingIcon />, isLeaf: true };
      }
      const children = loaded.get(resource.resId);
      return {
        key: resource.resId,
        title: resource.resName,
        icon: <FolderIcon />,
        children: children ? children.map(toNode) : undefined,
      };
    };
    return { treeData: (root.data ?? []).map(toNode), parentOf: parents };
  }, [root.data, loaded]);

  const loadData = async (node: TreeNode) => {
    const key = String(node.key);
    const entries = await loadFolder(key);
    setLoaded((prev) => new Map(prev).set(key, entries));
  };

  const ok = async () => {
    const checked = checkedKeys.map(String);
    if (checked.length === 0) {
      setWarning(t.noSelection);
      return false;
    }
    let files: DrawingRef[];
    try {
      files = await chosen.mutateAsync(topCheckedKeys(checked, parentOf));
    } catch {
      // The shared response handling has said why; the choice stays.
      return false;
    }
    if (files.length === 0) {
      setWarning(t.noFilesFound);
      return false;
    }
    let added: number;
    try {
      added = await onAdd(files);
    } catch {
      return false;
    }
    if (added > 0) toast.success(t.added(added));
    else toast.info(t.nothingNew);
    return true;
  };

  return (
    <Dialog
      title={t.addDialogTitle}
      width={560}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      okText={t.ok}
      cancelText={t.cancel}
      onOk={ok}
      isPending={root.isPending && !root.isError}
    >
      <div className={styles.dialogBody}>
        {root.isError ? (
          <Alert
            tone="error"
            title={t.loadFailed}
            action={
              <Button size="sm" variant="link" onPress={() => void root.refetch()}>
                {t.retry}
              </Button>
            }
          />
        ) : (
          <Tree
            aria-label={t.projectFiles}
            className={styles.tree}
            treeData={treeData}
            checkable
            checkedKeys={checkedKeys}
            onCheck={(keys) => {
              setCheckedKeys(keys);
              setWarning(null);
            }}
            loadData={loadData}
          />
        )}
        {warning ? <Alert tone="warning" title={warning} /> : null}
      </div>
    </Dialog>
  );
}
