import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Alert, alertTones } from './Alert';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  tags: ['autodocs', 'vrt'],
  args: { title: '审批已提交，等待李娜校对。', onClose: fn() },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The playground: an info alert with its icon, announced politely. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('status');
    await expect(alert).toHaveTextContent('审批已提交，等待李娜校对。');
    await expect(alert).toHaveAttribute('data-tone', 'info');
    await expect(alert.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

const toneTitles = {
  success: '图纸签章成功',
  info: '审批已提交，等待李娜校对。',
  warning: '存在 3 张未签章的图纸',
  error: '图纸识别失败，请重新上传',
} as const;

/** Each tone: success and info are `status`, warning and error `alert`. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {alertTones.map((tone) => (
        <Alert key={tone} {...args} tone={tone} title={toneTitles[tone]} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status').map((a) => a.dataset.tone)).toEqual(['success', 'info']);
    await expect(canvas.getAllByRole('alert').map((a) => a.dataset.tone)).toEqual(['warning', 'error']);
  },
};

/** With a description: larger, the title on its own line. */
export const WithDescription: Story = {
  args: {
    tone: 'warning',
    title: '图纸尚未全部签章',
    description:
      'A-101 首层平面图、A-102 二层平面图尚未签章，审批通过后将无法修改，请联系设计人张伟（138 0013 8000）。',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByText('图纸尚未全部签章')).toBeVisible();
    await expect(within(alert).getByText(/尚未签章，审批通过后/)).toBeVisible();
  },
};

/** Closable: the close button (named by the locale) hides it and calls `onClose`. */
export const Closable: Story = {
  args: { tone: 'success', title: '图纸签章成功', closable: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '关闭' }));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

const retry = fn();

/** An action at the right. */
export const WithAction: Story = {
  beforeEach: () => {
    retry.mockClear();
  },
  args: {
    tone: 'error',
    title: '图纸识别失败，请重新上传',
    action: (
      <Button size="sm" danger onPress={retry}>
        重新识别
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: '重新识别' }));
    await expect(retry).toHaveBeenCalledOnce();
  },
};

/** Banner mode: full width, no border or rounding, a warning by default. */
export const Banner: Story = {
  args: { banner: true, title: '系统将于今晚 22:00 维护，请提前保存图纸。' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveAttribute('data-tone', 'warning');
    const style = getComputedStyle(alert);
    await expect(style.borderTopLeftRadius).toBe('0px');
    await expect(style.borderTopColor).toBe('rgba(0, 0, 0, 0)');
  },
};

/** `showIcon={false}`: text only. */
export const WithoutIcon: Story = {
  args: { showIcon: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status').querySelector('svg')).toBeNull();
  },
};

/** The close label follows the locale prop (default <- provider <- props). */
export const LocaleOverride: Story = {
  args: { closable: true, locale: { close: '关闭提示' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '关闭提示' })).toBeInTheDocument();
  },
};
