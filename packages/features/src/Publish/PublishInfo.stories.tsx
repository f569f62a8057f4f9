import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type FixtureApiParameters, fixtureApi } from '../testing';
import { PublishInfo } from './PublishInfo';

/*
 * The fixture keeps two share links of the published a-006 (滨江新城综合体施工图发布, launched by 赵雪梅):
 * share-a-006, valid for a week, and share-expired, which expired yesterday.
 */

const meta = {
  title: 'Features/PublishInfo',
  component: PublishInfo,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { shareKey: 'share-a-006', onDownload: fn() },
} satisfies Meta<typeof PublishInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 5000 };

/**
 * A valid link: name, project, launcher and 有效期至; the cost summary and table; the files by folder, each with
 * 下载, and 下载全部 for all of them.
 */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '滨江新城综合体施工图发布' }, SLOW)).toBeVisible();
    for (const text of ['滨江新城综合体', '赵雪梅', '杭州蓝图数码快印', '2025-03-10', '160', '¥840.00']) {
      await expect(canvas.getByText(text, { selector: 'dd' })).toBeVisible();
    }
    await expect(canvas.getByText('有效期至', { selector: 'dt' })).toBeVisible();
    const costs = canvas.getByRole('grid', { name: '费用清单' });
    for (const column of ['规格', '单价', '数量', '合计']) {
      await expect(within(costs).getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expect(within(costs).getByRole('row', { name: /A1/ })).toHaveTextContent('A1¥12.0040¥480.00');
    await expect(canvas.getByText('总计：¥840.00')).toBeVisible();

    const folder = canvas.getByRole('list', { name: '施工图' });
    await userEvent.click(within(folder).getByRole('button', { name: '下载建施-01 总平面图.pdf' }));
    await waitFor(() =>
      expect(args.onDownload).toHaveBeenCalledWith(expect.objectContaining({ fileName: '建施-01 总平面图.pdf' })),
    );
    await userEvent.click(canvas.getByRole('button', { name: '下载全部' }));
    await waitFor(() =>
      expect(args.onDownload).toHaveBeenLastCalledWith(
        expect.objectContaining({ fileName: '滨江新城综合体施工图发布.zip' }),
      ),
    );
  },
};

/** An expired link: 分享链接已失效, nothing else, and no retry. */
export const Expired: Story = {
  args: { shareKey: 'share-expired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('分享链接已失效', {}, SLOW)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('button', { name: '下载全部' })).toBeNull();
  },
};

/** A key the server does not know reads the same: 分享链接已失效. */
export const UnknownKey: Story = {
  args: { shareKey: 'no-such-link' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('分享链接已失效', {}, SLOW)).toBeVisible();
  },
};

/** While the content loads: 加载中… and the page marked busy. */
export const Loading: Story = {
  parameters: {
    fixtureApi: {
      resolvers: { approval: { downloadInfo: () => new Promise<never>(() => {}) } },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('加载中…');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The server cannot be reached: an error with 重试, which loads the page. */
export const NetworkError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/newApproval/getDownLoadInfo', () => HttpResponse.error(), { once: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('加载失败，请检查网络后重试', {}, SLOW)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(await canvas.findByRole('heading', { name: '滨江新城综合体施工图发布' }, SLOW)).toBeVisible();
  },
};

/** English (en-US) strings. */
export const English: Story = {
  args: { shareKey: 'share-expired' },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The share link has expired', {}, SLOW)).toBeVisible();
  },
};
