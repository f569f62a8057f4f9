import type { ConflictChoices } from '@atelier/api';
import { Dialog, Select, useToast } from '@atelier/ui';
import { useState } from 'react';
import { useFeatureLocale } from '../locale';
import { ConflictDialog } from './ConflictDialog';
import * as styles from './FileManager.css';
import { FolderPickerTree } from './FolderPickerTree';
import { useCrossCopy, useFetchFolderContent, useMyProjects } from './hooks';
import type { CrossCopyDialogProps, FilesOwner } from './interface';
import { clashingNames, skippedNames } from './model';

const DISK: FilesOwner = { kind: 'disk' };

/**
 * 复制到项目 / 复制到网盘 (issue 26): the disk's files copied into a folder of a project the person picks, or a
 * project's files into a folder of the person's disk. Names already taken there open the same conflict dialog as a
 * move or copy before anything is sent; the server checks the levels (edit in the project, download from it) and
 * the disk's quota again.
 */
export function CrossCopyDialog(props: CrossCopyDialogProps) {
  const { direction, sources, isOpen, onOpenChange, onDone, locale } = props;
  const t = useFeatureLocale('FileManager', locale);
  const toast = useToast();
  const toProject = direction === 'toProject';
  const projects = useMyProjects(isOpen && toProject);
  const copy = useCrossCopy(direction);
  const [projectId, setProjectId] = useState<string | null>(toProject ? null : props.projectId);
  const target: FilesOwner | null = toProject ? (projectId === null ? null : { kind: 'project', projectId }) : DISK;
  const fetchContent = useFetchFolderContent(target ?? DISK);
  const [folder, setFolder] = useState<string | null>(null);
  const [clashes, setClashes] = useState<string[] | null>(null);

  const close = () => {
    setFolder(null);
    setClashes(null);
    onOpenChange(false);
  };

  const send = async (targetId: string, resolution: ConflictChoices = {}) => {
    const project = toProject ? projectId : props.projectId;
    if (project === null || project === undefined) return;
    await copy.mutateAsync({ resIds: sources.map((s) => s.resId), projectId: project, targetId, ...resolution });
    const count = sources.length - skippedNames(clashes ?? [], resolution).length;
    toast.success(t.copied(count));
    close();
    onDone?.();
  };

  const onOk = async (): Promise<boolean> => {
    if (target === null) {
      toast.warning(t.projectRequired);
      return false;
    }
    if (folder === null) {
      toast.warning(t.targetRequired);
      return false;
    }
    try {
      const names = clashingNames(sources, (await fetchContent(folder)).list);
      if (names.length > 0) {
        setClashes(names);
        return false;
      }
      await send(folder);
      return true;
    } catch {
      return false;
    }
  };

  const options = projects.data?.pageInfo.list.map((p) => ({ id: p.id, label: p.name })) ?? [];
  return (
    <>
      <Dialog
        title={toProject ? t.copyToProject : t.copyToDisk}
        isOpen={isOpen && clashes === null}
        onOpenChange={(open) => (open ? onOpenChange(true) : close())}
        onOk={onOk}
        okText={t.ok}
        cancelText={t.cancel}
      >
        <div className={styles.section}>
          {toProject ? (
            <Select
              label={t.targetProject}
              placeholder={t.projectRequired}
              emptyText={t.noProjects}
              items={options}
              selectedKey={projectId}
              onSelectionChange={(key) => {
                setProjectId(key === null ? null : String(key));
                setFolder(null);
              }}
            />
          ) : null}
          {target !== null ? (
            <>
              <p className={styles.muted}>{t.chooseTarget}</p>
              <FolderPickerTree
                key={target.kind === 'project' ? target.projectId : 'disk'}
                owner={target}
                label={t.chooseTarget}
                rootTitle={t.root}
                selected={folder}
                onSelect={(folderId) => setFolder(folderId)}
              />
            </>
          ) : null}
        </div>
      </Dialog>
      {clashes !== null && folder !== null ? (
        <ConflictDialog
          names={clashes}
          isOpen
          locale={locale}
          onCancel={() => setClashes(null)}
          onChoose={(resolution) => {
            void send(folder, resolution).catch(() => setClashes(null));
          }}
        />
      ) : null}
    </>
  );
}
