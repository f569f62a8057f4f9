import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeleteIcon, DownloadIcon, EditIcon, MoreIcon, StampIcon } from '../Icon';
import { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  tags: ['autodocs', 'vrt'],
  args: { icon: <EditIcon />, 'aria-label': '编辑图纸', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The accessible name comes from `aria-label`; the icon is hidden from assistive tech. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '编辑图纸' });
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** Every Button variant, each square. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {iconButtonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} icon={<DownloadIcon />} aria-label={`下载 ${variant}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button', { name: /^下载/ });
    await expect(buttons).toHaveLength(iconButtonVariants.length);
    for (const button of buttons) {
      const { width, height } = button.getBoundingClientRect();
      await expect(width).toBe(height);
    }
  },
};

/** sm 24, md 32, lg 40 pixels square. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {iconButtonSizes.map((size) => (
        <IconButton
          key={size}
          {...args}
          size={size}
          icon={<StampIcon size={size === 'lg' ? 'lg' : 'md'} />}
          aria-label={`盖章 ${size}`}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const expected = { sm: 24, md: 32, lg: 40 } as const;
    for (const size of iconButtonSizes) {
      const rect = canvas.getByRole('button', { name: `盖章 ${size}` }).getBoundingClientRect();
      await expect(rect.width).toBe(expected[size]);
      await expect(rect.height).toBe(expected[size]);
    }
  },
};

/** Destructive: red, as Button's `danger`. */
export const Danger: Story = {
  args: { danger: true, icon: <DeleteIcon />, 'aria-label': '删除图纸' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '删除图纸' });
    await expect(getComputedStyle(button).color).toBe('rgb(201, 48, 44)');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '编辑图纸' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** While the action runs: the spinner replaces the icon, the name stays, presses are ignored. */
export const Pending: Story = {
  args: { isPending: true, variant: 'primary', icon: <DownloadIcon />, 'aria-label': '下载图纸' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /下载图纸/ });
    await expect(within(button).getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** In a row of actions, Tab reaches each one with a visible focus ring; Enter presses. */
export const Keyboard: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 4 }}>
      <IconButton {...args} variant="text" icon={<EditIcon />} aria-label="编辑" />
      <IconButton {...args} variant="text" icon={<MoreIcon />} aria-label="更多操作" />
    </div>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    const more = canvas.getByRole('button', { name: '更多操作' });
    await expect(more).toHaveFocus();
    await expect(more).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
