/**
 * The slide captcha's control (issue 24): where the piece is as it is dragged or moved by keys, and what the login
 * form does with the server's answers. The rules (when it is needed, the tolerance) are `@atelier/api`'s; this is
 * only the control's arithmetic and state.
 */
import { captchaRequired, isCaptchaRefusal, SLIDE_MAX_X } from '@atelier/api';

/** The piece's left edge, kept inside the picture and whole. */
export const clampSlide = (x: number): number => Math.min(SLIDE_MAX_X, Math.max(0, Math.round(x)));

/** A big step (Page Up / Page Down, Shift with an arrow). */
export const SLIDE_PAGE_STEP = 10;

/**
 * Where a key moves the piece from `x` (null: not a moving key). Arrows move one pixel (ten with Shift), Page Up /
 * Page Down ten, Home / End to the ends: the slider pattern of WAI-ARIA, in pixels of the picture.
 */
export function slideAfterKey(x: number, key: string, shift = false): number | null {
  const step = shift ? SLIDE_PAGE_STEP : 1;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampSlide(x + step);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampSlide(x - step);
    case 'PageUp':
      return clampSlide(x + SLIDE_PAGE_STEP);
    case 'PageDown':
      return clampSlide(x - SLIDE_PAGE_STEP);
    case 'Home':
      return 0;
    case 'End':
      return SLIDE_MAX_X;
    default:
      return null;
  }
}

/** What the slider shows: a picture loading, ready to move, being checked, passed, or failed and renewed. */
export type SlideCaptchaStatus = 'loading' | 'ready' | 'checking' | 'passed' | 'failed' | 'loadFailed';

/**
 * The password form's captcha state: failed logins seen on this page, whether the slider shows, and the token of a
 * passed challenge not yet used. A login that carried the token used it up, whatever its answer.
 */
export interface LoginCaptchaState {
  failures: number;
  shown: boolean;
  token: string | null;
  /** Bumped whenever the slider must start over with a new challenge. */
  round: number;
}

export const initialLoginCaptcha: LoginCaptchaState = { failures: 0, shown: false, token: null, round: 0 };

/**
 * After a refused login: a wrong password counts (the slider shows from CAPTCHA_AFTER_FAILURES on, as the server
 * asks), the server's request for the slider shows it at once; a token sent is spent, so a shown slider starts over.
 */
export function afterLoginRefused(
  state: LoginCaptchaState,
  refusal: { message: string; badCredentials: boolean },
): LoginCaptchaState {
  const asked = isCaptchaRefusal(refusal.message);
  const failures = refusal.badCredentials && !asked ? state.failures + 1 : state.failures;
  const shown = state.shown || asked || captchaRequired(failures);
  const spent = state.token !== null || asked;
  return { failures, shown, token: spent ? null : state.token, round: shown && spent ? state.round + 1 : state.round };
}
