import { AccountStatus, type DepartmentNode, PickerDisabledReason, PickerMode, type StaffMember } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import {
  ALL_PEOPLE_KEY,
  accountStatusTone,
  departmentOptions,
  dictionaryText,
  findDepartment,
  moveTargets,
  NOT_GROUPED_KEY,
  personFormSchema,
  personFormValues,
  pickerRows,
  scopeOfKey,
  shiftAmongSiblings,
  siblingsOf,
  togglePicked,
} from './model';

const node = (key: string, title: string, children: DepartmentNode[] = [], parentId: string | null = null) => ({
  key,
  title,
  enterpriseId: 'e',
  parentId,
  memberCount: 0,
  children,
});
const tree: DepartmentNode[] = [
  node('a', '设计院', [node('a1', '建筑所', [node('a1x', '一组', [], 'a1')], 'a'), node('a2', '结构所', [], 'a')]),
  node('b', '院办'),
];

const person = (userId: string, extra: Partial<StaffMember> = {}): StaffMember => ({
  userId,
  realname: `人员${userId}`,
  phone: '13800000000',
  avatar: null,
  email: null,
  departId: null,
  departName: '',
  status: AccountStatus.Normal,
  isAdmin: false,
  userSpecialties: [{ dictSpecialtyId: 's', dictName: '建筑' }],
  userDuties: [{ dictDutyId: 'd', dictName: '设计', alias: null }],
  ...extra,
});

describe('the tree', () => {
  it('maps the tree entries to scopes', () => {
    expect(scopeOfKey(ALL_PEOPLE_KEY)).toEqual({ kind: 'all' });
    expect(scopeOfKey(NOT_GROUPED_KEY)).toEqual({ kind: 'notGrouped' });
    expect(scopeOfKey('a1')).toEqual({ kind: 'department', departId: 'a1' });
    expect(scopeOfKey(null)).toEqual({ kind: 'all' });
  });

  it('flattens departments with their paths and finds them', () => {
    expect(departmentOptions(tree).map((o) => [o.label, o.depth])).toEqual([
      ['设计院', 0],
      ['设计院 / 建筑所', 1],
      ['设计院 / 建筑所 / 一组', 2],
      ['设计院 / 结构所', 1],
      ['院办', 0],
    ]);
    expect(findDepartment(tree, 'a1x')?.title).toBe('一组');
    expect(findDepartment(tree, 'zz')).toBeUndefined();
  });

  it('moves among siblings, not past the ends', () => {
    expect(siblingsOf(tree, 'a2')).toEqual({ parentId: 'a', ids: ['a1', 'a2'] });
    expect(siblingsOf(tree, 'b')).toEqual({ parentId: null, ids: ['a', 'b'] });
    expect(shiftAmongSiblings(['a1', 'a2'], 'a2', -1)).toEqual(['a2', 'a1']);
    expect(shiftAmongSiblings(['a1', 'a2'], 'a1', -1)).toBeUndefined();
    expect(shiftAmongSiblings(['a1', 'a2'], 'a2', 1)).toBeUndefined();
  });

  it('offers as move targets everything but the branch itself', () => {
    expect(moveTargets(tree, 'a1').map((o) => o.id)).toEqual(['a', 'a2', 'b']);
  });
});

describe('the person form', () => {
  it('starts empty in the viewed department, or with the person', () => {
    expect(personFormValues(null, 'a1')).toEqual({
      realname: '',
      phone: '',
      departId: 'a1',
      specialtyIds: [],
      dutyIds: [],
    });
    expect(personFormValues(person('u', { departId: 'b' }), null)).toMatchObject({
      departId: 'b',
      specialtyIds: ['s'],
      dutyIds: ['d'],
    });
  });

  it('checks names and mobiles with the 5.11 rules', () => {
    const values = { realname: '钱', phone: '123', departId: null, specialtyIds: [], dutyIds: [] };
    const issues = personFormSchema.safeParse(values).error?.issues.map((i) => [i.path[0], i.message]);
    expect(issues).toEqual([
      ['realname', '姓名须为2-10位中文、字母或数字'],
      ['phone', '手机号码格式有误'],
    ]);
    expect(personFormSchema.safeParse({ ...values, realname: '钱多多', phone: '13700001111' }).success).toBe(true);
  });

  it('shows statuses and dictionaries', () => {
    expect(accountStatusTone(AccountStatus.Normal)).toBe('success');
    expect(accountStatusTone(AccountStatus.NotActivated)).toBe('warning');
    expect(accountStatusTone(AccountStatus.Disabled)).toBe('default');
    expect(
      dictionaryText(
        person('u', {
          userDuties: [
            { dictDutyId: 'd', dictName: '设计', alias: null },
            { dictDutyId: 'e', dictName: '审核', alias: '审核人' },
          ],
        }),
      ),
    ).toEqual({ specialties: '建筑', duties: '设计、审核人' });
  });
});

describe('the picker', () => {
  it('gives each row its disabling reason', () => {
    const rows = pickerRows([person('me'), person('in'), person('bare', { userDuties: [] }), person('ok')], {
      mode: PickerMode.User,
      currentUserId: 'me',
      memberIds: ['in'],
    });
    expect(rows.map((r) => r.disabledReason)).toEqual([
      PickerDisabledReason.Self,
      PickerDisabledReason.InProject,
      PickerDisabledReason.Incomplete,
      null,
    ]);
  });

  it('picks in order, un-picks, and refuses beyond the maximum', () => {
    let state = togglePicked([], person('a'));
    state = togglePicked(state.picked, person('b'), 2);
    expect(state.picked.map((p) => p.userId)).toEqual(['a', 'b']);
    const refused = togglePicked(state.picked, person('c'), 2);
    expect(refused).toMatchObject({ refused: true });
    expect(refused.picked).toHaveLength(2);
    expect(togglePicked(state.picked, person('a')).picked.map((p) => p.userId)).toEqual(['b']);
  });
});
