import { ChevronDown, ChevronUp } from 'lucide-react';
import { type ReactNode, type Ref, useMemo } from 'react';
import {
  Table as AriaTable,
  Cell,
  Column,
  type Key,
  Row,
  type Selection,
  type SortDescriptor,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { Checkbox } from '../Checkbox/Checkbox';
import { useComponentLocale } from '../locale/LocaleContext';
import type { Locale } from '../locale/types';
import { Pagination, type PaginationProps } from '../Pagination/Pagination';
import { Spinner } from '../Spinner/Spinner';
import { cx } from '../utils/cx';
import { useControllableState } from '../utils/useControllableState';
import * as styles from './Table.css';

export const tableSizes = ['middle', 'small'] as const;
export type TableSize = (typeof tableSizes)[number];
export const tableAligns = ['left', 'center', 'right'] as const;
export type TableAlign = (typeof tableAligns)[number];

/** Ant Design's column shape. */
export interface TableColumn<T> {
  key: Key;
  title: ReactNode;
  /** Plain text for the header when `title` is not a string. */
  textValue?: string;
  /** The record's field shown when there is no `render`. */
  dataIndex?: keyof T & string;
  render?: (record: T, index: number) => ReactNode;
  width?: number | string;
  align?: TableAlign;
  /** Keeps the cells on one line (dates, states): the table scrolls sideways rather than break them. */
  nowrap?: boolean;
  /** Sortable header; the owner sorts (`onSortChange`), e.g. on the server. */
  allowsSorting?: boolean;
  /** Sortable header, sorted here on the client with this compare function (ascending). */
  sorter?: (a: T, b: T) => number;
  /** The column that names each row for assistive tech; the first column by default. */
  isRowHeader?: boolean;
}

export interface TableRowSelection<T> {
  selectedKeys: readonly Key[];
  onChange: (selectedKeys: Key[], selectedRows: T[]) => void;
  /** Rows that cannot be selected (their checkbox is disabled). */
  isDisabled?: (record: T) => boolean;
}

/**
 * Ant Design's `pagination` for a table whose owner pages (on the server or in its model): the rows given are the
 * page shown, and `total` counts them all. `className` and `locale` go to the `Pagination`.
 */
export type TablePagination = Pick<
  PaginationProps,
  | 'total'
  | 'pageSize'
  | 'current'
  | 'defaultCurrent'
  | 'onChange'
  | 'showTotal'
  | 'hideOnSinglePage'
  | 'isDisabled'
  | 'className'
  | 'locale'
>;

export interface TableProps<T> {
  columns: readonly TableColumn<T>[];
  dataSource: readonly T[];
  /** The record's key field, or a function of the record. */
  rowKey: (keyof T & string) | ((record: T) => Key);
  sortDescriptor?: SortDescriptor;
  defaultSortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Checkboxes in the first column, with select-all in the header. */
  rowSelection?: TableRowSelection<T>;
  /** A spinner over the table; the rows stay. */
  loading?: boolean;
  /** Replaces the locale's "no data" text. */
  emptyContent?: ReactNode;
  /** `y`: the body scrolls under a sticky header past this height. `x`: the table's minimum width. */
  scroll?: { x?: number | string; y?: number | string };
  size?: TableSize;
  /** Alternate row backgrounds. */
  striped?: boolean;
  /** Enter or a click on a row (with selection, a click on the checkbox selects). */
  onRowAction?: (record: T) => void;
  /** The kit's `Pagination` under the table, at the end; `false` or left out: none. */
  pagination?: TablePagination | false;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** On the outermost element: the table's, or with `pagination` the one holding the table and its pages. */
  className?: string;
  locale?: Partial<Locale['Table']>;
  ref?: Ref<HTMLDivElement>;
}

const SELECTION_COLUMN = '__atelier_selection__';

/**
 * A data table on RAC's `Table` with Ant Design's API: `columns` + `dataSource` + `rowKey`,
 * sorting (controlled, or on the client with a column `sorter`), row selection with the kit's
 * `Checkbox` (select-all shows the indeterminate state), loading overlay, empty state, a
 * sticky header under `scroll.y` and the kit's `Pagination` under it.
 */
export function Table<T extends object>({
  columns,
  dataSource,
  rowKey,
  sortDescriptor: sortDescriptorProp,
  defaultSortDescriptor,
  onSortChange,
  rowSelection,
  loading = false,
  emptyContent,
  scroll,
  size = 'middle',
  striped = false,
  onRowAction,
  pagination,
  className,
  locale,
  ref,
  ...aria
}: TableProps<T>) {
  const strings = useComponentLocale('Table', locale);
  const [sortDescriptor, setSortDescriptor] = useControllableState(sortDescriptorProp, defaultSortDescriptor);

  const getKey = useMemo(
    () => (typeof rowKey === 'function' ? rowKey : (record: T) => record[rowKey] as Key),
    [rowKey],
  );

  const rows = useMemo(() => {
    const column = sortDescriptor && columns.find((c) => c.key === sortDescriptor.column);
    const sorter = column?.sorter;
    if (!sorter || !sortDescriptor) return dataSource;
    const sign = sortDescriptor.direction === 'descending' ? -1 : 1;
    // Array.prototype.sort is stable: equal records keep their order in both directions.
    return [...dataSource].sort((a, b) => sign * sorter(a, b));
  }, [columns, dataSource, sortDescriptor]);

  const disabledKeys = useMemo(
    () => (rowSelection?.isDisabled ? dataSource.filter(rowSelection.isDisabled).map(getKey) : []),
    [dataSource, rowSelection?.isDisabled, getKey],
  );

  const onSelectionChange = (selection: Selection) => {
    if (!rowSelection) return;
    // Disabled rows keep their state through select-all and clear-all.
    const disabled = new Set(disabledKeys);
    const current = new Set(rowSelection.selectedKeys);
    const chosen = rows.filter((record) => {
      const key = getKey(record);
      if (disabled.has(key)) return current.has(key);
      return selection === 'all' || selection.has(key);
    });
    rowSelection.onChange(chosen.map(getKey), chosen);
  };

  const handleSortChange = (descriptor: SortDescriptor) => {
    setSortDescriptor(descriptor);
    onSortChange?.(descriptor);
  };

  const rowHeaderKey = (columns.find((c) => c.isRowHeader) ?? columns[0])?.key;
  const sticky = scroll?.y !== undefined;
  const byKey = useMemo(() => new Map(rows.map((record) => [getKey(record), record])), [rows, getKey]);

  const table = (
    <div
      ref={pagination ? undefined : ref}
      className={cx(styles.wrapper, pagination ? undefined : className)}
      aria-busy={loading || undefined}
    >
      <div className={styles.scroller} style={{ maxHeight: scroll?.y }}>
        <AriaTable
          {...aria}
          className={styles.table({ size, striped })}
          style={{ minWidth: scroll?.x }}
          selectionMode={rowSelection ? 'multiple' : 'none'}
          selectionBehavior="toggle"
          selectedKeys={rowSelection ? rowSelection.selectedKeys : undefined}
          disabledKeys={disabledKeys}
          disabledBehavior="selection"
          onSelectionChange={onSelectionChange}
          sortDescriptor={sortDescriptor}
          onSortChange={handleSortChange}
          onRowAction={
            onRowAction
              ? (key) => {
                  const record = byKey.get(key);
                  if (record) onRowAction(record);
                }
              : undefined
          }
        >
          <TableHeader>
            {rowSelection ? (
              <Column
                id={SELECTION_COLUMN}
                className={cx(styles.column({ sticky }), styles.selectionColumn, styles.fixedStart({ header: true }))}
              >
                <Checkbox slot="selection" aria-label={strings.selectAll} />
              </Column>
            ) : null}
            {columns.map((column) => {
              const sortable = !!(column.allowsSorting || column.sorter);
              return (
                <Column
                  key={column.key}
                  id={column.key}
                  isRowHeader={column.key === rowHeaderKey}
                  allowsSorting={sortable}
                  textValue={column.textValue ?? (typeof column.title === 'string' ? column.title : undefined)}
                  className={cx(
                    styles.column({ sticky, align: column.align }),
                    column.key === rowHeaderKey
                      ? styles.fixedStart({ header: true, afterSelection: !!rowSelection })
                      : undefined,
                  )}
                  style={{ width: column.width }}
                >
                  {({ sortDirection }) => (
                    <span className={styles.columnContent}>
                      {column.title}
                      {sortable ? (
                        <span className={styles.sortIcon} aria-hidden="true">
                          <ChevronUp
                            size={12}
                            strokeWidth={3}
                            className={styles.sortArrow({ active: sortDirection === 'ascending' })}
                          />
                          <ChevronDown
                            size={12}
                            strokeWidth={3}
                            className={styles.sortArrow({ active: sortDirection === 'descending' })}
                          />
                        </span>
                      ) : null}
                    </span>
                  )}
                </Column>
              );
            })}
          </TableHeader>
          <TableBody
            renderEmptyState={() => (
              // While the first page loads the spinner takes the body: "no data" would be wrong.
              <div className={styles.empty}>{loading ? <Spinner size="lg" /> : (emptyContent ?? strings.empty)}</div>
            )}
          >
            {rows.map((record, index) => {
              const key = getKey(record);
              return (
                <Row key={key} id={key} className={styles.row}>
                  {rowSelection ? (
                    <Cell className={cx(styles.cell(), styles.selectionColumn, styles.fixedStart())}>
                      <Checkbox slot="selection" aria-label={strings.selectRow} />
                    </Cell>
                  ) : null}
                  {columns.map((column) => (
                    <Cell
                      key={column.key}
                      className={cx(
                        styles.cell({ align: column.align, nowrap: column.nowrap === true }),
                        column.key === rowHeaderKey ? styles.fixedStart({ afterSelection: !!rowSelection }) : undefined,
                      )}
                    >
                      {column.render
                        ? column.render(record, index)
                        : column.dataIndex
                          ? (record[column.dataIndex] as ReactNode)
                          : null}
                    </Cell>
                  ))}
                </Row>
              );
            })}
          </TableBody>
        </AriaTable>
      </div>
      {loading && rows.length > 0 ? (
        <div className={styles.overlay}>
          <Spinner size="lg" />
        </div>
      ) : null}
    </div>
  );
  if (!pagination) return table;
  return (
    <div ref={ref} className={cx(styles.paginated, className)}>
      {table}
      <Pagination {...pagination} className={cx(styles.pagination, pagination.className)} />
    </div>
  );
}
