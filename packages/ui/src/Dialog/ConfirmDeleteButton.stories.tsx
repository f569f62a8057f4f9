import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';

const meta = {
  title: 'UI/ConfirmDeleteButton',
  component: ConfirmDeleteButton,
  tags: ['autodocs'],
  args: {
    children: '删除',
    'aria-label': '删除模板“标准图框（A1）”',
    confirmTitle: '确定删除模板“标准图框（A1）”？',
    confirmContent: '已用它识别的图纸将显示“图框模版已删除”。',
    onDelete: fn(),
  },
} satisfies Meta<typeof ConfirmDeleteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asks first; deletes only on 确定. */
export const AsksFirst: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除模板“标准图框（A1）”' }));
    const dialog = await screen.findByRole('alertdialog', { name: '确定删除模板“标准图框（A1）”？' });
    await expect(dialog).toHaveAccessibleDescription('已用它识别的图纸将显示“图框模版已删除”。');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: '删除模板“标准图框（A1）”' }));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
