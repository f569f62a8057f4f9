import { Alert, Button, Dialog, FilePicker, type PickedFile } from '@atelier/ui';
import { useState } from 'react';
import { useFeatureLocale } from '../locale';
import type { FolderFile } from './engine';
import type { UploadDialogProps } from './interface';
import * as styles from './UploadPanel.css';

const isInFolder = (picked: PickedFile) => picked.relativePath.includes('/');

/**
 * The add dialog: drop or pick files and whole folders, then start. Files of folders go through the folder upload
 * (the server creates the tree first); a refusal of the batch (2000 at most, counting pending ones) or of the
 * folder tree keeps what was picked so nothing is lost. A new version takes one file, no folders.
 */
export function UploadDialog({
  engine,
  options,
  newVersionOf,
  isOpen,
  onOpenChange,
  onQueued,
  description,
  locale,
}: UploadDialogProps) {
  const t = useFeatureLocale('UploadPanel', locale);
  const [picked, setPicked] = useState<PickedFile[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);

  const start = async () => {
    if (picked.length === 0) {
      setRefusal(t.noSelection);
      throw new Error(t.noSelection);
    }
    const folders: FolderFile[] = picked.filter(isInFolder).map(({ file, relativePath }) => ({ file, relativePath }));
    const files = picked.filter((p) => !isInFolder(p)).map((p) => p.file);
    const single = files.length > 0 ? engine.add(files, options) : null;
    if (single?.refusal) {
      setRefusal(single.refusal);
      throw new Error(single.refusal);
    }
    const tree = folders.length > 0 ? await engine.addFolder(folders, options) : null;
    if (tree?.refusal) {
      setRefusal(tree.refusal);
      // The single files are queued already: keep only the folders picked.
      setPicked((current) => current.filter(isInFolder));
      throw new Error(tree.refusal);
    }
    setPicked([]);
    setRefusal(null);
    onQueued?.();
  };

  return (
    <Dialog
      title={newVersionOf ? t.dialogTitleNewVersion(newVersionOf.resName) : t.dialogTitle}
      width={560}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      okText={t.start}
      cancelText={t.cancelDialog}
      onOk={start}
    >
      <div className={styles.dialogBody}>
        <FilePicker
          allowsMultiple={!newVersionOf}
          allowsDirectories={!newVersionOf}
          description={description}
          onSelect={(files) => {
            setRefusal(null);
            setPicked((current) => (newVersionOf ? files.slice(0, 1) : [...current, ...files]));
          }}
        />
        {picked.length > 0 ? (
          <div className={styles.picked}>
            <span aria-live="polite">{t.picked(picked.length)}</span>
            <Button variant="link" size="sm" onPress={() => setPicked([])}>
              {t.clearPicked}
            </Button>
          </div>
        ) : null}
        {refusal ? <Alert tone="warning" showIcon title={refusal} /> : null}
      </div>
    </Dialog>
  );
}
