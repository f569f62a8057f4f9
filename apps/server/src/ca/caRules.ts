import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { DomainError, deny, ErrorCode } from '../domain/errors';
import { findStamp, isEnterpriseAdmin } from '../stamps/stampRules';
import type { StampRow } from '../stamps/stamps';

/** Refusals of the CA calls (Atelier's wording; the specification gives none). */
export const CaMessage = {
  StampNotFound: '印章不存在',
  NotManager: '只有印章的所有人或企业管理员可以办理CA业务',
  /** Declared beside ca.applications and ca.review in the contract (their `access.denial`). */
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
  /** Declared beside ca.keys and ca.assignKey in the contract (their `access.denial`). */
  KeyAdminOnly: '只有企业管理员可以管理CA激活码',
  NotMember: '该人员不是本企业成员',
} as const;

/** A state that forbids the call for now (a warning toast). */
export function refuseState(message: string): never {
  throw new DomainError(ErrorCode.NotReady, message);
}

/**
 * The stamp (of the actor's enterprise, not deleted) they may act for: its owner or manager, or an administrator.
 * Unlike stamp management (requireManager), an enterprise stamp's manager handles its certificate.
 */
export async function managedStamp(db: Database, actor: Actor, stampId: string): Promise<StampRow> {
  const stamp = await findStamp(db, actor, stampId);
  if (!isEnterpriseAdmin(actor) && stamp.userId !== actor.userId) deny(CaMessage.NotManager);
  return stamp;
}
