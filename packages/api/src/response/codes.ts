/**
 * The envelope's business codes and the messages tied to them (specification 000 section 8, 001 section 8.1), as
 * data: the contract declares with them which codes an endpoint may refuse with, the server and the fixtures answer
 * with them, and the shared response handling (`./handleResponse`, in '@atelier/api/client') decides by them. Plain
 * constants: the root entry exports them, so a server reads them without loading the client.
 */
import type { ValueOf } from '../entities/constants/types';

/** Named codes with their own branch in the shared handling. */
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
/** A named business code. */
export type BusinessCode = ValueOf<typeof ResponseCode>;

/** Codes that pass through to the caller as normal responses. */
export const PASS_THROUGH_CODES: ReadonlySet<number> = new Set([
  200, 202, 205, 206, 207, 20001, 20002, 20003, 20004, 30002, 40000, 40001, 40003, 40004, 40005, 40006, 40008, 40010,
  40015, 40017, 40020, 40022, 40023,
]);

/**
 * The refusals any endpoint may answer with, whatever it declares: a name taken or a state that forbids the action
 * (40007, a warning), invalid input or a denial (40009, an error), a switched enterprise (40014), a call this version
 * does not answer yet (50001) and a session ended elsewhere (50002). An endpoint declares (`refuses`) only the codes
 * particular to it, and how it answers a common one differently (a silent 40007).
 */
export const COMMON_REFUSALS: readonly BusinessCode[] = [
  ResponseCode.Warning,
  ResponseCode.Error,
  ResponseCode.EnterpriseSwitched,
  ResponseCode.Refused,
  ResponseCode.SessionEnded,
];

/** Invalid input is refused with 40009 (an error toast) and the first rule's message. */
export const INVALID_REQUEST_CODE = ResponseCode.Error;

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
