import type { StaffMember } from '../../contract/endpoints/structure';
import { FixedRoleId } from '../../entities/constants';
import {
  AccountStatus,
  buildDepartmentTree,
  type DepartmentRow,
  deleteDepartmentRefusal,
  departmentNameRefusal,
  departmentPath,
  departmentWithDescendants,
  INVITATION_VALID_DAYS,
  matchesKeyword,
  memberStatus,
  moveDepartmentRefusal,
  OrganisationMessage,
  PERSONNEL_PAGE_SIZE,
  removeMemberRefusal,
  reorder,
  sortDepartmentsRefusal,
} from '../../rules/organisation';
import { Refuse } from '../../rules/refusal';
import { DEMO_DEPARTMENTS, type EnterpriseKey } from '../../seed';
import { type FixtureUser, fixtureSession, localDateTime } from '../seed';
import { ENTERPRISE_ID, users } from '../seed/people';
import { enforce, type FixtureStore, paginate } from '../store';
import type { Resolvers } from './context';

/**
 * The organisation's fixtures (the structure area; issue 24): departments, who is in which, each member's status,
 * specialties and duties, invitations. The state lives beside the store's (keyed by its users list, which a reset
 * replaces, so a reset starts the organisation afresh) and starts as the server's demo organisation
 * (apps/server/src/organisation/demo.ts). The rules are the shared ones of rules/organisation.ts.
 */

interface FixtureDepartment extends DepartmentRow {
  enterpriseId: string;
}

interface FixtureInvitation {
  enterpriseId: string;
  createdBy: string;
  departId: string | null;
  expiresAt: number;
}

interface OrganisationState {
  departments: FixtureDepartment[];
  /** enterprise:user to department. */
  departmentOf: Map<string, string>;
  accountStatus: Map<string, number>;
  /** enterprise:user. */
  disabled: Set<string>;
  specialties: Map<string, string[]>;
  duties: Map<string, string[]>;
  invitations: Map<string, FixtureInvitation>;
  sequence: number;
}

const states = new WeakMap<object, OrganisationState>();
const key = (enterpriseId: string, userId: string) => `${enterpriseId}:${userId}`;

/**
 * The demo firms' trees (@atelier/api/seed), by user id, as the server seeds them: 华筑's (ent-001, departments
 * dept-1, dept-1-1, ...) and 同创's (ent-002, dept-ent-002-1, ...).
 */
const DEMO_TREES = (Object.keys(DEMO_DEPARTMENTS) as EnterpriseKey[]).map((enterprise) => ({
  enterpriseId: ENTERPRISE_ID[enterprise],
  prefix: ENTERPRISE_ID[enterprise] === 'ent-001' ? 'dept' : `dept-${ENTERPRISE_ID[enterprise]}`,
  departments: DEMO_DEPARTMENTS[enterprise].map((department) => ({
    ...department,
    people: department.people.map((key) => users.find((u) => u.username === key)?.userId ?? key),
  })),
}));

function stateOf(store: FixtureStore): OrganisationState {
  const found = states.get(store.state.users);
  if (found) return found;
  const state: OrganisationState = {
    departments: [],
    departmentOf: new Map(),
    accountStatus: new Map(),
    disabled: new Set(),
    specialties: new Map(),
    duties: new Map(),
    invitations: new Map(),
    sequence: 0,
  };
  for (const user of store.state.users) {
    for (const enterpriseId of user.enterpriseIds) {
      state.specialties.set(key(enterpriseId, user.userId), [user.specialtyId]);
      state.duties.set(key(enterpriseId, user.userId), [user.dutyId]);
    }
  }
  for (const { enterpriseId: ent, prefix, departments } of DEMO_TREES) {
    for (const [index, department] of departments.entries()) {
      const id = `${prefix}-${index + 1}`;
      state.departments.push({ id, enterpriseId: ent, parentId: null, name: department.name, sortOrder: index });
      for (const [childIndex, child] of (department.children ?? []).entries()) {
        state.departments.push({
          id: `${id}-${childIndex + 1}`,
          enterpriseId: ent,
          parentId: id,
          name: child,
          sortOrder: childIndex,
        });
      }
      for (const userId of department.people) state.departmentOf.set(key(ent, userId), id);
    }
  }
  states.set(store.state.users, state);
  return state;
}

/** The member's department's name in the enterprise, or null when not grouped (the workbench's detail). */
export function fixtureDepartmentName(store: FixtureStore, enterpriseId: string, userId: string): string | null {
  const state = stateOf(store);
  const departmentId = state.departmentOf.get(key(enterpriseId, userId));
  return state.departments.find((d) => d.id === departmentId)?.name ?? null;
}

/** Whether an administrator disabled this member (then, as on the server, they no longer work in the enterprise). */
export const isFixtureMemberDisabled = (store: FixtureStore, enterpriseId: string, userId: string): boolean =>
  stateOf(store).disabled.has(key(enterpriseId, userId));

/** These people's names with how many specialties and duties they hold in the enterprise (5.10 信息待完善). */
export function fixtureDictionaryCounts(store: FixtureStore, enterpriseId: string, userIds: readonly string[]) {
  const state = stateOf(store);
  return store.state.users
    .filter((u) => userIds.includes(u.userId))
    .map((u) => ({
      realname: u.realname,
      specialties: (state.specialties.get(key(enterpriseId, u.userId)) ?? []).filter(Boolean).length,
      duties: (state.duties.get(key(enterpriseId, u.userId)) ?? []).filter(Boolean).length,
    }));
}

const isAdmin = (user: FixtureUser) => user.roleIds.includes(FixedRoleId.EnterpriseAdmin);

/** The enterprise administrator's fixed role, as the server checks it from the contract's declaration. */
function requireAdmin(user: FixtureUser): void {
  if (!isAdmin(user)) enforce(Refuse.denied(OrganisationMessage.OnlyAdmin));
}

function departmentsIn(state: OrganisationState, enterpriseId: string): FixtureDepartment[] {
  return state.departments.filter((d) => d.enterpriseId === enterpriseId);
}

function findDepartment(state: OrganisationState, enterpriseId: string, id: string): FixtureDepartment {
  const found = state.departments.find((d) => d.id === id && d.enterpriseId === enterpriseId);
  if (!found) enforce(Refuse.denied(OrganisationMessage.DepartmentNotFound));
  return found as FixtureDepartment;
}

const membersOf = (store: FixtureStore, enterpriseId: string) =>
  store.state.users.filter((u) => u.enterpriseIds.includes(enterpriseId));

function findMember(store: FixtureStore, enterpriseId: string, userId: string): FixtureUser {
  const found = membersOf(store, enterpriseId).find((u) => u.userId === userId);
  if (!found) enforce(Refuse.denied(OrganisationMessage.PersonNotFound));
  return found as FixtureUser;
}

function staff(store: FixtureStore, state: OrganisationState, enterpriseId: string, user: FixtureUser): StaffMember {
  const k = key(enterpriseId, user.userId);
  const departId = state.departmentOf.get(k) ?? null;
  const specialtyIds = state.specialties.get(k) ?? [];
  const dutyIds = state.duties.get(k) ?? [];
  return {
    userId: user.userId,
    realname: user.realname,
    phone: user.phone,
    email: user.email || null,
    avatar: null,
    departId,
    departName: departmentPath(departmentsIn(state, enterpriseId), departId),
    status: memberStatus({
      disabled: state.disabled.has(k),
      accountStatus: state.accountStatus.get(user.userId) ?? AccountStatus.Normal,
    }),
    isAdmin: isAdmin(user),
    userSpecialties: store.state.specialties
      .filter((s) => specialtyIds.includes(s.id))
      .map((s) => ({ dictSpecialtyId: s.id, dictName: s.dictName })),
    userDuties: store.state.duties
      .filter((d) => dutyIds.includes(d.id))
      .map((d) => ({ dictDutyId: d.id, dictName: d.dictName, alias: d.alias ?? null })),
  };
}

interface PeopleQuery {
  keyword?: string | undefined;
  status?: AccountStatus | undefined;
  pageNum?: number | undefined;
  pageSize?: number | undefined;
}

function peoplePage(
  store: FixtureStore,
  enterpriseId: string,
  query: PeopleQuery,
  inScope: (departId: string | null) => boolean,
) {
  const state = stateOf(store);
  const list = membersOf(store, enterpriseId)
    .map((u) => staff(store, state, enterpriseId, u))
    .filter((p) => inScope(p.departId) && matchesKeyword(p, query.keyword))
    .filter((p) => query.status === undefined || p.status === query.status)
    .sort((a, b) => (a.realname < b.realname ? -1 : a.realname > b.realname ? 1 : a.userId < b.userId ? -1 : 1));
  return paginate(list, query.pageNum, query.pageSize ?? PERSONNEL_PAGE_SIZE);
}

function checkPersonInput(
  store: FixtureStore,
  state: OrganisationState,
  enterpriseId: string,
  input: { departId?: string | null | undefined; specialtyIds: string[]; dutyIds: string[] },
) {
  if (input.departId) findDepartment(state, enterpriseId, input.departId);
  if (!input.specialtyIds.every((id) => store.state.specialties.some((s) => s.id === id))) {
    enforce(Refuse.invalid(OrganisationMessage.SpecialtyNotFound));
  }
  if (!input.dutyIds.every((id) => store.state.duties.some((d) => d.id === id))) {
    enforce(Refuse.invalid(OrganisationMessage.DutyNotFound));
  }
}

function setPerson(
  state: OrganisationState,
  enterpriseId: string,
  userId: string,
  input: { departId?: string | null | undefined; specialtyIds: string[]; dutyIds: string[] },
) {
  const k = key(enterpriseId, userId);
  if (input.departId) state.departmentOf.set(k, input.departId);
  else state.departmentOf.delete(k);
  state.specialties.set(k, [...new Set(input.specialtyIds)]);
  state.duties.set(k, [...new Set(input.dutyIds)]);
}

function removable(
  store: FixtureStore,
  state: OrganisationState,
  enterpriseId: string,
  actor: FixtureUser,
  userId: string,
) {
  const member = findMember(store, enterpriseId, userId);
  const admins = membersOf(store, enterpriseId).filter(
    (u) => isAdmin(u) && !state.disabled.has(key(enterpriseId, u.userId)),
  );
  enforce(
    removeMemberRefusal({
      isSelf: userId === actor.userId,
      isCreator: false,
      isAdmin: isAdmin(member) && !state.disabled.has(key(enterpriseId, userId)),
      adminCount: admins.length,
    }),
  );
  return member;
}

function writeOrder(state: OrganisationState, ids: readonly string[]) {
  for (const [index, id] of ids.entries()) {
    const d = state.departments.find((x) => x.id === id);
    if (d) d.sortOrder = index;
  }
}

export const organisationResolvers: Resolvers = {
  structure: {
    tree: ({ store, enterpriseId }) => {
      const state = stateOf(store);
      const counts = new Map<string, number>();
      for (const u of membersOf(store, enterpriseId)) {
        const d = state.departmentOf.get(key(enterpriseId, u.userId));
        if (d) counts.set(d, (counts.get(d) ?? 0) + 1);
      }
      return buildDepartmentTree(departmentsIn(state, enterpriseId), enterpriseId, counts);
    },
    insertDepartment: ({ store, user, enterpriseId, data }) => {
      requireAdmin(user);
      const state = stateOf(store);
      const parentId = data.parentId ?? null;
      if (parentId) findDepartment(state, enterpriseId, parentId);
      const rows = departmentsIn(state, enterpriseId);
      enforce(departmentNameRefusal(rows, data.name, parentId));
      state.sequence += 1;
      const id = `dept-new-${state.sequence}`;
      const sortOrder = rows.filter((r) => r.parentId === parentId).reduce((m, r) => Math.max(m, r.sortOrder + 1), 0);
      state.departments.push({ id, enterpriseId, parentId, name: data.name, sortOrder });
      return { key: id };
    },
    updateDepart: ({ store, user, enterpriseId, data }) => {
      requireAdmin(user);
      const state = stateOf(store);
      const row = findDepartment(state, enterpriseId, data.id);
      enforce(departmentNameRefusal(departmentsIn(state, enterpriseId), data.name, row.parentId, row.id));
      row.name = data.name;
      return null;
    },
    transferDepart: ({ store, user, enterpriseId, data }) => {
      requireAdmin(user);
      const state = stateOf(store);
      const row = findDepartment(state, enterpriseId, data.id);
      if (data.parentId) findDepartment(state, enterpriseId, data.parentId);
      const rows = departmentsIn(state, enterpriseId);
      enforce(moveDepartmentRefusal(rows, row.id, data.parentId));
      const siblings = rows
        .filter((r) => r.parentId === data.parentId && r.id !== row.id)
        .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'zh-CN'))
        .map((r) => r.id);
      row.parentId = data.parentId;
      writeOrder(state, reorder(siblings, row.id, data.index ?? siblings.length));
      return null;
    },
    departSort: ({ store, user, enterpriseId, data }) => {
      requireAdmin(user);
      const state = stateOf(store);
      if (data.parentId) findDepartment(state, enterpriseId, data.parentId);
      for (const id of data.ids) findDepartment(state, enterpriseId, id);
      enforce(sortDepartmentsRefusal(departmentsIn(state, enterpriseId), data.parentId, data.ids));
      writeOrder(state, data.ids);
      return null;
    },
    deleteDepart: ({ store, user, enterpriseId, data }) => {
      requireAdmin(user);
      const state = stateOf(store);
      const row = findDepartment(state, enterpriseId, data.id);
      const members = membersOf(store, enterpriseId).filter(
        (u) => state.departmentOf.get(key(enterpriseId, u.userId)) === row.id,
      ).length;
      const children = state.departments.filter((d) => d.parentId === row.id).length;
      enforce(deleteDepartmentRefusal({ children, members }));
      state.departments = state.departments.filter((d) => d.id !== row.id);
      return null;
    },
    queryUser: ({ store, enterpriseId, data }) => peoplePage(store, enterpriseId, data, () => true),
    queryDepartUser: ({ store, enterpriseId, data }) => {
      const state = stateOf(store);
      findDepartment(state, enterpriseId, data.departId);
      const scope = departmentWithDescendants(departmentsIn(state, enterpriseId), data.departId);
      return peoplePage(store, enterpriseId, data, (d) => d !== null && scope.includes(d));
    },
    notGrouped: ({ store, enterpriseId, data }) => peoplePage(store, enterpriseId, data, (d) => d === null),
    addPersonnel: ({ store, user, enterpriseId, data }) => {
      requireAdmin(user);
      const state = stateOf(store);
      checkPersonInput(store, state, enterpriseId, data);
      const existing = store.state.users.find((u) => u.phone === data.phone || u.username === data.phone);
      if (existing?.enterpriseIds.includes(enterpriseId)) enforce(Refuse.nameTaken(OrganisationMessage.AlreadyMember));
      let person = existing;
      if (!person) {
        state.sequence += 1;
        person = {
          userId: `u-new-${state.sequence}`,
          username: data.phone,
          // No password until the first login: no typed password equals ''.
          password: '',
          realname: data.realname,
          phone: data.phone,
          email: '',
          specialtyId: data.specialtyIds[0] ?? '',
          dutyId: data.dutyIds[0] ?? '',
          enterpriseIds: [],
          curEnterpriseId: enterpriseId,
          roleIds: [],
        };
        store.state.users.push(person);
        state.accountStatus.set(person.userId, AccountStatus.NotActivated);
      }
      person.enterpriseIds.push(enterpriseId);
      setPerson(state, enterpriseId, person.userId, data);
      return { userId: person.userId, created: !existing };
    },
    updateUser: ({ store, user, enterpriseId, data }) => {
      requireAdmin(user);
      const state = stateOf(store);
      const member = findMember(store, enterpriseId, data.userId);
      checkPersonInput(store, state, enterpriseId, data);
      member.realname = data.realname;
      setPerson(state, enterpriseId, member.userId, data);
      return null;
    },
    addDepartUser: ({ store, user, enterpriseId, data }) => {
      requireAdmin(user);
      const state = stateOf(store);
      findDepartment(state, enterpriseId, data.departId);
      for (const userId of data.userIds) findMember(store, enterpriseId, userId);
      for (const userId of data.userIds) state.departmentOf.set(key(enterpriseId, userId), data.departId);
      return null;
    },
    deleteDepartUser: ({ store, user, enterpriseId, data }) => {
      requireAdmin(user);
      const state = stateOf(store);
      const member = removable(store, state, enterpriseId, user, data.userId);
      const k = key(enterpriseId, member.userId);
      state.departmentOf.delete(k);
      state.specialties.delete(k);
      state.duties.delete(k);
      state.disabled.delete(k);
      member.enterpriseIds = member.enterpriseIds.filter((e) => e !== enterpriseId);
      return null;
    },
    disableUser: ({ store, user, enterpriseId, data }) => {
      requireAdmin(user);
      const state = stateOf(store);
      if (data.disabled) removable(store, state, enterpriseId, user, data.userId);
      else findMember(store, enterpriseId, data.userId);
      const k = key(enterpriseId, data.userId);
      if (data.disabled) state.disabled.add(k);
      else state.disabled.delete(k);
      return null;
    },
    invitationUser: ({ store, user, enterpriseId, data }) => {
      requireAdmin(user);
      const state = stateOf(store);
      if (data.departId) findDepartment(state, enterpriseId, data.departId);
      state.sequence += 1;
      const inviteCode = `FIXTURE${String(state.sequence).padStart(5, '0')}`;
      const expiresAt = Date.now() + INVITATION_VALID_DAYS * 86_400_000;
      state.invitations.set(inviteCode, {
        enterpriseId,
        createdBy: user.userId,
        departId: data.departId ?? null,
        expiresAt,
      });
      return { inviteCode, expiresAt: localDateTime(new Date(expiresAt)) };
    },
  },
};

/**
 * An invitation kept in the fixtures as `structure.invitationUser` keeps one (for stories of the invitation page):
 * `code` valid `days` days (negative: expired), by the seeded administrator unless `createdBy` says otherwise.
 */
export function addFixtureInvitation(
  store: FixtureStore,
  code: string,
  options: { enterpriseId?: string; createdBy?: string; departId?: string | null; days?: number } = {},
): void {
  stateOf(store).invitations.set(code.toUpperCase(), {
    enterpriseId: options.enterpriseId ?? fixtureSession.enterpriseId,
    createdBy: options.createdBy ?? fixtureSession.userId,
    departId: options.departId ?? null,
    expiresAt: Date.now() + (options.days ?? INVITATION_VALID_DAYS) * 86_400_000,
  });
}

/** A valid invitation of the code, else the refusal. */
function validInvitation(store: FixtureStore, code: string): FixtureInvitation {
  const invitation = stateOf(store).invitations.get(code.trim().toUpperCase());
  if (!invitation || invitation.expiresAt <= Date.now()) enforce(Refuse.denied(OrganisationMessage.InvitationInvalid));
  return invitation as FixtureInvitation;
}

/** Whose invitation a code is (auth.inviteInfo, public), and registering with it (auth.inviteRegister). */
export const invitationAuthResolvers: NonNullable<Resolvers['auth']> = {
  inviteInfo: ({ store, data }) => {
    const found = validInvitation(store, data.inviteCode);
    return {
      enterpriseId: found.enterpriseId,
      enterpriseName: store.enterprise(found.enterpriseId).enterpriseName,
      inviterName: store.user(found.createdBy).realname,
    };
  },
  inviteRegister: ({ store, data }) => {
    const invitation = validInvitation(store, data.inviteCode);
    const state = stateOf(store);
    return store.register(data, (user) => {
      user.enterpriseIds = [invitation.enterpriseId];
      user.curEnterpriseId = invitation.enterpriseId;
      const { departId } = invitation;
      if (departId && state.departments.some((d) => d.id === departId)) {
        state.departmentOf.set(key(invitation.enterpriseId, user.userId), departId);
      }
    });
  },
};
