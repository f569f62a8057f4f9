import { ResponseMessages } from '../../response/codes';
import { fixedRoleName } from '../../rules/roles';
import { FixtureDuty } from '../seed';
import { FixtureCode, type FixtureStore, paginate, refuse } from '../store';
import type { Resolvers } from './context';

/** Signing in, the user, the enterprise and its projects. */
export const peopleResolvers: Resolvers = {
  auth: {
    login: ({ store, data }) => store.passwordLogin(data),
    logout: ({ store, token }) => {
      store.logout(token);
      return null;
    },
    redirectLogin: ({ store, data }) => {
      const found = store.sessionUser(data.token) ?? refuse(FixtureCode.BadCredentials, ResponseMessages.TokenInvalid);
      return store.openSession(found);
    },
  },
  user: {
    info: ({ store, user }) => store.userInfo(user),
    permissions: ({ store }) => ({ menuList: store.state.menus, authList: store.state.buttonKeys }),
    permissionKeys: ({ store }) => {
      const keys: string[] = [];
      const visit = (nodes: typeof store.state.menus) => {
        for (const node of nodes) {
          keys.push(node.perms);
          if (node.children) visit(node.children);
        }
      };
      visit(store.state.menus);
      return [...keys, ...store.state.buttonKeys];
    },
    roles: ({ user }) =>
      user.roleIds.map((roleId) => ({
        roleId,
        roleName: fixedRoleName(roleId),
      })),
  },
  enterprise: {
    list: ({ store, user }) => store.enterprisesOf(user),
    switch: ({ store, user, data }) => {
      store.switchEnterprise(user, data.id);
      return null;
    },
    isCloud: ({ store, enterpriseId, data }) => ({
      isCloud: store.enterprise(data.enterpriseId ?? enterpriseId).isCloud,
    }),
    stampIsCloud: ({ store, enterpriseId, data }) => ({
      stampIsCloud: store.enterprise(data.enterpriseId ?? enterpriseId).stampIsCloud,
    }),
    duties: ({ store, data }) => paginate(store.state.duties, data.pageNum, data.pageSize ?? 100),
    specialties: ({ store }) => store.state.specialties,
    auditors: ({ store, enterpriseId }) =>
      store.state.users
        .filter((u) => u.enterpriseIds.includes(enterpriseId) && u.dutyId === FixtureDuty.examine)
        .map((u) => store.userOption(u.userId)),
    countersigners: ({ store, enterpriseId }) =>
      store.state.users
        .filter((u) => u.enterpriseIds.includes(enterpriseId) && u.dutyId === FixtureDuty.authorize)
        .map((u) => store.userOption(u.userId)),
  },
  project: {
    list: ({ store, user, data }) => {
      const projects = store
        .projectsOf(user, data.keyword)
        .filter((p) => data.isCreator === undefined || p.isCreator === (data.isCreator === 0));
      return { pageInfo: paginate(projects, data.pageNum, data.pageSize ?? 100) };
    },
    search: ({ store, user, data }) =>
      paginate(
        store.projectsOf(user, data.keyword).filter((p) => !data.proType || p.proType === data.proType),
        data.pageNum,
        data.pageSize,
      ),
    all: ({ store, user, data }) => paginate(store.projectsOf(user, data.keyword), data.pageNum, data.pageSize ?? 100),
    detail: ({ store, data }) => store.project(data.projectId),
    last: ({ store, user }) => store.projectsOf(user)[0] ?? null,
    users: ({ store, data }) => store.members(data.projectId, data.keyword),
    joinedUsers: ({ store, data }) => store.members(data.projectId).map((m) => store.userOption(m.userId)),
    highestPermission: ({ store, user, data }) => ({
      permissionLevel: store.members(data.projectId).find((m) => m.userId === user.userId)?.permissionLevel ?? null,
    }),
    duties: ({ store, data }) => dutiesOf(store, data.projectId),
    dutyList: ({ store, data }) => dutiesOf(store, data.projectId),
  },
};

function dutiesOf(store: FixtureStore, projectId: string) {
  const members = store.members(projectId);
  return store.state.duties.map((duty) => ({
    dictDutyId: duty.id,
    dutyName: duty.dictName,
    users: members.filter((m) => m.dictDutyId === duty.id).map((m) => store.userOption(m.userId)),
  }));
}
