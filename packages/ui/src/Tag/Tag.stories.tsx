import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Tag, tagColors, tagSizes } from './Tag';

const meta = {
  title: 'UI/Tag',
  component: Tag,
  tags: ['autodocs', 'vrt'],
  args: { children: '设计', onClose: fn() },
  argTypes: {
    color: { control: 'inline-radio', options: tagColors },
    size: { control: 'inline-radio', options: tagSizes },
  },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A closable tag: the remove button is named after the tag and calls `onClose`. */
export const Playground: Story = {
  args: { closable: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('设计')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '移除设计' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** `default` plus each status tone of the theme. */
export const Colors: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {tagColors.map((color) => (
        <Tag key={color} {...args} color={color}>
          {color}
        </Tag>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const [neutral, brand] = tagColors.map((color) =>
      getComputedStyle(canvas.getByText(color).parentElement as Element),
    );
    await expect(brand?.color).not.toBe(neutral?.color);
    await expect(canvas.getAllByText(/default|brand|success|warning|error|info/)).toHaveLength(tagColors.length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {tagSizes.map((size) => (
        <Tag key={size} {...args} size={size} closable>
          {`校对 ${size}`}
        </Tag>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = tagSizes.map(
      (size) => canvas.getByText(`校对 ${size}`).parentElement?.getBoundingClientRect().height,
    );
    await expect(heights).toEqual([20, 24]);
  },
};

export const WithIcon: Story = {
  args: { icon: <FileText size={12} aria-hidden />, children: '图纸', color: 'brand' },
  play: async ({ canvas }) => {
    const tag = canvas.getByText('图纸').parentElement as HTMLElement;
    await expect(tag.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The remove label can be given explicitly, e.g. for non-text children. */
export const CustomCloseLabel: Story = {
  args: { closable: true, closeLabel: '移除审核环节', children: <strong>审核</strong> },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '移除审核环节' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { closable: true, isDisabled: true },
  play: async ({ canvas, args }) => {
    const close = canvas.getByRole('button', { name: '移除设计' });
    await expect(close).toBeDisabled();
    await userEvent.click(close, { pointerEventsCheck: 0 });
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The parent owns the list: closing a tag removes it. */
export const RemovableList: Story = {
  render: function Render() {
    const [tags, setTags] = useState(['设计', '校对', '审核', '审定']);
    return (
      <div style={{ display: 'flex', gap: 8 }}>
        {tags.map((t) => (
          <Tag key={t} color="brand" closable onClose={() => setTags((all) => all.filter((x) => x !== t))}>
            {t}
          </Tag>
        ))}
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '移除校对' }));
    await expect(canvas.queryByText('校对')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
  },
};
