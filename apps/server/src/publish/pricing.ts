import { filesOnceRefusal, type PublishFile } from '@atelier/api';
import { loadFolderIndex } from '../access/folderIndex';
import { allows, Need, type ProjectAccess, type ResourceRow } from '../access/projectAccess';
import { type ProjectScope, readableFile } from '../approvals/drawings';
import { invalid, notReady } from '../approvals/launch';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { DomainError, deny, ErrorCode, ErrorMessage, enforce } from '../domain/errors';
import type { FileStore } from '../storage/fileStore';
import { centsToYuan, computeCost, costRowsInYuan, MissingPriceError, type PublishCost } from './cost';
import { PublishRefusal } from './messages';
import { sheetSizesOf } from './pageSizes';
import { calcPricesOf, findCalcRule, storageKeysOf, versionsWithResources } from './repository';

/**
 * Pricing a print job (publishQuote, and launchPublish before it writes): the drawings are checked as a launch
 * checks them, sized (publish/pageSizes.ts) and priced at the rule's prices (publish/cost.ts).
 */

/** A chosen drawing, checked: the file, its copies and its path in the project. */
export interface PublishDrawing {
  resource: ResourceRow;
  recordId: string;
  copies: number;
  sizeName: string;
}

export interface CalcRule {
  id: string;
  ruleName: string;
  /** Cents by size name. */
  prices: Map<string, number>;
}

/** A rule of the actor's enterprise, not deleted, with its prices; null when there is none. */
export async function findPricedCalcRule(db: Database, actor: Actor, ruleId: string): Promise<CalcRule | null> {
  const rule = await findCalcRule(db, actor.enterpriseId, ruleId);
  if (!rule) return null;
  const rows = await calcPricesOf(db, [ruleId]);
  return { id: rule.id, ruleName: rule.ruleName, prices: new Map(rows.map((r) => [r.sizeName, r.priceCents])) };
}

/** A rule of the actor's enterprise, not deleted, with its prices; otherwise the refusal. */
export async function loadCalcRule(db: Database, actor: Actor, ruleId: string): Promise<CalcRule> {
  return (await findPricedCalcRule(db, actor, ruleId)) ?? invalid(PublishRefusal.CalcRuleNotFound);
}

/**
 * The chosen drawings, each a file of the project (the caller's access to it, checked before) the caller may
 * download (folder level 3 or more: printing hands the file out), named by its current version, not chosen twice.
 * Answers them with the caller's access.
 */
export async function checkPublishFiles(
  db: Database,
  access: ProjectAccess,
  chosen: readonly PublishFile[],
): Promise<{ scope: ProjectScope; access: ProjectAccess; files: Omit<PublishDrawing, 'sizeName'>[] }> {
  const scope: ProjectScope = { access, index: await loadFolderIndex(db, access) };
  enforce(filesOnceRefusal(chosen));
  const versions = await versionsWithResources(
    db,
    chosen.map((c) => c.recordId),
  );
  const files = chosen.map((choice) => {
    const version = versions.get(choice.recordId);
    if (!version || version.resourceId !== choice.resId) deny(ErrorMessage.RecordNotFound);
    const { resource, level } = readableFile(scope, version.resource);
    if (!allows(level, Need.Download)) deny(ErrorMessage.noDownloadPermission(resource.name));
    if (resource.currentRecordId !== choice.recordId) notReady(ErrorMessage.DrawingVersionChanged);
    return { resource, recordId: choice.recordId, copies: choice.printCopies };
  });
  return { scope, access, files };
}

/** Sizes the files and prices them at the rule; a size the rule does not price is refused (40007, its message). */
export async function priceFiles(
  db: Database,
  store: FileStore,
  files: readonly Omit<PublishDrawing, 'sizeName'>[],
  rule: CalcRule,
): Promise<{ drawings: PublishDrawing[]; cost: PublishCost }> {
  const records = await storageKeysOf(
    db,
    files.map((f) => f.recordId),
  );
  const sizes = await sheetSizesOf(
    db,
    store,
    files.map((f) => ({
      recordId: f.recordId,
      storageKey: records.get(f.recordId) ?? '',
      name: f.resource.name,
      ext: f.resource.ext,
    })),
  );
  const drawings = files.map((f) => ({ ...f, sizeName: sizes.get(f.recordId) ?? '' }));
  try {
    const cost = computeCost(
      drawings.map((d) => ({ sizeName: d.sizeName, copies: d.copies })),
      rule.prices,
      rule.ruleName,
    );
    return { drawings, cost };
  } catch (error) {
    if (error instanceof MissingPriceError) throw new DomainError(ErrorCode.NotReady, error.message);
    throw error;
  }
}

/** The server's own price of the chosen drawings at a rule (publishQuote: the same checks and pricing as the launch). */
export async function quotePublish(
  db: Database,
  store: FileStore,
  actor: Actor,
  access: ProjectAccess,
  data: { resList: readonly PublishFile[]; calcRuleId: string },
) {
  const { files } = await checkPublishFiles(db, access, data.resList);
  const rule = await loadCalcRule(db, actor, data.calcRuleId);
  const { cost } = await priceFiles(db, store, files, rule);
  return { rows: costRowsInYuan(cost.rows), publishNum: cost.publishNum, totalPrice: centsToYuan(cost.totalCents) };
}
