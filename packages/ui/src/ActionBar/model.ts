/**
 * Which actions of a toolbar stay on the bar and which go into its 更多 menu (issue 22 items 11 and 23): pinned
 * actions always stay; the others stay in their order while they fit; once one does not fit, it and every later
 * one go into the menu (so the bar keeps the order people learnt), and the 更多 button's width is reserved. When
 * not even the pinned ones fit beside 更多 (a pane at 200 % zoom), everything goes into the menu.
 */
export function splitActions(
  widths: readonly { width: number; pinned: boolean }[],
  available: number,
  gap: number,
  moreWidth: number,
): { visible: boolean[] } {
  const total = widths.reduce((sum, w, i) => sum + w.width + (i > 0 ? gap : 0), 0);
  if (total <= available) return { visible: widths.map(() => true) };
  let used = moreWidth;
  for (const w of widths) if (w.pinned) used += w.width + gap;
  if (used > available) return { visible: widths.map(() => false) };
  let overflowing = false;
  const visible = widths.map((w) => {
    if (w.pinned) return true;
    if (overflowing) return false;
    if (used + w.width + gap <= available) {
      used += w.width + gap;
      return true;
    }
    overflowing = true;
    return false;
  });
  return { visible };
}
