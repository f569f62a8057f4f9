import type { ProjectResource } from '@atelier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, fixtureApi, fixtureApiOf } from '../testing';
import { DeleteDialog } from './DeleteDialog';
import { RecycleBin } from './RecycleBin';

const WATER: ProjectResource = {
  resId: 'f-p-001-water',
  resName: '给排水',
  parentId: '0',
  projectId: 'p-001',
  isFolder: true,
  updateTime: '2026-11-20 10:00:00',
  path: '/给排水',
};

const meta = {
  title: 'Features/FileManager/DeleteDialog',
  component: DeleteDialog,
  tags: ['autodocs'],
  ...fixtureApi,
  args: {
    projectId: 'p-001',
    parentId: '0',
    resources: [WATER],
    isOpen: true,
    onOpenChange: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof DeleteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 5000 };

/** 删除 asks first and says where it goes; confirmed, the folder is in the recycle bin with 30 days left. */
export const DeleteToRecycleBin: Story = {
  tags: ['vrt-992'],
  render: (args) => (
    <>
      <DeleteDialog {...args} />
      <RecycleBin projectId="p-001" />
    </>
  ),
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const dialog = await screen.findByRole('dialog', { name: '删除' }, SLOW);
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText('确定删除“给排水”吗？')).toBeVisible();
    await expect(within(dialog).getByText('删除后将移入回收站，保留30天，期间可以恢复。')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(store.children('p-001', '0').some((r) => r.resName === '给排水')).toBe(false), SLOW);
    const bin = await screen.findByRole('region', { name: '回收站' });
    await expect(await within(bin).findByRole('rowheader', { name: /给排水/ }, SLOW)).toBeVisible();
    await expect(within(bin).getByText('30天')).toBeVisible();
    await closeToasts();
  },
};
