import type { ConflictChoices } from '@atelier/api';
import { Dialog, useToast } from '@atelier/ui';
import { useState } from 'react';
import { useFeatureLocale } from '../locale';
import { ConflictDialog } from './ConflictDialog';
import * as styles from './FileManager.css';
import { FolderPickerTree } from './FolderPickerTree';
import { ownerOf, useFetchFolderContent, useTransfer } from './hooks';
import type { TransferDialogProps } from './interface';
import { clashingNames, skippedNames, targetRefusal } from './model';

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
  const transfer = useTransfer(owner, operation);
  const fetchContent = useFetchFolderContent(owner);
  const [target, setTarget] = useState<string | null>(null);
  const [clashes, setClashes] = useState<string[] | null>(null);

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
          <FolderPickerTree
            owner={owner}
            label={t.chooseTarget}
            rootTitle={t.root}
            selected={target}
            onSelect={(folderId, chain) => {
              // A moved folder, its subfolders and the folder they are in are refused here and on the server.
              const refusal = targetRefusal(operation, sources, parentId, chain);
              if (refusal) toast.warning(refusal);
              else setTarget(folderId);
            }}
          />
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
