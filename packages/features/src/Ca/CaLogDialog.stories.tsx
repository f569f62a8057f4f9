import { FixtureCode, refuse } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { closeToasts, type FixtureApiParameters, fixtureApi } from '../testing';
import { CaLogDialog } from './CaLogDialog';

const meta = {
  title: 'Features/Ca/CaLogDialog',
  component: CaLogDialog,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { stampId: 'st-302', stampName: '一级注册结构工程师 王海涛', isOpen: true, onOpenChange: fn() },
} satisfies Meta<typeof CaLogDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openLog(stampName: string) {
  const dialog = await screen.findByRole('dialog', { name: `CA记录 · ${stampName}` }, { timeout: 5000 });
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
  return dialog;
}

/** The log newest first: type, status, time and the reviewer's remarks. */
export const Entries: Story = {
  tags: ['vrt', 'vrt-992'],
  play: async () => {
    const dialog = await openLog('一级注册结构工程师 王海涛');
    const table = within(dialog).getByRole('grid');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3), { timeout: 5000 });
    const [renewal, creation] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    await expect(within(renewal as HTMLElement).getByText('续期')).toBeVisible();
    await expect(within(renewal as HTMLElement).getByText('已拒绝')).toBeVisible();
    await expect(within(renewal as HTMLElement).getByText('2024-07-10 14:00:00')).toBeVisible();
    await expect(within(renewal as HTMLElement).getByText('注册证书已过有效期，请更新注册证书后再申请')).toBeVisible();
    await expect(within(creation as HTMLElement).getByText('新办')).toBeVisible();
    await expect(within(creation as HTMLElement).getByText('已通过')).toBeVisible();
  },
};

/** A stamp that never applied: 暂无CA记录. */
export const Empty: Story = {
  args: { stampId: 'st-303', stampName: '注册公用设备工程师 张敏' },
  play: async () => {
    const dialog = await openLog('注册公用设备工程师 张敏');
    await waitFor(() => expect(within(dialog).getByText('暂无CA记录')).toBeVisible(), { timeout: 5000 });
  },
};

/** The log cannot be loaded: the server's message, an error and a retry. */
export const LoadFailed: Story = {
  parameters: {
    fixtureApi: {
      resolvers: { ca: { log: () => refuse(FixtureCode.Error, '印章不存在') } },
    } satisfies FixtureApiParameters,
  },
  play: async () => {
    const dialog = await openLog('一级注册结构工程师 王海涛');
    await waitFor(() => expect(within(dialog).getByText('CA记录加载失败')).toBeVisible(), { timeout: 5000 });
    await expect(within(dialog).getByRole('button', { name: '重试' })).toBeVisible();
    const toast = await screen.findByText('印章不存在', {}, { timeout: 5000 });
    await waitFor(() => expect(toast).toBeVisible(), { timeout: 5000 });
    await closeToasts();
  },
};
