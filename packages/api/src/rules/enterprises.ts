/**
 * An enterprise's life (001 sections 3.1, 4.5, 5.1, 5.2, 8.2): creating one, finding one by name or invitation code,
 * asking to join and the administrator's audit. The form rules, the refusals and the messages, for the server, the
 * fixtures and the dialogs alike.
 */
import { z } from 'zod';
import { DutyRole, EnterpriseScale, FixedRoleId, StandardDuty } from '../entities/constants';
import { ResponseCode } from '../response/codes';
import * as M from './messages';
import { Refuse, type RuleRefusal } from './refusal';
import { enterpriseCreateNameSchema } from './rules';
import { multilineText } from './text';

/** The texts of this area. The specification gives 5.1 and 5.2 in English: the Chinese is what a native product shows. */
export const EnterpriseMessage = {
  ProvinceRequired: '省份不能为空',
  CityRequired: '城市不能为空',
  DistrictRequired: '区县不能为空',
  NameRequired: M.ENTERPRISE_CREATE_NAME_REQUIRED,
  NameTooLong: M.ENTERPRISE_CREATE_NAME_TOO_LONG,
  ScaleRequired: M.ENTERPRISE_SCALE_REQUIRED,
  /** 5.2: "enterprise name cannot be empty". */
  JoinEnterpriseRequired: '企业名称不能为空',
  /** Atelier's: a comment on a join request. */
  CommentTooLong: '申请说明不能超过200个字符',
  /** 8.2: the create call's server message, shown in a persistent notice. */
  Created: '企业创建成功，已为您切换到新企业',
  /** 8.2: the join call's server message, shown in a persistent notice. */
  JoinRequested: '申请已提交，请等待企业管理员审核',
  /** 8.2 (30002): a name already used in the same district. */
  nameTakenInDistrict: (name: string) => `该地区已存在名为“${name}”的企业，请更换企业名称或联系该企业管理员加入`,
  /** A region code that is not a district (a province, a city or nothing known). */
  RegionNotDistrict: '请选择正确的省、市、区县',
  /** 8.2 (40003). */
  AlreadyMember: '您已是该企业的成员，无需重复申请',
  /** 8.2 (40003). */
  AlreadyRequested: '您已提交过加入该企业的申请，请等待企业管理员审核',
  EnterpriseNotFound: '企业不存在',
  JoinRequestNotFound: '该申请不存在或已被撤回',
  JoinRequestOfAnotherEnterprise: '该申请不属于当前企业，无权审核',
  JoinRequestHandled: '该申请已审核，请刷新列表',
  OnlyAdminAudits: '只有企业管理员可以审核加入申请',
  OnlyAdminEdits: '只有企业管理员可以修改企业信息',
  Approved: '已同意加入申请',
  Rejected: '已拒绝加入申请',
  /** 8.2: after a switch. */
  Switched: '切换成功，即将刷新',
  /** 8.2: an expired enterprise. */
  Expired: '当前企业已过期，请切换至其他企业',
  /**
   * Atelier's (the specification words only the expired enterprise): the banner of the last
   * ENTERPRISE_EXPIRY_NOTICE_DAYS days, in the words of 2.4's renewal message.
   */
  expiresSoon: (date: string, days: number) =>
    days <= 1
      ? `当前企业将于${date}到期，请尽快联系客服续费`
      : `当前企业将于${date}到期（剩余${days}天），请联系客服续费`,
  NoEnterprise: '您尚未加入任何企业，请创建企业或申请加入企业',
  ShortNameTooLong: '企业简称不能超过20个字符',
  AvatarRemoved: '企业头像已删除',
  InfoSaved: '企业信息已保存',
} as const;

/** Codes the enterprise calls pass to their dialogs (8.2): a persistent warning instead of an error. */
export const EnterpriseCode = {
  CreateWarning: ResponseCode.EnterpriseCreateWarning,
  JoinWarning: ResponseCode.JoinEnterpriseWarning,
} as const;

/** A join request's state. */
export const JoinRequestStatus = { Pending: 0, Approved: 1, Rejected: 2 } as const;
export type JoinRequestStatus = (typeof JoinRequestStatus)[keyof typeof JoinRequestStatus];
export const joinRequestStatusText: Record<JoinRequestStatus, string> = { 0: '待审核', 1: '已通过', 2: '已拒绝' };
export const joinRequestStatusTextEn: Record<JoinRequestStatus, string> = {
  0: 'Pending',
  1: 'Approved',
  2: 'Rejected',
};

/** The roles the creator of an enterprise holds there (all three fixed roles). */
export const CREATOR_ROLES: readonly FixedRoleId[] = [
  FixedRoleId.EnterpriseAdmin,
  FixedRoleId.ArchiveAdmin,
  FixedRoleId.PublishingManager,
];

/** The specialties a new design firm starts with. */
export const DEFAULT_SPECIALTIES: readonly string[] = ['建筑', '结构', '给排水', '暖通', '电气'];

/**
 * The duties a new firm starts with: the six that sign drawings, in signing order (the title block's signer fields,
 * flow templates and ordered signing read them by name), the two leaders managers.
 */
export const DEFAULT_DUTIES: readonly { name: string; dutyRole: DutyRole; isSign: boolean }[] = [
  { name: StandardDuty.Design, dutyRole: DutyRole.Normal, isSign: true },
  { name: StandardDuty.Proofread, dutyRole: DutyRole.Normal, isSign: true },
  { name: StandardDuty.Examine, dutyRole: DutyRole.Normal, isSign: true },
  { name: StandardDuty.Authorize, dutyRole: DutyRole.Normal, isSign: true },
  { name: StandardDuty.SpecialtyLeader, dutyRole: DutyRole.Manager, isSign: true },
  { name: StandardDuty.ProjectLeader, dutyRole: DutyRole.Manager, isSign: true },
];

/** Invitation codes: 8 characters without the easily confused 0/O, 1/I/L. */
export const INVITATION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITATION_CODE_LENGTH = 8;
/** Whether a keyword looks like an invitation code (searched by code as well as by name). */
export const isInvitationCode = (keyword: string): boolean =>
  new RegExp(`^[${INVITATION_CODE_ALPHABET}]{${INVITATION_CODE_LENGTH}}$`).test(keyword.trim().toUpperCase());
/** An invitation code from random bytes (the server's crypto, the fixtures' counter). */
export const invitationCodeFrom = (bytes: ArrayLike<number>): string =>
  Array.from({ length: INVITATION_CODE_LENGTH }, (_, i) => {
    const byte = bytes[i % bytes.length] ?? 0;
    return INVITATION_CODE_ALPHABET[byte % INVITATION_CODE_ALPHABET.length];
  }).join('');

/** The keyword search answers at most 10 enterprises (001 section 9: keyword search 10). */
export const ENTERPRISE_SEARCH_LIMIT = 10;
/** The join dialog searches 500 ms after the last key (001 section 9). */
export const ENTERPRISE_SEARCH_DEBOUNCE_MS = 500;
/** The switch toast stays this long before the page reloads (4.5: 300 ms; another reading: 1 s). */
export const SWITCH_RELOAD_DELAY_MS = 300;
/** The audit list pages by 10 (001 section 9: enterprise user lists 10 a page). */
export const JOIN_REQUEST_PAGE_SIZE = 10;
/** Short names: Atelier's limit. */
export const ENTERPRISE_SHORT_NAME_MAX = 20;
/** Join comments: Atelier's limit. */
export const JOIN_COMMENT_MAX = 200;

/**
 * Region levels by GB/T 2260 code: 'xx0000' province, 'xxxx00' city, any other six digits a district. Cities without
 * districts (东莞市, 中山市, 儋州市, 嘉峪关市) list their towns and streets at the district level, with nine digits.
 */
export type RegionLevel = 'province' | 'city' | 'district';
export function regionLevel(code: string): RegionLevel | null {
  if (/^\d{9}$/.test(code)) return 'district';
  if (!/^\d{6}$/.test(code)) return null;
  if (code.endsWith('0000')) return 'province';
  if (code.endsWith('00')) return 'city';
  return 'district';
}
/** Province-city-district labels as stored and shown: 浙江省-杭州市-西湖区. */
export const districtDetailsOf = (labels: readonly string[]): string => labels.join('-');

/** The create dialog's fields (5.1). Each select holds its region code; '' is nothing chosen. */
export const createEnterpriseFormSchema = z.object({
  province: z.string({ error: EnterpriseMessage.ProvinceRequired }).min(1, EnterpriseMessage.ProvinceRequired),
  city: z.string({ error: EnterpriseMessage.CityRequired }).min(1, EnterpriseMessage.CityRequired),
  district: z.string({ error: EnterpriseMessage.DistrictRequired }).min(1, EnterpriseMessage.DistrictRequired),
  enterpriseName: enterpriseCreateNameSchema,
  companySize: z.enum(EnterpriseScale, { error: EnterpriseMessage.ScaleRequired }),
});
export type CreateEnterpriseForm = z.input<typeof createEnterpriseFormSchema>;

/** The join dialog's fields (5.2): the enterprise chosen from the search, an optional comment. */
export const joinEnterpriseFormSchema = z.object({
  enterpriseId: z
    .string({ error: EnterpriseMessage.JoinEnterpriseRequired })
    .min(1, EnterpriseMessage.JoinEnterpriseRequired),
  comment: multilineText(z.string().max(JOIN_COMMENT_MAX, EnterpriseMessage.CommentTooLong)).optional(),
});
export type JoinEnterpriseForm = z.input<typeof joinEnterpriseFormSchema>;

/** What the create rule reads: the region's level and whether the name is taken in that district. */
export interface CreateEnterpriseFacts {
  regionCode: string;
  /** Whether the code is a district of the region table (a code of the right shape may still be unknown). */
  regionKnown: boolean;
  nameTakenInDistrict: boolean;
  enterpriseName: string;
}

/** 5.1 on the server: a district that exists, a name not used in that district (30002, a persistent warning). */
export function createEnterpriseRefusal(facts: CreateEnterpriseFacts): RuleRefusal | null {
  if (regionLevel(facts.regionCode) !== 'district' || !facts.regionKnown) {
    return Refuse.invalid(EnterpriseMessage.RegionNotDistrict);
  }
  if (facts.nameTakenInDistrict) return nameTakenRefusal(facts.enterpriseName);
  return null;
}

/** A name another enterprise of the district has (30002, a persistent warning), at creation or on the info page. */
export const nameTakenRefusal = (enterpriseName: string): RuleRefusal => ({
  code: EnterpriseCode.CreateWarning,
  message: EnterpriseMessage.nameTakenInDistrict(enterpriseName.trim()),
});

/** What the join rule reads. */
export interface JoinFacts {
  enterpriseExists: boolean;
  isMember: boolean;
  hasPendingRequest: boolean;
}

/** 5.2 on the server: a known enterprise, not already a member, one pending request at a time (40003). */
export function joinRefusal(facts: JoinFacts): RuleRefusal | null {
  if (!facts.enterpriseExists) return Refuse.denied(EnterpriseMessage.EnterpriseNotFound);
  if (facts.isMember) return { code: EnterpriseCode.JoinWarning, message: EnterpriseMessage.AlreadyMember };
  if (facts.hasPendingRequest) return { code: EnterpriseCode.JoinWarning, message: EnterpriseMessage.AlreadyRequested };
  return null;
}

/** What the audit rule reads of a request (undefined: none with that id). */
export interface AuditFacts {
  request: { enterpriseId: string; status: JoinRequestStatus } | undefined;
  /** The administrator's current enterprise. */
  enterpriseId: string;
}

/** Approving or rejecting: a request of the administrator's enterprise, still pending. */
export function auditRefusal(facts: AuditFacts): RuleRefusal | null {
  if (!facts.request) return Refuse.denied(EnterpriseMessage.JoinRequestNotFound);
  if (facts.request.enterpriseId !== facts.enterpriseId) {
    return Refuse.denied(EnterpriseMessage.JoinRequestOfAnotherEnterprise);
  }
  if (facts.request.status !== JoinRequestStatus.Pending) return Refuse.notReady(EnterpriseMessage.JoinRequestHandled);
  return null;
}

/**
 * The image type of an avatar by its first bytes (a PNG or a JPEG), or null: the name is the client's, the server
 * and the fixtures check the bytes too.
 */
export function avatarImageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Days before its expiry from which an enterprise's members see the renewal banner (Atelier's number). */
export const ENTERPRISE_EXPIRY_NOTICE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether an enterprise has expired (001 sections 2.4 and 8.2): it has an expiry and that moment has come. */
export const isEnterpriseExpired = (expiresAt: Date | null, now: Date): boolean =>
  expiresAt !== null && expiresAt.getTime() <= now.getTime();

/**
 * Whole days until an enterprise expires, counting a part day as a day (1 on its last day); 0 once expired; null
 * for an enterprise without an expiry (the default: a firm that set itself up has none until one is agreed).
 */
export function enterpriseDaysLeft(expiresAt: Date | null, now: Date): number | null {
  if (expiresAt === null) return null;
  if (isEnterpriseExpired(expiresAt, now)) return 0;
  return Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS);
}

/** Whether the renewal banner shows: an expiry within ENTERPRISE_EXPIRY_NOTICE_DAYS, not yet passed. */
export const expiryNoticeDue = (daysLeft: number | null | undefined): daysLeft is number =>
  daysLeft !== null && daysLeft !== undefined && daysLeft > 0 && daysLeft <= ENTERPRISE_EXPIRY_NOTICE_DAYS;

/**
 * What the server (and the fixtures) answer to a call that needs the current enterprise when it has expired (8.2:
 * an error toast, "the current enterprise has expired, please switch to another enterprise"): 40009, whose error
 * toast the portal shows for 3 s once, then the locked screen.
 */
export const expiredEnterpriseRefusal = (): RuleRefusal => ({
  code: ResponseCode.Error,
  message: EnterpriseMessage.Expired,
});

/**
 * A call that needs the current enterprise (the contract's member scope), as the server and the fixtures decide
 * it: refused without an enterprise the caller works in (2.4: 您尚未加入任何企业…), or once it has expired
 * ({@link expiredEnterpriseRefusal}); null when the call may go on.
 */
export function memberCallRefusal(enterprise: { expired: boolean } | null | undefined): RuleRefusal | null {
  if (!enterprise) return Refuse.denied(EnterpriseMessage.NoEnterprise);
  return enterprise.expired ? expiredEnterpriseRefusal() : null;
}
