import { type FlowTemplateListEntry, PageSize } from '@atelier/api';
import {
  AddIcon,
  Alert,
  Button,
  ConfirmDeleteButton,
  EditIcon,
  Empty,
  Table,
  type TableColumn,
  Tag,
  useToast,
} from '@atelier/ui';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useFeatureLocale } from '../locale';
import * as styles from './FlowTemplateList.css';
import { useDeleteFlowTemplate, useFlowTemplateList } from './hooks';
import type { FlowTemplateListProps } from './interface';
import { useFlowTemplateEditor } from './useFlowTemplateEditor';

/**
 * A project's flow templates (000 section 7): name, node count and owner, 10 a page; add, and edit or delete
 * one's own (the server refuses the others' too). Editing opens the FlowTemplateDialog.
 */
export function FlowTemplateList({
  projectId,
  projectName,
  enterpriseId,
  pageSize = PageSize.FlowTemplates,
  onChange,
  locale,
}: FlowTemplateListProps) {
  const t = useFeatureLocale('FlowTemplateList', locale);
  const titleId = useId();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const { edit, dialog } = useFlowTemplateEditor({
    projectId,
    projectName,
    enterpriseId,
    onSaved: () => {
      toast.success(t.saved);
      onChange?.();
    },
  });
  const list = useFlowTemplateList(projectId, page, pageSize);
  const remove = useDeleteFlowTemplate();

  const total = list.data?.total ?? 0;
  const rows = list.data?.list ?? [];
  // The last row of the last page deleted: step back to the page that still has rows.
  useEffect(() => {
    if (list.data && rows.length === 0 && page > 1) setPage(Math.max(1, Math.ceil(total / pageSize)));
  }, [list.data, rows.length, page, total, pageSize]);

  const columns = useMemo<TableColumn<FlowTemplateListEntry>[]>(
    () => [
      { key: 'actName', title: t.name, dataIndex: 'actName', isRowHeader: true },
      { key: 'total', title: t.nodes, width: 120, render: (row) => t.nodeCount(row.total) },
      {
        key: 'owner',
        title: t.owner,
        width: 140,
        render: (row) =>
          row.mine ? (
            <Tag color="brand" size="sm">
              {t.mine}
            </Tag>
          ) : (
            <span className={styles.muted}>{t.others}</span>
          ),
      },
      {
        key: 'actions',
        title: t.actions,
        width: 180,
        render: (row) =>
          row.mine ? (
            <div className={styles.actions}>
              <Button
                variant="link"
                size="sm"
                icon={<EditIcon />}
                aria-label={t.editTemplate(row.actName)}
                onPress={() => edit({ mode: 'edit', actId: row.id })}
              >
                {t.edit}
              </Button>
              <ConfirmDeleteButton
                aria-label={t.removeTemplate(row.actName)}
                confirmTitle={t.confirmRemove(row.actName)}
                confirmContent={t.confirmRemoveText}
                onDelete={async () => {
                  await remove.mutateAsync(row.id);
                  toast.success(t.removed);
                  onChange?.();
                }}
              >
                {t.remove}
              </ConfirmDeleteButton>
            </div>
          ) : (
            <span className={styles.muted}>{t.ownerOnly}</span>
          ),
      },
    ],
    [t, remove, toast, onChange, edit],
  );

  const addButton = (
    <Button variant="primary" icon={<AddIcon />} onPress={() => edit({ mode: 'add' })}>
      {t.add}
    </Button>
  );

  let body: ReactNode;
  if (list.isError && !list.data) {
    body = (
      <Alert
        tone="error"
        showIcon
        title={t.loadFailed}
        action={
          <Button size="sm" onPress={() => void list.refetch()}>
            {t.retry}
          </Button>
        }
      />
    );
  } else if (list.data && total === 0) {
    body = <Empty description={t.empty}>{addButton}</Empty>;
  } else {
    body = (
      <Table
        aria-labelledby={titleId}
        columns={columns}
        dataSource={rows}
        rowKey="id"
        loading={list.isFetching}
        pagination={{ total, pageSize, current: page, onChange: setPage, showTotal: true, hideOnSinglePage: true }}
      />
    );
  }

  return (
    <section className={styles.list} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t.title}
        </h2>
        {list.data && total === 0 ? null : addButton}
      </header>
      {body}
      {dialog}
    </section>
  );
}
