import { FileOperationMessage, type ProjectResource } from '@atelier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, fixtureApi, fixtureApiOf, toastShown } from '../testing';
import { TransferDialog } from './TransferDialog';

/* 滨江新城综合体 (p-001): 建筑 (with 施工图 holding 建施-01...) and 结构 at the root. */
const resource = (resId: string, resName: string, parentId: string, isFolder: boolean): ProjectResource => ({
  resId,
  resName,
  parentId,
  projectId: 'p-001',
  isFolder,
  fileExt: isFolder ? null : 'pdf',
  fileSize: isFolder ? null : 1024,
  updateTime: '2026-11-20 10:00:00',
  path: '',
  recordId: isFolder ? null : `rec-${resId}`,
});
const ARCH = resource('f-p-001-arch', '建筑', '0', true);
const DRAWING = resource('r-p-001-1', '建施-01 总平面图.pdf', 'f-p-001-arch-cd', false);

const meta = {
  title: 'Features/FileManager/TransferDialog',
  component: TransferDialog,
  tags: ['autodocs'],
  ...fixtureApi,
  args: {
    projectId: 'p-001',
    operation: 'move',
    parentId: 'f-p-001-arch-cd',
    sources: [DRAWING],
    isOpen: true,
    onOpenChange: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof TransferDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 5000 };

async function open(name: string) {
  const dialog = await screen.findByRole('dialog', { name }, SLOW);
  await waitFor(() => expect(dialog).toBeVisible());
  const tree = within(dialog).getByRole('treegrid', { name: '选择目标文件夹' });
  await within(tree).findByRole('row', { name: '结构' }, SLOW);
  return { dialog, tree };
}

/** 移动到 结构: the drawing leaves 施工图. */
export const Move: Story = {
  tags: ['vrt-992'],
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const { dialog, tree } = await open('移动到');
    await userEvent.click(within(tree).getByRole('row', { name: '结构' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(store.resource('r-p-001-1').parentId).toBe('f-p-001-struct'), SLOW);
    await toastShown('已移动 1 项');
    await closeToasts();
  },
};

/** A folder cannot be moved into itself, nor into the folder it is in: picking one says why and picks nothing. */
export const IntoItselfRefused: Story = {
  args: { sources: [ARCH], parentId: '0' },
  play: async () => {
    const { tree } = await open('移动到');
    const arch = within(tree).getByRole('row', { name: '建筑' });
    await userEvent.click(arch);
    await toastShown(FileOperationMessage.IntoItself);
    await expect(arch).not.toHaveAttribute('aria-selected', 'true');
    await closeToasts();
    await userEvent.click(within(tree).getByRole('row', { name: '根目录' }));
    await toastShown(FileOperationMessage.SameFolder);
    await closeToasts();
    const struct = within(tree).getByRole('row', { name: '结构' });
    await userEvent.click(struct);
    await expect(struct).toHaveAttribute('aria-selected', 'true');
  },
};

/** 复制到 the folder it is in: the name is taken, the conflict dialog asks; keep both makes "(1)". */
export const CopyWithConflict: Story = {
  args: { operation: 'copy' },
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const { dialog, tree } = await open('复制到');
    const arch = within(tree).getByRole('row', { name: '建筑' });
    await userEvent.click(within(arch).getByRole('button', { name: /^展开/ }));
    const target = await within(tree).findByRole('row', { name: '施工图' }, SLOW);
    await userEvent.click(target);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    const conflict = await screen.findByRole('dialog', { name: '存在同名文件' }, SLOW);
    await waitFor(() => expect(conflict).toBeVisible());
    await expect(within(conflict).getByText('建施-01 总平面图.pdf')).toBeVisible();
    await expect(within(conflict).getByRole('radio', { name: /保留两者/ })).toBeChecked();
    await userEvent.click(within(conflict).getByRole('button', { name: '确定' }));
    await waitFor(
      () =>
        expect(store.children('p-001', 'f-p-001-arch-cd').map((r) => r.resName)).toContain('建施-01 总平面图 (1).pdf'),
      SLOW,
    );
    await closeToasts();
  },
};

const DRAWINGS = [
  DRAWING,
  resource('r-p-001-2', '建施-02 一层平面图.pdf', 'f-p-001-arch-cd', false),
  resource('r-p-001-3', '建施-03 二层平面图.pdf', 'f-p-001-arch-cd', false),
];

async function copyIntoOwnFolder() {
  const { dialog, tree } = await open('复制到');
  const arch = within(tree).getByRole('row', { name: '建筑' });
  await userEvent.click(within(arch).getByRole('button', { name: /^展开/ }));
  await userEvent.click(await within(tree).findByRole('row', { name: '施工图' }, SLOW));
  await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
  const conflict = await screen.findByRole('dialog', { name: '存在同名文件' }, SLOW);
  await waitFor(() => expect(conflict).toBeVisible());
  return conflict;
}

/** The same-name choice (ConflictDialog) asking about the first of three taken names (pictured at 992 px, issue 22). */
export const ConflictAsked: Story = {
  tags: ['vrt-992'],
  args: { operation: 'copy', sources: DRAWINGS },
  play: async () => {
    const conflict = await copyIntoOwnFolder();
    await expect(within(conflict).getByText(/第 1 项，共 3 项/)).toBeVisible();
    await expect(within(conflict).getByRole('radio', { name: /保留两者/ })).toBeChecked();
    await expect(within(conflict).getByRole('checkbox', { name: '其余 2 个同名项也这样处理' })).not.toBeChecked();
  },
};

/**
 * Three names taken: the dialog asks name by name (第 1 项，共 3 项), 下一项 keeps the first as both, then 跳过 with
 * 其余 1 个同名项也这样处理 answers the last two at once; only the first is copied, as "(1)".
 */
export const CopyManyNameByName: Story = {
  args: { operation: 'copy', sources: DRAWINGS },
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const conflict = await copyIntoOwnFolder();
    await expect(within(conflict).getByText(/第 1 项，共 3 项/)).toBeVisible();
    await expect(within(conflict).getByRole('listitem', { current: 'step' })).toHaveTextContent(DRAWING.resName);
    await expect(within(conflict).getByRole('checkbox', { name: '其余 2 个同名项也这样处理' })).not.toBeChecked();
    await userEvent.click(within(conflict).getByRole('button', { name: '下一项' }));
    await waitFor(() => expect(within(conflict).getByText(/第 2 项，共 3 项/)).toBeVisible());
    await expect(within(conflict).getByRole('listitem', { current: 'step' })).toHaveTextContent(
      '建施-02 一层平面图.pdf',
    );
    await userEvent.click(within(conflict).getByRole('radio', { name: /跳过/ }));
    await userEvent.click(within(conflict).getByRole('checkbox', { name: '其余 1 个同名项也这样处理' }));
    await userEvent.click(within(conflict).getByRole('button', { name: '确定' }));
    await waitFor(() => {
      const names = store.children('p-001', 'f-p-001-arch-cd').map((r) => r.resName);
      expect(names).toContain('建施-01 总平面图 (1).pdf');
      expect(names).not.toContain('建施-02 一层平面图 (1).pdf');
      expect(names).not.toContain('建施-03 二层平面图 (1).pdf');
    }, SLOW);
    await toastShown('已复制 1 项');
    await closeToasts();
  },
};

/** Cancelled at the second name: nothing is copied, and the picker is back. */
export const ConflictCancelled: Story = {
  args: { operation: 'copy', sources: DRAWINGS.slice(0, 2) },
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const before = store.children('p-001', 'f-p-001-arch-cd').length;
    const conflict = await copyIntoOwnFolder();
    await userEvent.click(within(conflict).getByRole('button', { name: '下一项' }));
    await waitFor(() => expect(within(conflict).getByText(/第 2 项，共 2 项/)).toBeVisible());
    await userEvent.click(within(conflict).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '存在同名文件' })).toBeNull(), SLOW);
    await expect(await screen.findByRole('dialog', { name: '复制到' }, SLOW)).toBeVisible();
    await expect(store.children('p-001', 'f-p-001-arch-cd').length).toBe(before);
  },
};
