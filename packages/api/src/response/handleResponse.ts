/**
 * The shared response handling (specification 000 section 8, 001 section 8.1) as one pure function: from the
 * endpoint, the response (or the network error) and the tokens to an {@link Outcome}: whether the call resolves
 * or rejects, and which effects the portal should carry out. The client emits outcomes as events; the portal
 * decides how to show them.
 */

/** Toast tones. */
export type ToastTone = 'info' | 'success' | 'warning' | 'error';

/** Toasts last 2 s (000 section 9). */
export const TOAST_DURATION = 2_000;

export const ResponseMessages = {
  /** Other 500-type codes and HTTP 500s. */
  SomethingWentWrong: '抱歉！出错了',
  RequestTimedOut: '请求超时',
  EnterpriseSwitched: '当前账户已切换至其他企业，页面即将刷新',
  /** HTTP 500 messages that mean the session is gone. */
  TokenInvalid: 'Token失效，请重新登录',
  IdentityExpired: '身份验证过期，请重新登录！',
  /** Atelier's, for a network failure without a message. */
  NetworkError: '网络异常，请检查网络连接',
  ClientDownloadTitle: '文件下载',
} as const;

/** Routes the handling navigates to. */
export const Routes = { Login: '/login', Dashboard: '/dashboard' } as const;

/** Codes that pass through to the caller as normal responses. */
export const PASS_THROUGH_CODES: ReadonlySet<number> = new Set([
  200, 202, 205, 206, 207, 20001, 20002, 20003, 20004, 30002, 40000, 40001, 40003, 40004, 40005, 40006, 40008, 40010,
  40015, 40017, 40020, 40022, 40023,
]);

/** Named codes with their own branch. */
export const ResponseCode = {
  Success: 200,
  /** Rapid upload: the file is unknown, upload it. */
  NewFile: 20003,
  /** Preview check: empty or not previewable. */
  PreviewWarning: 20004,
  EnterpriseCreateWarning: 30002,
  /** Login refused (wrong username or password): passes through, the login page shows the message. */
  BadCredentials: 40001,
  JoinEnterpriseWarning: 40003,
  /** Upload: every waiting item fails. */
  UploadRefused: 40004,
  WarningPassThrough: 40006,
  Warning: 40007,
  /** File list: show the server message. */
  FileListMessage: 40008,
  Error: 40009,
  /** Download: the file is too large for the browser. */
  FileTooLarge: 40010,
  EnterpriseSwitched: 40014,
  Refused: 50001,
  SessionEnded: 50002,
} as const;

/** One thing the portal should do. */
export type Effect =
  | { type: 'toast'; tone: ToastTone; message: string; duration: number; once?: string }
  | { type: 'logout'; to: string }
  | { type: 'navigate'; to: string }
  | { type: 'reload' }
  | { type: 'cancelPending' }
  | { type: 'notifyDesktop'; message: 'enterpriseSwitched' }
  | { type: 'openClientDownloadDialog'; title: string; appType: 'pc' };

/** Which rule decided the outcome. */
export type Branch =
  | 'success'
  | 'passThrough'
  | 'passThroughWarning'
  | 'warning'
  | 'silentWarning'
  | 'error'
  | 'enterpriseSwitched'
  | 'refused'
  | 'sessionEnded'
  | 'serverError'
  | 'errorCode'
  | 'infoCode'
  | 'downloadPassThrough'
  | 'unknownCode'
  | 'fileTooLarge'
  | 'timeout'
  | 'aborted'
  | 'tokenExpired'
  | 'httpServerError'
  | 'networkError'
  | 'malformed';

/** The outcome: resolve (the response reaches the caller) or reject (the call fails), with effects. */
export type Outcome =
  | { kind: 'resolve'; branch: Branch; effects: Effect[] }
  | { kind: 'reject'; branch: Branch; effects: Effect[] };

/** What the handling needs to know of an endpoint. */
export interface HandledEndpoint {
  /** A 40007 is rejected without a toast. */
  silent?: boolean;
  /** 40010 opens the client-download dialog; unknown codes pass through. */
  download?: boolean;
}

/** A response envelope as the server sent it. */
export interface ResponseEnvelope {
  success: boolean;
  code: number;
  message?: string | null;
}

/** A failure before an envelope arrived. */
export type NetworkError =
  | { kind: 'timeout' }
  | { kind: 'aborted' }
  /** An HTTP error status; `message` is the body's message when it had one. */
  | { kind: 'http'; status: number; message?: string | null }
  | { kind: 'network'; message?: string | null }
  /** A body that is not an envelope. */
  | { kind: 'malformed'; message?: string | null };

export interface HandleResponseInput {
  endpoint: HandledEndpoint;
  response?: ResponseEnvelope;
  networkError?: NetworkError;
  /** The token in shared storage (another tab may have changed it). */
  storedToken?: string | null;
  /** The token this page runs with. */
  currentToken?: string | null;
}

const toast = (tone: ToastTone, message: string, once?: string): Effect =>
  once === undefined
    ? { type: 'toast', tone, message, duration: TOAST_DURATION }
    : { type: 'toast', tone, message, duration: TOAST_DURATION, once };

const resolve = (branch: Branch, effects: Effect[] = []): Outcome => ({ kind: 'resolve', branch, effects });
const reject = (branch: Branch, effects: Effect[] = []): Outcome => ({ kind: 'reject', branch, effects });

/** A 500 message that means the session is gone. */
export function isTokenExpiredMessage(message: string | null | undefined): boolean {
  return message === ResponseMessages.TokenInvalid || message === ResponseMessages.IdentityExpired;
}

function handleNetworkError(error: NetworkError): Outcome {
  switch (error.kind) {
    case 'timeout':
      return reject('timeout', [toast('error', ResponseMessages.RequestTimedOut)]);
    case 'aborted':
      return reject('aborted');
    case 'http':
      if (error.status === 500 && isTokenExpiredMessage(error.message)) {
        return reject('tokenExpired', [
          toast('warning', error.message ?? ResponseMessages.TokenInvalid),
          { type: 'logout', to: Routes.Login },
        ]);
      }
      if (error.status === 500) return reject('httpServerError', [toast('error', ResponseMessages.SomethingWentWrong)]);
      return reject('networkError', [toast('error', error.message || ResponseMessages.SomethingWentWrong)]);
    case 'network':
      return reject('networkError', [toast('error', error.message || ResponseMessages.NetworkError)]);
    case 'malformed':
      return reject('malformed', [toast('error', ResponseMessages.SomethingWentWrong)]);
  }
}

/** The shared response handling. Pure: same input, same outcome. */
export function handleResponse(input: HandleResponseInput): Outcome {
  const { endpoint, response, networkError } = input;
  if (networkError || !response) return handleNetworkError(networkError ?? { kind: 'malformed' });

  const { code } = response;
  const message = response.message || ResponseMessages.SomethingWentWrong;
  const text = String(code);

  if (code === ResponseCode.FileTooLarge && endpoint.download) {
    return reject('fileTooLarge', [
      { type: 'openClientDownloadDialog', title: ResponseMessages.ClientDownloadTitle, appType: 'pc' },
    ]);
  }

  if (PASS_THROUGH_CODES.has(code)) {
    const effects: Effect[] = [];
    if (code === ResponseCode.WarningPassThrough) effects.push(toast('warning', message));
    const { storedToken, currentToken } = input;
    if (storedToken !== undefined && currentToken !== undefined && storedToken !== currentToken) {
      effects.push({ type: 'reload' });
    }
    const branch: Branch =
      code === ResponseCode.Success && response.success
        ? 'success'
        : code === ResponseCode.WarningPassThrough
          ? 'passThroughWarning'
          : 'passThrough';
    return resolve(branch, effects);
  }

  switch (code) {
    case ResponseCode.Warning:
      return endpoint.silent ? reject('silentWarning') : reject('warning', [toast('warning', message)]);
    case ResponseCode.Error:
      return reject('error', [toast('error', message)]);
    case ResponseCode.EnterpriseSwitched:
      return reject('enterpriseSwitched', [
        toast('warning', ResponseMessages.EnterpriseSwitched, 'enterpriseSwitched'),
        { type: 'notifyDesktop', message: 'enterpriseSwitched' },
        { type: 'navigate', to: Routes.Dashboard },
      ]);
    case ResponseCode.Refused:
      return reject('refused', [toast('warning', message)]);
    case ResponseCode.SessionEnded:
      return reject('sessionEnded', [
        { type: 'cancelPending' },
        toast('error', message),
        { type: 'logout', to: Routes.Login },
      ]);
  }

  if (text.startsWith('500')) return reject('serverError', [toast('error', ResponseMessages.SomethingWentWrong)]);
  if (text.includes('400')) return reject('errorCode', [toast('error', message)]);
  if (text.includes('300')) return reject('infoCode', [toast('info', message)]);
  if (endpoint.download) return resolve('downloadPassThrough');
  return reject('unknownCode');
}
