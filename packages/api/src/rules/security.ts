/**
 * The rules that slow down guessing and limit links (issue 21): the login lockout, the per-address limits of the
 * login, SMS and captcha calls, and the messages of their refusals. The specification shows none of these texts
 * (grep 锁定 / 频繁 finds nothing): they are Atelier's, each with its en-US text.
 */

/** Wrong passwords for one account (user name, phone number: one account, one count) before its logins stop. */
export const LOGIN_MAX_FAILURES = 10;
/** The window the failures are counted in, from the first one; the account stays stopped until it has passed. */
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;

/**
 * Which per-address limit a call falls under, declared beside the endpoint (`addressLimit` in the contract). The
 * calls of one kind share one count per client address: spraying passwords over `login` and `phoneLogin`, or codes
 * over several phones, adds up.
 */
export const AddressLimitKind = {
  /** Calls that check a secret: password, SMS code, invitation, one-time token. */
  Credentials: 'credentials',
  /** Calls that send an SMS (cost, and a way to harass a phone). */
  Sms: 'sms',
  /** The slider captcha. */
  Captcha: 'captcha',
} as const;
export type AddressLimitKind = (typeof AddressLimitKind)[keyof typeof AddressLimitKind];

export interface AddressLimit {
  /** Calls one client address may make in the window. */
  max: number;
  windowMinutes: number;
}

/**
 * Atelier's numbers: generous enough for a whole office behind one NAT address logging in at nine (sessions last a
 * week, so people seldom log in), tight enough that spraying one password over many accounts gets nowhere.
 */
export const ADDRESS_LIMITS: Readonly<Record<AddressLimitKind, AddressLimit>> = {
  credentials: { max: 60, windowMinutes: 10 },
  sms: { max: 10, windowMinutes: 60 },
  captcha: { max: 120, windowMinutes: 10 },
};

/** zh-CN texts (Atelier's; the login page and the toasts show them as the server sends them). */
export const SecurityMessage = {
  /** The account's logins are stopped (answered with 40001 on the login page, like a wrong password). */
  LoginLocked: `登录失败次数过多，请${LOGIN_FAILURE_WINDOW_MINUTES}分钟后再试`,
  /** A client address over a per-address limit (HTTP 429). */
  TooManyRequests: '操作过于频繁，请稍后再试',
  /** A download link opened a second time: download links work once. */
  DownloadLinkUsed: '下载链接已使用，请重新下载',
} as const;
export type SecurityMessage = (typeof SecurityMessage)[keyof typeof SecurityMessage];

/** en-US texts of {@link SecurityMessage}. */
export const securityMessageEn: Readonly<Record<keyof typeof SecurityMessage, string>> = {
  LoginLocked: `Too many failed logins. Try again in ${LOGIN_FAILURE_WINDOW_MINUTES} minutes`,
  TooManyRequests: 'Too many requests. Please try again later',
  DownloadLinkUsed: 'This download link has already been used. Please download again',
};
