/**
 * The specification's code lists as named constants, each with its zh-CN texts (`…Text`) and en-US texts
 * (`…TextEn`). Where the specification gives a Chinese text it is used verbatim; where it gives only English,
 * the Chinese is the text a native product would show.
 *
 * Where the specification gives two readings of one list, both are kept and a comment says which one the server
 * uses. Code in Atelier names these constants and never writes the bare codes.
 */

type ValueOf<T> = T[keyof T];
type Texts<T extends Record<string, string | number>> = Record<ValueOf<T>, string>;

// ---------------------------------------------------------------------------------------------------------------
// Approvals (specification 000, section 3)
// ---------------------------------------------------------------------------------------------------------------

/**
 * Flow status codes, first listing of 000 section 3. THE SERVER USES THIS LISTING.
 * Also exported as `FlowStatus`.
 */
export const ApprovalStatus = {
  NotStarted: '0',
  InProgress: '1',
  Recalled: '2',
  Refused: '3',
  Passed: '4',
  PassedByOthers: '6',
  Signed: '7',
  Published: '8',
  Withdrawn: '9',
} as const;
export type ApprovalStatus = ValueOf<typeof ApprovalStatus>;
export const FlowStatus = ApprovalStatus;
export type FlowStatus = ApprovalStatus;
export const approvalStatusText: Texts<typeof ApprovalStatus> = {
  '0': '未开始',
  '1': '进行中',
  '2': '已撤回',
  '3': '已拒绝',
  '4': '已通过',
  '6': '他人已通过',
  '7': '已签章',
  '8': '已发布',
  '9': '已撤销',
};
export const approvalStatusTextEn: Texts<typeof ApprovalStatus> = {
  '0': 'Not started',
  '1': 'In progress',
  '2': 'Recalled',
  '3': 'Refused',
  '4': 'Passed',
  '6': 'Passed by others',
  '7': 'Signed',
  '8': 'Published',
  '9': 'Withdrawn',
};

/**
 * Flow status codes, second listing of 000 section 3 (in progress 1, withdrawn 2, refused 3, passed 4, stamped 7).
 * Kept for reading older data only: the server answers with {@link ApprovalStatus}.
 */
export const ApprovalStatusSecondListing = {
  InProgress: '1',
  Withdrawn: '2',
  Refused: '3',
  Passed: '4',
  Stamped: '7',
} as const;
export type ApprovalStatusSecondListing = ValueOf<typeof ApprovalStatusSecondListing>;

/**
 * Approval types (moduleType), second listing of 000 section 3. THE SERVER USES THIS LISTING: it matches the
 * workflow filters (borrow 2, publish 3, destroy 4, proofreading 5, meeting room 6). The workflow route filter
 * names knowledge 7 (see {@link WorkflowFilter}); the approval itself carries 9.
 * Quick signing and ordered signing are project approvals (1).
 */
export const ApprovalType = {
  Project: 1,
  Borrow: 2,
  Publish: 3,
  Destroy: 4,
  Proofreading: 5,
  MeetingRoom: 6,
  Knowledge: 9,
} as const;
export type ApprovalType = ValueOf<typeof ApprovalType>;
export const approvalTypeText: Texts<typeof ApprovalType> = {
  1: '项目审批',
  2: '借阅审批',
  3: '发布审批',
  4: '销毁审批',
  5: '校审审批',
  6: '会议室审批',
  9: '知识库审批',
};
export const approvalTypeTextEn: Texts<typeof ApprovalType> = {
  1: 'Project',
  2: 'Borrow',
  3: 'Publish',
  4: 'Destroy',
  5: 'Proofreading',
  6: 'Meeting room',
  9: 'Knowledge',
};

/** Approval types, first listing of 000 section 3 (0 borrow, 2 destroy, ...). Not used by the server. */
export const ApprovalTypeFirstListing = {
  Borrow: 0,
  Destroy: 2,
  Publish: 3,
  Proofreading: 5,
  MeetingRoom: 6,
  Knowledge: 9,
} as const;
export type ApprovalTypeFirstListing = ValueOf<typeof ApprovalTypeFirstListing>;

/** Workflow page filters (000 section 2, 001 section 2.2); 'all' sends no type. */
export const WorkflowFilter = {
  All: '',
  ArchiveBorrow: 2,
  FilePublish: 3,
  ArchiveDestroy: 4,
  Proofreading: 5,
  MeetingRoom: 6,
  Knowledge: 7,
} as const;
export type WorkflowFilter = ValueOf<typeof WorkflowFilter>;
export const workflowFilterText: Texts<typeof WorkflowFilter> = {
  '': '全部',
  2: '档案借阅',
  3: '文件发布',
  4: '档案销毁',
  5: '校审',
  6: '会议室',
  7: '知识库',
};
export const workflowFilterTextEn: Texts<typeof WorkflowFilter> = {
  '': 'All',
  2: 'Archive borrowing',
  3: 'File publishing',
  4: 'Archive destruction',
  5: 'Proofreading',
  6: 'Meeting room',
  7: 'Knowledge',
};

/** Approval centre list types. */
export const ApprovalListType = { ToApprove: 1, LaunchedByMe: 2, ApprovedByMe: 3 } as const;
export type ApprovalListType = ValueOf<typeof ApprovalListType>;
export const approvalListTypeText: Texts<typeof ApprovalListType> = { 1: '待我审批', 2: '我发起的', 3: '我已审批' };
export const approvalListTypeTextEn: Texts<typeof ApprovalListType> = {
  1: 'To approve',
  2: 'Launched by me',
  3: 'Approved by me',
};

/** Dashboard operation filter (000 section 3, 001 section 7.1). Codes not shown: Atelier's. */
export const OperationType = { PendingForMe: 'pending', LaunchedByMe: 'launched', Complete: 'complete' } as const;
export type OperationType = ValueOf<typeof OperationType>;
export const operationTypeText: Texts<typeof OperationType> = {
  pending: '待我处理',
  launched: '我发起的',
  complete: '流程已完成',
};
export const operationTypeTextEn: Texts<typeof OperationType> = {
  pending: 'Pending for me',
  launched: 'Launched by me',
  complete: 'Workflow complete',
};

/** Parallel or linear flow (flow-template dialog radio and act.isLinear). */
export const LinearMode = { Parallel: '0', Linear: '1' } as const;
export type LinearMode = ValueOf<typeof LinearMode>;
// The specification writes 并性, a typo: the product shows 并行 (the one text it does not copy, issue 22).
export const linearModeText: Texts<typeof LinearMode> = { '0': '并行', '1': '线性' };
export const linearModeTextEn: Texts<typeof LinearMode> = { '0': 'Parallel', '1': 'Linear' };

/** Flags sent as '1' / '0'. */
export const Flag = { Yes: '1', No: '0' } as const;
export type Flag = ValueOf<typeof Flag>;

/** Drawing review states 1-10 (000 section 3). */
export const DrawingReviewState = {
  DrawingUpload: 1,
  AwaitingReview: 2,
  FirstReviewSupplement: 3,
  FirstReviewReply: 4,
  SecondReviewSupplement: 5,
  SecondReviewReply: 6,
  ThirdReviewSupplement: 7,
  UnderReview: 8,
  Failed: 9,
  Completed: 10,
} as const;
export type DrawingReviewState = ValueOf<typeof DrawingReviewState>;
export const drawingReviewStateText: Texts<typeof DrawingReviewState> = {
  1: '图纸上传',
  2: '待审查',
  3: '一审补正',
  4: '一审回复',
  5: '二审补正',
  6: '二审回复',
  7: '三审补正',
  8: '审查中',
  9: '审查不通过',
  10: '审查完成',
};
export const drawingReviewStateTextEn: Texts<typeof DrawingReviewState> = {
  1: 'Drawing upload',
  2: 'Awaiting review',
  3: 'First-review supplement',
  4: 'First-review reply',
  5: 'Second-review supplement',
  6: 'Second-review reply',
  7: 'Third-review supplement',
  8: 'Under review',
  9: 'Failed',
  10: 'Completed',
};
/** Groups of drawing review states. */
export const drawingReviewStateGroups = {
  feedback: [1, 3, 4, 5, 6, 7],
  waitingToExamine: [2, 8],
  end: [9, 10],
} as const satisfies Record<string, readonly DrawingReviewState[]>;

/** Recognition status of a drawing (000 section 3). */
export const RecognitionStatus = {
  WaitingTranscode: '-1',
  Waiting: '0',
  Recognising: '3',
  Success: '5',
  NoFrameTemplate: '4_1',
  TemplateMismatch: '4_2',
  TemplateDeleted: '4_4',
  Failed: '4_9',
} as const;
export type RecognitionStatus = ValueOf<typeof RecognitionStatus>;
export const recognitionStatusText: Texts<typeof RecognitionStatus> = {
  '-1': '待转码',
  '0': '待识别',
  '3': '识别中',
  '5': '识别成功',
  '4_1': '该企业没有图框模板',
  '4_2': '图纸与图框模版不匹配',
  '4_4': '图框模版已删除',
  '4_9': '识别失败',
};
export const recognitionStatusTextEn: Texts<typeof RecognitionStatus> = {
  '-1': 'Waiting for transcoding',
  '0': 'Waiting for recognition',
  '3': 'Recognising',
  '5': 'Recognised',
  '4_1': 'The enterprise has no drawing-frame template',
  '4_2': 'The drawing does not match the frame template',
  '4_4': 'The frame template was deleted',
  '4_9': 'Recognition failed',
};
/** Codes after which polling stops. */
export const finalRecognitionStatuses: readonly RecognitionStatus[] = ['5', '4_1', '4_2', '4_4', '4_9'];
/** Codes that are still moving. */
export const pendingRecognitionStatuses: readonly RecognitionStatus[] = ['-1', '0', '3'];
/** Recognition polling: every 3 s, stop after 5 minutes. */
export const RECOGNITION_POLL_INTERVAL = 3_000;
export const RECOGNITION_POLL_LIMIT = 300_000;

/** Template check result (checkOcrTemplateChanges). */
export const TemplateChange = { None: '0', ReMatch: '1', ReRecognise: '2' } as const;
export type TemplateChange = ValueOf<typeof TemplateChange>;

/** Transcoding status (000 section 3, 001 section 3.5). */
export const TranscodeStatus = { Fail: 0, Success: 1, Ongoing: 2 } as const;
export type TranscodeStatus = ValueOf<typeof TranscodeStatus>;
export const transcodeStatusText: Texts<typeof TranscodeStatus> = { 0: '转码失败', 1: '转码成功', 2: '转码中' };
export const transcodeStatusTextEn: Texts<typeof TranscodeStatus> = { 0: 'Failed', 1: 'Succeeded', 2: 'Ongoing' };

/** Preview transform status. */
export const TransformStatus = { Pending: 0, Failed: 1, Success: 10 } as const;
export type TransformStatus = ValueOf<typeof TransformStatus>;
export const transformStatusText: Texts<typeof TransformStatus> = { 0: '待转换', 1: '转换失败', 10: '转换成功' };
export const transformStatusTextEn: Texts<typeof TransformStatus> = { 0: 'Pending', 1: 'Failed', 10: 'Succeeded' };

/** Sign status. */
export const SignStatus = { Fail: 0, Success: 1, Signing: 2, Waiting: 3 } as const;
export type SignStatus = ValueOf<typeof SignStatus>;
export const signStatusText: Texts<typeof SignStatus> = { 0: '签章失败', 1: '签章成功', 2: '签章中', 3: '待签章' };
export const signStatusTextEn: Texts<typeof SignStatus> = { 0: 'Failed', 1: 'Signed', 2: 'Signing', 3: 'Waiting' };

/** Validity. */
export const Validity = { Invalid: 0, Valid: 1, Unconfigured: 2 } as const;
export type Validity = ValueOf<typeof Validity>;
export const validityText: Texts<typeof Validity> = { 0: '无效', 1: '有效', 2: '未配置' };
export const validityTextEn: Texts<typeof Validity> = { 0: 'Invalid', 1: 'Valid', 2: 'Unconfigured' };

// ---------------------------------------------------------------------------------------------------------------
// Stamps and CA (000 section 3)
// ---------------------------------------------------------------------------------------------------------------

/** Stamp types. */
export const StampType = { PersonalSignature: 0, Output: 1, Custom: 2, Registration: 4 } as const;
export type StampType = ValueOf<typeof StampType>;
export const stampTypeText: Texts<typeof StampType> = { 0: '个人签名', 1: '出图章', 2: '自定义章', 4: '注册章' };
export const stampTypeTextEn: Texts<typeof StampType> = {
  0: 'Personal signature',
  1: 'Output stamp',
  2: 'Custom stamp',
  4: 'Registration stamp',
};

/** Enterprise stamp list types (getEntStampManagerPage type). */
export const EnterpriseStampListType = { Output: 1, Custom: 2, Registered: 4 } as const;
export type EnterpriseStampListType = ValueOf<typeof EnterpriseStampListType>;
export const enterpriseStampListTypeText: Texts<typeof EnterpriseStampListType> = {
  1: '出图章',
  2: '自定义章',
  4: '注册章',
};
export const enterpriseStampListTypeTextEn: Texts<typeof EnterpriseStampListType> = {
  1: 'Output stamps',
  2: 'Custom stamps',
  4: 'Registration stamps',
};

/** Stamp owner. */
export const OwnerType = { Personal: 1, Enterprise: 2 } as const;
export type OwnerType = ValueOf<typeof OwnerType>;
export const ownerTypeText: Texts<typeof OwnerType> = { 1: '个人', 2: '企业' };
export const ownerTypeTextEn: Texts<typeof OwnerType> = { 1: 'Personal', 2: 'Enterprise' };

/** Whether a stamp is enabled ('1'); disabled stamps are excluded from the wizard's lists. */
export const StampEnabled = { Enabled: '1', Disabled: '0' } as const;
export type StampEnabled = ValueOf<typeof StampEnabled>;

/**
 * The stamping of a passed approval's drawings (Atelier's; the specification has no code for it): kept apart from
 * the approval's status, which stays passed (4) whatever the stamping does.
 */
export const StampingState = {
  /** Stamping started (or stopped half-way: a retry finishes it). */
  Stamping: 'stamping',
  /** Every drawing has its stamped version. */
  Stamped: 'stamped',
  /** Some drawing could not be stamped (the reasons are kept); the stamped ones stay. */
  Failed: 'failed',
} as const;
export type StampingState = ValueOf<typeof StampingState>;
export const stampingStateText: Texts<typeof StampingState> = {
  stamping: '盖章中',
  stamped: '已盖章',
  failed: '盖章失败',
};
export const stampingStateTextEn: Texts<typeof StampingState> = {
  stamping: 'Stamping',
  stamped: 'Stamped',
  failed: 'Stamping failed',
};

/** CA certificate status. */
export const CertificateStatus = { NotApplied: 1, UnderReview: 2, InUse: 3, Rejected: 4, Expired: 5 } as const;
export type CertificateStatus = ValueOf<typeof CertificateStatus>;
export const certificateStatusText: Texts<typeof CertificateStatus> = {
  1: '未申请',
  2: '审核中',
  3: '使用中',
  4: '审核驳回',
  5: '已过期',
};
export const certificateStatusTextEn: Texts<typeof CertificateStatus> = {
  1: 'Not applied',
  2: 'Under review',
  3: 'In use',
  4: 'Review rejected',
  5: 'Expired',
};

/** CA application type. */
export const ApplicationType = { Create: 1, Change: 2, Renew: 3, Revoke: 4 } as const;
export type ApplicationType = ValueOf<typeof ApplicationType>;
export const applicationTypeText: Texts<typeof ApplicationType> = { 1: '新办', 2: '变更', 3: '续期', 4: '注销' };
export const applicationTypeTextEn: Texts<typeof ApplicationType> = {
  1: 'Create',
  2: 'Change',
  3: 'Renew',
  4: 'Revoke',
};

/** CA approval status. */
export const CaApprovalStatus = { Pending: 1, Passed: 2, Refused: 3, Withdrawn: 4 } as const;
export type CaApprovalStatus = ValueOf<typeof CaApprovalStatus>;
export const caApprovalStatusText: Texts<typeof CaApprovalStatus> = {
  1: '待审核',
  2: '已通过',
  3: '已拒绝',
  4: '已撤回',
};
export const caApprovalStatusTextEn: Texts<typeof CaApprovalStatus> = {
  1: 'Pending',
  2: 'Passed',
  3: 'Refused',
  4: 'Withdrawn',
};

/** Activation-key (CDK) status. */
export const KeyStatus = { Unused: 1, Used: 2, Obsolete: 3 } as const;
export type KeyStatus = ValueOf<typeof KeyStatus>;
export const keyStatusText: Texts<typeof KeyStatus> = { 1: '未使用', 2: '已使用', 3: '已作废' };
export const keyStatusTextEn: Texts<typeof KeyStatus> = { 1: 'Unused', 2: 'Used', 3: 'Obsolete' };

// ---------------------------------------------------------------------------------------------------------------
// Proofreading, secrets, duties, configs
// ---------------------------------------------------------------------------------------------------------------

/** Proofreading roles (prooType): 4 is the first linear step, 3 the leader and final linear step. */
export const ProoType = { Proofread: 1, Examine: 2, Leader: 3, First: 4 } as const;
export type ProoType = ValueOf<typeof ProoType>;
export const prooTypeText: Texts<typeof ProoType> = { 1: '校对', 2: '审核', 3: '审定', 4: '设计' };
export const prooTypeTextEn: Texts<typeof ProoType> = { 1: 'Proofread', 2: 'Examine', 3: 'Authorize', 4: 'Design' };

/** Proofread kinds. */
export const ProofreadKind = {
  Proofread: 'proofread',
  Examine: 'examine',
  Authorize: 'authorize',
  SpecialtyLeader: 'specialtyLeader',
} as const;
export type ProofreadKind = ValueOf<typeof ProofreadKind>;
export const proofreadKindText: Texts<typeof ProofreadKind> = {
  proofread: '校对',
  examine: '审核',
  authorize: '审定',
  specialtyLeader: '专业负责人',
};
export const proofreadKindTextEn: Texts<typeof ProofreadKind> = {
  proofread: 'Proofread',
  examine: 'Examine',
  authorize: 'Authorize',
  specialtyLeader: 'Specialty leader',
};

/** Mark summary value meaning passed. */
export const MARK_PASSED = '2';

/** Secret level (000 section 3, 001 section 3.8). */
export const SecretLevel = { Secret: 1, Confidential: 2, TopSecret: 3, ArchiveDestroy: 4 } as const;
export type SecretLevel = ValueOf<typeof SecretLevel>;
export const secretLevelText: Texts<typeof SecretLevel> = { 1: '秘密', 2: '机密', 3: '绝密', 4: '档案销毁' };
export const secretLevelTextEn: Texts<typeof SecretLevel> = {
  1: 'Secret',
  2: 'Confidential',
  3: 'Top secret',
  4: 'Archive destroy',
};

/** Duty role (0 = all in one list). */
export const DutyRole = { All: 0, Normal: 1, Manager: 2 } as const;
export type DutyRole = ValueOf<typeof DutyRole>;
export const dutyRoleText: Texts<typeof DutyRole> = { 0: '全部', 1: '普通', 2: '管理' };
export const dutyRoleTextEn: Texts<typeof DutyRole> = { 0: 'All', 1: 'Normal', 2: 'Manager' };

/** The duties a design firm signs drawings with (the seed dictionary uses these names). */
export const StandardDuty = {
  Design: '设计',
  Proofread: '校对',
  Examine: '审核',
  Authorize: '审定',
  SpecialtyLeader: '专业负责人',
  ProjectLeader: '项目负责人',
} as const;
export type StandardDuty = ValueOf<typeof StandardDuty>;

/**
 * Why a drawing failed the drawing check (000 sections 2 and 4). The server writes them into the check's lists and
 * the error report; the portal shows them as they are.
 */
export const DrawingCheckReason = {
  /** The title block could not be read at all (its recognition status text). */
  titleBlockUnread: (status: string) => `未识别到图签信息（${status}）`,
  /** A printed field of the title block (图号, 图名 ...) is empty. */
  printedInfoMissing: (label: string) => `图签缺少打印信息：${label}`,
  /** The template has a signer field for the duty, but nobody is named in it. */
  signerMissing: (duty: string) => `${duty}：未识别到签字人`,
  /** The name in the field is nobody of the project. */
  signerNotInProject: (duty: string, name: string) => `${duty}：${name} 未加入项目`,
  /** More than one project member has the name. */
  signerAmbiguous: (duty: string, name: string) => `${duty}：项目中有多名 ${name}`,
  /** The sheet is the template's size times `scale`: drawn in another unit than millimetres. */
  unitNotMillimetre: (scale: string) => `图纸单位不是毫米（图幅为图框模板的 ${scale} 倍）`,
} as const;

/** Borrowing validity periods (days). */
export const BorrowValidity = { SevenDays: 7, FourteenDays: 14, OneMonth: 30, ThreeMonths: 90 } as const;
export type BorrowValidity = ValueOf<typeof BorrowValidity>;
export const borrowValidityText: Texts<typeof BorrowValidity> = { 7: '7天', 14: '14天', 30: '1个月', 90: '3个月' };
export const borrowValidityTextEn: Texts<typeof BorrowValidity> = {
  7: '7 days',
  14: '14 days',
  30: '1 month',
  90: '3 months',
};

/** Share-link validity in days; default 7. */
export const ShareLinkDays = { One: 1, Three: 3, Five: 5, Seven: 7 } as const;
export type ShareLinkDays = ValueOf<typeof ShareLinkDays>;
export const DEFAULT_SHARE_LINK_DAYS: ShareLinkDays = ShareLinkDays.Seven;

/** User setting types. */
export const ConfigType = {
  Schedule: 1,
  Archives: 2,
  Statistics: 3,
  FilterSuffix: 4,
  Approval: 5,
  ProjectList: 11,
} as const;
export type ConfigType = ValueOf<typeof ConfigType>;

/** Notification and socket message types (000 section 3, 001 section 3.2). */
export const NotificationType = {
  FileDeleted: 2102001,
  FileRenamed: 2102002,
  SignRequest: 2101001,
  AutoApproved: 2101002,
  SealRequest: 2101003,
  SealCompleted: 2101004,
  Approved: 2101005,
  Rejected: 2101006,
  Withdrawn: 2101007,
  TaskChatMessage: 2008001,
  ProjectNotice: 2008008,
  AdminRightRemoved: 2006004,
  HeartbeatReply: 9001001,
  Heartbeat: 1000001,
} as const;
export type NotificationType = ValueOf<typeof NotificationType>;
export const notificationTypeText: Texts<typeof NotificationType> = {
  2102001: '文件已删除',
  2102002: '文件已重命名',
  2101001: '签字请求',
  2101002: '自动审批通过',
  2101003: '盖章请求',
  2101004: '盖章完成',
  2101005: '审批通过',
  2101006: '审批驳回',
  2101007: '审批已撤回',
  2008001: '任务聊天消息',
  2008008: '项目消息',
  2006004: '企业管理员权限已移除',
  9001001: '心跳回复',
  1000001: '心跳',
};
export const notificationTypeTextEn: Texts<typeof NotificationType> = {
  2102001: 'File deleted',
  2102002: 'File renamed',
  2101001: 'Sign request',
  2101002: 'Auto-approved',
  2101003: 'Seal request',
  2101004: 'Seal completed',
  2101005: 'Approved',
  2101006: 'Rejected',
  2101007: 'Approval withdrawn',
  2008001: 'Task chat message',
  2008008: 'Project message',
  2006004: 'Enterprise admin right removed',
  9001001: 'Heartbeat reply',
  1000001: 'Heartbeat',
};

/** Read state of a notification. */
export const ReadState = { Unread: '0', Read: '1' } as const;
export type ReadState = ValueOf<typeof ReadState>;

/** The three fixed enterprise roles. Their ids are not shown: Atelier's. */
export const FixedRoleId = {
  PublishingManager: 'role-publishing-manager',
  EnterpriseAdmin: 'role-enterprise-admin',
  ArchiveAdmin: 'role-archive-admin',
} as const;
export type FixedRoleId = ValueOf<typeof FixedRoleId>;

/**
 * Folder permission. 001 section 3.4 gives head 5, editor 4, downloader 3, read-only 2, not inherited -1; another
 * list gives the same codes without -1. Both agree; the server uses the codes below.
 */
export const FolderPermission = { NotInherited: -1, ReadOnly: 2, Download: 3, Edit: 4, Head: 5 } as const;
export type FolderPermission = ValueOf<typeof FolderPermission>;
export const folderPermissionText: Texts<typeof FolderPermission> = {
  '-1': '不继承',
  2: '只读',
  3: '下载',
  4: '编辑',
  5: '负责人',
};
export const folderPermissionTextEn: Texts<typeof FolderPermission> = {
  '-1': 'Not inherited',
  2: 'Read-only',
  3: 'Download',
  4: 'Edit',
  5: 'Head',
};

/** Fields a project directory can be sorted by (files list `order`, folder tree `field`). Atelier's names. */
export const ResourceSortField = {
  Name: 'resName',
  UpdateTime: 'updateTime',
  Size: 'fileSize',
  Type: 'fileExt',
} as const;
export type ResourceSortField = ValueOf<typeof ResourceSortField>;
export const resourceSortFieldText: Texts<typeof ResourceSortField> = {
  resName: '名称',
  updateTime: '修改时间',
  fileSize: '大小',
  fileExt: '类型',
};
export const resourceSortFieldTextEn: Texts<typeof ResourceSortField> = {
  resName: 'Name',
  updateTime: 'Modified',
  fileSize: 'Size',
  fileExt: 'Type',
};

/** Sort direction (folder tree `order`). */
export const SortOrder = { Asc: 'asc', Desc: 'desc' } as const;
export type SortOrder = ValueOf<typeof SortOrder>;

/** Payment ways. */
export const PaymentWay = { Alipay: 1, Wechat: 2 } as const;
export type PaymentWay = ValueOf<typeof PaymentWay>;

// ---------------------------------------------------------------------------------------------------------------
// Enterprises and projects (001 section 3)
// ---------------------------------------------------------------------------------------------------------------

/** Company size options (codes not shown: Atelier's). */
export const EnterpriseScale = { Under20: 1, From20To50: 2, From50To100: 3, From100To200: 4, Over200: 5 } as const;
export type EnterpriseScale = ValueOf<typeof EnterpriseScale>;
export const enterpriseScaleText: Texts<typeof EnterpriseScale> = {
  1: '20人以下',
  2: '20-50人',
  3: '50-100人',
  4: '100-200人',
  5: '200人以上',
};
export const enterpriseScaleTextEn: Texts<typeof EnterpriseScale> = {
  1: 'Under 20',
  2: '20-50',
  3: '50-100',
  4: '100-200',
  5: 'Over 200',
};

/** Project types: quick 1, engineering (ordinary) 2, template 3, coordination 5. */
export const ProjectType = { Quick: '1', Engineering: '2', Template: '3', Coordination: '5' } as const;
export type ProjectType = ValueOf<typeof ProjectType>;
export const projectTypeText: Texts<typeof ProjectType> = {
  '1': '快捷项目',
  '2': '工程项目',
  '3': '模板项目',
  '5': '协同项目',
};
export const projectTypeTextEn: Texts<typeof ProjectType> = {
  '1': 'Quick project',
  '2': 'Engineering project',
  '3': 'Template',
  '5': 'Coordination project',
};

/** Project role. Leader (2) is deprecated. */
export const ProjectRole = { Creator: 0, Manager: 1, Leader: 2, Member: 4 } as const;
export type ProjectRole = ValueOf<typeof ProjectRole>;
export const projectRoleText: Texts<typeof ProjectRole> = { 0: '创建者', 1: '项目经理', 2: '负责人', 4: '普通成员' };
export const projectRoleTextEn: Texts<typeof ProjectRole> = { 0: 'Creator', 1: 'Manager', 2: 'Leader', 4: 'Member' };

/** Project permission levels. */
export const PermissionLevel = { Creator: 9, Manager: 8, Member: 2 } as const;
export type PermissionLevel = ValueOf<typeof PermissionLevel>;

/** Staff types at project creation. */
export const StaffType = { ProjectManager: '1', PersonInCharge: '2', Member: '4' } as const;
export type StaffType = ValueOf<typeof StaffType>;
export const staffTypeText: Texts<typeof StaffType> = { '1': '项目经理', '2': '项目负责人', '4': '普通成员' };
export const staffTypeTextEn: Texts<typeof StaffType> = {
  '1': 'Project manager',
  '2': 'Person in charge',
  '4': 'Member',
};

/** File archive state. */
export const FileArchiveState = { NotArchived: 0, Pending: 1, Archived: 2 } as const;
export type FileArchiveState = ValueOf<typeof FileArchiveState>;

/** Folder types that accept PDF only (001 section 5.8). */
export const PDF_ONLY_FOLDER_TYPES = ['4_4', '4_6'] as const;

/** Log types (001 section 3.2). */
export const LogType = {
  All: '',
  File: '1',
  Project: '5',
  Workflow: '8',
  Archive: '10',
  Mark: '20',
  Schedule: '21',
  ProjectApproval: '26',
  Party: '40',
  Knowledge: '70',
  DrawingReview: '71',
} as const;
export type LogType = ValueOf<typeof LogType>;

// ---------------------------------------------------------------------------------------------------------------
// Uploads and downloads (001 sections 3.5 and 4.1)
// ---------------------------------------------------------------------------------------------------------------

/** Upload item status (001 section 4.1). Cancelled (4) comes from a separate list. */
export const UploadItemStatus = {
  Waiting: 0,
  Checking: 1,
  Uploading: 2,
  Paused: 3,
  Cancelled: 4,
  Success: 5,
  Failed: 6,
  InstantSuccess: 7,
  ExtensionTooLong: 8,
  SizeLimit: 9,
  NotPdf: 10,
} as const;
export type UploadItemStatus = ValueOf<typeof UploadItemStatus>;
export const uploadItemStatusText: Texts<typeof UploadItemStatus> = {
  0: '等待上传',
  1: '校验中',
  2: '上传中',
  3: '已暂停',
  4: '已取消',
  5: '上传成功',
  6: '上传失败',
  7: '秒传成功',
  8: '后缀名过长',
  9: '文件大小超出限制',
  10: '仅支持pdf格式',
};
export const uploadItemStatusTextEn: Texts<typeof UploadItemStatus> = {
  0: 'Waiting',
  1: 'Checking',
  2: 'Uploading',
  3: 'Paused',
  4: 'Cancelled',
  5: 'Uploaded',
  6: 'Failed',
  7: 'Instantly uploaded',
  8: 'Extension too long',
  9: 'Size limit exceeded',
  10: 'PDF only',
};

/** Upload target of an item (fileStatus). */
export const UploadTarget = {
  Disk: 'disk',
  Project: 'project',
  ProjectEdition: 'projectEdition',
  Schedule: 'schedule',
  Archive: 'archive',
  ArchiveEdition: 'archiveEdition',
  PreArchive: 'preArchive',
} as const;
export type UploadTarget = ValueOf<typeof UploadTarget>;

/** Disk type. */
export const DiskType = { User: 1, Enterprise: 2, System: 4 } as const;
export type DiskType = ValueOf<typeof DiskType>;

/** Resource owner type (001 section 3.5). */
export const ResourceOwnerType = {
  NormalProject: 1,
  QuickProject: 2,
  Personal: 3,
  ArchiveCenter: 4,
  ConfigFile: 5,
  AnnotationPicture: 6,
  TaskPicture: 7,
  MeetingOrKnowledgePicture: 8,
  CaApplicationFile: 9,
  HelpFile: 10,
  TemplateFile: 11,
  PcJournal: 12,
  Attachment: 13,
  AwardPicture: 14,
  CleanGovernmentEducation: 17,
} as const;
export type ResourceOwnerType = ValueOf<typeof ResourceOwnerType>;

/** Download task status. */
export const DownloadTaskStatus = { Failed: 0, Completed: 1, InProgress: 2, Paused: 3, Waiting: 4 } as const;
export type DownloadTaskStatus = ValueOf<typeof DownloadTaskStatus>;
export const downloadTaskStatusText: Texts<typeof DownloadTaskStatus> = {
  0: '下载失败',
  1: '已完成',
  2: '下载中',
  3: '已暂停',
  4: '等待中',
};
export const downloadTaskStatusTextEn: Texts<typeof DownloadTaskStatus> = {
  0: 'Failed',
  1: 'Completed',
  2: 'In progress',
  3: 'Paused',
  4: 'Waiting',
};

/** Download scene. */
export const DownloadScene = {
  ProjectCenter: 0,
  ArchiveCenter: 1,
  MeetingCenter: 2,
  NetworkDisk: 3,
  PreArchive: 4,
  DrawingCheckCenter: 5,
} as const;
export type DownloadScene = ValueOf<typeof DownloadScene>;

/** Usage state and sync state. */
export const UsageState = { Unused: 0, InUse: 1 } as const;
export type UsageState = ValueOf<typeof UsageState>;
export const SyncState = { NotSynced: 0, Synced: 1, Syncing: 2 } as const;
export type SyncState = ValueOf<typeof SyncState>;

/** Client app types (download link by appType). */
export const AppType = { Pc: 'pc' } as const;
export type AppType = ValueOf<typeof AppType>;

/** Values of the X-User-Agent header. */
export const ClientAgent = { Web: 'web', Pc: 'pc' } as const;
export type ClientAgent = ValueOf<typeof ClientAgent>;

/** Archive format codes (also the disk categories). */
export const ArchiveFormat = {
  Document: 'FMT01',
  Picture: 'FMT02',
  Audio: 'FMT03',
  Video: 'FMT04',
  Other: 'FMT06',
  Compressed: 'FMT07',
  Cad: 'FMT08',
} as const;
export type ArchiveFormat = ValueOf<typeof ArchiveFormat>;
export const archiveFormatText: Texts<typeof ArchiveFormat> = {
  FMT01: '文档',
  FMT02: '图片',
  FMT03: '音频',
  FMT04: '视频',
  FMT06: '其他',
  FMT07: '压缩包',
  FMT08: 'CAD',
};
export const archiveFormatTextEn: Texts<typeof ArchiveFormat> = {
  FMT01: 'Documents',
  FMT02: 'Images',
  FMT03: 'Audio',
  FMT04: 'Video',
  FMT06: 'Other',
  FMT07: 'Archives',
  FMT08: 'CAD',
};

// ---------------------------------------------------------------------------------------------------------------
// Business constants (000 section 9, 001 section 9)
// ---------------------------------------------------------------------------------------------------------------

export const PageSize = {
  StampList: 50,
  CaList: 20,
  ProofreadingLog: 50,
  PublishList: 50,
  OpinionBank: 30,
  Marks: 100,
  FlowTemplates: 10,
  ApprovalList: 50,
  Duties: 100,
  FolderTree: 500,
  ProjectList: 100,
  ProjectListApi: 50,
} as const;

/** The default remark of a pass. */
export const DEFAULT_PASS_REMARK = '同意';
/** Print copies default. */
export const DEFAULT_PRINT_COPIES = 1;
/** The id of the "none" option of the output stamp select. */
export const NO_OUTPUT_STAMP_ID = '0';

/** Button permission keys (the `auth` list of the user's permissions) the portal checks by name (001 section 6). */
export const ButtonPermission = {
  ProofreadingApproval: 'pro:file:proofreadingApproval',
  FastApproval: 'pro:file:fastApproval',
  OrderApproval: 'pro:file:orderApproval',
  UniversalApproval: 'pro:file:unversalApproval',
  BorrowApply: 'arc:file:borrowApply',
  /** CA-backed stamps kept in the cloud: the quick and ordered approvals' CA checkbox. */
  StampSaveOnCloud: 'basicInfo:stampSaveOnCloud',
} as const;
export type ButtonPermission = ValueOf<typeof ButtonPermission>;
