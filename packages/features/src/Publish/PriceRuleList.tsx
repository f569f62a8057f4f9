import { PageSize } from '@atelier/api';
import { Button, ConfirmDeleteButton, type TableColumn, TextField, useToast } from '@atelier/ui';
import { useId, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { QueryTable } from '../shared/QueryTable';
import { SectionTitle } from '../shared/SectionTitle';
import * as styles from './Catalog.css';
import { priceSummary } from './catalogModel';
import { useCalcRulePage, useDebouncedValue, useDeleteCalcRule } from './hooks';
import type { PriceRuleListProps } from './interface';
import { PriceRuleEditor } from './PriceRuleEditor';

type Rule = { id: string; ruleName: string; remarks?: string | null; rows?: { sizeName: string; price: number }[] };

const SEARCH_DEBOUNCE_MS = 300;

/**
 * 计费规则 (/publish/rule): the enterprise's calculation rules, 50 a page, searched by name, each with the first
 * prices of its table; the publishing managers add, edit (the size × lengthening grid) and delete them.
 */
export function PriceRuleList({ pageSize = PageSize.PublishList, showTitle = true, locale }: PriceRuleListProps) {
  const t = useFeatureLocale('PriceRuleList', locale);
  const titleId = useId();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const settledKeyword = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const list = useCalcRulePage(page, pageSize, settledKeyword);
  const remove = useDeleteCalcRule();
  const [editing, setEditing] = useState<{ rule: Rule | null } | null>(null);
  const total = list.data?.total ?? 0;

  const columns: TableColumn<Rule>[] = [
    { key: 'ruleName', title: t.ruleName, dataIndex: 'ruleName', isRowHeader: true, width: 160 },
    {
      key: 'prices',
      title: t.prices,
      // The rest of the row; each price stays whole, wrapping between prices, never inside one (at 992 px it broke
      // after 'A0+0.125' and left '·' alone on a line, issue 22 item 11). A list with an item per price, so that
      // assistive technology reads them one by one, not run together as the '·' separators' loss left them.
      render: (row) => {
        const summary = priceSummary(row.rows);
        if (summary.items.length === 0) return '—';
        return (
          <ul className={styles.prices}>
            {summary.items.map((item) => (
              <li key={item} className={styles.price}>
                {item}
              </li>
            ))}
            {summary.more > 0 ? (
              <li className={`${styles.price} ${styles.muted}`}>{t.morePrices(summary.more)}</li>
            ) : null}
          </ul>
        );
      },
    },
    { key: 'remarks', title: t.remarks, width: 180, render: (row) => row.remarks || '—' },
    {
      key: 'actions',
      title: t.actions,
      width: 140,
      render: (row) => (
        <div className={styles.actions}>
          <Button
            variant="link"
            size="sm"
            aria-label={t.editLabel(row.ruleName)}
            onPress={() => setEditing({ rule: row })}
          >
            {t.edit}
          </Button>
          <ConfirmDeleteButton
            aria-label={t.deleteLabel(row.ruleName)}
            confirmTitle={t.deleteConfirm(row.ruleName)}
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
        <Button variant="primary" onPress={() => setEditing({ rule: null })}>
          {t.add}
        </Button>
      </div>
      {body}
      <PriceRuleEditor
        rule={editing?.rule ?? null}
        isOpen={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        t={t}
      />
    </section>
  );
}
