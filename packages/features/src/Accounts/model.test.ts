import { AccountMessage, INPUT_REQUIRED, MOBILE_INVALID, PASSWORD_INVALID, PERSON_NAME_INVALID } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  countdownAfterRefusal,
  fieldOfPasswordRefusal,
  fieldOfRefusal,
  findBackFormSchema,
  phoneMessage,
  registerFormSchema,
  tick,
} from './model';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('the register form', () => {
  it('says 输入不能为空 for empty fields and 请输入验证码 for the code', () => {
    expect(messages(registerFormSchema.safeParse({ phone: '', code: '', realname: ' ', password: '' }))).toEqual({
      phone: INPUT_REQUIRED,
      code: '请输入验证码',
      realname: INPUT_REQUIRED,
      password: INPUT_REQUIRED,
    });
  });

  it('checks the mobile, name and password rules of 5.11', () => {
    const result = registerFormSchema.safeParse({ phone: '12345', code: '1', realname: '周', password: 'abcdefgh' });
    expect(messages(result)).toEqual({
      phone: MOBILE_INVALID,
      realname: PERSON_NAME_INVALID,
      password: PASSWORD_INVALID,
    });
  });

  it('trims the phone and the name', () => {
    const result = registerFormSchema.parse({
      phone: ' 13700000001 ',
      code: '123456',
      realname: ' 周新 ',
      password: 'Design2026',
    });
    expect(result).toEqual({ phone: '13700000001', code: '123456', realname: '周新', password: 'Design2026' });
  });
});

it('the recovery form wants a strong new password', () => {
  expect(messages(findBackFormSchema.safeParse({ phone: '13700000001', code: '1', password: '12345678' }))).toEqual({
    password: PASSWORD_INVALID,
  });
});

it('checks the phone alone before a code is sent', () => {
  expect(phoneMessage('')).toBe(INPUT_REQUIRED);
  expect(phoneMessage('1370000000')).toBe(MOBILE_INVALID);
  expect(phoneMessage('13700000001')).toBeNull();
});

describe('the send-code countdown', () => {
  it('starts from what the server says is left', () => {
    expect(countdownAfterRefusal('请42秒后再获取验证码')).toBe(42);
    expect(countdownAfterRefusal(AccountMessage.HourlyCap)).toBeNull();
  });
  it('ticks down to 0', () => {
    expect(tick(2)).toBe(1);
    expect(tick(0)).toBe(0);
  });
});

it('shows each refusal where it belongs', () => {
  expect(fieldOfRefusal(AccountMessage.CodeWrong)).toBe('code');
  expect(fieldOfRefusal(AccountMessage.CodeExpired)).toBe('code');
  expect(fieldOfRefusal('请42秒后再获取验证码')).toBe('code');
  expect(fieldOfRefusal(AccountMessage.PhoneRegistered)).toBe('phone');
  expect(fieldOfRefusal(AccountMessage.PhoneNotRegistered)).toBe('phone');
  expect(fieldOfRefusal('操作过于频繁，请稍后再试')).toBe('form');
});

it('the password change wants the current password and a strong new one, and routes its refusals', () => {
  expect(messages(changePasswordFormSchema.safeParse({ oldPassword: '', password: 'abc' }))).toEqual({
    oldPassword: INPUT_REQUIRED,
    password: PASSWORD_INVALID,
  });
  expect(fieldOfPasswordRefusal(AccountMessage.OldPasswordWrong)).toBe('oldPassword');
  expect(fieldOfPasswordRefusal(AccountMessage.SamePassword)).toBe('password');
  expect(fieldOfPasswordRefusal('操作过于频繁，请稍后再试')).toBe('form');
});
