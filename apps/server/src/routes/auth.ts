import { api, ClientAgent, HeaderNames, SocialKind, smsNeedsSession } from '@atelier/api';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { changePassword, changePhone, findBackPassword, inviteRegister, phoneLogin, register } from '../auth/accounts';
import { checkSlideChallenge, issueSlideChallenge } from '../auth/captcha';
import { login, logout } from '../auth/login';
import { findSession } from '../auth/session';
import type { ServerConfig } from '../config';
import type { Database } from '../db/index';
import { tokenInvalid } from '../domain/errors';
import { implementArea, PLANNED } from '../http/area';
import { invitationInfo } from '../organisation/invitations';
import { sendCode, smsProviderFor } from '../sms/index';
import {
  bindSocial,
  requireProvider,
  socialAccount,
  socialBindings,
  socialLogin,
  unbindSocial,
} from '../social/bindings';
import { type SocialProvider, socialProviderFor } from '../social/provider';

/** The desktop client says so in its User-Agent; everything else is the web portal. */
const agentOf = (request: FastifyRequest) =>
  request.headers[HeaderNames.UserAgent.toLowerCase()] === ClientAgent.Pc ? ClientAgent.Pc : ClientAgent.Web;
/** The session's device for /account/device: the agent, the browser's own User-Agent and the address. */
const clientOf = (request: FastifyRequest) => ({
  agent: agentOf(request),
  browser: request.headers['user-agent'] ?? '',
  ip: request.ip,
});

/** The session a public call carries, if any. */
async function sessionOf(db: Database, request: FastifyRequest) {
  const token = request.headers[HeaderNames.Token.toLowerCase()];
  return typeof token === 'string' && token !== '' ? findSession(db, token) : null;
}

/** The app's provider as the settings say (null: off). */
const providerOf = (kind: SocialKind, { config, log }: { config: ServerConfig; log: FastifyBaseLogger }) =>
  socialProviderFor(kind, config.social[kind], log);
const wechat = (ctx: { config: ServerConfig; log: FastifyBaseLogger }) =>
  requireProvider(providerOf(SocialKind.WeChat, ctx));
const dingTalk = (ctx: { config: ServerConfig; log: FastifyBaseLogger }) =>
  requireProvider(providerOf(SocialKind.DingTalk, ctx));

/**
 * Login and logout, registration, phone login and password recovery with SMS codes (001 section 7.10, issue 24). Login, captcha and SMS calls are public, each kind with its per-address
 * limit declared in the contract (http/addressLimits.ts); the account's own count lives in auth/loginThrottle.ts.
 */
export const authArea = implementArea(api.auth, {
  login: ({ db, data, request }) => login(db, data, clientOf(request)),
  logout: ({ db, session }) => logout(db, session),
  phoneLogin: ({ db, data, request }) => phoneLogin(db, data, clientOf(request)),
  sendSms: async ({ db, data, config, log, request }) => {
    // A public call, but a change-of-phone code goes only to a signed-in person (its sender is the session).
    if (smsNeedsSession(data.type) && !(await sessionOf(db, request))) tokenInvalid();
    return sendCode(db, smsProviderFor(config.sms, { db, log, dataDir: config.dataDir }), {
      phone: data.phone,
      purpose: data.type,
    });
  },
  findBackPassword: ({ db, data }) => findBackPassword(db, data),
  register: ({ db, data, request }) => register(db, data, clientOf(request)),
  inviteInfo: ({ db, data }) => invitationInfo(db, data.inviteCode),
  inviteRegister: ({ db, data, request }) => inviteRegister(db, data, clientOf(request)),
  redirectLogin: PLANNED,
  qrCode: PLANNED,
  qrStatus: PLANNED,
  tokenLogin: PLANNED,
  // WeChat and DingTalk (social/bindings.ts): 50001 while the app's provider is off (the default).
  wechatAccessToken: (ctx) => socialAccount(ctx.db, wechat(ctx), ctx.data.code),
  wechatSmsVerification: PLANNED,
  wechatWebBinding: PLANNED,
  wechatLoginByCode: (ctx) => socialLogin(ctx.db, wechat(ctx), ctx.data.code, clientOf(ctx.request)),
  wechatServiceNumber: PLANNED,
  wechatUnbinding: (ctx) => unbindSocial(ctx.db, wechat(ctx).kind, ctx.user.id),
  wechatAuthorization: PLANNED,
  dingTalkBind: (ctx) => bindSocial(ctx.db, dingTalk(ctx), ctx.user.id, ctx.data.code),
  dingTalkUnbind: (ctx) => unbindSocial(ctx.db, dingTalk(ctx).kind, ctx.user.id),
  dingTalkScanLogin: (ctx) => socialLogin(ctx.db, dingTalk(ctx), ctx.data.code, clientOf(ctx.request)),
  dingTalkBindings: (ctx) => {
    const on = [SocialKind.DingTalk, SocialKind.WeChat]
      .map((kind) => providerOf(kind, ctx))
      .filter((p): p is SocialProvider => p !== null);
    if (on.length === 0) requireProvider(null);
    return socialBindings(ctx.db, ctx.user.id, on);
  },
  changePassword: ({ db, data, session }) => changePassword(db, session ?? tokenInvalid(), data),
  changePhone: ({ db, data, session }) => changePhone(db, session ?? tokenInvalid(), data),
  slideImage: ({ db }) => issueSlideChallenge(db),
  checkSlide: ({ db, data }) => checkSlideChallenge(db, data),
});
