import {
  type CalcBox,
  CalcBoxKind,
  type CalcInfoContent,
  calcInfoProblem,
  isCalcInfoRefusal,
  MAX_CALC_BOXES_PER_KIND,
  MIN_CALC_BOX_SIDE,
  mmToPoints,
  parseCalcInfo,
  pointsToMm,
} from '@atelier/api';

/**
 * The text-signature page's state (文字签章, issue 23): the boxes placed on a PDF's first page, in points on the
 * page as displayed (top-left origin), the same shape `saveCalcInfo` stores (`CalcInfoContent`). Pure functions: the
 * page draws them, the keyboard and the mouse change them, the save sends them.
 */

export type Page = { width: number; height: number };

/** A box's key on the page: its kind and index. */
export const boxKey = (box: Pick<CalcBox, 'kind' | 'index'>): string => `${box.kind}-${box.index}`;

/** The size a new box of each kind gets, millimetres: a signature 24 × 9, stamps as the seals usually are. */
export const DEFAULT_BOX_MM: Readonly<Record<CalcBoxKind, { width: number; height: number }>> = {
  [CalcBoxKind.Signature]: { width: 24, height: 9 },
  [CalcBoxKind.Registration]: { width: 44, height: 30 },
  [CalcBoxKind.Output]: { width: 40, height: 40 },
  [CalcBoxKind.Custom]: { width: 24, height: 24 },
};

/** The kinds in the order the toolbar offers them. */
export const BOX_KINDS: readonly CalcBoxKind[] = [
  CalcBoxKind.Signature,
  CalcBoxKind.Registration,
  CalcBoxKind.Output,
  CalcBoxKind.Custom,
];

/** Whether a file can be configured: PDFs only (抱歉！该格式不支持配置，请更换pdf格式文件。). */
export const isConfigurable = (fileName: string): boolean => /\.pdf$/i.test(fileName.trim());

/** Keeps a box inside the page (moved back in, never resized). */
export function clampToPage(box: CalcBox, page: Page): CalcBox {
  const width = Math.min(box.width, page.width);
  const height = Math.min(box.height, page.height);
  return {
    ...box,
    width,
    height,
    x: Math.min(Math.max(0, box.x), page.width - width),
    y: Math.min(Math.max(0, box.y), page.height - height),
  };
}

/** The next free index of a kind; null when the kind has no room (the output stamp: one). */
export function nextIndex(boxes: readonly CalcBox[], kind: CalcBoxKind): number | null {
  const used = new Set(boxes.filter((b) => b.kind === kind).map((b) => b.index));
  const limit = kind === CalcBoxKind.Output ? 1 : MAX_CALC_BOXES_PER_KIND;
  for (let index = 0; index < limit; index += 1) if (!used.has(index)) return index;
  return null;
}

/**
 * A new box of a kind, centred at a point of the page (the page's centre when none), at its default size; null
 * when the kind has no room left.
 */
export function addBox(
  boxes: readonly CalcBox[],
  kind: CalcBoxKind,
  page: Page,
  at: { x: number; y: number } = { x: page.width / 2, y: page.height / 2 },
): CalcBox[] | null {
  const index = nextIndex(boxes, kind);
  if (index === null) return null;
  const size = DEFAULT_BOX_MM[kind];
  const width = mmToPoints(size.width);
  const height = mmToPoints(size.height);
  const box = clampToPage({ kind, index, x: at.x - width / 2, y: at.y - height / 2, width, height }, page);
  return [...boxes, box];
}

/** Replaces the box of a key. */
const replace = (boxes: readonly CalcBox[], key: string, change: (box: CalcBox) => CalcBox): CalcBox[] =>
  boxes.map((b) => (boxKey(b) === key ? change(b) : b));

/** Moves a box by millimetres, kept inside the page. */
export function moveBoxMm(boxes: readonly CalcBox[], key: string, dxMm: number, dyMm: number, page: Page): CalcBox[] {
  return replace(boxes, key, (b) => clampToPage({ ...b, x: b.x + mmToPoints(dxMm), y: b.y + mmToPoints(dyMm) }, page));
}

/** Moves a box to a point (its top-left corner, points), kept inside the page. */
export function moveBoxTo(boxes: readonly CalcBox[], key: string, x: number, y: number, page: Page): CalcBox[] {
  return replace(boxes, key, (b) => clampToPage({ ...b, x, y }, page));
}

/** Sets a box's size in millimetres (at least the smallest box the server takes), kept inside the page. */
export function resizeBoxMm(
  boxes: readonly CalcBox[],
  key: string,
  size: { width: number; height: number },
  page: Page,
): CalcBox[] {
  const min = pointsToMm(MIN_CALC_BOX_SIDE) + 0.1;
  return replace(boxes, key, (b) =>
    clampToPage(
      { ...b, width: mmToPoints(Math.max(min, size.width)), height: mmToPoints(Math.max(min, size.height)) },
      page,
    ),
  );
}

/** Removes a box. */
export const removeBox = (boxes: readonly CalcBox[], key: string): CalcBox[] => boxes.filter((b) => boxKey(b) !== key);

/** The step of an arrow key, millimetres: 1, or 10 with Shift; null for any other key. */
export function arrowStep(key: string, shift: boolean): { dx: number; dy: number } | null {
  const step = shift ? 10 : 1;
  switch (key) {
    case 'ArrowLeft':
      return { dx: -step, dy: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -step };
    case 'ArrowDown':
      return { dx: 0, dy: step };
    default:
      return null;
  }
}

/** A box in millimetres for display: position from the page's top-left corner and size, one decimal. */
export const boxInMm = (box: CalcBox) => ({
  x: pointsToMm(box.x),
  y: pointsToMm(box.y),
  width: pointsToMm(box.width),
  height: pointsToMm(box.height),
});

/** The configuration to save. */
export const contentOf = (page: Page, boxes: readonly CalcBox[]): CalcInfoContent => ({
  version: 1,
  page: { width: page.width, height: page.height },
  boxes: [...boxes],
});

/** The boxes of a saved configuration text; none when there is none or it cannot be read. */
export function boxesOf(info: string | null | undefined): CalcBox[] {
  if (!info?.trim()) return [];
  const content = parseCalcInfo(info);
  return isCalcInfoRefusal(content) ? [] : content.boxes;
}

/** What the server would refuse in these boxes on this page (the shared rule), or null. */
export const boxesProblem = (page: Page, boxes: readonly CalcBox[]): string | null =>
  calcInfoProblem(contentOf(page, boxes), page)?.message ?? null;

/** The page's points to screen pixels at a rendered width. */
export const screenScale = (page: Page, renderedWidth: number): number => renderedWidth / page.width;
