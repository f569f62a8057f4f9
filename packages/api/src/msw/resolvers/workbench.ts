import type { NavigationShortcut } from '../../contract/endpoints/workbench';
import { ApprovalStatus, ReadState } from '../../entities/constants';
import {
  distinctShortcuts,
  navigationTargets,
  navigationTree,
  shortcutFoundRefusal,
  shortcutsRefusal,
  todoArrival,
} from '../../rules/workbench';
import type { FixtureUser } from '../seed';
import { enforce, type FixtureStore, fixtureNow } from '../store';
import type { Resolvers } from './context';
import { fixturePermissionsOf } from './enterpriseSetup';
import { fixtureDepartmentName } from './organisation';

interface FixtureShortcut extends NavigationShortcut {
  enterpriseId: string;
  userId: string;
}

/** The shortcuts of everyone, per store state (a reset gives the state new arrays, and so no shortcuts). */
const byState = new WeakMap<object, { list: FixtureShortcut[]; sequence: number }>();
function shortcutsOf(store: FixtureStore) {
  let found = byState.get(store.state.projects);
  if (!found) {
    found = { list: [], sequence: 0 };
    byState.set(store.state.projects, found);
  }
  return found;
}

const own = (store: FixtureStore, enterpriseId: string, user: FixtureUser) =>
  shortcutsOf(store).list.filter((s) => s.enterpriseId === enterpriseId && s.userId === user.userId);
const view = ({ enterpriseId: _, userId: __, ...shortcut }: FixtureShortcut): NavigationShortcut => shortcut;
const menusOf = (store: FixtureStore, user: FixtureUser) => fixturePermissionsOf(store, user).menuList;

function ownShortcut(store: FixtureStore, enterpriseId: string, user: FixtureUser, id: string): FixtureShortcut {
  const found = own(store, enterpriseId, user).find((s) => s.id === id);
  enforce(shortcutFoundRefusal(found));
  return found as FixtureShortcut;
}

/**
 * The workbench (issue 28; 001 section 7.1) over the store, as the server: a to-do reached the person today when its
 * step became theirs today (the launch for the first step, else the latest action on an earlier step).
 */
export const workbenchResolvers: Resolvers = {
  workbench: {
    baseDetail: ({ store, user, enterpriseId }) => ({
      userId: user.userId,
      realname: user.realname,
      phone: user.phone,
      enterpriseName: store.enterprise(enterpriseId).enterpriseName,
      departmentName: fixtureDepartmentName(store, enterpriseId, user.userId),
    }),
    participatedProjects: ({ store, user }) => store.projectsOf(user).length,
    todayTodoCount: ({ store, user, enterpriseId }) => {
      const today = fixtureNow().slice(0, 10);
      return store.state.approvals
        .map((a) => a.act)
        .filter((act) => store.state.projects.find((p) => p.id === act.projectId)?.enterpriseId === enterpriseId)
        .filter((act) => {
          const mine = store.pendingForm(act, user.userId);
          if (!mine) return false;
          const step = act.actTaskList.findIndex((t) => t.actForms.includes(mine));
          const earlier = act.actTaskList
            .slice(0, step)
            .flatMap((t) => t.actForms)
            .filter((f) => f.status !== ApprovalStatus.NotStarted)
            .flatMap((f) => (f.updateTime ? [f.updateTime] : []));
          return todoArrival(act.createTime, earlier).slice(0, 10) === today;
        }).length;
    },
    unreadList: ({ store, user, enterpriseId, data }) =>
      store.notifications(user.userId, enterpriseId, { ...data, isRead: ReadState.Unread }),
    navigationList: ({ store, user, enterpriseId }) => own(store, enterpriseId, user).map(view),
    navigationTree: ({ store, user, data }) => navigationTree(menusOf(store, user), data.keyword),
    setNavigation: ({ store, user, enterpriseId, data }) => {
      const targets = navigationTargets(menusOf(store, user));
      enforce(shortcutsRefusal(data.itemIds, new Set(targets.keys())));
      const state = shortcutsOf(store);
      state.list = state.list.filter((s) => !(s.enterpriseId === enterpriseId && s.userId === user.userId));
      for (const itemId of distinctShortcuts(data.itemIds)) {
        const target = targets.get(itemId);
        if (!target) continue;
        state.sequence += 1;
        state.list.push({ id: `nav-${state.sequence}`, enterpriseId, userId: user.userId, itemId, ...target });
      }
      return own(store, enterpriseId, user).map(view);
    },
    deleteNavigation: ({ store, user, enterpriseId, data }) => {
      const found = ownShortcut(store, enterpriseId, user, data.id);
      const state = shortcutsOf(store);
      state.list = state.list.filter((s) => s !== found);
      return null;
    },
    itemExists: ({ store, user, enterpriseId, data }) =>
      navigationTargets(menusOf(store, user)).has(ownShortcut(store, enterpriseId, user, data.id).itemId),
  },
};
