import {
  AuditAction,
  checkPasswordChange,
  checkPhoneChange,
  type LoginResult,
  LoginWay,
  maskPhone,
  phoneNotRegisteredRefusal,
  phoneRegisteredRefusal,
  Refuse,
  SecurityMessage,
  SmsPurpose,
} from '@atelier/api';
import type { Database } from '../db/index';
import { enforce, refuse, tokenInvalid } from '../domain/errors';
import { joinByInvitation, validInvitation } from '../organisation/invitations';
import { consumeCode } from '../sms/index';
import { admitWithCaptcha, openLogin } from './login';
import { admitLoginAttempt, clearLoginFailures, loginThrottleKey } from './loginThrottle';
import { hashPassword, verifyPassword } from './password';
import { recordForPerson } from './profile';
import type { LoginClient, Session } from './session';
import { deleteOtherSessionsOfUser, deleteSessionsOfUser } from './sessionRepository';
import {
  activateAccount,
  findUserById,
  findUserByLoginName,
  findUserByPhone,
  insertUser,
  setPasswordHash,
  setPhone,
} from './userRepository';

/**
 * Registration (`register`, 001 sections 5.11 and 7.10): a phone that is no account yet, the code sent to it for
 * registration, a real name and a password (the shared rules, checked by the contract's schema). The user name is
 * the phone number. The new account belongs to no enterprise: it is signed in, and the portal shows the
 * locked-enterprise screen (create or join).
 */
export async function register(
  db: Database,
  input: { phone: string; code: string; password: string; realname: string },
  client: LoginClient,
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
  return openLogin(db, created, client);
}

/**
 * Registration through an administrator's invitation link (`inviteRegister`, 001 section 7.10, the page
 * /invitation/profile): the same checks as {@link register}, the invitation valid, then the new account is a
 * member of the inviting enterprise (in the invitation's department) and signed in there, with no join request.
 */
export async function inviteRegister(
  db: Database,
  input: { inviteCode: string; phone: string; code: string; password: string; realname: string },
  client: LoginClient,
): Promise<LoginResult> {
  const invitation = await validInvitation(db, input.inviteCode);
  if (await findUserByPhone(db, input.phone)) refuse(phoneRegisteredRefusal());
  await consumeCode(db, { phone: input.phone, purpose: SmsPurpose.Register, code: input.code });
  const created = await db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      username: input.phone,
      phone: input.phone,
      realname: input.realname,
      passwordHash: await hashPassword(input.password),
    });
    if (user) await joinByInvitation(tx, invitation, user.id);
    return user;
  });
  if (!created) refuse(phoneRegisteredRefusal());
  return openLogin(db, { ...created, currentEnterpriseId: invitation.enterpriseId }, client);
}

/**
 * Login by phone and SMS code (`phoneLogin`): the phone must be an account's. Its failures are counted like the
 * password login's, apart from them (LoginWay.Phone): from CAPTCHA_AFTER_FAILURES wrong or stale codes the next
 * attempt needs a passed slide challenge, and LOGIN_MAX_FAILURES stop it for the window.
 */
export async function phoneLogin(
  db: Database,
  input: { phone: string; code: string; captchaToken?: string | undefined },
  client: LoginClient,
): Promise<LoginResult> {
  const user = await findUserByPhone(db, input.phone);
  if (!user) refuse(phoneNotRegisteredRefusal());
  const throttleKey = loginThrottleKey(user, input.phone, LoginWay.Phone);
  await admitWithCaptcha(db, throttleKey, input.captchaToken);
  await consumeCode(db, { phone: input.phone, purpose: SmsPurpose.Login, code: input.code });
  await clearLoginFailures(db, throttleKey);
  return openLogin(db, user, client);
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
  await activateAccount(db, user.id);
  await deleteSessionsOfUser(db, user.id);
  await clearLoginFailures(db, loginThrottleKey(user, input.phone));
  await clearLoginFailures(db, loginThrottleKey(user, input.phone, LoginWay.Phone));
  return null;
}

/**
 * A password change by the signed-in user (/account/security): the current password must be right (a wrong one
 * counts toward the account's login lockout, as a wrong login does) and the new one differ from it. Every other
 * session of the account ends; this one stays.
 */
export async function changePassword(
  db: Database,
  session: Session,
  input: { oldPassword: string; password: string },
): Promise<null> {
  const user = await findUserById(db, session.user.id);
  if (!user) tokenInvalid();
  const key = loginThrottleKey(user, user.username);
  if (!(await admitLoginAttempt(db, key))) refuse(Refuse.invalid(SecurityMessage.LoginLocked));
  const right = await verifyPassword(input.oldPassword, user.passwordHash);
  enforce(checkPasswordChange(right, input));
  await clearLoginFailures(db, key);
  await setPasswordHash(db, user.id, await hashPassword(input.password));
  await deleteOtherSessionsOfUser(db, user.id, session.tokenHash);
  return null;
}

/**
 * A change of the signed-in account's phone (/account/security): checkPhoneChange (not the current number, no other
 * account's, the login password right; a wrong one counts toward the account's lockout as in changePassword), then
 * the code sent to the new number for SmsPurpose.ChangePhone is used up. A user name that was the old number follows
 * it (registration names accounts by their phone; the old number is free again). The other sessions go on: no secret
 * changed. One line in the log of each enterprise of the person.
 */
export async function changePhone(
  db: Database,
  session: Session,
  input: { phone: string; code: string; password: string },
): Promise<{ phone: string }> {
  const user = await findUserById(db, session.user.id);
  if (!user) tokenInvalid();
  const holder = await findUserByLoginName(db, input.phone);
  const facts = { currentPhone: user.phone, newPhone: input.phone, takenByOther: !!holder && holder.id !== user.id };
  enforce(checkPhoneChange({ ...facts, passwordRight: true }));
  const key = loginThrottleKey(user, user.username);
  if (!(await admitLoginAttempt(db, key))) refuse(Refuse.invalid(SecurityMessage.LoginLocked));
  enforce(checkPhoneChange({ ...facts, passwordRight: await verifyPassword(input.password, user.passwordHash) }));
  await clearLoginFailures(db, key);
  await consumeCode(db, { phone: input.phone, purpose: SmsPurpose.ChangePhone, code: input.code });
  const followsPhone = user.username === user.phone;
  const moved = await setPhone(db, user.id, { phone: input.phone, ...(followsPhone ? { username: input.phone } : {}) });
  if (!moved) enforce(checkPhoneChange({ ...facts, takenByOther: true, passwordRight: true }));
  await recordForPerson(db, user.id, AuditAction.PhoneChange, {
    from: maskPhone(user.phone),
    to: maskPhone(input.phone),
  });
  return { phone: input.phone };
}
