import {
  ApplicationType,
  ApprovalStatus,
  CaApprovalStatus,
  CertificateStatus,
  KeyStatus,
} from '../../entities/constants';
import type { CaLog, Stamp } from '../../entities/stamp';
import { CaMessage, caApplicationRefusal } from '../../rules/ca';
import { StampMessage } from '../../rules/stamps';
import type { FixtureCaApplication, FixtureUser } from '../seed';
import { ApprovalStore } from './approvals';
import { enforce, FixtureCode, fixtureNow, refuse } from './core';

/** Stamps and their CA certificates in the fixture: stamps in use, CA applications and their review. */
export class StampStore extends ApprovalStore {
  /** A stamp, or the server's refusal of one it does not find in the enterprise. */
  stamp(stampId: string): Stamp {
    return (
      this.state.stamps.find((s) => s.stampId === stampId) ?? refuse(FixtureCode.Error, StampMessage.StampNotFound)
    );
  }

  /** Records the stamps an approval places (the quick and ordered submissions). */
  recordStampUse(actId: string, stampIds: readonly (string | null | undefined)[]): void {
    const ids = [...new Set(stampIds.filter((id): id is string => !!id && id !== '0'))];
    if (ids.length > 0) this.state.stampUses.set(actId, ids);
  }

  /**
   * Records the stamps an approval places and shows them on its files as the server does (each file's stampList):
   * the approval-wide ones (output and custom stamps) on every file, a file's own (its batch's registration stamps,
   * or its registration stamps and signatures in an ordered signing) on that file.
   */
  placeStamps(actId: string, wide: readonly string[], perRecord: ReadonlyMap<string, readonly string[]>): void {
    const placed = (ids: readonly string[]) => ids.filter((id) => id && id !== '0').map((id) => this.stamp(id));
    const approvalWide = placed(wide);
    for (const group of this.approval(actId).files) {
      for (const file of group.children) {
        file.stampList = [...approvalWide, ...placed(perRecord.get(file.recordId) ?? [])].map((stamp) => ({
          stampId: stamp.stampId,
          name: stamp.name,
          stampType: stamp.stampType,
        }));
      }
    }
    this.recordStampUse(actId, [...wide, ...[...perRecord.values()].flat()]);
  }

  /** The stamps an approval in progress places: they cannot be deleted. */
  stampsInUse(): Set<string> {
    const inUse = new Set<string>();
    for (const [actId, stampIds] of this.state.stampUses) {
      const approval = this.state.approvals.find((a) => a.act.id === actId);
      if (approval?.act.status === ApprovalStatus.InProgress) for (const id of stampIds) inUse.add(id);
    }
    return inUse;
  }

  // -------------------------------------------------------------------------------------------------------------
  // CA certificates of stamps
  // -------------------------------------------------------------------------------------------------------------

  /** A stamp's certificate status; an in-use certificate past its deadline counts as expired. */
  certificateStatus(stamp: Stamp): CertificateStatus {
    const status =
      stamp.certificateStatus ?? (stamp.signCertSn ? CertificateStatus.InUse : CertificateStatus.NotApplied);
    if (status === CertificateStatus.InUse && stamp.deadline && stamp.deadline < fixtureNow().slice(0, 10)) {
      return CertificateStatus.Expired;
    }
    return status;
  }

  /**
   * Files a CA application for a stamp, as the server does (the shared rule, `caApplicationRefusal`): a new
   * certificate (not applied or rejected; the stamp is under review until it is decided), or a change of the
   * certificate in use, a renewal or revocation of the issued one (in use or expired; it stays as it is meanwhile).
   * One pending application per stamp.
   */
  applyCa(
    user: Pick<FixtureUser, 'userId' | 'realname'>,
    input: { stampId: string; type: ApplicationType; caOrgId?: string | undefined; cdk?: string | undefined },
  ): FixtureCaApplication {
    const stamp = this.stamp(input.stampId);
    const status = this.certificateStatus(stamp);
    const pending = this.state.caApplications.some(
      (a) => a.stampId === stamp.stampId && a.status === CaApprovalStatus.Pending,
    );
    enforce(caApplicationRefusal(input.type, { pending, status }));
    const caOrgId = input.caOrgId ?? stamp.caOrgId ?? refuse(FixtureCode.Error, CaMessage.UnknownOrganisation);
    const organisation =
      this.state.caOrganisations.find((o) => o.caOrgId === caOrgId) ??
      refuse(FixtureCode.Error, CaMessage.UnknownOrganisation);
    if (input.cdk !== undefined) {
      const key =
        this.state.caRecords.find((r) => r.cdk === input.cdk) ?? refuse(FixtureCode.Error, CaMessage.KeyNotFound);
      if (key.status !== KeyStatus.Unused) refuse(FixtureCode.Warning, CaMessage.KeyNotUsable);
      key.status = KeyStatus.Used;
      key.descInfo = JSON.stringify({ ...safeJson(key.descInfo), realName: user.realname, stampId: stamp.stampId });
    }
    const application: FixtureCaApplication = {
      id: this.nextId('ca-app'),
      stampId: stamp.stampId,
      stampName: stamp.name,
      stampType: stamp.stampType,
      ownerType: stamp.ownerType,
      applicant: { userId: user.userId, realname: user.realname },
      type: input.type,
      status: CaApprovalStatus.Pending,
      caOrgId: organisation.caOrgId,
      caOrgName: organisation.caOrgName,
      createTime: fixtureNow(),
      remarks: null,
      cdk: input.cdk,
    };
    this.state.caApplications.push(application);
    if (input.type === ApplicationType.Create) stamp.certificateStatus = CertificateStatus.UnderReview;
    return application;
  }

  /** Withdraws a stamp's pending application: a new certificate's stamp goes back to not applied. */
  withdrawCa(stampId: string): void {
    const stamp = this.stamp(stampId);
    const pending =
      this.state.caApplications.find((a) => a.stampId === stampId && a.status === CaApprovalStatus.Pending) ??
      refuse(FixtureCode.Warning, CaMessage.NoPending);
    pending.status = CaApprovalStatus.Withdrawn;
    if (pending.type === ApplicationType.Create) stamp.certificateStatus = CertificateStatus.NotApplied;
  }

  /**
   * The administrator decides an application. Passing issues (create, change, renew: a new serial, valid a year)
   * or revokes (back to not applied); refusing a new certificate rejects it (审核驳回), refusing a change of an
   * issued one leaves that certificate as it was (as the server does).
   */
  reviewCa(id: string, pass: boolean, remarks: string | undefined): void {
    const application =
      this.state.caApplications.find((a) => a.id === id) ?? refuse(FixtureCode.Error, CaMessage.NotPending);
    if (application.status !== CaApprovalStatus.Pending) refuse(FixtureCode.Warning, CaMessage.NotPending);
    const stamp = this.stamp(application.stampId);
    application.status = pass ? CaApprovalStatus.Passed : CaApprovalStatus.Refused;
    application.remarks = remarks || (pass ? '同意' : null);
    if (!pass) {
      if (application.type === ApplicationType.Create) stamp.certificateStatus = CertificateStatus.Rejected;
      return;
    }
    if (application.type === ApplicationType.Revoke) {
      Object.assign(stamp, {
        certificateStatus: CertificateStatus.NotApplied,
        signCertSn: null,
        caOrgId: null,
        caOrgName: null,
        deadline: null,
      });
      return;
    }
    const issued = new Date();
    const deadline = new Date(issued.getFullYear() + 1, issued.getMonth(), issued.getDate());
    const pad = (n: number) => String(n).padStart(2, '0');
    Object.assign(stamp, {
      certificateStatus: CertificateStatus.InUse,
      signCertSn: `HZCA-${issued.getFullYear()}-${this.nextId('sn').replace(/\D/g, '').padStart(4, '0')}`,
      caOrgId: application.caOrgId,
      caOrgName: application.caOrgName,
      deadline: `${deadline.getFullYear()}-${pad(deadline.getMonth() + 1)}-${pad(deadline.getDate())}`,
    });
  }

  /** A stamp's CA log: its applications, newest first. */
  caLog(stampId: string): CaLog[] {
    this.stamp(stampId);
    return this.state.caApplications
      .filter((a) => a.stampId === stampId)
      .map((a) => ({
        id: a.id,
        stampId: a.stampId,
        type: a.type,
        status: a.status,
        createTime: a.createTime,
        remarks: a.remarks ?? null,
      }))
      .reverse();
  }
}

function safeJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
