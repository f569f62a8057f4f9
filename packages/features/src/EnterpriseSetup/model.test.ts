import { BUTTON_GROUP_ID, DutyType, FixedRoleId, PermissionKind, permissionTree } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import { keysToSave, leafKeysOf, permissionTreeData, permittedDutyTypes, sameKeys, takesOwnAdminRight } from './model';

describe('permission tree data', () => {
  it('keeps names and nesting, leaves marked', () => {
    const nodes = [
      {
        id: 'a',
        name: '甲',
        kind: PermissionKind.Menu,
        children: [{ id: 'b', name: '乙', kind: PermissionKind.Menu }],
      },
    ];
    expect(permissionTreeData(nodes)).toEqual([
      { key: 'a', title: '甲', textValue: '甲', children: [{ key: 'b', title: '乙', textValue: '乙', isLeaf: true }] },
    ]);
    expect(
      permissionTreeData(permissionTree())
        .at(-1)
        ?.children?.every((n) => n.isLeaf),
    ).toBe(true);
  });

  it('saves every checked key once but the button group', () => {
    expect(keysToSave(['dashboard', BUTTON_GROUP_ID, 'dashboard', 'toPublish:share'])).toEqual([
      'dashboard',
      'toPublish:share',
    ]);
    expect(sameKeys(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameKeys(['a'], ['a', 'b'])).toBe(false);
  });

  it('gives the tree only the leaves a role holds, so a parent held for one child checks only that child', () => {
    expect(
      leafKeysOf(permissionTree(), ['knowledgeBase', 'knowledgeBasePersonnel', 'dashboard', BUTTON_GROUP_ID]),
    ).toEqual(['knowledgeBasePersonnel', 'dashboard']);
  });
});

describe('duty types and the admin right', () => {
  it('lists the permitted duty types in menu order', () => {
    expect(
      permittedDutyTypes(['enterpriseDutyConfigPostSetting', 'enterpriseDutyConfigEngineeringManagement']),
    ).toEqual([DutyType.EngineeringManagement, DutyType.PostSetting]);
    expect(permittedDutyTypes([])).toEqual([]);
  });

  it('knows when a removal takes the signed-in person’s own admin right', () => {
    expect(takesOwnAdminRight(FixedRoleId.EnterpriseAdmin, 'u1', 'u1')).toBe(true);
    expect(takesOwnAdminRight(FixedRoleId.EnterpriseAdmin, 'u2', 'u1')).toBe(false);
    expect(takesOwnAdminRight(FixedRoleId.ArchiveAdmin, 'u1', 'u1')).toBe(false);
  });
});
