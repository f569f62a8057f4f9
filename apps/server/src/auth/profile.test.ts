import {
  AccountSettingsMessage,
  AuditAction,
  AVATAR_FORMAT,
  AVATAR_TOO_LARGE,
  api,
  DefaultPage,
  EMAIL_INVALID,
  endpointPath,
  PERSON_NAME_INVALID,
  PreferredLanguage,
} from '@atelier/api';
import { DEMO_PASSWORD } from '@atelier/api/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, sessions } from '../db/schema';
import { ErrorCode } from '../domain/errors';
import { createTestServer, type TestServer } from '../testing/harness';

/** Issue 24: /account/basic, /account/preference, /account/device and the enterprise log they write to. */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ recognitionWorkers: 0 });
});
afterAll(() => server?.close());

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

/** A fresh session of a demo person from a browser (not the harness's cached one). */
async function loginFrom(person: string, userAgent: string): Promise<string> {
  const { body } = await server.call(
    api.auth.login,
    { username: person, password: DEMO_PASSWORD },
    { headers: { 'user-agent': userAgent } },
  );
  return body.result.token as string;
}

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(7)]);
const GIF = Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, ...new Array(64).fill(7)]);
const file = (bytes: Uint8Array, name: string) => new File([bytes], name);

const refused = (message: string, code: number = ErrorCode.InvalidRequest) =>
  expect.objectContaining({ success: false, code, message });

describe('updateProfile (/account/basic)', () => {
  it('saves the real name and email, answers the user info, and the next user info shows them', async () => {
    const token = await loginFrom('hejing', CHROME);
    const saved = await server.call(api.user.updateProfile, { realname: '何静文', email: 'he@example.com' }, { token });
    expect(saved.body).toMatchObject({ success: true, result: { realname: '何静文', email: 'he@example.com' } });
    const info = await server.call(api.user.info, {}, { token });
    expect(info.body.result).toMatchObject({ realname: '何静文', email: 'he@example.com' });
    // An empty email clears it.
    const cleared = await server.call(api.user.updateProfile, { realname: '何静', email: '' }, { token });
    expect(cleared.body.result).toMatchObject({ realname: '何静', email: null });
  });

  it('refuses a name outside the shared rule and a malformed email, with the spec’s messages', async () => {
    const token = await server.login('liting');
    const short = await server.call(api.user.updateProfile, { realname: '李' }, { token });
    expect(short.body).toEqual(refused(PERSON_NAME_INVALID));
    const symbols = await server.call(api.user.updateProfile, { realname: '李婷!' }, { token });
    expect(symbols.body).toEqual(refused(PERSON_NAME_INVALID));
    const email = await server.call(api.user.updateProfile, { realname: '李婷', email: 'not-mail' }, { token });
    expect(email.body).toEqual(refused(EMAIL_INVALID));
  });

  it('needs a session', async () => {
    const { status } = await server.call(api.user.updateProfile, { realname: '何静' });
    expect(status).toBe(500);
  });
});

describe('avatar', () => {
  it('keeps a PNG in the file store, serves it by its URL, and removes it', async () => {
    const token = await server.login('liting');
    const uploaded = await server.call(api.user.uploadAvatar, { file: file(PNG, 'me.png') }, { token });
    expect(uploaded.body.success).toBe(true);
    const url = uploaded.body.result.avatar as string;
    expect(url).toMatch(new RegExp(`^${endpointPath(api.user.avatarImage)}\\?key=[0-9a-f]{32}\\.png$`));
    const info = await server.call(api.user.info, {}, { token });
    expect(info.body.result.avatar).toBe(url);

    // An <img> opens it without headers.
    const image = await server.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/png');
    expect(new Uint8Array(image.rawPayload)).toEqual(PNG);

    // A second upload replaces it: the old URL is no longer served.
    const again = await server.call(api.user.uploadAvatar, { file: file(PNG, 'me2.png') }, { token });
    const old = await server.app.inject({ method: 'GET', url });
    expect(old.json()).toMatchObject({ success: false, message: AccountSettingsMessage.AvatarNotFound });

    const removed = await server.call(api.user.delAvatar, {}, { token });
    expect(removed.body.success).toBe(true);
    expect((await server.call(api.user.info, {}, { token })).body.result.avatar).toBeNull();
    const gone = await server.app.inject({ method: 'GET', url: again.body.result.avatar });
    expect(gone.json()).toMatchObject({ success: false });
  });

  it('checks the content, not the name: a GIF named .png is refused', async () => {
    const token = await server.login('liting');
    const { body } = await server.call(api.user.uploadAvatar, { file: file(GIF, 'me.png') }, { token });
    expect(body).toEqual(refused(AVATAR_FORMAT));
  });

  it('refuses other extensions and 500 KB or more', async () => {
    const token = await server.login('liting');
    const gif = await server.call(api.user.uploadAvatar, { file: file(PNG, 'me.gif') }, { token });
    expect(gif.body).toEqual(refused(AVATAR_FORMAT));
    const big = new Uint8Array(500 * 1024);
    big.set(PNG);
    const large = await server.call(api.user.uploadAvatar, { file: file(big, 'me.png') }, { token });
    expect(large.body).toEqual(refused(AVATAR_TOO_LARGE));
  });

  it('serves no key that is not a current avatar', async () => {
    const image = await server.app.inject({
      method: 'GET',
      url: `${endpointPath(api.user.avatarImage)}?key=../../etc/passwd`,
    });
    expect(image.json()).toMatchObject({ success: false });
  });
});

describe('addUserSetting / getUserSetting (/account/preference)', () => {
  it('answers the defaults, then what was saved; a partial save keeps the rest', async () => {
    const token = await server.login('zhangmin');
    const first = await server.call(api.user.getUserSetting, {}, { token });
    expect(first.body.result).toEqual({ language: PreferredLanguage.Chinese, defaultPage: DefaultPage.Dashboard });
    const saved = await server.call(api.user.addUserSetting, { defaultPage: DefaultPage.ProjectCenter }, { token });
    expect(saved.body.result).toEqual({ language: PreferredLanguage.Chinese, defaultPage: DefaultPage.ProjectCenter });
    await server.call(api.user.addUserSetting, { language: PreferredLanguage.English }, { token });
    const after = await server.call(api.user.getUserSetting, {}, { token });
    expect(after.body.result).toEqual({ language: PreferredLanguage.English, defaultPage: DefaultPage.ProjectCenter });
  });

  it('refuses a value that is not offered', async () => {
    const token = await server.login('zhangmin');
    const { body } = await server.call(api.user.addUserSetting, { defaultPage: '/admin' }, { token });
    expect(body.success).toBe(false);
  });
});

describe('login devices (/account/device)', () => {
  it('lists the person’s sessions with device, browser and this one marked; signs another out at once', async () => {
    const here = await loginFrom('wanghaitao', CHROME);
    const there = await loginFrom('wanghaitao', SAFARI);
    const { body } = await server.call(api.user.loginDevices, {}, { token: here });
    const devices = body.result as { id: string; device: string; browser: string; current: boolean }[];
    const current = devices.filter((d) => d.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ device: 'Windows', browser: 'Chrome 131' });
    const other = devices.find((d) => d.browser === 'Safari 17');
    expect(other).toMatchObject({ device: 'macOS', current: false });

    const out = await server.call(api.user.signOutDevice, { id: other?.id }, { token: here });
    expect(out.body.success).toBe(true);
    // The signed-out session's very next call is refused: it is logged out.
    const after = await server.call(api.user.info, {}, { token: there });
    expect(after.status).toBe(500);
    // This one goes on.
    expect((await server.call(api.user.info, {}, { token: here })).body.success).toBe(true);
  });

  it('refuses to sign out the calling session, or someone else’s', async () => {
    const mine = await loginFrom('wanghaitao', CHROME);
    const list = await server.call(api.user.loginDevices, {}, { token: mine });
    const self = (list.body.result as { id: string; current: boolean }[]).find((d) => d.current);
    const own = await server.call(api.user.signOutDevice, { id: self?.id }, { token: mine });
    expect(own.body).toEqual(refused(AccountSettingsMessage.DeviceIsCurrent, ErrorCode.NotReady));

    const theirs = await loginFrom('liting', CHROME);
    const [row] = await server.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, server.person('liting')));
    const other = await server.call(api.user.signOutDevice, { id: row?.id }, { token: mine });
    expect(other.body).toEqual(refused(AccountSettingsMessage.DeviceNotFound, ErrorCode.Denied));
    expect((await server.call(api.user.info, {}, { token: theirs })).body.success).toBe(true);
  });
});

describe('the enterprise log (/arcLog/arcLogList)', () => {
  it('shows the administrator who did what, newest first, without secrets; filters by person, action and day', async () => {
    const { huazhu } = server.ids.enterprises;
    const admin = await server.login('chenjianguo');
    const token = await loginFrom('hejing', CHROME);
    await server.call(api.user.updateProfile, { realname: '何静' }, { token });
    const all = await server.call(api.log.list, {}, { token: admin, enterpriseId: huazhu });
    expect(all.body.success).toBe(true);
    const list = all.body.result.list as { type: string; createByName: string; typeText: string; details: object }[];
    expect(list[0]).toMatchObject({ type: AuditAction.ProfileUpdate, createByName: '何静', typeText: '修改个人信息' });
    expect(list.some((l) => l.type === AuditAction.Login)).toBe(true);
    expect(JSON.stringify(all.body.result)).not.toContain(DEMO_PASSWORD);

    const byPerson = await server.call(
      api.log.list,
      { createBy: server.person('hejing'), type: AuditAction.Login },
      { token: admin, enterpriseId: huazhu },
    );
    expect(byPerson.body.result.total).toBeGreaterThan(0);
    expect(
      (byPerson.body.result.list as { createBy: string; type: string }[]).every(
        (l) => l.createBy === server.person('hejing') && l.type === AuditAction.Login,
      ),
    ).toBe(true);

    const past = await server.call(
      api.log.list,
      { start: '2020-01-01', end: '2020-01-02' },
      { token: admin, enterpriseId: huazhu },
    );
    expect(past.body.result).toEqual({ list: [], total: 0 });
  });

  it('pages the log', async () => {
    const { huazhu } = server.ids.enterprises;
    const admin = await server.login('chenjianguo');
    const first = await server.call(api.log.list, { pageSize: 2, pageNum: 1 }, { token: admin, enterpriseId: huazhu });
    const second = await server.call(api.log.list, { pageSize: 2, pageNum: 2 }, { token: admin, enterpriseId: huazhu });
    expect(first.body.result.list).toHaveLength(2);
    expect(first.body.result.total).toBeGreaterThan(2);
    const ids = new Set((first.body.result.list as { id: string }[]).map((l) => l.id));
    expect((second.body.result.list as { id: string }[]).some((l) => ids.has(l.id))).toBe(false);
  });

  it('is for administrators only', async () => {
    const { huazhu } = server.ids.enterprises;
    const token = await server.login('hejing');
    const { body } = await server.call(api.log.list, {}, { token, enterpriseId: huazhu });
    expect(body).toMatchObject({ success: false, code: ErrorCode.Denied });
  });

  it('keeps one line per enterprise write (an enterprise edit by its administrator)', async () => {
    const { huazhu } = server.ids.enterprises;
    const admin = await server.login('chenjianguo');
    const before = await server.db.select().from(auditLogs).where(eq(auditLogs.action, AuditAction.EnterpriseUpdate));
    const detail = await server.call(api.enterprise.detail, {}, { token: admin, enterpriseId: huazhu });
    await server.call(
      api.enterprise.updateInfo,
      { enterpriseName: detail.body.result.enterpriseName, enterpriseScale: detail.body.result.enterpriseScale ?? 1 },
      { token: admin, enterpriseId: huazhu },
    );
    const after = await server.db.select().from(auditLogs).where(eq(auditLogs.action, AuditAction.EnterpriseUpdate));
    expect(after.length).toBe(before.length + 1);
  });
});
