import { firmDate } from '@atelier/api';
import { Alert, Button, DownloadIcon, Select, Skeleton, Table, type TableColumn } from '@atelier/ui';
import { type ReactNode, useId, useState } from 'react';
import { saveBlob } from '../download';
import { useFeatureLocale } from '../locale';
import { SectionTitle } from '../shared/SectionTitle';
import * as styles from './Catalog.css';
import { usePublishStatistics } from './hooks';
import type { PublishStatisticsProps } from './interface';
import { formatYuan } from './model';
import {
  type StatisticRow,
  type StatisticSheet,
  statisticsCsv,
  statisticTotal,
  statisticYears,
} from './statisticsModel';

/**
 * 发布统计 (/publish/statistic): a year's sheets and money of the published approvals, by month, by print shop, by
 * calculation rule and by project, each as a table with its total, exportable as one spreadsheet (CSV).
 */
export function PublishStatistics({ defaultYear, showTitle = true, locale }: PublishStatisticsProps) {
  const t = useFeatureLocale('PublishStatistics', locale);
  const titleId = useId();
  const thisYear = Number(firmDate().slice(0, 4));
  const [year, setYear] = useState(defaultYear ?? thisYear);
  const stats = usePublishStatistics(year);

  const sheets: StatisticSheet[] = [
    { title: t.byMonth, nameHeader: t.month, rows: stats.months.data ?? [] },
    { title: t.byPublisher, nameHeader: t.publisher, rows: stats.publishers.data ?? [] },
    { title: t.byRule, nameHeader: t.rule, rows: stats.rules.data ?? [] },
    { title: t.byProject, nameHeader: t.project, rows: stats.projects.data ?? [] },
  ];
  const yearTotal = statisticTotal(sheets[0]?.rows ?? []);

  const exportSheets = () => {
    const csv = statisticsCsv(sheets, { count: t.sheets, money: t.money, total: t.total });
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), t.exportFileName(year));
  };

  const table = (sheet: StatisticSheet) => {
    const columns: TableColumn<StatisticRow>[] = [
      { key: 'name', title: sheet.nameHeader, dataIndex: 'name', isRowHeader: true },
      { key: 'count', title: t.sheets, width: 120, align: 'right', render: (row) => row.count.toLocaleString('zh-CN') },
      { key: 'money', title: t.money, width: 160, align: 'right', render: (row) => formatYuan(row.money ?? 0) },
    ];
    const total = statisticTotal(sheet.rows);
    const rows = [...sheet.rows, { id: '__total', name: t.total, count: total.count, money: total.money }];
    return (
      <section key={sheet.title} className={styles.section} aria-label={sheet.title}>
        <h3 className={styles.subtitle}>{sheet.title}</h3>
        <Table aria-label={sheet.title} columns={columns} dataSource={rows} rowKey={(row) => row.id ?? row.name} />
      </section>
    );
  };

  let body: ReactNode;
  if (stats.isError) {
    body = (
      <Alert
        tone="error"
        showIcon
        title={t.loadFailed}
        action={
          <Button size="sm" onPress={() => void stats.refetch()}>
            {t.retry}
          </Button>
        }
      />
    );
  } else if (stats.isPending) {
    body = <Skeleton paragraph={{ rows: 6 }} />;
  } else {
    body = (
      <>
        <dl className={styles.summary}>
          <div className={styles.summaryItem}>
            <dt className={styles.muted}>{t.yearSheets}</dt>
            <dd className={styles.summaryValue}>{yearTotal.count.toLocaleString('zh-CN')}</dd>
          </div>
          <div className={styles.summaryItem}>
            <dt className={styles.muted}>{t.yearMoney}</dt>
            <dd className={styles.summaryValue}>{formatYuan(yearTotal.money)}</dd>
          </div>
        </dl>
        {yearTotal.count === 0 ? <p className={styles.muted}>{t.nothing}</p> : null}
        <div className={styles.statisticGrid}>{sheets.map(table)}</div>
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <SectionTitle id={titleId} show={showTitle} className={styles.title}>
        {t.title}
      </SectionTitle>
      <div className={styles.toolbar}>
        <Select
          className={styles.search}
          label={t.year}
          items={statisticYears(thisYear).map((y) => ({ id: String(y), label: t.yearOption(y) }))}
          selectedKey={String(year)}
          onSelectionChange={(key) => key !== null && setYear(Number(key))}
        />
        <Button icon={<DownloadIcon />} isDisabled={stats.isPending || stats.isError} onPress={exportSheets}>
          {t.export}
        </Button>
      </div>
      {body}
    </section>
  );
}
