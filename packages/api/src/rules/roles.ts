import { FixedRoleId } from '../entities/constants';

/**
 * The names of the three fixed enterprise roles, in Chinese (the spec's) and English: one table read by the server
 * (the roles a user holds), the fixtures and the UI, so that a role is never named twice.
 */
export const FIXED_ROLE_NAMES: Readonly<Record<FixedRoleId, string>> = {
  [FixedRoleId.EnterpriseAdmin]: '企业管理员',
  [FixedRoleId.ArchiveAdmin]: '档案管理员',
  [FixedRoleId.PublishingManager]: '发布管理员',
};

export const FIXED_ROLE_NAMES_EN: Readonly<Record<FixedRoleId, string>> = {
  [FixedRoleId.EnterpriseAdmin]: 'Enterprise administrator',
  [FixedRoleId.ArchiveAdmin]: 'Archive administrator',
  [FixedRoleId.PublishingManager]: 'Publishing manager',
};

/** Whether a role id is one of the fixed roles. */
export function isFixedRole(role: string): role is FixedRoleId {
  return Object.hasOwn(FIXED_ROLE_NAMES, role);
}

/** The name of a fixed role (a role id that is none of them is shown as it is). */
export function fixedRoleName(role: string): string {
  return isFixedRole(role) ? FIXED_ROLE_NAMES[role] : role;
}
