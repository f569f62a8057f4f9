import { FixedRoleId } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import { canManageEnterpriseStamps } from './stamps';

describe('the enterprise stamp page', () => {
  it('is for enterprise administrators only', () => {
    expect(canManageEnterpriseStamps([{ roleId: FixedRoleId.EnterpriseAdmin }])).toBe(true);
    expect(
      canManageEnterpriseStamps([{ roleId: FixedRoleId.ArchiveAdmin }, { roleId: FixedRoleId.EnterpriseAdmin }]),
    ).toBe(true);
    expect(canManageEnterpriseStamps([{ roleId: FixedRoleId.ArchiveAdmin }])).toBe(false);
    expect(canManageEnterpriseStamps([{ roleId: FixedRoleId.PublishingManager }])).toBe(false);
    expect(canManageEnterpriseStamps([])).toBe(false);
    expect(canManageEnterpriseStamps(undefined)).toBe(false);
  });
});
