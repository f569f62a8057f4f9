import {
  calcPriceSchema,
  calcRuleFields,
  OVERSIZE_SUFFIX,
  PUBLISH_BASE_SIZES,
  PUBLISH_SIZE_STEPS,
  type PublishBaseSize,
  PublishCatalogMessage,
  publisherFields,
  publishSizeName,
} from '@atelier/api';
import { z } from 'zod';

/**
 * The print shop dialog's and the price rule editor's pure parts: the editor's size × lengthening grid (A0-A4 by
 * +0, +0.125 ... +1 and 超长: 000 section 9), its cells as typed text, and the rows the server takes.
 */

/** A grid column: a lengthening step (0 = the base size) or oversize. */
export type GridColumn = { kind: 'step'; step: number } | { kind: 'oversize' };

/** The grid's columns in the cost table's order: +0, +0.125 ... +1, 超长. */
export const GRID_COLUMNS: readonly GridColumn[] = [
  { kind: 'step', step: 0 },
  ...PUBLISH_SIZE_STEPS.map((step): GridColumn => ({ kind: 'step', step })),
  { kind: 'oversize' },
];

/** The size name of a grid cell: 'A1', 'A1+0.125', 'A1超长'. */
export function cellSizeName(base: PublishBaseSize, column: GridColumn): string {
  return column.kind === 'oversize' ? `${base}${OVERSIZE_SUFFIX}` : publishSizeName(base, column.step);
}

/** A column's heading: '+0', '+0.125', ... '+1', '超长'. */
export function columnLabel(column: GridColumn, oversize: string): string {
  return column.kind === 'oversize' ? oversize : `+${column.step}`;
}

/** The grid's cells by size name, as typed ('' when empty). */
export type PriceGrid = Record<string, string>;

/** Every cell of the grid, empty. */
export function emptyGrid(): PriceGrid {
  const grid: PriceGrid = {};
  for (const base of PUBLISH_BASE_SIZES) for (const column of GRID_COLUMNS) grid[cellSizeName(base, column)] = '';
  return grid;
}

/** A rule's prices in the grid (a price the grid has no cell for is left out). */
export function gridOf(rows: readonly { sizeName: string; price: number }[] | null | undefined): PriceGrid {
  const grid = emptyGrid();
  for (const row of rows ?? []) if (row.sizeName in grid) grid[row.sizeName] = String(row.price);
  return grid;
}

/** A typed price as a number; null when it is not one ('', '1.2.3', 'abc'). */
export function parsePrice(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/**
 * Fills every empty cell of a row (a base size) from its +0 price by the length (price × (1 + step)) and the
 * oversize cell at `oversizeFactor` times it, rounded to cents: the usual way shops price lengthened sheets. Cells
 * already typed are kept.
 */
export function fillRowFromBase(grid: PriceGrid, base: PublishBaseSize, oversizeFactor = 2): PriceGrid {
  const basePrice = parsePrice(grid[publishSizeName(base)] ?? '');
  if (basePrice === null) return grid;
  const next = { ...grid };
  for (const column of GRID_COLUMNS) {
    const name = cellSizeName(base, column);
    if ((next[name] ?? '').trim() !== '') continue;
    const factor = column.kind === 'oversize' ? oversizeFactor : 1 + column.step;
    next[name] = String(Math.round(basePrice * factor * 100) / 100);
  }
  return next;
}

/** The editor's form: the name and remarks as the server checks them, and the grid's cells as typed. */
export const priceRuleFormSchema = z
  .object({
    ruleName: calcRuleFields.ruleName,
    remarks: calcRuleFields.remarks,
    grid: z.record(z.string(), z.string()),
  })
  .superRefine((values, ctx) => {
    let filled = 0;
    for (const [sizeName, text] of Object.entries(values.grid)) {
      if (text.trim() === '') continue;
      filled += 1;
      const price = parsePrice(text);
      if (price === null || !calcPriceSchema.safeParse(price).success) {
        ctx.addIssue({ code: 'custom', path: ['grid', sizeName], message: PublishCatalogMessage.PriceInvalid });
      }
    }
    if (filled === 0) ctx.addIssue({ code: 'custom', path: ['grid'], message: PublishCatalogMessage.PricesRequired });
  })
  .transform((values) => ({
    ruleName: values.ruleName,
    ...(values.remarks ? { remarks: values.remarks } : {}),
    rows: Object.entries(values.grid)
      .filter(([, text]) => text.trim() !== '')
      .map(([sizeName, text]) => ({ sizeName, price: parsePrice(text) ?? 0 })),
  }));
export type PriceRuleFormValues = z.input<typeof priceRuleFormSchema>;
export type PriceRuleFormOutput = z.output<typeof priceRuleFormSchema>;

/** The print shop dialog's form: the fields as the server checks them, '' for an empty optional one. */
export const printShopFormSchema = z.object(publisherFields);
export type PrintShopFormValues = { name: string; contact: string; phone: string; address: string };

/** A shop's values in the dialog (empty for a new one). */
export function printShopValues(
  shop?: { name: string; contact?: string | null; phone?: string | null; address?: string | null } | null,
): PrintShopFormValues {
  return {
    name: shop?.name ?? '',
    contact: shop?.contact ?? '',
    phone: shop?.phone ?? '',
    address: shop?.address ?? '',
  };
}

/**
 * A rule's prices for the list, the first `max`: each as one unbreakable item ('A0 ¥25.00'), and as one line
 * ('A0 ¥25.00 · A1 ¥12.50 · …') for plain text.
 */
export function priceSummary(
  rows: readonly { sizeName: string; price: number }[] | null | undefined,
  max = 5,
): { items: string[]; text: string; more: number } {
  const list = rows ?? [];
  const items = list.slice(0, max).map((row) => `${row.sizeName} ¥${row.price.toFixed(2)}`);
  return { items, text: items.join(' · '), more: Math.max(0, list.length - max) };
}
