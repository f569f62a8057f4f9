import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs', 'vrt'],
  args: { children: '确定', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The playground: change the controls. */
export const Playground: Story = {
  args: { variant: 'primary' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonVariants.length);
  },
};

export const Danger: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant} danger icon={<Trash2 size={14} aria-hidden />}>
          删除
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: '删除' })).toHaveLength(buttonVariants.length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} variant="primary" size={size}>
          {size}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const [sm, , lg] = canvas.getAllByRole('button');
    await expect(sm?.getBoundingClientRect().height).toBe(24);
    await expect(lg?.getBoundingClientRect().height).toBe(40);
  },
};

export const WithIcon: Story = {
  args: { variant: 'primary', icon: <Plus size={14} aria-hidden />, children: '新增节点' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '新增节点' })).toBeVisible();
  },
};

/** While an action runs: a spinner, the name kept, presses ignored. */
export const Pending: Story = {
  args: { variant: 'primary', isPending: true, children: '提交' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /提交/ });
    await expect(within(button).getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '确定' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Keyboard: Tab focuses (with a visible ring), Enter and Space press. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: '确定' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};
