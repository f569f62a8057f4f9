/**
 * The workbench's navigation shortcuts (issue 28; 001 section 7.1 sysNavigation).
 */
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './enterprises';
import { enterpriseRef } from './references';

/**
 * A shortcut a person keeps on their workbench in one enterprise: the menu it leads to (`item_key`, a permission key
 * of the menu tree) with the name and path it had when added, so that a shortcut whose menu is gone still shows and
 * can be removed. At most 12 a person (rules/workbench.ts), in `sort_order`.
 */
export const navigationShortcuts = pgTable(
  'navigation_shortcuts',
  {
    id: id(),
    enterpriseId: enterpriseRef(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    itemKey: text('item_key').notNull(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('navigation_shortcuts_item_idx').on(t.enterpriseId, t.userId, t.itemKey),
    index('navigation_shortcuts_user_idx').on(t.userId),
  ],
);
