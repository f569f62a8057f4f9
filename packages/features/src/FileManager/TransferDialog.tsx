import type { ConflictChoices, FolderTreeNode } from '@atelier/api';
import { Dialog, FolderIcon, Tree, type TreeNode, useToast } from '@atelier/ui';
import { useEffect, useMemo, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { ConflictDialog } from './ConflictDialog';
import * as styles from './FileManager.css';
import { ownerOf, useFetchFolderContent, useFolderPicker, useTransfer } from './hooks';
import type { TransferDialogProps } from './interface';
import { clashingNames, ROOT_FOLDER, skippedNames, targetRefusal } from './model';

/**
 * 移动到 / 复制到 (001 section 7.4): a folder picked in the project's tree, loaded a level at a time; a moved folder,
 * its subfolders and (for a move) the folder the sources are in are refused when picked, with the rule's message. Names already taken there open
 * the conflict dialog before anything is sent; the server checks everything again.
 */
export function TransferDialog(props: TransferDialogProps) {
  const { operation, parentId, sources, isOpen, onOpenChange, onDone, locale } = props;
  const owner = ownerOf(props);
  const t = useFeatureLocale('FileManager', locale);
  const toast = useToast();
  const picker = useFolderPicker(owner);
  const transfer = useTransfer(owner, operation);
  const fetchContent = useFetchFolderContent(owner);
  const [target, setTarget] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<string[]>([ROOT_FOLDER]);
  const [clashes, setClashes] = useState<string[] | null>(null);
  const { children, load } = picker;

  useEffect(() => {
    if (isOpen && !children.has(ROOT_FOLDER)) void load(ROOT_FOLDER).catch(() => undefined);
  }, [isOpen, children, load]);

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
    const build = (folderId: string, chain: string[]): TreeNode[] | undefined =>
      children.get(folderId)?.map((folder: FolderTreeNode) => {
        const path = [...chain, folder.resId];
        return {
          key: folder.resId,
          title: folder.resName,
          icon: <FolderIcon tone="warning" />,
          isLeaf: folder.isLeaf,
          children: build(folder.resId, path),
        };
      });
    return [
      {
        key: ROOT_FOLDER,
        title: t.root,
        icon: <FolderIcon tone="warning" />,
        children: build(ROOT_FOLDER, []),
      },
    ];
  }, [children, t.root]);

  const close = () => {
    setTarget(null);
    setClashes(null);
    onOpenChange(false);
  };

  const send = async (targetId: string, resolution: ConflictChoices = {}) => {
    await transfer.mutateAsync({ parentId, sourceIds: sources.map((s) => s.resId), targetId, ...resolution });
    // Skipped names stay where they were: the toast counts what went.
    const count = sources.length - skippedNames(clashes ?? [], resolution).length;
    toast.success(operation === 'move' ? t.moved(count) : t.copied(count));
    close();
    onDone?.();
  };

  const onOk = async (): Promise<boolean> => {
    if (target === null) {
      toast.warning(t.targetRequired);
      return false;
    }
    try {
      const content = await fetchContent(target);
      const names = clashingNames(sources, content.list);
      if (names.length > 0) {
        setClashes(names);
        return false;
      }
      await send(target);
      return true;
    } catch {
      return false;
    }
  };

  return (
    <>
      <Dialog
        title={operation === 'move' ? t.moveTo : t.copyTo}
        isOpen={isOpen && clashes === null}
        onOpenChange={(open) => (open ? onOpenChange(true) : close())}
        onOk={onOk}
        okText={t.ok}
        cancelText={t.cancel}
      >
        <div className={styles.section}>
          <p className={styles.muted}>{t.chooseTarget}</p>
          <div className={styles.picker}>
            <Tree
              aria-label={t.chooseTarget}
              treeData={treeData}
              selectedKeys={target === null ? [] : [target]}
              onSelect={(keys) => {
                const [key] = keys;
                if (key === undefined) return;
                // A moved folder, its subfolders and the folder they are in are refused here and on the server.
                const refusal = targetRefusal(operation, sources, parentId, chains.get(String(key)) ?? []);
                if (refusal) toast.warning(refusal);
                else setTarget(String(key));
              }}
              expandedKeys={expanded}
              onExpand={(keys) => setExpanded(keys.map(String))}
              loadData={(node) => load(String(node.key))}
            />
          </div>
        </div>
      </Dialog>
      {clashes !== null && target !== null ? (
        <ConflictDialog
          names={clashes}
          isOpen
          locale={locale}
          onCancel={() => setClashes(null)}
          onChoose={(resolution) => {
            void send(target, resolution).catch(() => setClashes(null));
          }}
        />
      ) : null}
    </>
  );
}
