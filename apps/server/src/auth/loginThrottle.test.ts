import { LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES } from '@atelier/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/index';
import {
  admitLoginAttempt,
  clearLoginFailures,
  loginFailureCount,
  loginThrottleKey,
  purgeLoginFailures,
} from './loginThrottle';

const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60 * 1000;
const at = (ms: number) => new Date(Date.UTC(2026, 0, 5, 9) + ms);

let database: DatabaseHandle;
beforeAll(async () => {
  // PGlite in memory, whatever DATABASE_URL says: the routes' tests (routes/loginLockout.test.ts) run on both.
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => database?.close());

describe('the login throttle', () => {
  it('counts an account under one key whatever name was typed, and an unknown name under the name', () => {
    expect(loginThrottleKey({ id: 'u-1' }, 'liting')).toBe('account:u-1');
    expect(loginThrottleKey({ id: 'u-1' }, '13912345602')).toBe('account:u-1');
    expect(loginThrottleKey(undefined, '  NoBody ')).toBe('name:nobody');
  });

  it('admits the allowed attempts, refuses the next one until the window of the first has passed', async () => {
    const { db } = database;
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) expect(await admitLoginAttempt(db, 'account:a', at(i))).toBe(true);
    expect(await admitLoginAttempt(db, 'account:a', at(WINDOW_MS - 1))).toBe(false);
    expect(await admitLoginAttempt(db, 'account:b', at(WINDOW_MS - 1))).toBe(true);
    // The window started at the first failure: once it has passed, counting starts again at one.
    expect(await admitLoginAttempt(db, 'account:a', at(WINDOW_MS))).toBe(true);
    expect(await loginFailureCount(db, 'account:a')).toBe(1);
  });

  it('starts again after a success', async () => {
    const { db } = database;
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) await admitLoginAttempt(db, 'account:c', at(i));
    await clearLoginFailures(db, 'account:c');
    expect(await admitLoginAttempt(db, 'account:c', at(20))).toBe(true);
  });

  it('counts attempts made at the same moment one by one: no more than the allowed number get through', async () => {
    const { db } = database;
    const admitted = await Promise.all(
      Array.from({ length: LOGIN_MAX_FAILURES * 2 }, () => admitLoginAttempt(db, 'account:d', at(0))),
    );
    expect(admitted.filter(Boolean)).toHaveLength(LOGIN_MAX_FAILURES);
  });

  it('drops the counts whose window has passed', async () => {
    const { db } = database;
    await admitLoginAttempt(db, 'name:old', at(0));
    await admitLoginAttempt(db, 'name:recent', at(WINDOW_MS / 2));
    await purgeLoginFailures(db, at(WINDOW_MS));
    expect(await loginFailureCount(db, 'name:old')).toBe(0);
    expect(await loginFailureCount(db, 'name:recent')).toBe(1);
  });
});
