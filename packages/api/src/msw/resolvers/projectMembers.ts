import { Flag, FolderPermission, PermissionLevel, ProjectType, StaffType } from '../../entities/constants';
import { fileReadRefusal } from '../../rules/files';
import {
  addMembersRefusal,
  changeStaffRefusal,
  deleteProjectRefusal,
  folderPermissionRefusal,
  incompleteMembersRefusal,
  isProjectManager,
  levelsForStaff,
  type MemberFacts,
  memberManagerRefusal,
  ProjectMemberMessage,
  permissionSwitchRefusal,
  quitRefusal,
  removeMembersRefusal,
  staffGrantRefusal,
  transferRefusal,
  transferredLevels,
} from '../../rules/projectMembers';
import { projectPeopleRefusal } from '../../rules/projects';
import type { RuleRefusal } from '../../rules/refusal';
import type { FixtureMember, FixtureResource, FixtureUser } from '../seed';
import { enforce, FixtureCode, type FixtureStore, refuse } from '../store';
import type { Resolvers } from './context';
import { fixtureDictionaryCounts } from './organisation';
import { recycleProject } from './projectRecycle';

/**
 * Members and folder permissions of an existing project (issue 25): the same rules as the server
 * (rules/projectMembers.ts), decided with the store's facts. Root levels and folder levels are kept beside the
 * store's members (folder levels per store state).
 */

type Side = { folderLevels: Map<string, Map<string, number>> };
const sideByState = new WeakMap<object, Side>();
function sideOf(store: FixtureStore): Side {
  let found = sideByState.get(store.state.members);
  if (!found) {
    found = { folderLevels: new Map() };
    sideByState.set(store.state.members, found);
  }
  return found;
}

/** Sets a member's own level on a folder (a project made from a template gives its members the defaults). */
export function setFixtureFolderLevel(store: FixtureStore, folderId: string, userId: string, level: number) {
  const levels = sideOf(store).folderLevels;
  const onFolder = levels.get(folderId) ?? new Map<string, number>();
  onFolder.set(userId, level);
  levels.set(folderId, onFolder);
}

const facts = (m: FixtureMember): MemberFacts => ({
  userId: m.userId,
  staffType: m.staffType,
  roleLevel: m.permissionLevel,
});

function membersOf(store: FixtureStore, projectId: string) {
  store.project(projectId);
  const rows = store.state.members.filter((m) => m.projectId === projectId);
  return { rows, facts: rows.map(facts), find: (userId: string) => rows.find((m) => m.userId === userId) };
}

function rootLevelOf(member: FixtureMember): number {
  return member.folderLevel ?? levelsForStaff(member.staffType).folderLevel;
}

function addPeople(store: FixtureStore, projectId: string, people: { userId: string; staffType: StaffType }[]) {
  const enterpriseId = store.project(projectId).enterpriseId;
  const unknownPeople = people.filter(
    (p) => !store.state.users.some((u) => u.userId === p.userId && u.enterpriseIds.includes(enterpriseId)),
  ).length;
  enforce(projectPeopleRefusal({ unknownPeople }));
  const project = store.project(projectId);
  enforce(
    incompleteMembersRefusal(
      project.proType,
      fixtureDictionaryCounts(
        store,
        enterpriseId,
        people.map((p) => p.userId),
      ),
    ),
  );
  for (const person of people) {
    store.state.members.push({
      projectId,
      userId: person.userId,
      staffType: person.staffType,
      permissionLevel: levelsForStaff(person.staffType).roleLevel,
    });
  }
}

function removePeople(store: FixtureStore, projectId: string, userIds: readonly string[]) {
  // In place: the side levels are kept per members array.
  const members = store.state.members;
  for (let i = members.length - 1; i >= 0; i--) {
    const m = members[i];
    if (m && m.projectId === projectId && userIds.includes(m.userId)) members.splice(i, 1);
  }
}

/** A member's level in a folder: the nearest level set on the folder or above, else their root level. */
export function levelIn(
  store: FixtureStore,
  projectId: string,
  member: FixtureMember,
  folderId: string,
): number | null {
  const project = store.project(projectId);
  const root = Math.max(rootLevelOf(member), FolderPermission.ReadOnly);
  if (project.proType === ProjectType.Quick || project.permissionSwitch !== Flag.Yes) return root;
  const chain: string[] = [];
  for (let id = folderId; id && id !== '0'; id = store.resource(id).parentId) chain.unshift(id);
  let level: number | null = root;
  for (const id of chain) {
    const own = sideOf(store).folderLevels.get(id)?.get(member.userId);
    if (own !== undefined) level = own === FolderPermission.NotInherited ? null : own;
  }
  return level;
}

/**
 * Whether the user may read a file, decided by the shared rule (rules/files.ts fileReadRefusal, the server's
 * readableFile) with the store's facts: null when they may, else the refusal.
 */
export function fixtureFileReadRefusal(
  store: FixtureStore,
  user: FixtureUser,
  resource: FixtureResource | undefined,
  notFound?: string,
): RuleRefusal | null {
  const project = resource && store.state.projects.find((p) => p.id === resource.projectId);
  const member =
    resource && store.state.members.find((m) => m.projectId === resource.projectId && m.userId === user.userId);
  return fileReadRefusal(
    {
      found: resource !== undefined,
      projectFound: project !== undefined,
      ofCallersEnterprise: project?.enterpriseId === user.curEnterpriseId,
      member: member !== undefined,
      live: resource?.isFolder === false,
      level: resource && member ? levelIn(store, resource.projectId, member, resource.resId) : null,
    },
    notFound,
  );
}

function checkFolderPermission(
  store: FixtureStore,
  projectId: string,
  callerId: string,
  resId: string,
  userIds: readonly string[],
) {
  const project = store.project(projectId);
  const { find } = membersOf(store, projectId);
  const caller = find(callerId);
  enforce(
    folderPermissionRefusal({
      proType: project.proType,
      permissionSwitch: project.permissionSwitch === Flag.Yes,
      callerIsManager: isProjectManager(caller ? facts(caller) : undefined),
      callerLevel: caller ? levelIn(store, projectId, caller, resId) : null,
      chosen: userIds.length,
      unknownPeople: userIds.filter((id) => !find(id)).length,
    }),
  );
}

export const projectMemberResolvers: Resolvers = {
  project: {
    addFastProUser: ({ store, user, data }) => {
      const { find } = membersOf(store, data.projectId);
      const me = find(user.userId);
      enforce(memberManagerRefusal(me ? facts(me) : undefined));
      const userIds = [...new Set(data.userIds)];
      enforce(addMembersRefusal({ chosen: userIds.length, alreadyMembers: userIds.filter((id) => find(id)).length }));
      addPeople(
        store,
        data.projectId,
        userIds.map((userId) => ({ userId, staffType: StaffType.Member })),
      );
      return null;
    },
    addProProUsers: ({ store, user, data }) => {
      const { find } = membersOf(store, data.projectId);
      const me = find(user.userId);
      const caller = me ? facts(me) : undefined;
      enforce(memberManagerRefusal(caller));
      const people = [...new Map(data.users.map((u) => [u.userId, u])).values()];
      enforce(
        addMembersRefusal({ chosen: people.length, alreadyMembers: people.filter((p) => find(p.userId)).length }),
      );
      for (const person of people) enforce(staffGrantRefusal(caller, person.staffType));
      addPeople(store, data.projectId, people);
      return null;
    },
    delFastProUser: ({ store, user, data }) => {
      const members = membersOf(store, data.projectId);
      const me = members.find(user.userId);
      const userIds = [...new Set(data.userIds)];
      const targets = userIds.map((id) => {
        const found = members.find(id);
        return found ? facts(found) : undefined;
      });
      enforce(removeMembersRefusal(me ? facts(me) : undefined, targets, members.facts));
      removePeople(store, data.projectId, userIds);
      return null;
    },
    updateFastProUser: ({ store, user, data }) => {
      const members = membersOf(store, data.projectId);
      const me = members.find(user.userId);
      const target = members.find(data.userId);
      const staffType = data.staffType ?? target?.staffType ?? StaffType.Member;
      enforce(
        changeStaffRefusal(me ? facts(me) : undefined, target ? facts(target) : undefined, staffType, members.facts),
      );
      if (!target) return null;
      if (data.staffType !== undefined && data.staffType !== target.staffType) {
        target.staffType = data.staffType;
        target.permissionLevel = levelsForStaff(data.staffType).roleLevel;
        delete target.folderLevel;
      }
      if (data.permission !== undefined) {
        target.folderLevel = data.permission;
      }
      return null;
    },
    quitPro: ({ store, user, data }) => {
      const members = membersOf(store, data.id);
      const me = members.find(user.userId);
      enforce(quitRefusal(me ? facts(me) : undefined, members.facts));
      removePeople(store, data.id, [user.userId]);
      return null;
    },
    updateProCreator: ({ store, user, data }) => {
      const members = membersOf(store, data.projectId);
      const me = members.find(user.userId);
      const target = members.find(data.userId);
      enforce(transferRefusal(me ? facts(me) : undefined, target ? facts(target) : undefined, data.confirm));
      if (!me || !target) return null;
      const levels = transferredLevels();
      Object.assign(me, { staffType: levels.oldCreator.staffType, permissionLevel: levels.oldCreator.roleLevel });
      Object.assign(target, { staffType: levels.newCreator.staffType, permissionLevel: levels.newCreator.roleLevel });
      return null;
    },
    delPro: ({ store, user, data }) => {
      const project = store.project(data.projectId);
      const me = membersOf(store, data.projectId).find(user.userId);
      enforce(deleteProjectRefusal(me ? facts(me) : undefined, data.confirmName, project.name));
      recycleProject(store, project, user.userId);
      return null;
    },
    switchProPerm: ({ store, user, data }) => {
      const project = store.project(data.id);
      const me = membersOf(store, data.id).find(user.userId);
      enforce(permissionSwitchRefusal(me ? facts(me) : undefined, project.proType));
      project.permissionSwitch = data.permissionSwitch;
      return null;
    },
  },
  files: {
    myFolderPermission: ({ store, user, data }) => {
      const project = store.project(data.projectId);
      const me = membersOf(store, data.projectId).find(user.userId);
      if (!me) return refuse(FixtureCode.Error, ProjectMemberMessage.NotMember);
      const uses = project.proType !== ProjectType.Quick && project.permissionSwitch === Flag.Yes;
      const permission = levelIn(store, data.projectId, me, data.resId);
      return {
        permission,
        canManage:
          uses && data.resId !== '0' && (isProjectManager(facts(me)) || (permission ?? 0) >= FolderPermission.Head),
        usesFolderPermissions: uses,
      };
    },
    folderPermissions: ({ store, user, data }) => {
      checkFolderPermission(store, data.projectId, user.userId, data.resId, [user.userId]);
      const own = sideOf(store).folderLevels.get(data.resId);
      return membersOf(store, data.projectId)
        .rows.slice()
        .sort((a, b) => b.permissionLevel - a.permissionLevel)
        .map((m) => ({
          ...store.userOption(m.userId),
          staffType: m.staffType,
          isManager: m.permissionLevel >= PermissionLevel.Manager,
          own: (own?.get(m.userId) as FolderPermission | undefined) ?? null,
          permission: levelIn(store, data.projectId, m, data.resId),
        }));
    },
    addFolderPermission: ({ store, user, data }) => {
      const userIds = [...new Set(data.userIds)];
      checkFolderPermission(store, data.projectId, user.userId, data.resId, userIds);
      const levels = sideOf(store).folderLevels;
      const onFolder = levels.get(data.resId) ?? new Map<string, number>();
      for (const id of userIds) onFolder.set(id, data.permission);
      levels.set(data.resId, onFolder);
      return null;
    },
    deleteFolderPermission: ({ store, user, data }) => {
      const userIds = [...new Set(data.userIds)];
      checkFolderPermission(store, data.projectId, user.userId, data.resId, userIds);
      for (const id of userIds) sideOf(store).folderLevels.get(data.resId)?.delete(id);
      return null;
    },
  },
};
