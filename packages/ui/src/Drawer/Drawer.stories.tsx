import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Drawer, type DrawerProps, drawerPlacements } from './Drawer';

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  tags: ['autodocs', 'vrt'],
  args: {
    title: '图纸信息',
    children: (
      <dl>
        <dt>图纸编号</dt>
        <dd>A-101</dd>
        <dt>图纸名称</dt>
        <dd>首层平面图</dd>
        <dt>设计</dt>
        <dd>张伟</dd>
        <dt>校对</dt>
        <dd>李娜</dd>
      </dl>
    ),
    onClose: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    placement: { control: 'inline-radio', options: drawerPlacements },
    footer: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

function WithTrigger(props: DrawerProps) {
  return (
    <DialogTrigger>
      <Button>查看图纸信息</Button>
      <Drawer {...props} />
    </DialogTrigger>
  );
}

const expectVisible = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());
const waitForClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

/** Slides in from the right; the close button closes it and calls `onClose`. */
export const Basic: Story = {
  render: (args) => <WithTrigger {...args} />,
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: '查看图纸信息' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: '图纸信息' });
    await expectVisible(within(drawer).getByText('首层平面图'));
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().right)).toBe(window.innerWidth));
    await expect(drawer.offsetWidth).toBe(378);
    await userEvent.click(within(drawer).getByRole('button', { name: '关闭' }));
    await waitForClosed();
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** `placement="left"` and a custom width. */
export const LeftWide: Story = {
  args: { defaultOpen: true, placement: 'left', width: 520, title: '项目目录' },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: '项目目录' });
    await expect(drawer.offsetWidth).toBe(520);
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().left)).toBe(0));
  },
};

const save = fn();

/** Header actions (`extra`) and a footer; the footer function gets `close`. */
export const ExtraAndFooter: Story = {
  beforeEach: () => {
    save.mockClear();
  },
  args: {
    defaultOpen: true,
    title: '编辑图纸',
    extra: <Button size="sm">历史版本</Button>,
    footer: ({ close }) => (
      <>
        <Button onPress={close}>取消</Button>
        <Button
          variant="primary"
          onPress={() => {
            save();
            close();
          }}
        >
          保存
        </Button>
      </>
    ),
  },
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog', { name: '编辑图纸' });
    await expectVisible(within(drawer).getByRole('button', { name: '历史版本' }));
    await userEvent.click(within(drawer).getByRole('button', { name: '保存' }));
    await waitForClosed();
    await expect(save).toHaveBeenCalledOnce();
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A click outside closes it (Ant's default); `isDismissable={false}` keeps it. */
export const OutsideClick: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog', { name: '图纸信息' });
    const overlay = drawer.parentElement?.parentElement as HTMLElement;
    await userEvent.click(overlay);
    await waitForClosed();
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const NotDismissable: Story = {
  args: { defaultOpen: true, isDismissable: false },
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog', { name: '图纸信息' });
    const overlay = drawer.parentElement?.parentElement as HTMLElement;
    await userEvent.click(overlay);
    await expect(screen.getByRole('dialog', { name: '图纸信息' })).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Keyboard: focus stays inside; Escape closes and focus returns to the trigger. */
export const Keyboard: Story = {
  render: (args) => <WithTrigger {...args} extra={<Button size="sm">下载</Button>} />,
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: '查看图纸信息' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: '图纸信息' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      await expect(drawer.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitForClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Controlled by the page. */
export const Controlled: Story = {
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>审批详情</Button>
        <Drawer
          {...args}
          title="审批详情"
          isOpen={isOpen}
          onOpenChange={(open) => {
            args.onOpenChange?.(open);
            setOpen(open);
          }}
        >
          <p>发起人：张伟（138 0013 8000）</p>
          <p>当前节点：校对（李娜）</p>
        </Drawer>
      </>
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '审批详情' }));
    const drawer = await screen.findByRole('dialog', { name: '审批详情' });
    await expectVisible(within(drawer).getByText(/当前节点/));
    await userEvent.keyboard('{Escape}');
    await waitForClosed();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

const history = Array.from(
  { length: 30 },
  (_, i) => `第${i + 1}版 · 2024-03-${String(i + 1).padStart(2, '0')} · 张伟上传`,
);

/** A long body scrolls on its own and can be reached by keyboard. */
export const LongBody: Story = {
  args: {
    defaultOpen: true,
    title: '版本历史',
    children: (
      <ul>
        {history.map((h) => (
          <li key={h} style={{ paddingBlock: 8 }}>
            {h}
          </li>
        ))}
      </ul>
    ),
  },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: '版本历史' });
    const body = within(drawer).getByText(/第1版/).closest('[data-scrollable]') as HTMLElement;
    await expect(body).not.toBeNull();
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(body).toHaveAttribute('tabindex', '0');
    await expect(drawer.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
  },
};
