/**
 * The organisation's rules (001 sections 3.6, 5.10, 5.11; issue 24): account statuses, department names and the
 * tree's moves and deletions, removing a member, and the personnel picker's disabling rules. Pure functions, one
 * definition for the server (facts from its database), the fixtures (facts from their memory) and the forms.
 */
import { z } from 'zod';
import { DutyRole } from '../entities/constants';
import type { ValueOf } from '../entities/constants/types';
import { GENERIC_NAME_TOO_LONG, INPUT_REQUIRED } from './messages';
import { Refuse, type RuleRefusal } from './refusal';

/**
 * A member's account status (001 section 3.6: normal 1, not activated 3). Disabled is Atelier's 2: an administrator
 * disables a leaver instead of removing them, so that their approvals and signatures stay attributable.
 */
export const AccountStatus = { Normal: 1, Disabled: 2, NotActivated: 3 } as const;
export type AccountStatus = ValueOf<typeof AccountStatus>;
export const accountStatusText: Record<AccountStatus, string> = { 1: '正常', 2: '已停用', 3: '未激活' };
export const accountStatusTextEn: Record<AccountStatus, string> = { 1: 'Active', 2: 'Disabled', 3: 'Not activated' };

/** The status filter of the people list: 全部 (no status sent), 正常 1, 未激活 3; 已停用 2 as Atelier's fourth. */
export const ACCOUNT_STATUS_FILTERS = [
  AccountStatus.Normal,
  AccountStatus.NotActivated,
  AccountStatus.Disabled,
] as const;

/** Personnel option (001 section 3.6): 1 the whole enterprise, 2 within a department. */
export const PersonnelOption = { WholeEnterprise: 1, Department: 2 } as const;
export type PersonnelOption = ValueOf<typeof PersonnelOption>;

/** Personnel list page size (001 section 9: 100, loaded on scroll). */
export const PERSONNEL_PAGE_SIZE = 100;
/** User search debounce (001 section 9). */
export const USER_SEARCH_DEBOUNCE_MS = 300;
/** Department names: the generic name limit (001 section 5.11: 30). */
export const DEPARTMENT_NAME_MAX = 30;
/** Invitation codes stay valid this many days (Atelier's). */
export const INVITATION_VALID_DAYS = 7;

/** Messages of the organisation (Atelier's Chinese; the English is in the locales). */
export const OrganisationMessage = {
  OnlyAdmin: '只有企业管理员可以管理组织架构',
  DepartmentNotFound: '部门不存在',
  DepartmentNameRequired: '请输入部门名称',
  DepartmentNameTaken: '同一上级部门下已有同名部门',
  DepartmentHasChildren: '该部门下还有子部门，请先删除或移走子部门',
  DepartmentHasPeople: '该部门下还有人员，请先移走人员',
  MoveIntoItself: '不能把部门移动到它自己或它的下级部门中',
  SortNotSiblings: '排序的部门须属于同一上级部门',
  PersonNotFound: '该人员不是本企业成员',
  AlreadyMember: '该手机号已是本企业成员',
  LastAdmin: '不能移除企业唯一的管理员，请先指定其他管理员',
  Creator: '不能移除企业的创建者',
  Self: '不能移除或停用自己',
  SpecialtyNotFound: '所选专业不存在',
  DutyNotFound: '所选职责不存在',
  InvitationInvalid: '邀请链接无效或已过期',
  Incomplete: '信息待完善',
} as const;

/** A department name: trimmed, required, at most {@link DEPARTMENT_NAME_MAX}. */
export const departmentNameSchema = z
  .string({ error: OrganisationMessage.DepartmentNameRequired })
  .trim()
  .min(1, OrganisationMessage.DepartmentNameRequired)
  .max(DEPARTMENT_NAME_MAX, GENERIC_NAME_TOO_LONG);

/** A required real name of a person as typed (the 5.11 name rule is the form's: `personNameSchema`). */
export const requiredText = z.string({ error: INPUT_REQUIRED }).trim().min(1, INPUT_REQUIRED);

// ---------------------------------------------------------------------------------------------------------------
// The department tree
// ---------------------------------------------------------------------------------------------------------------

/** A department as stored: id, parent (null at the top), name and order among its siblings. */
export interface DepartmentRow {
  id: string;
  parentId: string | null;
  name: string;
  sortOrder: number;
}

/** A node of the tree as the portal reads it (001 section 3.6: key, title, children, enterpriseId). */
export interface DepartmentNode {
  key: string;
  title: string;
  enterpriseId: string;
  parentId: string | null;
  /** People in the department itself (not its sub-departments). */
  memberCount: number;
  children: DepartmentNode[];
}

/** Siblings in their order, then by name. */
function bySortOrder(a: DepartmentRow, b: DepartmentRow): number {
  return a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'zh-CN');
}

/** Builds the tree of an enterprise's departments; `counts` gives the people of each department. */
export function buildDepartmentTree(
  rows: readonly DepartmentRow[],
  enterpriseId: string,
  counts: ReadonlyMap<string, number> = new Map(),
): DepartmentNode[] {
  const ids = new Set(rows.map((r) => r.id));
  const childrenOf = (parentId: string | null): DepartmentNode[] =>
    rows
      .filter((r) => (r.parentId !== null && ids.has(r.parentId) ? r.parentId : null) === parentId)
      .sort(bySortOrder)
      .map((r) => ({
        key: r.id,
        title: r.name,
        enterpriseId,
        parentId: r.parentId,
        memberCount: counts.get(r.id) ?? 0,
        children: childrenOf(r.id),
      }));
  return childrenOf(null);
}

/** The department and all its descendants' ids. */
export function departmentWithDescendants(rows: readonly DepartmentRow[], id: string): string[] {
  const result = [id];
  for (let i = 0; i < result.length; i++) {
    for (const row of rows) if (row.parentId === result[i] && !result.includes(row.id)) result.push(row.id);
  }
  return result;
}

/** The path of names from the top to the department ('设计院 / 建筑所'), for the people list. */
export function departmentPath(rows: readonly DepartmentRow[], id: string | null): string {
  const names: string[] = [];
  const seen = new Set<string>();
  let current = id === null ? undefined : rows.find((r) => r.id === id);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    names.unshift(current.name);
    const parentId: string | null = current.parentId;
    current = parentId === null ? undefined : rows.find((r) => r.id === parentId);
  }
  return names.join(' / ');
}

/** Adding or renaming: siblings have different names. */
export function departmentNameRefusal(
  rows: readonly DepartmentRow[],
  name: string,
  parentId: string | null,
  selfId?: string,
): RuleRefusal | null {
  const taken = rows.some((r) => r.parentId === parentId && r.name === name.trim() && r.id !== selfId);
  return taken ? Refuse.nameTaken(OrganisationMessage.DepartmentNameTaken) : null;
}

/** Moving a department under another (or to the top, null): not into itself or one of its descendants. */
export function moveDepartmentRefusal(
  rows: readonly DepartmentRow[],
  id: string,
  parentId: string | null,
): RuleRefusal | null {
  if (parentId !== null && departmentWithDescendants(rows, id).includes(parentId)) {
    return Refuse.invalid(OrganisationMessage.MoveIntoItself);
  }
  const moving = rows.find((r) => r.id === id);
  return moving ? departmentNameRefusal(rows, moving.name, parentId, id) : null;
}

/** Deleting a department: only an empty one, without sub-departments or people. */
export function deleteDepartmentRefusal(facts: { children: number; members: number }): RuleRefusal | null {
  if (facts.children > 0) return Refuse.notReady(OrganisationMessage.DepartmentHasChildren);
  if (facts.members > 0) return Refuse.notReady(OrganisationMessage.DepartmentHasPeople);
  return null;
}

/** Sorting: the ids given are all the children of one parent, each once. */
export function sortDepartmentsRefusal(
  rows: readonly DepartmentRow[],
  parentId: string | null,
  ids: readonly string[],
): RuleRefusal | null {
  const siblings = rows.filter((r) => r.parentId === parentId).map((r) => r.id);
  const same =
    ids.length === siblings.length && new Set(ids).size === ids.length && ids.every((id) => siblings.includes(id));
  return same ? null : Refuse.invalid(OrganisationMessage.SortNotSiblings);
}

/** The siblings' order after moving `id` to `index` among them (clamped). */
export function reorder(ids: readonly string[], id: string, index: number): string[] {
  const rest = ids.filter((x) => x !== id);
  const at = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

// ---------------------------------------------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------------------------------------------

/** A member's status as the list shows it: disabled in the enterprise first, then the account's. */
export function memberStatus(facts: { disabled: boolean; accountStatus: number }): AccountStatus {
  if (facts.disabled) return AccountStatus.Disabled;
  return facts.accountStatus === AccountStatus.NotActivated ? AccountStatus.NotActivated : AccountStatus.Normal;
}

/**
 * Removing a member from the enterprise, or disabling them: not oneself, not the creator, not the last
 * administrator (the enterprise would be left without one).
 */
export function removeMemberRefusal(facts: {
  isSelf: boolean;
  isCreator: boolean;
  isAdmin: boolean;
  adminCount: number;
}): RuleRefusal | null {
  if (facts.isSelf) return Refuse.invalid(OrganisationMessage.Self);
  if (facts.isCreator) return Refuse.invalid(OrganisationMessage.Creator);
  if (facts.isAdmin && facts.adminCount <= 1) return Refuse.invalid(OrganisationMessage.LastAdmin);
  return null;
}

/** Name and phone search: a person matches when the keyword is in their real name or phone. */
export function matchesKeyword(person: { realname: string; phone: string }, keyword: string | undefined): boolean {
  const k = keyword?.trim();
  return !k || person.realname.includes(k) || person.phone.includes(k);
}

// ---------------------------------------------------------------------------------------------------------------
// The personnel picker (001 section 5.10)
// ---------------------------------------------------------------------------------------------------------------

/**
 * What the picker picks for: 'plain' anyone; 'user' people with duties and specialties (project members);
 * 'signature' people without an enterprise stamp; 'role' people not given the whole enterprise (option 1).
 */
export const PickerMode = { Plain: 'plain', User: 'user', Signature: 'signature', Role: 'role' } as const;
export type PickerMode = ValueOf<typeof PickerMode>;

/** Why a person cannot be picked. */
export const PickerDisabledReason = {
  Self: 'self',
  InProject: 'inProject',
  Incomplete: 'incomplete',
  HasStamp: 'hasStamp',
  WholeEnterprise: 'wholeEnterprise',
  Disabled: 'disabled',
} as const;
export type PickerDisabledReason = ValueOf<typeof PickerDisabledReason>;

/** The facts the picker's rules read of a person (the people list's rows carry them). */
export interface PickerCandidate {
  userId: string;
  userSpecialties: readonly unknown[];
  userDuties: readonly unknown[];
  isInPro?: boolean | undefined;
  isEntStamp?: boolean | undefined;
  option?: number | null | undefined;
  status?: number | undefined;
}

/**
 * Why a person is disabled in the picker, or null (001 section 5.10): the current user and people already in the
 * project; in 'user' mode people without both duties and specialties ("information to be completed"); in
 * 'signature' mode people who already have an enterprise stamp; in 'role' mode people with option 1. A disabled
 * member (Atelier's) cannot be picked either.
 */
export function pickerDisabledReason(
  person: PickerCandidate,
  context: { mode: PickerMode; currentUserId?: string | undefined; memberIds?: ReadonlySet<string> | undefined },
): PickerDisabledReason | null {
  if (person.userId === context.currentUserId) return PickerDisabledReason.Self;
  if (person.isInPro || context.memberIds?.has(person.userId)) return PickerDisabledReason.InProject;
  if (person.status === AccountStatus.Disabled) return PickerDisabledReason.Disabled;
  if (context.mode === PickerMode.User && (person.userDuties.length === 0 || person.userSpecialties.length === 0)) {
    return PickerDisabledReason.Incomplete;
  }
  if (context.mode === PickerMode.Signature && person.isEntStamp) return PickerDisabledReason.HasStamp;
  if (context.mode === PickerMode.Role && person.option === PersonnelOption.WholeEnterprise) {
    return PickerDisabledReason.WholeEnterprise;
  }
  return null;
}

/**
 * The duties offered as ordinary choices (001 section 5.10): the manager and person-in-charge duties (专业负责人,
 * 项目负责人: `DutyRole.Manager`) are removed.
 */
export function ordinaryDuties<D extends { dutyRole?: number | undefined }>(duties: readonly D[]): D[] {
  return duties.filter((d) => d.dutyRole !== DutyRole.Manager);
}
