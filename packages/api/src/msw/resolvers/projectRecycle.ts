import { FixedRoleId } from '../../entities/constants';
import type { ProjectDetail } from '../../entities/project';
import { recycleDaysLeft } from '../../rules/files';
import { recycleActionRefusal } from '../../rules/projectRecycle';
import { type FixtureUser, localDateTime } from '../seed';
import { enforce, type FixtureStore, paginate } from '../store';
import type { Resolvers } from './context';

/**
 * The project recycle bin (issue 25): the same rules as the server (rules/projectRecycle.ts). delPro moves a project
 * out of the store's list into this bin (per store state); restoring puts it back, purging drops it for good.
 */

interface Recycled {
  detail: ProjectDetail;
  creatorId: string;
  deletedAt: Date;
}

const byState = new WeakMap<object, Recycled[]>();
export function recycledOf(store: FixtureStore): Recycled[] {
  let found = byState.get(store.state.projects);
  if (!found) {
    found = [];
    byState.set(store.state.projects, found);
  }
  return found;
}

/** delPro: the project leaves the list for the bin, deleted now by the store's clock unless told when. */
export function recycleProject(
  store: FixtureStore,
  detail: ProjectDetail,
  creatorId: string,
  deletedAt: Date = store.now(),
) {
  store.state.projects.splice(store.state.projects.indexOf(detail), 1);
  recycledOf(store).unshift({ detail, creatorId, deletedAt });
}

const isAdmin = (user: FixtureUser) => user.roleIds.includes(FixedRoleId.EnterpriseAdmin);

function checked(store: FixtureStore, user: FixtureUser, enterpriseId: string, projectId: string) {
  const found = recycledOf(store).find((r) => r.detail.id === projectId && r.detail.enterpriseId === enterpriseId);
  enforce(
    recycleActionRefusal({
      inRecycle: found !== undefined,
      daysLeft: found ? recycleDaysLeft(found.deletedAt, store.now()) : 0,
      isCreator: found?.creatorId === user.userId,
      isAdmin: isAdmin(user),
    }),
  );
  return found as Recycled;
}

export const projectRecycleResolvers: Resolvers['project'] = {
  recycleList: ({ store, user, enterpriseId, data }) => {
    const wanted = data.keyword?.trim().toLowerCase();
    const rows = recycledOf(store)
      .filter((r) => r.detail.enterpriseId === enterpriseId && (isAdmin(user) || r.creatorId === user.userId))
      .filter((r) => !wanted || r.detail.name.toLowerCase().includes(wanted))
      .map((r) => ({
        id: r.detail.id,
        name: r.detail.name,
        simpleName: r.detail.simpleName,
        proType: r.detail.proType,
        creatorName: store.state.users.find((u) => u.userId === r.creatorId)?.realname ?? '',
        deleteTime: localDateTime(r.deletedAt),
        daysLeft: recycleDaysLeft(r.deletedAt, store.now()),
      }))
      .filter((r) => r.daysLeft > 0);
    return paginate(rows, data.pageNum, data.pageSize ?? 50);
  },
  recoverPro: ({ store, user, enterpriseId, data }) => {
    const found = checked(store, user, enterpriseId, data.projectId);
    const bin = recycledOf(store);
    bin.splice(bin.indexOf(found), 1);
    store.state.projects.unshift(found.detail);
    return null;
  },
  purgePro: ({ store, user, enterpriseId, data }) => {
    const found = checked(store, user, enterpriseId, data.projectId);
    const bin = recycledOf(store);
    bin.splice(bin.indexOf(found), 1);
    return null;
  },
};
