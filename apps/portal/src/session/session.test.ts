import { describe, expect, it } from 'vitest';
import { createSession, memoryStorage, SessionKeys } from './session';

const loginResult = (token: string, enterpriseId: string | null) => ({
  token,
  userInfo: {
    userId: 'u-1',
    username: 'chenjianguo',
    realname: '陈建国',
    phone: '13812345601',
    curEnterpriseId: enterpriseId,
  },
});

describe('the session', () => {
  it('keeps token, enterprise and user in storage, for the client and for the next page', () => {
    const storage = memoryStorage();
    const session = createSession(storage);
    expect(session.isLoggedIn()).toBe(false);
    session.login(loginResult('t-1', 'ent-1'));
    expect([session.getToken(), session.getEnterpriseId(), session.getUserId()]).toEqual(['t-1', 'ent-1', 'u-1']);
    const nextPage = createSession(storage);
    expect([nextPage.getToken(), nextPage.getEnterpriseId(), nextPage.getUserId()]).toEqual(['t-1', 'ent-1', 'u-1']);
  });

  it('tells the page’s token from the stored one when another tab changes it', () => {
    const storage = memoryStorage();
    const session = createSession(storage);
    session.login(loginResult('t-1', 'ent-1'));
    storage.setItem(SessionKeys.Token, 't-2');
    expect(session.getToken()).toBe('t-1');
    expect(session.getStoredToken()).toBe('t-2');
  });

  it('forgets everything on clear, but not the remembered account name', () => {
    const storage = memoryStorage();
    const session = createSession(storage);
    session.login(loginResult('t-1', 'ent-1'));
    session.rememberUsername('chenjianguo');
    session.clear();
    expect([session.getToken(), session.getEnterpriseId(), session.getUserId()]).toEqual([null, null, null]);
    expect(storage.getItem(SessionKeys.Token)).toBeNull();
    expect(createSession(storage).rememberedUsername()).toBe('chenjianguo');
  });

  it('switches and forgets the enterprise alone', () => {
    const session = createSession(memoryStorage());
    session.login(loginResult('t-1', null));
    expect(session.getEnterpriseId()).toBeNull();
    session.setEnterpriseId('ent-2');
    expect(session.getEnterpriseId()).toBe('ent-2');
    session.setEnterpriseId(null);
    expect([session.getToken(), session.getEnterpriseId()]).toEqual(['t-1', null]);
  });

  it('keeps working in memory when storage refuses writes', () => {
    const session = createSession({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    });
    session.login(loginResult('t-1', 'ent-1'));
    expect(session.getToken()).toBe('t-1');
  });
});
