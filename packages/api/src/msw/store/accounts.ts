import type { LoginResult } from '../../entities/user';
import { ResponseCode } from '../../response/codes';
import {
  checkPasswordChange,
  checkSmsCodeUsable,
  checkSmsPurpose,
  checkSmsSend,
  phoneNotRegisteredRefusal,
  phoneRegisteredRefusal,
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_MINUTES,
  SmsPurpose,
  smsText,
  wrongCodeRefusal,
} from '../../rules/accounts';
import {
  CAPTCHA_TTL_MINUTES,
  captchaRequired,
  LoginWay,
  loginCaptchaRefusal,
  loginFailureKey,
  randomSlidePosition,
  slideAnswerPasses,
} from '../../rules/captcha';
import { CommonMessage, Refuse, type RuleRefusal } from '../../rules/refusal';
import { LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES, SecurityMessage } from '../../rules/security';
import { drawFixtureSlidePictures } from '../captchaPictures';
import type { FixtureSeed, FixtureUser } from '../seed';
import { enforce, refuse } from './core';
import { StampStore } from './stamps';

/** A code the fixture "sent": kept as sent (a fixture holds no secret worth hashing). */
export interface FixtureSmsCode {
  phone: string;
  purpose: SmsPurpose;
  code: string;
  sentAt: Date;
  expiresAt: Date;
  attempts: number;
  usedAt: Date | null;
}

/** A message of the fixture's SMS outbox, as the server's outbox provider writes it. */
export interface FixtureSms {
  phone: string;
  text: string;
  /** The code in the text (what a story or the parity suite types). */
  code: string;
  sentAt: Date;
}

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** A slide challenge the fixture issued: where its hole is, and what became of it. */
export interface FixtureSlideChallenge {
  token: string;
  xPosition: number;
  yPosition: number;
  expiresAt: Date;
  checked: boolean;
  passed: boolean;
}

/** A seeded [0, 1) source (a story's pictures and hole are the same on every run). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Accounts (issue 24): SMS codes, registration, phone login and password recovery, with the shared rules of
 * `rules/accounts.ts` applied to the store's facts. `now` is the store's clock (stories and the parity suite move it).
 */
export class AccountStore extends StampStore {
  smsCodes: FixtureSmsCode[] = [];
  smsOutbox: FixtureSms[] = [];
  /** The fixture's clock for codes; a story sets it to make a code expire. */
  clock: () => Date = () => new Date();
  /** Failed logins per account (or typed name), in the lockout window, as the server counts them. */
  loginFailures = new Map<string, { failures: number; windowStartedAt: Date }>();
  slideChallenges: FixtureSlideChallenge[] = [];
  /** Where the holes go and what the pictures show: seeded, so stories see the same challenges each run. */
  captchaRandom = seededRandom(24);

  override reset(seed?: FixtureSeed): void {
    super.reset(seed);
    this.smsCodes = [];
    this.smsOutbox = [];
    this.loginFailures = new Map();
    this.slideChallenges = [];
    this.captchaRandom = seededRandom(24);
  }

  /** The latest challenge issued (a story or the parity suite answers it as a person would, by eye). */
  lastSlideChallenge(): FixtureSlideChallenge | undefined {
    return this.slideChallenges.at(-1);
  }

  slideImage(): { token: string; backgroundImage: string; sliderImage: string; yPosition: number } {
    const position = randomSlidePosition(this.captchaRandom);
    const token = this.nextId('slide');
    this.slideChallenges.push({
      token,
      ...position,
      expiresAt: new Date(this.clock().getTime() + CAPTCHA_TTL_MINUTES * MINUTE_MS),
      checked: false,
      passed: false,
    });
    return { token, ...drawFixtureSlidePictures(position, this.captchaRandom), yPosition: position.yPosition };
  }

  /** One check a challenge: a wrong answer burns it, as on the server. */
  checkSlide(answer: { token: string; xPosition: number; yPosition: number }): boolean {
    const challenge = this.slideChallenges.find((c) => c.token === answer.token && !c.checked) ?? null;
    if (challenge) challenge.checked = true;
    const passed = slideAnswerPasses(challenge, answer, this.clock());
    if (challenge) challenge.passed = passed;
    return passed;
  }

  /**
   * A login attempt of a way in (its failure key, `loginFailureKey`) with the server's order, for the password and
   * the SMS-code logins: the lockout, the slide captcha after CAPTCHA_AFTER_FAILURES failures (a passed challenge
   * used up by the attempt), then `check` of the secret; a refused check counts a failure, a success clears the count.
   */
  private attemptLogin<T>(key: string, captchaToken: string | undefined, check: () => T): T {
    return this.countedAttempt(
      key,
      () => refuse(ResponseCode.BadCredentials, SecurityMessage.LoginLocked),
      (failures, now) => {
        const index = this.slideChallenges.findIndex((c) => c.token === captchaToken && c.passed);
        const passed = index >= 0 ? this.slideChallenges[index] : undefined;
        enforce(loginCaptchaRefusal(failures, passed ?? null, captchaToken !== undefined, now));
        if (passed && captchaRequired(failures)) this.slideChallenges.splice(index, 1);
      },
      check,
    );
  }

  /**
   * The signed-in person's password checked for a change of password or phone, under the password login's lockout
   * as the server's admitLoginAttempt: refused while locked, a refused check counts a failure, a passed one clears.
   */
  protected attemptWithPassword<T>(user: FixtureUser, check: () => T): T {
    const key = loginFailureKey(LoginWay.Password, { id: user.userId }, user.username);
    return this.countedAttempt(
      key,
      () => refuseWith(Refuse.invalid(SecurityMessage.LoginLocked)),
      () => {},
      check,
    );
  }

  /** An attempt counted in its key's lockout window: `locked` when over the limit, `before` the check, then it. */
  private countedAttempt<T>(
    key: string,
    locked: () => never,
    before: (failures: number, now: Date) => void,
    check: () => T,
  ): T {
    const now = this.clock();
    const count = this.loginFailures.get(key);
    const windowOpen =
      count && now.getTime() - count.windowStartedAt.getTime() < LOGIN_FAILURE_WINDOW_MINUTES * MINUTE_MS;
    const failures = windowOpen ? count.failures : 0;
    if (failures >= LOGIN_MAX_FAILURES) locked();
    before(failures, now);
    let result: T;
    try {
      result = check();
    } catch (error) {
      this.loginFailures.set(key, {
        failures: failures + 1,
        windowStartedAt: windowOpen ? count.windowStartedAt : now,
      });
      throw error;
    }
    this.loginFailures.delete(key);
    return result;
  }

  /** A password login (`login`): see {@link attemptLogin}. */
  passwordLogin(input: { username: string; password: string; captchaToken?: string | undefined }): LoginResult {
    const found = this.state.users.find((u) => u.username === input.username || u.phone === input.username);
    const key = loginFailureKey(LoginWay.Password, found && { id: found.userId }, input.username);
    const user = this.attemptLogin(key, input.captchaToken, () => {
      if (!found || found.password !== input.password)
        refuse(ResponseCode.BadCredentials, CommonMessage.BadCredentials);
      return found;
    });
    return this.openSession(user);
  }

  /** The code of the latest SMS to a phone, or undefined. */
  lastSmsCode(phone: string): string | undefined {
    return this.smsOutbox.filter((m) => m.phone === phone).at(-1)?.code;
  }

  private registered(phone: string) {
    return this.state.users.find((u) => u.phone === phone);
  }

  sendSms(phone: string, purpose: SmsPurpose): null {
    const now = this.clock();
    enforce(checkSmsPurpose(purpose, this.registered(phone) !== undefined));
    const mine = this.smsCodes.filter((c) => c.phone === phone);
    enforce(
      checkSmsSend(
        {
          lastSentAt: mine.at(-1)?.sentAt ?? null,
          sentInLastHour: mine.filter((c) => now.getTime() - c.sentAt.getTime() < HOUR_MS).length,
        },
        now,
      ),
    );
    const code = String(Math.floor(Math.random() * 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
    this.smsCodes.push({
      phone,
      purpose,
      code,
      sentAt: now,
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MINUTES * 60 * 1000),
      attempts: 0,
      usedAt: null,
    });
    this.smsOutbox.push({ phone, text: smsText(code, purpose), code, sentAt: now });
    return null;
  }

  /** Uses up the latest code of a phone and purpose, or refuses as the server does. */
  consumeSmsCode(phone: string, purpose: SmsPurpose, typed: string): void {
    const now = this.clock();
    const latest = this.smsCodes.filter((c) => c.phone === phone && c.purpose === purpose).at(-1) ?? null;
    enforce(checkSmsCodeUsable(latest, now));
    if (!latest) return;
    latest.attempts += 1;
    if (typed.trim() !== latest.code) enforce(wrongCodeRefusal(latest.attempts));
    latest.usedAt = now;
  }

  /** `admit` places the new account (an invitation's enterprise and department) before it is signed in. */
  register(
    input: { phone: string; code: string; password: string; realname: string },
    admit?: (user: FixtureUser) => void,
  ): LoginResult {
    if (this.registered(input.phone)) enforce(phoneRegisteredRefusal());
    this.consumeSmsCode(input.phone, SmsPurpose.Register, input.code);
    const user: FixtureUser = {
      userId: this.nextId('u'),
      username: input.phone,
      password: input.password,
      realname: input.realname,
      phone: input.phone,
      email: '',
      specialtyId: '',
      dutyId: '',
      enterpriseIds: [],
      // No enterprise yet: the portal shows the locked-enterprise screen.
      curEnterpriseId: '',
      roleIds: [],
    };
    admit?.(user);
    this.state.users.push(user);
    return this.openSession(user);
  }

  /** A login by SMS code (`phoneLogin`): counted apart from the passwords, with the same captcha and lockout. */
  phoneLogin(input: { phone: string; code: string; captchaToken?: string | undefined }): LoginResult {
    const user = this.registered(input.phone);
    if (!user) return refuseWith(phoneNotRegisteredRefusal());
    const key = loginFailureKey(LoginWay.Phone, { id: user.userId }, input.phone);
    this.attemptLogin(key, input.captchaToken, () => this.consumeSmsCode(input.phone, SmsPurpose.Login, input.code));
    return this.openSession(user);
  }

  /** The signed-in user's password change: the other sessions end, `token`'s stays. */
  changePassword(token: string | null, user: FixtureUser, input: { oldPassword: string; password: string }): null {
    this.attemptWithPassword(user, () => enforce(checkPasswordChange(user.password === input.oldPassword, input)));
    user.password = input.password;
    for (const [other, userId] of Object.entries(this.state.sessions)) {
      if (userId === user.userId && other !== token) delete this.state.sessions[other];
    }
    return null;
  }

  findBackPassword(input: { phone: string; code: string; password: string }): null {
    const user = this.registered(input.phone);
    if (!user) return refuseWith(phoneNotRegisteredRefusal());
    this.consumeSmsCode(input.phone, SmsPurpose.FindBack, input.code);
    user.password = input.password;
    // As on the server: the phone is proved, both ways in start counting again.
    for (const way of Object.values(LoginWay)) this.loginFailures.delete(loginFailureKey(way, { id: user.userId }, ''));
    for (const [token, userId] of Object.entries(this.state.sessions)) {
      if (userId === user.userId) delete this.state.sessions[token];
    }
    return null;
  }
}

/** Answers a shared rule's refusal that always refuses. */
const refuseWith = (refusal: RuleRefusal): never => refuse(refusal.code, refusal.message);
