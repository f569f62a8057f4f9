/** Stamps and CA certificates (000 section 3). */
import type { Texts, ValueOf } from './types';

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
