import { firmDate } from '@atelier/api';
import { Alert, Button, DownloadIcon, Empty, RadioGroup, Select, Skeleton } from '@atelier/ui';
import { type ReactNode, useId, useState } from 'react';
import { saveBlob } from '../download';
import { useFeatureLocale } from '../locale';
import { SectionTitle } from '../shared/SectionTitle';
import * as styles from './Catalog.css';
import { usePublishStatistics } from './hooks';
import type { PublishStatisticsProps } from './interface';
import { formatYuan } from './model';
import { StatisticView } from './StatisticView';
import {
  fillPeriodMonths,
  rankRows,
  type StatisticMetric,
  type StatisticMonths,
  type StatisticSheet,
  statisticPeriodOf,
  statisticTotal,
  topRows,
  yearOptions,
} from './statisticsModel';

/** The ranking charts show this many rows, the rest as 其他. */
const TOP = 5;
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * 发布统计 (/publish/statistic): the sheets and money of the published approvals of a period (a year, or some of its
 * months), by month, by print shop, by calculation rule and by project, each as a chart and as a table with its
 * total, exportable as a spreadsheet (.xlsx, one sheet per view; its writer loads when 导出 is pressed).
 */
export function PublishStatistics({ defaultYear, showTitle = true, locale }: PublishStatisticsProps) {
  const t = useFeatureLocale('PublishStatistics', locale);
  const titleId = useId();
  const thisYear = Number(firmDate().slice(0, 4));
  const [months, setMonths] = useState<StatisticMonths>({ year: defaultYear ?? thisYear, fromMonth: 1, toMonth: 12 });
  const [metric, setMetric] = useState<StatisticMetric>('count');
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const stats = usePublishStatistics(statisticPeriodOf(months));

  const monthRows = fillPeriodMonths(months, stats.months.data ?? []);
  const sheets: StatisticSheet[] = [
    { title: t.byMonth, nameHeader: t.month, rows: monthRows },
    { title: t.byPublisher, nameHeader: t.publisher, rows: rankRows(stats.publishers.data ?? [], metric) },
    { title: t.byRule, nameHeader: t.rule, rows: rankRows(stats.rules.data ?? [], metric) },
    { title: t.byProject, nameHeader: t.project, rows: rankRows(stats.projects.data ?? [], metric) },
  ];
  const periodTotal = statisticTotal(monthRows);
  const periodName = t.periodName(months.year, months.fromMonth, months.toMonth);
  const headers = { count: t.sheets, money: t.money, total: t.total };

  const exportSheets = async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      const { statisticsXlsx } = await import('./statisticsXlsx');
      saveBlob(await statisticsXlsx(sheets, headers), t.exportFileName(periodName));
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  const view = (index: number) => {
    const sheet = sheets[index] as StatisticSheet;
    const byMonth = index === 0;
    return (
      <StatisticView
        key={sheet.title}
        sheet={sheet}
        chartRows={byMonth ? sheet.rows : topRows(sheet.rows, metric, TOP, t.other)}
        layout={byMonth ? 'columns' : 'bars'}
        metric={metric}
        chartLabel={t.chartLabel(sheet.title, metric === 'count' ? t.metricCount : t.metricMoney)}
        headers={headers}
        formatCount={t.countValue}
        describe={t.barLabel}
        {...(byMonth ? { formatName: (name: string) => t.monthOption(Number(name.slice(5, 7))), wide: true } : {})}
      />
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
  } else if (periodTotal.count === 0 && periodTotal.money === 0) {
    body = <Empty description={t.nothing} />;
  } else {
    body = (
      <>
        <dl className={styles.summary}>
          <div className={styles.summaryItem}>
            <dt className={styles.muted}>{t.totalSheets}</dt>
            <dd className={styles.summaryValue}>{periodTotal.count.toLocaleString('zh-CN')}</dd>
          </div>
          <div className={styles.summaryItem}>
            <dt className={styles.muted}>{t.totalMoney}</dt>
            <dd className={styles.summaryValue}>{formatYuan(periodTotal.money)}</dd>
          </div>
        </dl>
        <RadioGroup
          label={t.metric}
          variant="button"
          size="sm"
          value={metric}
          onChange={(value) => setMetric(value as StatisticMetric)}
          options={[
            { value: 'count', label: t.metricCount },
            { value: 'money', label: t.metricMoney },
          ]}
        />
        <div className={styles.statisticGrid}>{sheets.map((_, i) => view(i))}</div>
      </>
    );
  }

  const monthItems = (from: number) =>
    MONTHS.filter((m) => m >= from).map((m) => ({ id: String(m), label: t.monthOption(m) }));
  const empty = !stats.isPending && !stats.isError && periodTotal.count === 0 && periodTotal.money === 0;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <SectionTitle id={titleId} show={showTitle} className={styles.title}>
        {t.title}
      </SectionTitle>
      <div className={styles.toolbar}>
        <div className={styles.actions}>
          <Select
            className={styles.filter}
            label={t.year}
            items={yearOptions(thisYear, months.year).map((y) => ({ id: String(y), label: t.yearOption(y) }))}
            selectedKey={String(months.year)}
            onSelectionChange={(key) => key !== null && setMonths((m) => ({ ...m, year: Number(key) }))}
          />
          <Select
            className={styles.filter}
            label={t.fromMonth}
            items={monthItems(1)}
            selectedKey={String(months.fromMonth)}
            onSelectionChange={(key) =>
              key !== null &&
              setMonths((m) => ({ ...m, fromMonth: Number(key), toMonth: Math.max(m.toMonth, Number(key)) }))
            }
          />
          <Select
            className={styles.filter}
            label={t.toMonth}
            items={monthItems(months.fromMonth)}
            selectedKey={String(months.toMonth)}
            onSelectionChange={(key) => key !== null && setMonths((m) => ({ ...m, toMonth: Number(key) }))}
          />
        </div>
        <Button
          icon={<DownloadIcon />}
          isDisabled={stats.isPending || stats.isError || empty}
          isPending={exporting}
          onPress={() => void exportSheets()}
        >
          {t.export}
        </Button>
      </div>
      {exportFailed ? <Alert tone="error" showIcon title={t.exportFailed} /> : null}
      {body}
    </section>
  );
}
