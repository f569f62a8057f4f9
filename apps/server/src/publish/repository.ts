import { ApprovalStatus, FIRM_TIME_ZONE, FixedRoleId, UNFINISHED_PUBLISH_STATUSES } from '@atelier/api';
import { and, arrayContains, asc, count, desc, eq, gte, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import { ApprovalKind } from '../approvals/launch';
import type { Database } from '../db/index';
import {
  ApprovalAction,
  approvalActions,
  approvals,
  enterpriseMembers,
  filePageSizes,
  fileRecords,
  projectMembers,
  projects,
  publishApprovals,
  publishCalcPrices,
  publishCalcRules,
  publishers,
  resources,
  users,
} from '../db/schema';
import { chunks } from '../recognition/store';

/** The rows publishing reads and writes: print shops, calculation rules, publish approvals, page sizes. */

export type PublisherRow = typeof publishers.$inferSelect;
export type CalcRuleRow = typeof publishCalcRules.$inferSelect;
export type CalcPriceRow = typeof publishCalcPrices.$inferSelect;
export type PublishApprovalRow = typeof publishApprovals.$inferSelect;
export type PageSizeRow = typeof filePageSizes.$inferSelect;

/** The enterprise's print shops not deleted, oldest first. */
export function enterprisePublishers(db: Database, enterpriseId: string): Promise<PublisherRow[]> {
  return db
    .select()
    .from(publishers)
    .where(and(eq(publishers.enterpriseId, enterpriseId), isNull(publishers.deletedAt)))
    .orderBy(asc(publishers.createdAt), asc(publishers.name));
}

/** A print shop of the enterprise, not deleted, or undefined. */
export async function findPublisher(
  db: Database,
  enterpriseId: string,
  publisherId: string,
): Promise<PublisherRow | undefined> {
  const [row] = await db
    .select()
    .from(publishers)
    .where(and(eq(publishers.id, publisherId), eq(publishers.enterpriseId, enterpriseId), isNull(publishers.deletedAt)))
    .limit(1);
  return row;
}

/** The enterprise's calculation rules not deleted, oldest first. */
export function enterpriseCalcRules(db: Database, enterpriseId: string): Promise<CalcRuleRow[]> {
  return db
    .select()
    .from(publishCalcRules)
    .where(and(eq(publishCalcRules.enterpriseId, enterpriseId), isNull(publishCalcRules.deletedAt)))
    .orderBy(asc(publishCalcRules.createdAt), asc(publishCalcRules.ruleName));
}

/** A calculation rule of the enterprise, not deleted, or undefined. */
export async function findCalcRule(
  db: Database,
  enterpriseId: string,
  ruleId: string,
): Promise<CalcRuleRow | undefined> {
  const [rule] = await db
    .select()
    .from(publishCalcRules)
    .where(
      and(
        eq(publishCalcRules.id, ruleId),
        eq(publishCalcRules.enterpriseId, enterpriseId),
        isNull(publishCalcRules.deletedAt),
      ),
    )
    .limit(1);
  return rule;
}

/** The prices of rules, in each rule's row order. */
export async function calcPricesOf(db: Database, ruleIds: readonly string[]): Promise<CalcPriceRow[]> {
  if (ruleIds.length === 0) return [];
  return db
    .select()
    .from(publishCalcPrices)
    .where(inArray(publishCalcPrices.ruleId, [...ruleIds]))
    .orderBy(asc(publishCalcPrices.position));
}

/** Members of the project who hold the publishing manager role in the enterprise. */
export function projectPublishingManagers(db: Database, enterpriseId: string, projectId: string) {
  return db
    .select({ userId: users.id, realname: users.realname, phone: users.phone, avatar: users.avatar })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .innerJoin(
      enterpriseMembers,
      and(eq(enterpriseMembers.userId, projectMembers.userId), eq(enterpriseMembers.enterpriseId, enterpriseId)),
    )
    .where(
      and(
        eq(projectMembers.projectId, projectId),
        arrayContains(enterpriseMembers.roles, [FixedRoleId.PublishingManager]),
      ),
    );
}

/** File versions by record id with their files (records not found are missing). */
export async function versionsWithResources(db: Database, recordIds: readonly string[]) {
  const found = new Map<string, { resourceId: string; resource: typeof resources.$inferSelect }>();
  for (const part of chunks([...recordIds])) {
    const rows = await db
      .select({ recordId: fileRecords.id, resourceId: fileRecords.resourceId, resource: resources })
      .from(fileRecords)
      .innerJoin(resources, eq(resources.id, fileRecords.resourceId))
      .where(inArray(fileRecords.id, part));
    for (const row of rows) found.set(row.recordId, row);
  }
  return found;
}

/** Storage keys of file versions by record id. */
export async function storageKeysOf(db: Database, recordIds: readonly string[]): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  for (const part of chunks([...recordIds])) {
    const rows = await db
      .select({ id: fileRecords.id, storageKey: fileRecords.storageKey })
      .from(fileRecords)
      .where(inArray(fileRecords.id, part));
    for (const row of rows) keys.set(row.id, row.storageKey);
  }
  return keys;
}

/** The first-page sizes measured before, of these versions. */
export async function pageSizesOf(db: Database, recordIds: readonly string[]): Promise<PageSizeRow[]> {
  const found: PageSizeRow[] = [];
  for (const part of chunks([...recordIds])) {
    found.push(...(await db.select().from(filePageSizes).where(inArray(filePageSizes.recordId, part))));
  }
  return found;
}

/** Keeps measured sizes (a version measured meanwhile by another call keeps its row). */
export async function savePageSizes(db: Database, rows: readonly (typeof filePageSizes.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(filePageSizes)
    .values([...rows])
    .onConflictDoNothing();
}

/** The publish part of an approval, or undefined. */
export async function findPublishApproval(db: Database, approvalId: string): Promise<PublishApprovalRow | undefined> {
  const [row] = await db.select().from(publishApprovals).where(eq(publishApprovals.approvalId, approvalId)).limit(1);
  return row;
}

/** Writes the publish part of an approval (inside the launch's transaction). */
export async function insertPublishApproval(db: Database, row: typeof publishApprovals.$inferInsert): Promise<void> {
  await db.insert(publishApprovals).values(row);
}

/** Locks an approval's row for the rest of the transaction; undefined when there is none. */
export async function lockApproval(db: Database, actId: string) {
  const [approval] = await db.select().from(approvals).where(eq(approvals.id, actId)).for('update');
  return approval;
}

/** Marks a publish approval published by a person, recorded in approval_actions. */
export async function markPublished(db: Database, approvalId: string, userId: string, now: Date): Promise<void> {
  await db
    .update(approvals)
    .set({ status: ApprovalStatus.Published, updatedAt: now })
    .where(eq(approvals.id, approvalId));
  await db
    .update(publishApprovals)
    .set({ publishedBy: userId, publishedAt: now })
    .where(eq(publishApprovals.approvalId, approvalId));
  await db.insert(approvalActions).values({ approvalId, userId, action: ApprovalAction.Publish, createdAt: now });
}

/** What the publish centre's lists filter by. */
export interface PublishListFilter {
  enterpriseId: string;
  status: string;
  projectId?: string | undefined;
  proType?: string | undefined;
  publisherId?: string | undefined;
  /** Launched at or after this instant. */
  launchedFrom?: Date | undefined;
  /** Launched before this instant. */
  launchedBefore?: Date | undefined;
}

/** Publish approvals of an enterprise in a status with their project names and launchers, latest change first. */
export function publishApprovalRows(db: Database, filter: PublishListFilter) {
  const conditions: SQL[] = [
    eq(approvals.enterpriseId, filter.enterpriseId),
    eq(approvals.kind, ApprovalKind.Publish),
    eq(approvals.status, filter.status),
  ];
  if (filter.projectId) conditions.push(eq(approvals.projectId, filter.projectId));
  if (filter.proType) conditions.push(eq(projects.proType, filter.proType));
  if (filter.publisherId) conditions.push(eq(publishApprovals.publisherId, filter.publisherId));
  if (filter.launchedFrom) conditions.push(gte(approvals.createdAt, filter.launchedFrom));
  if (filter.launchedBefore) conditions.push(lt(approvals.createdAt, filter.launchedBefore));
  return db
    .select({ approval: approvals, publish: publishApprovals, projectName: projects.name, launcher: users })
    .from(approvals)
    .innerJoin(publishApprovals, eq(publishApprovals.approvalId, approvals.id))
    .innerJoin(projects, eq(projects.id, approvals.projectId))
    .innerJoin(users, eq(users.id, approvals.launchedBy))
    .where(and(...conditions))
    .orderBy(desc(approvals.updatedAt), desc(approvals.id));
}

// ---------------------------------------------------------------------------------------------------------------
// Keeping print shops and calculation rules (issue 30)
// ---------------------------------------------------------------------------------------------------------------

/** Whether another live print shop of the enterprise has the name (`exceptId`: the one being renamed). */
export async function publisherNameTaken(
  db: Database,
  enterpriseId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const conditions: SQL[] = [
    eq(publishers.enterpriseId, enterpriseId),
    eq(publishers.name, name),
    isNull(publishers.deletedAt),
  ];
  if (exceptId) conditions.push(ne(publishers.id, exceptId));
  const [row] = await db
    .select({ id: publishers.id })
    .from(publishers)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

export async function insertPublisher(db: Database, row: typeof publishers.$inferInsert): Promise<PublisherRow> {
  const [created] = await db.insert(publishers).values(row).returning();
  if (!created) throw new Error('insert returned no print shop');
  return created;
}

export async function updatePublisherRow(
  db: Database,
  id: string,
  values: Pick<typeof publishers.$inferInsert, 'name' | 'contact' | 'phone' | 'address'>,
): Promise<void> {
  await db.update(publishers).set(values).where(eq(publishers.id, id));
}

export async function softDeletePublisher(db: Database, id: string, now: Date): Promise<void> {
  await db.update(publishers).set({ deletedAt: now }).where(eq(publishers.id, id));
}

/** How many publish approvals that still need the print shop (not started, in progress, passed) name it. */
export async function unfinishedApprovalsOfPublisher(db: Database, publisherId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(publishApprovals)
    .innerJoin(approvals, eq(approvals.id, publishApprovals.approvalId))
    .where(
      and(eq(publishApprovals.publisherId, publisherId), inArray(approvals.status, [...UNFINISHED_PUBLISH_STATUSES])),
    );
  return row?.n ?? 0;
}

/** Whether another live calculation rule of the enterprise has the name. */
export async function calcNameTaken(
  db: Database,
  enterpriseId: string,
  ruleName: string,
  exceptId?: string,
): Promise<boolean> {
  const conditions: SQL[] = [
    eq(publishCalcRules.enterpriseId, enterpriseId),
    eq(publishCalcRules.ruleName, ruleName),
    isNull(publishCalcRules.deletedAt),
  ];
  if (exceptId) conditions.push(ne(publishCalcRules.id, exceptId));
  const [row] = await db
    .select({ id: publishCalcRules.id })
    .from(publishCalcRules)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

/** A rule's prices in cents, in the order given (the cost table's). */
export interface CalcPriceInput {
  sizeName: string;
  priceCents: number;
}

const priceRows = (ruleId: string, prices: readonly CalcPriceInput[]) =>
  prices.map((p, position) => ({ ruleId, sizeName: p.sizeName, position, priceCents: p.priceCents }));

/** A new rule and its prices, in one transaction. */
export async function insertCalcRule(
  db: Database,
  row: typeof publishCalcRules.$inferInsert,
  prices: readonly CalcPriceInput[],
): Promise<CalcRuleRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(publishCalcRules).values(row).returning();
    if (!created) throw new Error('insert returned no calculation rule');
    if (prices.length > 0) await tx.insert(publishCalcPrices).values(priceRows(created.id, prices));
    return created;
  });
}

/** A rule's name, remarks and prices replaced, in one transaction. */
export async function updateCalcRuleRow(
  db: Database,
  id: string,
  values: { ruleName: string; remarks: string | null; updatedAt: Date },
  prices: readonly CalcPriceInput[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(publishCalcRules).set(values).where(eq(publishCalcRules.id, id));
    await tx.delete(publishCalcPrices).where(eq(publishCalcPrices.ruleId, id));
    if (prices.length > 0) await tx.insert(publishCalcPrices).values(priceRows(id, prices));
  });
}

export async function softDeleteCalcRule(db: Database, id: string, now: Date): Promise<void> {
  await db.update(publishCalcRules).set({ deletedAt: now }).where(eq(publishCalcRules.id, id));
}

// ---------------------------------------------------------------------------------------------------------------
// Publish statistics (issue 30): aggregates of the enterprise's published approvals over [from, to), grouped in SQL
// ---------------------------------------------------------------------------------------------------------------

/** What a statistic groups the published approvals by. */
export type StatisticGrouping = 'month' | 'day' | 'publisher' | 'calcRule' | 'project';

/** A group's key (a month, a day, or an id), its name, sheets and cents. */
export interface StatisticGroupRow {
  key: string;
  name: string;
  sheets: number;
  cents: number;
}

/** The firms' calendar (publish/rules FIRM_TIME_ZONE) for the month and day groups. */
const FIRM_ZONE = sql.raw(`'${FIRM_TIME_ZONE}'`);

/**
 * Sheets (copies) and money (cents) of an enterprise's published approvals confirmed in [from, to), grouped: by the
 * firms' month or day of confirming, or by print shop, rule or project (named as they are called now).
 */
export async function publishStatistic(
  db: Database,
  enterpriseId: string,
  from: Date,
  to: Date,
  grouping: StatisticGrouping,
): Promise<StatisticGroupRow[]> {
  const localTime = sql`(${publishApprovals.publishedAt} AT TIME ZONE ${FIRM_ZONE})`;
  const keys: Record<StatisticGrouping, { key: SQL<string>; name: SQL<string> }> = {
    month: { key: sql<string>`to_char(${localTime}, 'YYYY-MM')`, name: sql<string>`to_char(${localTime}, 'YYYY-MM')` },
    day: {
      key: sql<string>`to_char(${localTime}, 'YYYY-MM-DD')`,
      name: sql<string>`to_char(${localTime}, 'YYYY-MM-DD')`,
    },
    publisher: { key: sql<string>`${publishApprovals.publisherId}`, name: sql<string>`min(${publishers.name})` },
    calcRule: {
      key: sql<string>`${publishApprovals.calcRuleId}`,
      name: sql<string>`min(${publishCalcRules.ruleName})`,
    },
    project: { key: sql<string>`${approvals.projectId}`, name: sql<string>`min(${projects.name})` },
  };
  const { key, name } = keys[grouping];
  const byTime = grouping === 'month' || grouping === 'day';
  const rows = await db
    .select({
      key: key.as('key'),
      name: (byTime ? sql<string>`min(${name})` : name).as('name'),
      sheets: sql<string>`sum(${publishApprovals.publishNum})`.as('sheets'),
      cents: sql<string>`sum(${publishApprovals.totalCents})`.as('cents'),
    })
    .from(publishApprovals)
    .innerJoin(approvals, eq(approvals.id, publishApprovals.approvalId))
    .innerJoin(publishers, eq(publishers.id, publishApprovals.publisherId))
    .innerJoin(publishCalcRules, eq(publishCalcRules.id, publishApprovals.calcRuleId))
    .innerJoin(projects, eq(projects.id, approvals.projectId))
    .where(
      and(
        eq(approvals.enterpriseId, enterpriseId),
        eq(approvals.status, ApprovalStatus.Published),
        gte(publishApprovals.publishedAt, from),
        lt(publishApprovals.publishedAt, to),
      ),
    )
    .groupBy(sql`1`)
    .orderBy(byTime ? sql`1` : sql`4 desc, 2`);
  return rows.map((r) => ({ key: r.key, name: r.name, sheets: Number(r.sheets), cents: Number(r.cents) }));
}
