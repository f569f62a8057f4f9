import { ApplicationType, CertificateStatus } from '../entities/constants';
import { Refuse, type RuleRefusal } from './refusal';

/** The refusals of stamps' CA certificates (Atelier's texts), one definition for the server and the fixtures. */
export const CaMessage = {
  StampNotFound: '印章不存在',
  NotManager: '只有印章的所有人或企业管理员可以办理CA业务',
  NotAdmin: '只有企业管理员可以审核CA申请',
  Pending: '该印章已有待审核的CA申请，请等待审核或先撤回',
  AlreadyCertified: '该印章已有CA证书，如需变更、续期或注销请提交相应申请',
  NoCertificate: '该印章尚无CA证书，请先申请',
  /** A change of an expired certificate: renew it (or revoke it) instead. */
  ExpiredCertificate: '该印章的CA证书已过期，请申请续期',
  UnknownOrganisation: '认证机构不存在',
  NoPending: '该印章没有待审核的CA申请',
  NotPending: '该申请已处理，请刷新后查看',
  UseApply: '新办CA证书请使用申请',
  KeyNotFound: '激活码无效',
  KeyNotUsable: '激活码已使用或已作废，不能分配',
  KeyNotYours: '该激活码已分配给他人',
  KeyAdminOnly: '只有企业管理员可以管理CA激活码',
  NotMember: '该人员不是本企业成员',
} as const;

/**
 * The certificate statuses each application may be filed in. The specification lists the statuses and the
 * application types (000 section 3) but not which applies when; Atelier's reading: a new certificate for a stamp
 * without one (never applied, or refused); a change of a certificate in use; a renewal also of an expired one (it
 * issues a new certificate with the stamp's current details, which is what a change of an expired one would do);
 * a revocation also of an expired one (the stamp then has none, and may apply to another organisation).
 */
const FILED_IN: Record<ApplicationType, readonly CertificateStatus[]> = {
  [ApplicationType.Create]: [CertificateStatus.NotApplied, CertificateStatus.Rejected],
  [ApplicationType.Change]: [CertificateStatus.InUse],
  [ApplicationType.Renew]: [CertificateStatus.InUse, CertificateStatus.Expired],
  [ApplicationType.Revoke]: [CertificateStatus.InUse, CertificateStatus.Expired],
};

/** What a stamp's certificate allows: the statuses in which each application type may be filed. */
export function mayFileCaApplication(type: ApplicationType, status: CertificateStatus): boolean {
  return FILED_IN[type].includes(status);
}

/**
 * Filing a CA application for a stamp: one pending application per stamp; a new certificate when it has none (or
 * was refused); a change of the one in use; a renewal or revocation of the one it has, in use or expired.
 */
export function caApplicationRefusal(
  type: ApplicationType,
  facts: { pending: boolean; status: CertificateStatus },
): RuleRefusal | null {
  if (facts.pending || facts.status === CertificateStatus.UnderReview) return Refuse.notReady(CaMessage.Pending);
  if (mayFileCaApplication(type, facts.status)) return null;
  if (type === ApplicationType.Create) return Refuse.notReady(CaMessage.AlreadyCertified);
  if (facts.status === CertificateStatus.Expired) return Refuse.notReady(CaMessage.ExpiredCertificate);
  return Refuse.notReady(CaMessage.NoCertificate);
}

/** Only a change of an existing certificate goes through applyChange: a new one is applied for (apply). */
export function changeTypeRefusal(type: ApplicationType): RuleRefusal | null {
  return type === ApplicationType.Create ? Refuse.denied(CaMessage.UseApply) : null;
}

/** Who acts for a stamp's certificate: its owner (or an enterprise stamp's manager), or an administrator. */
export function caManagerRefusal(
  actor: { userId: string; isAdmin: boolean },
  stamp: { userId?: string | null | undefined },
): RuleRefusal | null {
  return actor.isAdmin || stamp.userId === actor.userId ? null : Refuse.denied(CaMessage.NotManager);
}
