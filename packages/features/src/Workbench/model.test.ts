import { describe, expect, it } from 'vitest';
import { toggleChosen } from './model';

describe('toggleChosen', () => {
  it('adds at the end up to the limit and removes a chosen one', () => {
    expect(toggleChosen(['a'], 'b', 2)).toEqual(['a', 'b']);
    expect(toggleChosen(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
    expect(toggleChosen(['a', 'b'], 'a', 2)).toEqual(['b']);
  });
});
