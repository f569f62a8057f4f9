import { api } from '@atelier/api';
import { implementArea } from '../http/area';
import {
  addDepartment,
  departmentTree,
  moveDepartment,
  removeDepartment,
  renameDepartment,
  sortDepartments,
} from '../organisation/departments';
import { createInvitation } from '../organisation/invitations';
import {
  addPerson,
  addToDepartment,
  disablePerson,
  queryDepartmentPeople,
  queryNotGrouped,
  queryPeople,
  removePerson,
  updatePerson,
} from '../organisation/people';

/**
 * The organisation (001 section 7.3 "Structure"; issue 24): the department tree and the people, read by members,
 * changed by the enterprise's administrators (the role is declared in the contract). organisation/*.ts.
 */
export const structureArea = implementArea(api.structure, {
  tree: ({ db, actor }) => departmentTree(db, actor),
  insertDepartment: ({ db, actor, data }) => addDepartment(db, actor, data),
  updateDepart: ({ db, actor, data }) => renameDepartment(db, actor, data),
  transferDepart: ({ db, actor, data }) => moveDepartment(db, actor, data),
  departSort: ({ db, actor, data }) => sortDepartments(db, actor, data),
  deleteDepart: ({ db, actor, data }) => removeDepartment(db, actor, data.id),
  queryUser: ({ db, actor, data }) => queryPeople(db, actor, data),
  queryDepartUser: ({ db, actor, data }) => queryDepartmentPeople(db, actor, data.departId, data),
  notGrouped: ({ db, actor, data }) => queryNotGrouped(db, actor, data),
  addPersonnel: ({ db, actor, data }) => addPerson(db, actor, data),
  updateUser: ({ db, actor, data }) => updatePerson(db, actor, data),
  addDepartUser: ({ db, actor, data }) => addToDepartment(db, actor, data),
  deleteDepartUser: ({ db, actor, data }) => removePerson(db, actor, data.userId),
  disableUser: ({ db, actor, data }) => disablePerson(db, actor, data),
  invitationUser: ({ db, actor, data }) => createInvitation(db, actor, data.departId),
});
