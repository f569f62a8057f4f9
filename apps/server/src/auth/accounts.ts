import {
  type ClientAgent,
  type LoginResult,
  phoneNotRegisteredRefusal,
  phoneRegisteredRefusal,
  SmsPurpose,
} from '@atelier/api';
import type { Database } from '../db/index';
import { refuse } from '../domain/errors';
import { consumeCode } from '../sms/index';
import { openLogin } from './login';
import { clearLoginFailures, loginThrottleKey } from './loginThrottle';
import { hashPassword } from './password';
import { deleteSessionsOfUser } from './sessionRepository';
import { findUserByPhone, insertUser, setPasswordHash } from './userRepository';

/**
 * Registration (`register`, 001 sections 5.11 and 7.10): a phone that is no account yet, the code sent to it for
 * registration, a real name and a password (the shared rules, checked by the contract's schema). The user name is
 * the phone number. The new account belongs to no enterprise: it is signed in, and the portal shows the
 * locked-enterprise screen (create or join).
 */
export async function register(
  db: Database,
  input: { phone: string; code: string; password: string; realname: string },
  agent: ClientAgent,
): Promise<LoginResult> {
  if (await findUserByPhone(db, input.phone)) refuse(phoneRegisteredRefusal());
  await consumeCode(db, { phone: input.phone, purpose: SmsPurpose.Register, code: input.code });
  const created = await insertUser(db, {
    username: input.phone,
    phone: input.phone,
    realname: input.realname,
    passwordHash: await hashPassword(input.password),
  });
  if (!created) refuse(phoneRegisteredRefusal());
  return openLogin(db, created, agent);
}

/** Login by phone and SMS code (`phoneLogin`): the phone must be an account's. */
export async function phoneLogin(
  db: Database,
  input: { phone: string; code: string },
  agent: ClientAgent,
): Promise<LoginResult> {
  const user = await findUserByPhone(db, input.phone);
  if (!user) refuse(phoneNotRegisteredRefusal());
  await consumeCode(db, { phone: input.phone, purpose: SmsPurpose.Login, code: input.code });
  return openLogin(db, user, agent);
}

/**
 * Password recovery (`findBackPassword`): the code sent to the account's phone for recovery sets a new password.
 * Every session of the account ends (whoever knew the old password is out), and its count of wrong passwords
 * starts again.
 */
export async function findBackPassword(
  db: Database,
  input: { phone: string; code: string; password: string },
): Promise<null> {
  const user = await findUserByPhone(db, input.phone);
  if (!user) refuse(phoneNotRegisteredRefusal());
  await consumeCode(db, { phone: input.phone, purpose: SmsPurpose.FindBack, code: input.code });
  await setPasswordHash(db, user.id, await hashPassword(input.password));
  await deleteSessionsOfUser(db, user.id);
  await clearLoginFailures(db, loginThrottleKey(user, input.phone));
  return null;
}
