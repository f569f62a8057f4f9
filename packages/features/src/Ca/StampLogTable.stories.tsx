import type { StampLog } from '@atelier/api';
import { FixtureCode, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, type FixtureApiParameters, fixtureApi, typeDate } from '../testing';
import { StampLogTable } from './StampLogTable';

/** 60 uses of 华筑设计出图专用章 over March 2025, one a day-and-hour apart, for paging and the range. */
function sixtyUses(): StampLog[] {
  return Array.from({ length: 60 }, (_, i) => {
    const day = String(1 + Math.floor(i / 2)).padStart(2, '0');
    const hour = i % 2 === 0 ? '09' : '15';
    return {
      id: `log-${i + 1}`,
      stampId: 'st-101',
      stampName: '华筑设计出图专用章',
      userId: 'u-002',
      realname: '李婷',
      operation: `快捷签章-202503${day}${hour}0000 盖章`,
      createTime: `2025-03-${day} ${hour}:00:00`,
    };
  });
}

const meta = {
  title: 'Features/Ca/StampLogTable',
  component: StampLogTable,
  tags: ['autodocs'],
  ...fixtureApi,
} satisfies Meta<typeof StampLogTable>;

export default meta;
type Story = StoryObj<typeof meta>;

async function loadedTable(canvasElement: HTMLElement) {
  const table = await within(canvasElement).findByRole('grid', { name: '印章使用记录' }, { timeout: 5000 });
  await waitFor(() => expect(within(table).getAllByRole('rowheader')[0]?.textContent).not.toBe(''), {
    timeout: 5000,
  });
  return table;
}

/** The seeded uses, newest first: stamp, who, what for and when. */
export const Uses: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement);
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['陈建国', '一级注册建筑师 陈建国', '华筑设计出图专用章']);
    await expect(within(table).getByText('按序签章-20250305101200 盖章')).toBeVisible();
    await expect(within(table).getAllByText('2025-03-06 17:40:13')).toHaveLength(2);
  },
};

const sixty = {
  fixtureApi: {
    setup: (store) => {
      store.state.stampLogs = sixtyUses();
    },
  } satisfies FixtureApiParameters,
};

/** 60 uses: 50 a page, the other 10 on the second. */
export const Paging: Story = {
  parameters: sixty,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await loadedTable(canvasElement);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(50);
    const pages = canvas.getByRole('navigation');
    await userEvent.click(within(pages).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(10), { timeout: 5000 });
  },
};

/**
 * A range of days narrows the 60 uses; an end before the start is refused and asks nothing. (Apart from Paging: a
 * date is typed digit by digit into the picker's segments, slow enough on a loaded machine to need a story's time.)
 */
export const Range: Story = {
  parameters: sixty,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await loadedTable(canvasElement);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(50);

    await typeDate(canvasElement, '开始日期', '2025-03-10');
    await typeDate(canvasElement, '结束日期', '2025-03-11');
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((r) => r.textContent),
      ).toEqual([
        expect.stringContaining('2025-03-11 15:00:00'),
        expect.stringContaining('2025-03-11 09:00:00'),
        expect.stringContaining('2025-03-10 15:00:00'),
        expect.stringContaining('2025-03-10 09:00:00'),
      ]),
    );
    await typeDate(canvasElement, '结束日期', '2025-03-01');
    await expect(await canvas.findByText('结束日期不能早于开始日期')).toBeVisible();
    // The inverted range was not asked for (the server would answer nothing): the last valid range's rows stay.
    await expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(50), { timeout: 5000 });
  },
};

/** No uses: 暂无使用记录. */
export const Empty: Story = {
  parameters: {
    fixtureApi: {
      setup: (store) => {
        store.state.stampLogs = [];
      },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无使用记录', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The log cannot be loaded: an error and a retry. */
export const LoadFailed: Story = {
  parameters: {
    fixtureApi: {
      resolvers: { stamp: { log: () => refuse(FixtureCode.Error, '日志服务不可用') } },
    } satisfies FixtureApiParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('使用记录加载失败', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
    const toast = await screen.findByText('日志服务不可用', {}, { timeout: 5000 });
    await waitFor(() => expect(toast).toBeVisible(), { timeout: 5000 });
    await closeToasts();
  },
};
