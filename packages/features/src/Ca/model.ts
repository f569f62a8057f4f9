/**
 * The rules of a stamp's CA certificate (000 sections 3, 4 "Stamp CA", 5, 9): its effective status (an in-use
 * certificate past its deadline has expired), which applications each status allows, the review remark's length,
 * paging of the lists, the holder an activation key records, and the time range of the stamp log.
 */
import {
  ApplicationType,
  CaApprovalStatus,
  CertificateStatus,
  DETAIL_REMARK_MAX,
  isCertificateExpired,
  KeyStatus,
  type Stamp,
} from '@atelier/api';
import type { StatusTagTone } from '@atelier/ui';

/** What the dialog and the server need of a stamp's certificate. */
export type CertificateFields = Pick<Stamp, 'certificateStatus' | 'deadline' | 'signCertSn'>;

/**
 * The status a stamp's certificate is in: the server's, or (when it sends none) in use when a certificate serial is
 * there; an in-use certificate whose deadline has passed counts as expired.
 */
export function certificateStatusOf(stamp: CertificateFields, now: Date = new Date()): CertificateStatus {
  const status = stamp.certificateStatus ?? (stamp.signCertSn ? CertificateStatus.InUse : CertificateStatus.NotApplied);
  if (status === CertificateStatus.InUse && isCertificateExpired(stamp.deadline, now)) return CertificateStatus.Expired;
  return status;
}

/** The tone of a certificate status's tag. */
export function certificateTone(status: CertificateStatus): StatusTagTone {
  switch (status) {
    case CertificateStatus.InUse:
      return 'success';
    case CertificateStatus.UnderReview:
      return 'processing';
    case CertificateStatus.Rejected:
      return 'error';
    case CertificateStatus.Expired:
      return 'warning';
    default:
      return 'default';
  }
}

/** A deadline as shown: the date, or '- -' when there is none (000 section 7, "Stamps"). */
export function deadlineText(deadline: string | null | undefined): string {
  return deadline ? deadline.slice(0, 10) : '- -';
}

/** What may be done with a certificate in a status. */
export interface CertificateActions {
  /** 申请: never applied, or the last application was rejected. */
  apply: boolean;
  /** 撤回申请: an application is under review. */
  withdraw: boolean;
  /** 变更: the certificate is in use. */
  change: boolean;
  /** 续期: in use, or expired. */
  renew: boolean;
  /** 注销: in use. */
  revoke: boolean;
}

/**
 * What a status allows. A pending application (`pending`: a change, renewal or revocation keeps the certificate in
 * use while it is reviewed) allows only withdrawing it: one application at a time.
 */
export function certificateActions(status: CertificateStatus, pending = false): CertificateActions {
  if (pending) return { apply: false, withdraw: true, change: false, renew: false, revoke: false };
  return {
    apply: status === CertificateStatus.NotApplied || status === CertificateStatus.Rejected,
    withdraw: status === CertificateStatus.UnderReview,
    change: status === CertificateStatus.InUse,
    renew: status === CertificateStatus.InUse || status === CertificateStatus.Expired,
    revoke: status === CertificateStatus.InUse,
  };
}

/** The application types (other than a new certificate) a status allows, in the order the buttons show. */
export function changeTypes(status: CertificateStatus, pending = false): ApplicationType[] {
  const actions = certificateActions(status, pending);
  return [
    ...(actions.change ? [ApplicationType.Change] : []),
    ...(actions.renew ? [ApplicationType.Renew] : []),
    ...(actions.revoke ? [ApplicationType.Revoke] : []),
  ];
}

/** The organisation chosen at first: the one the stamp already has, else the first listed (the enterprise CA). */
export function defaultOrganisation(
  organisations: readonly { caOrgId: string }[],
  current: string | null | undefined,
): string | null {
  if (current && organisations.some((o) => o.caOrgId === current)) return current;
  return organisations[0]?.caOrgId ?? null;
}

/** A review remark is at most 256 characters (the detail dialog's limit). */
export function isReviewRemarkTooLong(text: string): boolean {
  return text.length > DETAIL_REMARK_MAX;
}

/** The remark sent with a review: trimmed, left out when empty. */
export function reviewRemark(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The tone of a CA application's status. */
export function approvalTone(status: CaApprovalStatus): StatusTagTone {
  switch (status) {
    case CaApprovalStatus.Pending:
      return 'processing';
    case CaApprovalStatus.Passed:
      return 'success';
    case CaApprovalStatus.Refused:
      return 'error';
    default:
      return 'default';
  }
}

/** The tone of an activation key's status. */
export function keyTone(status: KeyStatus): StatusTagTone {
  return status === KeyStatus.Unused ? 'success' : status === KeyStatus.Used ? 'processing' : 'default';
}

/** Only an unused key can be given to a member. */
export function canAssignKey(status: KeyStatus): boolean {
  return status === KeyStatus.Unused;
}

/** Whom a key went to, from its descInfo JSON ({ realName }); null when it records nobody or is not JSON. */
export function keyHolder(descInfo: string): string | null {
  try {
    const value: unknown = JSON.parse(descInfo);
    if (value && typeof value === 'object' && 'realName' in value) {
      const name = (value as { realName: unknown }).realName;
      return typeof name === 'string' && name !== '' ? name : null;
    }
  } catch {
    // Not JSON: the key records nobody readable.
  }
  return null;
}

/** How many pages a list of `total` rows has (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page to show after the list changed under it: the last one that still has rows. */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, page), pageCount(total, pageSize));
}

/** A time range of the stamp log, 'YYYY-MM-DD' each end; either may be open. */
export interface TimeRange {
  start: string;
  end: string;
}

/** Whether a range is usable: an end before the start is not. */
export function isRangeValid({ start, end }: TimeRange): boolean {
  return start === '' || end === '' || start <= end;
}

/** The query of a range: the start of its first day, the end of its last (inclusive); open ends left out. */
export function rangeQuery({ start, end }: TimeRange): { startTime?: string; endTime?: string } {
  return {
    ...(start ? { startTime: `${start} 00:00:00` } : {}),
    ...(end ? { endTime: `${end} 23:59:59` } : {}),
  };
}
