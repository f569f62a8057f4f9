import { describe, expect, it, vi } from 'vitest';
import { runChange } from './runChange';

describe('runChange', () => {
  it('calls onDone after the change and resolves true', async () => {
    const order: string[] = [];
    const done = await runChange(
      async () => {
        order.push('work');
      },
      () => order.push('done'),
    );
    expect(done).toBe(true);
    expect(order).toEqual(['work', 'done']);
  });

  it('resolves false without onDone when the change is refused', async () => {
    const onDone = vi.fn();
    const done = await runChange(() => Promise.reject(new Error('refused')), onDone);
    expect(done).toBe(false);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('waits for the change before onDone', async () => {
    let resolve: () => void = () => {};
    const onDone = vi.fn();
    const running = runChange(() => new Promise<void>((r) => (resolve = r)), onDone);
    await Promise.resolve();
    expect(onDone).not.toHaveBeenCalled();
    resolve();
    await expect(running).resolves.toBe(true);
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
