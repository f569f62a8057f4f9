import { PublishStatisticMessage } from '@atelier/api';
import { FixtureCode, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { closeToasts, type FixtureApiParameters, fixtureApi } from '../testing';
import { PublishStatistics } from './PublishStatistics';

const YEAR = 2025;
const sheets = [120, 80, 260, 150, 0, 310, 95, 180, 220, 140, 60, 400];
/** A year of publishing: sheets each month at about 8 yuan a sheet, four shops, two rules, three projects. */
const yearOfData: FixtureApiParameters = {
  resolvers: {
    publish: {
      costsOfYear: () =>
        sheets.map((count, i) => ({ name: `${YEAR}-${String(i + 1).padStart(2, '0')}`, count, money: count * 8.5 })),
      publisherCounts: () => [
        { id: 'pub-001', name: '杭州蓝图数码快印', count: 1200, money: 10_200 },
        { id: 'pub-002', name: '杭州西湖晒图中心', count: 815, money: 6927.5 },
      ],
      calcCounts: () => [
        { id: 'cr-001', name: '2025年晒图计价标准', count: 1700, money: 14_450 },
        { id: 'cr-002', name: '2024年晒图计价标准', count: 315, money: 2677.5 },
      ],
      statisticProjects: () => [
        { id: 'p-001', name: '滨江新城综合体', count: 1415, money: 12_027.5 },
        { id: 'p-002', name: '城南小学改扩建', count: 600, money: 5100 },
      ],
    },
  },
};

const meta = {
  title: 'Features/Publish/PublishStatistics',
  component: PublishStatistics,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { defaultYear: YEAR },
} satisfies Meta<typeof PublishStatistics>;

export default meta;
type Story = StoryObj<typeof meta>;

const T = 5000;

/** A year of data: the year's totals, the twelve months and the tables by shop, rule and project, each with a total. */
export const YearOfData: Story = {
  tags: ['vrt'],
  parameters: { fixtureApi: yearOfData },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The year's totals: above the tables and in each table's 合计 row.
    await expect((await canvas.findAllByText('¥17,127.50', {}, { timeout: T }))[0]).toBeVisible();
    await expect(canvas.getAllByText('2,015')).toHaveLength(5);
    const months = canvas.getByRole('grid', { name: '按月统计' });
    await expect(within(months).getAllByRole('row')).toHaveLength(14);
    await expect(within(months).getByRole('rowheader', { name: '2025-12' })).toBeVisible();
    const shops = canvas.getByRole('grid', { name: '按出版单位统计' });
    await expect(within(shops).getByRole('rowheader', { name: '杭州蓝图数码快印' })).toBeVisible();
    await expect(within(shops).getByText('¥6,927.50')).toBeVisible();
    await expect(canvas.getByRole('grid', { name: '按项目统计' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '导出表格' })).toBeEnabled();
  },
};

/** A year without publishing (the fixture store's own statistics): zeros, and the page says so. */
export const Empty: Story = {
  args: { defaultYear: 2001 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('该年暂无已发布的审批', {}, { timeout: T })).toBeVisible();
    await expect(within(canvas.getByRole('grid', { name: '按月统计' })).getAllByRole('row')).toHaveLength(14);
  },
};

export const Loading: Story = {
  parameters: { fixtureApi: { delay: 60_000 } satisfies FixtureApiParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '发布统计' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '导出表格' })).toBeDisabled();
  },
};

/** Someone who is not a publishing manager: the server refuses, the page says so. */
export const Refused: Story = {
  parameters: {
    fixtureApi: {
      resolvers: { publish: { costsOfYear: () => refuse(FixtureCode.Error, PublishStatisticMessage.NoStatistics) } },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('发布统计加载失败', {}, { timeout: T })).toBeVisible();
    await closeToasts();
  },
};
