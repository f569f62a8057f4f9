/** A slot of the page list: a page number, or a gap standing for the pages it hides. */
export type PageSlot = { type: 'page'; page: number } | { type: 'gap'; key: 'start' | 'end' };

/** How many pages `total` items fill at `pageSize` per page (at least 1, so an empty list still has page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/**
 * The page list (as Ant Design's and MUI's): every page up to 7; beyond that the first, the last, the current one with two
 * neighbours each side, and a gap for each hidden run (a gap never hides a single page: it shows it instead).
 */
export function pageSlots(current: number, pages: number): PageSlot[] {
  const page = (n: number): PageSlot => ({ type: 'page', page: n });
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => page(i + 1));
  const at = Math.min(Math.max(1, current), pages);
  let from = Math.max(2, at - 2);
  let to = Math.min(pages - 1, at + 2);
  // Keep five middle pages near the ends (1 2 3 4 5 6 … 50).
  if (at <= 4) to = 6;
  if (at >= pages - 3) from = pages - 5;
  const slots: PageSlot[] = [page(1)];
  if (from === 3) slots.push(page(2));
  else if (from > 3) slots.push({ type: 'gap', key: 'start' });
  for (let n = from; n <= to; n++) slots.push(page(n));
  if (to === pages - 2) slots.push(page(pages - 1));
  else if (to < pages - 2) slots.push({ type: 'gap', key: 'end' });
  slots.push(page(pages));
  return slots;
}
