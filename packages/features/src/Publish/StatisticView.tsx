import { Table, type TableColumn } from '@atelier/ui';
import * as styles from './Catalog.css';
import { formatYuan } from './model';
import { StatisticChart, type StatisticChartProps } from './StatisticChart';
import { type StatisticMetric, type StatisticRow, type StatisticSheet, statisticTotal } from './statisticsModel';

export interface StatisticViewProps {
  sheet: StatisticSheet;
  /** The chart's bars (the months, or the ranking's top rows and 其他); the table lists every row. */
  chartRows: readonly StatisticRow[];
  layout: StatisticChartProps['layout'];
  metric: StatisticMetric;
  chartLabel: string;
  headers: { count: string; money: string; total: string };
  formatCount: (value: number) => string;
  describe: (name: string, value: string) => string;
  formatName?: (name: string) => string;
  wide?: boolean;
}

const shortYuan = (value: number) => `¥${Math.round(value).toLocaleString('zh-CN')}`;
const shortCount = (value: number) => value.toLocaleString('zh-CN');

/** One view of the statistics: its title, its chart, and the same numbers as a table with the total. */
export function StatisticView({
  sheet,
  chartRows,
  layout,
  metric,
  chartLabel,
  headers,
  formatCount,
  describe,
  formatName,
  wide = false,
}: StatisticViewProps) {
  const columns: TableColumn<StatisticRow>[] = [
    { key: 'name', title: sheet.nameHeader, dataIndex: 'name', isRowHeader: true },
    { key: 'count', title: headers.count, width: 110, align: 'right', render: (row) => shortCount(row.count) },
    { key: 'money', title: headers.money, width: 150, align: 'right', render: (row) => formatYuan(row.money ?? 0) },
  ];
  const total = statisticTotal(sheet.rows);
  const rows = [...sheet.rows, { id: '__total', name: headers.total, count: total.count, money: total.money }];
  return (
    <section className={wide ? styles.statisticWide : styles.section} aria-label={sheet.title}>
      <h3 className={styles.subtitle}>{sheet.title}</h3>
      {chartRows.length > 0 ? (
        <StatisticChart
          label={chartLabel}
          rows={chartRows}
          metric={metric}
          layout={layout}
          formatValue={metric === 'count' ? formatCount : formatYuan}
          formatShort={metric === 'count' ? shortCount : shortYuan}
          describe={describe}
          {...(formatName ? { formatName } : {})}
        />
      ) : null}
      <Table aria-label={sheet.title} columns={columns} dataSource={rows} rowKey={(row) => row.id ?? row.name} />
    </section>
  );
}
