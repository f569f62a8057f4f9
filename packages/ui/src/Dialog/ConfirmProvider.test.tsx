// @vitest-environment jsdom
import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ConfirmFn, ConfirmProvider, useConfirm } from './ConfirmProvider';

let captured: ConfirmFn | undefined;
function Capture() {
  captured = useConfirm();
  return null;
}

describe('useConfirm', () => {
  it('needs a provider', () => {
    expect(() => renderHook(() => useConfirm())).toThrow(/ConfirmProvider/);
  });

  it('answers an open question with false when the provider goes away', async () => {
    const { unmount } = render(
      <ConfirmProvider>
        <Capture />
      </ConfirmProvider>,
    );
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = captured?.({ title: '确定删除吗？' });
    });
    expect(screen.getByRole('alertdialog', { name: '确定删除吗？' })).toBeTruthy();
    unmount();
    await expect(answer).resolves.toBe(false);
  });
});
