import { api } from '@atelier/api';
import type { FastifyInstance } from 'fastify';
import { permissionKeys, permissionsFor, rolesOf } from '../auth/permissions';
import { userInfo } from '../domain/views';
import { registerEndpoint } from '../http/registerEndpoint';

/** The signed-in user: info, permissions and roles in the current enterprise. */
export function registerUserRoutes(app: FastifyInstance): void {
  registerEndpoint(app, api.user.info, ({ db, user }) => userInfo(db, user), { enterprise: 'ignore' });

  // Permissions follow the roles in the enterprise of the call; an expired enterprise keeps them (the portal shows
  // its locked screen), a user without an enterprise gets the personal pages only.
  registerEndpoint(app, api.user.permissions, ({ enterprise }) => permissionsFor(enterprise?.roles ?? null));
  registerEndpoint(app, api.user.permissionKeys, ({ enterprise }) =>
    permissionKeys(permissionsFor(enterprise?.roles ?? null)),
  );
  registerEndpoint(app, api.user.roles, ({ enterprise }) => rolesOf(enterprise?.roles ?? []));
}
