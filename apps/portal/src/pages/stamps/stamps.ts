import { FixedRoleId, type UserRole } from '@atelier/api';

/**
 * Who may open enterprise → 印章管理: an enterprise administrator (issue 11: "only enterprise administrators manage
 * enterprise stamps"; the server refuses everyone else too). The menu shows the item to holders of its key; the
 * page asks the roles, so a link followed by someone else explains instead of failing call after call.
 */
export function canManageEnterpriseStamps(roles: readonly Pick<UserRole, 'roleId'>[] | undefined): boolean {
  return roles?.some((role) => role.roleId === FixedRoleId.EnterpriseAdmin) ?? false;
}
