import type { PublishFile } from '@atelier/api';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { allows, Need, type ProjectAccess, type ResourceRow } from '../access/projectAccess';
import { type ProjectScope, projectScope, readableFile } from '../approvals/drawings';
import { invalid, notReady } from '../approvals/launch';
import { fileRecords, publishCalcPrices, publishCalcRules, resources } from '../db/schema';
import { DomainError, deny, ErrorCode, ErrorMessage } from '../domain/errors';
import type { HandlerContext } from '../http/registerEndpoint';
import { chunks } from '../recognition/store';
import { computeCost, MissingPriceError, type PublishCost } from './cost';
import { PublishRefusal } from './messages';
import { sheetSizesOf } from './pageSizes';

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

/** A rule of the call's enterprise, not deleted, with its prices; otherwise the refusal. */
export async function loadCalcRule(ctx: HandlerContext<unknown>, ruleId: string): Promise<CalcRule> {
  const [rule] = await ctx.db
    .select()
    .from(publishCalcRules)
    .where(
      and(
        eq(publishCalcRules.id, ruleId),
        eq(publishCalcRules.enterpriseId, ctx.enterpriseId),
        isNull(publishCalcRules.deletedAt),
      ),
    )
    .limit(1);
  if (!rule) return invalid(PublishRefusal.CalcRuleNotFound);
  const rows = await ctx.db
    .select()
    .from(publishCalcPrices)
    .where(eq(publishCalcPrices.ruleId, ruleId))
    .orderBy(asc(publishCalcPrices.position));
  return { id: rule.id, ruleName: rule.ruleName, prices: new Map(rows.map((r) => [r.sizeName, r.priceCents])) };
}

/**
 * The chosen drawings, each a file of the project the caller may download (folder level 3 or more: printing hands
 * the file out), named by its current version, not chosen twice. Answers them with the caller's access.
 */
export async function checkPublishFiles(
  ctx: HandlerContext<unknown>,
  projectId: string,
  chosen: readonly PublishFile[],
): Promise<{ scope: ProjectScope; access: ProjectAccess; files: Omit<PublishDrawing, 'sizeName'>[] }> {
  const scope = await projectScope(ctx, projectId);
  if (new Set(chosen.map((c) => c.resId)).size !== chosen.length) invalid(ErrorMessage.FileListedTwice);
  const versions = new Map<string, { resourceId: string; resource: ResourceRow }>();
  for (const part of chunks(chosen.map((c) => c.recordId))) {
    const rows = await ctx.db
      .select({ recordId: fileRecords.id, resourceId: fileRecords.resourceId, resource: resources })
      .from(fileRecords)
      .innerJoin(resources, eq(resources.id, fileRecords.resourceId))
      .where(inArray(fileRecords.id, part));
    for (const row of rows) versions.set(row.recordId, row);
  }
  const files = chosen.map((choice) => {
    const version = versions.get(choice.recordId);
    if (!version || version.resourceId !== choice.resId) deny(ErrorMessage.RecordNotFound);
    const { resource, level } = readableFile(scope, version.resource);
    if (!allows(level, Need.Download)) deny(ErrorMessage.noDownloadPermission(resource.name));
    if (resource.currentRecordId !== choice.recordId) notReady(ErrorMessage.DrawingVersionChanged);
    return { resource, recordId: choice.recordId, copies: choice.printCopies };
  });
  return { scope, access: scope.access, files };
}

/** Sizes the files and prices them at the rule; a size the rule does not price is refused (40007, its message). */
export async function priceFiles(
  ctx: HandlerContext<unknown>,
  files: readonly Omit<PublishDrawing, 'sizeName'>[],
  rule: CalcRule,
): Promise<{ drawings: PublishDrawing[]; cost: PublishCost }> {
  const recordIds = files.map((f) => f.recordId);
  const records = new Map<string, string>();
  for (const part of chunks(recordIds)) {
    const rows = await ctx.db
      .select({ id: fileRecords.id, storageKey: fileRecords.storageKey })
      .from(fileRecords)
      .where(inArray(fileRecords.id, part));
    for (const row of rows) records.set(row.id, row.storageKey);
  }
  const sizes = await sheetSizesOf(
    ctx.db,
    ctx.files,
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
