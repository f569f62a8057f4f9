/** Proofreading, secrets, duties, configs, notifications, roles, folder permissions and sorting. */
import type { Texts, ValueOf } from './types';

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
