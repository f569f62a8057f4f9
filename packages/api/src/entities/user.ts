import { z } from 'zod';
import { enterpriseIdField, flagSchema, idSchema } from './common';
import { DutyRole } from './constants';

/** A person as pickers and approver lists show them: real name and phone. */
export const userOptionSchema = z.object({
  userId: idSchema,
  realname: z.string(),
  phone: z.string(),
  avatar: z.string().nullish(),
});
export type UserOption = z.output<typeof userOptionSchema>;

/** A dictionary entry (specialty, duty). */
export const dictionaryEntrySchema = z.object({
  dictId: idSchema,
  dictName: z.string(),
  alias: z.string().nullish(),
});
export type DictionaryEntry = z.output<typeof dictionaryEntrySchema>;

/** An enterprise duty (设计, 校对, 审核, 审定, 专业负责人, 项目负责人...). */
export const dutySchema = z.object({
  id: idSchema,
  dictId: idSchema,
  dictName: z.string(),
  alias: z.string().nullish(),
  disabled: z.boolean().optional(),
  dutyRole: z.enum(DutyRole).optional(),
  /** Whether the duty signs drawings (a signer field of the title block). */
  isSign: z.boolean().optional(),
  /** Its `DutyType` (1 engineering management, 2 design project, 3 post): the duty-config page it is listed on. */
  type: z.number().int().optional(),
});
export type Duty = z.output<typeof dutySchema>;

/** A specialty (建筑, 结构, 给排水...). */
export const specialtySchema = z.object({
  id: idSchema,
  dictId: idSchema,
  dictName: z.string(),
  alias: z.string().nullish(),
});
export type Specialty = z.output<typeof specialtySchema>;

/** A user in the personnel picker (001 section 3.6). */
export const pickerUserSchema = userOptionSchema.extend({
  userSpecialties: z.array(z.object({ dictSpecialtyId: idSchema, dictName: z.string() })),
  userDuties: z.array(z.object({ dictDutyId: idSchema, dictName: z.string(), alias: z.string().nullish() })),
  isInPro: z.boolean().optional(),
  isEntStamp: z.boolean().optional(),
});
export type PickerUser = z.output<typeof pickerUserSchema>;

/** The signed-in user (GET user info; login's userInfo). */
export const userInfoSchema = z.object({
  userId: idSchema,
  username: z.string(),
  realname: z.string(),
  phone: z.string(),
  email: z.string().nullish(),
  avatar: z.string().nullish(),
  curEnterpriseId: idSchema.nullish(),
  curEnterpriseName: z.string().nullish(),
  enterpriseExpired: z.boolean().optional(),
  /** The current enterprise's expiry, YYYY-MM-DD, or null for none. */
  enterpriseExpireDate: z.string().nullish(),
  /** Whole days until it expires (enterpriseDaysLeft: 1 on its last day, 0 once expired), or null for none. */
  enterpriseDaysLeft: z.number().int().nullish(),
});
export type UserInfo = z.output<typeof userInfoSchema>;

/** An enterprise the user belongs to, as login lists it. */
export const loginEnterpriseSchema = z.object({
  enterpriseId: idSchema,
  enterpriseName: z.string().optional(),
  ddUnionid: z.string().nullish(),
});

/** Login answer (000 section 3). */
export const loginResultSchema = z.object({
  token: z.string(),
  userInfo: userInfoSchema,
  enterpriseVoList: z.array(loginEnterpriseSchema),
  isWeChat: z.boolean(),
});
export type LoginResult = z.output<typeof loginResultSchema>;

/** A node of the permitted route tree (menu permission keys such as workflow, enterpriseOrganization). */
export interface MenuNode {
  perms: string;
  name: string;
  path?: string | undefined;
  children?: MenuNode[] | undefined;
}
export const menuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    perms: z.string(),
    name: z.string(),
    path: z.string().optional(),
    children: z.array(menuNodeSchema).optional(),
  }),
);

/** Permissions: the route tree (menus) and the button keys (auth list), e.g. pro:file:fastApproval. */
export const permissionsSchema = z.object({
  menuList: z.array(menuNodeSchema),
  authList: z.array(z.string()),
});
export type Permissions = z.output<typeof permissionsSchema>;

/** An enterprise role of the user. */
export const userRoleSchema = z.object({ roleId: idSchema, roleName: z.string() });
export type UserRole = z.output<typeof userRoleSchema>;

/**
 * An entry of an opinion bank (001 section 3.6): type is the mark's opinion type (1, 2, 4, 6), opinionCation the
 * library tab ('1' review, '2' general; rules/opinionBank.ts). `state` says whose bank it is ('1' the person's, '2'
 * the enterprise's): Atelier's, for the picker that lists both.
 */
export const opinionSchema = z.object({
  id: idSchema,
  comment: z.string(),
  type: z.number().int(),
  opinionCation: z.string().nullish(),
  opinionSpecialty: z.string().nullish(),
  state: z.enum(['1', '2']).optional(),
});
export type Opinion = z.output<typeof opinionSchema>;

/** An enterprise in the user's list (001 section 3.1). */
export const enterpriseEntrySchema = z.object({
  enterpriseId: idSchema,
  enterpriseName: z.string(),
  isCurEnterprise: flagSchema,
  expired: z.boolean().optional(),
});
export type EnterpriseEntry = z.output<typeof enterpriseEntrySchema>;

/** An enterprise found by name or invite code. */
export const enterpriseSearchResultSchema = z.object({
  id: idSchema,
  enterpriseName: z.string(),
  districtDetails: z.string(),
});

/** A region option. */
export const regionSchema = z.object({ baseAreaid: z.string(), name: z.string() });

/** Requests with an enterprise id that the X-Ent header may supply. */
export const withEnterprise = { enterpriseId: enterpriseIdField };
