import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { Badge, badgeColors } from './Badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  tags: ['autodocs', 'vrt'],
  args: { count: 5, children: <Button>待审批</Button> },
  argTypes: { color: { control: 'inline-radio', options: badgeColors } },
  render: (args) => (
    <div style={{ padding: 16 }}>
      <Badge {...args} />
    </div>
  ),
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A count on the corner of a button; the hidden text gives the count to assistive tech. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const visible = canvas.getByText('5');
    await expect(visible).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('5条')).toBeInTheDocument();
    const badge = visible.parentElement as HTMLElement;
    const button = canvas.getByRole('button', { name: '待审批' });
    // Centred on the button's top end corner.
    const b = badge.getBoundingClientRect();
    const r = button.getBoundingClientRect();
    await expect(Math.round(b.top + b.height / 2)).toBe(Math.round(r.top));
    await expect(Math.round(b.left + b.width / 2)).toBe(Math.round(r.right));
  },
};

/** Above `overflowCount` (99) it shows "99+", while the accessible text keeps the full count. */
export const Overflow: Story = {
  args: { count: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('120条')).toBeInTheDocument();
    await expect(canvas.queryByText('120')).not.toBeInTheDocument();
  },
};

export const CustomOverflowCount: Story = {
  args: { count: 12, overflowCount: 9 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('9+')).toBeVisible();
    await expect(canvas.getByText('12条')).toBeInTheDocument();
  },
};

/** A zero count is hidden by default... */
export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('button', { name: '待审批' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-badge]')).toBeNull();
  },
};

/** ...and shown with `showZero`. */
export const ShowZero: Story = {
  args: { count: 0, showZero: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0')).toBeVisible();
    await expect(canvas.getByText('0条')).toBeInTheDocument();
  },
};

/** A dot for "something new", without a number. */
export const Dot: Story = {
  args: { dot: true, count: undefined, children: <Bell size={20} aria-hidden /> },
  play: async ({ canvasElement, canvas }) => {
    const dot = canvasElement.querySelector('[data-badge="dot"]') as HTMLElement;
    await expect(dot.getBoundingClientRect().width).toBe(6);
    await expect(canvas.getByText('有新内容')).toBeInTheDocument();
  },
};

/** Without a child the badge stands inline, e.g. beside a menu entry. */
export const Standalone: Story = {
  args: { children: undefined, count: 8, color: 'brand' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <span>审批中</span>
      <Badge {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const badge = canvas.getByText('8').parentElement as HTMLElement;
    await expect(getComputedStyle(badge).position).toBe('relative');
    await expect(badge.getBoundingClientRect().height).toBe(20);
  },
};

/** A custom accessible text. */
export const CustomLabel: Story = {
  args: { count: 3, label: '3份图纸待签章' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3份图纸待签章')).toBeInTheDocument();
    await expect(canvas.queryByText('3条')).not.toBeInTheDocument();
  },
};

export const Colors: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, padding: 16 }}>
      {badgeColors.map((color) => (
        <Badge key={color} {...args} color={color} count={badgeColors.indexOf(color) + 1} label={color}>
          <Button>{color}</Button>
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const backgrounds = badgeColors.map(
      (color) =>
        getComputedStyle(canvas.getByText(color, { selector: 'span' }).parentElement as Element).backgroundColor,
    );
    await expect(new Set(backgrounds).size).toBeGreaterThanOrEqual(4);
  },
};
