import { FolderPermission, StaffType } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import {
  deleteEnabled,
  folderLevelKey,
  MENU_LEVELS,
  memberRowActions,
  panelActions,
  parseFolderLevelKey,
  roleKeyOf,
} from './model';

const creator = { userId: 'c', staffType: StaffType.ProjectManager, roleLevel: 9 };
const manager = { userId: 'm', staffType: StaffType.PersonInCharge, roleLevel: 8 };
const member = { userId: 'a', staffType: StaffType.Member, roleLevel: 2 };
const team = [creator, manager, member];

describe('the members panel model', () => {
  it('offers the creator every staff type for others, and nothing on the creator', () => {
    expect(memberRowActions(creator, member, team)).toEqual({
      staffTypes: [StaffType.ProjectManager, StaffType.PersonInCharge, StaffType.Member],
      canChangeStaff: true,
      canRemove: true,
      canSetLevel: true,
    });
    expect(memberRowActions(creator, creator, team)).toMatchObject({ canChangeStaff: false, canRemove: false });
  });

  it('lets a manager handle ordinary members only, and a member nothing', () => {
    expect(memberRowActions(manager, member, team)).toEqual({
      staffTypes: [StaffType.Member],
      canChangeStaff: false,
      canRemove: true,
      canSetLevel: true,
    });
    expect(memberRowActions(manager, manager, team)).toMatchObject({ canRemove: false, canSetLevel: false });
    expect(memberRowActions(member, manager, team)).toMatchObject({ canRemove: false, canChangeStaff: false });
  });

  it('gives the panel’s buttons by role', () => {
    expect(panelActions(creator, team)).toEqual({
      canAdd: true,
      canTransfer: true,
      canQuit: false,
      canDelete: true,
      canSwitch: true,
    });
    expect(panelActions(member, team)).toEqual({
      canAdd: false,
      canTransfer: false,
      canQuit: true,
      canDelete: false,
      canSwitch: false,
    });
  });

  it('names roles, menu levels, the typed name and the folder level keys', () => {
    expect([9, 8, 2].map(roleKeyOf)).toEqual(['creator', 'manager', 'member']);
    expect(MENU_LEVELS).toEqual([0, 1, 2, 3, 4, 5]);
    expect(deleteEnabled('滨江', '滨江新城')).toBe(false);
    expect(deleteEnabled(' 滨江新城 ', '滨江新城')).toBe(true);
    expect(parseFolderLevelKey(folderLevelKey(null))).toBeNull();
    expect(parseFolderLevelKey(folderLevelKey(FolderPermission.NotInherited))).toBe(FolderPermission.NotInherited);
  });
});
