import type { Notice, NoticeSummary } from '@atelier/api';
import { Button, type TableColumn, UserText } from '@atelier/ui';
import { useId, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { useApiClient } from '../provider';
import { ConfirmDeleteDialog } from '../shared/ConfirmDeleteDialog';
import { QueryTable } from '../shared/QueryTable';
import { RowActions } from '../shared/RowActions';
import { useRunChange } from '../shared/useRunChange';
import { useNoticeChanges, useNotices } from './hooks';
import type { EnterpriseNoticesProps } from './interface';
import { NoticeDetails } from './NoticeDetails';
import { NoticeEditor } from './NoticeEditor';
import * as styles from './Notices.css';

type Action =
  | { kind: 'add' }
  | { kind: 'edit'; notice: Notice }
  | { kind: 'delete'; row: NoticeSummary }
  | { kind: 'view'; id: string };

/**
 * 企业公告 (issue 28; 001 section 7.11 noticeList, noticeDetails, insertNotice, updateNotice, deleteNotice): the
 * enterprise's notices in the notification centre's enterprise scope. Every member lists and opens them; the
 * administrator (`canManage`) publishes, edits and deletes, and the server checks that again.
 */
export function EnterpriseNotices({ canManage, locale }: EnterpriseNoticesProps) {
  const t = useFeatureLocale('Notices', locale);
  const titleId = useId();
  const run = useRunChange();
  const client = useApiClient();
  const list = useNotices();
  const changes = useNoticeChanges();
  const [action, setAction] = useState<Action | null>(null);

  const edit = async (row: NoticeSummary) => {
    try {
      setAction({ kind: 'edit', notice: await client.notice.details({ id: row.id }) });
    } catch {
      // The shared handling has said why (the notice was deleted meanwhile): the list refreshes.
      void list.refetch();
    }
  };

  const columns: TableColumn<NoticeSummary>[] = [
    {
      key: 'title',
      title: t.noticeTitle,
      isRowHeader: true,
      render: (row) => (
        <Button
          variant="link"
          size="sm"
          className={styles.titleButton}
          onPress={() => setAction({ kind: 'view', id: row.id })}
        >
          <UserText>{row.title}</UserText>
        </Button>
      ),
    },
    { key: 'createBy', title: t.createBy, width: 120, render: (row) => <UserText>{row.createBy}</UserText> },
    { key: 'createTime', title: t.createTime, dataIndex: 'createTime', width: 170 },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: t.actions,
            width: 140,
            render: (row: NoticeSummary) => (
              <RowActions
                className={styles.actions}
                actions={[
                  { label: t.edit, ariaLabel: t.actionOf(t.edit, row.title), onPress: () => edit(row) },
                  {
                    label: t.delete,
                    ariaLabel: t.actionOf(t.delete, row.title),
                    danger: true,
                    onPress: () => setAction({ kind: 'delete', row }),
                  },
                ]}
              />
            ),
          } satisfies TableColumn<NoticeSummary>,
        ]
      : []),
  ];

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t.title}
        </h2>
        {canManage ? (
          <Button variant="primary" onPress={() => setAction({ kind: 'add' })}>
            {t.add}
          </Button>
        ) : null}
      </div>
      <p className={styles.hint}>{t.hint}</p>
      <QueryTable
        query={list}
        total={list.data?.total ?? 0}
        strings={{ loadFailed: t.loadFailed, retry: t.retry, empty: t.empty }}
        aria-labelledby={titleId}
        columns={columns}
        rowKey="id"
      />
      <NoticeDetails id={action?.kind === 'view' ? action.id : null} t={t} onClose={() => setAction(null)} />
      <NoticeEditor
        isOpen={action?.kind === 'add' || action?.kind === 'edit'}
        notice={action?.kind === 'edit' ? action.notice : undefined}
        t={t}
        onClose={() => setAction(null)}
        onSubmit={(draft) =>
          action?.kind === 'edit'
            ? run(() => changes.update.mutateAsync({ id: action.notice.id, ...draft }), t.edited)
            : run(() => changes.add.mutateAsync(draft), t.added)
        }
      />
      <ConfirmDeleteDialog
        target={action?.kind === 'delete' ? action.row : null}
        title={t.deleteTitle}
        message={(row) => t.deleteText(row.title)}
        okText={t.delete}
        cancelText={t.cancel}
        onClose={() => setAction(null)}
        onConfirm={(row) => run(() => changes.remove.mutateAsync(row.id), t.deleted)}
      />
    </section>
  );
}
