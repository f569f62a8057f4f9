/**
 * Folder permissions (issue 25; 001 sections 3.4 and 6): per folder and person 负责人 5 / 编辑 4 / 下载 3 / 只读 2 /
 * 不继承 -1, inherited down the tree until a folder sets its own. The project's managers and the folder's head set
 * them; the directory reads the caller's level to offer its buttons, and every file endpoint checks the same level
 * (access/projectAccess.ts).
 */
import {
  type FolderPermission,
  folderPermissionRefusal,
  isProjectManager,
  levelAbilities,
  type ProjectType,
  type StaffType,
} from '@atelier/api';
import {
  inheritLevel,
  locateFolder,
  locateResource,
  type ProjectAccess,
  usesFolderPermissions,
} from '../access/projectAccess';
import { ROOT_PARENT_ID } from '../access/repository';
import type { Database } from '../db/index';
import { deny, ErrorMessage, enforce } from '../domain/errors';
import { deleteFolderLevels, folderLevelsOn, membersOfProject, upsertFolderLevels } from '../projects/memberRepository';
import { signalPermissionChanged } from '../projects/projectEvents';
import { membersWithUsers } from '../projects/repository';
import { nameCollator } from '../util/format';

/** The caller's level in a folder ('0': the root) and whether they may set its permissions. */
export async function myFolderPermission(db: Database, access: ProjectAccess, input: { resId: string }) {
  const folder = await locateFolder({ db }, access, input.resId);
  const isManager = isProjectManager(access.member);
  const uses = usesFolderPermissions(access.project);
  return {
    permission: folder.level,
    canManage: uses && folder.id !== ROOT_PARENT_ID && (isManager || levelAbilities(folder.level).manage),
    usesFolderPermissions: uses,
  };
}

/** The folder being configured, with the checks every permission call shares. */
async function configuredFolder(db: Database, access: ProjectAccess, resId: string, people: readonly string[]) {
  if (resId === ROOT_PARENT_ID) deny(ErrorMessage.NotAFolder);
  const located = await locateResource({ db }, access, resId);
  if (!located.resource.isFolder) deny(ErrorMessage.NotAFolder);
  const memberIds = new Set((await membersOfProject(db, access.project.id)).map((m) => m.userId));
  enforce(
    folderPermissionRefusal({
      proType: access.project.proType as ProjectType,
      permissionSwitch: access.project.permissionSwitch,
      callerIsManager: isProjectManager(access.member),
      callerLevel: located.level,
      chosen: people.length,
      unknownPeople: people.filter((id) => !memberIds.has(id)).length,
    }),
  );
  return located;
}

/** Every member's own and effective level on a folder, managers first, then by name. */
export async function folderPermissionList(db: Database, access: ProjectAccess, input: { resId: string }) {
  const located = await configuredFolder(db, access, input.resId, [access.userId]);
  const chain = [...located.ancestors.map((a) => a.id), located.resource.id];
  const levelsByFolder = new Map<string, Map<string, number>>();
  for (const id of chain) levelsByFolder.set(id, await folderLevelsOn(db, id));
  const rows = await membersWithUsers(db, access.project.id);
  return rows
    .map(({ member, user }) => {
      // The member's level walked down the chain exactly as their own access would (inheritLevel).
      const overrides = new Map<string, number>();
      for (const id of chain) {
        const level = levelsByFolder.get(id)?.get(member.userId);
        if (level !== undefined) overrides.set(id, level);
      }
      const theirs: ProjectAccess = { ...access, member, userId: member.userId, overrides };
      let level: number | null = member.folderLevel;
      for (const id of chain) level = inheritLevel(theirs, level, id);
      const own = overrides.get(located.resource.id);
      return {
        userId: user.id,
        realname: user.realname,
        phone: user.phone,
        avatar: user.avatar,
        staffType: member.staffType as StaffType,
        isManager: isProjectManager(member),
        own: own === undefined ? null : (own as FolderPermission),
        permission: level,
        roleLevel: member.roleLevel,
      };
    })
    .sort((a, b) => b.roleLevel - a.roleLevel || nameCollator.compare(a.realname, b.realname))
    .map(({ roleLevel: _, ...entry }) => entry);
}

/** addResPer: these members get this level on the folder (what they had set there is replaced). */
export async function setFolderPermission(
  db: Database,
  access: ProjectAccess,
  input: { resId: string; userIds: string[]; permission: FolderPermission },
) {
  const userIds = [...new Set(input.userIds)];
  await configuredFolder(db, access, input.resId, userIds);
  await db.transaction(async (tx) => {
    await upsertFolderLevels(tx, input.resId, userIds, input.permission);
    await signalPermissionChanged(tx, access, userIds);
  });
  return null;
}

/** delResPer: these members inherit the folder's level again. */
export async function clearFolderPermission(
  db: Database,
  access: ProjectAccess,
  input: { resId: string; userIds: string[] },
) {
  const userIds = [...new Set(input.userIds)];
  await configuredFolder(db, access, input.resId, userIds);
  await db.transaction(async (tx) => {
    await deleteFolderLevels(tx, input.resId, userIds);
    await signalPermissionChanged(tx, access, userIds);
  });
  return null;
}
