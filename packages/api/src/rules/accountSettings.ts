/**
 * Account settings (issue 24, 001 sections 2.1 account routes, 5.11 and 7.10): the profile of /account/basic, the
 * avatar, the preferences of /account/preference (`addUserSetting` / `getUserSetting`) and the login devices of
 * /account/device. The field rules are the shared ones of rules.ts (name, email, avatar); the other texts are
 * Atelier's (the specification shows none). The server decides with facts from its database, the fixtures with facts
 * from their memory, the forms show the same texts.
 */
import { z } from 'zod';
import { avatarImageType } from './enterprises';
import { AVATAR_FORMAT, AVATAR_TOO_LARGE } from './messages';
import { Refuse, type RuleRefusal } from './refusal';
import { AVATAR_MAX_BYTES, avatarFileSchema, emailSchema, personNameSchema } from './rules';

/** zh-CN texts (Atelier's). */
export const AccountSettingsMessage = {
  ProfileSaved: '个人信息已保存',
  AvatarSaved: '头像已更新',
  AvatarRemoved: '头像已删除',
  PreferenceSaved: '偏好设置已保存',
  DeviceSignedOut: '该设备已退出登录',
  DeviceNotFound: '该设备的登录已结束',
  DeviceIsCurrent: '当前设备请使用“退出登录”',
  AvatarNotFound: '头像不存在',
} as const;
export type AccountSettingsMessage = (typeof AccountSettingsMessage)[keyof typeof AccountSettingsMessage];

/** en-US texts of {@link AccountSettingsMessage}. */
export const accountSettingsMessageEn: Readonly<Record<keyof typeof AccountSettingsMessage, string>> = {
  ProfileSaved: 'Profile saved',
  AvatarSaved: 'Avatar updated',
  AvatarRemoved: 'Avatar removed',
  PreferenceSaved: 'Preferences saved',
  DeviceSignedOut: 'The device has been signed out',
  DeviceNotFound: 'That device is no longer signed in',
  DeviceIsCurrent: 'Use "Log out" for this device',
  AvatarNotFound: 'No such avatar',
};

/** The profile of /account/basic: the real name (the shared name rule) and an optional email. */
export const profileSchema = z.object({
  realname: personNameSchema,
  email: emailSchema.optional(),
});
export type ProfileInput = z.output<typeof profileSchema>;

/**
 * The refusal of an avatar's bytes, or null: the name and size by the shared rule, then the content must really be a
 * PNG or a JPEG (the first bytes), whatever the name says.
 */
export function avatarRefusal(file: { name: string; size: number; bytes: Uint8Array }): RuleRefusal | null {
  const checked = avatarFileSchema.safeParse({ name: file.name, size: file.size });
  if (!checked.success) return Refuse.invalid(checked.error.issues[0]?.message ?? AVATAR_FORMAT);
  if (file.bytes.length >= AVATAR_MAX_BYTES) return Refuse.invalid(AVATAR_TOO_LARGE);
  if (!avatarImageType(file.bytes)) return Refuse.invalid(AVATAR_FORMAT);
  return null;
}

/** The extension a stored avatar keeps (by its content, not its name). */
export const avatarExtension = (type: 'image/png' | 'image/jpeg') => (type === 'image/png' ? 'png' : 'jpg');
/** A stored avatar's key as the public image URL names it: random hex and the extension. */
export const AVATAR_KEY_PATTERN = /^[0-9a-f]{32}\.(png|jpg)$/;

// ---------------------------------------------------------------------------------------------------------------
// Preferences (/account/preference)
// ---------------------------------------------------------------------------------------------------------------

/** The settings `addUserSetting` stores, by key. */
export const UserSettingKey = { Language: 'language', DefaultPage: 'defaultPage' } as const;
export type UserSettingKey = (typeof UserSettingKey)[keyof typeof UserSettingKey];

/** The portal's languages (its i18n codes). */
export const PreferredLanguage = { Chinese: 'zh-CN', English: 'en-US' } as const;
export type PreferredLanguage = (typeof PreferredLanguage)[keyof typeof PreferredLanguage];

/** Where the portal opens after login: the modules of the main layout. */
export const DefaultPage = {
  Dashboard: '/dashboard',
  ProjectCenter: '/project-center',
  Disk: '/disk',
  Workflow: '/workflow',
  Notification: '/notification',
} as const;
export type DefaultPage = (typeof DefaultPage)[keyof typeof DefaultPage];

/** The preferences as `getUserSetting` answers them and `addUserSetting` takes them. */
export const userSettingsSchema = z.object({
  language: z.enum(PreferredLanguage),
  defaultPage: z.enum(DefaultPage),
});
export type UserSettings = z.output<typeof userSettingsSchema>;

/** What a person who never saved a preference gets. */
export const DEFAULT_USER_SETTINGS: UserSettings = {
  language: PreferredLanguage.Chinese,
  defaultPage: DefaultPage.Dashboard,
};

/** Stored key/value rows read as settings: unknown keys and values that are no longer allowed fall back. */
export function settingsFromRows(rows: readonly { key: string; value: string }[]): UserSettings {
  const raw: Record<string, string> = {};
  for (const row of rows) raw[row.key] = row.value;
  const language = z.enum(PreferredLanguage).safeParse(raw[UserSettingKey.Language]);
  const defaultPage = z.enum(DefaultPage).safeParse(raw[UserSettingKey.DefaultPage]);
  return {
    language: language.success ? language.data : DEFAULT_USER_SETTINGS.language,
    defaultPage: defaultPage.success ? defaultPage.data : DEFAULT_USER_SETTINGS.defaultPage,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Login devices (/account/device)
// ---------------------------------------------------------------------------------------------------------------

/** What a login session's user-agent says: the device's system and the browser (or the desktop client). */
export interface DeviceDescription {
  device: string;
  browser: string;
}

const SYSTEMS: readonly [RegExp, string][] = [
  [/Windows NT/i, 'Windows'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/Android/i, 'Android'],
  [/Mac OS X|Macintosh/i, 'macOS'],
  [/CrOS/i, 'ChromeOS'],
  [/Linux/i, 'Linux'],
];
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\/(\d+)/, 'Edge'],
  [/MicroMessenger\/(\d+)/, 'WeChat'],
  [/DingTalk\/(\d+)/, 'DingTalk'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Chrome|Chromium|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* .*Safari\//, 'Safari'],
];

/**
 * The device and browser of a user-agent header, for the device list. The desktop client (agent `pc`) names itself;
 * an unknown or empty header says 未知.
 */
export function describeUserAgent(userAgent: string | null | undefined, agent?: string): DeviceDescription {
  const ua = userAgent ?? '';
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? UNKNOWN_DEVICE;
  if (agent === 'pc') return { device: system, browser: DESKTOP_CLIENT };
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) {
      const version = match.slice(1).find((part) => part && /^\d+$/.test(part));
      return { device: system, browser: version ? `${name} ${version}` : name };
    }
  }
  return { device: system, browser: UNKNOWN_DEVICE };
}
export const UNKNOWN_DEVICE = '未知';
export const DESKTOP_CLIENT = '桌面客户端';

/** What the sign-out rule reads: the session named, whose it is, and the caller's own session. */
export interface DeviceSignOutFacts {
  session: { id: string; userId: string } | undefined;
  userId: string;
  currentSessionId: string;
}

/** Signing out one device: one of the caller's own live sessions, not the one making the call. */
export function deviceSignOutRefusal(facts: DeviceSignOutFacts): RuleRefusal | null {
  if (!facts.session || facts.session.userId !== facts.userId)
    return Refuse.denied(AccountSettingsMessage.DeviceNotFound);
  if (facts.session.id === facts.currentSessionId) return Refuse.notReady(AccountSettingsMessage.DeviceIsCurrent);
  return null;
}
