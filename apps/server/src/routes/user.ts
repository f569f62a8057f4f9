import { api } from '@atelier/api';
import { permissionKeys, permissionsFor, rolesOf } from '../auth/permissions';
import { userInfo } from '../domain/views';
import { implementArea, PLANNED } from '../http/area';
import { roleNamesOf } from '../roles/repository';

/**
 * The signed-in user: info, permissions and roles in the current enterprise. Permissions follow the roles in the
 * enterprise of the call (the fixed roles' table plus the keys of the custom roles held, read on every call); an
 * expired enterprise keeps them (the portal shows its locked screen), a user without an enterprise gets the
 * personal pages only.
 */
export const userArea = implementArea(api.user, {
  info: ({ db, user }) => userInfo(db, user),
  permissions: ({ enterprise }) => permissionsFor(enterprise?.roles ?? null, enterprise?.grants),
  permissionKeys: ({ enterprise }) => permissionKeys(permissionsFor(enterprise?.roles ?? null, enterprise?.grants)),
  roles: async ({ db, enterprise }) =>
    rolesOf(enterprise?.roles ?? [], enterprise ? await roleNamesOf(db, enterprise.id, enterprise.roles) : undefined),
  opinionBank: PLANNED,
  createOpinion: PLANNED,
  updateOpinion: PLANNED,
});
