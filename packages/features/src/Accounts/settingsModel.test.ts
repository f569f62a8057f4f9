import { EMAIL_INVALID, PERSON_NAME_INVALID } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import { deviceLabel, fieldOfProfileRefusal, profileFormSchema, profileInput } from './settingsModel';

const first = (values: { realname: string; email: string }) => {
  const result = profileFormSchema.safeParse(values);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('profileFormSchema', () => {
  it('takes the shared name rule and an empty or valid email', () => {
    expect(first({ realname: '何静', email: '' })).toBeNull();
    expect(first({ realname: '何静', email: 'he@example.com' })).toBeNull();
    expect(first({ realname: '何', email: '' })).toBe(PERSON_NAME_INVALID);
    expect(first({ realname: '何静', email: 'he@' })).toBe(EMAIL_INVALID);
  });
});

describe('profileInput', () => {
  it('trims what is sent', () => {
    expect(profileInput({ realname: ' 何静 ', email: ' ' })).toEqual({ realname: '何静', email: '' });
  });
});

describe('fieldOfProfileRefusal', () => {
  it('puts the email message under the email, the rest under the name', () => {
    expect(fieldOfProfileRefusal(EMAIL_INVALID)).toBe('email');
    expect(fieldOfProfileRefusal(PERSON_NAME_INVALID)).toBe('realname');
  });
});

describe('deviceLabel', () => {
  it('joins the system and the browser', () => {
    expect(deviceLabel({ device: 'Windows', browser: 'Chrome 131' })).toBe('Windows · Chrome 131');
  });
});
