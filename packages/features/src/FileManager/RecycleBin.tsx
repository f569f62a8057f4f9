import type { RecycleEntry } from '@atelier/api';
import { Button, ConfirmDeleteButton, FolderIcon, type TableColumn, useToast } from '@atelier/ui';
import { useId, useMemo, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { QueryTable } from '../shared/QueryTable';
import { SectionTitle } from '../shared/SectionTitle';
import * as styles from './FileManager.css';
import { ownerOf, useDeleteFromRecycle, useRecover, useRecycleBin } from './hooks';
import type { RecycleBinProps } from './interface';

const PAGE_SIZE = 20;

/**
 * The project's recycle bin (001 sections 4.7, 7.4): what was deleted, from where, by whom and when, and the days
 * left of its 30; 恢复 puts it back where it was (a folder itself in the bin is named in the refusal), 彻底删除 asks
 * first. Refusals are shown by the shared handling.
 */
export function RecycleBin(props: RecycleBinProps) {
  const { onRestored, showTitle = true, locale } = props;
  const owner = ownerOf(props);
  const t = useFeatureLocale('FileManager', locale);
  const toast = useToast();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const bin = useRecycleBin(owner, page, PAGE_SIZE);
  const recover = useRecover(owner);
  const purge = useDeleteFromRecycle(owner);
  const total = bin.data?.total ?? 0;

  const columns = useMemo<TableColumn<RecycleEntry>[]>(
    () => [
      {
        key: 'resName',
        title: t.name,
        isRowHeader: true,
        render: (entry) => (
          <span>
            {entry.isFolder ? <FolderIcon tone="warning" /> : null} {entry.resName}
          </span>
        ),
      },
      { key: 'path', title: t.originalPath, render: (entry) => entry.path || t.root },
      { key: 'deleteBy', title: t.deletedBy, width: 100, dataIndex: 'deleteBy' },
      { key: 'deleteTime', title: t.deleteTime, width: 170, dataIndex: 'deleteTime' },
      { key: 'daysLeft', title: t.daysLeft, width: 90, render: (entry) => t.days(entry.daysLeft) },
      {
        key: 'actions',
        title: t.actions,
        width: 180,
        render: (entry) => (
          <div className={styles.rowActions}>
            <Button
              size="sm"
              aria-label={t.restoreNamed(entry.resName)}
              onPress={() =>
                void recover
                  .mutateAsync([entry.resId])
                  .then(() => {
                    toast.success(t.restored);
                    onRestored?.([entry]);
                  })
                  .catch(() => undefined)
              }
            >
              {t.restore}
            </Button>
            <ConfirmDeleteButton
              size="sm"
              aria-label={t.deleteForGoodNamed(entry.resName)}
              confirmTitle={t.deleteForGoodConfirm(entry.resName)}
              onDelete={async () => {
                await purge.mutateAsync([entry.resId]);
                toast.success(t.deletedForGood);
              }}
            >
              {t.deleteForGood}
            </ConfirmDeleteButton>
          </div>
        ),
      },
    ],
    [t, recover, purge, toast, onRestored],
  );

  const body = (
    <QueryTable
      query={bin}
      total={total}
      strings={{ loadFailed: t.loadFailed, retry: t.retry, empty: t.recycleEmpty }}
      aria-labelledby={titleId}
      columns={columns}
      rowKey="resId"
      pagination={{
        total,
        pageSize: PAGE_SIZE,
        current: page,
        onChange: setPage,
        showTotal: true,
        hideOnSinglePage: true,
      }}
    />
  );
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <SectionTitle id={titleId} show={showTitle} className={styles.heading}>
        {t.recycleBin}
      </SectionTitle>
      {body}
    </section>
  );
}
