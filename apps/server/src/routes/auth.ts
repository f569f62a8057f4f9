import { api, ClientAgent, HeaderNames } from '@atelier/api';
import { login, logout } from '../auth/login';
import { implementArea, PLANNED } from '../http/area';
import { invitationInfo } from '../organisation/invitations';

/**
 * Login and logout (001 section 7.10). Login, captcha and SMS calls are public, each kind with its per-address
 * limit declared in the contract (http/addressLimits.ts); the account's own count lives in auth/loginThrottle.ts.
 */
export const authArea = implementArea(api.auth, {
  login: ({ db, data, request }) => {
    const agent =
      request.headers[HeaderNames.UserAgent.toLowerCase()] === ClientAgent.Pc ? ClientAgent.Pc : ClientAgent.Web;
    return login(db, data, agent);
  },
  logout: ({ db, session }) => logout(db, session),
  phoneLogin: PLANNED,
  sendSms: PLANNED,
  findBackPassword: PLANNED,
  register: PLANNED,
  inviteInfo: ({ db, data }) => invitationInfo(db, data.inviteCode),
  inviteRegister: PLANNED,
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
  slideImage: PLANNED,
  checkSlide: PLANNED,
});
