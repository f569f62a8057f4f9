import { FixedRoleId, OwnerType, StaffType, StampType } from '../entities/constants';
import { Refuse, type RuleRefusal } from './refusal';

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

/** Who acts on stamps: the person and whether they administer the enterprise. */
export interface StampActor {
  userId: string;
  isAdmin: boolean;
}

/** What the rules read of a stamp. */
export interface StampFacts {
  ownerType: OwnerType;
  stampType: StampType;
  /** The owner of a personal stamp, the manager of an enterprise one. */
  userId?: string | null | undefined;
}

/** Whether roles of an enterprise make their holder its administrator. */
export const isEnterpriseAdmin = (roles: readonly string[]): boolean => roles.includes(FixedRoleId.EnterpriseAdmin);

/**
 * Who manages a stamp (delete, enable, rename): an enterprise stamp only an enterprise administrator; a personal
 * one its owner, or an administrator (a member who left, a registration stamp the enterprise issued).
 */
export function stampManagerRefusal(actor: StampActor, stamp: StampFacts): RuleRefusal | null {
  if (actor.isAdmin) return null;
  if (stamp.ownerType === OwnerType.Enterprise) return Refuse.denied(StampMessage.OnlyAdminManagesEnterpriseStamps);
  if (stamp.userId !== actor.userId) return Refuse.denied(StampMessage.OnlyOwnerManagesPersonalStamp);
  return null;
}

/**
 * Who may replace a stamp's image: an enterprise stamp an administrator; a person's signature or own square stamp
 * only that person; a registration stamp its owner or an administrator, who issues them.
 */
export function stampImageEditorRefusal(actor: StampActor, stamp: StampFacts): RuleRefusal | null {
  if (stamp.ownerType === OwnerType.Enterprise) {
    return actor.isAdmin ? null : Refuse.denied(StampMessage.OnlyAdminManagesEnterpriseStamps);
  }
  if (stamp.userId === actor.userId) return null;
  if (actor.isAdmin && stamp.stampType === StampType.Registration) return null;
  return Refuse.denied(StampMessage.OnlyOwnerReplacesImage);
}

/** The stamp types each owner may have: output stamps are the enterprise's, signatures a person's. */
export function stampTypeRefusal(stampType: StampType, ownerType: OwnerType): RuleRefusal | null {
  if (ownerType === OwnerType.Enterprise && stampType === StampType.PersonalSignature) {
    return Refuse.invalid(StampMessage.EnterpriseStampType);
  }
  if (ownerType === OwnerType.Personal && stampType === StampType.Output) {
    return Refuse.invalid(StampMessage.PersonalStampType);
  }
  return null;
}

/**
 * Who creates a stamp, and whose it is: the type must suit the owner; an enterprise stamp an administrator
 * (optionally naming a manager); a personal one its owner for themselves, or an administrator issuing a
 * registration stamp to a member. Answers the owner's id (null: an enterprise stamp without a manager).
 */
export function stampOwnerOnCreate(
  actor: StampActor,
  input: { ownerType: OwnerType; stampType: StampType; userId?: string | undefined },
): { refusal: RuleRefusal } | { ownerId: string | null } {
  const type = stampTypeRefusal(input.stampType, input.ownerType);
  if (type) return { refusal: type };
  if (input.ownerType === OwnerType.Enterprise) {
    if (!actor.isAdmin) return { refusal: Refuse.denied(StampMessage.OnlyAdminManagesEnterpriseStamps) };
    return { ownerId: input.userId ?? null };
  }
  const ownerId = input.userId ?? actor.userId;
  if (ownerId !== actor.userId && !(actor.isAdmin && input.stampType === StampType.Registration)) {
    return { refusal: Refuse.denied(StampMessage.PersonalStampForOthers) };
  }
  return { ownerId };
}

/** A real calendar date 'YYYY-MM-DD' (a stamp's deadline). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Who may apply the enterprise's stamps in a project (签章人, the quick stamp's required signer): a member holding a
 * manager duty (专业负责人, 项目负责人) there, or named the project's manager or person in charge (项目经理,
 * 项目负责人: the creation wizard's fields; a quick project's creator is its manager). The staff types count because
 * no page gives a project member a manager duty: the wizard keeps only signing duties and a quick project none, so
 * a firm's own projects had no 签章人 and could launch no quick stamp approval (issue 23's e2e walk).
 */
export function mayApplyStamps(
  member: { staffType: string; dutyIds: readonly string[] },
  managerDutyIds: ReadonlySet<string>,
): boolean {
  return (
    member.staffType === StaffType.ProjectManager ||
    member.staffType === StaffType.PersonInCharge ||
    member.dutyIds.some((id) => managerDutyIds.has(id))
  );
}
