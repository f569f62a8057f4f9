import { api, FixedRoleId, PASSWORD_REQUIRED, ResponseCode, ResponseMessages, USERNAME_REQUIRED } from '@atelier/api';
import { handleResponse } from '@atelier/api/client';
import { DEMO_PASSWORD } from '@atelier/api/seed';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, openSession } from '../auth/session';
import { sessions } from '../db/schema';
import { ErrorMessage } from '../domain/errors';
import { passedCaptchaToken } from '../testing/captcha';
import { createTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const sessionCount = async () => (await server.db.select({ n: count() }).from(sessions))[0]?.n ?? 0;

describe('POST /sys/v2/login', () => {
  it('opens a session with the password as typed and answers the user and their enterprises', async () => {
    const { status, body } = await server.call(api.auth.login, { username: 'liting', password: DEMO_PASSWORD });
    expect(status).toBe(200);
    expect(body.code).toBe(ResponseCode.Success);
    expect(body.result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.result.userInfo).toMatchObject({
      userId: server.ids.people.liting,
      username: 'liting',
      realname: '李婷',
      phone: '13912345602',
      curEnterpriseId: server.ids.enterprises.huazhu,
      curEnterpriseName: '华筑建筑设计研究院有限公司',
      enterpriseExpired: false,
      enterpriseExpireDate: null,
      enterpriseDaysLeft: null,
    });
    expect(body.result.enterpriseVoList.map((e: { enterpriseName: string }) => e.enterpriseName)).toEqual([
      '华筑建筑设计研究院有限公司',
      '同创结构工程咨询有限公司',
    ]);
    expect(body.result.isWeChat).toBe(false);
    // Only the token's hash is stored.
    const stored = await server.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(stored.map((s) => s.tokenHash)).not.toContain(body.result.token);
  });

  it('accepts the phone number as the username', async () => {
    const { body } = await server.call(api.auth.login, { username: '13812345601', password: DEMO_PASSWORD });
    expect(body.code).toBe(ResponseCode.Success);
    expect(body.result.userInfo.realname).toBe('陈建国');
  });

  it('refuses a wrong password or an unknown account with 40001 and the same message, opening no session', async () => {
    const before = await sessionCount();
    for (const attempt of [
      { username: 'liting', password: 'atelier2026' },
      { username: 'nobody', password: DEMO_PASSWORD },
    ]) {
      const { status, body } = await server.call(api.auth.login, attempt);
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: false, code: ResponseCode.BadCredentials });
      expect(body.message).toBe(ErrorMessage.BadCredentials);
    }
    expect(await sessionCount()).toBe(before);
  });

  it('refuses bad input with the rule’s message before anything runs', async () => {
    const before = await sessionCount();
    const noName = await server.call(api.auth.login, { username: '   ', password: DEMO_PASSWORD });
    expect(noName.body).toMatchObject({ success: false, code: ResponseCode.Error, message: USERNAME_REQUIRED });
    const noPassword = await server.call(api.auth.login, { username: 'liting' });
    expect(noPassword.body).toMatchObject({ success: false, code: ResponseCode.Error, message: PASSWORD_REQUIRED });
    expect(await sessionCount()).toBe(before);
  });

  it('stops an account after 10 wrong passwords, even with the right one', async () => {
    for (let i = 0; i < 10; i += 1) {
      // From the third failure on, each attempt passes the slide captcha first (routes/captcha.test.ts).
      const captchaToken = await passedCaptchaToken(server);
      const { body } = await server.call(api.auth.login, { username: 'mali', password: `guess-${i}`, captchaToken });
      expect(body.message).toBe(ErrorMessage.BadCredentials);
    }
    const { body } = await server.call(api.auth.login, { username: 'mali', password: DEMO_PASSWORD });
    expect(body).toMatchObject({ code: ResponseCode.BadCredentials, message: ErrorMessage.TooManyLoginFailures });
  });
});

describe('POST /sys/logout', () => {
  it('ends the session: the token then answers the logout message', async () => {
    const { body: login } = await server.call(api.auth.login, { username: 'wulei', password: DEMO_PASSWORD });
    const token = login.result.token as string;
    expect((await server.call(api.user.info, {}, { token })).body.code).toBe(ResponseCode.Success);
    const logout = await server.call(api.auth.logout, {}, { token });
    expect(logout.body).toMatchObject({ success: true, code: ResponseCode.Success });
    const after = await server.call(api.user.info, {}, { token });
    expect(after.status).toBe(500);
    expect(after.body.message).toBe(ResponseMessages.TokenInvalid);
  });

  it('needs a session', async () => {
    const { status, body } = await server.call(api.auth.logout, {});
    expect(status).toBe(500);
    expect(body.message).toBe(ResponseMessages.TokenInvalid);
  });
});

describe('sessions', () => {
  it('answer an expired or unknown token with HTTP 500 Token失效, which the portal turns into a logout', async () => {
    const expired = await openSession(
      server.db,
      server.ids.people.liting,
      'web',
      new Date(Date.now() - 8 * 86_400_000),
    );
    for (const token of [expired, 'not-a-token']) {
      const { status, body } = await server.call(api.user.info, {}, { token });
      expect(status).toBe(500);
      expect(body).toEqual({ success: false, code: 500, message: ResponseMessages.TokenInvalid, result: null });
      const outcome = handleResponse({
        endpoint: api.user.info,
        networkError: { kind: 'http', status, message: body.message },
      });
      expect(outcome.effects).toContainEqual({ type: 'logout', to: '/login' });
    }
  });

  it('are renewed when past half their life', async () => {
    const token = await openSession(server.db, server.ids.people.liting, 'web', new Date(Date.now() - 5 * 86_400_000));
    const expiry = async () =>
      (
        await server.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(token)))
      )[0]?.expiresAt.getTime();
    expect(await expiry()).toBeLessThan(Date.now() + 2.1 * 86_400_000);
    expect((await server.call(api.user.info, {}, { token })).body.code).toBe(ResponseCode.Success);
    expect(await expiry()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
  });
});

describe('GET /userInfo/user', () => {
  it('answers the signed-in user in their current enterprise', async () => {
    const token = await server.login('chenjianguo');
    const { body } = await server.call(api.user.info, {}, { token });
    expect(body.result).toEqual({
      userId: server.ids.people.chenjianguo,
      username: 'chenjianguo',
      realname: '陈建国',
      phone: '13812345601',
      email: 'chenjianguo@huazhu-design.cn',
      avatar: null,
      curEnterpriseId: server.ids.enterprises.huazhu,
      curEnterpriseName: '华筑建筑设计研究院有限公司',
      enterpriseExpired: false,
      enterpriseExpireDate: null,
      enterpriseDaysLeft: null,
    });
  });
});

describe('permissions', () => {
  const keysOf = async (person: 'chenjianguo' | 'liting' | 'zhaoxuemei' | 'wulei') => {
    const token = await server.login(person);
    const { body } = await server.call(api.user.permissionKeys, {}, { token });
    return body.result as string[];
  };

  it('give the enterprise admin every menu and button', async () => {
    const token = await server.login('chenjianguo');
    const { body } = await server.call(api.user.permissions, {}, { token });
    const menus = (body.result.menuList as { perms: string }[]).map((m) => m.perms);
    expect(menus).toEqual(expect.arrayContaining(['dashboard', 'projectCenter', 'workflow', 'enterprise', 'archive']));
    expect(body.result.authList).toEqual(
      expect.arrayContaining([
        'pro:file:fastApproval',
        'pro:file:orderApproval',
        'pro:file:proofreadingApproval',
        'pro:file:unversalApproval',
        'toPublish:confirmPublish',
        'basicInfo:stampSaveOnCloud',
        'arc:file:delete',
      ]),
    );
    const enterprise = (body.result.menuList as { perms: string; children?: { perms: string }[] }[]).find(
      (m) => m.perms === 'enterprise',
    );
    expect(enterprise?.children?.map((c) => c.perms)).toEqual(
      expect.arrayContaining(['enterpriseOrganization', 'enterpriseOrgPersonalToBeAudited', 'enterpriseStatistic']),
    );
  });

  it('give staff the working set: approvals yes, administration no', async () => {
    const keys = await keysOf('liting');
    expect(keys).toEqual(
      expect.arrayContaining([
        'dashboard',
        'projectCenter',
        'workflow',
        'pro:file:fastApproval',
        'pro:file:orderApproval',
      ]),
    );
    for (const key of [
      'enterprise',
      'enterpriseOrganization',
      'publish',
      'archiveSetup',
      'pro:file:unversalApproval',
    ]) {
      expect(keys).not.toContain(key);
    }
  });

  it('add their centre to the publishing manager and the archive admin', async () => {
    const publisher = await keysOf('zhaoxuemei');
    expect(publisher).toEqual(expect.arrayContaining(['publish', 'publishList', 'toPublish:download']));
    expect(publisher).not.toContain('archiveSetup');
    const archivist = await keysOf('wulei');
    expect(archivist).toEqual(expect.arrayContaining(['archiveSetup', 'preArchive', 'arc:file:add']));
    expect(archivist).not.toContain('publish');
  });

  it('answer the roles', async () => {
    const admin = await server.call(api.user.roles, {}, { token: await server.login('chenjianguo') });
    expect(admin.body.result).toEqual([{ roleId: FixedRoleId.EnterpriseAdmin, roleName: '企业管理员' }]);
    const staff = await server.call(api.user.roles, {}, { token: await server.login('liting') });
    expect(staff.body.result).toEqual([]);
  });

  it('follow the enterprise: the admin of one firm is staff in the other', async () => {
    const token = await server.login('xuwenbo');
    const { body } = await server.call(api.user.permissionKeys, {}, { token });
    expect(body.result).toContain('enterprise');
  });
});
