import { z } from 'zod';
import { emptyRequest, flagSchema, nothing } from '../../entities/common';
import { loginResultSchema } from '../../entities/user';
import { ResponseCode } from '../../response/codes';
import { SmsPurpose } from '../../rules/accounts';
import {
  loginPasswordSchema,
  mobileSchema,
  passwordSchema,
  personNameSchema,
  usernameSchema,
  verificationCodeSchema,
} from '../../rules/rules';
import { AddressLimitKind } from '../../rules/security';
import { defineArea } from '../define';
import { get, post } from './helpers';

const PUBLIC = { public: true } as const;
/** Public calls that check a secret (password, SMS code, invitation, one-time token): one count per address. */
const CREDENTIALS = {
  public: true,
  addressLimit: AddressLimitKind.Credentials,
  // Wrong credentials pass through to the login page, which shows the message.
  refuses: { [ResponseCode.BadCredentials]: 'shared' },
} as const;
/** Public calls that send an SMS. */
const SMS = { public: true, addressLimit: AddressLimitKind.Sms } as const;
/**
 * The account forms (registration, phone login, recovery, the send-code button) show every refusal under its field
 * (a wrong code, a registered phone, the resend wait, all 40009 or 40001): no toast on top.
 */
const FORM_SILENT = { [ResponseCode.Error]: 'silent' } as const;
const ACCOUNT_FORM = { refuses: { ...CREDENTIALS.refuses, ...FORM_SILENT } } as const;
/** The slider captcha. */
const CAPTCHA = { public: true, addressLimit: AddressLimitKind.Captcha } as const;

/** Login, logout, SMS, registration, WeChat and DingTalk binding, captcha (000 section 7, 001 section 7.10). */
export const auth = defineArea('auth', {
  /**
   * The password travels as typed, protected by TLS; the server stores only scrypt hashes. The specification's
   * "password encrypted before sending" is not reproduced: see apps/server/README.md. After CAPTCHA_AFTER_FAILURES
   * failed logins of the account, `captchaToken` must name a challenge `checkSlide` passed (used up by the attempt);
   * without one the login is refused with 40001 and CaptchaMessage.Required (rules/captcha.ts).
   */
  login: post(
    '/sys/v2/login',
    z.object({ username: usernameSchema, password: loginPasswordSchema, captchaToken: z.string().optional() }),
    loginResultSchema,
    CREDENTIALS,
  ),
  /** Works whatever enterprise X-Ent names. */
  logout: post('/sys/logout', emptyRequest, nothing, { access: { scope: 'session' } }),
  phoneLogin: post(
    '/sys/phoneLogin',
    z.object({ phone: mobileSchema, code: verificationCodeSchema, captchaToken: z.string().optional() }),
    loginResultSchema,
    { ...CREDENTIALS, ...ACCOUNT_FORM },
  ),
  sendSms: post('/sys/sms', z.object({ phone: mobileSchema, type: z.enum(SmsPurpose) }), nothing, {
    ...SMS,
    refuses: FORM_SILENT,
  }),
  findBackPassword: post(
    '/sys/user/findBackPassword',
    z.object({ phone: mobileSchema, code: verificationCodeSchema, password: passwordSchema }),
    nothing,
    { ...CREDENTIALS, ...ACCOUNT_FORM },
  ),
  register: post(
    '/sys/user/register',
    z.object({
      phone: mobileSchema,
      code: verificationCodeSchema,
      password: passwordSchema,
      realname: personNameSchema,
    }),
    loginResultSchema,
    { ...CREDENTIALS, ...ACCOUNT_FORM },
  ),
  inviteInfo: get(
    '/sys/user/getInviteInfo',
    z.object({ inviteCode: z.string().min(1) }),
    z.object({ enterpriseId: z.string(), enterpriseName: z.string(), inviterName: z.string() }),
    PUBLIC,
  ),
  /** Registration from an invitation link: the new account joins the inviting enterprise at once (no audit). */
  inviteRegister: post(
    '/sys/user/inviteRegister',
    z.object({
      inviteCode: z.string().min(1),
      phone: mobileSchema,
      code: verificationCodeSchema,
      password: passwordSchema,
      realname: personNameSchema,
    }),
    loginResultSchema,
    { ...CREDENTIALS, ...ACCOUNT_FORM },
  ),
  /** Web redirect login: a token in the query of /account/basic or /dashboard. */
  redirectLogin: get('/sys/redirectWeb', z.object({ token: z.string().min(1) }), loginResultSchema, CREDENTIALS),
  /** Path not shown: designed in the /sys/v2 login family. */
  qrCode: get(
    '/sys/v2/getLoginQrCode',
    emptyRequest,
    z.object({ qrId: z.string(), imageUrl: z.string(), expireTime: z.string() }),
    { ...PUBLIC, designed: true },
  ),
  /** Path not shown: designed in the /sys/v2 login family. Polled by the QR login page. */
  qrStatus: get(
    '/sys/v2/getQrLoginStatus',
    z.object({ qrId: z.string() }),
    z.object({
      status: z.enum(['waiting', 'scanned', 'confirmed', 'expired']),
      login: loginResultSchema.nullish(),
    }),
    { ...PUBLIC, designed: true },
  ),
  /** Path not shown: designed in the /sys/v2 login family. Exchanges a desktop-client token for a session. */
  tokenLogin: post('/sys/v2/tokenLogin', z.object({ token: z.string().min(1) }), loginResultSchema, {
    ...CREDENTIALS,
    designed: true,
  }),
  wechatAccessToken: get(
    '/weChat/getAccessToken',
    z.object({ code: z.string().min(1) }),
    z.object({ openId: z.string(), bound: z.boolean() }),
    PUBLIC,
  ),
  wechatSmsVerification: get('/weChat/smsVerification', z.object({ phone: mobileSchema }), nothing, SMS),
  wechatWebBinding: post(
    '/weChat/webBinding',
    z.object({ phone: mobileSchema, code: verificationCodeSchema, openId: z.string() }),
    loginResultSchema,
    CREDENTIALS,
  ),
  wechatLoginByCode: post(
    '/weChat/weChatLogCode',
    z.object({ code: z.string().min(1) }),
    loginResultSchema,
    CREDENTIALS,
  ),
  wechatServiceNumber: get('/weChat/serviceNumber', emptyRequest, z.object({ qrCodeUrl: z.string() }), PUBLIC),
  wechatUnbinding: post('/weChat/weChatUnbinding', emptyRequest, nothing),
  wechatAuthorization: get(
    '/weChat/weChatAuthorization',
    z.object({ redirectUri: z.string() }),
    z.object({ url: z.string() }),
    PUBLIC,
  ),
  dingTalkBind: post('/dd/boundDd', z.object({ code: z.string().min(1) }), nothing),
  dingTalkUnbind: post('/dd/unBoundDd', emptyRequest, nothing),
  dingTalkScanLogin: post('/dd/scanLogin', z.object({ code: z.string().min(1) }), loginResultSchema, CREDENTIALS),
  dingTalkBindings: get(
    '/dd/getBoundInfoList',
    emptyRequest,
    z.array(z.object({ type: z.string(), nickname: z.string(), boundTime: z.string(), bound: flagSchema })),
  ),
  /**
   * Path not shown: designed beside `findBackPassword`. The signed-in user changes their password with the current
   * one (/account/security); every other session of theirs ends.
   */
  changePassword: post(
    '/sys/user/updatePassword',
    z.object({ oldPassword: loginPasswordSchema, password: passwordSchema }),
    nothing,
    { access: { scope: 'session' }, refuses: FORM_SILENT, designed: true },
  ),
  /**
   * Path not shown: designed beside `changePassword`. The signed-in user moves their account to a new phone
   * (/account/security): the new number gets a code (`sendSms` with SmsPurpose.ChangePhone) and the login password
   * confirms it is them (the old phone may be lost, the usual reason to change it). checkPhoneChange and the code
   * rules refuse; a wrong or stale code is 40001 as on the other account forms. Answers the new number. The other
   * sessions go on: no secret changed, the old number just stops being a way in.
   */
  changePhone: post(
    '/sys/user/updatePhone',
    z.object({ phone: mobileSchema, code: verificationCodeSchema, password: loginPasswordSchema }),
    z.object({ phone: z.string() }),
    { access: { scope: 'session' }, addressLimit: AddressLimitKind.Credentials, ...ACCOUNT_FORM, designed: true },
  ),
  /**
   * A new slide challenge: the background with a hole and the piece (PNG or SVG data URLs, SlideGeometry's sizes),
   * the piece's row and the token to answer with. Where the hole is stays on the server.
   */
  slideImage: get(
    '/validate/slideImage',
    emptyRequest,
    z.object({ token: z.string(), backgroundImage: z.string(), sliderImage: z.string(), yPosition: z.number() }),
    CAPTCHA,
  ),
  /**
   * Answers a challenge with where the piece was dropped (its box's left edge and row): true when it fits the hole
   * within CAPTCHA_TOLERANCE_PX. A challenge is checked once; false means a new one is needed.
   */
  checkSlide: post(
    '/validate/checkSlide',
    z.object({ xPosition: z.number(), yPosition: z.number(), token: z.string() }),
    z.boolean(),
    CAPTCHA,
  ),
});
