import { describe, expect, it } from 'vitest';
import { todoArrival } from './workbench';

describe('todoArrival', () => {
  it('is the launch for a first step', () => {
    expect(todoArrival('2026-11-28 09:00:00', [])).toBe('2026-11-28 09:00:00');
  });

  it('is the latest action on an earlier step, when later than the launch', () => {
    expect(todoArrival('2026-11-27 18:00:00', ['2026-11-28 08:10:00', '2026-11-28 10:30:00'])).toBe(
      '2026-11-28 10:30:00',
    );
    expect(todoArrival(1_000, [500, 2_000, 1_500])).toBe(2_000);
  });
});
