/**
 * Publishing: print shops, calculation rules and prices, publish approvals, share links, measured page sizes.
 */

import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { approvals } from './approvals';
import { createdAt, id } from './columns';
import { users } from './enterprises';
import { fileRecords, resources } from './files';
import { enterpriseRef, projectRef } from './references';

/** The unique indexes of live names, which a concurrent add or rename runs into. */
export const PUBLISHER_NAME_CONSTRAINT = 'publishers_enterprise_name_unique';
export const CALC_RULE_NAME_CONSTRAINT = 'publish_calc_rules_enterprise_name_unique';

/** A print shop (晒图单位) of an enterprise that publish approvals send drawings to. */
export const publishers = pgTable(
  'publishers',
  {
    id: id(),
    enterpriseId: enterpriseRef(),
    name: text('name').notNull(),
    /** The contact person (联系人). */
    contact: text('contact'),
    phone: text('phone'),
    address: text('address'),
    createdAt: createdAt(),
    /** Kept (approvals name it) but left out of every list once deleted. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('publishers_enterprise_idx').on(t.enterpriseId),
    /** A name once among the enterprise's shops not deleted (two concurrent adds: one wins). */
    uniqueIndex(PUBLISHER_NAME_CONSTRAINT).on(t.enterpriseId, t.name).where(sql`${t.deletedAt} IS NULL`),
  ],
);

/** A calculation rule (计费规则) of an enterprise: a price per sheet size name (publish/sheetSize.ts). */
export const publishCalcRules = pgTable(
  'publish_calc_rules',
  {
    id: id(),
    enterpriseId: enterpriseRef(),
    ruleName: text('rule_name').notNull(),
    remarks: text('remarks'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('publish_calc_rules_enterprise_idx').on(t.enterpriseId),
    uniqueIndex(CALC_RULE_NAME_CONSTRAINT).on(t.enterpriseId, t.ruleName).where(sql`${t.deletedAt} IS NULL`),
  ],
);

/** A rule's price of one sheet size, in cents (money is never a float here). */
export const publishCalcPrices = pgTable(
  'publish_calc_prices',
  {
    ruleId: text('rule_id')
      .notNull()
      .references(() => publishCalcRules.id, { onDelete: 'cascade' }),
    sizeName: text('size_name').notNull(),
    /** The row's place in the rule's table. */
    position: integer('position').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.sizeName] })],
);

/** A cost row of a publish approval as it was priced at launch: a sheet size, its price and copies, in cents. */
export interface PublishCostRowCents {
  sizeName: string;
  priceCents: number;
  num: number;
  totalCents: number;
}

/**
 * What a publish approval (approvals.kind 'publish') adds to an approval: the print shop, the rule and the cost as
 * they were at launch (names and prices copied, so that later edits of the rule do not change a launched
 * approval), the delivery date, and who confirmed the publishing.
 */
export const publishApprovals = pgTable('publish_approvals', {
  approvalId: text('approval_id')
    .primaryKey()
    .references(() => approvals.id, { onDelete: 'cascade' }),
  publisherId: text('publisher_id')
    .notNull()
    .references(() => publishers.id),
  publisherName: text('publisher_name').notNull(),
  calcRuleId: text('calc_rule_id')
    .notNull()
    .references(() => publishCalcRules.id),
  calcName: text('calc_name').notNull(),
  /** 'YYYY-MM-DD'. */
  deliveryTime: text('delivery_time').notNull(),
  /** Copies in all. */
  publishNum: integer('publish_num').notNull(),
  totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
  costRows: jsonb('cost_rows').$type<PublishCostRowCents[]>().notNull(),
  publishedBy: text('published_by').references(() => users.id),
  publishedAt: timestamp('published_at', { withTimezone: true }),
});

/**
 * A share link of a passed publish approval ({origin}/publish-info/{key}): 1, 3, 5 or 7 days. Only the SHA-256 of
 * the key is stored, like sessions and tickets: a copy of the database opens no link.
 */
export const publishShareLinks = pgTable(
  'publish_share_links',
  {
    id: id(),
    keyHash: text('key_hash').notNull().unique(),
    approvalId: text('approval_id')
      .notNull()
      .references(() => approvals.id, { onDelete: 'cascade' }),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('publish_share_links_approval_idx').on(t.approvalId)],
);

/**
 * The first page's size of a PDF version, in points as displayed (rotation applied): measured once, when a publish
 * approval first prices the version (reading thousands of PDFs on every quote would be slow).
 */
export const filePageSizes = pgTable('file_page_sizes', {
  recordId: text('record_id')
    .primaryKey()
    .references(() => fileRecords.id, { onDelete: 'cascade' }),
  width: doublePrecision('width').notNull(),
  height: doublePrecision('height').notNull(),
  measuredAt: createdAt(),
});

/** The unique index of a project's plan names, which a concurrent add or rename runs into. */
export const PUBLISH_PLAN_NAME_CONSTRAINT = 'publish_plans_project_name_unique';

/**
 * A publish plan (发布计划) of a project: drawings gathered to be published together, launched as one publish
 * approval (issue 30). Its name is unique in the project.
 */
export const publishPlans = pgTable(
  'publish_plans',
  {
    id: id(),
    enterpriseId: enterpriseRef(),
    projectId: projectRef(),
    planName: text('plan_name').notNull(),
    planType: integer('plan_type').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('publish_plans_enterprise_idx').on(t.enterpriseId),
    uniqueIndex(PUBLISH_PLAN_NAME_CONSTRAINT).on(t.projectId, t.planName),
  ],
);

/** A drawing gathered in a publish plan (once per plan). */
export const publishPlanResources = pgTable(
  'publish_plan_resources',
  {
    id: id(),
    planId: text('plan_id')
      .notNull()
      .references(() => publishPlans.id, { onDelete: 'cascade' }),
    resourceId: text('resource_id')
      .notNull()
      .references(() => resources.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('publish_plan_resources_unique').on(t.planId, t.resourceId)],
);
