import { ApiError } from '@atelier/api/client';
import { describe, expect, it } from 'vitest';
import { chooseRegion, daysLeft, NO_REGION, refusalNotice, regionLabels, searchKeyword } from './model';

describe('the region cascade (5.1)', () => {
  const chosen = { province: '330000', city: '330100', district: '330106' };
  it('a new province clears city and district', () => {
    expect(chooseRegion(chosen, 'province', '320000')).toEqual({ province: '320000', city: '', district: '' });
  });
  it('a new city clears district', () => {
    expect(chooseRegion(chosen, 'city', '330200')).toEqual({ province: '330000', city: '330200', district: '' });
  });
  it('the same choice again keeps what is below', () => {
    expect(chooseRegion(chosen, 'province', '330000')).toBe(chosen);
    expect(chooseRegion(chosen, 'city', '330100')).toBe(chosen);
  });
  it('a district changes only itself', () => {
    expect(chooseRegion(NO_REGION, 'district', '330106')).toEqual({ province: '', city: '', district: '330106' });
  });
  it('labels the choice from the options', () => {
    const names = {
      province: [{ baseAreaid: '330000', name: '浙江省' }],
      city: [{ baseAreaid: '330100', name: '杭州市' }],
      district: [{ baseAreaid: '330106', name: '西湖区' }],
    };
    expect(regionLabels(chosen, names)).toBe('浙江省-杭州市-西湖区');
  });
});

describe('the join search (5.2)', () => {
  it('searches only for a non-empty keyword', () => {
    expect(searchKeyword('   ')).toBeNull();
    expect(searchKeyword(' 华筑 ')).toBe('华筑');
  });
});

describe('how a refusal is told (8.2)', () => {
  const refused = (code: number, toast: boolean) =>
    new ApiError({
      kind: 'response',
      endpoint: 'enterprise.create',
      message: '该地区已存在',
      code,
      outcome: {
        kind: 'reject',
        branch: toast ? 'error' : 'passThrough',
        effects: toast ? [{ type: 'toast', tone: 'error', message: '该地区已存在', duration: 2000 }] : [],
      },
    });
  it('its warning code: a persistent warning', () => {
    expect(refusalNotice(refused(30002, false), 30002)).toEqual({ tone: 'warning', message: '该地区已存在' });
  });
  it('another code already toasted by the shared handling: nothing more', () => {
    expect(refusalNotice(refused(40009, true), 30002)).toBeNull();
  });
  it('another code not shown yet: a persistent error', () => {
    expect(refusalNotice(refused(40005, false), 30002)).toEqual({ tone: 'error', message: '该地区已存在' });
    expect(refusalNotice(new Error('网络异常'), 30002)).toEqual({ tone: 'error', message: '网络异常' });
  });
});

describe('the expiry', () => {
  it('counts the days left, none once expired, null without an end', () => {
    const now = new Date('2026-11-26T10:00:00');
    expect(daysLeft('2026-11-30', now)).toBe(5);
    expect(daysLeft('2026-11-01', now)).toBe(0);
    expect(daysLeft(null, now)).toBeNull();
  });
});
