import { ApplicationType, CertificateStatus } from '../entities/constants';
import { Refuse, type RuleRefusal } from './refusal';

/** The refusals of stamps' CA certificates (Atelier's texts; the server's caRules.ts holds the same). */
export const CaMessage = {
  StampNotFound: '印章不存在',
  NotManager: '只有印章的所有人或企业管理员可以办理CA业务',
  NotAdmin: '只有企业管理员可以审核CA申请',
  Pending: '该印章已有待审核的CA申请，请等待审核或先撤回',
  AlreadyCertified: '该印章已有CA证书，如需变更、续期或注销请提交相应申请',
  NoCertificate: '该印章尚无CA证书，请先申请',
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

/** The certificate statuses each application may be filed in. */
const FILED_IN: Record<ApplicationType, readonly CertificateStatus[]> = {
  [ApplicationType.Create]: [CertificateStatus.NotApplied, CertificateStatus.Rejected],
  [ApplicationType.Change]: [CertificateStatus.InUse],
  [ApplicationType.Renew]: [CertificateStatus.InUse, CertificateStatus.Expired],
  [ApplicationType.Revoke]: [CertificateStatus.InUse],
};

/**
 * Filing a CA application for a stamp: one pending application per stamp; a new certificate when it has none (or
 * was rejected); a change, renewal or revocation of the one it has (a renewal also when expired).
 */
export function caApplicationRefusal(
  type: ApplicationType,
  facts: { pending: boolean; status: CertificateStatus },
): RuleRefusal | null {
  if (facts.pending || facts.status === CertificateStatus.UnderReview) return Refuse.notReady(CaMessage.Pending);
  if (FILED_IN[type].includes(facts.status)) return null;
  return Refuse.notReady(type === ApplicationType.Create ? CaMessage.AlreadyCertified : CaMessage.NoCertificate);
}
