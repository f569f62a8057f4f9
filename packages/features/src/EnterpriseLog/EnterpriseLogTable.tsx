import { AuditAction as Actions, AUDIT_PAGE_SIZE, type AuditAction, type AuditEntry } from '@atelier/api';
import { Button, DatePicker, Select, type TableColumn } from '@atelier/ui';
import { useId, useMemo, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { QueryTable } from '../shared/QueryTable';
import { SectionTitle } from '../shared/SectionTitle';
import * as styles from './EnterpriseLog.css';
import { useEnterpriseLog, useLogPeople } from './hooks';
import type { EnterpriseLogTableProps } from './interface';
import { detailsText, hasFilters, isLogRangeValid, type LogFilters, NO_FILTERS } from './model';

const ALL = '__all__';

/**
 * 企业日志 (/enterprise/log, issue 24; `arcLogList`): who did what in the enterprise, newest first, 20 a page,
 * filtered by person, action and a range of days (an end before the start is refused before asking; the list of the
 * last valid filters stays meanwhile). For the enterprise's administrators; the server refuses everyone else.
 */
export function EnterpriseLogTable({
  pageSize = AUDIT_PAGE_SIZE,
  className,
  showTitle = true,
  locale,
}: EnterpriseLogTableProps) {
  const t = useFeatureLocale('EnterpriseLog', locale);
  const titleId = useId();
  const [filters, setFilters] = useState<LogFilters>(NO_FILTERS);
  const [applied, setApplied] = useState<LogFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const valid = isLogRangeValid(filters);
  const log = useEnterpriseLog(applied, { pageNum: page, pageSize });
  const people = useLogPeople();
  const total = log.data?.total ?? 0;

  const change = (next: LogFilters) => {
    setFilters(next);
    if (isLogRangeValid(next)) {
      setApplied(next);
      setPage(1);
    }
  };

  const personItems = useMemo(
    () => [
      { id: ALL, label: t.allPeople },
      ...(people.data?.list ?? []).map((p) => ({ id: p.userId, label: p.realname })),
    ],
    [people.data, t],
  );
  const actionItems = useMemo(
    () => [
      { id: ALL, label: t.allActions },
      ...Object.values(Actions).map((id) => ({ id: id as string, label: t.actionText[id] })),
    ],
    [t],
  );

  const columns = useMemo<TableColumn<AuditEntry>[]>(
    () => [
      { key: 'createTime', title: t.time, dataIndex: 'createTime', width: 170, nowrap: true },
      { key: 'createByName', title: t.person, dataIndex: 'createByName', width: 110, isRowHeader: true },
      { key: 'type', title: t.action, width: 130, render: (e) => t.actionText[e.type] ?? e.typeText },
      { key: 'target', title: t.target, render: (e) => e.target || '—' },
      {
        key: 'details',
        title: t.details,
        render: (e) => <span className={styles.details}>{detailsText(e.details) || '—'}</span>,
      },
    ],
    [t],
  );

  return (
    <section className={className ? `${styles.list} ${className}` : styles.list} aria-labelledby={titleId}>
      <SectionTitle id={titleId} show={showTitle} className={styles.title}>
        {t.title}
      </SectionTitle>
      <div className={styles.toolbar}>
        <Select
          className={styles.filter}
          label={t.person}
          items={personItems}
          selectedKey={filters.createBy || ALL}
          onSelectionChange={(key) => change({ ...filters, createBy: key === ALL || !key ? '' : String(key) })}
        />
        <Select
          className={styles.filter}
          label={t.action}
          items={actionItems}
          selectedKey={filters.type || ALL}
          onSelectionChange={(key) =>
            change({ ...filters, type: key === ALL || !key ? '' : (String(key) as AuditAction) })
          }
        />
        <DatePicker
          className={styles.filter}
          label={t.start}
          value={filters.start}
          onChange={(start) => change({ ...filters, start })}
        />
        <DatePicker
          className={styles.filter}
          label={t.end}
          value={filters.end}
          onChange={(end) => change({ ...filters, end })}
          errorMessage={valid ? undefined : t.rangeInvalid}
        />
        <Button isDisabled={!hasFilters(filters)} onPress={() => change(NO_FILTERS)}>
          {t.reset}
        </Button>
      </div>
      <QueryTable
        query={log}
        total={total}
        strings={{ loadFailed: t.loadFailed, retry: t.retry, empty: t.empty }}
        aria-labelledby={titleId}
        columns={columns}
        rowKey="id"
        pagination={{ total, pageSize, current: page, onChange: setPage, showTotal: true, hideOnSinglePage: true }}
      />
    </section>
  );
}
