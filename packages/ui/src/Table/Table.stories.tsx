import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Table, type TableColumn, type TableProps, tableSizes } from './Table';

interface Drawing {
  id: string;
  name: string;
  folder: string;
  checker: string;
  reviewer: string;
  approver: string;
  updatedAt: string;
  archived?: boolean;
}

const drawings: Drawing[] = [
  {
    id: 'd1',
    name: '一层平面图',
    folder: '建筑/平面',
    checker: '张伟',
    reviewer: '李娜',
    approver: '王强',
    updatedAt: '2024-05-12 10:30',
  },
  {
    id: 'd2',
    name: '南立面图',
    folder: '建筑/立面',
    checker: '刘洋',
    reviewer: '李娜',
    approver: '王强',
    updatedAt: '2024-05-10 16:05',
  },
  {
    id: 'd3',
    name: '基础平面图',
    folder: '结构/基础',
    checker: '陈静',
    reviewer: '赵磊',
    approver: '王强',
    updatedAt: '2024-05-14 09:12',
  },
  {
    id: 'd4',
    name: '二层梁配筋图',
    folder: '结构/梁板',
    checker: '陈静',
    reviewer: '赵磊',
    approver: '孙丽',
    updatedAt: '2024-05-08 14:40',
    archived: true,
  },
  {
    id: 'd5',
    name: '给水系统图',
    folder: '给排水',
    checker: '杨帆',
    reviewer: '周敏',
    approver: '孙丽',
    updatedAt: '2024-05-11 11:20',
  },
  {
    id: 'd6',
    name: '电气平面图',
    folder: '电气',
    checker: '黄涛',
    reviewer: '周敏',
    approver: '孙丽',
    updatedAt: '2024-05-09 08:55',
    archived: true,
  },
];

const columns: TableColumn<Drawing>[] = [
  { key: 'name', title: '图纸名称', dataIndex: 'name' },
  { key: 'folder', title: '目录', dataIndex: 'folder' },
  { key: 'checker', title: '校对', dataIndex: 'checker', width: 80 },
  { key: 'reviewer', title: '审核', dataIndex: 'reviewer', width: 80 },
  { key: 'approver', title: '审定', dataIndex: 'approver', width: 80 },
  { key: 'updatedAt', title: '更新时间', dataIndex: 'updatedAt', width: 160 },
];

const sortableColumns: TableColumn<Drawing>[] = columns.map((column) =>
  column.key === 'name'
    ? { ...column, sorter: (a, b) => a.name.localeCompare(b.name, 'zh-CN') }
    : column.key === 'updatedAt'
      ? { ...column, sorter: (a, b) => a.updatedAt.localeCompare(b.updatedAt), align: 'right' as const }
      : column,
);

/** The table as the drawing list uses it (`Table<Drawing>`). */
const DrawingTable = Table<Drawing>;

const meta = {
  title: 'UI/Table',
  component: DrawingTable,
  tags: ['autodocs', 'vrt'],
  args: {
    'aria-label': '图纸列表',
    columns,
    dataSource: drawings,
    rowKey: 'id',
    onSortChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: tableSizes } },
} satisfies Meta<typeof DrawingTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const firstCells = (table: HTMLElement) => bodyRows(table).map((row) => within(row).getByRole('rowheader').textContent);

/** The drawing list: 图纸名称 names each row. */
export const Basic: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: '图纸列表' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    await expect(headers).toEqual(['图纸名称', '目录', '校对', '审核', '审定', '更新时间']);
    await expect(bodyRows(table)).toHaveLength(6);
    await expect(firstCells(table)[0]).toBe('一层平面图');
    await expect(within(bodyRows(table)[2] as HTMLElement).getByRole('gridcell', { name: '陈静' })).toBeVisible();
  },
};

/** A column `sorter` sorts on the client; the header shows and announces the direction. */
export const Sorting: Story = {
  args: { columns: sortableColumns },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('grid', { name: '图纸列表' });
    const header = within(table).getByRole('columnheader', { name: /更新时间/ });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await expect(firstCells(table)[0]).toBe('一层平面图');

    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'updatedAt', direction: 'ascending' });
    await expect(firstCells(table)).toEqual([
      '二层梁配筋图',
      '电气平面图',
      '南立面图',
      '给水系统图',
      '一层平面图',
      '基础平面图',
    ]);

    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCells(table)[0]).toBe('基础平面图');
    await expect(firstCells(table)[5]).toBe('二层梁配筋图');
  },
};

/** `allowsSorting` without `sorter`: the owner sorts (on the server); the table only reports. */
export const ServerSorting: Story = {
  args: {
    columns: columns.map((c) => (c.key === 'updatedAt' ? { ...c, allowsSorting: true } : c)),
    sortDescriptor: { column: 'updatedAt', direction: 'descending' },
  },
  play: async ({ canvas, args }) => {
    const header = canvas.getByRole('columnheader', { name: /更新时间/ });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(header);
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'updatedAt', direction: 'ascending' });
    // Controlled and not sorted here: the order is the owner's.
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCells(canvas.getByRole('grid'))[0]).toBe('一层平面图');
  },
};

function SelectableTable(args: TableProps<Drawing>) {
  const [selectedKeys, setSelectedKeys] = useState<Key[]>(args.rowSelection?.selectedKeys.slice() ?? []);
  return (
    <>
      <Table
        {...args}
        rowSelection={{
          ...args.rowSelection,
          selectedKeys,
          onChange: (keys, rows) => {
            setSelectedKeys(keys);
            args.rowSelection?.onChange(keys, rows);
          },
        }}
      />
      <p>已选 {selectedKeys.length} 张图纸</p>
    </>
  );
}

/** Row selection: select-all in the header, partial (indeterminate) when some rows are selected. */
export const RowSelection: Story = {
  args: { rowSelection: { selectedKeys: [], onChange: fn() } },
  render: (args) => <SelectableTable {...args} />,
  play: async ({ canvas, args }) => {
    const onChange = args.rowSelection?.onChange;
    const selectAll = canvas.getByRole('checkbox', { name: '全选' });
    await userEvent.click(selectAll);
    await expect(onChange).toHaveBeenLastCalledWith(['d1', 'd2', 'd3', 'd4', 'd5', 'd6'], drawings);
    await expect(selectAll).toBeChecked();
    await expect(canvas.getByText('已选 6 张图纸')).toBeVisible();

    const row = canvas.getByRole('row', { name: /南立面图/ });
    await userEvent.click(within(row).getByRole('checkbox'));
    await expect(onChange).toHaveBeenLastCalledWith(['d1', 'd3', 'd4', 'd5', 'd6'], expect.any(Array));
    await expect(row).toHaveAttribute('aria-selected', 'false');
    await expect(selectAll).toBePartiallyChecked();

    await userEvent.click(selectAll);
    await expect(onChange).toHaveBeenLastCalledWith(['d1', 'd2', 'd3', 'd4', 'd5', 'd6'], drawings);
    await userEvent.click(selectAll);
    await expect(onChange).toHaveBeenLastCalledWith([], []);
    await expect(canvas.getByText('已选 0 张图纸')).toBeVisible();
  },
};

/** Archived drawings cannot be selected; select-all passes them by. */
export const DisabledRows: Story = {
  args: { rowSelection: { selectedKeys: [], onChange: fn(), isDisabled: (record) => !!record.archived } },
  render: (args) => <SelectableTable {...args} />,
  play: async ({ canvas, args }) => {
    const archived = canvas.getByRole('row', { name: /二层梁配筋图/ });
    await expect(within(archived).getByRole('checkbox')).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选' }));
    await expect(args.rowSelection?.onChange).toHaveBeenLastCalledWith(
      ['d1', 'd2', 'd3', 'd5'],
      drawings.filter((d) => !d.archived),
    );
    await expect(canvas.getByRole('checkbox', { name: '全选' })).toBeChecked();
    await expect(within(archived).getByRole('checkbox')).not.toBeChecked();
  },
};

/** `onRowAction`: a click (or Enter) on a row opens the drawing; with selection, the checkbox selects. */
export const RowAction: Story = {
  args: { onRowAction: fn(), rowSelection: { selectedKeys: [], onChange: fn() } },
  render: (args) => <SelectableTable {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('rowheader', { name: '基础平面图' }));
    await expect(args.onRowAction).toHaveBeenCalledWith(drawings[2]);
    await expect(args.rowSelection?.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(drawings[3]);
  },
};

/** While loading, a spinner covers the table and the rows stay. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '加载中' })).toBeVisible();
    const table = canvas.getByRole('grid', { name: '图纸列表' });
    await expect(bodyRows(table)).toHaveLength(6);
    await expect(table.closest('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The first load: no rows yet, no "no data" either, only the spinner. */
export const LoadingEmpty: Story = {
  args: { loading: true, dataSource: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '加载中' })).toBeVisible();
    await expect(canvas.queryByText('暂无数据')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { dataSource: [] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: '图纸列表' });
    await expect(within(table).getByText('暂无数据')).toBeVisible();
  },
};

export const EmptyCustom: Story = {
  args: { dataSource: [], emptyContent: '该目录下还没有图纸，请先上传' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该目录下还没有图纸，请先上传')).toBeVisible();
  },
};

/** `render` for a cell of any shape; `align` for numbers. */
export const CustomCells: Story = {
  args: {
    columns: [
      { key: 'name', title: '图纸名称', render: (record) => <strong>{record.name}</strong> },
      { key: 'team', title: '校对 / 审核', render: (record) => `${record.checker} / ${record.reviewer}` },
      { key: 'index', title: '序号', align: 'right', render: (_record, index) => index + 1 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: '一层平面图' }).querySelector('strong')).not.toBeNull();
    const cell = canvas.getByRole('gridcell', { name: '张伟 / 李娜' });
    await expect(cell).toBeVisible();
    await expect(getComputedStyle(canvas.getByRole('gridcell', { name: '6' })).textAlign).toBe('right');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      {tableSizes.map((size) => (
        <Table key={size} {...args} aria-label={`图纸列表（${size}）`} size={size} dataSource={drawings.slice(0, 2)} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heightOf = (name: string) =>
      (within(canvas.getByRole('grid', { name })).getAllByRole('row')[1] as HTMLElement).getBoundingClientRect().height;
    await expect(heightOf('图纸列表（middle）')).toBe(47);
    await expect(heightOf('图纸列表（small）')).toBe(39);
  },
};

export const Striped: Story = {
  args: { striped: true },
  play: async ({ canvas }) => {
    const [first, second] = bodyRows(canvas.getByRole('grid'));
    await expect(getComputedStyle(first as HTMLElement).backgroundColor).not.toBe(
      getComputedStyle(second as HTMLElement).backgroundColor,
    );
  },
};

const manyDrawings: Drawing[] = Array.from({ length: 40 }, (_, i) => ({
  ...(drawings[i % drawings.length] as Drawing),
  id: `m${i + 1}`,
  name: `第${i + 1}张图纸`,
}));

/** `scroll.y`: the body scrolls, the header stays. */
export const StickyHeader: Story = {
  args: { dataSource: manyDrawings, scroll: { y: 300 }, size: 'small' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: '图纸列表' });
    const scroller = table.parentElement as HTMLElement;
    await expect(scroller.getBoundingClientRect().height).toBe(300);
    const header = within(table).getByRole('columnheader', { name: '图纸名称' });
    const top = header.getBoundingClientRect().top;
    scroller.scrollTop = 600;
    await waitFor(() => expect(scroller.scrollTop).toBe(600));
    await expect(header.getBoundingClientRect().top).toBe(top);
    await expect(scroller.getBoundingClientRect().top).toBe(top);
    scroller.scrollTop = 0;
  },
};

/** The owner pages (here in memory, as a server would): the table shows the page it is given. */
function PagedTable(args: TableProps<Drawing>) {
  const [page, setPage] = useState(1);
  if (!args.pagination) return <Table {...args} />;
  const { pageSize = 10, onChange } = args.pagination;
  return (
    <Table
      {...args}
      dataSource={args.dataSource.slice((page - 1) * pageSize, page * pageSize)}
      pagination={{
        ...args.pagination,
        current: page,
        onChange: (next) => {
          setPage(next);
          onChange?.(next);
        },
      }}
    />
  );
}

/**
 * `pagination` (Ant Design's): the kit's Pagination under the table at the end, with the total; paging moves
 * the rows. `!vrt`: no baseline yet.
 */
export const Paginated: Story = {
  tags: ['!vrt'],
  args: {
    dataSource: manyDrawings,
    size: 'small',
    pagination: { total: manyDrawings.length, pageSize: 10, onChange: fn(), showTotal: true, hideOnSinglePage: true },
  },
  render: (args) => <PagedTable {...args} />,
  play: async ({ canvas, args }) => {
    const onChange = args.pagination ? args.pagination.onChange : undefined;
    const table = canvas.getByRole('grid', { name: '图纸列表' });
    const pages = canvas.getByRole('navigation', { name: '分页' });
    await expect(within(pages).getByText('共 40 条')).toBeVisible();
    await expect(bodyRows(table)).toHaveLength(10);
    await expect(firstCells(table)[0]).toBe('第1张图纸');
    await expect(within(pages).getByRole('button', { name: '第1页' })).toHaveAttribute('aria-current', 'page');

    // Right under the table, a gap apart, at its end.
    const wrapper = pages.previousElementSibling as HTMLElement;
    const holder = pages.parentElement as HTMLElement;
    await expect(wrapper).toContainElement(table);
    const gap = Number.parseFloat(getComputedStyle(holder).rowGap);
    await expect(gap).toBeGreaterThan(0);
    await expect(pages.getBoundingClientRect().top - wrapper.getBoundingClientRect().bottom).toBeCloseTo(gap);
    await expect(pages.getBoundingClientRect().right).toBeCloseTo(holder.getBoundingClientRect().right);

    await userEvent.click(within(pages).getByRole('button', { name: '第2页' }));
    await expect(onChange).toHaveBeenLastCalledWith(2);
    await expect(firstCells(table)[0]).toBe('第11张图纸');
    await expect(within(pages).getByRole('button', { name: '第2页' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(pages).getByRole('button', { name: '下一页' }));
    await userEvent.click(within(pages).getByRole('button', { name: '下一页' }));
    await expect(onChange).toHaveBeenLastCalledWith(4);
    await expect(firstCells(table)).toEqual(manyDrawings.slice(30).map((d) => d.name));
    await expect(within(pages).getByRole('button', { name: '下一页' })).toBeDisabled();
  },
};

/**
 * A wide table in a narrow pane (issue 22 item 11): it scrolls sideways inside its own scroller (the page does not),
 * and the checkbox and name columns stay put while the rest moves under them. `!vrt`: no baseline yet.
 */
export const WideFixedFirstColumn: Story = {
  tags: ['!vrt'],
  args: { scroll: { x: 900 }, rowSelection: { selectedKeys: [], onChange: fn() } },
  render: (args) => (
    <div style={{ width: 420 }}>
      <SelectableTable {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const row = canvas.getByRole('row', { name: /南立面图/ });
    const name = within(row).getByRole('rowheader');
    const checker = within(row).getByRole('gridcell', { name: '刘洋' });
    const scroller = canvasElement.querySelector('table')?.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const nameLeft = name.getBoundingClientRect().left;
    const checkerLeft = checker.getBoundingClientRect().left;
    scroller.scrollLeft = 200;
    await waitFor(() => expect(checker.getBoundingClientRect().left).toBeLessThan(checkerLeft - 150));
    await expect(Math.abs(name.getBoundingClientRect().left - nameLeft)).toBeLessThan(1);
    // The checkbox column stays too, and the name sits right after it.
    const checkbox = within(row).getByRole('checkbox');
    await expect(checkbox.getBoundingClientRect().right).toBeLessThanOrEqual(name.getBoundingClientRect().left + 1);
  },
};
