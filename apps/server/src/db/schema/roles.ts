/**
 * The custom enterprise roles (001 sections 3.6 and 6; issue 24): a named bundle of permission keys (menus and
 * buttons of `permissionTree()`). Who holds a role is the member's `roles` array (enterprise_members), the same list
 * the three fixed roles are in; a role's keys are added to the fixed roles' table when the member's permissions are
 * computed.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { enterprises } from './enterprises';

export const enterpriseRoles = pgTable(
  'enterprise_roles',
  {
    id: id(),
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    permissionKeys: text('permission_keys').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('enterprise_roles_enterprise_idx').on(t.enterpriseId),
    uniqueIndex('enterprise_roles_name_idx').on(t.enterpriseId, sql`lower(${t.name})`),
  ],
);
