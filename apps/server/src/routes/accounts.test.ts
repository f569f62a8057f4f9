import { readFileSync } from 'node:fs';
import {
  AccountMessage,
  AccountStatus,
  type AnyEndpoint,
  api,
  MOBILE_INVALID,
  OrganisationMessage,
  PASSWORD_INVALID,
  PERSON_NAME_INVALID,
  ResponseCode,
  resendWaitMessage,
  SMS_HOURLY_CAP,
  SMS_MAX_WRONG_ATTEMPTS,
  SMS_RESEND_SECONDS,
} from '@atelier/api';
import { DEMO_PASSWORD } from '@atelier/api/seed';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, sessions, smsCodes, smsOutbox, users } from '../db/schema';
import { outboxLogFile } from '../sms/outboxProvider';
import { latestOutboxMessages } from '../sms/repository';
import { createTestServer, type Envelope, requestFor, type TestServer } from '../testing/harness';
import { lastSmsCode, wrongSmsCode } from '../testing/sms';

/** Issue 24: SMS codes, registration, phone login and password recovery, every rule and refusal. */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ recognitionWorkers: 0 });
});
afterAll(() => server?.close());

let addressSeq = 0;
/** Each call from its own client address: the per-address SMS limit is not what these tests are about. */
async function call(endpoint: AnyEndpoint, data: Record<string, unknown>) {
  addressSeq += 1;
  const request = requestFor(endpoint, data);
  const response = await server.app.inject({
    ...request,
    remoteAddress: `10.24.${Math.floor(addressSeq / 250)}.${(addressSeq % 250) + 1}`,
  });
  return response.json() as Envelope;
}

const send = (phone: string, type: string) => call(api.auth.sendSms, { phone, type });
const lastCode = (phone: string) => lastSmsCode(server, phone);
/** Moves a phone's codes back in time (the resend interval, the expiry and the hour pass without waiting). */
async function age(phone: string, seconds: number) {
  await server.db
    .update(smsCodes)
    .set({
      createdAt: sql`${smsCodes.createdAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${smsCodes.expiresAt} - make_interval(secs => ${seconds})`,
    })
    .where(eq(smsCodes.phone, phone));
}
const wrong = wrongSmsCode;
const refusedWith = (message: string, code: number = ResponseCode.BadCredentials) => ({
  success: false,
  code,
  message,
});

describe('sendSms', () => {
  it('writes a 6-digit code to the outbox and keeps only its salted hash', async () => {
    const body = await send('13700000001', 'register');
    expect(body.code).toBe(ResponseCode.Success);
    const code = await lastCode('13700000001');
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await server.db.select().from(smsCodes).where(eq(smsCodes.phone, '13700000001'));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.codeHash).toMatch(/^[\w-]+\$[\w-]{43}$/);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(5 * 60 * 1000);
  });

  it('refuses another code to the same phone within 60 s, saying how long to wait, whatever the purpose', async () => {
    await send('13700000002', 'register');
    const again = await send('13700000002', 'register');
    expect(again.code).toBe(ResponseCode.Error);
    expect(again.message).toMatch(/^请(\d+)秒后再获取验证码$/);
    expect(Number(again.message.match(/\d+/)?.[0])).toBeGreaterThan(SMS_RESEND_SECONDS - 5);
    expect((await send('13700000002', 'bind')).message).toMatch(/秒后再获取验证码/);
    await age('13700000002', SMS_RESEND_SECONDS);
    expect((await send('13700000002', 'register')).code).toBe(ResponseCode.Success);
  });

  it(`caps a phone at ${SMS_HOURLY_CAP} codes an hour`, async () => {
    const phone = '13700000003';
    for (let i = 0; i < SMS_HOURLY_CAP; i += 1) {
      expect((await send(phone, 'register')).code).toBe(ResponseCode.Success);
      await age(phone, SMS_RESEND_SECONDS);
    }
    expect(await send(phone, 'register')).toMatchObject(refusedWith(AccountMessage.HourlyCap, ResponseCode.Error));
    await age(phone, 3600);
    expect((await send(phone, 'register')).code).toBe(ResponseCode.Success);
  });

  it('sends a registration code only to a new phone, a login or recovery code only to an account', async () => {
    expect(await send('13912345602', 'register')).toMatchObject(
      refusedWith(AccountMessage.PhoneRegistered, ResponseCode.Error),
    );
    expect(await send('13700000004', 'login')).toMatchObject(
      refusedWith(AccountMessage.PhoneNotRegistered, ResponseCode.Error),
    );
    expect(await send('13700000004', 'findBack')).toMatchObject(
      refusedWith(AccountMessage.PhoneNotRegistered, ResponseCode.Error),
    );
    const outbox = await server.db.select({ n: count() }).from(smsOutbox).where(eq(smsOutbox.phone, '13700000004'));
    expect(outbox[0]?.n).toBe(0);
  });

  it('refuses a number that is not a mobile number (5.11)', async () => {
    for (const phone of ['12345678901', '1381234567', '138123456789', 'abc']) {
      expect(await send(phone, 'register')).toMatchObject(refusedWith(MOBILE_INVALID, ResponseCode.Error));
    }
  });
});

describe('register', () => {
  const form = (phone: string, code: string) => ({ phone, code, password: 'Design2026', realname: '周新' });

  it('creates an account named by its phone, signed in, without an enterprise', async () => {
    const phone = '13700000010';
    await send(phone, 'register');
    const body = await call(api.auth.register, form(phone, await lastCode(phone)));
    expect(body.code).toBe(ResponseCode.Success);
    expect(body.result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.result.userInfo).toMatchObject({ username: phone, phone, realname: '周新', curEnterpriseId: null });
    expect(body.result.enterpriseVoList).toEqual([]);
    // The password works for the ordinary login, by phone.
    const login = await call(api.auth.login, { username: phone, password: 'Design2026' });
    expect(login.code).toBe(ResponseCode.Success);
  });

  it('refuses a phone registered already, with a clear message, before looking at the code', async () => {
    expect(await call(api.auth.register, form('13912345602', '123456'))).toMatchObject(
      refusedWith(AccountMessage.PhoneRegistered, ResponseCode.Error),
    );
  });

  it('refuses a wrong code, then the right one still works once (single use)', async () => {
    const phone = '13700000011';
    await send(phone, 'register');
    const code = await lastCode(phone);
    expect(await call(api.auth.register, form(phone, wrong(code)))).toMatchObject(
      refusedWith(AccountMessage.CodeWrong),
    );
    expect((await call(api.auth.register, form(phone, code))).code).toBe(ResponseCode.Success);
    const [row] = await server.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(row?.usedAt).not.toBeNull();
  });

  it('refuses an expired code', async () => {
    const phone = '13700000012';
    await send(phone, 'register');
    const code = await lastCode(phone);
    await age(phone, 5 * 60);
    expect(await call(api.auth.register, form(phone, code))).toMatchObject(refusedWith(AccountMessage.CodeExpired));
    expect(await server.db.select().from(users).where(eq(users.phone, phone))).toEqual([]);
  });

  it(`stops a code after ${SMS_MAX_WRONG_ATTEMPTS} tries, even the right one`, async () => {
    const phone = '13700000013';
    await send(phone, 'register');
    const code = await lastCode(phone);
    for (let i = 1; i < SMS_MAX_WRONG_ATTEMPTS; i += 1) {
      expect((await call(api.auth.register, form(phone, wrong(code)))).message).toBe(AccountMessage.CodeWrong);
    }
    expect((await call(api.auth.register, form(phone, wrong(code)))).message).toBe(AccountMessage.CodeTooManyAttempts);
    expect((await call(api.auth.register, form(phone, code))).message).toBe(AccountMessage.CodeTooManyAttempts);
  });

  it('only counts the latest code, and only for its purpose', async () => {
    const phone = '13700000014';
    await send(phone, 'register');
    const first = await lastCode(phone);
    await age(phone, SMS_RESEND_SECONDS);
    await send(phone, 'bind');
    const second = await lastCode(phone);
    // The bind code is no registration code; the first one still is.
    if (second !== first) {
      expect((await call(api.auth.register, form(phone, second))).message).toBe(AccountMessage.CodeWrong);
    }
    expect((await call(api.auth.register, form(phone, first))).code).toBe(ResponseCode.Success);
  });

  it('checks the name, password and mobile rules of 5.11 with their messages', async () => {
    const base = form('13700000015', '123456');
    expect(await call(api.auth.register, { ...base, realname: '周' })).toMatchObject(
      refusedWith(PERSON_NAME_INVALID, ResponseCode.Error),
    );
    expect(await call(api.auth.register, { ...base, realname: '周新周新周新周新周新周' })).toMatchObject(
      refusedWith(PERSON_NAME_INVALID, ResponseCode.Error),
    );
    for (const password of ['Short1', 'onlyletters', '1234567890']) {
      expect(await call(api.auth.register, { ...base, password })).toMatchObject(
        refusedWith(PASSWORD_INVALID, ResponseCode.Error),
      );
    }
    expect(await call(api.auth.register, { ...base, phone: '10000000000' })).toMatchObject(
      refusedWith(MOBILE_INVALID, ResponseCode.Error),
    );
  });
});

describe('inviteRegister', () => {
  const form = (inviteCode: string, phone: string, code: string) => ({
    inviteCode,
    phone,
    code,
    password: 'Design2026',
    realname: '邀新',
  });

  it('registers through an invitation link: a member of the inviting enterprise at once, in its department', async () => {
    const admin = await server.login('chenjianguo');
    const tree = (await server.call(api.structure.tree, {}, { token: admin })).body.result as { key: string }[];
    const departId = tree[0]?.key;
    if (!departId) throw new Error('the demo firm has no department');
    const invited = await server.call(api.structure.invitationUser, { departId }, { token: admin });
    const inviteCode = invited.body.result.inviteCode as string;

    const phone = '13700000060';
    await send(phone, 'register');
    const body = await call(api.auth.inviteRegister, form(inviteCode.toLowerCase(), phone, await lastCode(phone)));
    expect(body.code, body.message).toBe(ResponseCode.Success);
    expect(body.result.userInfo).toMatchObject({
      phone,
      realname: '邀新',
      curEnterpriseId: server.ids.enterprises.huazhu,
    });
    expect(body.result.enterpriseVoList).toEqual([
      expect.objectContaining({ enterpriseId: server.ids.enterprises.huazhu }),
    ]);
    // The administrator finds them in the department, with no join request waiting.
    const people = await server.call(
      api.structure.queryDepartUser,
      { departId, keyword: '邀新', pageNum: 1, pageSize: 10 },
      { token: admin },
    );
    expect(people.body.result.list.map((p: { realname: string }) => p.realname)).toEqual(['邀新']);
    const pending = await server.call(api.enterprise.toBeAudited, {}, { token: admin });
    expect(JSON.stringify(pending.body.result)).not.toContain(phone);
  });

  it('refuses an unknown or expired invitation before the code, and a phone registered already', async () => {
    const phone = '13700000061';
    await send(phone, 'register');
    const code = await lastCode(phone);
    expect(await call(api.auth.inviteRegister, form('NOPE', phone, code))).toMatchObject({
      success: false,
      message: OrganisationMessage.InvitationInvalid,
    });
    const admin = await server.login('chenjianguo');
    const invited = await server.call(api.structure.invitationUser, {}, { token: admin });
    const inviteCode = invited.body.result.inviteCode as string;
    expect(await call(api.auth.inviteRegister, form(inviteCode, '13912345602', '123456'))).toMatchObject(
      refusedWith(AccountMessage.PhoneRegistered, ResponseCode.Error),
    );
    expect(await call(api.auth.inviteRegister, form(inviteCode, phone, wrong(code)))).toMatchObject(
      refusedWith(AccountMessage.CodeWrong),
    );
    await server.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.code, inviteCode));
    expect(await call(api.auth.inviteRegister, form(inviteCode, phone, code))).toMatchObject({
      success: false,
      message: OrganisationMessage.InvitationInvalid,
    });
    // Nothing was created on the way.
    const [row] = await server.db.select({ n: count() }).from(users).where(eq(users.phone, phone));
    expect(row?.n).toBe(0);
  });
});

describe('phoneLogin', () => {
  it('signs an account in with the code sent for login, once', async () => {
    await send('13912345602', 'login');
    const code = await lastCode('13912345602');
    const body = await call(api.auth.phoneLogin, { phone: '13912345602', code });
    expect(body.code).toBe(ResponseCode.Success);
    expect(body.result.userInfo).toMatchObject({ realname: '李婷', userId: server.ids.people.liting });
    expect(await call(api.auth.phoneLogin, { phone: '13912345602', code })).toMatchObject(
      refusedWith(AccountMessage.CodeExpired),
    );
  });

  it('activates an account an administrator added (未激活) at its first login by phone', async () => {
    const phone = '13700000022';
    const admin = await server.login('chenjianguo');
    const added = await server.call(api.structure.addPersonnel, { realname: '方圆', phone }, { token: admin });
    expect(added.body).toMatchObject({ success: true, result: { created: true } });
    const statusOf = async () =>
      (await server.db.select({ status: users.accountStatus }).from(users).where(eq(users.phone, phone)))[0]?.status;
    expect(await statusOf()).toBe(AccountStatus.NotActivated);
    await send(phone, 'login');
    const body = await call(api.auth.phoneLogin, { phone, code: await lastCode(phone) });
    expect(body).toMatchObject({ success: true, result: { userInfo: { realname: '方圆' } } });
    expect(await statusOf()).toBe(AccountStatus.Normal);
  });

  it('refuses a phone that is no account, and a code sent for another purpose', async () => {
    expect(await call(api.auth.phoneLogin, { phone: '13700000020', code: '123456' })).toMatchObject(
      refusedWith(AccountMessage.PhoneNotRegistered),
    );
    const phone = '13700000021';
    await send(phone, 'register');
    const code = await lastCode(phone);
    await call(api.auth.register, { phone, code, password: 'Design2026', realname: '吴迪' });
    // No login code was ever sent to this phone.
    expect(await call(api.auth.phoneLogin, { phone, code })).toMatchObject(refusedWith(AccountMessage.CodeExpired));
  });
});

describe('findBackPassword', () => {
  it('sets the new password and ends every session of the account', async () => {
    const phone = '13700000030';
    await send(phone, 'register');
    const registered = await call(api.auth.register, {
      phone,
      code: await lastCode(phone),
      password: 'Design2026',
      realname: '钱多',
    });
    const userId = registered.result.userInfo.userId as string;
    await call(api.auth.login, { username: phone, password: 'Design2026' });
    const open = async () =>
      (await server.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]?.n;
    expect(await open()).toBe(2);

    await age(phone, SMS_RESEND_SECONDS);
    await send(phone, 'findBack');
    const body = await call(api.auth.findBackPassword, { phone, code: await lastCode(phone), password: 'Renewed2027' });
    expect(body.code).toBe(ResponseCode.Success);
    expect(await open()).toBe(0);
    expect((await call(api.auth.login, { username: phone, password: 'Design2026' })).code).toBe(
      ResponseCode.BadCredentials,
    );
    expect((await call(api.auth.login, { username: phone, password: 'Renewed2027' })).code).toBe(ResponseCode.Success);
  });

  it('refuses a weak password, a wrong code and a phone that is no account', async () => {
    expect(
      await call(api.auth.findBackPassword, { phone: '13912345603', code: '123456', password: 'weak' }),
    ).toMatchObject(refusedWith(PASSWORD_INVALID, ResponseCode.Error));
    expect(
      await call(api.auth.findBackPassword, { phone: '13700000031', code: '123456', password: 'Renewed2027' }),
    ).toMatchObject(refusedWith(AccountMessage.PhoneNotRegistered));
    await send('13812345601', 'findBack');
    const code = await lastCode('13812345601');
    expect(
      await call(api.auth.findBackPassword, { phone: '13812345601', code: wrong(code), password: 'Renewed2027' }),
    ).toMatchObject(refusedWith(AccountMessage.CodeWrong));
    // The demo password still works.
    expect((await call(api.auth.login, { username: '13812345601', password: DEMO_PASSWORD })).code).toBe(
      ResponseCode.Success,
    );
  });
});

describe('the outbox provider', () => {
  it('writes the text a phone would show, naming the purpose and the validity', async () => {
    await send('13700000040', 'register');
    const [message] = await latestOutboxMessages(server.db, 1, '13700000040');
    expect(message?.text).toMatch(/^【Atelier】您的注册验证码为\d{6}，5分钟内有效。请勿泄露给他人。$/);
  });

  it('mirrors each message to DATA_DIR/sms-outbox.log, which the sms-outbox script reads beside PGlite', async () => {
    await send('13700000041', 'register');
    const lines = readFileSync(outboxLogFile(server.dataDir), 'utf8').trim().split('\n');
    const last = JSON.parse(lines.at(-1) ?? '{}');
    expect(last).toMatchObject({ phone: '13700000041', text: expect.stringContaining(await lastCode('13700000041')) });
  });

  it('is chosen by the settings', () => {
    expect(server.app.atelier.config.sms).toEqual({ provider: 'outbox' });
  });
});

// resendWaitMessage is the shared text the form shows too.
it('resendWaitMessage', () => expect(resendWaitMessage(42)).toBe('请42秒后再获取验证码'));

describe('changePassword', () => {
  it('needs the current password, ends the other sessions and keeps this one', async () => {
    const phone = '13700000050';
    await send(phone, 'register');
    const registered = await call(api.auth.register, {
      phone,
      code: await lastCode(phone),
      password: 'Design2026',
      realname: '孙明',
    });
    const token = registered.result.token as string;
    const other = (await call(api.auth.login, { username: phone, password: 'Design2026' })).result.token as string;
    const change = (data: Record<string, unknown>, as = token) =>
      server.call(api.auth.changePassword, data, { token: as }).then((r) => r.body);

    expect(await change({ oldPassword: 'Wrong2026', password: 'Renewed2027' })).toMatchObject(
      refusedWith(AccountMessage.OldPasswordWrong, ResponseCode.Error),
    );
    expect(await change({ oldPassword: 'Design2026', password: 'Design2026' })).toMatchObject(
      refusedWith(AccountMessage.SamePassword, ResponseCode.Error),
    );
    expect(await change({ oldPassword: 'Design2026', password: 'weak' })).toMatchObject(
      refusedWith(PASSWORD_INVALID, ResponseCode.Error),
    );
    expect((await change({ oldPassword: 'Design2026', password: 'Renewed2027' })).code).toBe(ResponseCode.Success);

    // This session goes on; the other one ended.
    expect((await server.call(api.user.info, {}, { token })).body.code).toBe(ResponseCode.Success);
    expect((await server.call(api.user.info, {}, { token: other })).status).toBe(500);
    expect((await call(api.auth.login, { username: phone, password: 'Renewed2027' })).code).toBe(ResponseCode.Success);
  });

  it('refuses a call without a session', async () => {
    const { status } = await server.call(api.auth.changePassword, { oldPassword: 'a', password: 'Renewed2027' });
    expect(status).toBe(500);
  });
});
