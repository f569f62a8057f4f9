import { describe, expect, it } from 'vitest';
import { ApplicationType, ApprovalStatus, CertificateStatus } from '../entities/constants';
import { ApprovalMessage, batchStampsRefusal, checkQuickSubmission, MAX_STAMPS_PER_BATCH } from './approvals';
import { CaMessage, caApplicationRefusal } from './ca';
import { BATCH_STAMPS_DUPLICATED, BATCH_TOO_MANY_STAMPS } from './messages';
import {
  confirmPublishRefusal,
  firmDate,
  isDeliveryTimeInPast,
  PublishButton,
  PublishMessage,
  PublishRefusal,
  publishActions,
  shareRefusal,
} from './publish';
import { RefusalCode } from './refusal';

describe('the firms’ date', () => {
  it('is the date in Asia/Shanghai, whatever the zone of the caller', () => {
    // 2025-03-09 20:30 UTC is 2025-03-10 04:30 in Shanghai.
    expect(firmDate(new Date('2025-03-09T20:30:00Z'))).toBe('2025-03-10');
    expect(firmDate(new Date('2025-03-09T15:59:59Z'))).toBe('2025-03-09');
    expect(firmDate(new Date('2025-03-09T16:00:00Z'))).toBe('2025-03-10');
  });
  it('decides whether a delivery date is past', () => {
    const now = new Date('2025-03-09T20:30:00Z');
    expect(isDeliveryTimeInPast('2025-03-09', now)).toBe(true);
    expect(isDeliveryTimeInPast('2025-03-10', now)).toBe(false);
  });
});

describe('sharing and confirming a publish approval', () => {
  const passed = { isPublish: true, status: ApprovalStatus.Passed };
  const everyButton = Object.values(PublishButton);
  it('lets the launcher and the holders of toPublish:share share, holders of toPublish:confirmPublish confirm', () => {
    expect(publishActions(passed, { isLauncher: true, buttonKeys: [] })).toEqual({
      canShare: true,
      canConfirmPublish: false,
    });
    expect(publishActions(passed, { isLauncher: false, buttonKeys: everyButton })).toEqual({
      canShare: true,
      canConfirmPublish: true,
    });
    expect(shareRefusal(passed, { isLauncher: false, buttonKeys: [] })?.message).toBe(PublishRefusal.NoShare);
    expect(confirmPublishRefusal(passed, { buttonKeys: [PublishButton.Share] })?.message).toBe(
      PublishRefusal.NoConfirmPublish,
    );
  });
  it('waits until the approval passed, and publishes once', () => {
    const inProgress = { isPublish: true, status: ApprovalStatus.InProgress };
    expect(shareRefusal(inProgress, { isLauncher: true, buttonKeys: [] })?.message).toBe(PublishMessage.NotPassed);
    const published = { isPublish: true, status: ApprovalStatus.Published };
    expect(confirmPublishRefusal(published, { buttonKeys: everyButton })?.message).toBe(
      PublishMessage.AlreadyPublished,
    );
    expect(
      publishActions(
        { isPublish: false, status: ApprovalStatus.Passed },
        { isLauncher: true, buttonKeys: everyButton },
      ),
    ).toEqual({ canShare: false, canConfirmPublish: false });
  });
});

describe('CA applications', () => {
  const refusal = (type: ApplicationType, status: CertificateStatus, pending = false) =>
    caApplicationRefusal(type, { pending, status })?.message ?? null;
  it('renew or revoke an expired certificate, and never change it', () => {
    expect(refusal(ApplicationType.Renew, CertificateStatus.Expired)).toBeNull();
    expect(refusal(ApplicationType.Revoke, CertificateStatus.Expired)).toBeNull();
    expect(refusal(ApplicationType.Change, CertificateStatus.Expired)).toBe(CaMessage.ExpiredCertificate);
    expect(refusal(ApplicationType.Create, CertificateStatus.Expired)).toBe(CaMessage.AlreadyCertified);
  });
  it('apply for a new certificate without one, change the one in use, one application at a time', () => {
    expect(refusal(ApplicationType.Create, CertificateStatus.Rejected)).toBeNull();
    expect(refusal(ApplicationType.Change, CertificateStatus.InUse)).toBeNull();
    expect(refusal(ApplicationType.Renew, CertificateStatus.NotApplied)).toBe(CaMessage.NoCertificate);
    expect(refusal(ApplicationType.Renew, CertificateStatus.InUse, true)).toBe(CaMessage.Pending);
    expect(refusal(ApplicationType.Create, CertificateStatus.UnderReview)).toBe(CaMessage.Pending);
  });
});

describe('the quick submission', () => {
  const drawing = (n: number) => ({ resId: `r-${n}`, recordId: `v-${n}` });
  const batch = (stampIdList: string[], drawings = [drawing(1)], userIdList = ['u-1']) => ({
    stampIdList,
    userIdList,
    drawings,
  });
  const facts = { nameTaken: false, isRecognised: () => true };
  it('allows two registration stamps a batch, never the same twice', () => {
    expect(batchStampsRefusal(['a', 'b'])).toBeNull();
    expect(batchStampsRefusal(Array.from({ length: MAX_STAMPS_PER_BATCH + 1 }, (_, i) => `s${i}`))?.message).toBe(
      BATCH_TOO_MANY_STAMPS,
    );
    expect(batchStampsRefusal(['a', 'a'])?.message).toBe(BATCH_STAMPS_DUPLICATED);
  });
  it('checks in the server’s order: name, stamps, drawings, recognition, approvers', () => {
    const sub = (...fastInfoVOS: ReturnType<typeof batch>[]) => ({ fastInfoVOS });
    expect(checkQuickSubmission(sub(batch(['a', 'a'])), { ...facts, nameTaken: true })?.code).toBe(
      RefusalCode.NameTaken,
    );
    expect(checkQuickSubmission(sub(batch(['a', 'a'], [])), facts)?.message).toBe(BATCH_STAMPS_DUPLICATED);
    expect(checkQuickSubmission(sub(batch([]), batch([])), facts)?.message).toBe(ApprovalMessage.DrawingInTwoBatches);
    expect(checkQuickSubmission(sub(batch([], [drawing(1)], [])), { ...facts, isRecognised: () => false })).toEqual({
      code: RefusalCode.NotReady,
      message: ApprovalMessage.DrawingsNotRecognised,
    });
    expect(checkQuickSubmission(sub(batch([], [drawing(1)], [])), facts)?.message).toBe(
      ApprovalMessage.ApproverRequired,
    );
    expect(checkQuickSubmission(sub(batch(['a', 'b'])), facts)).toBeNull();
  });
});
