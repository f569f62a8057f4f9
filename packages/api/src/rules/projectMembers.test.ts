import { describe, expect, it } from 'vitest';
import { FolderPermission, ProjectType, StaffType } from '../entities/constants';
import { PickerMode } from './organisation';
import {
  addMembersRefusal,
  changeStaffRefusal,
  deleteProjectRefusal,
  folderPermissionRefusal,
  incompleteMembersRefusal,
  levelAbilities,
  type MemberFacts,
  memberPickerMode,
  menuLevelSchema,
  ProjectMemberMessage,
  permissionSwitchRefusal,
  quitRefusal,
  removeMembersRefusal,
  staffGrantRefusal,
  transferRefusal,
} from './projectMembers';

const creator: MemberFacts = { userId: 'c', staffType: StaffType.ProjectManager, roleLevel: 9 };
const manager: MemberFacts = { userId: 'm', staffType: StaffType.PersonInCharge, roleLevel: 8 };
const member: MemberFacts = { userId: 'a', staffType: StaffType.Member, roleLevel: 2 };
const other: MemberFacts = { userId: 'b', staffType: StaffType.Member, roleLevel: 2 };
const everyone = [creator, manager, member, other];
const message = (refusal: { message: string } | null) => refusal?.message ?? null;

describe('levelAbilities', () => {
  it('reads for every level, downloads from 3, edits from 4, manages at 5; none without access', () => {
    expect(levelAbilities(null)).toEqual({ read: false, download: false, edit: false, manage: false });
    expect(levelAbilities(FolderPermission.NotInherited).read).toBe(false);
    expect(levelAbilities(0)).toEqual({ read: true, download: false, edit: false, manage: false });
    expect(levelAbilities(2)).toEqual({ read: true, download: false, edit: false, manage: false });
    expect(levelAbilities(3)).toEqual({ read: true, download: true, edit: false, manage: false });
    expect(levelAbilities(4)).toEqual({ read: true, download: true, edit: true, manage: false });
    expect(levelAbilities(5)).toEqual({ read: true, download: true, edit: true, manage: true });
  });

  it('takes menu levels 0 to 5 only', () => {
    expect(menuLevelSchema.safeParse(0).success).toBe(true);
    expect(menuLevelSchema.safeParse(5).success).toBe(true);
    expect(menuLevelSchema.safeParse(6).error?.issues[0]?.message).toBe(ProjectMemberMessage.MenuLevelInvalid);
    expect(menuLevelSchema.safeParse(-1).success).toBe(false);
  });
});

describe('member rules', () => {
  it('adds by managers, someone chosen, nobody already in', () => {
    expect(addMembersRefusal({ chosen: 0, alreadyMembers: 0 })?.message).toBe(ProjectMemberMessage.PeopleRequired);
    expect(addMembersRefusal({ chosen: 2, alreadyMembers: 1 })?.message).toBe(ProjectMemberMessage.AlreadyMember);
    expect(addMembersRefusal({ chosen: 2, alreadyMembers: 0 })).toBeNull();
    expect(message(staffGrantRefusal(member, StaffType.Member))).toBe(ProjectMemberMessage.NotManager);
    expect(message(staffGrantRefusal(manager, StaffType.PersonInCharge))).toBe(
      ProjectMemberMessage.ManagersAreCreators,
    );
    expect(staffGrantRefusal(manager, StaffType.Member)).toBeNull();
    expect(staffGrantRefusal(creator, StaffType.ProjectManager)).toBeNull();
  });

  it('removes neither the creator nor oneself; managers only by the creator', () => {
    expect(message(removeMembersRefusal(member, [other], everyone))).toBe(ProjectMemberMessage.NotManager);
    expect(message(removeMembersRefusal(manager, [creator], everyone))).toBe(ProjectMemberMessage.CannotRemoveCreator);
    expect(message(removeMembersRefusal(manager, [manager], everyone))).toBe(ProjectMemberMessage.CannotRemoveSelf);
    expect(message(removeMembersRefusal(manager, [undefined], everyone))).toBe(ProjectMemberMessage.NotMember);
    expect(message(removeMembersRefusal(creator, [], everyone))).toBe(ProjectMemberMessage.PeopleRequired);
    const second = { ...manager, userId: 'm2' };
    expect(message(removeMembersRefusal(manager, [second], [...everyone, second]))).toBe(
      ProjectMemberMessage.ManagersAreCreators,
    );
    expect(removeMembersRefusal(creator, [manager, member], everyone)).toBeNull();
  });

  it('keeps a 项目经理 (staff type 1) through changes and departures', () => {
    // A project whose only 项目经理 is not the creator (after the creator became a person in charge, say).
    const lead: MemberFacts = { userId: 'l', staffType: StaffType.ProjectManager, roleLevel: 8 };
    const boss: MemberFacts = { ...creator, staffType: StaffType.PersonInCharge };
    const team = [boss, lead, member];
    expect(message(changeStaffRefusal(boss, lead, StaffType.Member, team))).toBe(
      ProjectMemberMessage.LastProjectManager,
    );
    expect(message(quitRefusal(lead, team))).toBe(ProjectMemberMessage.LastProjectManager);
    expect(message(removeMembersRefusal(boss, [lead], team))).toBe(ProjectMemberMessage.LastProjectManager);
    expect(quitRefusal(member, team)).toBeNull();
  });

  it('changes staff: never the creator; managers by the creator', () => {
    expect(message(changeStaffRefusal(creator, creator, StaffType.Member, everyone))).toBe(
      ProjectMemberMessage.CannotChangeCreator,
    );
    expect(message(changeStaffRefusal(manager, member, StaffType.PersonInCharge, everyone))).toBe(
      ProjectMemberMessage.ManagersAreCreators,
    );
    expect(changeStaffRefusal(manager, member, StaffType.Member, everyone)).toBeNull();
    expect(changeStaffRefusal(creator, member, StaffType.PersonInCharge, everyone)).toBeNull();
    expect(message(changeStaffRefusal(creator, undefined, StaffType.Member, everyone))).toBe(
      ProjectMemberMessage.NotMember,
    );
  });

  it('quits, transfers and deletes as the creator’s rules say', () => {
    expect(message(quitRefusal(creator, everyone))).toBe(ProjectMemberMessage.CreatorCannotQuit);
    expect(message(quitRefusal(undefined, everyone))).toBe(ProjectMemberMessage.NotMember);
    expect(message(transferRefusal(manager, member, true))).toBe(ProjectMemberMessage.OnlyCreatorTransfers);
    expect(message(transferRefusal(creator, creator, true))).toBe(ProjectMemberMessage.TransferToSelf);
    expect(transferRefusal(creator, member, false)).toMatchObject({
      code: 40007,
      message: ProjectMemberMessage.TransferConfirm,
    });
    expect(transferRefusal(creator, member, true)).toBeNull();
    expect(message(deleteProjectRefusal(manager, '滨江', '滨江'))).toBe(ProjectMemberMessage.OnlyCreatorDeletes);
    expect(message(deleteProjectRefusal(creator, '', '滨江'))).toBe(ProjectMemberMessage.ConfirmNameRequired);
    expect(message(deleteProjectRefusal(creator, '滨', '滨江'))).toBe(ProjectMemberMessage.ConfirmNameMismatch);
    expect(deleteProjectRefusal(creator, ' 滨江 ', '滨江')).toBeNull();
  });

  it('switches and sets folder permissions on ordinary projects only', () => {
    expect(message(permissionSwitchRefusal(member, ProjectType.Engineering))).toBe(ProjectMemberMessage.NotManager);
    expect(message(permissionSwitchRefusal(manager, ProjectType.Quick))).toBe(
      ProjectMemberMessage.QuickHasNoFolderPermissions,
    );
    const base = {
      proType: ProjectType.Engineering,
      permissionSwitch: true,
      callerIsManager: false,
      callerLevel: 5,
      chosen: 1,
      unknownPeople: 0,
    };
    expect(folderPermissionRefusal(base)).toBeNull();
    expect(message(folderPermissionRefusal({ ...base, callerLevel: 4 }))).toBe(ProjectMemberMessage.NotFolderHead);
    expect(folderPermissionRefusal({ ...base, callerLevel: 2, callerIsManager: true })).toBeNull();
    expect(message(folderPermissionRefusal({ ...base, permissionSwitch: false }))).toBe(
      ProjectMemberMessage.PermissionSwitchOff,
    );
    expect(message(folderPermissionRefusal({ ...base, proType: ProjectType.Quick }))).toBe(
      ProjectMemberMessage.QuickHasNoFolderPermissions,
    );
    expect(message(folderPermissionRefusal({ ...base, unknownPeople: 1 }))).toBe(ProjectMemberMessage.NotMember);
    expect(message(folderPermissionRefusal({ ...base, chosen: 0 }))).toBe(ProjectMemberMessage.PeopleRequired);
  });
});

describe("the personnel picker's user mode for projects (5.10)", () => {
  const complete = { realname: '李婷', specialties: 1, duties: 2 };
  it('picks in user mode for engineering projects and plain for quick ones', () => {
    expect(memberPickerMode(ProjectType.Engineering)).toBe(PickerMode.User);
    expect(memberPickerMode(ProjectType.Quick)).toBe(PickerMode.Plain);
  });
  it('refuses newcomers of an engineering project without both specialties and duties, naming them', () => {
    const people = [
      complete,
      { realname: '周新', specialties: 0, duties: 1 },
      { realname: '钱多', specialties: 1, duties: 0 },
    ];
    expect(incompleteMembersRefusal(ProjectType.Engineering, people)).toEqual({
      code: expect.any(Number),
      message: '周新、钱多信息待完善（未设置专业或职责），不能加入项目',
    });
    expect(incompleteMembersRefusal(ProjectType.Engineering, [complete])).toBeNull();
    expect(incompleteMembersRefusal(ProjectType.Quick, people)).toBeNull();
  });
});
