import type { PermissionLevel } from '../../entities/constants';
import { ProjectCoverMessage, projectCoverId, projectCoverRefusal } from '../../rules/projectCover';
import { memberManagerRefusal } from '../../rules/projectMembers';
import type { FixtureUser } from '../seed';
import { enforce, FixtureCode, type FixtureStore, refuse } from '../store';
import type { Resolvers } from './context';

/** The fixtures' covers (issue 25): each project's pictures as data URLs, and which one is its cover. */
interface CoverState {
  pictures: Map<string, { projectId: string; url: string }>;
  covers: Map<string, string>;
}

const byState = new WeakMap<object, CoverState>();
function stateOf(store: FixtureStore): CoverState {
  let found = byState.get(store.state.projects);
  if (!found) {
    found = { pictures: new Map(), covers: new Map() };
    byState.set(store.state.projects, found);
  }
  return found;
}

/** The project's cover as the card shows it (a data URL here), or undefined: the default picture. */
export function fixtureCoverOf(store: FixtureStore, projectId: string): string | undefined {
  const state = stateOf(store);
  const imageId = state.covers.get(projectId);
  return imageId ? state.pictures.get(imageId)?.url : undefined;
}

/** Gives a project a cover (a story's starting point): a data URL of a picture. */
export function setFixtureCover(store: FixtureStore, projectId: string, url: string): void {
  const state = stateOf(store);
  const imageId = `${projectId}-story-cover`;
  state.pictures.set(imageId, { projectId, url });
  state.covers.set(projectId, imageId);
}

function memberOf(store: FixtureStore, user: FixtureUser, projectId: string) {
  store.project(projectId);
  const member = store.state.members.find((m) => m.projectId === projectId && m.userId === user.userId);
  if (!member) refuse(FixtureCode.Error, '您不是该项目的成员，无权访问');
  return member;
}

const hex = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export const projectCoverResolvers: Resolvers['project'] = {
  uploadCover: async ({ store, user, data }) => {
    memberOf(store, user, data.projectId);
    const bytes = new Uint8Array(await data.file.arrayBuffer());
    enforce(projectCoverRefusal({ size: data.file.size, bytes }));
    const imageId = projectCoverId(hex(), bytes);
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    const type = imageId.endsWith('.png') ? 'image/png' : 'image/jpeg';
    stateOf(store).pictures.set(imageId, { projectId: data.projectId, url: `data:${type};base64,${btoa(binary)}` });
    return { imageId };
  },
  editCoverImage: ({ store, user, data }) => {
    const me = memberOf(store, user, data.projectId);
    enforce(
      memberManagerRefusal({
        userId: me.userId,
        staffType: me.staffType,
        roleLevel: me.permissionLevel as PermissionLevel,
      }),
    );
    const state = stateOf(store);
    if (data.imageId === null) {
      state.covers.delete(data.projectId);
      return null;
    }
    if (state.pictures.get(data.imageId)?.projectId !== data.projectId) {
      refuse(FixtureCode.Error, ProjectCoverMessage.NotFound);
    }
    state.covers.set(data.projectId, data.imageId);
    return null;
  },
};
