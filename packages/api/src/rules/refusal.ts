import { ResponseCode } from '../response/codes';

/**
 * A refusal a shared rule decides: the envelope's code and message. The server throws it as a domain error with
 * facts read from its database; the fixtures answer it with facts from their memory. Same rule, same answer.
 */
export interface RuleRefusal {
  readonly code: number;
  readonly message: string;
}

/** The codes rules refuse with (the server's `ErrorCode` names the same codes). */
export const RefusalCode = {
  /** Access denied, a record missing or of another enterprise: an error toast with the message (40009). */
  Denied: ResponseCode.Error,
  /** Input the request schema let through but a rule refuses: an error toast with the message (40009). */
  Invalid: ResponseCode.Error,
  /** A name already taken: a warning toast with the message (40007). */
  NameTaken: ResponseCode.Warning,
  /** A state that forbids the action for now: a warning toast with the message (40007). */
  NotReady: ResponseCode.Warning,
} as const;

/** Refusals every area may answer, the same on both sides (Atelier's texts). */
export const CommonMessage = {
  /** A body that cannot be read as the endpoint's input. */
  MalformedRequest: '请求格式错误',
  /** A login whose user name (or phone) and password do not match. */
  BadCredentials: '用户名或密码错误',
  ProjectNotFound: '项目不存在',
  UserNotFound: '用户不存在',
  NotEnterpriseMember: '您不是该企业的成员，无权访问',
  /** A drawing check's report asked for after it expired (or never made). */
  ReportNotFound: '报告不存在或已过期',
} as const;

/** Makes the refusals of a rule: `Refuse.denied(message)`. */
export const Refuse = {
  denied: (message: string): RuleRefusal => ({ code: RefusalCode.Denied, message }),
  invalid: (message: string): RuleRefusal => ({ code: RefusalCode.Invalid, message }),
  nameTaken: (message: string): RuleRefusal => ({ code: RefusalCode.NameTaken, message }),
  notReady: (message: string): RuleRefusal => ({ code: RefusalCode.NotReady, message }),
} as const;
