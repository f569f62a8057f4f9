import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Popover, PopoverTrigger, popoverPlacements } from './Popover';

const meta = {
  title: 'UI/Popover',
  component: Popover,
  tags: ['autodocs', 'vrt'],
  args: {
    title: '审批说明',
    placement: 'bottom',
    showArrow: true,
    children: '图纸需经设计、校对、审核三级签字后方可盖章。',
  },
  argTypes: {
    placement: { control: 'select', options: popoverPlacements },
  },
  render: (args) => (
    <div style={{ padding: '160px 80px', display: 'flex', justifyContent: 'center' }}>
      <PopoverTrigger>
        <Button>查看说明</Button>
        <Popover {...args} />
      </PopoverTrigger>
    </div>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click the trigger: a dialog named by its title opens beside it. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查看说明' }));
    const dialog = await screen.findByRole('dialog', { name: '审批说明' });
    await expect(dialog).toHaveTextContent('图纸需经设计、校对、审核三级签字后方可盖章。');
    await expect(screen.getByRole('heading', { name: '审批说明' })).toBeVisible();
  },
};

/** Escape closes the popover and gives focus back to the trigger. */
export const EscapeCloses: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '查看说明' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: '审批说明' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // react-aria gives the focus back a frame after the popover has gone.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Placed above the trigger: RAC reports the placement it settled on. */
export const PlacementTop: Story = {
  args: { placement: 'top' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '查看说明' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: '审批说明' });
    const popover = dialog.closest('[data-placement]');
    await expect(popover).toHaveAttribute('data-placement', 'top');
    await expect(popover?.getBoundingClientRect().bottom).toBeLessThanOrEqual(trigger.getBoundingClientRect().top);
  },
};

export const PlacementRight: Story = {
  args: { placement: 'right' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '查看说明' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: '审批说明' });
    const popover = dialog.closest('[data-placement]');
    await expect(popover).toHaveAttribute('data-placement', 'right');
    await expect(popover?.getBoundingClientRect().left).toBeGreaterThanOrEqual(trigger.getBoundingClientRect().right);
  },
};

/** Without an arrow; without a title the dialog is named by `aria-label`. */
export const NoArrowNoTitle: Story = {
  args: { showArrow: false, title: undefined, 'aria-label': '盖章须知' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查看说明' }));
    const dialog = await screen.findByRole('dialog', { name: '盖章须知' });
    await expect(dialog.parentElement?.querySelector('svg')).toBeNull();
    await expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  },
};

/** Content can close the popover through the `close` it receives. */
export const CloseFromContent: Story = {
  render: (args) => {
    const onConfirm = fn();
    return (
      <PopoverTrigger>
        <Button>删除节点</Button>
        <Popover {...args} title="确认删除该审批节点？">
          {({ close }) => (
            <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
              <Button size="sm" onPress={close}>
                取消
              </Button>
              <Button
                size="sm"
                variant="primary"
                danger
                onPress={() => {
                  onConfirm();
                  close();
                }}
              >
                删除
              </Button>
            </div>
          )}
        </Popover>
      </PopoverTrigger>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除节点' }));
    const dialog = await screen.findByRole('dialog', { name: '确认删除该审批节点？' });
    await expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const onOpenChange = fn();

/** `onOpenChange` on the trigger reports opening and closing. */
export const OpenChange: Story = {
  render: (args) => (
    <PopoverTrigger onOpenChange={onOpenChange}>
      <Button>查看说明</Button>
      <Popover {...args} />
    </PopoverTrigger>
  ),
  play: async ({ canvas }) => {
    onOpenChange.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: '查看说明' }));
    await screen.findByRole('dialog', { name: '审批说明' });
    await expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await expect(onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
