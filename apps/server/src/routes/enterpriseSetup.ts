import { api } from '@atelier/api';
import { implementArea } from '../http/area';
import { addDuty, addSpecialty, removeDuty, removeSpecialty, renameSpecialty, updateDuty } from '../roles/dictionaries';
import {
  addRole,
  allRoles,
  deleteRole,
  entPermission,
  rolePermission,
  updateRole,
  userAddRole,
  userDelRole,
  usersByRole,
} from '../roles/roles';

/** The administrator's setup of the enterprise: dictionaries, roles and permissions (issue 24). */
export const enterpriseSetupArea = implementArea(api.enterpriseSetup, {
  addSpecialty: ({ db, actor, data }) => addSpecialty(db, actor, data.name),
  updateSpecialty: ({ db, actor, data }) => renameSpecialty(db, actor, data),
  deleteSpecialty: ({ db, actor, data }) => removeSpecialty(db, actor, data.id),
  addDuty: ({ db, actor, data }) => addDuty(db, actor, data),
  updateDuty: ({ db, actor, data }) => updateDuty(db, actor, data),
  deleteDuty: ({ db, actor, data }) => removeDuty(db, actor, data.id),
  allRoles: ({ db, actor }) => allRoles(db, actor),
  addRole: ({ db, actor, data }) => addRole(db, actor, data),
  updateRole: ({ db, actor, data }) => updateRole(db, actor, data),
  deleteRole: ({ db, actor, data }) => deleteRole(db, actor, data.roleId),
  userAddRole: ({ db, actor, data }) => userAddRole(db, actor, data),
  userDelRole: ({ db, actor, data }) => userDelRole(db, actor, data),
  usersByRole: ({ db, actor, data }) => usersByRole(db, actor, data),
  entPermission: () => entPermission(),
  rolePermission: ({ db, actor, data }) => rolePermission(db, actor, data.roleId),
});
