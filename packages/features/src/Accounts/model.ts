/**
 * The account forms' rules (issue 24): the fields of 001 section 5.11 with the shared schemas of `@atelier/api`, an
 * empty field answered with the generic 输入不能为空, the send-code button's countdown, and where a server refusal
 * shows (under the phone, under the code, or above the form).
 */
import {
  AccountMessage,
  INPUT_REQUIRED,
  mobileSchema,
  passwordSchema,
  personNameSchema,
  SMS_RESEND_SECONDS,
  verificationCodeSchema,
} from '@atelier/api';
import { z } from 'zod';

/** A text that is required: empty (or only spaces) says 输入不能为空, anything else is checked by `rule`. */
const filled = <T extends z.ZodType<string, string>>(rule: T) =>
  z.string({ error: INPUT_REQUIRED }).superRefine((value, ctx) => {
    if (value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: INPUT_REQUIRED, input: value });
      return;
    }
    const result = rule.safeParse(value.trim());
    if (!result.success) ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? '', input: value });
  });

const phone = filled(mobileSchema).transform((v) => v.trim());
const code = verificationCodeSchema;
const password = filled(passwordSchema);

export const registerFormSchema = z.object({
  phone,
  code,
  realname: filled(personNameSchema).transform((v) => v.trim()),
  password,
});
export type RegisterFormValues = z.input<typeof registerFormSchema>;

export const phoneLoginFormSchema = z.object({ phone, code });
export type PhoneLoginFormValues = z.input<typeof phoneLoginFormSchema>;

export const findBackFormSchema = z.object({ phone, code, password });
export type FindBackFormValues = z.input<typeof findBackFormSchema>;

/** The password change of /account/security: the current password (required) and a new one (5.11). */
export const changePasswordFormSchema = z.object({ oldPassword: filled(z.string()), password });
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

/** Where a refusal of the password change shows: under the current password, the new one, or above the form. */
export function fieldOfPasswordRefusal(message: string): 'oldPassword' | 'password' | 'form' {
  if (message === AccountMessage.OldPasswordWrong) return 'oldPassword';
  if (message === AccountMessage.SamePassword) return 'password';
  return 'form';
}

/** The phone change of /account/security: the new number, the code sent to it and the login password. */
export const changePhoneFormSchema = z.object({ phone, code, password: filled(z.string()) });
export type ChangePhoneFormValues = z.input<typeof changePhoneFormSchema>;

/** Where a refusal of the phone change shows: under the new number, the code, the password, or above the form. */
export function fieldOfPhoneChangeRefusal(message: string): 'phone' | 'code' | 'password' | 'form' {
  if (message === AccountMessage.PhoneSameAsNow || message === AccountMessage.PhoneTaken) return 'phone';
  if (message === AccountMessage.PasswordWrong) return 'password';
  return fieldOfRefusal(message);
}

/** The phone field alone (the send-code button checks it before asking for a code). */
export function phoneMessage(value: string): string | null {
  const result = phone.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Seconds the send button waits: 60 after a code was sent, or what the server says is left (请N秒后再获取验证码). */
export function countdownAfterRefusal(message: string): number | null {
  const match = /^请(\d+)秒后再获取验证码$/.exec(message);
  return match ? Math.min(Number(match[1]), SMS_RESEND_SECONDS) : null;
}

/** The next second of a countdown (never below 0). */
export const tick = (seconds: number) => Math.max(0, seconds - 1);

/** Where a refusal of an account call shows: under the phone, under the code, or above the form. */
export type RefusalField = 'phone' | 'code' | 'form';

const CODE_MESSAGES: readonly string[] = [
  AccountMessage.CodeWrong,
  AccountMessage.CodeExpired,
  AccountMessage.CodeTooManyAttempts,
];
const PHONE_MESSAGES: readonly string[] = [
  AccountMessage.PhoneRegistered,
  AccountMessage.PhoneTaken,
  AccountMessage.PhoneNotRegistered,
  AccountMessage.HourlyCap,
];

export function fieldOfRefusal(message: string): RefusalField {
  if (CODE_MESSAGES.includes(message) || countdownAfterRefusal(message) !== null) return 'code';
  if (PHONE_MESSAGES.includes(message)) return 'phone';
  return 'form';
}
