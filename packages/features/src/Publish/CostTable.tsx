import type { CostRow } from '@atelier/api';
import { Table, type TableColumn } from '@atelier/ui';
import type { CostTableLocale } from './interface';
import { costTotal, formatYuan } from './model';
import * as styles from './Publish.css';

export interface CostTableProps {
  rows: readonly CostRow[];
  /** The server's total; the rows' sum when absent. */
  total?: number | undefined;
  loading?: boolean;
  /** Names the table (its caption for assistive technology). */
  label?: string;
  t: CostTableLocale;
}

/** The publish cost list (000 section 9): spec, unit price, quantity, total per sheet size, and 总计 under it. */
export function CostTable({ rows, total, loading = false, label, t }: CostTableProps) {
  const columns: TableColumn<CostRow>[] = [
    { key: 'sizeName', title: t.spec, dataIndex: 'sizeName', isRowHeader: true },
    { key: 'price', title: t.unitPrice, align: 'right', render: (row) => formatYuan(row.price) },
    { key: 'num', title: t.quantity, align: 'right', render: (row) => String(row.num) },
    { key: 'totalPrice', title: t.total, align: 'right', render: (row) => formatYuan(row.totalPrice) },
  ];
  return (
    <div className={styles.section}>
      <Table
        aria-label={label ?? t.costTable}
        columns={columns}
        dataSource={rows}
        rowKey="sizeName"
        size="small"
        loading={loading}
        emptyContent={t.noCosts}
      />
      {rows.length > 0 ? <p className={styles.sum}>{`${t.sum}：${formatYuan(total ?? costTotal(rows))}`}</p> : null}
    </div>
  );
}
