import { describe, expect, it } from 'vitest';
import { ResponseCode } from '../response/codes';
import {
  CAPTCHA_AFTER_FAILURES,
  CAPTCHA_TOLERANCE_PX,
  CaptchaMessage,
  captchaMessageEn,
  captchaRequired,
  isCaptchaRefusal,
  LoginWay,
  loginCaptchaRefusal,
  loginFailureKey,
  randomSlidePosition,
  SLIDE_MAX_X,
  SlideGeometry,
  slideAnswerPasses,
} from './captcha';
import { LOGIN_MAX_FAILURES } from './security';

const now = new Date('2026-11-27T10:00:00Z');
const later = new Date('2026-11-27T10:05:00Z');
const challenge = { xPosition: 150, yPosition: 40, expiresAt: later };

describe('the slide captcha rules', () => {
  it('asks for the slider from the third failure on, before the lockout', () => {
    expect(CAPTCHA_AFTER_FAILURES).toBe(3);
    expect(CAPTCHA_AFTER_FAILURES).toBeLessThan(LOGIN_MAX_FAILURES);
    expect([0, 1, 2, 3, 4, 9].map(captchaRequired)).toEqual([false, false, false, true, true, true]);
  });

  it('passes an answer within the tolerance of the hole, and nothing else', () => {
    const at = (xPosition: number, yPosition = 40) => slideAnswerPasses(challenge, { xPosition, yPosition }, now);
    expect(at(150)).toBe(true);
    expect(at(150 + CAPTCHA_TOLERANCE_PX)).toBe(true);
    expect(at(150 - CAPTCHA_TOLERANCE_PX)).toBe(true);
    expect(at(150 + CAPTCHA_TOLERANCE_PX + 1)).toBe(false);
    expect(at(0)).toBe(false);
    expect(at(150, 40 + CAPTCHA_TOLERANCE_PX + 1)).toBe(false);
    // Claimed before (null), or expired: never passes.
    expect(slideAnswerPasses(null, { xPosition: 150, yPosition: 40 }, now)).toBe(false);
    expect(slideAnswerPasses(challenge, { xPosition: 150, yPosition: 40 }, later)).toBe(false);
  });

  it('refuses a login that needs the slider without a passed, unexpired challenge', () => {
    expect(loginCaptchaRefusal(CAPTCHA_AFTER_FAILURES - 1, null, false, now)).toBeNull();
    expect(loginCaptchaRefusal(CAPTCHA_AFTER_FAILURES, null, false, now)).toEqual({
      code: ResponseCode.BadCredentials,
      message: CaptchaMessage.Required,
    });
    expect(loginCaptchaRefusal(CAPTCHA_AFTER_FAILURES, null, true, now)?.message).toBe(CaptchaMessage.Expired);
    expect(loginCaptchaRefusal(CAPTCHA_AFTER_FAILURES, { expiresAt: later }, true, now)).toBeNull();
    expect(loginCaptchaRefusal(CAPTCHA_AFTER_FAILURES, { expiresAt: later }, true, later)?.message).toBe(
      CaptchaMessage.Expired,
    );
    expect(isCaptchaRefusal(CaptchaMessage.Required)).toBe(true);
    expect(isCaptchaRefusal(CaptchaMessage.Expired)).toBe(true);
    expect(isCaptchaRefusal('用户名或密码错误')).toBe(false);
  });

  it('counts each way in apart: the slider on passwords leaves the SMS code open', () => {
    const account = { id: 'u-1' };
    expect(loginFailureKey(LoginWay.Password, account, 'liting')).toBe('account:u-1');
    expect(loginFailureKey(LoginWay.Password, account, '13912345602')).toBe('account:u-1');
    expect(loginFailureKey(LoginWay.Password, undefined, '  NoBody ')).toBe('name:nobody');
    expect(loginFailureKey(LoginWay.Phone, account, '13912345602')).toBe('phone-account:u-1');
    expect(loginFailureKey(LoginWay.Phone, account, '13912345602')).not.toBe(
      loginFailureKey(LoginWay.Password, account, '13912345602'),
    );
  });

  it('places the hole inside the picture, away from the start', () => {
    for (const r of [0, 0.5, 0.999999]) {
      const { xPosition, yPosition } = randomSlidePosition(() => r);
      expect(xPosition).toBeGreaterThanOrEqual(SlideGeometry.minX);
      expect(xPosition + SlideGeometry.piece).toBeLessThanOrEqual(SlideGeometry.width);
      expect(xPosition).toBeLessThanOrEqual(SLIDE_MAX_X);
      expect(yPosition).toBeGreaterThanOrEqual(0);
      expect(yPosition + SlideGeometry.piece).toBeLessThanOrEqual(SlideGeometry.height);
    }
  });

  it('has an en-US text for every message', () => {
    expect(Object.keys(captchaMessageEn).sort()).toEqual(Object.keys(CaptchaMessage).sort());
  });
});
