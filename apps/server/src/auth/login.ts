import { AuditAction, LOGIN_MAX_FAILURES, type LoginResult } from '@atelier/api';
import { recordAudit } from '../audit/record';
import type { Database } from '../db/index';
import { DomainError, ErrorCode, ErrorMessage } from '../domain/errors';
import { enterprisesOf, userInfo } from '../domain/views';
import { setCurrentEnterprise } from '../enterprises/repository';
import { requirePassedCaptcha } from './captcha';
import {
  admitLoginAttempt,
  clearLoginFailures,
  currentLoginFailures,
  loginThrottleKey,
  purgeLoginFailures,
} from './loginThrottle';
import { hashPassword, verifyPassword } from './password';
import { closeSession, type LoginClient, openSession, type Session } from './session';
import { activateAccount, findUserByLoginName, type UserRow } from './userRepository';

/** Compared against when the account does not exist, so that a wrong name costs as long as a wrong password. */
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hashPassword('atelier-decoy-password');
  return decoyHash;
};

/**
 * A login (001 section 7.10). The password arrives as typed over TLS and is checked against the stored scrypt hash
 * (README: "password encrypted before sending"). The username may also be the phone number. Attempts are counted
 * per account in the database (loginThrottle.ts), whichever of its names is typed; the client address has its own
 * limit (`addressLimit` of the endpoint). After CAPTCHA_AFTER_FAILURES failures the login needs the token of a passed
 * slide challenge (auth/captcha.ts), used up by this attempt; a locked account is told so without spending one. A
 * user whose current enterprise is no longer theirs gets their first one.
 */
export async function login(
  db: Database,
  credentials: { username: string; password: string; captchaToken?: string | undefined },
  client: LoginClient,
): Promise<LoginResult> {
  const found = await findUserByLoginName(db, credentials.username);
  const throttleKey = loginThrottleKey(found, credentials.username);
  await admitWithCaptcha(db, throttleKey, credentials.captchaToken);
  const valid = await verifyPassword(credentials.password, found?.passwordHash ?? (await decoy()));
  if (!found || !valid) {
    await purgeLoginFailures(db);
    throw new DomainError(ErrorCode.BadCredentials, ErrorMessage.BadCredentials);
  }
  await clearLoginFailures(db, throttleKey);

  return openLogin(db, found, client);
}

/**
 * Lets a login attempt of a way in (its throttle key) go on to its secret, or refuses it, in the same order for the
 * password and the SMS-code logins: a locked key is told so without spending a slide challenge; from
 * CAPTCHA_AFTER_FAILURES failures the attempt needs the token of a passed challenge, which it uses up; then the
 * attempt is counted (a success clears the count: {@link clearLoginFailures}).
 */
export async function admitWithCaptcha(db: Database, throttleKey: string, captchaToken: string | undefined) {
  const failures = await currentLoginFailures(db, throttleKey);
  if (failures < LOGIN_MAX_FAILURES) await requirePassedCaptcha(db, failures, captchaToken);
  if (!(await admitLoginAttempt(db, throttleKey))) {
    throw new DomainError(ErrorCode.BadCredentials, ErrorMessage.TooManyLoginFailures);
  }
}

/**
 * Opens a session for an account whose credentials were checked (password, SMS code, registration) and answers
 * what the login page needs. A user whose current enterprise is no longer theirs gets their first one; a user with
 * none (a new account) gets none, and the portal shows the locked-enterprise screen.
 */
export async function openLogin(db: Database, found: UserRow, client: LoginClient): Promise<LoginResult> {
  const mine = await enterprisesOf(db, found.id);
  let currentEnterpriseId = found.currentEnterpriseId;
  if (!mine.some((e) => e.id === currentEnterpriseId)) {
    currentEnterpriseId = mine[0]?.id ?? null;
    if (currentEnterpriseId !== found.currentEnterpriseId)
      await setCurrentEnterprise(db, found.id, currentEnterpriseId);
  }
  const token = await openSession(db, found.id, client);
  if (currentEnterpriseId) {
    await recordAudit(db, {
      enterpriseId: currentEnterpriseId,
      actorId: found.id,
      action: AuditAction.Login,
      details: { agent: client.agent, ip: client.ip },
    });
  }
  // The first login of an account an administrator added (by phone) activates it.
  await activateAccount(db, found.id);
  const user = { ...found, currentEnterpriseId };
  return {
    token,
    userInfo: await userInfo(db, user),
    enterpriseVoList: mine.map((e) => ({ enterpriseId: e.id, enterpriseName: e.name, ddUnionid: null })),
    isWeChat: false,
  };
}

/** Ends the call's session (a call without one has nothing to end). */
export async function logout(db: Database, session: Session | null): Promise<null> {
  if (session) await closeSession(db, session.tokenHash);
  return null;
}
