import { describe, expect, it } from 'vitest';
import { SocialKind, SocialMessage, socialBindRefusal } from './socialLogin';

describe('socialBindRefusal', () => {
  const dd = SocialKind.DingTalk;
  it('refuses an account another person holds, and a second account of the same app', () => {
    expect(socialBindRefusal(dd, { userId: 'a', holderOfAccount: 'b', personHasOne: false })?.message).toBe(
      '该钉钉账号已绑定其他用户',
    );
    expect(socialBindRefusal(dd, { userId: 'a', holderOfAccount: null, personHasOne: true })?.message).toBe(
      SocialMessage.alreadyBound(dd),
    );
  });
  it('lets a person bind a free account, and binding their own again changes nothing', () => {
    expect(socialBindRefusal(dd, { userId: 'a', holderOfAccount: null, personHasOne: false })).toBeNull();
    expect(socialBindRefusal(dd, { userId: 'a', holderOfAccount: 'a', personHasOne: true })).toBeNull();
  });
  it('names the app in its messages', () => {
    expect(SocialMessage.notBound(SocialKind.WeChat)).toBe(
      '该微信账号尚未绑定，请先使用手机号登录，再在“账号安全”中绑定微信',
    );
  });
});
