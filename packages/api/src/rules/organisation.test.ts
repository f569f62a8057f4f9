import { describe, expect, it } from 'vitest';
import { DutyRole } from '../entities/constants';
import {
  AccountStatus,
  buildDepartmentTree,
  deleteDepartmentRefusal,
  departmentNameRefusal,
  departmentNameSchema,
  departmentPath,
  departmentWithDescendants,
  matchesKeyword,
  memberStatus,
  moveDepartmentRefusal,
  OrganisationMessage,
  ordinaryDuties,
  PickerDisabledReason,
  PickerMode,
  pickerDisabledReason,
  removeMemberRefusal,
  reorder,
  sortDepartmentsRefusal,
} from './organisation';
import { RefusalCode } from './refusal';

const rows = [
  { id: 'a', parentId: null, name: '设计院', sortOrder: 1 },
  { id: 'b', parentId: null, name: '院办', sortOrder: 0 },
  { id: 'a1', parentId: 'a', name: '建筑所', sortOrder: 0 },
  { id: 'a1x', parentId: 'a1', name: '一组', sortOrder: 0 },
  { id: 'a2', parentId: 'a', name: '结构所', sortOrder: 1 },
];

describe('the department tree', () => {
  it('builds nodes in their order with counts', () => {
    const tree = buildDepartmentTree(rows, 'e', new Map([['a1', 3]]));
    expect(tree.map((n) => n.key)).toEqual(['b', 'a']);
    expect(tree[1]?.children.map((n) => [n.key, n.memberCount])).toEqual([
      ['a1', 3],
      ['a2', 0],
    ]);
    expect(tree[1]?.children[0]?.children[0]).toMatchObject({ key: 'a1x', title: '一组', enterpriseId: 'e' });
  });

  it('finds descendants and paths', () => {
    expect(departmentWithDescendants(rows, 'a').sort()).toEqual(['a', 'a1', 'a1x', 'a2']);
    expect(departmentPath(rows, 'a1x')).toBe('设计院 / 建筑所 / 一组');
    expect(departmentPath(rows, null)).toBe('');
  });

  it('refuses taken names among siblings only', () => {
    expect(departmentNameRefusal(rows, '建筑所', 'a')?.message).toBe(OrganisationMessage.DepartmentNameTaken);
    expect(departmentNameRefusal(rows, '建筑所', 'a', 'a1')).toBeNull();
    expect(departmentNameRefusal(rows, '建筑所', null)).toBeNull();
  });

  it('refuses moving into itself or a descendant, or next to a namesake', () => {
    expect(moveDepartmentRefusal(rows, 'a', 'a1x')?.message).toBe(OrganisationMessage.MoveIntoItself);
    expect(moveDepartmentRefusal(rows, 'a', 'a')?.message).toBe(OrganisationMessage.MoveIntoItself);
    expect(moveDepartmentRefusal(rows, 'a1x', null)).toBeNull();
    expect(
      moveDepartmentRefusal([...rows, { id: 'c', parentId: 'b', name: '建筑所', sortOrder: 0 }], 'c', 'a')?.code,
    ).toBe(RefusalCode.NameTaken);
  });

  it('deletes only empty departments, sub-departments named first', () => {
    expect(deleteDepartmentRefusal({ children: 1, members: 2 })?.message).toBe(
      OrganisationMessage.DepartmentHasChildren,
    );
    expect(deleteDepartmentRefusal({ children: 0, members: 2 })?.message).toBe(OrganisationMessage.DepartmentHasPeople);
    expect(deleteDepartmentRefusal({ children: 0, members: 0 })).toBeNull();
  });

  it('sorts exactly the siblings, and reorders', () => {
    expect(sortDepartmentsRefusal(rows, 'a', ['a2', 'a1'])).toBeNull();
    expect(sortDepartmentsRefusal(rows, 'a', ['a2'])).not.toBeNull();
    expect(sortDepartmentsRefusal(rows, 'a', ['a2', 'a2'])).not.toBeNull();
    expect(sortDepartmentsRefusal(rows, 'a', ['a2', 'b'])).not.toBeNull();
    expect(reorder(['x', 'y', 'z'], 'z', 0)).toEqual(['z', 'x', 'y']);
    expect(reorder(['x', 'y'], 'n', 9)).toEqual(['x', 'y', 'n']);
  });

  it('checks department names', () => {
    expect(departmentNameSchema.safeParse(' ').error?.issues[0]?.message).toBe(
      OrganisationMessage.DepartmentNameRequired,
    );
    expect(departmentNameSchema.safeParse('名'.repeat(31)).success).toBe(false);
    expect(departmentNameSchema.parse(' 建筑所 ')).toBe('建筑所');
  });
});

describe('people', () => {
  it('shows disabled first, then the account status', () => {
    expect(memberStatus({ disabled: true, accountStatus: 3 })).toBe(AccountStatus.Disabled);
    expect(memberStatus({ disabled: false, accountStatus: 3 })).toBe(AccountStatus.NotActivated);
    expect(memberStatus({ disabled: false, accountStatus: 1 })).toBe(AccountStatus.Normal);
  });

  it('never removes oneself, the creator or the last administrator', () => {
    const base = { isSelf: false, isCreator: false, isAdmin: false, adminCount: 1 };
    expect(removeMemberRefusal(base)).toBeNull();
    expect(removeMemberRefusal({ ...base, isSelf: true })?.message).toBe(OrganisationMessage.Self);
    expect(removeMemberRefusal({ ...base, isCreator: true })?.message).toBe(OrganisationMessage.Creator);
    expect(removeMemberRefusal({ ...base, isAdmin: true })?.message).toBe(OrganisationMessage.LastAdmin);
    expect(removeMemberRefusal({ ...base, isAdmin: true, adminCount: 2 })).toBeNull();
  });

  it('searches names and phones', () => {
    const p = { realname: '李婷', phone: '13912345602' };
    expect(matchesKeyword(p, '李')).toBe(true);
    expect(matchesKeyword(p, '5602')).toBe(true);
    expect(matchesKeyword(p, ' ')).toBe(true);
    expect(matchesKeyword(p, '王')).toBe(false);
  });
});

describe('the personnel picker (001 section 5.10)', () => {
  const complete = { userId: 'u', userSpecialties: [{}], userDuties: [{}] };
  it('disables the current user and people already in the project', () => {
    expect(pickerDisabledReason(complete, { mode: PickerMode.Plain, currentUserId: 'u' })).toBe(
      PickerDisabledReason.Self,
    );
    expect(pickerDisabledReason({ ...complete, isInPro: true }, { mode: PickerMode.Plain })).toBe(
      PickerDisabledReason.InProject,
    );
    expect(pickerDisabledReason(complete, { mode: PickerMode.Plain, memberIds: new Set(['u']) })).toBe(
      PickerDisabledReason.InProject,
    );
    expect(pickerDisabledReason(complete, { mode: PickerMode.Plain })).toBeNull();
  });

  it('in user mode disables people without both duties and specialties', () => {
    expect(pickerDisabledReason({ ...complete, userDuties: [] }, { mode: PickerMode.User })).toBe(
      PickerDisabledReason.Incomplete,
    );
    expect(pickerDisabledReason({ ...complete, userSpecialties: [] }, { mode: PickerMode.User })).toBe(
      PickerDisabledReason.Incomplete,
    );
    expect(pickerDisabledReason({ ...complete, userDuties: [] }, { mode: PickerMode.Plain })).toBeNull();
  });

  it('in signature mode disables stamp holders; in role mode option 1; disabled members always', () => {
    expect(pickerDisabledReason({ ...complete, isEntStamp: true }, { mode: PickerMode.Signature })).toBe(
      PickerDisabledReason.HasStamp,
    );
    expect(pickerDisabledReason({ ...complete, option: 1 }, { mode: PickerMode.Role })).toBe(
      PickerDisabledReason.WholeEnterprise,
    );
    expect(pickerDisabledReason({ ...complete, option: 2 }, { mode: PickerMode.Role })).toBeNull();
    expect(pickerDisabledReason({ ...complete, status: AccountStatus.Disabled }, { mode: PickerMode.Plain })).toBe(
      PickerDisabledReason.Disabled,
    );
  });

  it('removes the manager duties from ordinary choices', () => {
    const duties = [
      { id: 'd', dutyRole: DutyRole.Normal },
      { id: 'pl', dutyRole: DutyRole.Manager },
    ];
    expect(ordinaryDuties(duties).map((d) => d.id)).toEqual(['d']);
  });
});
