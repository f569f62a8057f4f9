import { describe, expect, it } from 'vitest';
import {
  AccountSettingsMessage,
  avatarRefusal,
  DEFAULT_USER_SETTINGS,
  DefaultPage,
  describeUserAgent,
  deviceSignOutRefusal,
  PreferredLanguage,
  profileSchema,
  settingsFromRows,
} from './accountSettings';
import { AVATAR_FORMAT, AVATAR_TOO_LARGE, EMAIL_INVALID, PERSON_NAME_INVALID } from './messages';
import { RefusalCode } from './refusal';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]);
const GIF = Uint8Array.from([0x47, 0x49, 0x46, 0x38]);
const messageOf = (result: ReturnType<typeof profileSchema.safeParse>) =>
  result.success ? null : result.error.issues[0]?.message;

describe('profileSchema', () => {
  it('takes a 2-10 character name of Chinese, letters or digits and an optional email', () => {
    expect(messageOf(profileSchema.safeParse({ realname: '何静' }))).toBeNull();
    expect(messageOf(profileSchema.safeParse({ realname: 'Li Ting' }))).toBe(PERSON_NAME_INVALID);
    expect(messageOf(profileSchema.safeParse({ realname: '何' }))).toBe(PERSON_NAME_INVALID);
    expect(messageOf(profileSchema.safeParse({ realname: '一二三四五六七八九十一' }))).toBe(PERSON_NAME_INVALID);
    expect(messageOf(profileSchema.safeParse({ realname: '何静', email: '' }))).toBeNull();
    expect(messageOf(profileSchema.safeParse({ realname: '何静', email: 'a@b' }))).toBe(EMAIL_INVALID);
  });
});

describe('avatarRefusal', () => {
  it('takes a PNG or JPEG under 500 KB by name and content', () => {
    expect(avatarRefusal({ name: 'a.png', size: PNG.length, bytes: PNG })).toBeNull();
    expect(avatarRefusal({ name: 'a.JPEG', size: JPEG.length, bytes: JPEG })).toBeNull();
  });
  it('refuses another extension, a disguised file and 500 KB', () => {
    expect(avatarRefusal({ name: 'a.gif', size: 4, bytes: GIF })?.message).toBe(AVATAR_FORMAT);
    expect(avatarRefusal({ name: 'a.png', size: 4, bytes: GIF })?.message).toBe(AVATAR_FORMAT);
    const big = new Uint8Array(500 * 1024);
    big.set(PNG);
    expect(avatarRefusal({ name: 'a.png', size: big.length, bytes: big })?.message).toBe(AVATAR_TOO_LARGE);
    expect(avatarRefusal({ name: 'a.png', size: big.length - 1, bytes: big.slice(1) })?.message).toBe(AVATAR_FORMAT);
  });
});

describe('settingsFromRows', () => {
  it('falls back to the defaults for missing or no longer allowed values', () => {
    expect(settingsFromRows([])).toEqual(DEFAULT_USER_SETTINGS);
    expect(
      settingsFromRows([
        { key: 'language', value: PreferredLanguage.English },
        { key: 'defaultPage', value: '/gone' },
        { key: 'other', value: 'x' },
      ]),
    ).toEqual({ language: PreferredLanguage.English, defaultPage: DefaultPage.Dashboard });
  });
});

describe('describeUserAgent', () => {
  it('names the system and the browser with its major version', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toEqual({ device: 'Windows', browser: 'Edge 131' });
    expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toEqual({
      device: 'Linux',
      browser: 'Firefox 133',
    });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ device: 'iOS', browser: 'Safari 17' });
  });
  it('says 未知 for nothing, and names the desktop client', () => {
    expect(describeUserAgent('')).toEqual({ device: '未知', browser: '未知' });
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0) Electron/30', 'pc')).toEqual({
      device: 'Windows',
      browser: '桌面客户端',
    });
  });
});

describe('deviceSignOutRefusal', () => {
  const facts = { userId: 'u1', currentSessionId: 's1' };
  it('allows another session of one’s own', () => {
    expect(deviceSignOutRefusal({ ...facts, session: { id: 's2', userId: 'u1' } })).toBeNull();
  });
  it('refuses a missing or foreign session as not found, and the calling one', () => {
    expect(deviceSignOutRefusal({ ...facts, session: undefined })).toEqual({
      code: RefusalCode.Denied,
      message: AccountSettingsMessage.DeviceNotFound,
    });
    expect(deviceSignOutRefusal({ ...facts, session: { id: 's2', userId: 'u2' } })?.message).toBe(
      AccountSettingsMessage.DeviceNotFound,
    );
    expect(deviceSignOutRefusal({ ...facts, session: { id: 's1', userId: 'u1' } })).toEqual({
      code: RefusalCode.NotReady,
      message: AccountSettingsMessage.DeviceIsCurrent,
    });
  });
});
