import { z } from 'zod';
import { FolderPermission, PermissionLevel, ProjectType, StaffType } from '../entities/constants';
import type { ValueOf } from '../entities/constants/types';
import { PickerMode } from './organisation';
import { memberLevels } from './projects';
import { Refuse, type RuleRefusal } from './refusal';

/**
 * A project after its creation (issue 25; 001 sections 3.3, 3.4, 6, 7.4): its members (add, remove, staff type,
 * duties, the creator's transfer, quit, delete with the typed name, the permission switch) and its folder
 * permissions. Pure rules with their messages, decided with facts the server reads from its database and the
 * fixtures from their memory. The specification shows none of these messages: the Chinese is what a native product
 * shows.
 */

export const ProjectMemberMessage = {
  /** Adding, removing or changing members, the switch: the creator and the project's managers only. */
  NotManager: '只有项目创建者或项目经理可以管理项目成员',
  /** 5.10: people already in the project are disabled in the picker; the server refuses them too. */
  AlreadyMember: '所选人员已在项目中',
  PeopleRequired: '请选择人员',
  /** 5.10 'user' mode: people without both duties and specialties (信息待完善) cannot join an ordinary project. */
  incomplete: (names: readonly string[]) => `${names.join('、')}信息待完善（未设置专业或职责），不能加入项目`,
  NotMember: '该人员不是项目成员',
  /** The creator leaves only by transferring the project first. */
  CannotRemoveCreator: '不能移除项目创建者',
  CannotRemoveSelf: '不能移除自己，请使用“退出项目”',
  /** A manager may remove and change ordinary members and persons in charge; managers are the creator's. */
  ManagersAreCreators: '只有项目创建者可以移除或调整项目经理',
  CannotChangeCreator: '不能修改项目创建者的角色，请先转让项目',
  /** A project keeps at least one 项目经理 (staff type 1). */
  LastProjectManager: '项目至少需要保留一名项目经理',
  CreatorCannotQuit: '项目创建者不能退出项目，请先转让项目',
  /** 001 section 6: the creator can be changed, with a confirmation. */
  OnlyCreatorTransfers: '只有项目创建者可以转让项目',
  TransferToSelf: '不能将项目转让给自己',
  TransferConfirm: '请确认转让项目',
  transferQuestion: (name: string) => `确定将项目转让给“${name}”吗？转让后您将成为项目经理。`,
  /** 001 section 6: deleting needs the typed project name (confirmName). */
  OnlyCreatorDeletes: '只有项目创建者可以删除项目',
  ConfirmNameRequired: '请输入项目名称',
  ConfirmNameMismatch: '项目名称输入不正确',
  deleteQuestion: (name: string) => `删除后项目“${name}”将进入回收站，保留30天。请输入项目名称确认删除。`,
  quitQuestion: (name: string) => `确定退出项目“${name}”吗？`,
  removeQuestion: (names: readonly string[]) => `确定将${names.join('、')}移出项目吗？`,
  /** 001 section 6: quick projects have no folder permissions. */
  QuickHasNoFolderPermissions: '快捷项目不使用文件夹权限',
  PermissionSwitchOff: '项目未开启文件夹权限',
  /** Folder permissions are set by the project's managers and by the folder's head (负责人). */
  NotFolderHead: '只有项目经理或文件夹负责人可以设置文件夹权限',
  FolderRequired: '请选择文件夹',
  PermissionRequired: '请选择权限',
  /** The menu level of a quick project is 0 to 5 (001 section 6). */
  MenuLevelInvalid: '权限等级须为0至5',
} as const;

/** The project operations of 001 section 3.3: exit 0, delete 1, transfer 2. */
export const ProjectOperation = { Exit: 0, Delete: 1, Transfer: 2 } as const;
export type ProjectOperation = ValueOf<typeof ProjectOperation>;

/** Quick projects' menu levels (001 section 6): read/open and refresh for all, download from 3, edits from 4. */
export const MenuLevel = { Min: 0, Max: 5 } as const;
export const menuLevelSchema = z
  .number({ error: ProjectMemberMessage.MenuLevelInvalid })
  .int(ProjectMemberMessage.MenuLevelInvalid)
  .min(MenuLevel.Min, ProjectMemberMessage.MenuLevelInvalid)
  .max(MenuLevel.Max, ProjectMemberMessage.MenuLevelInvalid);

/** What a level lets its holder do in the directory (001 sections 3.4 and 6). */
export interface LevelAbilities {
  read: boolean;
  download: boolean;
  /** New folder, upload, new version, move, copy into, rename, delete. */
  edit: boolean;
  /** Set the folder's permissions (负责人). */
  manage: boolean;
}

/**
 * The directory's buttons and the server's checks read the same table: read and open for every level (null: no
 * access at all, a folder not inherited), download from 3, create/move/copy/rename/delete/upload from 4, the
 * folder's permissions at 5.
 */
export function levelAbilities(level: number | null | undefined): LevelAbilities {
  if (level === null || level === undefined || level < 0) {
    return { read: false, download: false, edit: false, manage: false };
  }
  return {
    read: true,
    download: level >= FolderPermission.Download,
    edit: level >= FolderPermission.Edit,
    manage: level >= FolderPermission.Head,
  };
}

/** The levels a folder permission can be set to, head first (负责人 5 / 编辑 4 / 下载 3 / 只读 2 / 不继承 -1). */
export const FOLDER_PERMISSION_CHOICES: readonly FolderPermission[] = [
  FolderPermission.Head,
  FolderPermission.Edit,
  FolderPermission.Download,
  FolderPermission.ReadOnly,
  FolderPermission.NotInherited,
];

/** A member as the rules need them. */
export interface MemberFacts {
  userId: string;
  staffType: StaffType;
  /** `PermissionLevel`: creator 9, manager 8, member 2. */
  roleLevel: number;
}

/** The creator or a manager (level 8 or 9). */
export const isProjectManager = (member: Pick<MemberFacts, 'roleLevel'> | undefined | null): boolean =>
  (member?.roleLevel ?? 0) >= PermissionLevel.Manager;

/** Whether a staff type carries the manager level (项目经理 1, 项目负责人 2: level 8; ordinary 4: level 2). */
export const isManagerStaff = (staffType: StaffType): boolean => memberLevels(staffType, false).roleLevel >= 8;

/** The caller may manage members: creator or manager. */
export function memberManagerRefusal(caller: MemberFacts | undefined): RuleRefusal | null {
  return isProjectManager(caller) ? null : Refuse.denied(ProjectMemberMessage.NotManager);
}

/** Adding people: someone chosen, nobody already a member (the enterprise check is the creation's). */
export function addMembersRefusal(facts: { chosen: number; alreadyMembers: number }): RuleRefusal | null {
  if (facts.chosen === 0) return Refuse.invalid(ProjectMemberMessage.PeopleRequired);
  if (facts.alreadyMembers > 0) return Refuse.invalid(ProjectMemberMessage.AlreadyMember);
  return null;
}

/**
 * The personnel picker's mode for adding people to a project (001 section 5.10): an ordinary project's people work
 * in its specialty × duty cells, so its picker is in 'user' mode (people without both duties and specialties are
 * disabled, 信息待完善); a quick project has no specialties or duties and takes anyone of the enterprise.
 */
export function memberPickerMode(proType: ProjectType): PickerMode {
  return proType === ProjectType.Quick ? PickerMode.Plain : PickerMode.User;
}

/**
 * 5.10 on the server: the picker's 'user' mode refused where people are saved. `people` are the newcomers with
 * how many specialties and duties they hold in the enterprise; answers the refusal naming the incomplete ones.
 */
export function incompleteMembersRefusal(
  proType: ProjectType,
  people: readonly { realname: string; specialties: number; duties: number }[],
): RuleRefusal | null {
  if (memberPickerMode(proType) !== PickerMode.User) return null;
  const incomplete = people.filter((p) => p.specialties === 0 || p.duties === 0).map((p) => p.realname);
  return incomplete.length ? Refuse.invalid(ProjectMemberMessage.incomplete(incomplete)) : null;
}

/** Adding someone with a staff type: managers (项目经理, 项目负责人) are added by the creator only. */
export function staffGrantRefusal(caller: MemberFacts | undefined, staffType: StaffType): RuleRefusal | null {
  const notManager = memberManagerRefusal(caller);
  if (notManager) return notManager;
  return isManagerStaff(staffType) && caller?.roleLevel !== PermissionLevel.Creator
    ? Refuse.denied(ProjectMemberMessage.ManagersAreCreators)
    : null;
}

/** Whether, without these people, the project still has a 项目经理 (staff type 1). */
function keepsProjectManager(members: readonly MemberFacts[], leaving: readonly string[]): boolean {
  return members.some((m) => !leaving.includes(m.userId) && m.staffType === StaffType.ProjectManager);
}

/**
 * Removing members (delFastProUser): the caller manages; nobody removes the creator or themselves (they quit);
 * only the creator removes a manager; a 项目经理 stays.
 */
export function removeMembersRefusal(
  caller: MemberFacts | undefined,
  targets: readonly (MemberFacts | undefined)[],
  members: readonly MemberFacts[],
): RuleRefusal | null {
  const notManager = memberManagerRefusal(caller);
  if (notManager || !caller) return notManager;
  if (targets.length === 0) return Refuse.invalid(ProjectMemberMessage.PeopleRequired);
  for (const target of targets) {
    if (!target) return Refuse.invalid(ProjectMemberMessage.NotMember);
    if (target.roleLevel === PermissionLevel.Creator) return Refuse.denied(ProjectMemberMessage.CannotRemoveCreator);
    if (target.userId === caller.userId) return Refuse.invalid(ProjectMemberMessage.CannotRemoveSelf);
    if (isProjectManager(target) && caller.roleLevel !== PermissionLevel.Creator) {
      return Refuse.denied(ProjectMemberMessage.ManagersAreCreators);
    }
  }
  const leaving = targets.flatMap((t) => (t ? [t.userId] : []));
  return keepsProjectManager(members, leaving) ? null : Refuse.invalid(ProjectMemberMessage.LastProjectManager);
}

/**
 * Changing a member's staff type (updateFastProUser): the caller manages; the creator's role is changed only by a
 * transfer; only the creator raises someone to or lowers them from a manager's level; a 项目经理 stays.
 */
export function changeStaffRefusal(
  caller: MemberFacts | undefined,
  target: MemberFacts | undefined,
  staffType: StaffType,
  members: readonly MemberFacts[],
): RuleRefusal | null {
  const notManager = memberManagerRefusal(caller);
  if (notManager || !caller) return notManager;
  if (!target) return Refuse.invalid(ProjectMemberMessage.NotMember);
  if (target.roleLevel === PermissionLevel.Creator) return Refuse.denied(ProjectMemberMessage.CannotChangeCreator);
  const touchesManager = isProjectManager(target) || isManagerStaff(staffType);
  if (touchesManager && caller.roleLevel !== PermissionLevel.Creator) {
    return Refuse.denied(ProjectMemberMessage.ManagersAreCreators);
  }
  const after = members.map((m) => (m.userId === target.userId ? { ...m, staffType } : m));
  return keepsProjectManager(after, []) ? null : Refuse.invalid(ProjectMemberMessage.LastProjectManager);
}

/** Quitting (quitPro): the creator transfers first; a 项目经理 stays. */
export function quitRefusal(me: MemberFacts | undefined, members: readonly MemberFacts[]): RuleRefusal | null {
  if (!me) return Refuse.invalid(ProjectMemberMessage.NotMember);
  if (me.roleLevel === PermissionLevel.Creator) return Refuse.invalid(ProjectMemberMessage.CreatorCannotQuit);
  return keepsProjectManager(members, [me.userId]) ? null : Refuse.invalid(ProjectMemberMessage.LastProjectManager);
}

/** The creator's transfer (updateProCreator): by the creator, to another member, confirmed. */
export function transferRefusal(
  caller: MemberFacts | undefined,
  target: MemberFacts | undefined,
  confirm: boolean | undefined,
): RuleRefusal | null {
  if (caller?.roleLevel !== PermissionLevel.Creator) return Refuse.denied(ProjectMemberMessage.OnlyCreatorTransfers);
  if (!target) return Refuse.invalid(ProjectMemberMessage.NotMember);
  if (target.userId === caller.userId) return Refuse.invalid(ProjectMemberMessage.TransferToSelf);
  if (confirm !== true) return Refuse.notReady(ProjectMemberMessage.TransferConfirm);
  return null;
}

/** The levels of the two people after a transfer: the new creator 9 (项目经理), the old one a manager (8). */
export function transferredLevels(): {
  newCreator: { roleLevel: PermissionLevel; staffType: StaffType; folderLevel: FolderPermission };
  oldCreator: { roleLevel: PermissionLevel; staffType: StaffType; folderLevel: FolderPermission };
} {
  return {
    newCreator: { staffType: StaffType.ProjectManager, ...memberLevels(StaffType.ProjectManager, true) },
    oldCreator: { staffType: StaffType.ProjectManager, ...memberLevels(StaffType.ProjectManager, false) },
  };
}

/** The typed name matches the project's (surrounding spaces aside). */
export function confirmNameMatches(typed: string | undefined, projectName: string): boolean {
  return (typed ?? '').trim() === projectName;
}

/** Deleting a project (delPro): by the creator, with the project's name typed. */
export function deleteProjectRefusal(
  caller: MemberFacts | undefined,
  confirmName: string | undefined,
  projectName: string,
): RuleRefusal | null {
  if (caller?.roleLevel !== PermissionLevel.Creator) return Refuse.denied(ProjectMemberMessage.OnlyCreatorDeletes);
  if (!(confirmName ?? '').trim()) return Refuse.invalid(ProjectMemberMessage.ConfirmNameRequired);
  if (!confirmNameMatches(confirmName, projectName)) return Refuse.invalid(ProjectMemberMessage.ConfirmNameMismatch);
  return null;
}

/** The permission switch (switchProPerm): a manager's, on ordinary projects only. */
export function permissionSwitchRefusal(caller: MemberFacts | undefined, proType: ProjectType): RuleRefusal | null {
  if (!isProjectManager(caller)) return Refuse.denied(ProjectMemberMessage.NotManager);
  if (proType === ProjectType.Quick) return Refuse.invalid(ProjectMemberMessage.QuickHasNoFolderPermissions);
  return null;
}

/**
 * Setting a folder's permissions (addResPer, delResPer): an ordinary project with the switch on; the caller a
 * manager of the project or the folder's head (5); everyone named a member.
 */
export function folderPermissionRefusal(facts: {
  proType: ProjectType;
  permissionSwitch: boolean;
  callerIsManager: boolean;
  callerLevel: number | null;
  unknownPeople: number;
  chosen: number;
}): RuleRefusal | null {
  if (facts.proType === ProjectType.Quick) return Refuse.invalid(ProjectMemberMessage.QuickHasNoFolderPermissions);
  if (!facts.permissionSwitch) return Refuse.invalid(ProjectMemberMessage.PermissionSwitchOff);
  if (!facts.callerIsManager && !levelAbilities(facts.callerLevel).manage) {
    return Refuse.denied(ProjectMemberMessage.NotFolderHead);
  }
  if (facts.chosen === 0) return Refuse.invalid(ProjectMemberMessage.PeopleRequired);
  if (facts.unknownPeople > 0) return Refuse.invalid(ProjectMemberMessage.NotMember);
  return null;
}

/**
 * A member's level at the project's root after a change of staff type: managers head the folders (5), ordinary
 * members edit (4), as at creation ({@link memberLevels}).
 */
export const levelsForStaff = (staffType: StaffType) => memberLevels(staffType, false);
