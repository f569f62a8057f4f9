import { describe, expect, it } from 'vitest';
import {
  AccountMessage,
  checkPhoneChange,
  checkSmsCodeUsable,
  checkSmsPurpose,
  checkSmsSend,
  maskPhone,
  resendSecondsLeft,
  SMS_HOURLY_CAP,
  SMS_MAX_WRONG_ATTEMPTS,
  smsText,
  wrongCodeRefusal,
} from './accounts';

const now = new Date('2026-11-26T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('the SMS send rule', () => {
  it('counts the resend interval down in whole seconds', () => {
    expect(resendSecondsLeft(null, now)).toBe(0);
    expect(resendSecondsLeft(ago(0), now)).toBe(60);
    expect(resendSecondsLeft(ago(59.5), now)).toBe(1);
    expect(resendSecondsLeft(ago(60), now)).toBe(0);
  });

  it('refuses within the interval with the wait, then at the hourly cap', () => {
    expect(checkSmsSend({ lastSentAt: ago(18), sentInLastHour: 1 }, now)?.message).toBe('请42秒后再获取验证码');
    expect(checkSmsSend({ lastSentAt: ago(61), sentInLastHour: SMS_HOURLY_CAP }, now)?.message).toBe(
      AccountMessage.HourlyCap,
    );
    expect(checkSmsSend({ lastSentAt: ago(61), sentInLastHour: SMS_HOURLY_CAP - 1 }, now)).toBeNull();
  });

  it('sends a registration code only to a new phone, login and recovery codes only to accounts', () => {
    expect(checkSmsPurpose('register', true)?.message).toBe(AccountMessage.PhoneRegistered);
    expect(checkSmsPurpose('register', false)).toBeNull();
    expect(checkSmsPurpose('login', false)?.message).toBe(AccountMessage.PhoneNotRegistered);
    expect(checkSmsPurpose('findBack', false)?.message).toBe(AccountMessage.PhoneNotRegistered);
    expect(checkSmsPurpose('login', true)).toBeNull();
    expect(checkSmsPurpose('bind', false)).toBeNull();
  });
});

describe('the SMS code rule', () => {
  const fresh = { expiresAt: new Date(now.getTime() + 1000), usedAt: null, attempts: 0 };
  it('lets an unused, unexpired code with tries left be compared', () => {
    expect(checkSmsCodeUsable(fresh, now)).toBeNull();
  });
  it('refuses none, used, expired and worn-out codes with 40001', () => {
    expect(checkSmsCodeUsable(null, now)).toEqual({ code: 40001, message: AccountMessage.CodeExpired });
    expect(checkSmsCodeUsable({ ...fresh, usedAt: ago(1) }, now)?.message).toBe(AccountMessage.CodeExpired);
    expect(checkSmsCodeUsable({ ...fresh, expiresAt: now }, now)?.message).toBe(AccountMessage.CodeExpired);
    expect(checkSmsCodeUsable({ ...fresh, attempts: SMS_MAX_WRONG_ATTEMPTS }, now)?.message).toBe(
      AccountMessage.CodeTooManyAttempts,
    );
  });
  it('says the code is worn out on the last wrong try', () => {
    expect(wrongCodeRefusal(1).message).toBe(AccountMessage.CodeWrong);
    expect(wrongCodeRefusal(SMS_MAX_WRONG_ATTEMPTS).message).toBe(AccountMessage.CodeTooManyAttempts);
  });
});

it('writes the SMS text with the code and its validity', () => {
  expect(smsText('012345', 'findBack')).toBe('【Atelier】您的找回密码验证码为012345，5分钟内有效。请勿泄露给他人。');
});

describe('the phone change rule', () => {
  const facts = { currentPhone: '13800001234', newPhone: '13900005678', takenByOther: false, passwordRight: true };
  it('lets a new, free number with the right password through', () => {
    expect(checkPhoneChange(facts)).toBeNull();
  });
  it('refuses the same number, a taken one and a wrong password, in that order, with 40009', () => {
    expect(checkPhoneChange({ ...facts, newPhone: facts.currentPhone, passwordRight: false })).toEqual({
      code: 40009,
      message: AccountMessage.PhoneSameAsNow,
    });
    expect(checkPhoneChange({ ...facts, takenByOther: true, passwordRight: false })?.message).toBe(
      AccountMessage.PhoneTaken,
    );
    expect(checkPhoneChange({ ...facts, passwordRight: false })?.message).toBe(AccountMessage.PasswordWrong);
  });
  it('sends a change code only to a number no account has', () => {
    expect(checkSmsPurpose('changePhone', true)?.message).toBe(AccountMessage.PhoneTaken);
    expect(checkSmsPurpose('changePhone', false)).toBeNull();
    expect(smsText('012345', 'changePhone')).toContain('更换手机号验证码为012345');
  });
  it('masks the middle four digits', () => {
    expect(maskPhone('13812341234')).toBe('138****1234');
    expect(maskPhone('admin')).toBe('admin');
  });
});
