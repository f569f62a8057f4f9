import { Alert, Button, Empty, Table, type TableProps } from '@atelier/ui';

/** What QueryTable reads of a TanStack query of a page of rows. */
export interface PageQuery<T> {
  data: { list: readonly T[] } | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryTableProps<T extends object> extends Omit<TableProps<T>, 'dataSource' | 'loading'> {
  query: PageQuery<T>;
  /** The rows in all pages (0 shows `empty` instead of the table). */
  total: number;
  strings: { loadFailed: string; retry: string; empty: string };
}

/**
 * A page of rows from a query, in the states every list of the kind has: the load failed (the message and 重试, while
 * nothing was loaded before), nothing at all (Empty), else the table with its spinner while a page loads. One home
 * for what the print-shop, price-rule and recycle-bin lists each wrote out.
 */
export function QueryTable<T extends object>({ query, total, strings, ...table }: QueryTableProps<T>) {
  if (query.isError && !query.data) {
    return (
      <Alert
        tone="error"
        showIcon
        title={strings.loadFailed}
        action={
          <Button size="sm" onPress={() => void query.refetch()}>
            {strings.retry}
          </Button>
        }
      />
    );
  }
  if (query.data && total === 0) return <Empty description={strings.empty} />;
  return <Table {...table} dataSource={query.data?.list ?? []} loading={query.isFetching} />;
}
