import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { en_US } from '../locale/en_US';
import { AtelierProvider } from '../provider/AtelierProvider';
import { Pagination } from './Pagination';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  tags: ['autodocs', 'vrt'],
  args: { total: 500, pageSize: 10, onChange: fn() },
  render: (args) => (
    <div style={{ padding: 16 }}>
      <Pagination {...args} />
    </div>
  ),
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fifty pages: the first six, a gap and the last; next and a page button move, previous is disabled on page 1. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: '分页' });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '第1页' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeDisabled();
    await expect(canvas.getByRole('img', { name: '更多页' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: '第2页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: '第50页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(50);
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
  },
};

/** In the middle: gaps on both sides of the current page and two neighbours. */
export const Middle: Story = {
  args: { defaultCurrent: 25, showTotal: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('共 500 条')).toBeInTheDocument();
    await expect(canvas.getAllByRole('img', { name: '更多页' })).toHaveLength(2);
    for (const page of [1, 23, 24, 25, 26, 27, 50]) {
      await expect(canvas.getByRole('button', { name: `第${page}页` })).toBeInTheDocument();
    }
    await expect(canvas.queryByRole('button', { name: '第22页' })).toBeNull();
  },
};

/** Keyboard only: Tab reaches the pages, Enter goes there. */
export const Keyboard: Story = {
  args: { total: 30 },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    // Previous is disabled on page 1: the first stop is page 1.
    await expect(canvas.getByRole('button', { name: '第1页' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

/** One page and `hideOnSinglePage`: nothing shows. */
export const HiddenOnSinglePage: Story = {
  tags: ['!vrt'],
  args: { total: 8, hideOnSinglePage: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** English. */
export const English: Story = {
  args: { showTotal: true, defaultCurrent: 3 },
  render: (args) => (
    <AtelierProvider locale={en_US}>
      <div style={{ padding: 16 }}>
        <Pagination {...args} />
      </div>
    </AtelierProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await expect(canvas.getByText('500 items')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  },
};
