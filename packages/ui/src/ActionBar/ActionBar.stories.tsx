import type { Meta, StoryObj } from '@storybook/react-vite';
import { RefreshCw, Upload } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ActionBar, type ActionBarItem } from './ActionBar';

const pressed = fn();
const actions: ActionBarItem[] = [
  { id: 'download', label: '下载', onPress: () => pressed('download') },
  { id: 'quickStamp', label: '发起快速签章', onPress: () => pressed('quickStamp') },
  { id: 'publish', label: '发起发布', onPress: () => pressed('publish') },
  { id: 'newFolder', label: '新建文件夹', onPress: () => pressed('newFolder') },
  { id: 'delete', label: '删除', danger: true, isDisabled: true, onPress: () => pressed('delete') },
  {
    id: 'upload',
    label: '上传',
    variant: 'primary',
    icon: <Upload size={14} aria-hidden />,
    pinned: true,
    onPress: () => pressed('upload'),
  },
  {
    id: 'refresh',
    label: '刷新',
    icon: <RefreshCw size={14} aria-hidden />,
    iconOnly: true,
    pinned: true,
    onPress: () => pressed('refresh'),
  },
];

/** `!vrt`: no baseline yet (the project directory's pictures at 992 px show the bar, tests/e2e/narrow.spec.ts). */
const meta = {
  title: 'UI/ActionBar',
  component: ActionBar,
  tags: ['autodocs', '!vrt'],
  args: { actions, 'aria-label': '文件操作', leading: <span>共 12 项</span> },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ width: (parameters as { barWidth?: number }).barWidth ?? 900, display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide enough: every action on the bar, no 更多. */
export const AllFit: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('toolbar', { name: '文件操作' });
    for (const action of actions) {
      await expect(within(bar).getByRole('button', { name: action.label })).toBeVisible();
    }
    await expect(within(bar).queryByRole('button', { name: '更多操作' })).toBeNull();
  },
};

/**
 * A narrow pane (issue 22 items 11, 23): the actions that do not fit go, in order, into 更多; 上传 and 刷新 are
 * pinned and stay; a disabled action stays disabled in the menu; choosing one runs it.
 */
export const Collapsed: Story = {
  parameters: { barWidth: 420 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('toolbar', { name: '文件操作' });
    const more = await within(bar).findByRole('button', { name: '更多操作' });
    await expect(within(bar).getByRole('button', { name: '上传' })).toBeVisible();
    await expect(within(bar).getByRole('button', { name: '刷新' })).toBeVisible();
    await expect(within(bar).queryByRole('button', { name: '发起发布' })).toBeNull();
    // Nothing runs past the bar.
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth + 1);
    await userEvent.click(more);
    const menu = await screen.findByRole('menu', { name: '更多操作' });
    await expect(within(menu).getByRole('menuitem', { name: '删除' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: '发起发布' }));
    await waitFor(() => expect(pressed).toHaveBeenCalledWith('publish'));
  },
};
