import { z } from 'zod';
import { FolderPermission, PermissionLevel, StaffType } from '../entities/constants';
import type { ValueOf } from '../entities/constants/types';
import { CONTROL_CHARACTERS } from './messages';
import { Refuse, type RuleRefusal } from './refusal';
import { checkName, type NameMessages, type NameRule, nameSchema } from './rules';
import { hasControlCharacters } from './text';

/**
 * Creating projects (001 sections 4.4, 5.3-5.7, 8.3, 9): the rules of the quick-project dialog and of the ordinary
 * wizard's three steps, shared by the forms, the fixtures and the server. The specification words most messages in
 * English only; the Chinese here is what a native product shows (the English is the en-US text of the forms).
 */

// ---------------------------------------------------------------------------------------------------------------
// Limits (001 section 9)
// ---------------------------------------------------------------------------------------------------------------

export const ProjectLimit = {
  NameMax: 64,
  /** The short name as typed; stored as X{year}-{input}. */
  ShortNameMax: 25,
  /** Not given by the specification: the project name's limit (Atelier's). */
  DesignNumMax: 64,
  /** Not given by the specification (Atelier's). */
  BuildUnitMax: 128,
  CooperationMax: 128,
  LocationMax: 128,
  SubItemNameMax: 10,
  SubItemDesignNumMax: 10,
  SubItemsMax: 20,
  SubItemsMin: 1,
  YearMin: 1990,
} as const;

/** Building types of step 1 (001 section 5.3); the stored value is the code. */
export const BuildingType = {
  Residential: '1',
  Office: '2',
  Hotel: '3',
  School: '4',
  Hospital: '5',
  CommercialComplex: '6',
  Sports: '7',
} as const;
export type BuildingType = ValueOf<typeof BuildingType>;
export const buildingTypeText: Record<BuildingType, string> = {
  '1': '住宅',
  '2': '办公',
  '3': '酒店',
  '4': '学校',
  '5': '医院',
  '6': '商业综合体',
  '7': '体育建筑',
};
export const buildingTypeTextEn: Record<BuildingType, string> = {
  '1': 'Residential',
  '2': 'Office',
  '3': 'Hotel',
  '4': 'School',
  '5': 'Hospital',
  '6': 'Commercial complex',
  '7': 'Sports building',
};
export const BUILDING_TYPES = Object.values(BuildingType) as readonly BuildingType[];

// ---------------------------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------------------------

export const ProjectMessage = {
  NameRequired: '请输入项目名称',
  NameBlank: '项目名称不能全为空格',
  NameSpecialCharacters: '项目名称不能包含以下特殊字符\\/:*?"<>|',
  NameReserved: '项目名称不能为系统保留名称（CON、PRN、AUX、NUL、COM1-9、LPT1-9）',
  NameTrailingPeriod: '项目名称不能以.结尾',
  /** "project name cannot exceed 64 characters" (001 section 5.3). */
  NameTooLong: '项目名称不能超过64个字符',
  /** The server's message for a taken name (8.3: shown as the server words it). */
  NameTaken: '项目名称已存在',
  ShortNameRequired: '请输入项目简称',
  ShortNameBlank: '项目简称不能全为空格',
  ShortNameSpecialCharacters: '项目简称不能包含以下特殊字符\\/:*?"<>|',
  ShortNameReserved: '项目简称不能为系统保留名称（CON、PRN、AUX、NUL、COM1-9、LPT1-9）',
  ShortNameTrailingPeriod: '项目简称不能以.结尾',
  ShortNameTooLong: '项目简称不能超过25个字符',
  /** "project short name already exists" (001 section 5.3; a fixed message, 8.3). */
  ShortNameTaken: '项目简称已存在',
  DesignNumRequired: '请输入设计编号',
  DesignNumBlank: '设计编号不能全为空格',
  DesignNumSpecialCharacters: '设计编号不能包含以下特殊字符\\/:*?"<>|',
  DesignNumReserved: '设计编号不能为系统保留名称（CON、PRN、AUX、NUL、COM1-9、LPT1-9）',
  DesignNumTrailingPeriod: '设计编号不能以.结尾',
  DesignNumTooLong: '设计编号不能超过64个字符',
  /** "project design number already exists" (001 section 5.3; a fixed message, 8.3). */
  DesignNumTaken: '项目设计编号已存在',
  BuildUnitRequired: '请输入建设单位',
  BuildUnitTooLong: '建设单位不能超过128个字符',
  CooperationTooLong: '合作单位不能超过128个字符',
  YearRequired: '请选择年份',
  YearOutOfRange: '年份须在1990年至今年之间',
  LocationTooLong: '项目地点不能超过128个字符',
  ScalePositive: '项目规模须为正数',
  TypeInvalid: '请选择正确的项目类型',
  SubItemNameRequired: '请输入子项名称',
  SubItemNameBlank: '子项名称不能全为空格',
  SubItemNameSpecialCharacters: '子项名称不能包含以下特殊字符\\/:*?"<>|',
  SubItemNameReserved: '子项名称不能为系统保留名称（CON、PRN、AUX、NUL、COM1-9、LPT1-9）',
  SubItemNameTrailingPeriod: '子项名称不能以.结尾',
  SubItemNameTooLong: '子项名称不能超过10个字符',
  SubItemNameDuplicated: '子项名称不能重复',
  SubItemDesignNumRequired: '请输入子项设计编号',
  SubItemDesignNumBlank: '子项设计编号不能全为空格',
  SubItemDesignNumSpecialCharacters: '子项设计编号不能包含以下特殊字符\\/:*?"<>|',
  SubItemDesignNumReserved: '子项设计编号不能为系统保留名称（CON、PRN、AUX、NUL、COM1-9、LPT1-9）',
  SubItemDesignNumTrailingPeriod: '子项设计编号不能以.结尾',
  SubItemDesignNumTooLong: '子项设计编号不能超过10个字符',
  SubItemDesignNumDuplicated: '子项设计编号不能重复',
  SubItemsRequired: '请至少添加一个子项',
  SubItemsTooMany: '子项最多20个',
  /** 5.5: at least one specialty and one duty remain. */
  SpecialtyRequired: '请至少保留一个专业',
  DutyRequired: '请至少保留一个职责',
  /** 5.5: removing a specialty or duty that has people asks first. */
  ConfirmRemoveSpecialty: '该专业下已配置人员，确定删除吗？',
  ConfirmRemoveDuty: '该职责下已配置人员，确定删除吗？',
  /** 5.5: users lacking the specialty or duty are disabled. */
  NoPermission: '无权限',
  /** 5.5: the enterprise has no specialties or duties configured. */
  MissingConfiguration: '企业尚未配置专业或职责，请联系管理员配置',
  /** 5.5: people not matching the specialty/duty when added in batch. */
  batchNotMatching: (names: readonly string[]) => `以下人员不具备该专业或职责，未添加：${names.join('、')}`,
  /** 4.4: Cancel asks to confirm abandoning. */
  ConfirmCancel: '确定放弃创建项目吗？已填写的内容将被清除。',
  // The server's refusals beyond the forms'
  PersonNotEnterpriseMember: '所选人员不是本企业的成员',
  SpecialtyNotFound: '所选专业不存在',
  DutyNotFound: '所选职责不存在',
  DutyOutsideStep: '人员的专业或职责不在已选的专业、职责中',
  TemplateNotFound: '项目模板不存在',
  CreateProhibited: '当前企业暂不允许创建项目',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Fields
// ---------------------------------------------------------------------------------------------------------------

const PROJECT_NAME_MESSAGES: NameMessages = {
  required: ProjectMessage.NameRequired,
  blank: ProjectMessage.NameBlank,
  specialCharacters: ProjectMessage.NameSpecialCharacters,
  reserved: ProjectMessage.NameReserved,
  trailingPeriod: ProjectMessage.NameTrailingPeriod,
  tooLong: ProjectMessage.NameTooLong,
};

/** Project names (5.3, 5.6, 5.7): the name rule, at most 64 characters. */
export const PROJECT_NAME_RULE: NameRule = { messages: PROJECT_NAME_MESSAGES, maxLength: ProjectLimit.NameMax };
export const SHORT_NAME_RULE: NameRule = {
  maxLength: ProjectLimit.ShortNameMax,
  messages: {
    required: ProjectMessage.ShortNameRequired,
    blank: ProjectMessage.ShortNameBlank,
    specialCharacters: ProjectMessage.ShortNameSpecialCharacters,
    reserved: ProjectMessage.ShortNameReserved,
    trailingPeriod: ProjectMessage.ShortNameTrailingPeriod,
    tooLong: ProjectMessage.ShortNameTooLong,
  },
};
export const DESIGN_NUM_RULE: NameRule = {
  maxLength: ProjectLimit.DesignNumMax,
  messages: {
    required: ProjectMessage.DesignNumRequired,
    blank: ProjectMessage.DesignNumBlank,
    specialCharacters: ProjectMessage.DesignNumSpecialCharacters,
    reserved: ProjectMessage.DesignNumReserved,
    trailingPeriod: ProjectMessage.DesignNumTrailingPeriod,
    tooLong: ProjectMessage.DesignNumTooLong,
  },
};
export const SUB_ITEM_NAME_RULE: NameRule = {
  maxLength: ProjectLimit.SubItemNameMax,
  messages: {
    required: ProjectMessage.SubItemNameRequired,
    blank: ProjectMessage.SubItemNameBlank,
    specialCharacters: ProjectMessage.SubItemNameSpecialCharacters,
    reserved: ProjectMessage.SubItemNameReserved,
    trailingPeriod: ProjectMessage.SubItemNameTrailingPeriod,
    tooLong: ProjectMessage.SubItemNameTooLong,
  },
};
export const SUB_ITEM_DESIGN_NUM_RULE: NameRule = {
  maxLength: ProjectLimit.SubItemDesignNumMax,
  messages: {
    required: ProjectMessage.SubItemDesignNumRequired,
    blank: ProjectMessage.SubItemDesignNumBlank,
    specialCharacters: ProjectMessage.SubItemDesignNumSpecialCharacters,
    reserved: ProjectMessage.SubItemDesignNumReserved,
    trailingPeriod: ProjectMessage.SubItemDesignNumTrailingPeriod,
    tooLong: ProjectMessage.SubItemDesignNumTooLong,
  },
};

export const projectNameSchema = nameSchema(PROJECT_NAME_RULE);
/** The short name as typed (the stored one is {@link storedShortName}). */
export const shortNameInputSchema = nameSchema(SHORT_NAME_RULE);
export const designNumSchema = nameSchema(DESIGN_NUM_RULE);

/** The short name as stored: X{year}-{input} (001 sections 3.3 and 9). */
export function storedShortName(year: number, input: string): string {
  return `X${year}-${input}`;
}

/** The years step 1 offers: 1990 to the current year, newest first (the default is the first). */
export function projectYears(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let y = now.getFullYear(); y >= ProjectLimit.YearMin; y -= 1) years.push(y);
  return years;
}

/** 1990 to the current year (checked when parsed, so a server running past New Year accepts the new year). */
export const projectYearSchema = z
  .number({ error: ProjectMessage.YearRequired })
  .int(ProjectMessage.YearOutOfRange)
  .min(ProjectLimit.YearMin, ProjectMessage.YearOutOfRange)
  .refine((y) => y <= new Date().getFullYear(), ProjectMessage.YearOutOfRange);

/** A required text that may not be only spaces, with a maximum. */
function requiredText(required: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .refine((v) => v.trim().length > 0, required)
    .refine((v) => v.length <= max, tooLong)
    .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS);
}
/** An optional text: empty means none. */
function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .refine((v) => v.length <= max, tooLong)
    .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS)
    .nullish();
}

/** Step 1 of the ordinary wizard (001 section 5.3); `simpleName` is the input, without the X{year}- prefix. */
export const projectBasicInfoSchema = z.object({
  name: projectNameSchema,
  simpleName: shortNameInputSchema,
  designNum: designNumSchema,
  /** The build unit (the spec's `Development`). */
  Development: requiredText(
    ProjectMessage.BuildUnitRequired,
    ProjectLimit.BuildUnitMax,
    ProjectMessage.BuildUnitTooLong,
  ),
  year: projectYearSchema,
  address: optionalText(ProjectLimit.LocationMax, ProjectMessage.LocationTooLong),
  scale: z.number({ error: ProjectMessage.ScalePositive }).positive(ProjectMessage.ScalePositive).nullish(),
  cooOrg: optionalText(ProjectLimit.CooperationMax, ProjectMessage.CooperationTooLong),
  type: z.enum(BuildingType, { error: ProjectMessage.TypeInvalid }).nullish(),
});
export type ProjectBasicInfo = z.output<typeof projectBasicInfoSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Sub-items (001 section 5.4)
// ---------------------------------------------------------------------------------------------------------------

export const subItemSchema = z.object({
  name: nameSchema(SUB_ITEM_NAME_RULE),
  designNum: nameSchema(SUB_ITEM_DESIGN_NUM_RULE),
});
export type SubItem = z.output<typeof subItemSchema>;

/** Per sub-item, the first message of each field (null when it passes), uniqueness included. */
export function subItemErrors(items: readonly { name: string; designNum: string }[]) {
  const countOf = (values: string[]) => {
    const counts = new Map<string, number>();
    for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
    return counts;
  };
  const names = countOf(items.map((i) => i.name));
  const numbers = countOf(items.map((i) => i.designNum));
  return items.map((item) => ({
    name:
      checkName(item.name, SUB_ITEM_NAME_RULE) ??
      ((names.get(item.name) ?? 0) > 1 ? ProjectMessage.SubItemNameDuplicated : null),
    designNum:
      checkName(item.designNum, SUB_ITEM_DESIGN_NUM_RULE) ??
      ((numbers.get(item.designNum) ?? 0) > 1 ? ProjectMessage.SubItemDesignNumDuplicated : null),
  }));
}

/** The list's own message: at least one, at most 20 (null when the count is right). */
export function subItemCountError(count: number): string | null {
  if (count < ProjectLimit.SubItemsMin) return ProjectMessage.SubItemsRequired;
  if (count > ProjectLimit.SubItemsMax) return ProjectMessage.SubItemsTooMany;
  return null;
}

/** The sub-item list: 1-20 items, each valid, names unique, design numbers unique. */
export const subItemsSchema = z
  .array(z.object({ name: z.string(), designNum: z.string() }), { error: ProjectMessage.SubItemsRequired })
  .min(ProjectLimit.SubItemsMin, ProjectMessage.SubItemsRequired)
  .superRefine((items, ctx) => {
    const count = subItemCountError(items.length);
    if (count) ctx.addIssue({ code: 'custom', message: count, input: items });
    subItemErrors(items).forEach((errors, index) => {
      if (errors.name) ctx.addIssue({ code: 'custom', message: errors.name, path: [index, 'name'], input: items });
      if (errors.designNum) {
        ctx.addIssue({ code: 'custom', message: errors.designNum, path: [index, 'designNum'], input: items });
      }
    });
  });

// ---------------------------------------------------------------------------------------------------------------
// Personnel (001 section 5.5)
// ---------------------------------------------------------------------------------------------------------------

/** One person placed under a specialty and a duty. */
export interface PersonnelAssignment {
  userId: string;
  dictSpecialtyId: string;
  dictDutyId: string;
}

/** At least one specialty and one duty remain: the message of the first missing, or null. */
export function personnelChoiceError(choice: { specialtyIds: readonly string[]; dutyIds: readonly string[] }) {
  if (choice.specialtyIds.length === 0) return ProjectMessage.SpecialtyRequired;
  if (choice.dutyIds.length === 0) return ProjectMessage.DutyRequired;
  return null;
}

/** Removing a specialty or duty that has people asks to confirm: the question, or null to remove at once. */
export function removalQuestion(
  kind: 'specialty' | 'duty',
  id: string,
  assignments: readonly PersonnelAssignment[],
): string | null {
  const used = assignments.some((a) => (kind === 'specialty' ? a.dictSpecialtyId : a.dictDutyId) === id);
  if (!used) return null;
  return kind === 'specialty' ? ProjectMessage.ConfirmRemoveSpecialty : ProjectMessage.ConfirmRemoveDuty;
}

/**
 * 5.5: a person lacking the specialty or the duty is disabled with 无权限. The person's enterprise-level
 * specialties and duties are optional: while the enterprise does not record them (undefined), nobody is disabled.
 * Answers the reason, or null when the person may be placed there.
 */
export function personnelDisabledReason(
  person: { specialtyIds?: readonly string[] | null; dutyIds?: readonly string[] | null },
  place: { dictSpecialtyId: string; dictDutyId: string },
): string | null {
  const lacksSpecialty = person.specialtyIds != null && !person.specialtyIds.includes(place.dictSpecialtyId);
  const lacksDuty = person.dutyIds != null && !person.dutyIds.includes(place.dictDutyId);
  return lacksSpecialty || lacksDuty ? ProjectMessage.NoPermission : null;
}

/**
 * Adding several people at once to one place: those who may be placed there, and the warning naming the others
 * (null when everyone fits).
 */
export function batchAddition<
  P extends {
    userId: string;
    realname: string;
    specialtyIds?: readonly string[] | null;
    dutyIds?: readonly string[] | null;
  },
>(
  people: readonly P[],
  place: { dictSpecialtyId: string; dictDutyId: string },
): { added: P[]; warning: string | null } {
  const added = people.filter((p) => personnelDisabledReason(p, place) === null);
  const refused = people.filter((p) => !added.includes(p)).map((p) => p.realname);
  return { added, warning: refused.length ? ProjectMessage.batchNotMatching(refused) : null };
}

/** The enterprise's dictionaries are empty: the message asking to contact the administrator, or null. */
export function missingConfigurationError(dictionaries: { specialties: number; duties: number }): string | null {
  return dictionaries.specialties === 0 || dictionaries.duties === 0 ? ProjectMessage.MissingConfiguration : null;
}

/** Step 3's whole message: a specialty and a duty kept, everyone placed under kept ones (null when it passes). */
export function personnelError(step: {
  specialtyIds: readonly string[];
  dutyIds: readonly string[];
  assignments: readonly PersonnelAssignment[];
}): string | null {
  const choice = personnelChoiceError(step);
  if (choice) return choice;
  const outside = step.assignments.some(
    (a) => !step.specialtyIds.includes(a.dictSpecialtyId) || !step.dutyIds.includes(a.dictDutyId),
  );
  return outside ? ProjectMessage.DutyOutsideStep : null;
}

/** Step 3 as sent: the kept specialties and duties, and who is placed where. */
export const personnelShape = {
  specialtyIds: z.array(z.string().min(1)).min(1, ProjectMessage.SpecialtyRequired),
  dutyIds: z.array(z.string().min(1)).min(1, ProjectMessage.DutyRequired),
  assignments: z.array(
    z.object({ userId: z.string().min(1), dictSpecialtyId: z.string().min(1), dictDutyId: z.string().min(1) }),
  ),
};

/**
 * A member's levels at creation (001 section 3.3): the creator 9, project managers and persons in charge 8,
 * ordinary members 2. The default folder level (or, in a quick project, the menu level of 001 section 6) is
 * Atelier's: the creator, managers and persons in charge head (5) the project's folders, ordinary members edit (4)
 * so that they can upload and organise their work; folder overrides narrow it later.
 */
export function memberLevels(
  staffType: StaffType,
  isCreator: boolean,
): { roleLevel: PermissionLevel; folderLevel: FolderPermission } {
  if (isCreator) return { roleLevel: PermissionLevel.Creator, folderLevel: FolderPermission.Head };
  if (staffType === StaffType.ProjectManager || staffType === StaffType.PersonInCharge) {
    return { roleLevel: PermissionLevel.Manager, folderLevel: FolderPermission.Head };
  }
  return { roleLevel: PermissionLevel.Member, folderLevel: FolderPermission.Edit };
}

/** The folders every new project starts with: the PDF output folder (folder type 4_4, PDFs only). */
export const DEFAULT_ROOT_FOLDERS: readonly { name: string; folderType: string | null }[] = [
  { name: '出图PDF', folderType: '4_4' },
];

// ---------------------------------------------------------------------------------------------------------------
// Refusals the server and the fixtures decide with facts from their stores
// ---------------------------------------------------------------------------------------------------------------

/**
 * Per-enterprise uniqueness (5.3, 5.6): the first taken of name, short name, design number. A check answers 40007
 * (the form shows the message, the call is silent); a creation refused answers 40009, which the portal shows as an
 * error toast with the server's message (8.3: "project creation failures show the server message as an error
 * toast").
 */
export function projectUniquenessRefusal(
  facts: { nameTaken: boolean; simpleNameTaken?: boolean; designNumTaken?: boolean },
  during: 'check' | 'create' = 'check',
): RuleRefusal | null {
  const message = facts.nameTaken
    ? ProjectMessage.NameTaken
    : facts.simpleNameTaken
      ? ProjectMessage.ShortNameTaken
      : facts.designNumTaken
        ? ProjectMessage.DesignNumTaken
        : null;
  if (message === null) return null;
  return during === 'check' ? Refuse.nameTaken(message) : Refuse.invalid(message);
}

/** Everyone named must be a member of the enterprise. */
export function projectPeopleRefusal(facts: { unknownPeople: number }): RuleRefusal | null {
  return facts.unknownPeople > 0 ? Refuse.invalid(ProjectMessage.PersonNotEnterpriseMember) : null;
}

/** Specialties and duties named must be the enterprise's. */
export function projectDictionaryRefusal(facts: {
  unknownSpecialties: number;
  unknownDuties: number;
}): RuleRefusal | null {
  if (facts.unknownSpecialties > 0) return Refuse.invalid(ProjectMessage.SpecialtyNotFound);
  if (facts.unknownDuties > 0) return Refuse.invalid(ProjectMessage.DutyNotFound);
  return null;
}
