import { describe, expect, it } from 'vitest';
import { splitActions } from './model';

const w = (width: number, pinned = false) => ({ width, pinned });

describe('splitActions', () => {
  it('keeps every action when they all fit', () => {
    expect(splitActions([w(80), w(80), w(80)], 260, 8, 60).visible).toEqual([true, true, true]);
  });
  it('moves the actions that do not fit, and every later one, into the menu, keeping room for 更多', () => {
    // 80 + 8 + 80 + 8 + 80 = 256 > 250: with 更多 (60 + 8) only one unpinned action fits.
    expect(splitActions([w(80), w(80), w(80)], 250, 8, 60).visible).toEqual([true, true, false]);
    expect(splitActions([w(80), w(80), w(80)], 200, 8, 60).visible).toEqual([true, false, false]);
    expect(splitActions([w(80), w(200), w(10)], 250, 8, 60).visible).toEqual([true, false, false]);
  });
  it('always keeps pinned actions on the bar', () => {
    expect(splitActions([w(80), w(80), w(90, true)], 200, 8, 60).visible).toEqual([false, false, true]);
  });
  it('moves even the pinned actions into the menu when they do not fit beside 更多', () => {
    expect(splitActions([w(80), w(90, true), w(32, true)], 150, 8, 60).visible).toEqual([false, false, false]);
  });
});
