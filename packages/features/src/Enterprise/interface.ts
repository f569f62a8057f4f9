import type { EnterpriseEntry, EnterpriseScale, JoinRequestStatus } from '@atelier/api';

// ---------------------------------------------------------------------------------------------------------------
// CreateEnterpriseDialog
// ---------------------------------------------------------------------------------------------------------------

export interface CreateEnterpriseDialogLocale {
  title: string;
  province: string;
  city: string;
  district: string;
  enterpriseName: string;
  enterpriseNamePlaceholder: string;
  companySize: string;
  /** The contract's `enterpriseScaleText`. */
  sizeText: Record<EnterpriseScale, string>;
  regionsFailed: string;
  cancel: string;
  submit: string;
}

export interface CreateEnterpriseDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * After the enterprise is created (it is the user's current one on the server): move the session's enterprise to
   * it, then reload the queries (the dialog refetches nothing: before the move every call would get 40014).
   */
  onCreated?: (result: { enterpriseId: string; message: string }) => void;
  locale?: Partial<CreateEnterpriseDialogLocale>;
}

// ---------------------------------------------------------------------------------------------------------------
// JoinEnterpriseDialog
// ---------------------------------------------------------------------------------------------------------------

export interface JoinEnterpriseDialogLocale {
  title: string;
  enterprise: string;
  enterprisePlaceholder: string;
  /** Under the search: by name or invitation code. */
  enterpriseHint: string;
  noResult: string;
  comment: string;
  commentPlaceholder: string;
  cancel: string;
  submit: string;
}

export interface JoinEnterpriseDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onJoined?: (result: { message: string }) => void;
  locale?: Partial<JoinEnterpriseDialogLocale>;
}

// ---------------------------------------------------------------------------------------------------------------
// JoinRequestList
// ---------------------------------------------------------------------------------------------------------------

export interface JoinRequestListLocale {
  title: string;
  realname: string;
  phone: string;
  comment: string;
  createTime: string;
  status: string;
  statusText: Record<JoinRequestStatus, string>;
  actions: string;
  approve: string;
  reject: string;
  approveLabel: (realname: string) => string;
  rejectLabel: (realname: string) => string;
  approved: string;
  rejected: string;
  empty: string;
  loadFailed: string;
  retry: string;
}

export interface JoinRequestListProps {
  /** Default 10 (001 section 9: enterprise user lists 10 a page). */
  pageSize?: number;
  /** After an approval or a rejection. */
  onChanged?: () => void;
  locale?: Partial<JoinRequestListLocale>;
}

// ---------------------------------------------------------------------------------------------------------------
// EnterpriseInfoForm
// ---------------------------------------------------------------------------------------------------------------

export interface EnterpriseInfoFormLocale {
  title: string;
  enterpriseName: string;
  shortName: string;
  companySize: string;
  sizeText: Record<EnterpriseScale, string>;
  region: string;
  invitationCode: string;
  creator: string;
  memberCount: string;
  createTime: string;
  expireDate: string;
  noExpiry: string;
  expired: string;
  daysLeft: (days: number) => string;
  /** A value a member reads that the administrator has not given (a short name, the size). */
  notFilled: string;
  avatar: string;
  noAvatar: string;
  uploadAvatar: string;
  removeAvatar: string;
  avatarHint: string;
  avatarRemoved: string;
  avatarUploaded: string;
  save: string;
  saved: string;
  /** Shown to members who are not administrators. */
  readOnly: string;
  loadFailed: string;
  retry: string;
}

export interface EnterpriseInfoFormProps {
  /** Whether the user administers the enterprise: the fields can be edited. */
  canEdit: boolean;
  /** Today, for the days left (tests and stories fix it). */
  now?: Date;
  /** Whether the section shows its own title (its h2); a page whose header already names it passes false (issue 22 item 14). */
  showTitle?: boolean;
  locale?: Partial<EnterpriseInfoFormLocale>;
}

/** The renewal banner's strings. */
export interface EnterpriseExpiryNoticeLocale {
  /** 当前企业将于2026-12-07到期（剩余10天），请联系客服续费 */
  expiresSoon: (date: string, days: number) => string;
}

export interface EnterpriseExpiryNoticeProps {
  /** The current enterprise's expiry (user info's enterpriseExpireDate), YYYY-MM-DD or none. */
  expireDate: string | null | undefined;
  /** Whole days left (user info's enterpriseDaysLeft, the server's count), or none. */
  daysLeft: number | null | undefined;
  className?: string;
  locale?: Partial<EnterpriseExpiryNoticeLocale>;
}

// ---------------------------------------------------------------------------------------------------------------
// LockedEnterprise
// ---------------------------------------------------------------------------------------------------------------

/** The locked-enterprise screen's strings. */
export interface LockedEnterpriseLocale {
  noEnterpriseTitle: string;
  noEnterpriseText: string;
  /** 当前企业已过期 */
  expiredTitle: string;
  /** 2.4: whom to ask for the renewal; 8.2: or switch to another enterprise. */
  expiredText: string;
  create: string;
  join: string;
  switchTo: string;
  switchPlaceholder: string;
}

export interface LockedEnterpriseProps {
  /** No enterprise joined (`none`) or the current one expired (`expired`). */
  state: 'none' | 'expired';
  /** The user's other enterprises, to switch to (expired ones are not offered). */
  enterprises: readonly EnterpriseEntry[];
  /** A switch is under way: the select waits. */
  isSwitching?: boolean;
  onSwitch: (enterpriseId: string) => void;
  onCreate: () => void;
  onJoin: () => void;
  /** The heading's level: 1 where the screen stands for the page (the portal's), 2 inside a page. */
  headingLevel?: 1 | 2;
  className?: string;
  locale?: Partial<LockedEnterpriseLocale>;
}
