import { api, ClientAgent, HeaderNames } from '@atelier/api';
import type { FastifyRequest } from 'fastify';
import { changePassword, findBackPassword, inviteRegister, phoneLogin, register } from '../auth/accounts';
import { checkSlideChallenge, issueSlideChallenge } from '../auth/captcha';
import { login, logout } from '../auth/login';
import { tokenInvalid } from '../domain/errors';
import { implementArea, PLANNED } from '../http/area';
import { invitationInfo } from '../organisation/invitations';
import { sendCode, smsProviderFor } from '../sms/index';

/** The desktop client says so in its User-Agent; everything else is the web portal. */
const agentOf = (request: FastifyRequest) =>
  request.headers[HeaderNames.UserAgent.toLowerCase()] === ClientAgent.Pc ? ClientAgent.Pc : ClientAgent.Web;
/** The session's device for /account/device: the agent, the browser's own User-Agent and the address. */
const clientOf = (request: FastifyRequest) => ({
  agent: agentOf(request),
  browser: request.headers['user-agent'] ?? '',
  ip: request.ip,
});

/**
 * Login and logout, registration, phone login and password recovery with SMS codes (001 section 7.10, issue 24). Login, captcha and SMS calls are public, each kind with its per-address
 * limit declared in the contract (http/addressLimits.ts); the account's own count lives in auth/loginThrottle.ts.
 */
export const authArea = implementArea(api.auth, {
  login: ({ db, data, request }) => login(db, data, clientOf(request)),
  logout: ({ db, session }) => logout(db, session),
  phoneLogin: ({ db, data, request }) => phoneLogin(db, data, clientOf(request)),
  sendSms: ({ db, data, config, log }) =>
    sendCode(db, smsProviderFor(config.sms, { db, log, dataDir: config.dataDir }), {
      phone: data.phone,
      purpose: data.type,
    }),
  findBackPassword: ({ db, data }) => findBackPassword(db, data),
  register: ({ db, data, request }) => register(db, data, clientOf(request)),
  inviteInfo: ({ db, data }) => invitationInfo(db, data.inviteCode),
  inviteRegister: ({ db, data, request }) => inviteRegister(db, data, clientOf(request)),
  redirectLogin: PLANNED,
  qrCode: PLANNED,
  qrStatus: PLANNED,
  tokenLogin: PLANNED,
  wechatAccessToken: PLANNED,
  wechatSmsVerification: PLANNED,
  wechatWebBinding: PLANNED,
  wechatLoginByCode: PLANNED,
  wechatServiceNumber: PLANNED,
  wechatUnbinding: PLANNED,
  wechatAuthorization: PLANNED,
  dingTalkBind: PLANNED,
  dingTalkUnbind: PLANNED,
  dingTalkScanLogin: PLANNED,
  dingTalkBindings: PLANNED,
  changePassword: ({ db, data, session }) => changePassword(db, session ?? tokenInvalid(), data),
  slideImage: ({ db }) => issueSlideChallenge(db),
  checkSlide: ({ db, data }) => checkSlideChallenge(db, data),
});
