import { AuditAction } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import { detailsText, hasFilters, isLogRangeValid, logQuery, NO_FILTERS } from './model';

describe('logQuery', () => {
  it('leaves out the empty filters', () => {
    expect(logQuery(NO_FILTERS)).toEqual({});
    expect(logQuery({ createBy: 'u1', type: AuditAction.Login, start: '2026-11-01', end: '' })).toEqual({
      createBy: 'u1',
      type: AuditAction.Login,
      start: '2026-11-01',
    });
  });
  it('knows whether any filter is set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, end: '2026-11-01' })).toBe(true);
  });
});

describe('isLogRangeValid', () => {
  it('refuses an end before the start only', () => {
    expect(isLogRangeValid({ start: '2026-11-02', end: '2026-11-01' })).toBe(false);
    expect(isLogRangeValid({ start: '2026-11-01', end: '2026-11-01' })).toBe(true);
    expect(isLogRangeValid({ start: '', end: '2026-11-01' })).toBe(true);
  });
});

describe('detailsText', () => {
  it('shows changes as from → to and lists as one line', () => {
    expect(detailsText({ realname: { from: '何静', to: '何静文' }, email: { from: null, to: 'he@example.com' } })).toBe(
      'realname: 何静 → 何静文；email: — → he@example.com',
    );
    expect(detailsText({ op: 'remove', userIds: ['a', 'b'] })).toBe('op: remove；userIds: a、b');
    expect(detailsText({})).toBe('');
  });
});
