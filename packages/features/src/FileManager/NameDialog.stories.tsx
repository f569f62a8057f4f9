import { NAME_SPECIAL_CHARACTERS, type ProjectResource } from '@atelier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts, fixtureApi, fixtureApiOf, toastShown } from '../testing';
import { NameDialog } from './NameDialog';

/* The fixture session is 陈建国; 滨江新城综合体 (p-001) holds 建筑, 结构, 给排水 and 出图PDF at its root. */
const DRAWING: ProjectResource = {
  resId: 'r-p-001-1',
  resName: '建施-01 总平面图.pdf',
  parentId: 'f-p-001-arch-cd',
  projectId: 'p-001',
  isFolder: false,
  fileExt: 'pdf',
  fileSize: 1024,
  updateTime: '2026-11-20 10:00:00',
  path: '/建筑/施工图/建施-01 总平面图.pdf',
  recordId: 'rec-p-001-1',
};

const meta = {
  title: 'Features/FileManager/NameDialog',
  component: NameDialog,
  tags: ['autodocs'],
  ...fixtureApi,
  args: {
    projectId: 'p-001',
    mode: { kind: 'create', parentId: '0' },
    isOpen: true,
    onOpenChange: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof NameDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 5000 };

async function dialogNamed(name: string) {
  const dialog = await screen.findByRole('dialog', { name }, SLOW);
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** 新建文件夹: the name typed, 确定, the folder is in the project's root and the dialog closes. */
export const NewFolder: Story = {
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const dialog = await dialogNamed('新建文件夹');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /文件夹名称/ }), '初步设计');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(context.args.onDone).toHaveBeenCalled(), SLOW);
    await expect(store.children('p-001', '0').map((r) => r.resName)).toContain('初步设计');
    await toastShown('文件夹已创建');
    await closeToasts();
  },
};

/** A name breaking the rule (001 section 5.7): its message under the field, nothing sent. */
export const InvalidName: Story = {
  tags: ['vrt-992'],
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const dialog = await dialogNamed('新建文件夹');
    const field = within(dialog).getByRole('textbox', { name: /文件夹名称/ });
    await userEvent.type(field, 'a/b');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(NAME_SPECIAL_CHARACTERS));
    await expect(store.children('p-001', '0').some((r) => r.resName === 'a/b')).toBe(false);
    await expect(context.args.onDone).not.toHaveBeenCalled();
  },
};

/** A name already in the folder: the server's warning, the dialog open with what was typed. */
export const NameTaken: Story = {
  play: async (context) => {
    const dialog = await dialogNamed('新建文件夹');
    const field = within(dialog).getByRole('textbox', { name: /文件夹名称/ });
    await userEvent.type(field, '建筑');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await toastShown('目标文件夹中已存在同名文件或文件夹：建筑');
    await expect(field).toHaveValue('建筑');
    await expect(context.args.onDone).not.toHaveBeenCalled();
    await closeToasts();
  },
};

/** 重命名 a file: the field holds the name without .pdf, which is kept. */
export const RenameFile: Story = {
  args: { mode: { kind: 'rename', resource: DRAWING } },
  play: async (context) => {
    const { store } = fixtureApiOf(context);
    const dialog = await dialogNamed('重命名“建施-01 总平面图.pdf”');
    const field = within(dialog).getByRole('textbox', { name: /新名称/ });
    await expect(field).toHaveValue('建施-01 总平面图');
    await expect(field).toHaveAccessibleDescription('文件后缀 .pdf 保持不变');
    await userEvent.clear(field);
    await userEvent.type(field, '总图');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(store.resource('r-p-001-1').resName).toBe('总图.pdf'), SLOW);
    await closeToasts();
  },
};
