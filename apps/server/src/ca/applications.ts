import {
  ApplicationType,
  type api,
  CaApprovalStatus,
  CaMessage,
  CertificateStatus,
  caApplicationRefusal,
  changeTypeRefusal,
  type EndpointRequestOutput,
  type OwnerType,
  PageSize,
  type StampType,
} from '@atelier/api';
import { AuditAction, auditBy, recordAudit } from '../audit/record';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { deny, enforce } from '../domain/errors';
import { certificateStatusOf, type StampRow } from '../stamps/stamps';
import { formatDateTime, paginate } from '../util/format';
import { managedStamp, refuseState } from './caRules';
import { describeCertificate } from './certificates';
import { ensureEnterpriseCa } from './enterpriseCa';
import { consumeActivationKey } from './keys';
import { organisationsOf, providerOf } from './provider';
import {
  applicationsOfEnterprise,
  applicationsOfStamp,
  insertApplication,
  lockApplication,
  lockStamp,
  pendingApplication,
  setCertificateStatus,
  updateApplication,
  withdrawPending,
} from './repository';

/**
 * CA certificates of stamps (000 section 7 "CA"; issue 11): applications by a stamp's owner or manager, the
 * administrator's review (the role is declared in the contract), which has the provider (the enterprise CA unless
 * another is configured) issue, renew, change or revoke the certificate, the stamp's CA log, and the enterprise
 * CA's certificate for verifiers.
 */

type Request<E extends keyof typeof api.ca> = EndpointRequestOutput<(typeof api.ca)[E]>;

/** The enterprise CA's certificate, for verifiers' trust stores. */
export async function rootCertificate(db: Database, actor: Actor) {
  const authority = await ensureEnterpriseCa(db, actor.enterpriseId);
  const described = describeCertificate(authority.certificatePem);
  return {
    subject: `CN=${authority.commonName}, O=${authority.organisation}, C=CN`,
    serialNumber: described.serialNumber,
    notBefore: formatDateTime(authority.notBefore),
    notAfter: formatDateTime(authority.notAfter),
    pem: authority.certificatePem,
  };
}

/** A new certificate: for a stamp without one (never applied, refused, or revoked). */
export async function applyForCertificate(db: Database, actor: Actor, data: Request<'apply'>): Promise<void> {
  const stamp = await managedStamp(db, actor, data.stampId);
  await requireFileable(db, stamp, ApplicationType.Create);
  if (!(await providerOf(db, actor.enterpriseId, data.caOrgId))) deny(CaMessage.UnknownOrganisation);
  await db.transaction(async (tx) => {
    if (data.cdk) await consumeActivationKey(tx, actor, data.cdk.trim(), stamp.id);
    await insertApplication(tx, {
      enterpriseId: actor.enterpriseId,
      stampId: stamp.id,
      applicantId: actor.userId,
      type: ApplicationType.Create,
      status: CaApprovalStatus.Pending,
      caOrgId: data.caOrgId,
    });
    await setCertificateStatus(tx, stamp.id, CertificateStatus.UnderReview);
    await recordAudit(tx, {
      ...auditBy(actor),
      action: AuditAction.CaChange,
      target: stamp.name,
      details: { op: 'apply', type: ApplicationType.Create },
    });
  });
}

/**
 * Whether an application of this type may be filed for the stamp now (the shared rule, `caApplicationRefusal`):
 * none pending, and the certificate in a status the type applies to (an expired one is renewed or revoked).
 */
async function requireFileable(db: Database, stamp: StampRow, type: ApplicationType): Promise<void> {
  const pending = (await pendingApplication(db, stamp.id)) !== null;
  enforce(caApplicationRefusal(type, { pending, status: certificateStatusOf(stamp) }));
}

/** A change application is not a new certificate: checked before anything else. */
export function requireChangeType(type: ApplicationType): void {
  enforce(changeTypeRefusal(type));
}

/** Change, renew or revoke the stamp's certificate (in use; an expired one renewed or revoked). */
export async function applyForChange(db: Database, actor: Actor, data: Request<'applyChange'>): Promise<void> {
  requireChangeType(data.type);
  const stamp = await managedStamp(db, actor, data.stampId);
  await requireFileable(db, stamp, data.type);
  if (!stamp.signCertSn || !stamp.caOrgId) refuseState(CaMessage.NoCertificate);
  await insertApplication(db, {
    enterpriseId: actor.enterpriseId,
    stampId: stamp.id,
    applicantId: actor.userId,
    type: data.type,
    status: CaApprovalStatus.Pending,
    caOrgId: stamp.caOrgId as string,
  });
  await recordAudit(db, {
    ...auditBy(actor),
    action: AuditAction.CaChange,
    target: stamp.name,
    details: { op: 'apply', type: data.type },
  });
}

/** Withdraws the stamp's pending application; a withdrawn new application leaves the stamp 未申请. */
export async function withdrawApplication(db: Database, actor: Actor, stampId: string): Promise<void> {
  const stamp = await managedStamp(db, actor, stampId);
  const pending = await pendingApplication(db, stamp.id);
  if (!pending) refuseState(CaMessage.NoPending);
  await db.transaction(async (tx) => {
    if (!(await withdrawPending(tx, pending.id))) refuseState(CaMessage.NotPending);
    if (pending.type === ApplicationType.Create) {
      await setCertificateStatus(tx, stamp.id, CertificateStatus.NotApplied);
    }
  });
}

/** The stamp's CA log: its applications, newest first. */
export async function certificateLog(db: Database, actor: Actor, stampId: string) {
  const stamp = await managedStamp(db, actor, stampId);
  const rows = await applicationsOfStamp(db, stamp.id);
  return rows.map((row) => ({
    id: row.id,
    stampId: row.stampId,
    type: row.type as ApplicationType,
    status: row.status as CaApprovalStatus,
    createTime: formatDateTime(row.createdAt),
    remarks: row.remarks,
  }));
}

/** The administrator's list: pending first, then the newest. */
export async function applicationPage(db: Database, actor: Actor, data: Request<'applications'>) {
  const rows = await applicationsOfEnterprise(db, actor.enterpriseId, data.status);
  const wanted = data.stampName?.trim();
  const kept = rows
    .filter((r) => !wanted || r.stamp.name.includes(wanted))
    .sort(
      (a, b) =>
        Number(b.application.status === CaApprovalStatus.Pending) -
        Number(a.application.status === CaApprovalStatus.Pending),
    );
  const names = new Map((await organisationsOf(db, actor.enterpriseId)).map((o) => [o.caOrgId, o.caOrgName]));
  const page = paginate(kept, data.pageNum, data.pageSize ?? PageSize.CaList);
  return {
    total: page.total,
    list: page.list.map(({ application, stamp, applicant }) => ({
      id: application.id,
      stampId: stamp.id,
      stampName: stamp.name,
      stampType: stamp.stampType as StampType,
      ownerType: stamp.ownerType as OwnerType,
      applicant: { userId: applicant.id, realname: applicant.realname },
      type: application.type as ApplicationType,
      status: application.status as CaApprovalStatus,
      caOrgName: names.get(application.caOrgId) ?? stamp.caOrgName ?? '',
      createTime: formatDateTime(application.createdAt),
      remarks: application.remarks,
    })),
  };
}

/**
 * Pass or refuse a pending application. Passing has the organisation's provider carry it out in the same
 * transaction; two reviewers at once cannot both decide (the status moves only from pending).
 */
export async function reviewApplication(db: Database, actor: Actor, data: Request<'review'>): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    const application = await lockApplication(tx, actor.enterpriseId, data.id);
    if (!application) deny(CaMessage.NotPending);
    if (application.status !== CaApprovalStatus.Pending) refuseState(CaMessage.NotPending);
    const stamp = await lockStamp(tx, application.stampId);
    if (!stamp) deny(CaMessage.StampNotFound);
    const type = application.type as ApplicationType;
    if (data.pass) {
      const provider = await providerOf(tx, actor.enterpriseId, application.caOrgId);
      if (!provider) deny(CaMessage.UnknownOrganisation);
      await provider.apply(tx, stamp, type, now);
    } else if (type === ApplicationType.Create) {
      await setCertificateStatus(tx, stamp.id, CertificateStatus.Rejected);
    }
    await updateApplication(tx, application.id, {
      status: data.pass ? CaApprovalStatus.Passed : CaApprovalStatus.Refused,
      remarks: data.remarks?.trim() || null,
      reviewerId: actor.userId,
      reviewedAt: now,
    });
    await recordAudit(tx, {
      ...auditBy(actor),
      action: AuditAction.CaChange,
      target: stamp.name,
      details: { op: 'review', type, pass: data.pass },
    });
  });
}
