import { fixtureDelete } from '@atelier/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, type FixtureApiParameters, fixtureApi, fixtureApiOf } from '../testing';
import { RecycleBin } from './RecycleBin';

const meta = {
  title: 'Features/FileManager/RecycleBin',
  component: RecycleBin,
  tags: ['autodocs'],
  ...fixtureApi,
  args: { projectId: 'p-001' },
} satisfies Meta<typeof RecycleBin>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 5000 };

/** A text once its entering animation is over. */
async function shown(message: string) {
  const toast = await screen.findByText(message, {}, SLOW);
  await waitFor(() => expect(toast).toBeVisible());
}

/** 施工图 and 给排水 deleted by 陈建国 before the story. */
const withDeleted: FixtureApiParameters = {
  setup: (store) => {
    fixtureDelete(store, ['f-p-001-arch-cd'], '陈建国');
    fixtureDelete(store, ['f-p-001-water'], '陈建国');
  },
};

/** Nothing deleted: 回收站为空. */
export const Empty: Story = {
  play: async () => {
    await shown('回收站为空');
  },
};

/** Entries with where they were, who deleted them and the days left; 恢复 puts one back. */
export const Restore: Story = {
  parameters: { fixtureApi: withDeleted },
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const bin = await screen.findByRole('region', { name: '回收站' });
    const row = (await within(bin).findByRole('rowheader', { name: /施工图/ }, SLOW)).closest('tr') as HTMLElement;
    await expect(within(row).getByText('/建筑')).toBeVisible();
    await expect(within(row).getByText('陈建国')).toBeVisible();
    await expect(within(row).getByText('30天')).toBeVisible();
    await userEvent.click(within(bin).getByRole('button', { name: '恢复“施工图”' }));
    await waitFor(
      () => expect(store.children('p-001', 'f-p-001-arch').map((r) => r.resName)).toContain('施工图'),
      SLOW,
    );
    await waitFor(() => expect(within(bin).queryByRole('rowheader', { name: /施工图/ })).not.toBeInTheDocument());
    await closeToasts();
  },
};

/** 彻底删除 asks first, then the entry is gone for good. */
export const DeleteForGood: Story = {
  parameters: { fixtureApi: withDeleted },
  play: async () => {
    const bin = await screen.findByRole('region', { name: '回收站' });
    await within(bin).findByRole('rowheader', { name: /给排水/ }, SLOW);
    await userEvent.click(within(bin).getByRole('button', { name: '彻底删除“给排水”' }));
    const confirm = await screen.findByRole('alertdialog', { name: /确定彻底删除“给排水”吗/ });
    await userEvent.click(within(confirm).getByRole('button', { name: /确定|删除/ }));
    await waitFor(() => expect(within(bin).queryByRole('rowheader', { name: /给排水/ })).not.toBeInTheDocument(), SLOW);
    await closeToasts();
  },
};
