import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  checkSmsCodeUsable,
  checkSmsPurpose,
  checkSmsSend,
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_MINUTES,
  SMS_MAX_WRONG_ATTEMPTS,
  type SmsPurpose,
  smsText,
  wrongCodeRefusal,
} from '@atelier/api';
import { findUserByPhone } from '../auth/userRepository';
import type { Database } from '../db/index';
import { enforce, refuse } from '../domain/errors';
import type { SmsProvider } from './provider';
import {
  claimAttempt,
  deleteCode,
  deleteCodesCreatedBefore,
  insertCode,
  latestCode,
  lockPhone,
  markCodeUsed,
  sendFacts,
} from './repository';

const HOUR_MS = 60 * 60 * 1000;

/** A code of SMS_CODE_LENGTH digits, uniformly drawn. */
export function newCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

/** `salt$sha256(salt:code)`, base64url parts: the code is never stored as sent. */
export function hashCode(code: string, salt = randomBytes(16).toString('base64url')): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('base64url')}`;
}

function codeMatches(code: string, stored: string): boolean {
  const [salt] = stored.split('$');
  if (!salt) return false;
  const expected = Buffer.from(stored);
  const typed = Buffer.from(hashCode(code.trim(), salt));
  return expected.length === typed.length && timingSafeEqual(expected, typed);
}

/**
 * Sends a code (`sendSms`): a registration code only to a phone that is no account yet, a login or recovery code
 * only to an account's phone; then per phone the resend interval and the hourly cap (the shared rules), checked and
 * recorded under a lock of the phone so that two sends at once cannot both pass. The provider is called after the
 * code is recorded; when it fails the code is dropped again, so the person may ask at once.
 */
export async function sendCode(
  db: Database,
  provider: SmsProvider,
  input: { phone: string; purpose: SmsPurpose },
  now = new Date(),
): Promise<null> {
  const registered = (await findUserByPhone(db, input.phone)) !== undefined;
  enforce(checkSmsPurpose(input.purpose, registered));
  const code = newCode();
  const id = await db.transaction(async (tx) => {
    await lockPhone(tx, input.phone);
    enforce(checkSmsSend(await sendFacts(tx, input.phone, new Date(now.getTime() - HOUR_MS)), now));
    const row = {
      id: crypto.randomUUID(),
      phone: input.phone,
      purpose: input.purpose,
      codeHash: hashCode(code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MINUTES * 60 * 1000),
    };
    await insertCode(tx, row);
    return row.id;
  });
  try {
    await provider.send({ phone: input.phone, text: smsText(code, input.purpose) });
  } catch (error) {
    await deleteCode(db, id);
    throw error;
  }
  await deleteCodesCreatedBefore(db, new Date(now.getTime() - 24 * HOUR_MS));
  return null;
}

/**
 * Uses up the code typed for a phone and purpose, or refuses: only the latest code sent for that purpose counts; it
 * works once, within SMS_CODE_TTL_MINUTES, and within SMS_MAX_WRONG_ATTEMPTS tries (each try is counted before the
 * comparison, in one statement, so that tries sent at once cannot pass the cap).
 */
export async function consumeCode(
  db: Database,
  input: { phone: string; purpose: SmsPurpose; code: string },
  now = new Date(),
): Promise<void> {
  const row = await latestCode(db, input.phone, input.purpose);
  enforce(checkSmsCodeUsable(row ?? null, now));
  if (!row) return; // checkSmsCodeUsable refused already
  const attempts = await claimAttempt(db, row.id, now, SMS_MAX_WRONG_ATTEMPTS);
  if (attempts === undefined) {
    enforce(checkSmsCodeUsable((await latestCode(db, input.phone, input.purpose)) ?? null, now));
    refuse(wrongCodeRefusal(SMS_MAX_WRONG_ATTEMPTS));
  }
  if (!codeMatches(input.code, row.codeHash)) refuse(wrongCodeRefusal(attempts));
  if (!(await markCodeUsed(db, row.id, now))) enforce(checkSmsCodeUsable(null, now));
}
