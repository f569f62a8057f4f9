import { LogType, type Notification, ReadState } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import {
  ALL_TYPES,
  badgeText,
  flattenPages,
  isUnread,
  logTypeOfKey,
  nearBottom,
  nextPageOf,
  typeFilterOptions,
} from './model';

const n = (id: string): Notification => ({
  id,
  type: 2101001,
  logType: LogType.Workflow,
  msg: id,
  isRead: ReadState.Unread,
  userName: null,
  createTime: '2026-11-27 10:00:00',
  name: null,
  actId: null,
  actName: null,
  formId: null,
  enterpriseId: 'e',
  moduleType: null,
  projectId: null,
  moduleId: null,
});

describe('notification model', () => {
  it('pages until every item is loaded', () => {
    expect(nextPageOf([{ list: [1, 2] }], 5)).toBe(2);
    expect(nextPageOf([{ list: [1, 2] }, { list: [3, 4] }, { list: [5] }], 5)).toBeUndefined();
    expect(nextPageOf([{ list: [1] }, { list: [] }], 9)).toBeUndefined();
  });

  it('flattens pages, each notification once', () => {
    expect(flattenPages([{ list: [n('a'), n('b')] }, { list: [n('b'), n('c')] }]).map((x) => x.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('offers 全部 then the log types; maps keys back', () => {
    const labels = Object.fromEntries(Object.values(LogType).map((v) => [v, `t${v}`])) as never;
    const options = typeFilterOptions('全部', labels);
    expect(options[0]).toEqual({ id: ALL_TYPES, label: '全部' });
    expect(options.map((o) => o.id)).toContain(LogType.Workflow);
    expect(logTypeOfKey(ALL_TYPES)).toBeUndefined();
    expect(logTypeOfKey(LogType.File)).toBe(LogType.File);
    expect(logTypeOfKey('nonsense')).toBeUndefined();
  });

  it('knows the bottom, the unread and the badge', () => {
    expect(nearBottom({ scrollTop: 460, clientHeight: 100, scrollHeight: 600 })).toBe(true);
    expect(nearBottom({ scrollTop: 0, clientHeight: 100, scrollHeight: 600 })).toBe(false);
    expect(isUnread(n('a'))).toBe(true);
    expect(badgeText(120)).toBe('99+');
  });
});
