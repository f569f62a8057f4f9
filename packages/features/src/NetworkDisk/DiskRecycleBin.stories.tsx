import { type FixtureStore, fixtureDiskAddFile, fixtureDiskDelete, fixtureSession } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, fixtureApi } from '../testing';
import { DiskRecycleBin } from './DiskRecycleBin';

const ME = fixtureSession.userId;

/** 旧方案.dwg and 草图.png deleted before the story. */
function withDeleted(store: FixtureStore) {
  const a = fixtureDiskAddFile(store, ME, '0', '旧方案.dwg', 1_000_000);
  const b = fixtureDiskAddFile(store, ME, '0', '草图.png', 200_000);
  fixtureDiskDelete(store, ME, [a.resId, b.resId], '陈建国');
}

const meta = {
  title: 'Features/NetworkDisk/DiskRecycleBin',
  component: DiskRecycleBin,
  tags: ['autodocs'],
  ...fixtureApi,
} satisfies Meta<typeof DiskRecycleBin>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 5000 };
const bin = () => screen.findByRole('region', { name: '回收站' }, SLOW);

/** Nothing deleted: 回收站为空. */
export const Empty: Story = {
  play: async () => {
    await expect(await screen.findByText('回收站为空', {}, SLOW)).toBeVisible();
  },
};

/** 恢复 puts a file back on the disk. */
export const Restore: Story = {
  parameters: { fixtureApi: { setup: withDeleted } },
  play: async () => {
    const region = await bin();
    await within(region).findByRole('rowheader', { name: /旧方案/ }, SLOW);
    await userEvent.click(within(region).getByRole('button', { name: '恢复“旧方案.dwg”' }));
    await waitFor(
      () => expect(within(region).queryByRole('rowheader', { name: /旧方案/ })).not.toBeInTheDocument(),
      SLOW,
    );
    await closeToasts();
  },
};

/** 清空回收站 asks first, then the bin is empty. */
export const Clean: Story = {
  parameters: { fixtureApi: { setup: withDeleted } },
  play: async () => {
    const region = await bin();
    await within(region).findByRole('rowheader', { name: /草图/ }, SLOW);
    await userEvent.click(screen.getByRole('button', { name: '清空回收站' }));
    const confirm = await screen.findByRole('alertdialog', { name: /确定清空回收站吗/ }, SLOW);
    await userEvent.click(within(confirm).getByRole('button', { name: /确定|删除/ }));
    await expect(await within(region).findByText('回收站为空', {}, SLOW)).toBeVisible();
    await closeToasts();
  },
};
