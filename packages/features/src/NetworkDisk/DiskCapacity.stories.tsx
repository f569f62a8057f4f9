import { type FixtureStore, fixtureDiskAddFile, fixtureSession } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { fixtureApi } from '../testing';
import { DiskCapacity } from './DiskCapacity';

const GB = 1024 ** 3;
const filled = (bytes: number) => ({
  fixtureApi: {
    setup: (store: FixtureStore) => void fixtureDiskAddFile(store, fixtureSession.userId, '0', 'a.zip', bytes),
  },
});

const meta = {
  title: 'Features/NetworkDisk/DiskCapacity',
  component: DiskCapacity,
  tags: ['autodocs'],
  ...fixtureApi,
} satisfies Meta<typeof DiskCapacity>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 5000 };

async function meter() {
  const found = await screen.findByRole('meter', { name: '网盘容量' }, SLOW);
  await waitFor(() => expect(found).toHaveAttribute('aria-valuetext', expect.stringContaining('/ 10 GB')), SLOW);
  return found;
}

/** An empty disk: 0 B of 10 GB, no warning. */
export const EmptyDisk: Story = {
  play: async () => {
    const bar = await meter();
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(bar).toHaveAttribute('data-tone', 'normal');
    await expect(screen.queryByRole('status')).toBeNull();
  },
};

/** Half used: the brand colour. */
export const HalfUsed: Story = {
  parameters: filled(5 * GB),
  play: async () => {
    const bar = await meter();
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
    await expect(bar).toHaveAttribute('data-tone', 'normal');
  },
};

/** Past 90 %: the warning colour and 网盘空间即将用完. */
export const NearlyFull: Story = {
  parameters: filled(9.5 * GB),
  play: async () => {
    const bar = await meter();
    await expect(bar).toHaveAttribute('data-tone', 'warning');
    await expect(await screen.findByText('网盘空间即将用完')).toBeVisible();
  },
};

/** At the quota: the error colour and what to do. */
export const FullQuota: Story = {
  parameters: filled(10 * GB),
  play: async () => {
    const bar = await meter();
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('data-tone', 'full');
    await expect(await screen.findByText('网盘空间已满，请清理后再试')).toBeVisible();
  },
};
