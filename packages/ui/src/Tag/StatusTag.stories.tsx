import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusTag, statusTagTones } from './Tag';

const meta = {
  title: 'UI/StatusTag',
  component: StatusTag,
  tags: ['autodocs', 'vrt'],
  args: { tone: 'success', children: '识别成功' },
  argTypes: { tone: { control: 'inline-radio', options: statusTagTones } },
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText('识别成功');
    await expect(text).toBeVisible();
    const dot = text.previousElementSibling as HTMLElement;
    await expect(dot).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(dot).backgroundColor).toBe('rgb(47, 125, 10)');
  },
};

const statuses = [
  { tone: 'success', text: '识别成功' },
  { tone: 'processing', text: '识别中' },
  { tone: 'error', text: '识别失败' },
  { tone: 'processing', text: '审批中' },
  { tone: 'success', text: '已通过' },
  { tone: 'error', text: '已驳回' },
  { tone: 'warning', text: '待转码' },
  { tone: 'default', text: '未提交' },
] as const;

/** The recognition and approval statuses staff see in lists. */
export const Statuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {statuses.map(({ tone, text }) => (
        <StatusTag key={text} tone={tone}>
          {text}
        </StatusTag>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const { tone, text } of statuses) {
      await expect(canvas.getByText(text).parentElement).toHaveAttribute('data-tone', tone);
    }
    const dotColor = (text: string) =>
      getComputedStyle(canvas.getByText(text).previousElementSibling as Element).backgroundColor;
    await expect(dotColor('识别成功')).not.toBe(dotColor('识别失败'));
    await expect(dotColor('识别中')).not.toBe(dotColor('未提交'));
  },
};
