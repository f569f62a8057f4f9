import { PageSize } from '@atelier/api';
import { Button, ConfirmDeleteButton, type TableColumn, TextField, useToast } from '@atelier/ui';
import { useId, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { QueryTable } from '../shared/QueryTable';
import { SectionTitle } from '../shared/SectionTitle';
import * as styles from './Catalog.css';
import { useDebouncedValue, useDeletePublisher, usePublisherPage } from './hooks';
import type { PrintShopListProps } from './interface';
import { PrintShopDialog } from './PrintShopDialog';

type Shop = { id: string; name: string; contact?: string | null; phone?: string | null; address?: string | null };

const SEARCH_DEBOUNCE_MS = 300;

/**
 * 出版单位 (/publish/organization): the enterprise's print shops, 50 a page, searched by name; the publishing
 * managers add, edit and delete them. A shop that unfinished publish approvals use is not deleted: the server says
 * how many (shown by the shared response handling), the row stays.
 */
export function PrintShopList({ pageSize = PageSize.PublishList, showTitle = true, locale }: PrintShopListProps) {
  const t = useFeatureLocale('PrintShopList', locale);
  const titleId = useId();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const settledKeyword = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const list = usePublisherPage(page, pageSize, settledKeyword);
  const remove = useDeletePublisher();
  const [editing, setEditing] = useState<{ shop: Shop | null } | null>(null);
  const total = list.data?.total ?? 0;

  const columns: TableColumn<Shop>[] = [
    { key: 'name', title: t.name, dataIndex: 'name', isRowHeader: true },
    { key: 'contact', title: t.contact, width: 120, render: (row) => row.contact || '—' },
    { key: 'phone', title: t.phone, width: 150, render: (row) => row.phone || '—' },
    { key: 'address', title: t.address, render: (row) => row.address || '—' },
    {
      key: 'actions',
      title: t.actions,
      width: 140,
      render: (row) => (
        <div className={styles.actions}>
          <Button variant="link" size="sm" aria-label={t.editLabel(row.name)} onPress={() => setEditing({ shop: row })}>
            {t.edit}
          </Button>
          <ConfirmDeleteButton
            aria-label={t.deleteLabel(row.name)}
            confirmTitle={t.deleteConfirm(row.name)}
            confirmContent={t.deleteContent}
            onDelete={async () => {
              await remove.mutateAsync(row.id);
              toast.success(t.deleted);
            }}
          >
            {t.delete}
          </ConfirmDeleteButton>
        </div>
      ),
    },
  ];

  const body = (
    <QueryTable
      query={list}
      total={total}
      strings={{ loadFailed: t.loadFailed, retry: t.retry, empty: t.empty }}
      aria-labelledby={titleId}
      columns={columns}
      rowKey="id"
      pagination={{ total, pageSize, current: page, onChange: setPage, showTotal: true, hideOnSinglePage: true }}
    />
  );

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <SectionTitle id={titleId} show={showTitle} className={styles.title}>
        {t.title}
      </SectionTitle>
      <div className={styles.toolbar}>
        <TextField
          className={styles.search}
          aria-label={t.search}
          type="search"
          placeholder={t.searchPlaceholder}
          value={keyword}
          onChange={(value) => {
            setKeyword(value);
            setPage(1);
          }}
        />
        <Button variant="primary" onPress={() => setEditing({ shop: null })}>
          {t.add}
        </Button>
      </div>
      {body}
      <PrintShopDialog
        shop={editing?.shop ?? null}
        isOpen={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        t={t}
      />
    </section>
  );
}
