import { describe, expect, it } from 'vitest';
import { FixedRoleId } from '../entities/constants';
import {
  allPermissionKeys,
  BUTTON_GROUP_ID,
  DutyType,
  dutyDeleteRefusal,
  dutyTypeDenial,
  dutyTypeOfSlug,
  dutyTypeRefusal,
  EnterpriseSetupMessage,
  firstPermittedDutyType,
  fixedRoleKeys,
  fixedRoleRefusal,
  grantRefusal,
  ownRoleRefusal,
  permissionKeysOf,
  permissionsFor,
  permissionTree,
  roleNameSchema,
  roleRemovalRefusal,
  setupNameRefusal,
  specialtyDeleteRefusal,
  unknownPermissionRefusal,
} from './enterpriseSetup';
import { GENERIC_NAME_TOO_LONG } from './messages';
import { PublishButton } from './publish';

describe('duty types', () => {
  it('maps the route segment and finds the first permitted type in menu order', () => {
    expect(dutyTypeOfSlug('post')).toBe(DutyType.PostSetting);
    expect(dutyTypeOfSlug('x')).toBeNull();
    expect(firstPermittedDutyType(['enterpriseDutyConfigPostSetting', 'enterpriseDutyConfigDesignPro'])).toBe(
      DutyType.DesignProject,
    );
    expect(firstPermittedDutyType(['dashboard'])).toBeNull();
  });
});

describe('names and refusals', () => {
  it('checks role names: required, at most 30', () => {
    expect(roleNameSchema.safeParse(' ').error?.issues[0]?.message).toBe(EnterpriseSetupMessage.RoleNameRequired);
    expect(roleNameSchema.safeParse('角'.repeat(31)).error?.issues[0]?.message).toBe(GENERIC_NAME_TOO_LONG);
    expect(roleNameSchema.parse(' 计费员 ')).toBe('计费员');
  });

  it('refuses taken names (trimmed, any case) but not the entry itself', () => {
    const rows = [{ id: 'a', name: 'BIM' }];
    expect(setupNameRefusal(rows, ' bim ', 'taken')?.message).toBe('taken');
    expect(setupNameRefusal(rows, 'bim', 'taken', 'a')).toBeNull();
  });

  it('keeps used and last dictionary entries', () => {
    expect(specialtyDeleteRefusal({ remaining: 5, uses: 1 })?.message).toBe(EnterpriseSetupMessage.SpecialtyInUse);
    expect(specialtyDeleteRefusal({ remaining: 1, uses: 0 })?.message).toBe(EnterpriseSetupMessage.LastSpecialty);
    expect(specialtyDeleteRefusal({ remaining: 2, uses: 0 })).toBeNull();
    expect(dutyDeleteRefusal({ remaining: 3, uses: 2 })?.message).toBe(EnterpriseSetupMessage.DutyInUse);
    expect(dutyDeleteRefusal({ remaining: 1, uses: 0 })?.message).toBe(EnterpriseSetupMessage.LastDuty);
  });

  it('locks the fixed roles and the last administrator', () => {
    expect(fixedRoleRefusal(FixedRoleId.ArchiveAdmin)?.message).toBe(EnterpriseSetupMessage.FixedRoleLocked);
    expect(fixedRoleRefusal('custom-id')).toBeNull();
    expect(roleRemovalRefusal(FixedRoleId.EnterpriseAdmin, 1)?.message).toBe(EnterpriseSetupMessage.LastAdmin);
    expect(roleRemovalRefusal(FixedRoleId.EnterpriseAdmin, 2)).toBeNull();
    expect(roleRemovalRefusal(FixedRoleId.ArchiveAdmin, 1)).toBeNull();
  });
});

describe('who shapes duties and roles', () => {
  it('refuses a duty of a type whose page the keys do not open, even with the 职责配置 parent', () => {
    const designOnly = permissionKeysOf(permissionsFor([], ['enterpriseDutyConfigDesignPro']));
    expect(designOnly).toContain('enterpriseDutyConfig');
    expect(dutyTypeRefusal(DutyType.DesignProject, designOnly)).toBeNull();
    expect(dutyTypeRefusal(DutyType.EngineeringManagement, designOnly)).toEqual({
      code: expect.anything(),
      message: '您没有工程管理项目职责配置的权限',
    });
    expect(dutyTypeRefusal(DutyType.PostSetting, designOnly)?.message).toBe(dutyTypeDenial(DutyType.PostSetting));
    const admin = permissionKeysOf(permissionsFor([FixedRoleId.EnterpriseAdmin]));
    for (const type of [DutyType.EngineeringManagement, DutyType.DesignProject, DutyType.PostSetting]) {
      expect(dutyTypeRefusal(type, admin)).toBeNull();
    }
  });

  it('keeps a non-administrator from their own role and from keys they do not hold', () => {
    const helper = { isAdmin: false, roleIds: ['r1'], keys: ['enterpriseSetup', 'dashboard'] };
    expect(ownRoleRefusal('r1', helper)?.message).toBe(EnterpriseSetupMessage.OwnRoleLocked);
    expect(ownRoleRefusal('r2', helper)).toBeNull();
    expect(ownRoleRefusal('r1', { ...helper, isAdmin: true })).toBeNull();
    expect(grantRefusal(['dashboard'], helper)).toBeNull();
    expect(grantRefusal(['dashboard', 'enterpriseKey'], helper)?.message).toBe(EnterpriseSetupMessage.GrantBeyondOwn);
    // Keys the role already had (an administrator gave them) are kept; only new ones must be the caller's.
    expect(grantRefusal(['dashboard', 'enterpriseKey'], helper, ['enterpriseKey'])).toBeNull();
    expect(grantRefusal(['enterpriseKey'], { ...helper, isAdmin: true })).toBeNull();
  });
});

describe('the permission tree', () => {
  it('holds every menu and button key once, the button group being no key', () => {
    const keys = allPermissionKeys();
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('enterpriseDutyConfigPostSetting');
    expect(keys).toContain(PublishButton.Download);
    expect(keys).not.toContain(BUTTON_GROUP_ID);
    expect(permissionTree().at(-1)?.id).toBe(BUTTON_GROUP_ID);
    expect(unknownPermissionRefusal(['dashboard'])).toBeNull();
    expect(unknownPermissionRefusal([BUTTON_GROUP_ID])?.message).toBe(EnterpriseSetupMessage.UnknownPermission);
  });

  it('gives staff the working set, the admin everything, and custom grants exactly their keys', () => {
    const staff = permissionKeysOf(permissionsFor([]));
    expect(staff).toContain('dashboard');
    expect(staff).not.toContain('enterprise');
    expect(fixedRoleKeys(FixedRoleId.EnterpriseAdmin)).toEqual(allPermissionKeys());
    const granted = permissionsFor([], ['enterpriseSpecialty', PublishButton.Share]);
    const enterprise = granted.menuList.find((m) => m.perms === 'enterprise');
    expect(enterprise?.children?.map((c) => c.perms)).toEqual(['enterpriseSpecialty']);
    expect(granted.authList).toContain(PublishButton.Share);
    expect(granted.authList).not.toContain(PublishButton.Download);
    expect(permissionKeysOf(permissionsFor(null, ['enterprise']))).toEqual(['dashboard', 'disk']);
  });
});
