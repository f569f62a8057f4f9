import { FIXED_ROLE_NAMES, isFixedRole, type Permissions, permissionKeysOf, type UserRole } from '@atelier/api';

/**
 * Menus (the route tree with `perms` keys) and button keys from the user's enterprise roles. The table of who holds
 * which key, and the tree itself, live in `@atelier/api` (rules/enterpriseSetup.ts) so that the permission-tree
 * page, the fixtures and the server read one definition; custom roles add the keys they check (`grants`).
 */
export { BUTTON_KEYS, MENU_TREE, permissionsFor } from '@atelier/api';

/** Every key of a permission answer, menus (depth first) then buttons. */
export function permissionKeys(permissions: Permissions): string[] {
  return permissionKeysOf(permissions);
}

/**
 * The user's enterprise roles as the API shows them: the fixed ones by their names, custom ones by the names the
 * enterprise gave them (`customNames`, id to name).
 */
export function rolesOf(roles: readonly string[], customNames: ReadonlyMap<string, string> = new Map()): UserRole[] {
  return roles.flatMap((roleId) => {
    if (isFixedRole(roleId)) return [{ roleId, roleName: FIXED_ROLE_NAMES[roleId] }];
    const name = customNames.get(roleId);
    return name === undefined ? [] : [{ roleId, roleName: name }];
  });
}
