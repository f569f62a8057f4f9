import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  isDateRangeValid,
  NO_FILTERS,
  PublishListTab,
  publishListRequest,
  publishRowActions,
} from './listModel';

describe('the publish lists’ filters', () => {
  it('send only what is set, the name trimmed', () => {
    expect(publishListRequest(NO_FILTERS, 1, 50)).toEqual({ pageNum: 1, pageSize: 50 });
    expect(
      publishListRequest(
        { actName: '  施工图 ', projectId: 'p1', publisherId: 's1', startTime: '2026-01-01', endTime: '2026-01-31' },
        3,
        50,
      ),
    ).toEqual({
      pageNum: 3,
      pageSize: 50,
      actName: '施工图',
      projectId: 'p1',
      publisherId: 's1',
      startTime: '2026-01-01',
      endTime: '2026-01-31',
    });
  });

  it('leave out a period whose start is after its end, and keep an open one', () => {
    const reversed = { ...NO_FILTERS, startTime: '2026-02-01', endTime: '2026-01-01' };
    expect(isDateRangeValid(reversed)).toBe(false);
    expect(publishListRequest(reversed, 1, 50)).toEqual({ pageNum: 1, pageSize: 50 });
    expect(isDateRangeValid({ startTime: '2026-02-01', endTime: '' })).toBe(true);
    expect(publishListRequest({ ...NO_FILTERS, endTime: '2026-01-01' }, 1, 50)).toEqual({
      pageNum: 1,
      pageSize: 50,
      endTime: '2026-01-01',
    });
    expect(isDateRangeValid({ startTime: '2026-01-01', endTime: '2026-01-01' })).toBe(true);
  });

  it('know when something is filtered', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, actName: '   ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, publisherId: 's1' })).toBe(true);
    expect(hasFilters({ ...NO_FILTERS, startTime: '2026-01-01' })).toBe(true);
  });
});

describe('the row actions', () => {
  const all = { canDownload: true, canShare: true, canConfirm: true };
  it('follow the buttons the person holds', () => {
    expect(publishRowActions(PublishListTab.NotPublished, all)).toEqual({ download: true, share: true, confirm: true });
    expect(
      publishRowActions(PublishListTab.NotPublished, { canDownload: true, canShare: false, canConfirm: false }),
    ).toEqual({ download: true, share: false, confirm: false });
  });
  it('offer confirming only for what waits to be published', () => {
    expect(publishRowActions(PublishListTab.Published, all)).toEqual({ download: true, share: true, confirm: false });
  });
});
