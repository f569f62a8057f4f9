import {
  AccountMessage,
  api,
  CAPTCHA_AFTER_FAILURES,
  CAPTCHA_TOLERANCE_PX,
  CAPTCHA_TTL_MINUTES,
  CaptchaMessage,
  LoginWay,
  loginFailureKey,
  ResponseCode,
  SlideGeometry,
  SmsPurpose,
} from '@atelier/api';
import { DEMO_PASSWORD } from '@atelier/api/seed';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSlideChallenge, issueSlideChallenge, slideAnswerOf } from '../auth/captcha';
import { loginFailureCount } from '../auth/loginThrottle';
import { findUserByPhone } from '../auth/userRepository';
import { ErrorMessage } from '../domain/errors';
import { latestOutboxMessages } from '../sms/repository';
import { createTestServer, type TestServer } from '../testing/harness';

/** Issue 24: the slide captcha after CAPTCHA_AFTER_FAILURES failed logins. */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ recognitionWorkers: 0 });
});
afterAll(() => server?.close());

interface Challenge {
  token: string;
  backgroundImage: string;
  sliderImage: string;
  yPosition: number;
}

async function challenge(): Promise<Challenge> {
  const { body } = await server.call(api.auth.slideImage, {});
  expect(body.code).toBe(ResponseCode.Success);
  return body.result as Challenge;
}

/** Answers a challenge where its hole is, shifted by `dx` (a person drops the piece roughly there). */
async function answer(c: Challenge, dx = 0) {
  const where = await slideAnswerOf(server.db, c.token);
  if (!where) throw new Error('no such challenge');
  const { body } = await server.call(api.auth.checkSlide, {
    token: c.token,
    xPosition: where.xPosition + dx,
    yPosition: c.yPosition,
  });
  expect(body.code).toBe(ResponseCode.Success);
  return body.result as boolean;
}

const login = (username: string, password: string, captchaToken?: string) =>
  server.call(api.auth.login, { username, password, ...(captchaToken ? { captchaToken } : {}) });

const png = (url: string) => {
  const [prefix, data] = url.split(',');
  expect(prefix).toBe('data:image/png;base64');
  return PNG.sync.read(Buffer.from(data ?? '', 'base64'));
};

describe('the slide challenge', () => {
  it('gives two PNG pictures of the declared sizes and keeps where the hole is to itself', async () => {
    const c = await challenge();
    const background = png(c.backgroundImage);
    const piece = png(c.sliderImage);
    expect([background.width, background.height]).toEqual([SlideGeometry.width, SlideGeometry.height]);
    expect([piece.width, piece.height]).toEqual([SlideGeometry.piece, SlideGeometry.piece]);
    expect(c.yPosition).toBeGreaterThanOrEqual(0);
    expect(c.yPosition + SlideGeometry.piece).toBeLessThanOrEqual(SlideGeometry.height);
    expect(Object.keys(c).sort()).toEqual(['backgroundImage', 'sliderImage', 'token', 'yPosition']);
    // The piece is transparent around its shape and opaque inside it.
    expect(piece.data[3]).toBe(0);
    const centre = (Math.floor(SlideGeometry.piece / 2) * SlideGeometry.piece + SlideGeometry.piece / 2) * 4;
    expect(piece.data[centre + 3]).toBe(255);
    // The piece is cut from the picture: its centre pixel is the hole's centre before darkening (lighter than it).
    const where = await slideAnswerOf(server.db, c.token);
    const hole =
      ((c.yPosition + SlideGeometry.piece / 2) * SlideGeometry.width +
        (where?.xPosition ?? 0) +
        SlideGeometry.piece / 2) *
      4;
    for (let k = 0; k < 3; k += 1) {
      expect(background.data[hole + k]).toBe(Math.round((piece.data[centre + k] ?? 0) * 0.4));
    }
  });

  it('passes an answer within the tolerance once, and fails a wrong one, a second check and an unknown token', async () => {
    expect(await answer(await challenge(), CAPTCHA_TOLERANCE_PX)).toBe(true);
    expect(await answer(await challenge(), -CAPTCHA_TOLERANCE_PX)).toBe(true);
    const wrong = await challenge();
    expect(await answer(wrong, CAPTCHA_TOLERANCE_PX + 1)).toBe(false);
    // A wrong answer burns the challenge: the right one afterwards fails too.
    expect(await answer(wrong)).toBe(false);
    const twice = await challenge();
    expect(await answer(twice)).toBe(true);
    expect(await answer(twice)).toBe(false);
    const { body } = await server.call(api.auth.checkSlide, { token: 'no-such-token', xPosition: 100, yPosition: 10 });
    expect(body).toMatchObject({ code: ResponseCode.Success, result: false });
  });

  it('fails an answer after the challenge expired', async () => {
    const issuedAt = new Date(Date.now() - CAPTCHA_TTL_MINUTES * 60_000 - 1000);
    const old = await issueSlideChallenge(server.db, issuedAt);
    const where = await slideAnswerOf(server.db, old.token);
    expect(where).not.toBeNull();
    expect(
      await checkSlideChallenge(server.db, { token: old.token, ...(where ?? { xPosition: 0, yPosition: 0 }) }),
    ).toBe(false);
  });
});

describe('a login after repeated failures', () => {
  it('needs a passed challenge from the third failure on, uses it up, and keeps the lockout count going', async () => {
    for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i += 1) {
      expect((await login('zhaoxuemei', `wrong-${i}`)).body.message).toBe(ErrorMessage.BadCredentials);
    }
    // Even the right password is refused without the slider, with a message the login page acts on.
    expect((await login('zhaoxuemei', DEMO_PASSWORD)).body).toMatchObject({
      success: false,
      code: ResponseCode.BadCredentials,
      message: CaptchaMessage.Required,
    });
    // The phone number is the same account: the same count.
    expect((await login('18612345606', DEMO_PASSWORD)).body.message).toBe(CaptchaMessage.Required);
    // A challenge answered wrongly, or not answered, does not open the login.
    const failed = await challenge();
    expect(await answer(failed, 40)).toBe(false);
    expect((await login('zhaoxuemei', DEMO_PASSWORD, failed.token)).body.message).toBe(CaptchaMessage.Expired);
    const unanswered = await challenge();
    expect((await login('zhaoxuemei', DEMO_PASSWORD, unanswered.token)).body.message).toBe(CaptchaMessage.Expired);
    // A passed challenge with a wrong password: the password's answer, and the challenge is spent.
    const passed = await challenge();
    expect(await answer(passed)).toBe(true);
    expect((await login('zhaoxuemei', 'wrong-again', passed.token)).body.message).toBe(ErrorMessage.BadCredentials);
    expect((await login('zhaoxuemei', DEMO_PASSWORD, passed.token)).body.message).toBe(CaptchaMessage.Expired);
    // A new passed challenge and the right password: in, and the count starts again.
    const next = await challenge();
    expect(await answer(next)).toBe(true);
    const { body } = await login('zhaoxuemei', DEMO_PASSWORD, next.token);
    expect(body.code).toBe(ResponseCode.Success);
    expect((await login('zhaoxuemei', DEMO_PASSWORD)).body.code).toBe(ResponseCode.Success);
  });

  it('asks nothing of an account below the threshold, and leaves its token unused', async () => {
    const c = await challenge();
    expect(await answer(c)).toBe(true);
    expect((await login('liting', DEMO_PASSWORD, c.token)).body.code).toBe(ResponseCode.Success);
    expect(await slideAnswerOf(server.db, c.token)).not.toBeNull();
  });
});

describe('a phone login after repeated wrong codes', () => {
  /** 王海涛 in the seed. */
  const PHONE = '13712345603';
  const phoneLogin = (code: string, captchaToken?: string) =>
    server.call(api.auth.phoneLogin, { phone: PHONE, code, ...(captchaToken ? { captchaToken } : {}) });

  it('needs a passed challenge from the third failure on, counted apart from the passwords', async () => {
    expect((await server.call(api.auth.sendSms, { phone: PHONE, type: SmsPurpose.Login })).body.code).toBe(
      ResponseCode.Success,
    );
    const [sms] = await latestOutboxMessages(server.db, 1, PHONE);
    const code = sms?.text.match(/(\d{6})/)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i += 1) {
      expect((await phoneLogin(wrong)).body.message).toBe(AccountMessage.CodeWrong);
    }
    // The right code is refused without the slider, and is not used up by the refusal.
    expect((await phoneLogin(code)).body).toMatchObject({
      success: false,
      code: ResponseCode.BadCredentials,
      message: CaptchaMessage.Required,
    });
    // An unpassed challenge does not open it.
    const unanswered = await challenge();
    expect((await phoneLogin(code, unanswered.token)).body.message).toBe(CaptchaMessage.Expired);
    // The password login of the same account keeps its own count: no slider there.
    expect((await login('wanghaitao', DEMO_PASSWORD)).body.code).toBe(ResponseCode.Success);
    // A passed challenge and the code: in, and the phone login's count starts again.
    const passed = await challenge();
    expect(await answer(passed)).toBe(true);
    const { body } = await phoneLogin(code, passed.token);
    expect(body.code).toBe(ResponseCode.Success);
    expect(body.result).toMatchObject({ userInfo: { realname: '王海涛' } });
    const user = await findUserByPhone(server.db, PHONE);
    expect(user).toBeDefined();
    expect(await loginFailureCount(server.db, loginFailureKey(LoginWay.Phone, user, PHONE))).toBe(0);
  });
});
