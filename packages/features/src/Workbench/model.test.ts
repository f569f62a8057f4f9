import { type ApprovalListEntry, ApprovalStatus } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import { toggleChosen, withStatus } from './model';

const entry = (id: string, status: ApprovalStatus) => ({ id, status }) as ApprovalListEntry;

describe('withStatus', () => {
  const entries = [entry('a', ApprovalStatus.InProgress), entry('b', ApprovalStatus.Passed)];
  it("keeps all for '0', '-1' and none", () => {
    expect(withStatus(entries, '0').map((e) => e.id)).toEqual(['a', 'b']);
    expect(withStatus(entries, '-1').map((e) => e.id)).toEqual(['a', 'b']);
    expect(withStatus(entries, '').map((e) => e.id)).toEqual(['a', 'b']);
  });
  it('keeps the entries of a status', () => {
    expect(withStatus(entries, ApprovalStatus.Passed).map((e) => e.id)).toEqual(['b']);
  });
});

describe('toggleChosen', () => {
  it('adds at the end up to the limit and removes a chosen one', () => {
    expect(toggleChosen(['a'], 'b', 2)).toEqual(['a', 'b']);
    expect(toggleChosen(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
    expect(toggleChosen(['a', 'b'], 'a', 2)).toEqual(['b']);
  });
});
