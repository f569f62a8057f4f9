import { Dialog, type TableColumn, UserText, useToast } from '@atelier/ui';
import { useState } from 'react';
import { useFeatureLocale } from '../locale';
import { QueryTable } from '../shared/QueryTable';
import { RowActions } from '../shared/RowActions';
import { useProjectRecycle, usePurgeProject, useRestoreProject } from './hooks';
import type { ProjectRecycleDialogProps } from './interface';
import * as styles from './ProjectMembers.css';

type Row = NonNullable<ReturnType<typeof useProjectRecycle>['data']>['list'][number];
type Action = { kind: 'restore' | 'purge'; row: Row };

/**
 * 项目回收站 (issue 25; 001 sections 4.7 and 6): the caller's deleted projects (every one for the administrator) with
 * the days left of their 30, restored or deleted for good after a confirmation. The server decides who may.
 */
export function ProjectRecycleDialog({ isOpen, onOpenChange, locale }: ProjectRecycleDialogProps) {
  const t = useFeatureLocale('ProjectRecycle', locale);
  const toast = useToast();
  const list = useProjectRecycle(isOpen);
  const restore = useRestoreProject();
  const purge = usePurgeProject();
  const [action, setAction] = useState<Action | null>(null);

  const columns: TableColumn<Row>[] = [
    { key: 'name', title: t.name, isRowHeader: true, render: (row) => <UserText>{row.name}</UserText> },
    { key: 'creatorName', title: t.creator, dataIndex: 'creatorName', width: 100 },
    { key: 'deleteTime', title: t.deleteTime, dataIndex: 'deleteTime', width: 170 },
    { key: 'daysLeft', title: t.daysLeft, width: 90, render: (row) => t.days(row.daysLeft) },
    {
      key: 'actions',
      title: t.actions,
      width: 150,
      render: (row) => (
        <RowActions
          className={styles.actions}
          actions={[
            {
              label: t.restore,
              ariaLabel: t.actionOf(t.restore, row.name),
              onPress: () => setAction({ kind: 'restore', row }),
            },
            {
              label: t.purge,
              ariaLabel: t.actionOf(t.purge, row.name),
              danger: true,
              onPress: () => setAction({ kind: 'purge', row }),
            },
          ]}
        />
      ),
    },
  ];

  const confirm = async () => {
    if (!action) return false;
    try {
      if (action.kind === 'restore') await restore.mutateAsync(action.row.id);
      else await purge.mutateAsync(action.row.id);
    } catch {
      return false;
    }
    toast.success(action.kind === 'restore' ? t.restored(action.row.name) : t.purged);
    return true;
  };

  return (
    <>
      <Dialog title={t.title} isOpen={isOpen} onOpenChange={onOpenChange} width={800} footer={null} closable>
        <div className={styles.form}>
          <p className={styles.text}>{t.hint}</p>
          <QueryTable
            query={list}
            total={list.data?.total ?? 0}
            strings={{ loadFailed: t.loadFailed, retry: t.retry, empty: t.empty }}
            aria-label={t.title}
            columns={columns}
            rowKey="id"
          />
        </div>
      </Dialog>
      <Dialog
        title={action?.kind === 'purge' ? t.purgeTitle : t.restoreTitle}
        role="alertdialog"
        width={420}
        isOpen={action !== null}
        onOpenChange={(open) => {
          if (!open) setAction(null);
        }}
        okText={action?.kind === 'purge' ? t.purge : t.restore}
        cancelText={t.cancel}
        okButtonProps={action?.kind === 'purge' ? { danger: true } : {}}
        onOk={confirm}
      >
        <p className={styles.text}>
          {action ? (action.kind === 'purge' ? t.purgeText(action.row.name) : t.restoreText(action.row.name)) : ''}
        </p>
      </Dialog>
    </>
  );
}
