/**
 * The workbench's navigation shortcuts (issue 28; 001 section 7.1 sysNavigation): the person's own list, the tree of
 * what their menus reach, saving (at most 12, each reachable: rules/workbench.ts), removing, and whether a
 * shortcut's menu is still there for them. Always the actor's own shortcuts in the actor's enterprise.
 */
import {
  distinctShortcuts,
  type NavigationShortcut,
  navigationTargets,
  navigationTree,
  permissionsFor,
  shortcutFoundRefusal,
  shortcutsRefusal,
} from '@atelier/api';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { enforce } from '../domain/errors';
import { grantsOf } from '../roles/repository';
import { deleteShortcut, findShortcut, replaceShortcuts, type ShortcutRow, shortcutsOf } from './navigationRepository';

const view = (row: ShortcutRow): NavigationShortcut => ({
  id: row.id,
  itemId: row.itemKey,
  name: row.name,
  path: row.path,
});

/** The menus the actor's roles (custom roles' grants included) give them now. */
async function menusOf(db: Database, actor: Actor) {
  return permissionsFor(actor.roles, await grantsOf(db, actor.enterpriseId, actor.roles)).menuList;
}

export async function listShortcuts(db: Database, actor: Actor): Promise<NavigationShortcut[]> {
  return (await shortcutsOf(db, actor.enterpriseId, actor.userId)).map(view);
}

export async function shortcutTree(db: Database, actor: Actor, keyword?: string) {
  return navigationTree(await menusOf(db, actor), keyword);
}

export async function saveShortcuts(db: Database, actor: Actor, itemIds: readonly string[]) {
  const targets = navigationTargets(await menusOf(db, actor));
  enforce(shortcutsRefusal(itemIds, new Set(targets.keys())));
  const items = distinctShortcuts(itemIds).map((itemKey) => {
    const target = targets.get(itemKey);
    if (!target) throw new Error('A checked shortcut has no target');
    return { itemKey, ...target };
  });
  await replaceShortcuts(db, actor.enterpriseId, actor.userId, items);
  return listShortcuts(db, actor);
}

export async function removeShortcut(db: Database, actor: Actor, id: string) {
  enforce(shortcutFoundRefusal(await findShortcut(db, actor.enterpriseId, actor.userId, id)));
  await deleteShortcut(db, id);
  return null;
}

/** Whether the shortcut's menu still exists and the actor's menus reach it. */
export async function shortcutExists(db: Database, actor: Actor, id: string): Promise<boolean> {
  const row = await findShortcut(db, actor.enterpriseId, actor.userId, id);
  enforce(shortcutFoundRefusal(row));
  return navigationTargets(await menusOf(db, actor)).has((row as ShortcutRow).itemKey);
}
