import { ApplicationType, CaApprovalStatus, CertificateStatus, KeyStatus } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import {
  approvalTone,
  canAssignKey,
  certificateActions,
  certificateStatusOf,
  certificateTone,
  changeTypes,
  clampPage,
  deadlineText,
  defaultOrganisation,
  isRangeValid,
  isReviewRemarkTooLong,
  keyHolder,
  keyTone,
  pageCount,
  rangeQuery,
  reviewRemark,
} from './model';

const now = new Date('2025-06-01T12:00:00');

describe('certificateStatusOf', () => {
  it('keeps the server status, and an in-use certificate past its deadline has expired', () => {
    expect(certificateStatusOf({ certificateStatus: CertificateStatus.InUse, deadline: '2026-01-01' }, now)).toBe(
      CertificateStatus.InUse,
    );
    expect(certificateStatusOf({ certificateStatus: CertificateStatus.InUse, deadline: '2025-05-31' }, now)).toBe(
      CertificateStatus.Expired,
    );
    expect(certificateStatusOf({ certificateStatus: CertificateStatus.InUse, deadline: '2025-06-01' }, now)).toBe(
      CertificateStatus.InUse,
    );
    // Under review keeps its status even with an old deadline: the renewal is being decided.
    expect(certificateStatusOf({ certificateStatus: CertificateStatus.UnderReview, deadline: '2024-01-01' }, now)).toBe(
      CertificateStatus.UnderReview,
    );
    expect(certificateStatusOf({ certificateStatus: CertificateStatus.Rejected }, now)).toBe(
      CertificateStatus.Rejected,
    );
  });

  it('reads a certificate serial as in use when the server sends no status', () => {
    expect(certificateStatusOf({ signCertSn: 'CFCA-1', deadline: '2027-01-01' }, now)).toBe(CertificateStatus.InUse);
    expect(certificateStatusOf({ signCertSn: 'CFCA-1', deadline: '2024-01-01' }, now)).toBe(CertificateStatus.Expired);
    expect(certificateStatusOf({ signCertSn: null }, now)).toBe(CertificateStatus.NotApplied);
  });
});

describe('certificateActions', () => {
  it.each([
    [CertificateStatus.NotApplied, { apply: true, withdraw: false, change: false, renew: false, revoke: false }],
    [CertificateStatus.UnderReview, { apply: false, withdraw: true, change: false, renew: false, revoke: false }],
    [CertificateStatus.InUse, { apply: false, withdraw: false, change: true, renew: true, revoke: true }],
    [CertificateStatus.Rejected, { apply: true, withdraw: false, change: false, renew: false, revoke: false }],
    [CertificateStatus.Expired, { apply: false, withdraw: false, change: false, renew: true, revoke: false }],
  ])('status %s allows %o', (status, expected) => {
    expect(certificateActions(status)).toEqual(expected);
  });

  it('allows only withdrawing while an application is pending, whatever the status', () => {
    expect(certificateActions(CertificateStatus.InUse, true)).toEqual({
      apply: false,
      withdraw: true,
      change: false,
      renew: false,
      revoke: false,
    });
    expect(changeTypes(CertificateStatus.InUse, true)).toEqual([]);
  });

  it('lists the change types in button order', () => {
    expect(changeTypes(CertificateStatus.InUse)).toEqual([
      ApplicationType.Change,
      ApplicationType.Renew,
      ApplicationType.Revoke,
    ]);
    expect(changeTypes(CertificateStatus.Expired)).toEqual([ApplicationType.Renew]);
    expect(changeTypes(CertificateStatus.NotApplied)).toEqual([]);
  });
});

describe('texts and tones', () => {
  it('shows a missing deadline as - -', () => {
    expect(deadlineText(null)).toBe('- -');
    expect(deadlineText(undefined)).toBe('- -');
    expect(deadlineText('2027-12-31')).toBe('2027-12-31');
    expect(deadlineText('2027-12-31 23:59:59')).toBe('2027-12-31');
  });

  it('gives each status its tone', () => {
    expect(certificateTone(CertificateStatus.InUse)).toBe('success');
    expect(certificateTone(CertificateStatus.UnderReview)).toBe('processing');
    expect(certificateTone(CertificateStatus.Rejected)).toBe('error');
    expect(certificateTone(CertificateStatus.Expired)).toBe('warning');
    expect(certificateTone(CertificateStatus.NotApplied)).toBe('default');
    expect(approvalTone(CaApprovalStatus.Pending)).toBe('processing');
    expect(approvalTone(CaApprovalStatus.Refused)).toBe('error');
    expect(approvalTone(CaApprovalStatus.Withdrawn)).toBe('default');
    expect(keyTone(KeyStatus.Unused)).toBe('success');
    expect(keyTone(KeyStatus.Obsolete)).toBe('default');
  });
});

describe('organisations and keys', () => {
  const organisations = [{ caOrgId: 'ent' }, { caOrgId: 'cfca' }];
  it('chooses the stamp’s organisation, else the first (the enterprise CA)', () => {
    expect(defaultOrganisation(organisations, 'cfca')).toBe('cfca');
    expect(defaultOrganisation(organisations, null)).toBe('ent');
    expect(defaultOrganisation(organisations, 'gone')).toBe('ent');
    expect(defaultOrganisation([], null)).toBeNull();
  });

  it('assigns only unused keys and reads their holder', () => {
    expect(canAssignKey(KeyStatus.Unused)).toBe(true);
    expect(canAssignKey(KeyStatus.Used)).toBe(false);
    expect(canAssignKey(KeyStatus.Obsolete)).toBe(false);
    expect(keyHolder('{"realName":"张敏","userId":"u-004"}')).toBe('张敏');
    expect(keyHolder('{}')).toBeNull();
    expect(keyHolder('{"realName":""}')).toBeNull();
    expect(keyHolder('not json')).toBeNull();
    expect(keyHolder('null')).toBeNull();
  });
});

describe('review remark', () => {
  it('allows 256 characters, not 257', () => {
    expect(isReviewRemarkTooLong('审'.repeat(256))).toBe(false);
    expect(isReviewRemarkTooLong('审'.repeat(257))).toBe(true);
  });

  it('sends a trimmed remark, none when empty', () => {
    expect(reviewRemark('  材料不全 ')).toBe('材料不全');
    expect(reviewRemark('   ')).toBeUndefined();
  });
});

describe('paging', () => {
  it('counts pages and steps back to the last one with rows', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(clampPage(3, 41, 20)).toBe(3);
    expect(clampPage(3, 40, 20)).toBe(2);
    expect(clampPage(0, 40, 20)).toBe(1);
  });
});

describe('time range', () => {
  it('refuses an end before the start, open ends are fine', () => {
    expect(isRangeValid({ start: '2025-03-01', end: '2025-03-31' })).toBe(true);
    expect(isRangeValid({ start: '2025-03-01', end: '2025-03-01' })).toBe(true);
    expect(isRangeValid({ start: '2025-03-31', end: '2025-03-01' })).toBe(false);
    expect(isRangeValid({ start: '', end: '2025-03-01' })).toBe(true);
  });

  it('queries whole days', () => {
    expect(rangeQuery({ start: '2025-03-01', end: '2025-03-31' })).toEqual({
      startTime: '2025-03-01 00:00:00',
      endTime: '2025-03-31 23:59:59',
    });
    expect(rangeQuery({ start: '', end: '' })).toEqual({});
  });
});
