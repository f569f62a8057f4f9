/**
 * The slide captcha (issue 24; 000 section 7 and 001 section 7.10 name only the calls: GET /validate/slideImage,
 * POST /validate/checkSlide {xPosition, yPosition, token}). When it is asked for, its sizes, its tolerance, its life
 * and its texts are Atelier's. The server decides with facts from its database, the fixtures with facts from their
 * memory, the login form with the same numbers.
 *
 * How it goes: after CAPTCHA_AFTER_FAILURES failed logins of one account (or one typed name) within the lockout
 * window, a login must carry the token of a challenge that `checkSlide` passed. A challenge is checked once (a wrong
 * answer burns it: the form asks for a new one), a passed challenge opens one login attempt, and both end
 * CAPTCHA_TTL_MINUTES after the challenge was issued.
 */
import { ResponseCode } from '../response/codes';
import type { RuleRefusal } from './refusal';

/** Failed logins (in the lockout window) after which the next login needs a passed slide challenge. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** A challenge can be answered, and once passed used for a login, this long after it was issued. */
export const CAPTCHA_TTL_MINUTES = 5;
/** How far (in pixels, either way) the piece may land from the hole and still pass. */
export const CAPTCHA_TOLERANCE_PX = 5;

/**
 * The pictures' geometry in pixels: the background, and the piece (a square with a round knob on its right and top
 * edges, drawn inside a `piece` x `piece` box). The piece's box starts at `yPosition` (given with the challenge) and
 * the answer is the box's left edge, `xPosition`.
 */
export const SlideGeometry = {
  width: 310,
  height: 160,
  piece: 52,
  /** The side of the square body; the knobs (radius `knob`) stick out of it to fill the box. */
  body: 40,
  knob: 6,
  /** The hole is at least this far from the left edge (the piece starts at 0: no answer by not moving). */
  minX: 80,
} as const;

/** The largest `xPosition` (the slider's end). */
export const SLIDE_MAX_X = SlideGeometry.width - SlideGeometry.piece;

/**
 * Whether a login of an account that failed `failures` times in the window needs a passed challenge. The captcha
 * slows scripts before the lockout (LOGIN_MAX_FAILURES) stops the account, which is checked first.
 */
export function captchaRequired(failures: number): boolean {
  return failures >= CAPTCHA_AFTER_FAILURES;
}

/**
 * The ways in whose failures are counted: by password (`login`) and by SMS code (`phoneLogin`). Each has its own
 * count, so that a person the slider stops on one way (a screen-reader user cannot see the gap) can still take the
 * other: the slider offers the SMS code (CaptchaMessage.SmsInstead).
 */
export const LoginWay = { Password: 'password', Phone: 'phone' } as const;
export type LoginWay = (typeof LoginWay)[keyof typeof LoginWay];

/**
 * What a way's failed logins are counted against (the server's login_failures key, the fixtures' map key): the
 * account when the typed name (user name or phone number) is one, whichever of its names is typed; otherwise the
 * typed name itself, so that guessing names costs the same as guessing passwords.
 */
export function loginFailureKey(way: LoginWay, account: { id: string } | undefined, typedName: string): string {
  const prefix = way === LoginWay.Password ? '' : `${way}-`;
  return account ? `${prefix}account:${account.id}` : `${prefix}name:${typedName.trim().toLowerCase()}`;
}

/** zh-CN texts (Atelier's; the specification shows none). */
export const CaptchaMessage = {
  /** A login refused for want of a passed challenge (40001, shown on the login page, which then shows the slider). */
  Required: '登录失败次数较多，请先完成滑块验证',
  /** The challenge of a login is unknown, used, not passed or expired (40001 too: the slider shows a new one). */
  Expired: '滑块验证已失效，请重新验证',
  /** The slider's label. */
  Label: '拖动滑块完成拼图',
  /** How to use it (shown under the picture). */
  Instructions: '向右拖动滑块，使拼图块与缺口对齐；也可用方向键移动，按回车键确认',
  Passed: '验证通过',
  Failed: '验证未通过，已更换图片，请重试',
  Loading: '正在加载验证图片',
  LoadFailed: '验证图片加载失败',
  Refresh: '换一张',
  /** The login form sent before the slider was passed (checked in the browser; the server refuses it anyway). */
  SolveFirst: '请先完成滑块验证',
  Checking: '正在验证',
  /** Beside the slider for whoever cannot do it (a screen reader, the keyboard alone): the way in without it. */
  SmsInstead: '无法完成滑块验证？可改用手机验证码登录',
  /** The button that switches to 手机登录. */
  UseSms: '改用手机验证码登录',
} as const;
export type CaptchaMessage = (typeof CaptchaMessage)[keyof typeof CaptchaMessage];

/** en-US texts of {@link CaptchaMessage}. */
export const captchaMessageEn: Readonly<Record<keyof typeof CaptchaMessage, string>> = {
  Required: 'Several failed logins: please complete the slider check first',
  Expired: 'The slider check has expired. Please do it again',
  Label: 'Slide to complete the puzzle',
  Instructions: 'Drag the slider right until the piece fits the gap; or move it with the arrow keys and press Enter',
  Passed: 'Check passed',
  Failed: 'Check failed. A new picture is shown: please try again',
  Loading: 'Loading the check picture',
  LoadFailed: 'The check picture could not be loaded',
  Refresh: 'New picture',
  SolveFirst: 'Please complete the slider check first',
  Checking: 'Checking',
  SmsInstead: 'Cannot do the slider check? Sign in with an SMS code instead',
  UseSms: 'Sign in with an SMS code',
};

/** Whether a refusal of the login asks for the slider (the form shows it when either text comes back). */
export function isCaptchaRefusal(message: string): boolean {
  return message === CaptchaMessage.Required || message === CaptchaMessage.Expired;
}

/** What the server or the fixtures know of a challenge. */
export interface SlideChallengeFacts {
  xPosition: number;
  yPosition: number;
  expiresAt: Date;
}

/**
 * Whether an answer to a challenge passes: the challenge exists, has not expired and was not answered before (the
 * caller claims it atomically and passes null when it was), and the piece landed within CAPTCHA_TOLERANCE_PX of the
 * hole (the y is the one the challenge gave, within the same tolerance).
 */
export function slideAnswerPasses(
  challenge: SlideChallengeFacts | null,
  answer: { xPosition: number; yPosition: number },
  now: Date,
): boolean {
  if (!challenge || challenge.expiresAt.getTime() <= now.getTime()) return false;
  return (
    Math.abs(answer.xPosition - challenge.xPosition) <= CAPTCHA_TOLERANCE_PX &&
    Math.abs(answer.yPosition - challenge.yPosition) <= CAPTCHA_TOLERANCE_PX
  );
}

/**
 * The refusal of a login that needs a passed challenge and lacks one. `passed` is the challenge the login's token
 * names, claimed for this login (null when absent, unknown, used already or never passed); `tokenGiven` tells a
 * first request for the slider from a spent or stale token.
 */
export function loginCaptchaRefusal(
  failures: number,
  passed: { expiresAt: Date } | null,
  tokenGiven: boolean,
  now: Date,
): RuleRefusal | null {
  if (!captchaRequired(failures)) return null;
  if (passed && passed.expiresAt.getTime() > now.getTime()) return null;
  return {
    code: ResponseCode.BadCredentials,
    message: tokenGiven ? CaptchaMessage.Expired : CaptchaMessage.Required,
  };
}

/** A random whole number in [min, max] from a [0, 1) source (the server passes a crypto-backed one). */
export function randomSlidePosition(random: () => number): { xPosition: number; yPosition: number } {
  const pick = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  return {
    xPosition: pick(SlideGeometry.minX, SLIDE_MAX_X - 4),
    yPosition: pick(4, SlideGeometry.height - SlideGeometry.piece - 4),
  };
}
