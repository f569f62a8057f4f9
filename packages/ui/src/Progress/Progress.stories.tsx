import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Progress, progressSizes, progressStatuses, progressTypes } from './Progress';

const meta = {
  title: 'UI/Progress',
  component: Progress,
  tags: ['autodocs', 'vrt'],
  args: { percent: 30 },
  argTypes: {
    type: { control: 'inline-radio', options: progressTypes },
    status: { control: 'inline-radio', options: progressStatuses },
    size: { control: 'inline-radio', options: progressSizes },
    percent: { control: { type: 'range', min: 0, max: 100 } },
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A line with its percentage: a progressbar named by the locale ("进度") with its value. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '进度' });
    await expect(bar).toHaveAttribute('aria-valuenow', '30');
    await expect(bar).toHaveAttribute('aria-valuetext', '30%');
    await expect(canvas.getByText('30%')).toBeVisible();
  },
};

/** Each status: success and exception are also in the value text. */
export const Statuses: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Progress percent={30} aria-label="上传 A-101" />
      <Progress percent={50} status="active" aria-label="上传 A-102" />
      <Progress percent={70} status="exception" aria-label="上传 A-103" />
      <Progress percent={100} aria-label="上传 A-104" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '上传 A-101' })).toHaveAttribute('data-status', 'normal');
    await expect(canvas.getByRole('progressbar', { name: '上传 A-102' })).toHaveAttribute('data-status', 'active');
    const failed = canvas.getByRole('progressbar', { name: '上传 A-103' });
    await expect(failed).toHaveAttribute('aria-valuetext', '70% 异常');
    // 100% without a status is a success.
    const done = canvas.getByRole('progressbar', { name: '上传 A-104' });
    await expect(done).toHaveAttribute('data-status', 'success');
    await expect(done).toHaveAttribute('aria-valuetext', '100% 已完成');
  },
};

/** A visible label names the bar. */
export const WithLabel: Story = {
  args: { label: '图纸识别进度', percent: 45 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '图纸识别进度' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
  },
};

/** Sizes of the line: 6px and 8px (Ant's small and default). */
export const LineSizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {progressSizes.map((size) => (
        <Progress key={size} size={size} percent={60} aria-label={size} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const track = (name: string) =>
      (canvas.getByRole('progressbar', { name }).querySelector('[style*="width"]') as HTMLElement).parentElement;
    await expect(track('sm')?.offsetHeight).toBe(6);
    await expect(track('md')?.offsetHeight).toBe(8);
  },
};

/** Circles: the percentage in the middle, or the status icon. */
export const Circles: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Progress type="circle" percent={75} aria-label="审批进度" />
      <Progress type="circle" percent={100} aria-label="签章进度" />
      <Progress type="circle" percent={40} status="exception" aria-label="转码进度" />
      <Progress type="circle" size="sm" percent={20} aria-label="识别进度" />
    </div>
  ),
  play: async ({ canvas }) => {
    const review = canvas.getByRole('progressbar', { name: '审批进度' });
    await expect(review).toHaveTextContent('75%');
    await expect(review.querySelector('svg')?.getBoundingClientRect().width).toBe(120);
    await expect(canvas.getByRole('progressbar', { name: '签章进度' })).toHaveAttribute(
      'aria-valuetext',
      '100% 已完成',
    );
    await expect(canvas.getByRole('progressbar', { name: '转码进度' })).not.toHaveTextContent('40%');
    const small = canvas.getByRole('progressbar', { name: '识别进度' });
    await expect(small.querySelector('svg')?.getBoundingClientRect().width).toBe(80);
  },
};

/** `showInfo={false}` hides the text; `format` changes it. Out-of-range percents are clamped. */
export const InfoAndFormat: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Progress percent={30} showInfo={false} aria-label="无文字" />
      <Progress percent={3} format={(p) => `${p} / 100 张`} aria-label="已签章" />
      <Progress percent={140} aria-label="超出" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '无文字' })).not.toHaveTextContent('30%');
    await expect(canvas.getByRole('progressbar', { name: '已签章' })).toHaveTextContent('3 / 100 张');
    await expect(canvas.getByRole('progressbar', { name: '超出' })).toHaveAttribute('aria-valuenow', '100');
  },
};
