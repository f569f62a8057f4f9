import { z } from 'zod';
import { emptyRequest, idListSchema, idSchema, nothing, pageOf, pageQueryShape } from '../../entities/common';
import { DutyRole } from '../../entities/constants';
import { userOptionSchema } from '../../entities/user';
import {
  DutyType,
  dutyNameSchema,
  EnterpriseSetupMessage,
  PermissionKind,
  type PermissionNode,
  roleDescriptionSchema,
  roleNameSchema,
  specialtyNameSchema,
} from '../../rules/enterpriseSetup';
import { defineArea } from '../define';
import { get, post } from './helpers';

/**
 * The setup calls answer to the menu keys of their pages (as the pages themselves do): the enterprise admin holds
 * every menu, and a custom role that checks 专业设置, 职责配置 (or one of its duty types) or 企业设置 gives its
 * holders the calls behind that page.
 */
const specialtySetup = {
  access: { menu: 'enterpriseSpecialty', denial: EnterpriseSetupMessage.NoSpecialtySetup },
} as const;
const dutySetup = { access: { menu: 'enterpriseDutyConfig', denial: EnterpriseSetupMessage.NoDutySetup } } as const;
const roleSetup = { access: { menu: 'enterpriseSetup', denial: EnterpriseSetupMessage.NoRoleSetup } } as const;

const dutyTypeSchema = z.enum(DutyType);

/** A node of the permission tree (group/getEntPermission). */
export const permissionNodeSchema: z.ZodType<PermissionNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(PermissionKind),
    children: z.array(permissionNodeSchema).optional(),
  }),
);

/** An enterprise role (001 section 3.6: roleId, roleName, permissionIds, description, userIds). */
export const enterpriseRoleSchema = z.object({
  roleId: idSchema,
  roleName: z.string(),
  description: z.string(),
  /** One of the three fixed roles: not renamed, not deleted, its keys not edited. */
  fixed: z.boolean(),
  permissionIds: z.array(z.string()),
  userIds: idListSchema,
});
export type EnterpriseRole = z.output<typeof enterpriseRoleSchema>;

/** A person holding a role, as the role's people list shows them. */
export const roleUserSchema = userOptionSchema.extend({ departName: z.string() });
export type RoleUser = z.output<typeof roleUserSchema>;

const roleFields = {
  roleName: roleNameSchema,
  description: roleDescriptionSchema.optional(),
  permissionIds: z.array(z.string()).optional(),
};

/**
 * The administrator's setup of the enterprise (001 sections 3.6, 6, 7.3; issue 24): the specialties and duties
 * dictionaries and the enterprise roles with their permission trees and people. The dictionaries are read through
 * `enterprise.specialties` and `enterprise.duties` (the lists every page reads). Paths the spec names are kept;
 * the rest ("paths of some of these not shown in full") are designed in the /enterprise family.
 */
export const enterpriseSetup = defineArea('enterpriseSetup', {
  addSpecialty: post(
    '/enterprise/addEntSpecialty',
    z.object({ name: specialtyNameSchema }),
    z.object({ id: idSchema }),
    specialtySetup,
  ),
  updateSpecialty: post(
    '/enterprise/updateEntSpecialty',
    z.object({ id: idSchema, name: specialtyNameSchema }),
    nothing,
    { ...specialtySetup, designed: true },
  ),
  deleteSpecialty: post('/enterprise/deleteEntSpecialty', z.object({ id: idSchema }), nothing, specialtySetup),
  addDuty: post(
    '/enterprise/addEntDuty',
    z.object({
      name: dutyNameSchema,
      type: dutyTypeSchema,
      isSign: z.boolean().default(false),
      dutyRole: z.enum(DutyRole).default(DutyRole.Normal),
    }),
    z.object({ id: idSchema }),
    { ...dutySetup },
  ),
  updateDuty: post(
    '/enterprise/updateEntDuty',
    z.object({
      id: idSchema,
      name: dutyNameSchema,
      isSign: z.boolean(),
      dutyRole: z.enum(DutyRole).default(DutyRole.Normal),
    }),
    nothing,
    { ...dutySetup },
  ),
  deleteDuty: post('/enterprise/deleteEntDuty', z.object({ id: idSchema }), nothing, {
    ...dutySetup,
    designed: true,
  }),
  /** Every role of the enterprise: the three fixed ones first, then the custom ones by creation. */
  allRoles: get('/enterprise/allRoles', emptyRequest, z.array(enterpriseRoleSchema), roleSetup),
  addRole: post('/enterprise/addEntRole', z.object(roleFields), z.object({ roleId: idSchema }), roleSetup),
  /** Renames a custom role and saves its whole permission list. */
  updateRole: post(
    '/enterprise/updateEntRole',
    z.object({ roleId: idSchema, ...roleFields, permissionIds: z.array(z.string()) }),
    nothing,
    { ...roleSetup },
  ),
  deleteRole: post('/enterprise/deleteEntRole', z.object({ roleId: idSchema }), nothing, roleSetup),
  userAddRole: post(
    '/enterprise/userAddRole',
    z.object({
      roleId: idSchema,
      userIds: idListSchema.min(1, EnterpriseSetupMessage.PeopleRequired),
    }),
    nothing,
    roleSetup,
  ),
  /** Takes a role from a person; the enterprise-admin role taken tells them (2006004). */
  userDelRole: post('/enterprise/userDelRole', z.object({ roleId: idSchema, userId: idSchema }), nothing, roleSetup),
  usersByRole: get(
    '/enterprise/getUserByRole',
    z.object({ roleId: idSchema, ...pageQueryShape }),
    pageOf(roleUserSchema),
    roleSetup,
  ),
  /** The whole tree of menus and button keys a role may check. */
  entPermission: get('/group/getEntPermission', emptyRequest, z.array(permissionNodeSchema), roleSetup),
  /** The keys a role holds (a fixed role's: the ones its table gives). */
  rolePermission: get('/permission/getRolePermission', z.object({ roleId: idSchema }), z.array(z.string()), roleSetup),
});
