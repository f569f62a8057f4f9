/**
 * Where each region's label goes on the drawing (issue 23): inside its region when it fits, else above or below
 * it, never over another label or over a neighbouring region; a label with no free place is hidden and shows on
 * hover and when its region is selected (the list beside the drawing names every region anyway). A title block's
 * small cells sit edge to edge, so labels drawn always above them covered each other and the cells above.
 */

/** A region as drawn on the screen (CSS pixels from the page's top-left corner) with its label's text. */
export interface LabelBox {
  key: string;
  left: number;
  top: number;
  width: number;
  height: number;
  text: string;
}

export type LabelPlace = 'inside' | 'above' | 'below' | 'hidden';

/** The label's font size and line height, in CSS pixels (FrameTemplateEditor.css regionLabel). */
export const LABEL_FONT = 10;
export const LABEL_HEIGHT = 12;
/** A region's border width (CSS pixels); an inside label starts inside it. */
export const REGION_BORDER = 2;
/** The label's padding either side. */
const PADDING = 2;
const BORDER = REGION_BORDER;

/** A label's width: a CJK character is one em, others a little over half (a generous guess, no layout needed). */
export function labelWidth(text: string): number {
  let em = 0;
  for (const ch of text) em += /[\u2e80-\uffef]/.test(ch) ? 1 : 0.62;
  return Math.ceil(em * LABEL_FONT) + 2 * PADDING;
}

interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

const overlaps = (a: Rect, b: Rect) =>
  a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
const contains = (outer: Rect, inner: Rect) =>
  outer.left <= inner.left &&
  outer.top <= inner.top &&
  outer.left + outer.width >= inner.left + inner.width &&
  outer.top + outer.height >= inner.top + inner.height;

/** The rectangle a label takes at a place of its region. */
export function labelRect(box: LabelBox, place: Exclude<LabelPlace, 'hidden'>): Rect {
  const width = labelWidth(box.text);
  if (place === 'inside') return { left: box.left + BORDER, top: box.top + BORDER, width, height: LABEL_HEIGHT };
  if (place === 'above') return { left: box.left, top: box.top - LABEL_HEIGHT, width, height: LABEL_HEIGHT };
  return { left: box.left, top: box.top + box.height, width, height: LABEL_HEIGHT };
}

/**
 * Each region's label place. The selected region's label comes first and is always shown (inside if it fits, else
 * above, else below); the others, in order, take the first free place. A place is free when it covers no label
 * placed already and no other region, except a region holding this one (a field's label may lie on its title block).
 */
export function placeLabels(
  boxes: readonly LabelBox[],
  selectedKey: string | null,
  page: { width: number; height: number },
): Map<string, LabelPlace> {
  const places = new Map<string, LabelPlace>();
  const taken: Rect[] = [];
  const ordered = [...boxes].sort((a, b) => Number(b.key === selectedKey) - Number(a.key === selectedKey));
  for (const box of ordered) {
    const fitsInside = labelWidth(box.text) + 2 * BORDER <= box.width && LABEL_HEIGHT + 2 * BORDER <= box.height;
    const onPage = (r: Rect) => r.top >= 0 && r.top + r.height <= page.height;
    const candidates: Exclude<LabelPlace, 'hidden'>[] = fitsInside ? ['inside', 'above', 'below'] : ['above', 'below'];
    const free = (r: Rect) =>
      onPage(r) &&
      !taken.some((t) => overlaps(t, r)) &&
      !boxes.some((other) => other.key !== box.key && !contains(other, box) && overlaps(other, r));
    const freePlace = candidates.find((c) => free(labelRect(box, c)));
    const forced = candidates.find((c) => onPage(labelRect(box, c))) ?? 'above';
    const place: LabelPlace = freePlace ?? (box.key === selectedKey ? forced : 'hidden');
    places.set(box.key, place);
    if (place !== 'hidden') taken.push(labelRect(box, place));
  }
  return places;
}
