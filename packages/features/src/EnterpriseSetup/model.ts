/**
 * The enterprise setup's pure parts: the permission tree as the UI kit's tree data, the keys a checked tree saves,
 * the duty types a person may configure, and whether a removal takes the admin right from the signed-in person.
 */
import {
  BUTTON_GROUP_ID,
  DUTY_TYPE_MENU_KEY,
  DUTY_TYPES,
  type DutyType,
  FixedRoleId,
  type PermissionNode,
} from '@atelier/api';
import type { TreeNode } from '@atelier/ui';

type Key = string | number;

/** The tree of `group/getEntPermission` as tree data; a fixed role's tree is shown but not changed. */
export function permissionTreeData(nodes: readonly PermissionNode[], readOnly = false): TreeNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: node.name,
    textValue: node.name,
    ...(readOnly ? { isDisabled: true } : {}),
    ...(node.children?.length ? { children: permissionTreeData(node.children, readOnly) } : { isLeaf: true as const }),
  }));
}

/** The keys a role saves from the tree's checked keys: every checked key but the button group, which is no key. */
export function keysToSave(checked: readonly Key[]): string[] {
  return [...new Set(checked.map(String))].filter((k) => k !== BUTTON_GROUP_ID);
}

/** The duty types whose page the permission keys open, in menu order (001 section 2.2). */
export function permittedDutyTypes(keys: readonly string[]): DutyType[] {
  return DUTY_TYPES.filter((t) => keys.includes(DUTY_TYPE_MENU_KEY[t]));
}

/** Whether taking this role from this person takes the enterprise-admin right from the signed-in person. */
export function takesOwnAdminRight(roleId: string, userId: string, currentUserId: string | undefined): boolean {
  return roleId === FixedRoleId.EnterpriseAdmin && userId === currentUserId;
}

/** Whether two key lists hold the same keys (the tree's save button is enabled only on a change). */
export function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((k) => right.has(k));
}

/**
 * The keys of `keys` that are leaves of the tree: what a checkable tree with conduction is given, so that a parent a
 * role holds for one child (knowledgeBase for knowledgeBasePersonnel) does not show every child checked.
 */
export function leafKeysOf(tree: readonly PermissionNode[], keys: readonly string[]): string[] {
  const leaves = new Set<string>();
  const visit = (nodes: readonly PermissionNode[]) => {
    for (const node of nodes) {
      if (node.children?.length) visit(node.children);
      else leaves.add(node.id);
    }
  };
  visit(tree);
  return keys.filter((k) => leaves.has(k));
}
