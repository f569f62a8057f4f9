import {
  AccountStatus,
  type DepartmentNode,
  mobileSchema,
  type PickerDisabledReason,
  type PickerMode,
  personNameSchema,
  pickerDisabledReason,
  type StaffMember,
} from '@atelier/api';
import { z } from 'zod';

/**
 * The organisation page's pure parts (issue 24): which people the list shows (everyone, a department, 未分组), the
 * department tree flattened into choices and moves among siblings, the person form's schema and values, and the
 * personnel picker's rows with their disabling reason (the rules are @atelier/api's rules/organisation.ts).
 */

/** The tree's two entries above the departments. */
export const ALL_PEOPLE_KEY = '__all__';
export const NOT_GROUPED_KEY = '__not_grouped__';

/** Which people a list shows. */
export type PeopleScope = { kind: 'all' } | { kind: 'notGrouped' } | { kind: 'department'; departId: string };

export function scopeOfKey(key: string | null | undefined): PeopleScope {
  if (!key || key === ALL_PEOPLE_KEY) return { kind: 'all' };
  if (key === NOT_GROUPED_KEY) return { kind: 'notGrouped' };
  return { kind: 'department', departId: key };
}

/** A department as a choice: its path for the label ('设计院 / 建筑所'), its depth for indentation. */
export interface DepartmentOption {
  id: string;
  label: string;
  depth: number;
}

/** The tree flattened in its order, each with its path. */
export function departmentOptions(nodes: readonly DepartmentNode[], prefix = '', depth = 0): DepartmentOption[] {
  return nodes.flatMap((node) => {
    const label = prefix ? `${prefix} / ${node.title}` : node.title;
    return [{ id: node.key, label, depth }, ...departmentOptions(node.children, label, depth + 1)];
  });
}

export function findDepartment(nodes: readonly DepartmentNode[], key: string): DepartmentNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const found = findDepartment(node.children, key);
    if (found) return found;
  }
  return undefined;
}

/** The node's parent (null at the top) and its siblings' keys in order, itself included. */
export function siblingsOf(
  nodes: readonly DepartmentNode[],
  key: string,
  parentId: string | null = null,
): { parentId: string | null; ids: string[] } | undefined {
  if (nodes.some((n) => n.key === key)) return { parentId, ids: nodes.map((n) => n.key) };
  for (const node of nodes) {
    const found = siblingsOf(node.children, key, node.key);
    if (found) return found;
  }
  return undefined;
}

/** The siblings' order with `key` moved one place up (-1) or down (+1); undefined when it cannot move. */
export function shiftAmongSiblings(ids: readonly string[], key: string, delta: -1 | 1): string[] | undefined {
  const at = ids.indexOf(key);
  const to = at + delta;
  if (at < 0 || to < 0 || to >= ids.length) return undefined;
  const next = [...ids];
  next.splice(at, 1);
  next.splice(to, 0, key);
  return next;
}

/** Where a department may move: the top (null) or any department but itself and its descendants. */
export function moveTargets(nodes: readonly DepartmentNode[], key: string): DepartmentOption[] {
  const moving = findDepartment(nodes, key);
  const excluded = new Set<string>();
  const visit = (node: DepartmentNode) => {
    excluded.add(node.key);
    node.children.forEach(visit);
  };
  if (moving) visit(moving);
  return departmentOptions(nodes).filter((o) => !excluded.has(o.id));
}

// ---------------------------------------------------------------------------------------------------------------
// The person form
// ---------------------------------------------------------------------------------------------------------------

/** 姓名, 手机号, 部门, 专业, 职责: the 5.11 rules of names and mobile numbers, the same schemas the server checks. */
export const personFormSchema = z.object({
  realname: personNameSchema,
  phone: mobileSchema,
  departId: z.string().nullable(),
  specialtyIds: z.array(z.string()),
  dutyIds: z.array(z.string()),
});
export type PersonFormValues = z.input<typeof personFormSchema>;
export type PersonFormOutput = z.output<typeof personFormSchema>;

/** The form's first values: the person's when editing, else empty in the department being viewed. */
export function personFormValues(person: StaffMember | null, departId: string | null): PersonFormValues {
  if (!person) return { realname: '', phone: '', departId, specialtyIds: [], dutyIds: [] };
  return {
    realname: person.realname,
    phone: person.phone,
    departId: person.departId,
    specialtyIds: person.userSpecialties.map((s) => s.dictSpecialtyId),
    dutyIds: person.userDuties.map((d) => d.dictDutyId),
  };
}

/** The status's tone in the list. */
export function accountStatusTone(status: AccountStatus): 'success' | 'warning' | 'default' {
  if (status === AccountStatus.Normal) return 'success';
  if (status === AccountStatus.NotActivated) return 'warning';
  return 'default';
}

/** 专业 and 职责 as one line ('建筑 · 设计、校对'); empty parts left out. */
export function dictionaryText(person: Pick<StaffMember, 'userSpecialties' | 'userDuties'>): {
  specialties: string;
  duties: string;
} {
  return {
    specialties: person.userSpecialties.map((s) => s.dictName).join('、'),
    duties: person.userDuties.map((d) => d.alias || d.dictName).join('、'),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The personnel picker
// ---------------------------------------------------------------------------------------------------------------

export interface PickerRow {
  person: StaffMember;
  disabledReason: PickerDisabledReason | null;
}

/** The people with why each cannot be picked (001 section 5.10). */
export function pickerRows(
  people: readonly StaffMember[],
  context: { mode: PickerMode; currentUserId?: string | undefined; memberIds?: readonly string[] | undefined },
): PickerRow[] {
  const memberIds = new Set(context.memberIds ?? []);
  return people.map((person) => ({
    person,
    disabledReason: pickerDisabledReason(person, { ...context, memberIds }),
  }));
}

/** Picks or un-picks a person, keeping the picked in the order they were picked; a `max` refuses more. */
export function togglePicked(
  picked: readonly StaffMember[],
  person: StaffMember,
  max?: number,
): { picked: StaffMember[]; refused: boolean } {
  if (picked.some((p) => p.userId === person.userId)) {
    return { picked: picked.filter((p) => p.userId !== person.userId), refused: false };
  }
  if (max !== undefined && picked.length >= max) return { picked: [...picked], refused: true };
  return { picked: [...picked, person], refused: false };
}
