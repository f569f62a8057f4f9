import { PublishStatisticMessage, type StatisticPeriodInput } from '@atelier/api';
import { FixtureCode, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, type FixtureApiParameters, fixtureApi } from '../testing';
import { PublishStatistics } from './PublishStatistics';

const YEAR = 2025;
const PRICE = 8.5;
/** Sheets published each month of the year (none in May): 2,015 in all, ¥17,127.50 at 8.5 yuan a sheet. */
const MONTH_SHEETS = [120, 80, 260, 150, 0, 310, 95, 180, 220, 140, 60, 400];
const row = (id: string, name: string, count: number) => ({ id, name, count, money: count * PRICE });
const SHOPS = [
  row('pub-001', '杭州蓝图数码快印', 820),
  row('pub-002', '杭州西湖晒图中心', 505),
  row('pub-003', '滨江图文输出社', 370),
  row('pub-004', '城西工程复印部', 200),
  row('pub-005', '下沙数码印务', 120),
];
const RULES = [
  row('cr-001', '2025年晒图计价标准', 1400),
  row('cr-002', '2024年晒图计价标准', 415),
  row('cr-003', '加急晒图计价', 200),
];
// Listed by name, not by size: the charts rank them.
const PROJECTS = [
  row('p-006', '西溪湿地配套用房', 130),
  row('p-001', '滨江新城综合体', 600),
  row('p-003', '钱江世纪城办公楼', 300),
  row('p-002', '城南小学改扩建', 420),
  row('p-008', '之江实验室二期', 50),
  row('p-004', '临平体育中心', 250),
  row('p-007', '萧山机场货运站', 85),
  row('p-005', '未来科技城人才公寓', 180),
];

/** The months with publishing inside the asked period, as the server lists them. */
function monthsIn({ startTime = `${YEAR}-01-01`, endTime = `${YEAR}-12-31` }: StatisticPeriodInput) {
  return MONTH_SHEETS.flatMap((count, i) => {
    const month = `${YEAR}-${String(i + 1).padStart(2, '0')}`;
    const inside = month >= startTime.slice(0, 7) && month <= endTime.slice(0, 7);
    return inside && count > 0 ? [{ name: month, count, money: count * PRICE }] : [];
  });
}

/** A year of publishing: twelve months, five print shops, three rules and eight projects. */
const yearOfData: FixtureApiParameters = {
  resolvers: {
    publish: {
      countList: ({ data }) => monthsIn(data),
      publisherCounts: () => SHOPS,
      calcCounts: () => RULES,
      statisticProjects: () => PROJECTS,
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

const chart = async (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('group', { name }, { timeout: T });

/**
 * A year of data: the totals, the months as columns, the shops, rules and projects as ranked bars (the top five
 * and 其他), each bar named with its value, and the same numbers in the tables with their totals.
 */
export const YearOfData: Story = {
  parameters: { fixtureApi: yearOfData },
  tags: ['vrt', 'vrt-992'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const months = await chart(canvasElement, '按月统计图表（张数）');
    const columns = within(months).getAllByRole('img');
    await expect(columns).toHaveLength(12);
    await expect(columns[2]).toHaveAccessibleName('2025-03：260 张');
    await expect(columns[4]).toHaveAccessibleName('2025-05：0 张');
    await expect(columns[11]).toHaveAccessibleName('2025-12：400 张');
    const shops = within(canvas.getByRole('group', { name: '按出版单位统计图表（张数）' })).getAllByRole('img');
    await expect(shops.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      '杭州蓝图数码快印：820 张',
      '杭州西湖晒图中心：505 张',
      '滨江图文输出社：370 张',
      '城西工程复印部：200 张',
      '下沙数码印务：120 张',
    ]);
    await expect(
      within(canvas.getByRole('group', { name: '按计费规则统计图表（张数）' })).getAllByRole('img'),
    ).toHaveLength(3);
    const projects = within(canvas.getByRole('group', { name: '按项目统计图表（张数）' })).getAllByRole('img');
    await expect(projects.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      '滨江新城综合体：600 张',
      '城南小学改扩建：420 张',
      '钱江世纪城办公楼：300 张',
      '临平体育中心：250 张',
      '未来科技城人才公寓：180 张',
      '其他：265 张',
    ]);
    // The totals: above the views and in each table's 合计 row; the tables list every row (eight projects).
    await expect(canvas.getAllByText('¥17,127.50')).toHaveLength(5);
    await expect(canvas.getAllByText('2,015')).toHaveLength(5);
    const monthTable = canvas.getByRole('grid', { name: '按月统计' });
    await expect(within(monthTable).getAllByRole('row')).toHaveLength(14);
    await expect(within(monthTable).getByRole('rowheader', { name: '2025-12' })).toBeVisible();
    const projectTable = canvas.getByRole('grid', { name: '按项目统计' });
    await expect(within(projectTable).getAllByRole('row')).toHaveLength(10);
    // Ranked as the chart is (the server's order is not), the last row before 合计 the smallest.
    const projectRows = within(projectTable).getAllByRole('rowheader');
    await expect(projectRows[0]).toHaveTextContent('滨江新城综合体');
    await expect(projectRows[7]).toHaveTextContent('之江实验室二期');
    await expect(canvas.getByRole('button', { name: '导出表格' })).toBeEnabled();
  },
};

/** The bars by keyboard: one tab stop per chart, the arrow keys, Home and End move between bars. */
export const KeyboardBars: Story = {
  parameters: { fixtureApi: yearOfData },
  play: async ({ canvasElement }) => {
    const months = await chart(canvasElement, '按月统计图表（张数）');
    const columns = within(months).getAllByRole('img');
    await expect(columns.map((bar) => bar.getAttribute('tabindex'))).toEqual(['0', ...Array(11).fill('-1')]);
    columns[0]?.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(columns[2]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(columns[11]).toHaveFocus();
    await expect(columns[11]).toHaveAttribute('tabindex', '0');
    await userEvent.keyboard('{ArrowLeft}{Home}');
    await expect(columns[0]).toHaveFocus();
  },
};

/** 图表显示 金额: the charts show the money (the rankings by money), the bars read in yuan. */
export const Money: Story = {
  tags: ['vrt-992'],
  parameters: { fixtureApi: yearOfData },
  play: async ({ canvasElement }) => {
    await chart(canvasElement, '按月统计图表（张数）');
    await userEvent.click(within(canvasElement).getByRole('radio', { name: '金额' }));
    const months = await chart(canvasElement, '按月统计图表（金额）');
    await expect(within(months).getAllByRole('img')[2]).toHaveAccessibleName('2025-03：¥2,210.00');
    await expect(within(months).getByText('¥2,635')).toBeVisible();
    const projects = within(await chart(canvasElement, '按项目统计图表（金额）')).getAllByRole('img');
    await expect(projects[0]).toHaveAccessibleName('滨江新城综合体：¥5,100.00');
    await expect(projects[5]).toHaveAccessibleName('其他：¥2,252.50');
  },
};

/**
 * A narrow pane (560 px) and the money: the sums no longer fit over their columns, so they are left off (the axis,
 * the bars' names and the table still say them) rather than drawn over one another.
 */
export const NarrowMoney: Story = {
  parameters: { fixtureApi: yearOfData },
  decorators: [
    (Story) => (
      <div style={{ width: 560 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await chart(canvasElement, '按月统计图表（张数）');
    const countColumns = within(await chart(canvasElement, '按月统计图表（张数）'));
    await expect(countColumns.getByText('310')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('radio', { name: '金额' }));
    const months = await chart(canvasElement, '按月统计图表（金额）');
    await expect(within(months).getAllByRole('img')[5]).toHaveAccessibleName('2025-06：¥2,635.00');
    await expect(within(months).queryByText('¥2,635')).toBeNull();
    await expect(within(months).getByText('6月')).toBeVisible();
  },
};

const pick = async (canvasElement: HTMLElement, label: string, option: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: new RegExp(label) }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
};

/** A month range: 3月 to 5月 asks for 2025-03-01 to 2025-05-31; the months' chart and table show those three. */
export const MonthRange: Story = {
  parameters: { fixtureApi: yearOfData },
  play: async ({ canvasElement }) => {
    await chart(canvasElement, '按月统计图表（张数）');
    await pick(canvasElement, '起始月份', '3月');
    await pick(canvasElement, '结束月份', '5月');
    const months = await chart(canvasElement, '按月统计图表（张数）');
    await waitFor(() => expect(within(months).getAllByRole('img')).toHaveLength(3));
    await expect(
      within(months)
        .getAllByRole('img')
        .map((bar) => bar.getAttribute('aria-label')),
    ).toEqual(['2025-03：260 张', '2025-04：150 张', '2025-05：0 张']);
    const table = within(canvasElement).getByRole('grid', { name: '按月统计' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(within(table).getByRole('row', { name: /合计/ })).toHaveTextContent('410');
  },
};

/** 导出表格 writes an .xlsx (a zip) named after the period; the unit test opens such a file and checks its cells. */
export const Export: Story = {
  parameters: { fixtureApi: yearOfData },
  play: async ({ canvasElement }) => {
    await chart(canvasElement, '按月统计图表（张数）');
    const saved = spyOn(URL, 'createObjectURL');
    const clicked = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: '导出表格' }));
      await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1), { timeout: T });
      await expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('发布统计-2025年.xlsx');
      const blob = saved.mock.calls[0]?.[0] as Blob;
      const head = new Uint8Array(await blob.slice(0, 2).arrayBuffer());
      await expect(String.fromCharCode(...head)).toBe('PK');
    } finally {
      clicked.mockRestore();
      saved.mockRestore();
    }
  },
};

/** A year without publishing (the fixture store's own statistics): an empty state, no empty axes, no export. */
export const Empty: Story = {
  tags: ['vrt'],
  args: { defaultYear: 2001 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('该时段暂无已发布的审批', {}, { timeout: T })).toBeVisible();
    // A year older than the six offered is offered too, chosen.
    await expect(canvas.getByRole('button', { name: /统计年份/ })).toHaveTextContent('2001年');
    await expect(canvas.queryByRole('group', { name: /图表/ })).toBeNull();
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.getByRole('button', { name: '导出表格' })).toBeDisabled();
  },
};

export const Loading: Story = {
  tags: ['vrt'],
  parameters: { fixtureApi: { delay: 60_000 } satisfies FixtureApiParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '发布统计' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '导出表格' })).toBeDisabled();
    await expect(canvas.queryByRole('group', { name: /图表/ })).toBeNull();
  },
};

const failOnce: Story['beforeEach'] = ({ msw }) => {
  msw.use(http.get('*/publishStatistic/getPublishCountList', () => HttpResponse.error(), { once: true }));
};

/** The statistics cannot be reached: an error with 重试, and no export. */
export const LoadFailed: Story = {
  tags: ['vrt'],
  parameters: { fixtureApi: yearOfData },
  beforeEach: failOnce,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('发布统计加载失败', {}, { timeout: T })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '导出表格' })).toBeDisabled();
    await expect(canvas.queryByRole('group', { name: /图表/ })).toBeNull();
    await closeToasts();
  },
};

/** 重试 after a failed load: the statistics load. */
export const Retry: Story = {
  parameters: { fixtureApi: yearOfData },
  beforeEach: failOnce,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '重试' }, { timeout: T }));
    const months = await chart(canvasElement, '按月统计图表（张数）');
    await expect(within(months).getAllByRole('img')).toHaveLength(12);
    await expect(canvas.queryByText('发布统计加载失败')).toBeNull();
  },
};

/** Someone who is not a publishing manager: the server refuses, the page says so. */
export const Refused: Story = {
  parameters: {
    fixtureApi: {
      resolvers: { publish: { countList: () => refuse(FixtureCode.Error, PublishStatisticMessage.NoStatistics) } },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('发布统计加载失败', {}, { timeout: T })).toBeVisible();
    await closeToasts();
  },
};

/** English (en-US): the charts' names and values and the month names. */
export const English: Story = {
  tags: ['vrt-992'],
  parameters: { fixtureApi: yearOfData },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const months = await chart(canvasElement, 'By month chart (Sheets)');
    await expect(within(months).getAllByRole('img')[11]).toHaveAccessibleName('2025-12: 400 sheets');
    await expect(within(months).getByText('Dec')).toBeInTheDocument();
    const projects = within(canvasElement).getByRole('group', { name: 'By project chart (Sheets)' });
    await expect(within(projects).getAllByRole('img')[5]).toHaveAccessibleName('Other: 265 sheets');
    // The shown names, user data, are marked Chinese in the English page (not 'Other').
    await expect(within(projects).getByText('滨江新城综合体')).toHaveAttribute('lang', 'zh');
    await expect(within(projects).getByText('Other')).not.toHaveAttribute('lang');
  },
};
