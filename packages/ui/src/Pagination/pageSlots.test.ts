import { describe, expect, it } from 'vitest';
import { pageCount, pageSlots } from './pageSlots';

const show = (current: number, pages: number) =>
  pageSlots(current, pages)
    .map((slot) => (slot.type === 'page' ? String(slot.page) : '…'))
    .join(' ');

describe('pageCount', () => {
  it('rounds up and never answers less than one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(2000, 50)).toBe(40);
  });
});

describe('pageSlots', () => {
  it('lists every page up to seven', () => {
    expect(show(1, 1)).toBe('1');
    expect(show(4, 7)).toBe('1 2 3 4 5 6 7');
  });

  it('keeps five pages near the start and a gap before the last', () => {
    expect(show(1, 50)).toBe('1 2 3 4 5 6 … 50');
    expect(show(4, 50)).toBe('1 2 3 4 5 6 … 50');
  });

  it('centres the current page with a gap each side', () => {
    expect(show(6, 50)).toBe('1 … 4 5 6 7 8 … 50');
    expect(show(5, 50)).toBe('1 2 3 4 5 6 7 … 50');
    expect(show(25, 50)).toBe('1 … 23 24 25 26 27 … 50');
  });

  it('keeps five pages near the end', () => {
    expect(show(47, 50)).toBe('1 … 45 46 47 48 49 50');
    expect(show(50, 50)).toBe('1 … 45 46 47 48 49 50');
  });

  it('shows a single hidden page instead of a gap', () => {
    expect(show(5, 9)).toBe('1 2 3 4 5 6 7 8 9');
    expect(show(1, 8)).toBe('1 2 3 4 5 6 7 8');
  });

  it('clamps a current page outside the range', () => {
    expect(show(0, 20)).toBe(show(1, 20));
    expect(show(99, 20)).toBe(show(20, 20));
  });
});
