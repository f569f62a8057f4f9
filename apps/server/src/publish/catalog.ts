import {
  type CalcRuleForm,
  calcNameRefusal,
  deletePublisherRefusal,
  PageSize,
  type PublisherForm,
  PublishRefusal,
  publisherNameRefusal,
  publishSizeNames,
} from '@atelier/api';
import type { Database } from '../db/index';
import { CALC_RULE_NAME_CONSTRAINT, PUBLISHER_NAME_CONSTRAINT } from '../db/schema';
import type { Actor } from '../domain/actor';
import { deny, enforce } from '../domain/errors';
import { paginate } from '../util/format';
import { centsToYuan, yuanToCents } from './cost';
import {
  calcNameTaken,
  calcPricesOf,
  enterpriseCalcRules,
  enterprisePublishers,
  findCalcRule,
  findPublisher,
  insertCalcRule,
  insertPublisher,
  publisherNameTaken,
  softDeleteCalcRule,
  softDeletePublisher,
  unfinishedApprovalsOfPublisher,
  updateCalcRuleRow,
  updatePublisherRow,
} from './repository';

/**
 * The enterprise's print shops (晒图单位) and calculation rules (计费规则): listed for everyone who launches a
 * publish approval, kept by the publishing managers and administrators (the contract's menu keys). The rules and
 * their messages are the shared ones (`@atelier/api` rules/publish.ts).
 */

interface Page {
  pageNum?: number | undefined;
  pageSize?: number | undefined;
}

const keywordOf = (query: { keyword?: string | undefined }) => query.keyword?.trim() || undefined;

/** The actor's enterprise's print shops (not deleted), oldest first, a part of the name as keyword. */
export async function publisherPage(db: Database, actor: Actor, query: Page & { keyword?: string | undefined }) {
  const rows = await enterprisePublishers(db, actor.enterpriseId);
  const keyword = keywordOf(query);
  const kept = keyword ? rows.filter((r) => r.name.includes(keyword)) : rows;
  const page = paginate(kept, query.pageNum, query.pageSize ?? PageSize.PublishList);
  return {
    total: page.total,
    list: page.list.map((r) => ({ id: r.id, name: r.name, contact: r.contact, phone: r.phone, address: r.address })),
  };
}

/** The actor's enterprise's calculation rules with their prices (yuan), in the rule's row order. */
export async function calcRulePage(db: Database, actor: Actor, query: Page & { keyword?: string | undefined }) {
  const rules = await enterpriseCalcRules(db, actor.enterpriseId);
  const keyword = keywordOf(query);
  const kept = keyword ? rules.filter((r) => r.ruleName.includes(keyword)) : rules;
  const page = paginate(kept, query.pageNum, query.pageSize ?? PageSize.PublishList);
  const prices = await calcPricesOf(
    db,
    page.list.map((r) => r.id),
  );
  return {
    total: page.total,
    list: page.list.map((rule) => ({
      id: rule.id,
      ruleName: rule.ruleName,
      remarks: rule.remarks,
      rows: prices
        .filter((p) => p.ruleId === rule.id)
        .map((p) => ({ sizeName: p.sizeName, price: centsToYuan(p.priceCents) })),
    })),
  };
}

/** PostgreSQL's unique_violation on a constraint: a concurrent add or rename took the name first. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  const found = (cause ?? error) as { code?: string; constraint?: string; message?: string };
  return found.code === '23505' && (found.constraint === constraint || (found.message ?? '').includes(constraint));
}

/** Runs a write; a concurrent writer that took the name first is answered as a taken name. */
export async function keepingNameUnique<T>(constraint: string, taken: () => void, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) taken();
    throw error;
  }
}

const optional = (value: string | undefined) => value || null;

/** A print shop of the actor's enterprise, not deleted; otherwise 晒图单位不存在或已删除. */
async function ownPublisher(db: Database, actor: Actor, id: string) {
  return (await findPublisher(db, actor.enterpriseId, id)) ?? deny(PublishRefusal.PublisherNotFound);
}

/** Whether the name is free among the enterprise's print shops (true), or the 40007 refusal. */
export async function checkPublisherName(db: Database, actor: Actor, data: { name: string; id?: string | undefined }) {
  enforce(publisherNameRefusal(await publisherNameTaken(db, actor.enterpriseId, data.name, data.id)));
  return true as const;
}

export async function addPublisher(db: Database, actor: Actor, data: PublisherForm) {
  await checkPublisherName(db, actor, data);
  const row = await keepingNameUnique(
    PUBLISHER_NAME_CONSTRAINT,
    () => enforce(publisherNameRefusal(true)),
    () =>
      insertPublisher(db, {
        enterpriseId: actor.enterpriseId,
        name: data.name,
        contact: optional(data.contact),
        phone: optional(data.phone),
        address: optional(data.address),
      }),
  );
  return { id: row.id, name: row.name, contact: row.contact, phone: row.phone, address: row.address };
}

/** Renames or edits a print shop; launched approvals keep the name they were launched with. */
export async function updatePublisher(db: Database, actor: Actor, data: PublisherForm & { id: string }) {
  await ownPublisher(db, actor, data.id);
  await checkPublisherName(db, actor, data);
  await keepingNameUnique(
    PUBLISHER_NAME_CONSTRAINT,
    () => enforce(publisherNameRefusal(true)),
    () =>
      updatePublisherRow(db, data.id, {
        name: data.name,
        contact: optional(data.contact),
        phone: optional(data.phone),
        address: optional(data.address),
      }),
  );
  return null;
}

/** Deletes a print shop no unfinished publish approval sends drawings to (kept for the approvals that name it). */
export async function deletePublisher(db: Database, actor: Actor, data: { id: string }, now = new Date()) {
  await ownPublisher(db, actor, data.id);
  enforce(deletePublisherRefusal(await unfinishedApprovalsOfPublisher(db, data.id)));
  await softDeletePublisher(db, data.id, now);
  return null;
}

/** A calculation rule of the actor's enterprise, not deleted; otherwise 计费规则不存在或已删除. */
async function ownCalcRule(db: Database, actor: Actor, id: string) {
  return (await findCalcRule(db, actor.enterpriseId, id)) ?? deny(PublishRefusal.CalcRuleNotFound);
}

/** Whether the name is free among the enterprise's calculation rules (true), or the 40007 refusal. */
export async function checkCalcName(db: Database, actor: Actor, data: { ruleName: string; id?: string | undefined }) {
  enforce(calcNameRefusal(await calcNameTaken(db, actor.enterpriseId, data.ruleName, data.id)));
  return true as const;
}

const SIZE_ORDER = new Map(publishSizeNames().map((name, index) => [name, index]));

/** The prices in cents, in the cost table's order (A0, A0+0.125, ... A4超长). */
function pricesOf(rows: CalcRuleForm['rows']) {
  return [...rows]
    .sort((a, b) => (SIZE_ORDER.get(a.sizeName) ?? 0) - (SIZE_ORDER.get(b.sizeName) ?? 0))
    .map((row) => ({ sizeName: row.sizeName, priceCents: yuanToCents(row.price) }));
}

export async function addCalcRule(db: Database, actor: Actor, data: CalcRuleForm) {
  await checkCalcName(db, actor, data);
  const prices = pricesOf(data.rows);
  const rule = await keepingNameUnique(
    CALC_RULE_NAME_CONSTRAINT,
    () => enforce(calcNameRefusal(true)),
    () =>
      insertCalcRule(
        db,
        { enterpriseId: actor.enterpriseId, ruleName: data.ruleName, remarks: optional(data.remarks) },
        prices,
      ),
  );
  return {
    id: rule.id,
    ruleName: rule.ruleName,
    remarks: rule.remarks,
    rows: prices.map((p) => ({ sizeName: p.sizeName, price: centsToYuan(p.priceCents) })),
  };
}

/** Edits a rule: later quotes and launches use the new prices; launched approvals keep theirs. */
export async function updateCalcRule(
  db: Database,
  actor: Actor,
  data: CalcRuleForm & { id: string },
  now = new Date(),
) {
  await ownCalcRule(db, actor, data.id);
  await checkCalcName(db, actor, data);
  await keepingNameUnique(
    CALC_RULE_NAME_CONSTRAINT,
    () => enforce(calcNameRefusal(true)),
    () =>
      updateCalcRuleRow(
        db,
        data.id,
        { ruleName: data.ruleName, remarks: optional(data.remarks), updatedAt: now },
        pricesOf(data.rows),
      ),
  );
  return null;
}

/** Deletes a rule (kept for the approvals that name it: they carry their own copy of its prices). */
export async function deleteCalcRule(db: Database, actor: Actor, data: { id: string }, now = new Date()) {
  await ownCalcRule(db, actor, data.id);
  await softDeleteCalcRule(db, data.id, now);
  return null;
}
