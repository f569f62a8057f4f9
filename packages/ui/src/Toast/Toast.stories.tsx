import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import {
  type CloseToast,
  createToastQueue,
  type ToastOptions,
  ToastProvider,
  type ToastTone,
  toastTones,
  useToast,
} from './ToastProvider';

/** A row of buttons that push toasts through `useToast()`. */
function ToastDemo({
  tone = 'success',
  message = '保存成功',
  options,
}: {
  tone?: ToastTone;
  message?: string;
  options?: ToastOptions;
}) {
  const toast = useToast();
  return (
    <Button variant="primary" onPress={() => toast[tone](message, options)}>
      显示提示
    </Button>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastDemo,
  tags: ['autodocs', 'vrt'],
  args: { tone: 'success', message: '保存成功', options: { duration: 0 } },
  argTypes: { tone: { control: 'inline-radio', options: toastTones } },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectVisible = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

/** The playground: one toast, top centre, with its tone icon and a close button. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '显示提示' }));
    const region = await screen.findByRole('region', { name: '通知' });
    const toast = within(region).getByRole('alertdialog', { name: '保存成功' });
    await expectVisible(toast);
    await expect(within(toast).getByRole('status')).toHaveTextContent('保存成功');
    await expect(within(toast).getByRole('button', { name: '关闭' })).toBeInTheDocument();
    const rect = region.getBoundingClientRect();
    await expect(Math.abs(rect.left + rect.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
    await expect(toast.getBoundingClientRect().top).toBeLessThan(20);
  },
};

const toneMessages: Record<ToastTone, string> = {
  success: '图纸上传成功',
  info: '审批已提交，等待李娜校对',
  warning: '存在未签章的图纸',
  error: '保存失败：网络异常',
};

function AllTones() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      {toastTones.map((tone) => (
        <Button key={tone} onPress={() => toast[tone](toneMessages[tone], { duration: 0 })}>
          {toneMessages[tone]}
        </Button>
      ))}
    </div>
  );
}

/** Each tone. Success and info are polite (`role="status"`); warning and error interrupt (`role="alert"`). */
export const Tones: Story = {
  render: () => <AllTones />,
  play: async ({ canvas }) => {
    for (const tone of toastTones) {
      await userEvent.click(canvas.getByRole('button', { name: toneMessages[tone] }));
    }
    const region = await screen.findByRole('region', { name: '通知' });
    for (const tone of toastTones) {
      const toast = within(region).getByRole('alertdialog', { name: toneMessages[tone] });
      const live = within(toast).getByRole(tone === 'error' || tone === 'warning' ? 'alert' : 'status');
      await expect(live).toHaveTextContent(toneMessages[tone]);
      await expect(toast).toHaveAttribute('data-tone', tone);
    }
  },
};

/** Several toasts stack in the top centre, the newest first, none overlapping. */
export const Stacking: Story = {
  render: function Render() {
    const toast = useToast();
    const count = useRef(0);
    return (
      <Button
        onPress={() => {
          count.current += 1;
          toast.info(`第${count.current}张图纸已上传`, { duration: 0 });
        }}
      >
        上传图纸
      </Button>
    );
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '上传图纸' });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    const region = await screen.findByRole('region', { name: '通知' });
    const toasts = within(region).getAllByRole('alertdialog');
    await expect(toasts.map((t) => t.textContent)).toEqual(['第3张图纸已上传', '第2张图纸已上传', '第1张图纸已上传']);
    await waitFor(() => {
      const rects = toasts.map((t) => t.getBoundingClientRect());
      for (let i = 1; i < rects.length; i++) {
        expect(rects[i]?.top).toBeGreaterThanOrEqual(rects[i - 1]?.bottom ?? 0);
      }
    });
  },
};

/** A toast closes itself after its duration (here 300 ms; 2000 ms by default). */
export const Duration: Story = {
  tags: ['!vrt'],
  args: { tone: 'success', message: '复制成功', options: { duration: 300 } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '显示提示' }));
    await expect(await screen.findByRole('alertdialog', { name: '复制成功' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: '复制成功' })).not.toBeInTheDocument(), {
      timeout: 2000,
    });
  },
};

/** Without a duration a toast stays 2 s (the specification's toast duration), then goes. */
export const DefaultDuration: Story = {
  tags: ['!vrt'],
  args: { tone: 'info', message: '已发送审批提醒', options: {} },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '显示提示' }));
    await expect(await screen.findByRole('alertdialog', { name: '已发送审批提醒' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(screen.getByRole('alertdialog', { name: '已发送审批提醒' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: '已发送审批提醒' })).not.toBeInTheDocument(), {
      timeout: 4000,
    });
  },
};

const onUploadToastClose = fn();

function UploadProgress() {
  const toast = useToast();
  const close = useRef<CloseToast | null>(null);
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button
        onPress={() => {
          close.current = toast.info('正在上传 A-101 首层平面图…', { duration: 0, onClose: onUploadToastClose });
        }}
      >
        开始上传
      </Button>
      <Button onPress={() => close.current?.()}>完成上传</Button>
    </div>
  );
}

/** Each call returns a close function: a persistent toast closed by the code that opened it. */
export const ProgrammaticClose: Story = {
  beforeEach: () => {
    onUploadToastClose.mockClear();
  },
  render: () => <UploadProgress />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '开始上传' }));
    await expect(await screen.findByRole('alertdialog', { name: '正在上传 A-101 首层平面图…' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '完成上传' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(onUploadToastClose).toHaveBeenCalledOnce();
  },
};

/** The close button (named by the locale) closes a toast. */
export const CloseButton: Story = {
  args: { tone: 'warning', message: '存在未签章的图纸', options: { duration: 0 } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '显示提示' }));
    const toast = await screen.findByRole('alertdialog', { name: '存在未签章的图纸' });
    await userEvent.click(within(toast).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** A bold title above the message; the title names the toast, the message describes it. */
export const WithTitle: Story = {
  args: {
    tone: 'error',
    message: '图纸 A-101 的签章已失效，请联系张伟（138 0013 8000）。',
    options: { duration: 0, title: '签章失败' },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '显示提示' }));
    const toast = await screen.findByRole('alertdialog', { name: '签章失败' });
    await expect(toast).toHaveAccessibleDescription(/签章已失效/);
  },
};

// Made outside React, as the portal's response handling does.
const responseToasts = createToastQueue();
const handleFailedResponse = (message: string) => responseToasts.error(message, { duration: 0 });

/** `createToastQueue()`: code outside React pushes into the queue a `ToastProvider queue={...}` renders. */
export const OutsideReact: Story = {
  render: () => (
    <ToastProvider queue={responseToasts}>
      <Button onPress={() => handleFailedResponse('登录已过期，请重新登录')}>模拟请求失败</Button>
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    responseToasts.clear();
    await userEvent.click(canvas.getByRole('button', { name: '模拟请求失败' }));
    const toast = await screen.findByRole('alertdialog', { name: '登录已过期，请重新登录' });
    await expect(within(toast).getByRole('alert')).toHaveTextContent('登录已过期');
    await expect(responseToasts.queue.visibleToasts).toHaveLength(1);
    responseToasts.clear();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
