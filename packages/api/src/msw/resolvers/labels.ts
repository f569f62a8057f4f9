import { Flag, type LabelColor, LabelType, PermissionLevel } from '../../entities/constants';
import type { Label, ProjectDetail, ProjectLabel } from '../../entities/project';
import { ProjectAccessMessage } from '../../rules/files';
import {
  labelFoundRefusal,
  labelNameRefusal,
  newLabelRefusal,
  projectLabelsRefusal,
  sameLabelName,
} from '../../rules/labels';
import type { FixtureUser } from '../seed';
import { enforce, FixtureCode, type FixtureStore, paginate, refuse } from '../store';
import type { Resolvers } from './context';
import { fixtureCoverOf } from './projectCover';

/**
 * Labels and favourites (issue 25): each person's own, kept beside the store's projects per store state, with the
 * shared rules of rules/labels.ts. Favourites start as on the server's seed: each creator's own projects.
 */

interface FixtureLabel {
  id: string;
  enterpriseId: string;
  userId: string;
  type: LabelType;
  name: string;
  color: LabelColor;
}

interface LabelState {
  labels: FixtureLabel[];
  links: { labelId: string; projectId: string }[];
  /** `${userId}/${projectId}` of each favourite. */
  favourites: Set<string>;
}

const byState = new WeakMap<object, LabelState>();
function stateOf(store: FixtureStore): LabelState {
  let found = byState.get(store.state.projects);
  if (!found) {
    found = {
      labels: [],
      links: [],
      favourites: new Set(
        store.state.members
          .filter((m) => m.permissionLevel === PermissionLevel.Creator)
          .map((m) => `${m.userId}/${m.projectId}`),
      ),
    };
    byState.set(store.state.projects, found);
  }
  return found;
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'zh-Hans-CN-u-co-pinyin', { numeric: true, sensitivity: 'base' });

const ownLabels = (store: FixtureStore, user: FixtureUser, enterpriseId: string) =>
  stateOf(store).labels.filter(
    (l) => l.userId === user.userId && l.enterpriseId === enterpriseId && l.type === LabelType.Project,
  );

const view = (store: FixtureStore, label: FixtureLabel): Label => ({
  id: label.id,
  name: label.name,
  color: label.color,
  type: label.type,
  enterpriseId: label.enterpriseId,
  projectCount: stateOf(store).links.filter((l) => l.labelId === label.id).length,
});

function ownLabel(store: FixtureStore, user: FixtureUser, enterpriseId: string, id: string) {
  const found = ownLabels(store, user, enterpriseId).find((l) => l.id === id);
  enforce(labelFoundRefusal(found));
  return found as FixtureLabel;
}

/** The project, which the caller must be a member of (the server's project access). */
function memberProject(store: FixtureStore, user: FixtureUser, projectId: string) {
  const project = store.project(projectId);
  if (!store.state.members.some((m) => m.projectId === projectId && m.userId === user.userId)) {
    refuse(FixtureCode.Error, ProjectAccessMessage.NotMember);
  }
  return project;
}

/** The caller's labels on a project, by name. */
function labelsOn(store: FixtureStore, user: FixtureUser, projectId: string): ProjectLabel[] {
  const state = stateOf(store);
  const ids = new Set(state.links.filter((l) => l.projectId === projectId).map((l) => l.labelId));
  return state.labels
    .filter((l) => l.userId === user.userId && ids.has(l.id))
    .sort(byName)
    .map(({ id, name, color }) => ({ id, name, color }));
}

/** A project as the caller sees it: their favourite mark and their labels. */
function withMarks(store: FixtureStore, user: FixtureUser, project: ProjectDetail): ProjectDetail {
  const isFav = stateOf(store).favourites.has(`${user.userId}/${project.id}`) ? Flag.Yes : Flag.No;
  const coverImage = fixtureCoverOf(store, project.id);
  return { ...project, isFav, labelList: labelsOn(store, user, project.id), ...(coverImage ? { coverImage } : {}) };
}

export const labelResolvers: Resolvers = {
  label: {
    list: ({ store, user, enterpriseId, data }) => {
      const wanted = data.keyword?.trim().toLowerCase();
      const type = data.type ?? LabelType.Project;
      const list = stateOf(store)
        .labels.filter((l) => l.userId === user.userId && l.enterpriseId === enterpriseId && l.type === type)
        .filter((l) => !wanted || l.name.toLowerCase().includes(wanted))
        .sort(byName)
        .map((l) => view(store, l));
      return paginate(list, data.pageNum, data.pageSize ?? 99);
    },
    add: ({ store, user, enterpriseId, data }) => {
      const mine = ownLabels(store, user, enterpriseId);
      enforce(newLabelRefusal({ count: mine.length, nameTaken: mine.some((l) => sameLabelName(l.name, data.name)) }));
      const created: FixtureLabel = {
        id: store.nextId('label'),
        enterpriseId,
        userId: user.userId,
        type: LabelType.Project,
        name: data.name,
        color: data.color,
      };
      stateOf(store).labels.push(created);
      return view(store, created);
    },
    update: ({ store, user, enterpriseId, data }) => {
      const found = ownLabel(store, user, enterpriseId, data.id);
      if (data.name !== undefined) {
        const name = data.name;
        const taken = ownLabels(store, user, enterpriseId).some(
          (l) => l.id !== found.id && sameLabelName(l.name, name),
        );
        enforce(labelNameRefusal({ nameTaken: taken }));
        found.name = name;
      }
      if (data.color !== undefined) found.color = data.color;
      return null;
    },
    delete: ({ store, user, enterpriseId, data }) => {
      const found = ownLabel(store, user, enterpriseId, data.id);
      const state = stateOf(store);
      state.labels.splice(state.labels.indexOf(found), 1);
      state.links = state.links.filter((l) => l.labelId !== found.id);
      return null;
    },
    setProjectLabels: ({ store, user, data }) => {
      const project = memberProject(store, user, data.projectId);
      const mine = ownLabels(store, user, project.enterpriseId);
      enforce(projectLabelsRefusal(data.labelIdList, new Set(mine.map((l) => l.id))));
      const state = stateOf(store);
      const mineIds = new Set(mine.map((l) => l.id));
      state.links = state.links.filter((l) => !(l.projectId === project.id && mineIds.has(l.labelId)));
      for (const labelId of new Set(data.labelIdList)) state.links.push({ labelId, projectId: project.id });
      return null;
    },
  },
  project: {
    list: ({ store, user, data }) => {
      const favourites = stateOf(store).favourites;
      const projects = store
        .projectsOf(user, data.keyword)
        .filter((p) => data.isCreator === undefined || p.isCreator === (data.isCreator === 0))
        .filter((p) => data.isFav === undefined || favourites.has(`${user.userId}/${p.id}`))
        .map((p) => withMarks(store, user, p))
        .filter((p) => data.labelId === undefined || (p.labelList ?? []).some((l) => l.id === data.labelId));
      return { pageInfo: paginate(projects, data.pageNum, data.pageSize ?? 100) };
    },
    detail: ({ store, user, data }) => withMarks(store, user, store.project(data.projectId)),
    favInfo: ({ store, user, data }) => {
      const project = memberProject(store, user, data.projectId);
      const favourites = stateOf(store).favourites;
      const members = store.state.members.filter((m) => m.projectId === project.id);
      return {
        projectId: project.id,
        isFav: favourites.has(`${user.userId}/${project.id}`) ? Flag.Yes : Flag.No,
        favCount: members.filter((m) => favourites.has(`${m.userId}/${project.id}`)).length,
      };
    },
    updateProFav: ({ store, user, data }) => {
      const project = memberProject(store, user, data.projectId);
      const key = `${user.userId}/${project.id}`;
      if (data.isFav === Flag.Yes) stateOf(store).favourites.add(key);
      else stateOf(store).favourites.delete(key);
      return null;
    },
  },
};

/**
 * Gives a person labels (a story's or a test's starting point), each optionally on projects: the label's id is
 * returned in the same order.
 */
export function addFixtureLabels(
  store: FixtureStore,
  owner: { userId: string; enterpriseId: string },
  labels: readonly { name: string; color: LabelColor; projectIds?: readonly string[] }[],
): string[] {
  const state = stateOf(store);
  return labels.map((label) => {
    const id = store.nextId('label');
    state.labels.push({ id, ...owner, type: LabelType.Project, name: label.name, color: label.color });
    for (const projectId of label.projectIds ?? []) state.links.push({ labelId: id, projectId });
    return id;
  });
}
