import { PageSize, type StampLog } from '@atelier/api';
import { Button, DatePicker, type TableColumn } from '@atelier/ui';
import { useId, useMemo, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { QueryTable } from '../shared/QueryTable';
import * as styles from './Ca.css';
import { useStampLog } from './hooks';
import type { StampLogTableProps } from './interface';
import { isRangeValid, rangeQuery, type TimeRange } from './model';

const OPEN: TimeRange = { start: '', end: '' };

/**
 * The stamp usage log (/sys/log/getStampLog): every use of a stamp with who, when and what for (the approval),
 * newest first, 50 a page, filtered by a range of days; an end before the start is refused before asking.
 */
export function StampLogTable({
  stampId,
  userId,
  enterpriseId,
  pageSize = PageSize.StampList,
  locale,
}: StampLogTableProps) {
  const t = useFeatureLocale('StampLogTable', locale);
  const titleId = useId();
  const [range, setRange] = useState<TimeRange>(OPEN);
  // The range last valid: a wrong one keeps the list of the right one until fixed.
  const [applied, setApplied] = useState<TimeRange>(OPEN);
  const [page, setPage] = useState(1);
  const valid = isRangeValid(range);

  const change = (next: TimeRange) => {
    setRange(next);
    if (isRangeValid(next)) {
      setApplied(next);
      setPage(1);
    }
  };

  const log = useStampLog({ pageNum: page, pageSize, enterpriseId, stampId, userId, ...rangeQuery(applied) });
  const total = log.data?.total ?? 0;

  const columns = useMemo<TableColumn<StampLog>[]>(
    () => [
      { key: 'stampName', title: t.stamp, dataIndex: 'stampName', isRowHeader: true },
      { key: 'realname', title: t.user, width: 120, dataIndex: 'realname' },
      { key: 'operation', title: t.operation, dataIndex: 'operation' },
      { key: 'createTime', title: t.time, width: 180, dataIndex: 'createTime' },
    ],
    [t],
  );

  const body = (
    <QueryTable
      query={log}
      total={total}
      strings={{ loadFailed: t.loadFailed, retry: t.retry, empty: t.empty }}
      aria-labelledby={titleId}
      columns={columns}
      rowKey="id"
      pagination={{ total, pageSize, current: page, onChange: setPage, showTotal: true, hideOnSinglePage: true }}
    />
  );

  return (
    <section className={styles.list} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t.title}
        </h2>
      </header>
      <div className={styles.toolbar}>
        <DatePicker
          className={styles.filter}
          label={t.start}
          value={range.start}
          onChange={(start) => change({ ...range, start })}
        />
        <DatePicker
          className={styles.filter}
          label={t.end}
          value={range.end}
          onChange={(end) => change({ ...range, end })}
          errorMessage={valid ? undefined : t.rangeInvalid}
        />
        <Button isDisabled={range.start === '' && range.end === ''} onPress={() => change(OPEN)}>
          {t.reset}
        </Button>
      </div>
      {body}
    </section>
  );
}
