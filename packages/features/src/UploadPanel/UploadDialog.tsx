import { type ConflictChoices, formatFileSize, UPLOAD_MAX_FILES, UploadTarget } from '@atelier/api';
import { Alert, Button, CloseIcon, Dialog, FilePicker, IconButton, List, type PickedFile } from '@atelier/ui';
import { useMemo, useState } from 'react';
import { ConflictDialog } from '../FileManager';
import { useFeatureLocale } from '../locale';
import { type FolderFile, normalizePath, uploadFailureOf } from './engine';
import type { UploadDialogProps } from './interface';
import { mergePicked, pickedSummary, withoutPicked } from './picked';
import * as styles from './UploadPanel.css';

const isInFolder = (picked: PickedFile) => picked.relativePath.includes('/');

/** A pick's path as the engine matches it: the file's name at the top, its normalised path inside a folder. */
const pathOf = (picked: PickedFile) => (isInFolder(picked) ? normalizePath(picked.relativePath) : picked.file.name);

/** The picked list's rows: one line each, so 2000 of them scroll in a fixed height. */
const PICKED_ROW_HEIGHT = 32;
const PICKED_LIST_HEIGHT = 224;

/**
 * The add dialog: drop or pick files and whole folders, then start. Files of folders go through the folder upload
 * (the server creates the tree first); a refusal of the batch (2000 at most, counting pending ones) or of the
 * folder tree keeps what was picked so nothing is lost. A new version takes one file, no folders. Before starting,
 * the dialog names the destination folder and lists what was picked (the folders, then every file, virtualised),
 * each removable. Names already taken in the destination are asked about first, name by name with "apply to all"
 * (the conflict dialog): skipped files are left out, the others carry their choice; cancelling it keeps the pick.
 */
export function UploadDialog({
  engine,
  options,
  newVersionOf,
  isOpen,
  onOpenChange,
  onQueued,
  description,
  destination,
  locale,
}: UploadDialogProps) {
  const t = useFeatureLocale('UploadPanel', locale);
  const [picked, setPicked] = useState<PickedFile[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const summary = useMemo(() => pickedSummary(picked), [picked]);

  const [clashes, setClashes] = useState<string[] | null>(null);

  const queue = async (sameName?: { taken: readonly string[]; resolution: ConflictChoices }) => {
    const withChoices = sameName ? { ...options, sameName } : options;
    const folders: FolderFile[] = picked.filter(isInFolder).map(({ file, relativePath }) => ({ file, relativePath }));
    const files = picked.filter((p) => !isInFolder(p)).map((p) => p.file);
    const single = files.length > 0 ? engine.add(files, withChoices) : null;
    if (single?.refusal) {
      setRefusal(single.refusal);
      throw new Error(single.refusal);
    }
    const tree = folders.length > 0 ? await engine.addFolder(folders, withChoices) : null;
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

  const start = async () => {
    if (picked.length === 0) {
      setRefusal(t.noSelection);
      throw new Error(t.noSelection);
    }
    // A new version replaces one file on purpose: no name to clash. Over the batch limit the engine refuses
    // the whole pick with its message, so there is nothing to ask about.
    const checkNames =
      !newVersionOf && options.target.kind !== UploadTarget.ProjectEdition && picked.length <= UPLOAD_MAX_FILES;
    if (checkNames) {
      let taken: string[];
      try {
        taken = await engine.takenPaths(picked.map(pathOf), options.target);
      } catch (error) {
        const message = uploadFailureOf(error).message;
        setRefusal(message);
        throw new Error(message);
      }
      if (taken.length > 0) {
        setClashes(taken);
        return false;
      }
    }
    await queue();
    return true;
  };

  return (
    <>
      <Dialog
        title={newVersionOf ? t.dialogTitleNewVersion(newVersionOf.resName) : t.dialogTitle}
        width={560}
        isOpen={isOpen && clashes === null}
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
              setPicked((current) => (newVersionOf ? files.slice(0, 1) : mergePicked(current, files)));
            }}
          />
          {destination ? <p className={styles.destination}>{t.destination(destination)}</p> : null}
          {picked.length > 0 ? (
            <>
              <div className={styles.picked}>
                <span aria-live="polite">{t.pickedWithFolders(summary.files, summary.folders)}</span>
                <Button variant="link" size="sm" onPress={() => setPicked([])}>
                  {t.clearPicked}
                </Button>
              </div>
              <List
                aria-label={t.pickedList}
                items={picked}
                getKey={(entry) => entry.relativePath}
                itemHeight={PICKED_ROW_HEIGHT}
                height={Math.min(PICKED_LIST_HEIGHT, picked.length * PICKED_ROW_HEIGHT + 2)}
                className={styles.pickedList}
                renderItem={(entry) => (
                  <div className={styles.pickedRow}>
                    <span className={styles.pickedPath} title={entry.relativePath}>
                      {entry.relativePath}
                    </span>
                    <span className={styles.pickedSize}>{formatFileSize(entry.file.size)}</span>
                    <IconButton
                      size="sm"
                      variant="text"
                      icon={<CloseIcon />}
                      aria-label={t.removePicked(entry.relativePath)}
                      onPress={() => setPicked((current) => withoutPicked(current, entry.relativePath))}
                    />
                  </div>
                )}
              />
            </>
          ) : null}
          {refusal ? <Alert tone="warning" showIcon title={refusal} /> : null}
        </div>
      </Dialog>
      {clashes !== null ? (
        <ConflictDialog
          names={clashes}
          isOpen
          onCancel={() => setClashes(null)}
          onChoose={(resolution) => {
            const taken = clashes;
            setClashes(null);
            void queue({ taken, resolution }).then(
              () => onOpenChange(false),
              // The refusal shows in the upload dialog, back open with what was picked.
              () => undefined,
            );
          }}
        />
      ) : null}
    </>
  );
}
