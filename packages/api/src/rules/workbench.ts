/**
 * The workbench (issue 28; 001 sections 1, 2.2, 3.7, 7.1): the person's counts, to-dos and unread notifications,
 * and the navigation shortcuts they choose. The specification shows the calls only; the fields, the limit and the
 * messages are Atelier's.
 */
import { Refuse, type RuleRefusal } from './refusal';

/**
 * The to-do's arrival: when its step became the person's. The first step's arrives with the launch; a later step's
 * when the step before it passed, that is at the latest action on the approval's earlier steps. Times are compared
 * as the caller holds them ('YYYY-MM-DD HH:mm:ss' strings, or epoch milliseconds).
 */
export function todoArrival<T extends string | number>(launchedAt: T, earlierStepActions: readonly T[]): T {
  let latest = launchedAt;
  for (const at of earlierStepActions) if (at > latest) latest = at;
  return latest;
}

export const WorkbenchLimit = {
  /** How many navigation shortcuts a person keeps. */
  Shortcuts: 12,
  /** The unread list's page size on the workbench. */
  UnreadPage: 10,
} as const;

export const WorkbenchMessage = {
  TooManyShortcuts: `快捷入口最多添加${WorkbenchLimit.Shortcuts}个`,
  ShortcutUnavailable: '该入口已不存在或您已无权访问',
  ShortcutNotFound: '该快捷入口不存在或已被删除',
  removeGoneQuestion: (name: string) => `快捷入口“${name}”已不存在或您已无权访问，是否移除？`,
} as const;

/** A menu of the person's permission answer (entities/user.ts MenuNode), as the rules read it. */
interface MenuLike {
  perms: string;
  name: string;
  path?: string | undefined;
  children?: readonly MenuLike[] | undefined;
}

/** A node of the tree of what the person may add (getOwnSysNavigationTree): a module or one of its pages. */
export interface NavigationNode {
  /** The menu's permission key: what a shortcut names. */
  id: string;
  name: string;
  path: string | null;
  children: NavigationNode[];
}

/** The workbench itself is no shortcut. */
const NOT_A_SHORTCUT: ReadonlySet<string> = new Set(['dashboard']);

/**
 * The tree of the modules and pages the person's menus reach, the workbench left out; with a keyword, the nodes
 * whose name holds it (a matching module keeps all its pages) and the modules of matching pages.
 */
export function navigationTree(menus: readonly MenuLike[], keyword?: string): NavigationNode[] {
  const wanted = keyword?.trim() ?? '';
  const nodes: NavigationNode[] = [];
  for (const menu of menus) {
    if (NOT_A_SHORTCUT.has(menu.perms)) continue;
    const matches = wanted === '' || menu.name.includes(wanted);
    const children = navigationTree(menu.children ?? [], matches ? '' : wanted);
    if (!matches && children.length === 0) continue;
    nodes.push({ id: menu.perms, name: menu.name, path: menu.path ?? null, children });
  }
  return nodes;
}

/** Every node of the tree that leads somewhere, by id. */
export function navigationTargets(menus: readonly MenuLike[]): Map<string, { name: string; path: string }> {
  const targets = new Map<string, { name: string; path: string }>();
  const visit = (nodes: readonly NavigationNode[]) => {
    for (const node of nodes) {
      if (node.path) targets.set(node.id, { name: node.name, path: node.path });
      visit(node.children);
    }
  };
  visit(navigationTree(menus));
  return targets;
}

/** The ids of a new shortcut list kept once, in their order. */
export const distinctShortcuts = (itemIds: readonly string[]): string[] => [...new Set(itemIds)];

/** The refusal of a shortcut list: too many, or an entry the person's menus do not reach. */
export function shortcutsRefusal(itemIds: readonly string[], reachable: ReadonlySet<string>): RuleRefusal | null {
  const ids = distinctShortcuts(itemIds);
  if (ids.length > WorkbenchLimit.Shortcuts) return Refuse.invalid(WorkbenchMessage.TooManyShortcuts);
  if (ids.some((id) => !reachable.has(id))) return Refuse.invalid(WorkbenchMessage.ShortcutUnavailable);
  return null;
}

/** The refusal of a shortcut that is not the person's (missing, deleted, or someone else's): the same answer. */
export function shortcutFoundRefusal(found: unknown): RuleRefusal | null {
  return found ? null : Refuse.invalid(WorkbenchMessage.ShortcutNotFound);
}
