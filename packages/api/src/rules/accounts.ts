/**
 * Accounts (issue 24, 001 sections 5.11 and 7.10): SMS verification codes, registration, phone login, password
 * recovery and the password change. The limits and the refusals' texts are Atelier's (the specification shows none);
 * the field rules (mobile, name, password) are the shared ones of rules.ts. The server decides with facts from its
 * database, the fixtures with facts from their memory, the forms show the same texts.
 */
import { ResponseCode } from '../response/codes';
import { Refuse, type RuleRefusal } from './refusal';

/** Digits of an SMS verification code. */
export const SMS_CODE_LENGTH = 6;
/** A code is valid this long after it was sent. */
export const SMS_CODE_TTL_MINUTES = 5;
/** One phone gets at most one code in this many seconds (the send button counts down as long). */
export const SMS_RESEND_SECONDS = 60;
/** One phone gets at most this many codes in an hour (whatever the purpose). */
export const SMS_HOURLY_CAP = 5;
/** Codes typed against one sent code before it stops working (the right one uses it up first). */
export const SMS_MAX_WRONG_ATTEMPTS = 5;

/** What a code is sent for (the contract's `type` of `sendSms`). */
export const SmsPurpose = {
  Login: 'login',
  Register: 'register',
  FindBack: 'findBack',
  Bind: 'bind',
  /** A new phone for the signed-in account (/account/security): a login code cannot change a phone. */
  ChangePhone: 'changePhone',
} as const;
export type SmsPurpose = (typeof SmsPurpose)[keyof typeof SmsPurpose];

/** zh-CN texts (Atelier's). */
export const AccountMessage = {
  CodeSent: '验证码已发送',
  CodeWrong: '验证码错误',
  CodeExpired: '验证码已失效，请重新获取',
  CodeTooManyAttempts: '验证码错误次数过多，请重新获取',
  HourlyCap: '该手机号获取验证码过于频繁，请1小时后再试',
  PhoneRegistered: '该手机号已注册，请直接登录',
  PhoneNotRegistered: '该手机号尚未注册',
  RegisterSuccess: '注册成功',
  PasswordReset: '密码已重置，请使用新密码登录',
  OldPasswordWrong: '原密码错误',
  SamePassword: '新密码不能与原密码相同',
  PasswordChanged: '密码已修改，其他设备上的登录已退出',
  PhoneSameAsNow: '新手机号不能与当前手机号相同',
  PhoneTaken: '该手机号已被其他账号绑定',
  PasswordWrong: '登录密码错误',
  PhoneChanged: '手机号已更换，请使用新手机号登录',
} as const;
export type AccountMessage = (typeof AccountMessage)[keyof typeof AccountMessage];

/** `请N秒后再获取验证码`: the resend interval has not passed. */
export const resendWaitMessage = (seconds: number) => `请${seconds}秒后再获取验证码`;

/** en-US texts of {@link AccountMessage}. */
export const accountMessageEn: Readonly<Record<keyof typeof AccountMessage, string>> = {
  CodeSent: 'Verification code sent',
  CodeWrong: 'Wrong verification code',
  CodeExpired: 'The verification code has expired. Please get a new one',
  CodeTooManyAttempts: 'Too many wrong codes. Please get a new one',
  HourlyCap: 'Too many codes for this phone. Please try again in an hour',
  PhoneRegistered: 'This phone number is already registered. Please log in',
  PhoneNotRegistered: 'This phone number is not registered',
  RegisterSuccess: 'Registered',
  PasswordReset: 'Password reset. Please log in with the new password',
  OldPasswordWrong: 'The current password is wrong',
  SamePassword: 'The new password must differ from the current one',
  PasswordChanged: 'Password changed. Sessions on other devices have ended',
  PhoneSameAsNow: 'The new number is the one bound now',
  PhoneTaken: 'This phone number is bound to another account',
  PasswordWrong: 'Wrong login password',
  PhoneChanged: 'Phone number changed. Log in with the new number',
};
export const resendWaitMessageEn = (seconds: number) => `Please wait ${seconds} s before requesting another code`;

/** Whole seconds until the phone may get another code (0: now). */
export function resendSecondsLeft(lastSentAt: Date | null, now: Date): number {
  if (!lastSentAt) return 0;
  const left = SMS_RESEND_SECONDS * 1000 - (now.getTime() - lastSentAt.getTime());
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** What the send rule reads of a phone's codes. */
export interface SmsSendFacts {
  /** The latest code sent to the phone, any purpose. */
  lastSentAt: Date | null;
  /** Codes sent to the phone in the hour before now. */
  sentInLastHour: number;
}

/**
 * Whether a code may be sent now: the resend interval first (it says how long), then the hourly cap. Refused with
 * 40009, which the account calls answer silently: the form shows the message under its field (001 section 8.1
 * keeps a silent 40007 for the project-name, stage-name and pre-plan calls only).
 */
export function checkSmsSend(facts: SmsSendFacts, now: Date): RuleRefusal | null {
  const wait = resendSecondsLeft(facts.lastSentAt, now);
  if (wait > 0) return Refuse.invalid(resendWaitMessage(wait));
  if (facts.sentInLastHour >= SMS_HOURLY_CAP) return Refuse.invalid(AccountMessage.HourlyCap);
  return null;
}

/**
 * The purposes whose code only a signed-in person may ask for: changing one's own phone. Registration, login and
 * recovery codes are asked for signed out, under the per-address and per-phone limits.
 */
export function smsNeedsSession(purpose: SmsPurpose): boolean {
  return purpose === SmsPurpose.ChangePhone;
}

/** Whether a phone is registered decides whether a code is sent for a purpose. */
export function checkSmsPurpose(purpose: SmsPurpose, registered: boolean): RuleRefusal | null {
  if (purpose === SmsPurpose.Register && registered) return Refuse.invalid(AccountMessage.PhoneRegistered);
  if (purpose === SmsPurpose.ChangePhone && registered) return Refuse.invalid(AccountMessage.PhoneTaken);
  if ((purpose === SmsPurpose.Login || purpose === SmsPurpose.FindBack) && !registered) {
    return Refuse.invalid(AccountMessage.PhoneNotRegistered);
  }
  return null;
}

/** What the code rule reads of the latest code sent to a phone for a purpose. */
export interface SmsCodeFacts {
  expiresAt: Date;
  usedAt: Date | null;
  attempts: number;
}

/** A wrong, used or expired code: refused like a wrong password (40001, the form shows the message). */
const codeRefusal = (message: string): RuleRefusal => ({ code: ResponseCode.BadCredentials, message });

/**
 * Whether a typed code may be compared at all: there is a code, it is unused, not expired and not worn out by wrong
 * attempts. The comparison itself is the caller's (the server compares hashes).
 */
export function checkSmsCodeUsable(code: SmsCodeFacts | null, now: Date): RuleRefusal | null {
  if (!code || code.usedAt) return codeRefusal(AccountMessage.CodeExpired);
  if (code.attempts >= SMS_MAX_WRONG_ATTEMPTS) return codeRefusal(AccountMessage.CodeTooManyAttempts);
  if (code.expiresAt.getTime() <= now.getTime()) return codeRefusal(AccountMessage.CodeExpired);
  return null;
}

/** The refusal of a wrong code; the last allowed attempt says the code is now worn out. */
export function wrongCodeRefusal(attemptsNow: number): RuleRefusal {
  return codeRefusal(
    attemptsNow >= SMS_MAX_WRONG_ATTEMPTS ? AccountMessage.CodeTooManyAttempts : AccountMessage.CodeWrong,
  );
}

/** The refusal of a phone number registered already. */
export const phoneRegisteredRefusal = (): RuleRefusal => Refuse.invalid(AccountMessage.PhoneRegistered);
/** The refusal of a phone number that is no account (phone login, password recovery). */
export const phoneNotRegisteredRefusal = (): RuleRefusal => codeRefusal(AccountMessage.PhoneNotRegistered);

/** The text of the SMS (what the outbox shows and a real provider sends). */
export function smsText(code: string, purpose: SmsPurpose): string {
  const what = { login: '登录', register: '注册', findBack: '找回密码', bind: '绑定手机', changePhone: '更换手机号' }[
    purpose
  ];
  return `【Atelier】您的${what}验证码为${code}，${SMS_CODE_TTL_MINUTES}分钟内有效。请勿泄露给他人。`;
}

/** A password change (account security): the old password must be right and the new one differ from it. */
export function checkPasswordChange(oldPasswordRight: boolean, input: { oldPassword: string; password: string }) {
  if (!oldPasswordRight) return Refuse.invalid(AccountMessage.OldPasswordWrong);
  if (input.oldPassword === input.password) return Refuse.invalid(AccountMessage.SamePassword);
  return null;
}

/** What the phone change rule reads: the account's phone now, whose the new number is, the password check. */
export interface PhoneChangeFacts {
  currentPhone: string;
  newPhone: string;
  /** Another account has the new number (as its phone or its user name). */
  takenByOther: boolean;
  passwordRight: boolean;
}

/**
 * A change of the signed-in account's phone (/account/security), before its code is used up: the new number differs
 * from the current one and is no other account's, and the login password is right. The code itself is then checked
 * by the code rules above (wrong, expired, worn out), sent for SmsPurpose.ChangePhone to the new number.
 */
export function checkPhoneChange(facts: PhoneChangeFacts): RuleRefusal | null {
  if (facts.newPhone === facts.currentPhone) return Refuse.invalid(AccountMessage.PhoneSameAsNow);
  if (facts.takenByOther) return Refuse.invalid(AccountMessage.PhoneTaken);
  if (!facts.passwordRight) return Refuse.invalid(AccountMessage.PasswordWrong);
  return null;
}

/** A phone number as the security page shows it: 138****1234 (anything not 11 digits as it is). */
export const maskPhone = (phone: string): string =>
  /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
