import {
  AccountMessage,
  type AnyEndpoint,
  AuditAction,
  api,
  ClientAgent,
  HeaderNames,
  MOBILE_INVALID,
  ResponseCode,
  ResponseMessages,
  SMS_MAX_WRONG_ATTEMPTS,
} from '@atelier/api';
import { DEMO_PASSWORD } from '@atelier/api/seed';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, smsCodes, users } from '../db/schema';
import { latestOutboxMessages } from '../sms/repository';
import { createTestServer, type Envelope, requestFor, type TestServer } from '../testing/harness';
import { lastSmsCode, wrongSmsCode } from '../testing/sms';

/** Issue 24: a signed-in person moves their account to a new phone (/account/security), every refusal. */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ recognitionWorkers: 0 });
});
afterAll(() => server?.close());

let addressSeq = 0;
/** Each call from its own client address: the per-address limits are not what these tests are about. */
async function call(endpoint: AnyEndpoint, data: Record<string, unknown>, token?: string) {
  addressSeq += 1;
  const request = requestFor(endpoint, data);
  const response = await server.app.inject({
    ...request,
    headers: { [HeaderNames.UserAgent]: ClientAgent.Web, ...(token ? { [HeaderNames.Token]: token } : {}) },
    remoteAddress: `10.25.${Math.floor(addressSeq / 250)}.${(addressSeq % 250) + 1}`,
  });
  return response.json() as Envelope;
}
const send = (phone: string, type: string) => call(api.auth.sendSms, { phone, type });
/** The change code to a new number, asked for by the signed-in person. */
const sendChange = (token: string, phone: string) => call(api.auth.sendSms, { phone, type: 'changePhone' }, token);
const lastCode = (phone: string) => lastSmsCode(server, phone);
const wrong = wrongSmsCode;
const refused = (message: string, code: number = ResponseCode.Error) => ({ success: false, code, message });

/** A new account of its own (its user name is its phone), signed in; answers its token. */
async function registered(phone: string, password = 'Design2026'): Promise<string> {
  await send(phone, 'register');
  const body = await call(api.auth.register, { phone, code: await lastCode(phone), password, realname: '钱程' });
  return body.result.token as string;
}
/** Moves a phone's codes a minute back: the resend interval has passed. */
const aMinuteLater = (phone: string) =>
  server.db
    .update(smsCodes)
    .set({ createdAt: sql`${smsCodes.createdAt} - make_interval(secs => 61)` })
    .where(eq(smsCodes.phone, phone));
const change = (token: string, data: Record<string, unknown>) => call(api.auth.changePhone, data, token);

describe('changePhone', () => {
  it('moves the account to the new number: phone login and password login by it, the old number no longer', async () => {
    const token = await registered('13600000101');
    const other = (await call(api.auth.login, { username: '13600000101', password: 'Design2026' })).result.token;
    expect((await sendChange(token, '13600000102')).code).toBe(ResponseCode.Success);
    const [message] = await latestOutboxMessages(server.db, 1, '13600000102');
    expect(message?.text).toContain('更换手机号验证码');
    const body = await change(token, {
      phone: '13600000102',
      code: await lastCode('13600000102'),
      password: 'Design2026',
    });
    expect(body).toMatchObject({ success: true, result: { phone: '13600000102' } });

    const [row] = await server.db.select().from(users).where(eq(users.phone, '13600000102'));
    // The user name was the old number: it follows, so that nobody registering the old number collides with it.
    expect(row?.username).toBe('13600000102');
    expect((await call(api.auth.login, { username: '13600000102', password: 'Design2026' })).code).toBe(
      ResponseCode.Success,
    );
    expect((await call(api.auth.login, { username: '13600000101', password: 'Design2026' })).code).toBe(
      ResponseCode.BadCredentials,
    );
    // The resend interval holds whatever the purpose: a minute later, a login code.
    await aMinuteLater('13600000102');
    expect(await send('13600000102', 'login')).toMatchObject({ code: ResponseCode.Success });
    expect((await call(api.auth.phoneLogin, { phone: '13600000102', code: await lastCode('13600000102') })).code).toBe(
      ResponseCode.Success,
    );
    expect((await send('13600000101', 'login')).message).toBe(AccountMessage.PhoneNotRegistered);
    // No secret changed: the other session goes on, and the user info shows the new number.
    const info = await server.call(api.user.info, {}, { token: other });
    expect(info.body.result).toMatchObject({ phone: '13600000102', username: '13600000102' });
    // The old number is free again.
    await aMinuteLater('13600000101');
    expect((await send('13600000101', 'register')).code).toBe(ResponseCode.Success);
  });

  it('refuses the same number, a taken one (at sending and at changing) and a wrong password', async () => {
    const token = await registered('13600000111');
    expect(await change(token, { phone: '13600000111', code: '000000', password: 'Design2026' })).toMatchObject(
      refused(AccountMessage.PhoneSameAsNow),
    );
    // 李婷's number, and a seeded user name that is no phone cannot be taken anyway (mobile rule).
    expect(await sendChange(token, '13912345602')).toMatchObject(refused(AccountMessage.PhoneTaken));
    expect(await change(token, { phone: '13912345602', code: '000000', password: 'Design2026' })).toMatchObject(
      refused(AccountMessage.PhoneTaken),
    );
    await sendChange(token, '13600000112');
    const code = await lastCode('13600000112');
    expect(await change(token, { phone: '13600000112', code, password: 'Wrong2026' })).toMatchObject(
      refused(AccountMessage.PasswordWrong),
    );
    expect(await change(token, { phone: '1360000011', code, password: 'Design2026' })).toMatchObject(
      refused(MOBILE_INVALID),
    );
    // The refusals before the code did not use it up.
    expect((await change(token, { phone: '13600000112', code, password: 'Design2026' })).code).toBe(
      ResponseCode.Success,
    );
  });

  it('refuses a wrong code, an expired one, a worn-out one and a code sent for another purpose', async () => {
    const token = await registered('13600000121');
    const phone = '13600000122';
    await sendChange(token, phone);
    const code = await lastCode(phone);
    expect(await change(token, { phone, code: wrong(code), password: 'Design2026' })).toMatchObject(
      refused(AccountMessage.CodeWrong, ResponseCode.BadCredentials),
    );
    await server.db
      .update(smsCodes)
      .set({ expiresAt: sql`${smsCodes.expiresAt} - make_interval(secs => 600)` })
      .where(eq(smsCodes.phone, phone));
    expect(await change(token, { phone, code, password: 'Design2026' })).toMatchObject(
      refused(AccountMessage.CodeExpired, ResponseCode.BadCredentials),
    );

    const worn = '13600000123';
    await sendChange(token, worn);
    const right = await lastCode(worn);
    for (let i = 0; i < SMS_MAX_WRONG_ATTEMPTS; i += 1) {
      await change(token, { phone: worn, code: wrong(right), password: 'Design2026' });
    }
    expect(await change(token, { phone: worn, code: right, password: 'Design2026' })).toMatchObject(
      refused(AccountMessage.CodeTooManyAttempts, ResponseCode.BadCredentials),
    );

    // A registration code (the number is free, so one can be sent) does not change a phone.
    const other = '13600000124';
    await send(other, 'register');
    expect(await change(token, { phone: other, code: await lastCode(other), password: 'Design2026' })).toMatchObject(
      refused(AccountMessage.CodeExpired, ResponseCode.BadCredentials),
    );
  });

  it('keeps a seeded user name, and writes the change to the log of each enterprise of the person', async () => {
    const token = await server.login('liting');
    const phone = '13600000131';
    await sendChange(token, phone);
    const body = await change(token, { phone, code: await lastCode(phone), password: DEMO_PASSWORD });
    expect(body.code).toBe(ResponseCode.Success);
    const [row] = await server.db
      .select()
      .from(users)
      .where(eq(users.id, server.person('liting')));
    expect(row).toMatchObject({ phone, username: 'liting' });
    const lines = await server.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.actorId, server.person('liting')), eq(auditLogs.action, AuditAction.PhoneChange)));
    // 李婷 belongs to both demo firms.
    expect(lines).toHaveLength(2);
    expect(lines[0]?.details).toEqual({ from: '139****5602', to: '136****0131' });
  });

  it('refuses a call without a session', async () => {
    const body = await call(api.auth.changePhone, { phone: '13600000141', code: '000000', password: 'Design2026' });
    expect(body.success).toBe(false);
    expect(body.code).not.toBe(ResponseCode.Success);
  });

  it('sends a change code only to a signed-in person: signed out, or with an ended session, nothing goes', async () => {
    const phone = '13600000151';
    const signedOut = await send(phone, 'changePhone');
    expect(signedOut).toMatchObject({ success: false, message: ResponseMessages.TokenInvalid });
    const token = await registered('13600000152');
    await call(api.auth.logout, {}, token);
    expect(await call(api.auth.sendSms, { phone, type: 'changePhone' }, token)).toMatchObject({
      success: false,
      message: ResponseMessages.TokenInvalid,
    });
    expect(await latestOutboxMessages(server.db, 1, phone)).toEqual([]);
    // Signed in, it goes.
    expect((await sendChange(await registered('13600000153'), phone)).code).toBe(ResponseCode.Success);
    expect(await latestOutboxMessages(server.db, 1, phone)).toHaveLength(1);
  });

  it('two accounts taking one number at once: one has it, the other is told it is taken, never an error', async () => {
    const [first, second] = [await registered('13600000161'), await registered('13600000162')];
    const phone = '13600000163';
    // The same person holds both accounts and the phone: one change code, sent once, typed into both.
    await sendChange(first, phone);
    const code = await lastCode(phone);
    const answers = await Promise.all(
      [first, second].map((token) => change(token, { phone, code, password: 'Design2026' })),
    );
    expect(answers.filter((a) => a.code === ResponseCode.Success)).toHaveLength(1);
    const loser = answers.find((a) => a.code !== ResponseCode.Success);
    // Whichever comes second meets the code used up, or the number taken: a refusal in words, not a server error.
    expect([AccountMessage.PhoneTaken, AccountMessage.CodeExpired]).toContain(loser?.message);
    expect(await server.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(1);
  });

  it('a registration and a change to one number at once: one account has it, the other is refused', async () => {
    const token = await registered('13600000171');
    const phone = '13600000172';
    await send(phone, 'register');
    const registerCode = await lastCode(phone);
    await aMinuteLater(phone);
    await sendChange(token, phone);
    const changeCode = await lastCode(phone);
    const [registration, move] = await Promise.all([
      call(api.auth.register, { phone, code: registerCode, password: 'Design2026', realname: '孙悦' }),
      change(token, { phone, code: changeCode, password: 'Design2026' }),
    ]);
    expect([registration.code, move.code].filter((c) => c === ResponseCode.Success)).toHaveLength(1);
    const refusal = registration.code === ResponseCode.Success ? move : registration;
    expect([AccountMessage.PhoneTaken, AccountMessage.PhoneRegistered]).toContain(refusal.message);
    const holders = await server.db
      .select()
      .from(users)
      .where(sql`${users.phone} = ${phone} or ${users.username} = ${phone}`);
    expect(holders).toHaveLength(1);
  });
});
