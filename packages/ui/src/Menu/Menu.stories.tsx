import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Download, FileText, Pencil, Stamp, Trash2 } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Menu, type MenuEntry, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';

const icon = (Icon: typeof FileText) => <Icon size={14} aria-hidden />;

const items: MenuEntry[] = [
  { id: 'view', label: '查看详情', icon: icon(FileText) },
  { id: 'edit', label: '编辑', icon: icon(Pencil), shortcut: 'Ctrl+E' },
  { id: 'copy', label: '复制模板', icon: icon(Copy), isDisabled: true },
  { id: 'download', label: '下载图纸', icon: icon(Download) },
  { type: 'separator', id: 'sep' },
  { id: 'delete', label: '删除', icon: icon(Trash2), danger: true },
];

const meta = {
  title: 'UI/Menu',
  component: Menu,
  tags: ['autodocs', 'vrt'],
  args: { items, onAction: fn(), 'aria-label': '更多操作' },
  render: (args) => (
    <MenuTrigger>
      <Button>更多操作</Button>
      <Menu {...args} />
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click the trigger, pick an item: `onAction` gets its id and the menu closes. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '更多操作' }));
    const menu = await screen.findByRole('menu', { name: '更多操作' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(5);
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: '编辑' }));
    await expect(args.onAction).toHaveBeenCalledWith('edit');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Open, at rest: icons before labels, a shortcut hint, a separator, the danger item in red. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '更多操作' }));
    const menu = await screen.findByRole('menu', { name: '更多操作' });
    const edit = within(menu).getByRole('menuitem', { name: '编辑' });
    await expect(edit.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(within(edit).getByText('Ctrl+E')).toBeVisible();
    const remove = within(menu).getByRole('menuitem', { name: '删除' });
    await expect(remove).toHaveAttribute('data-danger', 'true');
    await expect(getComputedStyle(remove).color).toBe('rgb(201, 48, 44)');
  },
};

/** Disabled items are announced, skipped by the arrows and ignore clicks. */
export const DisabledItem: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '更多操作' }));
    const copy = await screen.findByRole('menuitem', { name: '复制模板' });
    await expect(copy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(copy, { pointerEventsCheck: 0 });
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(screen.getByRole('menu')).toBeInTheDocument();
  },
};

/** Keyboard: Enter opens on the first item, arrows skip the disabled one, Enter acts, Escape closes. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: '更多操作' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '查看详情' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: '下载图纸' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(screen.getByRole('menuitem', { name: '删除' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // react-aria gives the focus back a frame after the overlay has gone.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '查看详情' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('edit');
  },
};

/** Sections with headers; each section is a group named by its header. */
export const Sections: Story = {
  args: {
    items: [
      {
        type: 'section',
        id: 'drawing',
        title: '图纸',
        children: [
          { id: 'preview', label: '预览', icon: icon(FileText) },
          { id: 'download', label: '下载', icon: icon(Download) },
        ],
      },
      {
        type: 'section',
        id: 'approval',
        title: '审批',
        children: [
          { id: 'stamp', label: '发起盖章', icon: icon(Stamp) },
          { id: 'revoke', label: '撤回审批', danger: true },
        ],
      },
    ],
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '更多操作' }));
    const approval = await screen.findByRole('group', { name: '审批' });
    await expect(screen.getByRole('group', { name: '图纸' })).toBeInTheDocument();
    await userEvent.click(within(approval).getByRole('menuitem', { name: '发起盖章' }));
    await expect(args.onAction).toHaveBeenCalledWith('stamp');
  },
};

/** The same menu written with `MenuItem`, `MenuSection` and `MenuSeparator` children. */
export const WithChildren: Story = {
  args: { items: undefined },
  render: (args) => (
    <MenuTrigger>
      <Button>更多操作</Button>
      <Menu {...args}>
        <MenuSection title="节点">
          <MenuItem id="add" icon={icon(Pencil)}>
            新增节点
          </MenuItem>
          <MenuItem id="rename">重命名</MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="remove" danger icon={icon(Trash2)}>
          删除节点
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '更多操作' }));
    await screen.findByRole('group', { name: '节点' });
    await userEvent.click(screen.getByRole('menuitem', { name: '删除节点' }));
    await expect(args.onAction).toHaveBeenCalledWith('remove');
  },
};

/** Opens above the trigger when placed on top. */
export const PlacementTop: Story = {
  args: { placement: 'top start' },
  render: (args) => (
    <div style={{ paddingTop: 240 }}>
      <MenuTrigger>
        <Button>更多操作</Button>
        <Menu {...args} />
      </MenuTrigger>
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '更多操作' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await expect(menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(trigger.getBoundingClientRect().top);
  },
};
