import { api } from '@atelier/api';
import { permissionKeys, permissionsFor, rolesOf } from '../auth/permissions';
import { userInfo } from '../domain/views';
import { implementArea, PLANNED } from '../http/area';

/**
 * The signed-in user: info, permissions and roles in the current enterprise. Permissions follow the roles in the
 * enterprise of the call; an expired enterprise keeps them (the portal shows its locked screen), a user without an
 * enterprise gets the personal pages only.
 */
export const userArea = implementArea(api.user, {
  info: ({ db, user }) => userInfo(db, user),
  permissions: ({ enterprise }) => permissionsFor(enterprise?.roles ?? null),
  permissionKeys: ({ enterprise }) => permissionKeys(permissionsFor(enterprise?.roles ?? null)),
  roles: ({ enterprise }) => rolesOf(enterprise?.roles ?? []),
  opinionBank: PLANNED,
  createOpinion: PLANNED,
  updateOpinion: PLANNED,
});
