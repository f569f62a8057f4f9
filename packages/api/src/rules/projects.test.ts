import { describe, expect, it } from 'vitest';
import { FolderPermission, PermissionLevel, StaffType } from '../entities/constants';
import {
  batchAddition,
  memberLevels,
  missingConfigurationError,
  ProjectMessage,
  personnelDisabledReason,
  personnelError,
  projectBasicInfoSchema,
  projectNameSchema,
  projectUniquenessRefusal,
  projectYears,
  removalQuestion,
  shortNameInputSchema,
  storedShortName,
  subItemCountError,
  subItemErrors,
  subItemsSchema,
} from './projects';
import { firstMessage } from './rules';

const year = new Date().getFullYear();
const basic = {
  name: '西湖文化中心',
  simpleName: 'XHWH',
  designNum: 'HZ-1',
  Development: '建设单位',
  year,
};

describe('project names (001 sections 5.3, 5.6, 5.7)', () => {
  it.each<[string, string]>([
    ['', ProjectMessage.NameRequired],
    ['   ', ProjectMessage.NameBlank],
    ['a\\b', ProjectMessage.NameSpecialCharacters],
    ...[...'/:*?"<>|'].map((c): [string, string] => [`a${c}b`, ProjectMessage.NameSpecialCharacters]),
    ['CON', ProjectMessage.NameReserved],
    ['lpt9', ProjectMessage.NameReserved],
    ['Nul.txt', ProjectMessage.NameReserved],
    ['项目.', ProjectMessage.NameTrailingPeriod],
    ['名'.repeat(65), ProjectMessage.NameTooLong],
  ])('%j → %s', (name, message) => {
    expect(firstMessage(projectNameSchema, name)).toBe(message);
  });

  it('takes 64 characters, COM0 and CONSOLE', () => {
    for (const name of ['名'.repeat(64), 'COM0', 'CONSOLE', ' 前后空格 ']) {
      expect(firstMessage(projectNameSchema, name)).toBeNull();
    }
  });

  it('limits short names to 25 characters and stores them as X{year}-{input}', () => {
    expect(firstMessage(shortNameInputSchema, 'a'.repeat(25))).toBeNull();
    expect(firstMessage(shortNameInputSchema, 'a'.repeat(26))).toBe(ProjectMessage.ShortNameTooLong);
    expect(firstMessage(shortNameInputSchema, '')).toBe(ProjectMessage.ShortNameRequired);
    expect(storedShortName(2026, 'XHWH')).toBe('X2026-XHWH');
  });
});

describe('step 1 (001 section 5.3)', () => {
  it('takes the required fields alone', () => {
    expect(projectBasicInfoSchema.safeParse(basic).success).toBe(true);
  });

  it.each([
    [{ designNum: '' }, ProjectMessage.DesignNumRequired],
    [{ designNum: 'a|b' }, ProjectMessage.DesignNumSpecialCharacters],
    [{ Development: '' }, ProjectMessage.BuildUnitRequired],
    [{ Development: '  ' }, ProjectMessage.BuildUnitRequired],
    [{ year: undefined }, ProjectMessage.YearRequired],
    [{ year: 1989 }, ProjectMessage.YearOutOfRange],
    [{ year: year + 1 }, ProjectMessage.YearOutOfRange],
    [{ address: 'a'.repeat(129) }, ProjectMessage.LocationTooLong],
    [{ scale: 0 }, ProjectMessage.ScalePositive],
    [{ scale: -3 }, ProjectMessage.ScalePositive],
    [{ type: '8' }, ProjectMessage.TypeInvalid],
  ])('%j → %s', (change, message) => {
    expect(firstMessage(projectBasicInfoSchema, { ...basic, ...change })).toBe(message);
  });

  it('takes 1990, this year, 128 characters of location and the seven types', () => {
    for (const change of [{ year: 1990 }, { address: 'a'.repeat(128) }, { scale: 0.5 }, { type: '7' }]) {
      expect(firstMessage(projectBasicInfoSchema, { ...basic, ...change })).toBeNull();
    }
  });

  it('offers the years from this one back to 1990', () => {
    const years = projectYears(new Date(2026, 5, 1));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1990);
    expect(years).toHaveLength(37);
  });
});

describe('sub-items (001 section 5.4)', () => {
  it('needs one to twenty', () => {
    expect(subItemCountError(0)).toBe(ProjectMessage.SubItemsRequired);
    expect(subItemCountError(1)).toBeNull();
    expect(subItemCountError(20)).toBeNull();
    expect(subItemCountError(21)).toBe(ProjectMessage.SubItemsTooMany);
  });

  it('checks each field and uniqueness, marking every duplicate', () => {
    expect(
      subItemErrors([
        { name: '主楼', designNum: 'A' },
        { name: '主楼', designNum: '' },
        { name: '一二三四五六七八九十一', designNum: 'A' },
        { name: '裙房', designNum: '12345678901' },
      ]),
    ).toEqual([
      { name: ProjectMessage.SubItemNameDuplicated, designNum: ProjectMessage.SubItemDesignNumDuplicated },
      { name: ProjectMessage.SubItemNameDuplicated, designNum: ProjectMessage.SubItemDesignNumRequired },
      { name: ProjectMessage.SubItemNameTooLong, designNum: ProjectMessage.SubItemDesignNumDuplicated },
      { name: null, designNum: ProjectMessage.SubItemDesignNumTooLong },
    ]);
  });

  it('reports issues with their paths in the schema', () => {
    const parsed = subItemsSchema.safeParse([
      { name: 'a', designNum: '1' },
      { name: 'b', designNum: '1' },
    ]);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['0.designNum', ProjectMessage.SubItemDesignNumDuplicated],
      ['1.designNum', ProjectMessage.SubItemDesignNumDuplicated],
    ]);
  });
});

describe('personnel (001 section 5.5)', () => {
  const a = (userId: string, dictSpecialtyId: string, dictDutyId: string) => ({ userId, dictSpecialtyId, dictDutyId });

  it('keeps at least one specialty and one duty, and people under kept ones', () => {
    expect(personnelError({ specialtyIds: [], dutyIds: ['d'], assignments: [] })).toBe(
      ProjectMessage.SpecialtyRequired,
    );
    expect(personnelError({ specialtyIds: ['s'], dutyIds: [], assignments: [] })).toBe(ProjectMessage.DutyRequired);
    expect(personnelError({ specialtyIds: ['s'], dutyIds: ['d'], assignments: [a('u', 's', 'x')] })).toBe(
      ProjectMessage.DutyOutsideStep,
    );
    expect(personnelError({ specialtyIds: ['s'], dutyIds: ['d'], assignments: [a('u', 's', 'd')] })).toBeNull();
  });

  it('asks before removing a specialty or duty that has people', () => {
    const placed = [a('u', 's1', 'd1')];
    expect(removalQuestion('specialty', 's1', placed)).toBe(ProjectMessage.ConfirmRemoveSpecialty);
    expect(removalQuestion('specialty', 's2', placed)).toBeNull();
    expect(removalQuestion('duty', 'd1', placed)).toBe(ProjectMessage.ConfirmRemoveDuty);
    expect(removalQuestion('duty', 'd2', placed)).toBeNull();
  });

  it('disables people lacking the specialty or the duty with 无权限, nobody while they are not recorded', () => {
    const place = { dictSpecialtyId: 's1', dictDutyId: 'd1' };
    expect(personnelDisabledReason({ specialtyIds: ['s1'], dutyIds: ['d1', 'd2'] }, place)).toBeNull();
    expect(personnelDisabledReason({ specialtyIds: ['s2'], dutyIds: ['d1'] }, place)).toBe('无权限');
    expect(personnelDisabledReason({ specialtyIds: ['s1'], dutyIds: [] }, place)).toBe('无权限');
    expect(personnelDisabledReason({}, place)).toBeNull();
    expect(personnelDisabledReason({ specialtyIds: null, dutyIds: ['d1'] }, place)).toBeNull();
  });

  it('adds in batch only those who fit, naming the others', () => {
    const people = [
      { userId: '1', realname: '李婷', specialtyIds: ['s1'], dutyIds: ['d1'] },
      { userId: '2', realname: '王海涛', specialtyIds: ['s2'], dutyIds: ['d1'] },
      { userId: '3', realname: '张敏' },
    ];
    const { added, warning } = batchAddition(people, { dictSpecialtyId: 's1', dictDutyId: 'd1' });
    expect(added.map((p) => p.realname)).toEqual(['李婷', '张敏']);
    expect(warning).toBe('以下人员不具备该专业或职责，未添加：王海涛');
    expect(batchAddition(people.slice(0, 1), { dictSpecialtyId: 's1', dictDutyId: 'd1' }).warning).toBeNull();
  });

  it('explains a missing enterprise configuration', () => {
    expect(missingConfigurationError({ specialties: 0, duties: 3 })).toBe(ProjectMessage.MissingConfiguration);
    expect(missingConfigurationError({ specialties: 2, duties: 0 })).toBe(ProjectMessage.MissingConfiguration);
    expect(missingConfigurationError({ specialties: 2, duties: 3 })).toBeNull();
  });
});

describe('levels and refusals', () => {
  it('gives the creator 9, managers and persons in charge 8, members 2 (001 section 3.3)', () => {
    expect(memberLevels(StaffType.Member, true)).toEqual({
      roleLevel: PermissionLevel.Creator,
      folderLevel: FolderPermission.Head,
    });
    expect(memberLevels(StaffType.ProjectManager, false).roleLevel).toBe(PermissionLevel.Manager);
    expect(memberLevels(StaffType.PersonInCharge, false).roleLevel).toBe(PermissionLevel.Manager);
    expect(memberLevels(StaffType.Member, false)).toEqual({
      roleLevel: PermissionLevel.Member,
      folderLevel: FolderPermission.Edit,
    });
  });

  it('names the first taken value; checks answer 40007, creations 40009', () => {
    expect(projectUniquenessRefusal({ nameTaken: false })).toBeNull();
    expect(projectUniquenessRefusal({ nameTaken: true, simpleNameTaken: true })).toEqual({
      code: 40007,
      message: ProjectMessage.NameTaken,
    });
    expect(projectUniquenessRefusal({ nameTaken: false, simpleNameTaken: true }, 'create')).toEqual({
      code: 40009,
      message: '项目简称已存在',
    });
    expect(projectUniquenessRefusal({ nameTaken: false, designNumTaken: true })?.message).toBe('项目设计编号已存在');
  });
});
