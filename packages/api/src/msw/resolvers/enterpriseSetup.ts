import type { EnterpriseRole } from '../../contract/endpoints/enterpriseSetup';
import { DutyRole, FixedRoleId } from '../../entities/constants';
import type { Duty } from '../../entities/user';
import {
  adminRoleChangeRefusal,
  allPermissionKeys,
  DutyType,
  dutyDeleteRefusal,
  dutyTypeRefusal,
  EnterpriseSetupMessage,
  fixedRoleKeys,
  fixedRoleRefusal,
  grantRefusal,
  isFixedRole,
  ownRoleRefusal,
  permissionKeysOf,
  permissionsFor,
  permissionTree,
  roleRemovalRefusal,
  setupNameRefusal,
  specialtyDeleteRefusal,
  unknownPermissionRefusal,
} from '../../rules';
import { Refuse } from '../../rules/refusal';
import { FIXED_ROLE_NAMES } from '../../rules/roles';
import type { FixtureUser } from '../seed';
import { enforce, type FixtureStore, paginate } from '../store';
import type { Resolvers } from './context';

/**
 * The enterprise setup's fixtures (issue 24): the store's one dictionary of specialties and duties edited, and the
 * custom roles kept beside the store (keyed by its users list, which a reset replaces). Who holds a role is the
 * user's `roleIds`, as on the server. The rules are the shared ones of rules/enterpriseSetup.ts.
 */

interface CustomRole {
  roleId: string;
  roleName: string;
  description: string;
  permissionIds: string[];
}
interface SetupState {
  roles: CustomRole[];
  sequence: number;
}
const states = new WeakMap<object, SetupState>();
function stateOf(store: FixtureStore): SetupState {
  const found = states.get(store.state.users);
  if (found) return found;
  const state: SetupState = { roles: [], sequence: 0 };
  states.set(store.state.users, state);
  return state;
}

/**
 * Seeds a custom role for a story or a test (the fixtures' roles live beside the store): its keys kept in the tree's
 * order, given to `holders` (user ids). Answers the role's id.
 */
export function addFixtureRole(
  store: FixtureStore,
  role: { roleName: string; permissionIds: readonly string[]; holders?: readonly string[] },
): string {
  const state = stateOf(store);
  const roleId = `role-custom-${++state.sequence}`;
  state.roles.push({
    roleId,
    roleName: role.roleName,
    description: '',
    permissionIds: allPermissionKeys().filter((k) => role.permissionIds.includes(k)),
  });
  for (const u of store.state.users) if (role.holders?.includes(u.userId)) u.roleIds = [...u.roleIds, roleId];
  return roleId;
}

const FIXED_ORDER = [FixedRoleId.EnterpriseAdmin, FixedRoleId.ArchiveAdmin, FixedRoleId.PublishingManager] as const;

/** The setup menus and the refusal of a caller without them (as the contract declares beside the endpoints). */
const SETUP_MENUS = {
  specialty: ['enterpriseSpecialty', EnterpriseSetupMessage.NoSpecialtySetup],
  duty: ['enterpriseDutyConfig', EnterpriseSetupMessage.NoDutySetup],
  role: ['enterpriseSetup', EnterpriseSetupMessage.NoRoleSetup],
} as const;

/** The caller's menus and buttons (fixed roles and the fixtures' custom ones), as the server answers them. */
export function fixturePermissionsOf(store: FixtureStore, user: FixtureUser) {
  const grants = stateOf(store)
    .roles.filter((r) => user.roleIds.includes(r.roleId))
    .flatMap((r) => r.permissionIds);
  return permissionsFor(user.roleIds.filter(isFixedRole), grants);
}

/** Every key the caller's roles give (fixed ones and the fixtures' custom ones). */
function keysOf(store: FixtureStore, user: FixtureUser): string[] {
  return permissionKeysOf(fixturePermissionsOf(store, user));
}

/** The caller's roles must give the page's menu key. */
function requireMenu(store: FixtureStore, user: FixtureUser, page: keyof typeof SETUP_MENUS): void {
  const [key, denial] = SETUP_MENUS[page];
  if (!keysOf(store, user).includes(key)) enforce(Refuse.denied(denial));
}

/** What the role rules need to know of the caller. */
const shaper = (store: FixtureStore, user: FixtureUser) => ({
  isAdmin: user.roleIds.includes(FixedRoleId.EnterpriseAdmin),
  roleIds: user.roleIds,
  keys: keysOf(store, user),
});

const members = (store: FixtureStore, enterpriseId: string) =>
  store.state.users.filter((u) => u.enterpriseIds.includes(enterpriseId));

/** A duty's type: the seed's are the design projects'. */
const typeOf = (d: Duty): DutyType => (d.type as DutyType | undefined) ?? DutyType.DesignProject;

function findCustom(store: FixtureStore, roleId: string): CustomRole {
  enforce(fixedRoleRefusal(roleId));
  const found = stateOf(store).roles.find((r) => r.roleId === roleId);
  if (!found) enforce(Refuse.denied(EnterpriseSetupMessage.RoleNotFound));
  return found as CustomRole;
}
/** The role exists; answers the keys it gives. */
const checkRole = (store: FixtureStore, roleId: string): string[] =>
  isFixedRole(roleId) ? fixedRoleKeys(roleId) : findCustom(store, roleId).permissionIds;
const roleNames = (store: FixtureStore) => [
  ...FIXED_ORDER.map((id) => ({ id, name: FIXED_ROLE_NAMES[id] })),
  ...stateOf(store).roles.map((r) => ({ id: r.roleId, name: r.roleName })),
];
const normalised = (keys: readonly string[]) => allPermissionKeys().filter((k) => keys.includes(k));

export const enterpriseSetupResolvers: Resolvers = {
  enterprise: {
    duties: ({ store, data }) =>
      paginate(
        store.state.duties
          .filter((d) => (data.isSign !== 1 || d.isSign !== false) && (!data.type || typeOf(d) === data.type))
          .map((d) => ({ ...d, isSign: d.isSign ?? true, type: typeOf(d) })),
        data.pageNum,
        data.pageSize ?? 100,
      ),
  },
  enterpriseSetup: {
    addSpecialty: ({ store, user, data }) => {
      requireMenu(store, user, 'specialty');
      const list = store.state.specialties;
      enforce(
        setupNameRefusal(
          list.map((s) => ({ id: s.id, name: s.dictName })),
          data.name,
          EnterpriseSetupMessage.SpecialtyNameTaken,
        ),
      );
      const id = `spec-new-${++stateOf(store).sequence}`;
      list.push({ id, dictId: id, dictName: data.name, alias: data.name });
      return { id };
    },
    updateSpecialty: ({ store, user, data }) => {
      requireMenu(store, user, 'specialty');
      const list = store.state.specialties;
      const found = list.find((s) => s.id === data.id);
      if (!found) enforce(Refuse.denied(EnterpriseSetupMessage.SpecialtyNotFound));
      enforce(
        setupNameRefusal(
          list.map((s) => ({ id: s.id, name: s.dictName })),
          data.name,
          EnterpriseSetupMessage.SpecialtyNameTaken,
          data.id,
        ),
      );
      Object.assign(found as object, { dictName: data.name, alias: data.name });
      return null;
    },
    deleteSpecialty: ({ store, user, data }) => {
      requireMenu(store, user, 'specialty');
      const list = store.state.specialties;
      const index = list.findIndex((s) => s.id === data.id);
      if (index < 0) enforce(Refuse.denied(EnterpriseSetupMessage.SpecialtyNotFound));
      const uses = store.state.users.filter((u) => u.specialtyId === data.id).length;
      enforce(specialtyDeleteRefusal({ remaining: list.length, uses }));
      list.splice(index, 1);
      return null;
    },
    addDuty: ({ store, user, data }) => {
      requireMenu(store, user, 'duty');
      enforce(dutyTypeRefusal(data.type, keysOf(store, user)));
      const list = store.state.duties;
      const sameType = list.filter((d) => typeOf(d) === data.type).map((d) => ({ id: d.id, name: d.dictName }));
      enforce(setupNameRefusal(sameType, data.name, EnterpriseSetupMessage.DutyNameTaken));
      const id = `duty-new-${++stateOf(store).sequence}`;
      list.push({
        id,
        dictId: id,
        dictName: data.name,
        alias: data.name,
        dutyRole: data.dutyRole === DutyRole.Manager ? DutyRole.Manager : DutyRole.Normal,
        isSign: data.isSign,
        type: data.type,
      });
      return { id };
    },
    updateDuty: ({ store, user, data }) => {
      requireMenu(store, user, 'duty');
      const list = store.state.duties;
      const found = list.find((d) => d.id === data.id);
      if (!found) return enforce(Refuse.denied(EnterpriseSetupMessage.DutyNotFound)) as never;
      enforce(dutyTypeRefusal(typeOf(found), keysOf(store, user)));
      const sameType = list.filter((d) => typeOf(d) === typeOf(found)).map((d) => ({ id: d.id, name: d.dictName }));
      enforce(setupNameRefusal(sameType, data.name, EnterpriseSetupMessage.DutyNameTaken, found.id));
      Object.assign(found, {
        dictName: data.name,
        alias: data.name,
        isSign: data.isSign,
        dutyRole: data.dutyRole === DutyRole.Manager ? DutyRole.Manager : DutyRole.Normal,
      });
      return null;
    },
    deleteDuty: ({ store, user, data }) => {
      requireMenu(store, user, 'duty');
      const list = store.state.duties;
      const index = list.findIndex((d) => d.id === data.id);
      if (index < 0) enforce(Refuse.denied(EnterpriseSetupMessage.DutyNotFound));
      enforce(dutyTypeRefusal(typeOf(list[index] as Duty), keysOf(store, user)));
      const uses = store.state.users.filter((u) => u.dutyId === data.id).length;
      enforce(dutyDeleteRefusal({ remaining: list.length, uses }));
      list.splice(index, 1);
      return null;
    },
    allRoles: ({ store, user, enterpriseId }) => {
      requireMenu(store, user, 'role');
      const people = members(store, enterpriseId);
      const holders = (roleId: string) => people.filter((u) => u.roleIds.includes(roleId)).map((u) => u.userId);
      const fixed: EnterpriseRole[] = FIXED_ORDER.map((roleId) => ({
        roleId,
        roleName: FIXED_ROLE_NAMES[roleId],
        description: '',
        fixed: true,
        permissionIds: fixedRoleKeys(roleId),
        userIds: holders(roleId),
      }));
      return [...fixed, ...stateOf(store).roles.map((r) => ({ ...r, fixed: false, userIds: holders(r.roleId) }))];
    },
    addRole: ({ store, user, data }) => {
      requireMenu(store, user, 'role');
      const keys = data.permissionIds ?? [];
      enforce(unknownPermissionRefusal(keys));
      enforce(grantRefusal(keys, shaper(store, user)));
      enforce(setupNameRefusal(roleNames(store), data.roleName, EnterpriseSetupMessage.RoleNameTaken));
      const state = stateOf(store);
      const roleId = `role-custom-${++state.sequence}`;
      state.roles.push({
        roleId,
        roleName: data.roleName,
        description: data.description ?? '',
        permissionIds: normalised(keys),
      });
      return { roleId };
    },
    updateRole: ({ store, user, data }) => {
      requireMenu(store, user, 'role');
      enforce(fixedRoleRefusal(data.roleId));
      enforce(unknownPermissionRefusal(data.permissionIds));
      const role = findCustom(store, data.roleId);
      enforce(ownRoleRefusal(role.roleId, shaper(store, user)));
      enforce(grantRefusal(data.permissionIds, shaper(store, user), role.permissionIds));
      enforce(setupNameRefusal(roleNames(store), data.roleName, EnterpriseSetupMessage.RoleNameTaken, role.roleId));
      role.roleName = data.roleName;
      role.description = data.description ?? role.description;
      role.permissionIds = normalised(data.permissionIds);
      return null;
    },
    deleteRole: ({ store, user, data }) => {
      requireMenu(store, user, 'role');
      const role = findCustom(store, data.roleId);
      enforce(ownRoleRefusal(role.roleId, shaper(store, user)));
      for (const u of store.state.users) u.roleIds = u.roleIds.filter((r) => r !== role.roleId);
      const state = stateOf(store);
      state.roles = state.roles.filter((r) => r.roleId !== role.roleId);
      return null;
    },
    userAddRole: ({ store, user, enterpriseId, data }) => {
      requireMenu(store, user, 'role');
      const keys = checkRole(store, data.roleId);
      enforce(adminRoleChangeRefusal(data.roleId, user.roleIds.includes(FixedRoleId.EnterpriseAdmin)));
      enforce(grantRefusal(keys, shaper(store, user)));
      const people = members(store, enterpriseId);
      const wanted = [...new Set(data.userIds)];
      const found = people.filter((u) => wanted.includes(u.userId));
      if (found.length !== wanted.length) enforce(Refuse.denied(EnterpriseSetupMessage.PersonNotMember));
      for (const u of found) if (!u.roleIds.includes(data.roleId)) u.roleIds = [...u.roleIds, data.roleId];
      return null;
    },
    userDelRole: ({ store, user, enterpriseId, data }) => {
      requireMenu(store, user, 'role');
      checkRole(store, data.roleId);
      enforce(adminRoleChangeRefusal(data.roleId, user.roleIds.includes(FixedRoleId.EnterpriseAdmin)));
      const people = members(store, enterpriseId);
      const person = people.find((u) => u.userId === data.userId);
      if (!person) return enforce(Refuse.denied(EnterpriseSetupMessage.PersonNotMember)) as never;
      const admins = people.filter((u) => u.roleIds.includes(FixedRoleId.EnterpriseAdmin)).length;
      enforce(roleRemovalRefusal(data.roleId, admins));
      person.roleIds = person.roleIds.filter((r) => r !== data.roleId);
      return null;
    },
    usersByRole: ({ store, user, enterpriseId, data }) => {
      requireMenu(store, user, 'role');
      checkRole(store, data.roleId);
      const holders = members(store, enterpriseId)
        .filter((u) => u.roleIds.includes(data.roleId))
        .sort((a, b) => a.realname.localeCompare(b.realname, 'zh-CN'))
        .map((u) => ({ userId: u.userId, realname: u.realname, phone: u.phone, avatar: null, departName: '' }));
      return paginate(holders, data.pageNum, data.pageSize ?? 50);
    },
    entPermission: ({ store, user }) => {
      requireMenu(store, user, 'role');
      return permissionTree();
    },
    rolePermission: ({ store, user, data }) => {
      requireMenu(store, user, 'role');
      if (isFixedRole(data.roleId)) return fixedRoleKeys(data.roleId);
      return findCustom(store, data.roleId).permissionIds;
    },
  },
};
