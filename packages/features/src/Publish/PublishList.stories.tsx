import { ApprovalStatus, PublishRefusal } from '@atelier/api';
import { FixtureCode, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, type FixtureApiParameters, fixtureApi, fixtureApiOf } from '../testing';
import { PublishList } from './PublishList';

/*
 * The fixture firm's publish approvals: 高新区人才公寓方案发布 (a-007, passed, waiting to be published) and
 * 滨江新城综合体施工图发布 (a-006, published), both printed by 杭州蓝图数码快印. The session (陈建国) is an
 * administrator: he holds the publish buttons (000 section 6); the portal passes which ones the person holds.
 */

const meta = {
  title: 'Features/Publish/PublishList',
  component: PublishList,
  tags: ['autodocs'],
  args: { canDownload: true, canShare: true, canConfirm: true, onDownload: fn() },
  ...fixtureApi,
} satisfies Meta<typeof PublishList>;

export default meta;
type Story = StoryObj<typeof meta>;

const T = 5000;
const WAITING = '高新区人才公寓方案发布';
const PUBLISHED = '滨江新城综合体施工图发布';

/** 未发布: the passed approval with its print shop, copies and money, and every action the buttons give. */
export const Waiting: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '发布列表' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '未发布' })).toHaveAttribute('aria-selected', 'true');
    const row = (await canvas.findByRole('rowheader', { name: WAITING }, { timeout: T })).closest('tr');
    await expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    await expect(cells.getByText('杭州蓝图数码快印')).toBeVisible();
    await expect(cells.getByText('40')).toBeVisible();
    await expect(cells.getByRole('button', { name: `下载${WAITING}的图纸` })).toBeVisible();
    await expect(cells.getByRole('button', { name: `分享${WAITING}` })).toBeVisible();
    await expect(cells.getByRole('button', { name: `确认发布${WAITING}` })).toBeVisible();
    await expect(canvas.queryByText(PUBLISHED)).not.toBeInTheDocument();
  },
};

/** 已发布: the published approval; nothing left to confirm. */
export const Published: Story = {
  args: { defaultTab: 'published' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('rowheader', { name: PUBLISHED }, { timeout: T })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `分享${PUBLISHED}` })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: `确认发布${PUBLISHED}` })).not.toBeInTheDocument();
    await expect(canvas.queryByText(WAITING)).not.toBeInTheDocument();
  },
};

/** 确认发布: asked once, then the approval moves from 未发布 to 已发布 (in the store too). */
export const ConfirmPublishing: Story = {
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `确认发布${WAITING}` }, { timeout: T }));
    const dialog = await screen.findByRole('alertdialog', { name: `确认发布“${WAITING}”？` });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认发布' }));
    await waitFor(() => expect(screen.getByText('已确认发布')).toBeVisible(), { timeout: T });
    await waitFor(() => expect(canvas.queryByText(WAITING)).not.toBeInTheDocument(), { timeout: T });
    await expect(store.approval('a-007').act.status).toBe(ApprovalStatus.Published);
    await userEvent.click(canvas.getByRole('tab', { name: '已发布' }));
    await expect(await canvas.findByRole('rowheader', { name: WAITING }, { timeout: T })).toBeVisible();
    await closeToasts();
  },
};

/** 费用: the cost list the approval was launched with, per sheet size, and its total. */
export const Costs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `${WAITING}的费用清单` }, { timeout: T }));
    const dialog = await screen.findByRole('dialog', { name: `费用清单：${WAITING}` });
    await expect(within(dialog).getByRole('grid', { name: `费用清单：${WAITING}` })).toBeVisible();
    await expect(within(dialog).getByText(/总计/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** 下载: a link to the approved versions, handed to the page. */
export const Download: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `下载${WAITING}的图纸` }, { timeout: T }));
    await waitFor(() => expect(args.onDownload).toHaveBeenCalledTimes(1), { timeout: T });
  },
};

/** A person who holds only toPublish:download: no share, no confirm. */
export const DownloadOnly: Story = {
  args: { canShare: false, canConfirm: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: `下载${WAITING}的图纸` }, { timeout: T })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: `分享${WAITING}` })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: `确认发布${WAITING}` })).not.toBeInTheDocument();
  },
};

/** The filters: a name that matches nothing empties the list; 重置 brings it back. */
export const Filters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: WAITING }, { timeout: T });
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索发布审批' }), '不存在的审批');
    await expect(await canvas.findByText('暂无待发布的审批', {}, { timeout: T })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(await canvas.findByRole('rowheader', { name: WAITING }, { timeout: T })).toBeVisible();
  },
};

/** Nothing waits to be published. */
export const Empty: Story = {
  parameters: {
    fixtureApi: {
      setup: (store) => {
        store.state.approvals = store.state.approvals.filter((a) => a.act.id !== 'a-007');
      },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无待发布的审批', {}, { timeout: T })).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: { fixtureApi: { delay: 60_000 } satisfies FixtureApiParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: '发布列表' })).toBeVisible();
    await expect(within(canvasElement).queryByText('暂无待发布的审批')).not.toBeInTheDocument();
  },
};

/** The server refuses the list (no toPublish:download): the page says so and offers a retry. */
export const Refused: Story = {
  parameters: {
    fixtureApi: {
      resolvers: { approval: { notPublishedList: () => refuse(FixtureCode.Error, PublishRefusal.NoPublishList) } },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('发布列表加载失败', {}, { timeout: T })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
    await closeToasts();
  },
};
