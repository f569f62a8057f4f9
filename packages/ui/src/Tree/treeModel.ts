/**
 * The checked-state rules of a checkable tree (Ant Design's "conduction"), as pure
 * functions over the loaded part of the tree.
 *
 * - Checking a node checks every loaded descendant; unchecking it unchecks them and
 *   every ancestor.
 * - A parent is checked when all its enabled children are checked, half-checked
 *   (indeterminate) when some of them are checked or half-checked.
 * - Disabled nodes stand outside conduction: their relatives never change them, they
 *   never pass a check on, and their parent ignores them.
 * - A node whose children are not loaded yet keeps its own state; when they arrive,
 *   a checked parent checks them (the tree conducts on every render).
 * - Keys that are not in the loaded tree (for instance checked on the server, inside a
 *   folder not yet expanded) are kept as they are, after the tree's own keys.
 */
import type { Key } from 'react-aria-components';

export interface CheckableNode {
  key: Key;
  isDisabled?: boolean;
  /** `undefined`: not loaded (or a leaf); `[]`: loaded, no children. */
  children?: readonly CheckableNode[];
}

export interface CheckState {
  /** Fully checked keys, in tree order, then keys unknown to the loaded tree. */
  checkedKeys: Key[];
  /** Half-checked (indeterminate) keys, in tree order. */
  halfCheckedKeys: Key[];
}

/** Depth-first, parents before children. */
export function walkTree<N extends { children?: readonly N[] }>(
  nodes: readonly N[],
  visit: (node: N, parent: N | undefined) => void,
  parent?: N,
): void {
  for (const node of nodes) {
    visit(node, parent);
    if (node.children) walkTree(node.children, visit, node);
  }
}

export function findNode<N extends CheckableNode & { children?: readonly N[] }>(
  nodes: readonly N[],
  key: Key,
): N | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const found = node.children ? findNode(node.children, key) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The keys from the root down to `key`'s parent (empty for a root or an unknown key). */
export function getAncestorKeys(nodes: readonly CheckableNode[], key: Key): Key[] {
  const path: Key[] = [];
  const search = (level: readonly CheckableNode[]): boolean => {
    for (const node of level) {
      if (node.key === key) return true;
      if (node.children) {
        path.push(node.key);
        if (search(node.children)) return true;
        path.pop();
      }
    }
    return false;
  };
  return search(nodes) ? path : [];
}

/** Checks every enabled descendant of a checked, enabled node. */
function fillDown(nodes: readonly CheckableNode[], checked: Set<Key>, inherited: boolean): void {
  for (const node of nodes) {
    const isChecked = checked.has(node.key) || (inherited && !node.isDisabled);
    if (isChecked) checked.add(node.key);
    if (node.children) fillDown(node.children, checked, isChecked && !node.isDisabled);
  }
}

/** Recomputes every enabled parent from its enabled children, bottom up. */
function fillUp(nodes: readonly CheckableNode[], checked: Set<Key>, half: Set<Key>): void {
  for (const node of nodes) {
    half.delete(node.key);
    if (!node.children) continue;
    fillUp(node.children, checked, half);
    if (node.isDisabled) continue;
    const enabled = node.children.filter((child) => !child.isDisabled);
    if (enabled.length === 0) continue;
    if (enabled.every((child) => checked.has(child.key))) {
      checked.add(node.key);
    } else {
      checked.delete(node.key);
      if (enabled.some((child) => checked.has(child.key) || half.has(child.key))) half.add(node.key);
    }
  }
}

function toState(nodes: readonly CheckableNode[], checked: Set<Key>, half: Set<Key>): CheckState {
  const checkedKeys: Key[] = [];
  const halfCheckedKeys: Key[] = [];
  const known = new Set<Key>();
  walkTree(nodes, (node) => {
    known.add(node.key);
    if (checked.has(node.key)) checkedKeys.push(node.key);
    else if (half.has(node.key)) halfCheckedKeys.push(node.key);
  });
  for (const key of checked) if (!known.has(key)) checkedKeys.push(key);
  return { checkedKeys, halfCheckedKeys };
}

/** The consistent state for a set of checked keys (as given by a controlled `checkedKeys`). */
export function conductCheck(nodes: readonly CheckableNode[], checkedKeys: Iterable<Key>): CheckState {
  const checked = new Set(checkedKeys);
  const half = new Set<Key>();
  fillDown(nodes, checked, false);
  fillUp(nodes, checked, half);
  return toState(nodes, checked, half);
}

/** Enabled descendants reachable without passing through a disabled node. */
function conductedDescendants(node: CheckableNode, into: Key[] = []): Key[] {
  for (const child of node.children ?? []) {
    if (child.isDisabled) continue;
    into.push(child.key);
    conductedDescendants(child, into);
  }
  return into;
}

/**
 * The state after the user checks or unchecks one node. A disabled node (or one not in the
 * loaded tree) cannot be toggled: the state is returned unchanged.
 */
export function toggleCheck(
  nodes: readonly CheckableNode[],
  checkedKeys: Iterable<Key>,
  key: Key,
  check: boolean,
): CheckState {
  const checked = new Set(conductCheck(nodes, checkedKeys).checkedKeys);
  const node = findNode(nodes, key);
  if (!node || node.isDisabled) return conductCheck(nodes, checked);
  const affected = [key, ...conductedDescendants(node)];
  if (check) {
    for (const k of affected) checked.add(k);
  } else {
    for (const k of affected) checked.delete(k);
    // Ancestors lose their check, up to the first disabled one (which keeps its own state).
    const ancestors = getAncestorKeys(nodes, key);
    for (let i = ancestors.length - 1; i >= 0; i--) {
      const ancestor = findNode(nodes, ancestors[i] as Key);
      if (!ancestor || ancestor.isDisabled) break;
      checked.delete(ancestor.key);
    }
  }
  const half = new Set<Key>();
  if (check) fillDown(nodes, checked, false);
  fillUp(nodes, checked, half);
  return toState(nodes, checked, half);
}

/** Every enabled node checked; disabled nodes keep their state. */
export function checkAll(nodes: readonly CheckableNode[], checkedKeys: Iterable<Key>): CheckState {
  const checked = new Set(checkedKeys);
  walkTree(nodes, (node) => {
    if (!node.isDisabled) checked.add(node.key);
  });
  return conductCheck(nodes, checked);
}

export interface CheckChange {
  key: Key;
  checked: boolean;
}

/**
 * Turns a collection's new selection (RAC's `onSelectionChange`, where selection stands for
 * "checked") into conducted check state: each key that appeared is checked, each that
 * disappeared is unchecked, in tree order. Disabled keys never change.
 */
export function applySelection(
  nodes: readonly CheckableNode[],
  checkedKeys: Iterable<Key>,
  next: Iterable<Key> | 'all',
): { state: CheckState; changes: CheckChange[] } {
  const before = conductCheck(nodes, checkedKeys);
  if (next === 'all') {
    const state = checkAll(nodes, before.checkedKeys);
    const had = new Set(before.checkedKeys);
    return { state, changes: state.checkedKeys.filter((k) => !had.has(k)).map((key) => ({ key, checked: true })) };
  }
  const prev = new Set(before.checkedKeys);
  const wanted = new Set(next);
  const changes: CheckChange[] = [];
  walkTree(nodes, (node) => {
    if (node.isDisabled) return;
    if (wanted.has(node.key) && !prev.has(node.key)) changes.push({ key: node.key, checked: true });
    if (!wanted.has(node.key) && prev.has(node.key)) changes.push({ key: node.key, checked: false });
  });
  let state = before;
  let current = before.checkedKeys;
  for (const change of changes) {
    // A change already implied by an earlier one (a child of a node just toggled) is skipped.
    const isChecked = current.includes(change.key);
    if (isChecked === change.checked) continue;
    state = toggleCheck(nodes, current, change.key, change.checked);
    current = state.checkedKeys;
  }
  return { state, changes };
}
