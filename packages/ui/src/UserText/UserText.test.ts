import { describe, expect, it } from 'vitest';
import { userDataLang } from './UserText';

describe('userDataLang', () => {
  it('marks Chinese data as zh in an English page', () => {
    expect(userDataLang('滨江新城综合体', 'en-US')).toBe('zh');
    expect(userDataLang('建施-01 总平面图.pdf', 'en-US')).toBe('zh');
  });
  it('leaves data alone in a Chinese page, and Latin-only data anywhere', () => {
    expect(userDataLang('滨江新城综合体', 'zh-CN')).toBeUndefined();
    expect(userDataLang('A-101 Site plan.pdf', 'en-US')).toBeUndefined();
    expect(userDataLang('', 'en-US')).toBeUndefined();
    expect(userDataLang(null, 'en-US')).toBeUndefined();
  });
});
