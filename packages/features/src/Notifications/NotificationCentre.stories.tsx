import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type FixtureApiParameters, fixtureApi, pickOption } from '../testing';
import { NotificationCentre } from './NotificationCentre';
import { addNotifications, MIXED, manyUnread } from './stories.fixtures';

const meta = {
  title: 'Features/Notifications/NotificationCentre',
  component: NotificationCentre,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { pageNum: 1, onPageChange: fn(), onNavigate: fn(), pageSize: 20 },
  render: function Render(args) {
    const [page, setPage] = useState(args.pageNum);
    return (
      <NotificationCentre
        {...args}
        pageNum={page}
        onPageChange={(p) => {
          setPage(p);
          args.onPageChange(p);
        }}
      />
    );
  },
  parameters: {
    fixtureApi: {
      setup: (store) => addNotifications(store, [...MIXED, ...manyUnread(30)]),
    } satisfies FixtureApiParameters,
  },
} satisfies Meta<typeof NotificationCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 36 notifications, 20 a page; the second page holds the rest. */
export const Paged: Story = {
  tags: ['vrt'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '消息列表' }, { timeout: 5000 });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: '第2页' }));
    await waitFor(() => expect(args.onPageChange).toHaveBeenCalledWith(2));
    await waitFor(() =>
      expect(within(canvas.getByRole('list', { name: '消息列表' })).getAllByRole('listitem')).toHaveLength(16),
    );
  },
};

/** The type filter: 文件 shows the file notifications only. */
export const FilteredByType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: '消息列表' }, { timeout: 5000 });
    await pickOption(canvasElement, /消息类型/, '文件');
    await waitFor(
      () => expect(within(canvas.getByRole('list', { name: '消息列表' })).getAllByRole('listitem')).toHaveLength(2),
      {
        timeout: 5000,
      },
    );
  },
};

/** Nothing to show. */
export const Empty: Story = {
  parameters: { fixtureApi: { setup: () => {} } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无消息', {}, { timeout: 5000 })).toBeVisible();
  },
};
