import {
  changeStaffRefusal,
  confirmNameMatches,
  FolderPermission,
  type MemberFacts,
  MenuLevel,
  PermissionLevel,
  type ProjectUser,
  quitRefusal,
  removeMembersRefusal,
  StaffType,
  transferRefusal,
} from '@atelier/api';

/**
 * What the members panel offers whom: the same shared rules the server decides with (rules/projectMembers.ts), asked
 * before a button is shown, so that the panel offers only what the server will do.
 */

export const STAFF_TYPES: readonly StaffType[] = [StaffType.ProjectManager, StaffType.PersonInCharge, StaffType.Member];

/** A quick project's menu levels 0 to 5 (001 section 6). */
export const MENU_LEVELS: readonly number[] = Array.from(
  { length: MenuLevel.Max - MenuLevel.Min + 1 },
  (_, i) => MenuLevel.Min + i,
);

export const memberFacts = (user: Pick<ProjectUser, 'userId' | 'staffType' | 'permissionLevel'>): MemberFacts => ({
  userId: user.userId,
  staffType: user.staffType,
  roleLevel: user.permissionLevel,
});

export type ProjectRoleKey = 'creator' | 'manager' | 'member';
export const roleKeyOf = (level: number): ProjectRoleKey =>
  level >= PermissionLevel.Creator ? 'creator' : level >= PermissionLevel.Manager ? 'manager' : 'member';

/** Per member, what the caller may do: change the staff type (to which types), remove. */
export interface MemberRowActions {
  staffTypes: StaffType[];
  canChangeStaff: boolean;
  canRemove: boolean;
  canSetLevel: boolean;
}

export function memberRowActions(
  caller: MemberFacts | undefined,
  target: MemberFacts,
  members: readonly MemberFacts[],
): MemberRowActions {
  const staffTypes = STAFF_TYPES.filter(
    (type) => type === target.staffType || changeStaffRefusal(caller, target, type, members) === null,
  );
  return {
    staffTypes,
    canChangeStaff: staffTypes.length > 1,
    canRemove: removeMembersRefusal(caller, [target], members) === null,
    // The root level follows the same rule as the staff type (a manager's is the creator's to set).
    canSetLevel: changeStaffRefusal(caller, target, target.staffType, members) === null,
  };
}

/** The panel's own buttons for the caller. */
export function panelActions(caller: MemberFacts | undefined, members: readonly MemberFacts[]) {
  const others = members.filter((m) => m.userId !== caller?.userId);
  return {
    canAdd: (caller?.roleLevel ?? 0) >= PermissionLevel.Manager,
    canTransfer: others.some((m) => transferRefusal(caller, m, true) === null),
    canQuit: quitRefusal(caller, members) === null,
    canDelete: caller?.roleLevel === PermissionLevel.Creator,
    canSwitch: (caller?.roleLevel ?? 0) >= PermissionLevel.Manager,
  };
}

/** The typed name enables 删除 only when it is the project's. */
export const deleteEnabled = (typed: string, projectName: string) => confirmNameMatches(typed, projectName);

/** The choices of a folder's permission select: 继承 (no level of its own) then 负责人 … 不继承. */
export const INHERIT_KEY = 'inherit';
export const folderLevelKey = (own: FolderPermission | null) => (own === null ? INHERIT_KEY : String(own));
export const parseFolderLevelKey = (key: string): FolderPermission | null =>
  key === INHERIT_KEY ? null : (Number(key) as FolderPermission);

export { FolderPermission };
