import { LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES, LoginWay, loginFailureKey } from '@atelier/api';
import type { Database } from '../db/index';
import {
  countAttempt,
  deleteFailures,
  deleteFailuresStartedBefore,
  failureCount,
  failureCountInWindow,
} from './loginFailureRepository';

const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60 * 1000;

/**
 * What a login attempt is counted against (the shared rule `loginFailureKey`): the account when the typed name (user
 * name or phone number) is one, otherwise the typed name itself; the password and the SMS-code logins apart.
 */
export function loginThrottleKey(
  account: { id: string } | undefined,
  typedName: string,
  way: LoginWay = LoginWay.Password,
): string {
  return loginFailureKey(way, account, typedName);
}

/**
 * Counts an attempt before the password is checked, in one atomic statement: the count goes up by one, or starts
 * again at one when the window of the first failure has passed. The attempt may go on while the count (this
 * attempt included) is at most LOGIN_MAX_FAILURES; so ten wrong passwords within the window stop the eleventh
 * attempt, even the right password, until the window has passed. Counting first means that attempts sent at the
 * same moment cannot all slip past one check. A success clears the count ({@link clearLoginFailures}).
 */
export async function admitLoginAttempt(db: Database, key: string, now = new Date()): Promise<boolean> {
  const failures = await countAttempt(db, key, now, new Date(now.getTime() - WINDOW_MS));
  return failures <= LOGIN_MAX_FAILURES;
}

/**
 * The failed attempts of a key in its current window, before this attempt is counted (what decides whether the slide
 * captcha is needed; the count of a window that has passed is 0).
 */
export async function currentLoginFailures(db: Database, key: string, now = new Date()): Promise<number> {
  return failureCountInWindow(db, key, new Date(now.getTime() - WINDOW_MS));
}

/** A successful login: the account's count starts again. */
export async function clearLoginFailures(db: Database, key: string): Promise<void> {
  await deleteFailures(db, key);
}

/** Drops counts whose window has passed (at start and after a failure: names that are no account pile up). */
export async function purgeLoginFailures(db: Database, now = new Date()): Promise<void> {
  await deleteFailuresStartedBefore(db, new Date(now.getTime() - WINDOW_MS));
}

/** The count of a key now (tests). */
export async function loginFailureCount(db: Database, key: string): Promise<number> {
  return failureCount(db, key);
}
