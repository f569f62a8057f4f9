import { z } from 'zod';
import {
  emptyRequest,
  enterpriseIdField,
  flagSchema,
  idSchema,
  nothing,
  pageOf,
  pageQueryShape,
} from '../../entities/common';
import { EnterpriseScale, FixedRoleId } from '../../entities/constants';
import {
  dutySchema,
  enterpriseEntrySchema,
  enterpriseSearchResultSchema,
  regionSchema,
  specialtySchema,
  userOptionSchema,
} from '../../entities/user';
import { ResponseCode } from '../../response/codes';
import {
  ENTERPRISE_SHORT_NAME_MAX,
  EnterpriseMessage,
  JOIN_COMMENT_MAX,
  JoinRequestStatus,
} from '../../rules/enterprises';
import { ENTERPRISE_SCALE_REQUIRED, REGION_REQUIRED } from '../../rules/messages';
import { enterpriseCreateNameSchema } from '../../rules/rules';
import { multilineText } from '../../rules/text';
import { defineArea, Timeouts } from '../define';
import { get, post } from './helpers';

const byEnterprise = z.object({ enterpriseId: enterpriseIdField });

/** A join request as the administrator's audit list shows it. */
export const joinRequestSchema = z.object({
  id: idSchema,
  userId: idSchema,
  realname: z.string(),
  phone: z.string(),
  comment: z.string(),
  status: z.enum(JoinRequestStatus),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: z.string(),
});
export type JoinRequest = z.output<typeof joinRequestSchema>;

/** The enterprise info page (getEntDetailInfo). */
export const enterpriseDetailSchema = z.object({
  id: idSchema,
  enterpriseName: z.string(),
  shortName: z.string(),
  enterpriseScale: z.enum(EnterpriseScale).nullable(),
  regionCode: z.string(),
  districtDetails: z.string(),
  /** A data: URL of the JPG or PNG, or null. */
  avatar: z.string().nullable(),
  /** Others join with it (5.2: search by name or invitation code). */
  invitationCode: z.string(),
  creatorName: z.string(),
  memberCount: z.number().int(),
  /** YYYY-MM-DD, or null for no end. */
  expireDate: z.string().nullable(),
  expired: z.boolean(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: z.string(),
});
export type EnterpriseDetail = z.output<typeof enterpriseDetailSchema>;

/** The create and join answers: the server's message, shown in a persistent notice (8.2). */
const withMessage = { message: z.string() };
const admin = { role: FixedRoleId.EnterpriseAdmin } as const;

/** Enterprises of the user, switching, creation and joining, dictionaries (001 section 7.3). */
export const enterprise = defineArea('enterprise', {
  /** Path not shown (the avatar menu's enterprise list): designed in the /sys/enterprise family. */
  list: get('/sys/enterprise/getUserEntList', emptyRequest, z.array(enterpriseEntrySchema), {
    designed: true,
    access: { scope: 'session' },
  }),
  switch: post('/sys/enterprise/switchEnt', z.object({ id: idSchema }), nothing, { access: { scope: 'session' } }),
  create: post(
    '/sys/enterprise/createEnt',
    z.object({
      enterpriseName: enterpriseCreateNameSchema,
      enterpriseScale: z.enum(EnterpriseScale, { error: ENTERPRISE_SCALE_REQUIRED }),
      regionCode: z.string({ error: REGION_REQUIRED }).min(1, REGION_REQUIRED),
      /** The labels the portal shows; the server writes its own from regionCode. */
      districtDetails: z.string(),
    }),
    /** The new enterprise becomes the creator's current one. */
    z.object({ enterpriseId: idSchema, ...withMessage }),
    { access: { scope: 'session' }, refuses: { [ResponseCode.EnterpriseCreateWarning]: 'shared' } },
  ),
  join: post(
    '/sys/enterprise/approveToJoinEnt',
    z.object({
      enterpriseId: z
        .string({ error: EnterpriseMessage.JoinEnterpriseRequired })
        .min(1, EnterpriseMessage.JoinEnterpriseRequired),
      comment: multilineText(z.string().max(JOIN_COMMENT_MAX, EnterpriseMessage.CommentTooLong)).optional(),
    }),
    z.object(withMessage),
    { access: { scope: 'session' }, refuses: { [ResponseCode.JoinEnterpriseWarning]: 'shared' } },
  ),
  regions: get(
    '/sys/base/getRegionCode',
    z.object({ parentCode: z.string().optional() }),
    z.object({ regionCodeList: z.array(regionSchema) }),
    { access: { scope: 'session' } },
  ),
  search: get(
    '/sys/enterprise/getEntByKeyword',
    z.object({ keyword: z.string().trim().min(1) }),
    z.array(enterpriseSearchResultSchema),
    { access: { scope: 'session' } },
  ),
  isCloud: get('/sys/vip/getEntIsCloud', byEnterprise, z.object({ isCloud: flagSchema })),
  /** Whether the enterprise's stamps are kept in the cloud (stampIsCloud '1'): the CA checkbox needs it. */
  stampIsCloud: get('/sys/enterprise/getEntStampIsCloud', byEnterprise, z.object({ stampIsCloud: flagSchema }), {
    access: { scope: 'member' },
  }),
  /**
   * Duties: pageNum 1, pageSize 100, isSign 0 for flow templates. `type` is the `DutyType` (the duty-config page:
   * 1 engineering management, 2 design project, 3 post); omitted, every type.
   */
  duties: get(
    '/enterprise/entDutyList',
    z.object({
      enterpriseId: enterpriseIdField,
      ...pageQueryShape,
      isSign: z.union([z.literal(0), z.literal(1)]).optional(),
      type: z.number().int().optional(),
    }),
    pageOf(dutySchema),
    { access: { scope: 'member' } },
  ),
  specialties: get('/enterprise/getEntSpecialtyList', byEnterprise, z.array(specialtySchema), {
    access: { scope: 'member' },
  }),
  /** The administrator's audit list: pending requests to join the current enterprise. */
  toBeAudited: get('/structure/getToBeAudited', z.object({ ...pageQueryShape }), pageOf(joinRequestSchema), {
    access: { ...admin, denial: EnterpriseMessage.OnlyAdminAudits },
  }),
  /** Approves a join request: the applicant becomes a member without a role. */
  auditPass: post('/structure/getAuditPass', z.object({ id: idSchema }), nothing, {
    access: { ...admin, denial: EnterpriseMessage.OnlyAdminAudits },
  }),
  /** Rejects a join request. */
  toExamine: post('/structure/getToExamine', z.object({ id: idSchema }), nothing, {
    access: { ...admin, denial: EnterpriseMessage.OnlyAdminAudits },
  }),
  /** The current enterprise's info page. */
  detail: get('/sys/enterprise/getEntDetailInfo', emptyRequest, enterpriseDetailSchema, {
    access: { scope: 'member' },
  }),
  /** Edits the current enterprise's name, short name and size (region and expiry are not edited here). */
  updateInfo: post(
    '/sys/enterprise/updateEntInfo',
    z.object({
      enterpriseName: enterpriseCreateNameSchema,
      shortName: z.string().trim().max(ENTERPRISE_SHORT_NAME_MAX, EnterpriseMessage.ShortNameTooLong).optional(),
      enterpriseScale: z.enum(EnterpriseScale, { error: ENTERPRISE_SCALE_REQUIRED }),
    }),
    nothing,
    { access: { ...admin, denial: EnterpriseMessage.OnlyAdminEdits } },
  ),
  /** Sets the enterprise's avatar: a JPG or PNG under 500 KB (001 section 9). Path designed in the family. */
  uploadAvatar: post(
    '/sys/enterprise/uploadEntAvatar',
    z.object({ file: z.instanceof(Blob) }),
    z.object({ avatar: z.string() }),
    {
      designed: true,
      form: true,
      timeout: Timeouts.AvatarUpload,
      access: { ...admin, denial: EnterpriseMessage.OnlyAdminEdits },
    },
  ),
  delAvatar: post('/sys/enterprise/delEntAvatar', emptyRequest, nothing, {
    access: { ...admin, denial: EnterpriseMessage.OnlyAdminEdits },
  }),
  auditors: get('/enterprise/getEntAuditorList', byEnterprise, z.array(userOptionSchema)),
  countersigners: get('/enterprise/getEntCountersignList', byEnterprise, z.array(userOptionSchema)),
});
