import { CAPTCHA_AFTER_FAILURES, CaptchaMessage, CommonMessage, SLIDE_MAX_X } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import { afterLoginRefused, clampSlide, initialLoginCaptcha, slideAfterKey } from './captchaModel';

describe('the slide control', () => {
  it('moves by keys within the picture', () => {
    expect(slideAfterKey(10, 'ArrowRight')).toBe(11);
    expect(slideAfterKey(10, 'ArrowUp')).toBe(11);
    expect(slideAfterKey(10, 'ArrowLeft')).toBe(9);
    expect(slideAfterKey(10, 'ArrowRight', true)).toBe(20);
    expect(slideAfterKey(10, 'PageUp')).toBe(20);
    expect(slideAfterKey(5, 'PageDown')).toBe(0);
    expect(slideAfterKey(0, 'ArrowLeft')).toBe(0);
    expect(slideAfterKey(SLIDE_MAX_X, 'ArrowRight')).toBe(SLIDE_MAX_X);
    expect(slideAfterKey(50, 'Home')).toBe(0);
    expect(slideAfterKey(50, 'End')).toBe(SLIDE_MAX_X);
    expect(slideAfterKey(50, 'Enter')).toBeNull();
    expect(clampSlide(12.6)).toBe(13);
    expect(clampSlide(-4)).toBe(0);
  });
});

describe('the login form’s captcha', () => {
  const wrong = { message: CommonMessage.BadCredentials, badCredentials: true };

  it('shows the slider after CAPTCHA_AFTER_FAILURES wrong passwords', () => {
    let state = initialLoginCaptcha;
    for (let i = 1; i < CAPTCHA_AFTER_FAILURES; i += 1) {
      state = afterLoginRefused(state, wrong);
      expect(state.shown).toBe(false);
    }
    state = afterLoginRefused(state, wrong);
    expect(state).toMatchObject({ failures: CAPTCHA_AFTER_FAILURES, shown: true, token: null });
  });

  it('shows it at once when the server asks (failures counted elsewhere), with a new challenge', () => {
    const state = afterLoginRefused(initialLoginCaptcha, { message: CaptchaMessage.Required, badCredentials: true });
    expect(state).toMatchObject({ failures: 0, shown: true, token: null, round: 1 });
  });

  it('starts the slider over once a passed token was sent, whatever the answer', () => {
    const passed = { failures: 3, shown: true, token: 't', round: 2 };
    expect(afterLoginRefused(passed, wrong)).toEqual({ failures: 4, shown: true, token: null, round: 3 });
    expect(afterLoginRefused(passed, { message: CaptchaMessage.Expired, badCredentials: true })).toMatchObject({
      token: null,
      round: 3,
    });
    // Another refusal (not about the password) keeps an unsent token.
    const kept = { ...passed };
    expect(afterLoginRefused({ ...kept, token: null }, { message: '服务器错误', badCredentials: false })).toEqual({
      ...kept,
      token: null,
    });
  });
});
