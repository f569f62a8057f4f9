import { describe, expect, it } from 'vitest';
import { ApprovalStatus, FixedRoleId } from '../entities/constants';
import { ApprovalMessage, restampRefusal, restampStateRefusal } from './approvals';
import { RefusalCode } from './refusal';
import { FIXED_ROLE_NAMES, FIXED_ROLE_NAMES_EN, fixedRoleName, isFixedRole } from './roles';

describe('the fixed roles’ names', () => {
  it('names each fixed role once, in Chinese and English', () => {
    expect(Object.keys(FIXED_ROLE_NAMES).sort()).toEqual(Object.values(FixedRoleId).sort());
    expect(Object.keys(FIXED_ROLE_NAMES_EN).sort()).toEqual(Object.values(FixedRoleId).sort());
    expect(fixedRoleName(FixedRoleId.PublishingManager)).toBe('发布管理员');
    expect(fixedRoleName(FixedRoleId.EnterpriseAdmin)).toBe('企业管理员');
    expect(fixedRoleName(FixedRoleId.ArchiveAdmin)).toBe('档案管理员');
  });

  it('tells a fixed role from another id, which is shown as it is', () => {
    expect(isFixedRole(FixedRoleId.ArchiveAdmin)).toBe(true);
    expect(isFixedRole('role-custom')).toBe(false);
    expect(isFixedRole('toString')).toBe(false);
    expect(fixedRoleName('role-custom')).toBe('role-custom');
  });
});

describe('restamping', () => {
  it('is for the launcher or the stamp signer, of a passed approval', () => {
    const approval = { launcherId: 'u-1', signManId: 'u-2' };
    expect(restampRefusal(approval, 'u-1')).toBeNull();
    expect(restampRefusal(approval, 'u-2')).toBeNull();
    expect(restampRefusal(approval, 'u-3')).toEqual({ code: RefusalCode.Denied, message: ApprovalMessage.NoRestamp });
    expect(restampStateRefusal(ApprovalStatus.Passed)).toBeNull();
    expect(restampStateRefusal(ApprovalStatus.InProgress)).toEqual({
      code: RefusalCode.NotReady,
      message: ApprovalMessage.RestampNotPassed,
    });
  });
});
