// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createToastQueue, DEFAULT_TOAST_DURATION, useToast } from './ToastProvider';

describe('createToastQueue', () => {
  it('queues toasts newest first with their tone, and the returned function closes one', () => {
    const toasts = createToastQueue();
    const onClose = vi.fn();
    const close = toasts.success('保存成功', { onClose });
    toasts.error('保存失败', { title: '网络异常' });
    expect(toasts.queue.visibleToasts.map((t) => t.content)).toEqual([
      { tone: 'error', message: '保存失败', title: '网络异常' },
      { tone: 'success', message: '保存成功', title: undefined },
    ]);
    close();
    expect(onClose).toHaveBeenCalledOnce();
    expect(toasts.queue.visibleToasts).toHaveLength(1);
    close();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('gives each toast the default duration; 0 means no timer', () => {
    const toasts = createToastQueue();
    toasts.info('已复制');
    toasts.open({ message: '正在上传', duration: 0 });
    const [persistent, timed] = toasts.queue.visibleToasts;
    expect(timed?.timeout).toBe(DEFAULT_TOAST_DURATION);
    expect(timed?.content.tone).toBe('info');
    expect(persistent?.timeout).toBeUndefined();
    expect(persistent?.timer).toBeUndefined();
  });

  it('limits how many show at once', () => {
    const toasts = createToastQueue({ maxVisibleToasts: 2 });
    for (const message of ['一', '二', '三']) toasts.warning(message);
    expect(toasts.queue.visibleToasts).toHaveLength(2);
    toasts.clear();
    expect(toasts.queue.visibleToasts).toHaveLength(0);
  });
});

describe('useToast', () => {
  it('needs a provider', () => {
    expect(() => renderHook(() => useToast())).toThrow(/ToastProvider/);
  });
});
