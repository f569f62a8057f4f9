import { FixtureCode, type FixtureStore, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { type FixtureApiParameters, fixtureApi, fixtureApiOf } from '../testing';
import { NotificationPopover } from './NotificationPopover';
import { addNotifications, MIXED, manyUnread } from './stories.fixtures';

/* The fixture session is 陈建国; each story seeds his notifications (fixed times). */

const meta = {
  title: 'Features/Notifications/NotificationPopover',
  component: NotificationPopover,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { onNavigate: fn(), onViewAll: fn(), defaultOpen: true },
  parameters: {
    fixtureApi: { setup: (store) => addNotifications(store, MIXED) } satisfies FixtureApiParameters,
  },
} satisfies Meta<typeof NotificationPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

async function panel() {
  const dialog = await screen.findByRole('dialog', { name: '消息通知' }, { timeout: 5000 });
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
  return dialog;
}

/** Mixed types: unread ones first marked; a workflow click reads it and opens the approval detail. */
export const MixedTypes: Story = {
  tags: ['vrt'],
  play: async ({ args, canvasElement, context }) => {
    const dialog = await panel();
    const list = await within(dialog).findByRole('list', { name: '消息列表' }, { timeout: 5000 });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    // The count is a query of its own: the bell may name it after the list has loaded.
    await expect(await within(canvasElement).findByRole('button', { name: '消息通知，4条未读' })).toBeVisible();
    await expect(within(dialog).getByText('李婷将文件 建施-08.pdf 重命名为 建施-08 墙身详图.pdf')).toBeVisible();
    const { store } = fixtureApiOf(context);
    const first = within(list).getAllByRole('button')[0] as HTMLElement;
    await userEvent.click(first);
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'approval', pending: true }),
        expect.anything(),
      ),
    );
    await waitFor(() =>
      expect(store.unreadNotifications('u-001', store.state.users[0]?.curEnterpriseId ?? '')).toBe(3),
    );
  },
};

/** A publish approval's notification opens the publish-apply detail; a file rename the project. */
export const ClickByType: Story = {
  play: async ({ args }) => {
    const dialog = await panel();
    const list = await within(dialog).findByRole('list', { name: '消息列表' }, { timeout: 5000 });
    await userEvent.click(within(list).getByRole('button', { name: /审批已通过，请您签章/ }));
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenLastCalledWith(
        expect.objectContaining({ kind: 'publishApply' }),
        expect.anything(),
      ),
    );
  },
};

/** 100+ unread: the badge reads 99+, the list loads the next 50 as it scrolls. */
export const ManyUnread: Story = {
  tags: ['vrt'],
  parameters: { fixtureApi: { setup: (store: FixtureStore) => addNotifications(store, manyUnread(120)) } },
  play: async ({ canvasElement }) => {
    const dialog = await panel();
    const bell = await within(canvasElement).findByRole('button', { name: '消息通知，120条未读' }, { timeout: 5000 });
    await expect(bell.parentElement?.textContent).toContain('99+');
    const list = await within(dialog).findByRole('list', { name: '消息列表' }, { timeout: 5000 });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    const scroller = within(dialog).getByTestId('notification-scroller');
    scroller.scrollTop = scroller.scrollHeight;
    scroller.dispatchEvent(new Event('scroll', { bubbles: true }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(100), { timeout: 5000 });
  },
};

/** 全部已读 then 清空已读: the badge goes, then the list empties. */
export const ReadAllAndClear: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await panel();
    await within(dialog).findByRole('list', { name: '消息列表' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: '消息通知' })).toBeVisible(), {
      timeout: 5000,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: '清空已读' }));
    await expect(await within(dialog).findByText('暂无消息', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** No notifications. */
export const EmptyList: Story = {
  tags: ['vrt'],
  parameters: { fixtureApi: { setup: () => {} } },
  play: async () => {
    const dialog = await panel();
    await expect(await within(dialog).findByText('暂无消息', {}, { timeout: 5000 })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '全部已读' })).toBeDisabled();
  },
};

/** The list still loading. */
export const Loading: Story = {
  parameters: { fixtureApi: { resolvers: { notify: { list: () => new Promise(() => {}) } } } },
  play: async () => {
    const dialog = await panel();
    await expect(within(dialog).getByText('加载中…')).toBeVisible();
  },
};

/** The list failed to load: the message and 重试. */
export const LoadFailed: Story = {
  parameters: {
    fixtureApi: { resolvers: { notify: { list: () => refuse(FixtureCode.Error, '服务器繁忙') } } },
  },
  play: async () => {
    const dialog = await panel();
    await expect(await within(dialog).findByText('消息加载失败', {}, { timeout: 5000 })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '重试' })).toBeVisible();
  },
};
