import {
  ApprovalMessage,
  CommonMessage,
  DownloadMessage,
  EnterpriseMessage,
  FileMessage,
  FlowTemplateMessage,
  INVALID_REQUEST_CODE,
  ProjectAccessMessage,
  ResponseCode,
  ResponseMessages,
  type RuleRefusal,
  SecurityMessage,
  StampMessage,
  UploadMessage,
} from '@atelier/api';

/**
 * The codes the server answers with, all from the specification's catalogue (000 section 8, 001 section 8.1),
 * named for what they mean here.
 */
export const ErrorCode = {
  /** Input refused by the endpoint's schema: an error toast with the rule's message. */
  InvalidRequest: INVALID_REQUEST_CODE,
  /**
   * Access denied (another enterprise, another project, a folder level too low). 40009 makes the portal show an
   * error toast with our message and reject the call. 40003 was the other candidate, but it passes through to the
   * caller without any message, so a denial would go unexplained.
   */
  Denied: ResponseCode.Error,
  /** Wrong username or password: passes through to the login page, which shows the message. */
  BadCredentials: ResponseCode.BadCredentials,
  /** X-Ent names an enterprise the user has switched away from (in another tab or the desktop client). */
  EnterpriseSwitched: ResponseCode.EnterpriseSwitched,
  /** A download too large for the browser: the portal offers the desktop client. */
  FileTooLarge: ResponseCode.FileTooLarge,
  /** A preview the server cannot give (not a PDF): a warning with our message. */
  PreviewUnavailable: ResponseCode.PreviewWarning,
  /** A name already taken (a flow template's name in its project): a warning toast with our message. */
  NameTaken: ResponseCode.Warning,
  /**
   * A state that forbids the action for now (drawings not recognised yet, no approver chosen): a warning toast
   * with our message, as the name check's.
   */
  NotReady: ResponseCode.Warning,
  /** Rapid upload: no stored file has this MD5 and size; the portal uploads it (passes through, no toast). */
  NewFile: ResponseCode.NewFile,
  /**
   * An upload the server cannot take (a part missing or altered, stored bytes not matching the declared MD5, an
   * upload not completed): an error toast with our message, the item fails. Not 40004, which fails every waiting
   * item of the panel.
   */
  UploadCheckFailed: ResponseCode.Error,
  /** A declared call this version does not answer yet: a warning toast. */
  NotYetAvailable: ResponseCode.Refused,
  /** The session is gone (HTTP 500 with a token message: the portal logs out). */
  TokenInvalid: 500,
  /** Anything unexpected (HTTP 500 with 抱歉！出错了). */
  ServerError: 500,
} as const;

/**
 * Messages of the server's answers. The Chinese is Atelier's unless the specification gives it. The texts of the
 * shared rules (`@atelier/api`: ApprovalMessage, FlowTemplateMessage, DownloadMessage, FileMessage, ...) are
 * defined there once, for the server and the fixtures; the names here point at them.
 */
export const ErrorMessage = {
  TokenInvalid: ResponseMessages.TokenInvalid,
  ServerError: ResponseMessages.SomethingWentWrong,
  MalformedRequest: CommonMessage.MalformedRequest,
  RequestTooLarge: '请求内容过大',
  ApiNotFound: '接口不存在',
  NotYetAvailable: '该功能暂未开放，敬请期待',
  BadCredentials: CommonMessage.BadCredentials,
  TooManyLoginFailures: SecurityMessage.LoginLocked,
  TooManyRequests: SecurityMessage.TooManyRequests,
  NoEnterprise: EnterpriseMessage.NoEnterprise,
  NotEnterpriseMember: CommonMessage.NotEnterpriseMember,
  NotCurrentEnterprise: '该企业不是您当前所在的企业，请先切换企业',
  /** The denial of a role an endpoint declares without words of its own (the stamps' text). */
  OnlyEnterpriseAdmin: StampMessage.OnlyAdmin,
  NoButtonPermission: '您没有进行此操作的权限',
  ProjectNotFound: CommonMessage.ProjectNotFound,
  ProjectOfAnotherEnterprise: ProjectAccessMessage.OfAnotherEnterprise,
  NotProjectMember: ProjectAccessMessage.NotMember,
  ResourceNotFound: FileMessage.NotFound,
  ResourceOfAnotherProject: FileMessage.OfAnotherProject,
  NotAFolder: FileMessage.NotAFolder,
  NoReadPermission: FileMessage.NoReadPermission,
  noDownloadPermission: (name: string) => `您没有下载“${name}”的权限`,
  NothingToDownload: DownloadMessage.NothingToDownload,
  ApprovalsOfSeveralProjects: '请选择同一项目的审批下载',
  FileTooLarge: DownloadMessage.FileTooLarge,
  PreviewPdfOnly: '该文件格式暂不支持在线预览，请下载后查看',
  RecordNotFound: FileMessage.RecordNotFound,
  TicketInvalid: '下载链接无效或已过期，请重新下载',
  TicketUsed: SecurityMessage.DownloadLinkUsed,
  FlowTemplateNotFound: FlowTemplateMessage.NotFound,
  DefaultTemplateNotFound: FlowTemplateMessage.DefaultNotFound,
  FlowTemplateOfAnotherProject: '该流程模板不属于当前项目',
  OnlyOwnerEditsTemplate: FlowTemplateMessage.OnlyOwnerEdits,
  OnlyOwnerDeletesTemplate: FlowTemplateMessage.OnlyOwnerDeletes,
  SpecialtyNotFound: '专业不存在',
  NodeDutyNotFound: '节点中的职责不存在',
  NodePeopleNotMembers: FlowTemplateMessage.NodePeopleNotMembers,
  NewFile: UploadMessage.NewFile,
  NoUploadPermission: '您没有在该文件夹上传文件的权限',
  NoUpdatePermission: '您没有更新该文件的权限',
  NotAFile: '目标不是文件',
  FolderTooDeep: '文件夹层级过深，最多100层',
  UploadNotFound: UploadMessage.NotFound,
  UploadOfAnotherUser: '该上传任务不是您发起的，无权操作',
  UploadFinished: '该上传任务已结束，请重新上传',
  UploadNotCompleted: UploadMessage.NotCompleted,
  PartNumberOutOfRange: '分片序号超出范围',
  partSizeWrong: (partNumber: number, expected: number) => `分片${partNumber}的大小应为${expected}字节`,
  PartsIncomplete: '分片不完整，请上传全部分片后再完成上传',
  partCheckFailed: UploadMessage.partCheckFailed,
  UploadMd5Mismatch: '文件校验失败：服务器收到的内容与文件的MD5不一致，请重新上传',
  PartLinkInvalid: '上传链接无效或已过期，请重新获取',
  DrawingsNotRecognised: ApprovalMessage.DrawingsNotRecognised,
  DrawingVersionChanged: '部分图纸已上传新版本，请重新识别',
  ApproverRequired: ApprovalMessage.ApproverRequired,
  ApproversNotMembers: '审批人不是该项目的成员',
  SignManNotAllowed: '签章人不能使用企业印章，请重新选择',
  OutputStampNotFound: '出图章不存在或已停用',
  CustomStampNotFound: '自定义章不存在或已停用',
  RegistrationStampNotFound: '注册章不存在或已停用',
  batchStampPositions: (positions: number) => `该批次图纸的图框最多加盖${positions}个注册章`,
  BatchWithoutDrawings: ApprovalMessage.BatchWithoutDrawings,
  DrawingInTwoBatches: ApprovalMessage.DrawingInTwoBatches,
  SubmissionIdInvalid: '提交编号无效，请刷新页面后重新发起',
  SubmissionIdUsed: '该提交编号已被使用，请刷新页面后重新发起',
  CaNotAvailable: '当前企业未开启印章云端存储，不能使用CA签章',
  AttachmentNotFound: '附件不存在或未上传完成',
  ReportNotFound: CommonMessage.ReportNotFound,
  BatchSignersChanged: '图纸签字人已变更，请重新分批',
  CorrectionNotMember: ApprovalMessage.CorrectionNotMember,
  NoFastApprovalPermission: '您没有发起快速签章的权限',
  NoOrderApprovalPermission: '您没有发起按序签章的权限',
  DefaultTemplateNotSet: '该项目的默认流程模板尚未设置节点，请先编辑默认模板',
  TemplateWithoutNodes: '该流程模板没有节点，请先编辑流程模板',
  TasksDoNotMatchTemplate: '审批节点与流程模板不一致，请重新选择流程模板',
  FileListedTwice: ApprovalMessage.FileListedTwice,
  StampOfUnlistedFile: '签章所在的文件不在本次审批中',
  SignatureStampNotFound: '个人签名不存在或已停用',
  fileStampPositions: (name: string, positions: number) => `“${name}”的图框最多加盖${positions}个注册章`,
  CorrectionDutyNotFound: '所选职责不存在',
  ApprovalNotFound: ApprovalMessage.NotFound,
  ApprovalOfAnotherEnterprise: '该审批不属于当前企业，无权访问',
  ApprovalFormNotFound: ApprovalMessage.FormNotFound,
  NotYourApprovalForm: '该审批单不属于您，无权处理',
  NothingToHandle: ApprovalMessage.NothingToHandle,
  OnlyLauncherWithdraws: ApprovalMessage.OnlyLauncherWithdraws,
  NotWithdrawable: ApprovalMessage.NotWithdrawable,
  NoRestamp: ApprovalMessage.NoRestamp,
  RestampNotPassed: ApprovalMessage.RestampNotPassed,
  NoApprovalAccess: '您不是该审批的发起人或审批人，且无权查看其中的文件',
} as const;

/**
 * A refusal the server answers with: the envelope `fail(code, message)` and an HTTP status (200 unless the client
 * must see a transport error, like the token message on HTTP 500).
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = 200,
  ) {
    super(message);
  }
}

/** Throws a shared rule's refusal (`@atelier/api`) as the server's answer: its code and message. */
export function refuse(refusal: RuleRefusal): never {
  throw new DomainError(refusal.code, refusal.message);
}

/** Throws the refusal a shared rule decided, if any. */
export function enforce(refusal: RuleRefusal | null): void {
  if (refusal) refuse(refusal);
}

/** Throws a denial (40009 with a clear message). */
export function deny(message: string): never {
  throw new DomainError(ErrorCode.Denied, message);
}

/** Throws the session-gone answer: HTTP 500 with 'Token失效，请重新登录', which the portal treats as logout. */
export function tokenInvalid(): never {
  throw new DomainError(ErrorCode.TokenInvalid, ErrorMessage.TokenInvalid, 500);
}
