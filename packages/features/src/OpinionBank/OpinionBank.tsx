import {
  OPINION_LIBRARIES,
  OPINION_TYPES,
  type Opinion,
  OpinionBankLimit,
  OpinionLibrary,
  type OpinionType,
} from '@atelier/api';
import { Button, Select, type TableColumn, Tabs, TextField, useToast } from '@atelier/ui';
import { useId, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { ConfirmDeleteDialog } from '../shared/ConfirmDeleteDialog';
import { QueryTable } from '../shared/QueryTable';
import { RowActions } from '../shared/RowActions';
import { useRunChange } from '../shared/useRunChange';
import { useOpinionChanges, useOpinionPage } from './hooks';
import type { OpinionBankProps } from './interface';
import * as styles from './OpinionBank.css';
import { OpinionDialog } from './OpinionDialog';
import { OpinionImportDialog } from './OpinionImportDialog';

type Action = { kind: 'add' } | { kind: 'edit'; row: Opinion } | { kind: 'delete'; row: Opinion } | { kind: 'import' };

const ALL = 'all';

/**
 * 意见库 (/account/opinion and /enterprise/opinion; issue 29, 000 sections 7 and 9, 001 section 3.6): a bank's
 * opinions in its two library tabs (评审意见库, 通用意见库), 30 a page, filtered by type and a keyword; added,
 * edited and deleted in dialogs, and imported from the spec's spreadsheet template with the refused rows' file.
 */
export function OpinionBank({ state, showTitle = true, locale }: OpinionBankProps) {
  const t = useFeatureLocale('OpinionBank', locale);
  const titleId = useId();
  const toast = useToast();
  const run = useRunChange();
  const [library, setLibrary] = useState<OpinionLibrary>(OpinionLibrary.Review);
  const [type, setType] = useState<OpinionType | undefined>();
  const [keyword, setKeyword] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [action, setAction] = useState<Action | null>(null);
  const query = {
    opinionCation: library,
    pageNum,
    pageSize: OpinionBankLimit.PageSize,
    ...(type === undefined ? {} : { type }),
    ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
  };
  const list = useOpinionPage(state, query);
  const changes = useOpinionChanges(state);
  const total = list.data?.total ?? 0;

  const columns: TableColumn<Opinion>[] = [
    {
      key: 'comment',
      title: t.comment,
      isRowHeader: true,
      render: (row) => <span className={styles.comment}>{row.comment}</span>,
    },
    { key: 'type', title: t.type, width: 130, render: (row) => t.types[row.type as OpinionType] ?? row.type },
    { key: 'specialty', title: t.specialty, width: 120, render: (row) => row.opinionSpecialty || '—' },
    {
      key: 'actions',
      title: t.actions,
      width: 140,
      render: (row) => (
        <RowActions
          className={styles.actions}
          actions={[
            {
              label: t.edit,
              ariaLabel: t.actionOf(t.edit, row.comment),
              onPress: () => setAction({ kind: 'edit', row }),
            },
            {
              label: t.delete,
              ariaLabel: t.actionOf(t.delete, row.comment),
              danger: true,
              onPress: () => setAction({ kind: 'delete', row }),
            },
          ]}
        />
      ),
    },
  ];

  const table = (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <Select
          label={t.typeFilter}
          items={[{ id: ALL, label: t.allTypes }, ...OPINION_TYPES.map((id) => ({ id, label: t.types[id] }))]}
          selectedKey={type ?? ALL}
          onSelectionChange={(key) => {
            setType(key === null || key === ALL ? undefined : (Number(key) as OpinionType));
            setPageNum(1);
          }}
        />
        <TextField
          label={t.keyword}
          placeholder={t.keywordPlaceholder}
          value={keyword}
          onChange={(value) => {
            setKeyword(value);
            setPageNum(1);
          }}
        />
        <span className={styles.grow} />
        <Button onPress={() => setAction({ kind: 'import' })}>{t.import}</Button>
        <Button variant="primary" onPress={() => setAction({ kind: 'add' })}>
          {t.add}
        </Button>
      </div>
      <QueryTable
        query={list}
        total={total}
        strings={{ loadFailed: t.loadFailed, retry: t.retry, empty: t.empty }}
        aria-label={`${t.title[state]} ${t.libraries[library]}`}
        columns={columns}
        rowKey="id"
        pagination={{
          total,
          pageSize: OpinionBankLimit.PageSize,
          current: pageNum,
          onChange: setPageNum,
          hideOnSinglePage: true,
          showTotal: true,
        }}
      />
    </div>
  );

  return (
    <section
      className={styles.section}
      {...(showTitle ? { 'aria-labelledby': titleId } : { 'aria-label': t.title[state] })}
    >
      {showTitle ? (
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {t.title[state]}
          </h2>
        </div>
      ) : null}
      <p className={styles.hint}>{t.hint[state]}</p>
      <Tabs
        aria-label={t.title[state]}
        selectedKey={library}
        onSelectionChange={(key) => {
          setLibrary(key as OpinionLibrary);
          setPageNum(1);
        }}
        items={OPINION_LIBRARIES.map((id) => ({ id, label: t.libraries[id], content: id === library ? table : null }))}
      />
      <OpinionDialog
        isOpen={action?.kind === 'add' || action?.kind === 'edit'}
        opinion={action?.kind === 'edit' ? action.row : null}
        library={library}
        t={t}
        onClose={() => setAction(null)}
        onSubmit={async (input) => {
          if (action?.kind === 'edit') {
            return run(() => changes.update.mutateAsync({ ...input, id: action.row.id }), t.saved);
          }
          try {
            await changes.add.mutateAsync(input);
            toast.success(t.added);
            setPageNum(1);
            return true;
          } catch {
            return false;
          }
        }}
      />
      <ConfirmDeleteDialog
        target={action?.kind === 'delete' ? action.row : null}
        title={t.deleteTitle}
        message={(row) => t.deleteText(row.comment)}
        okText={t.delete}
        cancelText={t.cancel}
        onClose={() => setAction(null)}
        onConfirm={(row) => run(() => changes.remove.mutateAsync(row.id), t.deleted)}
      />
      <OpinionImportDialog
        isOpen={action?.kind === 'import'}
        state={state}
        library={library}
        t={t}
        onClose={() => setAction(null)}
      />
    </section>
  );
}
