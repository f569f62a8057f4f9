import { type CostRow, PublishRefusal, publishSizeNames } from '@atelier/api';
import type { PublishCostRowCents } from '../db/schema';

/**
 * The cost of a publish approval (000 section 3: publishNum, totalPrice, pageInfo rows {sizeName, price, num,
 * totalPrice}): drawings grouped by sheet size, each size's copies at the rule's price. Money is counted in whole
 * cents (integers), so that sums never drift; yuan appear only in the answers.
 */

/** A drawing to price: its sheet size name and copies. */
export interface PricedDrawing {
  sizeName: string;
  copies: number;
}

export interface PublishCost {
  rows: PublishCostRowCents[];
  /** Copies in all. */
  publishNum: number;
  totalCents: number;
}

/** The refusal when a rule has no price for a drawing's sheet size. */
export class MissingPriceError extends Error {
  override readonly name = 'MissingPriceError';
  constructor(
    readonly ruleName: string,
    readonly sizeName: string,
  ) {
    super(PublishRefusal.noPrice(ruleName, sizeName));
  }
}

/** Yuan (at most two decimals, as a rule stores them) to cents. */
export function yuanToCents(yuan: number): number {
  if (!Number.isFinite(yuan) || yuan < 0) throw new RangeError(`not a price: ${yuan}`);
  return Math.round(yuan * 100);
}

/** Cents to yuan for an answer: 1234 -> 12.34 (a single division of an integer: the nearest double). */
export const centsToYuan = (cents: number): number => cents / 100;

const ORDER = new Map(publishSizeNames().map((name, index) => [name, index]));
const orderOf = (sizeName: string) => ORDER.get(sizeName) ?? Number.MAX_SAFE_INTEGER;

/**
 * Prices drawings at a rule's prices (cents by size name). Rows in the cost table's size order (A0 first, each
 * base size's lengthened sizes after it). A size the rule does not price is refused, naming it.
 */
export function computeCost(
  drawings: readonly PricedDrawing[],
  prices: ReadonlyMap<string, number>,
  ruleName: string,
): PublishCost {
  const copiesBySize = new Map<string, number>();
  for (const drawing of drawings) {
    if (!Number.isInteger(drawing.copies) || drawing.copies < 1) throw new RangeError(`copies ${drawing.copies}`);
    copiesBySize.set(drawing.sizeName, (copiesBySize.get(drawing.sizeName) ?? 0) + drawing.copies);
  }
  const rows: PublishCostRowCents[] = [];
  for (const [sizeName, num] of copiesBySize) {
    const priceCents = prices.get(sizeName);
    if (priceCents === undefined) throw new MissingPriceError(ruleName, sizeName);
    rows.push({ sizeName, priceCents, num, totalCents: priceCents * num });
  }
  rows.sort((a, b) => orderOf(a.sizeName) - orderOf(b.sizeName) || a.sizeName.localeCompare(b.sizeName));
  return {
    rows,
    publishNum: rows.reduce((sum, row) => sum + row.num, 0),
    totalCents: rows.reduce((sum, row) => sum + row.totalCents, 0),
  };
}

/** The rows as the API shows them (yuan). */
export function costRowsInYuan(rows: readonly PublishCostRowCents[]): CostRow[] {
  return rows.map((row) => ({
    sizeName: row.sizeName,
    price: centsToYuan(row.priceCents),
    num: row.num,
    totalPrice: centsToYuan(row.totalCents),
  }));
}
