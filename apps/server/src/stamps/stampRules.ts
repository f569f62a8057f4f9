import { FixedRoleId, OwnerType, StampType } from '@atelier/api';
import { effectiveSigners, signerOf } from '../approvals/signers';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { DomainError, deny, ErrorCode } from '../domain/errors';
import {
  enterpriseMembersAmong,
  findStampOfEnterprise,
  type StampRow,
  stampIdsInUse,
  unfinishedApprovalDrawings,
} from './stampRepository';
/** The refusals of stamp management (Atelier's words; the specification gives none). */
export const StampMessage = {
  StampNotFound: '印章不存在或已删除',
  OnlyAdminManagesEnterpriseStamps: '只有企业管理员可以管理企业印章',
  OnlyAdmin: '只有企业管理员可以进行此操作',
  OnlyOwnerManagesPersonalStamp: '只能管理自己的个人印章',
  OnlyOwnerReplacesImage: '只能由本人更换个人签名或印章的图片',
  PersonalStampForOthers: '只能为自己创建个人印章',
  EnterpriseStampType: '企业印章只能是出图章、自定义章或注册章',
  PersonalStampType: '个人印章只能是个人签名、自定义章或注册章',
  ImageNotFound: '印章图片不存在，请重新上传',
  ImageMd5Mismatch: '印章图片校验失败，请重新上传',
  NoImage: '该印章没有图片',
  StampInUse: '印章正在审批中使用，无法删除',
  SignatureInUse: '该签名的所有人正在审批中签署图纸，签名无法删除',
  ManagerOnlyForEnterpriseStamps: '只有企业印章可以指定管理人',
  ManagerNotMember: '印章管理人必须是本企业成员',
  OwnerNotMember: '印章所有人不是本企业成员',
  MembersNotInEnterprise: '所选人员不是本企业成员',
  CaDeadline: 'CA印章的有效期以证书为准，不能修改',
  DeadlineFormat: '有效期格式应为YYYY-MM-DD',
  TimeFormat: '时间格式应为YYYY-MM-DD或YYYY-MM-DD HH:mm:ss',
  OtherPersonsStamps: '只能查看自己的印章',
  NotPersonalStamp: '只有个人印章可以移出企业，企业印章请删除',
  AlreadyInEnterprise: '该印章已在当前企业中',
} as const;

export const isEnterpriseAdmin = (actor: Actor): boolean => actor.roles.includes(FixedRoleId.EnterpriseAdmin);

/** A refusal unless the actor administers their enterprise (the actor's enterprise is present and unexpired). */
export function requireAdmin(actor: Actor, message: string = StampMessage.OnlyAdmin): void {
  if (!isEnterpriseAdmin(actor)) deny(message);
}

/** A stamp of the actor's enterprise that has not been deleted. */
export async function findStamp(db: Database, actor: Actor, stampId: string): Promise<StampRow> {
  const row = await findStampOfEnterprise(db, actor.enterpriseId, stampId);
  if (!row) deny(StampMessage.StampNotFound);
  return row;
}

/**
 * Who manages a stamp (delete, enable, rename): an enterprise stamp only an enterprise administrator; a personal
 * one its owner, or an administrator (a member who left, a registration stamp the enterprise issued).
 */
export function requireManager(actor: Actor, stamp: StampRow): void {
  if (isEnterpriseAdmin(actor)) return;
  if (stamp.ownerType === OwnerType.Enterprise) deny(StampMessage.OnlyAdminManagesEnterpriseStamps);
  if (stamp.userId !== actor.userId) deny(StampMessage.OnlyOwnerManagesPersonalStamp);
}

/**
 * Who may replace a stamp's image: an enterprise stamp an administrator; a person's signature or own square stamp
 * only that person (nobody else puts a signature in their name); a registration stamp its owner or an
 * administrator, who issues them.
 */
export function requireImageEditor(actor: Actor, stamp: StampRow): void {
  const admin = isEnterpriseAdmin(actor);
  if (stamp.ownerType === OwnerType.Enterprise) {
    if (!admin) deny(StampMessage.OnlyAdminManagesEnterpriseStamps);
    return;
  }
  if (stamp.userId === actor.userId) return;
  if (admin && stamp.stampType === StampType.Registration) return;
  deny(StampMessage.OnlyOwnerReplacesImage);
}

/** The members among these users of the enterprise. */
export const membersOf = enterpriseMembersAmong;

/** The stamps among these that an unfinished approval places (its batches', output, custom stamps, signatures). */
export const stampsInUse = stampIdsInUse;

/**
 * Whether a person signs a drawing of an unfinished approval of the enterprise: the stamping draws their personal
 * signature there, found by owner when the drawings are stamped, so it must not vanish before.
 */
export async function signsUnfinishedApproval(db: Database, enterpriseId: string, userId: string): Promise<boolean> {
  const drawings = await unfinishedApprovalDrawings(db, enterpriseId);
  const byProject = new Map<string, { recordId: string; resourceId: string }[]>();
  for (const d of drawings) byProject.set(d.projectId, [...(byProject.get(d.projectId) ?? []), d]);
  for (const [projectId, versions] of byProject) {
    const signers = await effectiveSigners(db, projectId, versions);
    for (const fields of signers.values()) if (fields.some((f) => signerOf(f)?.userId === userId)) return true;
  }
  return false;
}

/** A refusal of input the schema let through (40009, an error toast with the message). */
export function invalid(message: string): never {
  throw new DomainError(ErrorCode.InvalidRequest, message);
}

/** Refuses deleting a stamp an unfinished approval still needs (a state that passes: a warning toast). */
export async function requireNotInUse(db: Database, stamp: StampRow): Promise<void> {
  const busy = (message: string): never => {
    throw new DomainError(ErrorCode.NotReady, message);
  };
  if ((await stampsInUse(db, [stamp.id])).size > 0) busy(StampMessage.StampInUse);
  if (
    stamp.stampType === StampType.PersonalSignature &&
    stamp.userId &&
    (await signsUnfinishedApproval(db, stamp.enterpriseId, stamp.userId))
  ) {
    busy(StampMessage.SignatureInUse);
  }
}

/** The stamp types each owner may have: output stamps are the enterprise's, signatures a person's. */
export function requireTypeForOwner(stampType: StampType, ownerType: OwnerType): void {
  if (ownerType === OwnerType.Enterprise && stampType === StampType.PersonalSignature) {
    invalid(StampMessage.EnterpriseStampType);
  }
  if (ownerType === OwnerType.Personal && stampType === StampType.Output) invalid(StampMessage.PersonalStampType);
}
