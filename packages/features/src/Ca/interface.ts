import type { ApplicationType, CaApprovalStatus, CertificateStatus, KeyStatus, Stamp, StampType } from '@atelier/api';
import type { CertificateFields } from './model';

// ---------------------------------------------------------------------------------------------------------------
// CertificateStatusTag
// ---------------------------------------------------------------------------------------------------------------

export interface CertificateStatusTagLocale {
  /** The contract's `certificateStatusText`. */
  statusText: Record<CertificateStatus, string>;
  /** The deadline after the status: 有效期至 2027-12-31. */
  validUntil: (date: string) => string;
}

export interface CertificateStatusTagProps {
  /** The stamp (its certificateStatus, deadline and serial). */
  stamp: CertificateFields;
  /** Show the deadline after the status (when there is one); default true. */
  showDeadline?: boolean;
  /** Today, for the expiry (tests and stories fix it). */
  now?: Date;
  className?: string;
  locale?: Partial<CertificateStatusTagLocale>;
}

// ---------------------------------------------------------------------------------------------------------------
// CaApplicationDialog
// ---------------------------------------------------------------------------------------------------------------

export interface CaApplicationDialogLocale {
  title: string;
  stampLabel: string;
  statusLabel: string;
  organisationLabel: string;
  serialLabel: string;
  deadlineLabel: string;
  /** Under the organisation choice. */
  organisationHint: string;
  organisationRequired: string;
  organisationsFailed: string;
  noOrganisations: string;
  cdkLabel: string;
  cdkHint: string;
  apply: string;
  applied: string;
  underReview: string;
  /** A change, renewal or revocation under review (the certificate stays in use meanwhile). */
  changeUnderReview: (type: string) => string;
  withdraw: string;
  withdrawn: string;
  rejected: string;
  rejectedReason: (remarks: string) => string;
  expired: string;
  notApplied: string;
  inUse: string;
  /** The buttons of change 2, renew 3 and revoke 4. */
  typeText: Record<ApplicationType, string>;
  /** After the server took a change, renewal or revocation. */
  typeApplied: Record<ApplicationType, string>;
  revokeTitle: string;
  revokeContent: (stampName: string) => string;
  viewLog: string;
  /** The button of CaCertificateCell. */
  manage: string;
  manageFor: (stampName: string) => string;
  close: string;
  cancel: string;
  retry: string;
}

export interface CaApplicationDialogProps {
  /** The stamp whose certificate is managed; the dialog shows its status and the applications it allows. */
  stamp: Stamp;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** After the server took an application or a withdrawal (the stamp lists refresh: the status changed). */
  onChanged?: () => void;
  /** Today, for the expiry (tests and stories fix it). */
  now?: Date;
  locale?: Partial<CaApplicationDialogLocale>;
}

export interface CaCertificateCellProps {
  /** The stamp of the row. */
  stamp: Stamp;
  /** After an application or a withdrawal (the stamp lists refresh by themselves too). */
  onChanged?: () => void;
  /** Today, for the expiry (tests and stories fix it). */
  now?: Date;
  locale?: Partial<CaApplicationDialogLocale>;
}

// ---------------------------------------------------------------------------------------------------------------
// CaReviewList
// ---------------------------------------------------------------------------------------------------------------

export interface CaReviewListLocale {
  title: string;
  statusFilter: string;
  all: string;
  search: string;
  searchPlaceholder: string;
  stampName: string;
  stampType: string;
  applicant: string;
  type: string;
  organisation: string;
  createTime: string;
  status: string;
  remarks: string;
  actions: string;
  pass: string;
  refuse: string;
  passFor: (stampName: string) => string;
  refuseFor: (stampName: string) => string;
  passTitle: string;
  refuseTitle: string;
  /** What is decided: 一级注册建筑师 陈建国 · 新办 · 陈建国. */
  subject: (stampName: string, type: string, applicant: string) => string;
  remarkLabel: string;
  passPlaceholder: string;
  refusePlaceholder: string;
  remarkTooLong: string;
  passed: string;
  refused: string;
  empty: string;
  emptyFiltered: string;
  loadFailed: string;
  retry: string;
  cancel: string;
  statusText: Record<CaApprovalStatus, string>;
  typeText: Record<ApplicationType, string>;
  stampTypeText: Record<StampType, string>;
}

export interface CaReviewListProps {
  /** Rows per page; 20 (the CA list's page size) by default. */
  pageSize?: number;
  /** After a pass or refusal (stamp lists elsewhere refresh). */
  onChanged?: () => void;
  locale?: Partial<CaReviewListLocale>;
}

// ---------------------------------------------------------------------------------------------------------------
// CaLogDialog
// ---------------------------------------------------------------------------------------------------------------

export interface CaLogDialogLocale {
  title: (stampName: string) => string;
  type: string;
  status: string;
  time: string;
  remarks: string;
  empty: string;
  loadFailed: string;
  retry: string;
  close: string;
  typeText: Record<ApplicationType, string>;
  statusText: Record<CaApprovalStatus, string>;
}

export interface CaLogDialogProps {
  stampId: string;
  stampName: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  locale?: Partial<CaLogDialogLocale>;
}

// ---------------------------------------------------------------------------------------------------------------
// ActivationKeyTable
// ---------------------------------------------------------------------------------------------------------------

export interface ActivationKeyTableLocale {
  title: string;
  statusFilter: string;
  all: string;
  cdk: string;
  status: string;
  holder: string;
  createTime: string;
  actions: string;
  assign: string;
  assignFor: (cdk: string) => string;
  assignTitle: string;
  assignSubject: (cdk: string) => string;
  memberLabel: string;
  memberPlaceholder: string;
  memberRequired: string;
  membersFailed: string;
  noMembers: string;
  assigned: string;
  empty: string;
  loadFailed: string;
  retry: string;
  cancel: string;
  statusText: Record<KeyStatus, string>;
}

export interface ActivationKeyTableProps {
  /** The enterprise (the X-Ent header's when left out). */
  enterpriseId?: string;
  /** After a key was assigned. */
  onChanged?: () => void;
  /** Whether the section shows its own title (its h2); a page whose header already names it passes false (issue 22 item 14). */
  showTitle?: boolean;
  locale?: Partial<ActivationKeyTableLocale>;
}

// ---------------------------------------------------------------------------------------------------------------
// StampLogTable
// ---------------------------------------------------------------------------------------------------------------

export interface StampLogTableLocale {
  title: string;
  start: string;
  end: string;
  rangeInvalid: string;
  reset: string;
  stamp: string;
  user: string;
  operation: string;
  time: string;
  empty: string;
  loadFailed: string;
  retry: string;
}

export interface StampLogTableProps {
  /** Only this stamp's uses. */
  stampId?: string;
  /** Only this person's uses. */
  userId?: string;
  /** The enterprise (the X-Ent header's when left out). */
  enterpriseId?: string;
  /** Rows per page; 50 by default. */
  pageSize?: number;
  locale?: Partial<StampLogTableLocale>;
}
