import { type MarkGeometry, MarkShape, type OpinionType, type ProofMark } from '@atelier/api';

/**
 * The markup viewer's pure parts: zoom, the geometry a gesture or the keyboard makes with each tool (in PDF points,
 * whatever the zoom), how each shape is drawn (SVG paths: the cloud's scallops, the arrow's head), the marks list's
 * filters.
 */

export interface Point {
  x: number;
  y: number;
}
export interface PageSize {
  width: number;
  height: number;
}

/** The zoom steps of the toolbar (1 = the page at 100 %: one PDF point per CSS pixel). */
export const ZOOM_STEPS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;
export const DEFAULT_ZOOM = 1;

/** The next zoom step in or out from `zoom` (stays at the ends). */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  if (direction > 0) return ZOOM_STEPS.find((z) => z > zoom + 1e-9) ?? ZOOM_STEPS[ZOOM_STEPS.length - 1] ?? zoom;
  return [...ZOOM_STEPS].reverse().find((z) => z < zoom - 1e-9) ?? ZOOM_STEPS[0] ?? zoom;
}

/** A point on the page, kept inside it. */
export function clampPoint(p: Point, page: PageSize): Point {
  return { x: Math.min(Math.max(p.x, 0), page.width), y: Math.min(Math.max(p.y, 0), page.height) };
}

/** The smallest box (points) a drag makes; smaller drags are clicks, not marks. */
export const MIN_MARK_SIZE = 4;
/** A text mark made by a click is this large. */
export const TEXT_BOX = { width: 120, height: 28 } as const;
/** Freehand keeps a point once the pen has moved this far (points), so a stroke stays small. */
export const FREEHAND_STEP = 2;

export type MarkTool = MarkShape;

/** The geometry a drag from `start` to `end` makes with a tool (freehand: `path` is the stroke so far). */
export function geometryFromDrag(
  tool: MarkTool,
  start: Point,
  end: Point,
  page: PageSize,
  path: readonly Point[] = [],
): MarkGeometry | null {
  const a = clampPoint(start, page);
  const b = clampPoint(end, page);
  const round = (v: number) => Math.round(v * 10) / 10;
  switch (tool) {
    case MarkShape.Arrow: {
      if (Math.hypot(b.x - a.x, b.y - a.y) < MIN_MARK_SIZE) return null;
      return { shape: MarkShape.Arrow, x1: round(a.x), y1: round(a.y), x2: round(b.x), y2: round(b.y) };
    }
    case MarkShape.Freehand: {
      const points = path.map((p) => clampPoint(p, page));
      if (points.length < 2) return null;
      return { shape: MarkShape.Freehand, points: points.map((p) => [round(p.x), round(p.y)] as [number, number]) };
    }
    default: {
      let box = {
        x: Math.min(a.x, b.x),
        y: Math.min(a.y, b.y),
        width: Math.abs(b.x - a.x),
        height: Math.abs(b.y - a.y),
      };
      if (box.width < MIN_MARK_SIZE || box.height < MIN_MARK_SIZE) {
        if (tool !== MarkShape.Text) return null;
        // A click with the text tool places a box of the default size there.
        box = {
          x: Math.min(a.x, page.width - TEXT_BOX.width),
          y: Math.min(a.y, page.height - TEXT_BOX.height),
          ...TEXT_BOX,
        };
      }
      return {
        shape: tool,
        x: round(box.x),
        y: round(box.y),
        width: round(box.width),
        height: round(box.height),
      } as MarkGeometry;
    }
  }
}

/** Adds a pen position to a freehand stroke when it has moved far enough. */
export function extendStroke(path: readonly Point[], next: Point): Point[] {
  const last = path[path.length - 1];
  if (last && Math.hypot(next.x - last.x, next.y - last.y) < FREEHAND_STEP) return [...path];
  return [...path, next];
}

/**
 * Keyboard marking: a cursor on the page moved by the arrow keys (10 points, Shift 50), Enter (or Space) sets the
 * first corner, then the second, which makes the mark (freehand from the keyboard: a straight stroke).
 */
export interface KeyboardDraft {
  cursor: Point;
  anchor: Point | null;
}
export const KEY_STEP = 10;
export const KEY_STEP_LARGE = 50;

export type KeyboardResult =
  | { kind: 'move'; draft: KeyboardDraft }
  | { kind: 'anchor'; draft: KeyboardDraft }
  | { kind: 'done'; geometry: MarkGeometry | null; draft: KeyboardDraft }
  | { kind: 'cancel'; draft: KeyboardDraft }
  | null;

export function keyboardMark(
  key: string,
  modifiers: { shiftKey: boolean },
  draft: KeyboardDraft,
  tool: MarkTool,
  page: PageSize,
): KeyboardResult {
  const step = modifiers.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const delta = moves[key];
  if (delta) {
    const cursor = clampPoint({ x: draft.cursor.x + delta[0], y: draft.cursor.y + delta[1] }, page);
    return { kind: 'move', draft: { ...draft, cursor } };
  }
  if (key === 'Escape') return { kind: 'cancel', draft: { ...draft, anchor: null } };
  if (key === 'Enter' || key === ' ') {
    if (!draft.anchor) return { kind: 'anchor', draft: { ...draft, anchor: draft.cursor } };
    const geometry = geometryFromDrag(tool, draft.anchor, draft.cursor, page, [draft.anchor, draft.cursor]);
    return { kind: 'done', geometry, draft: { ...draft, anchor: null } };
  }
  return null;
}

/** A revision cloud's outline around a box: scallops of about `arc` points along each side (an SVG path). */
export function cloudPath(box: { x: number; y: number; width: number; height: number }, arc = 14): string {
  const { x, y, width, height } = box;
  const corners: Point[] = [
    { x, y },
    { x: x + width, y },
    { x: x + width, y: y + height },
    { x, y: y + height },
  ];
  let d = `M ${x} ${y}`;
  corners.forEach((from, index) => {
    const to = corners[(index + 1) % 4] as Point;
    const length = Math.hypot(to.x - from.x, to.y - from.y);
    const count = Math.max(1, Math.round(length / arc));
    const radius = length / count / 2;
    for (let i = 1; i <= count; i += 1) {
      const px = from.x + ((to.x - from.x) * i) / count;
      const py = from.y + ((to.y - from.y) * i) / count;
      d += ` A ${round2(radius)} ${round2(radius)} 0 0 1 ${round2(px)} ${round2(py)}`;
    }
  });
  return `${d} Z`;
}

/** An arrow's head (two strokes) at its end, `size` points long. */
export function arrowHeadPath(g: { x1: number; y1: number; x2: number; y2: number }, size = 12): string {
  const angle = Math.atan2(g.y2 - g.y1, g.x2 - g.x1);
  const wing = (offset: number) => ({
    x: g.x2 - size * Math.cos(angle + offset),
    y: g.y2 - size * Math.sin(angle + offset),
  });
  const left = wing(Math.PI / 7);
  const right = wing(-Math.PI / 7);
  return `M ${round2(left.x)} ${round2(left.y)} L ${g.x2} ${g.y2} L ${round2(right.x)} ${round2(right.y)}`;
}

/** A freehand stroke as an SVG path. */
export function strokePath(points: readonly (readonly [number, number])[]): string {
  return points.map(([px, py], i) => `${i === 0 ? 'M' : 'L'} ${px} ${py}`).join(' ');
}

const round2 = (v: number) => Math.round(v * 100) / 100;

export interface MarkFilters {
  reviewer: string | null;
  type: OpinionType | null;
}

/** The marks of a page of a drawing, as the filters keep them. */
export function visibleMarks(
  marks: readonly ProofMark[],
  where: { resId: string; page: number },
  filters: MarkFilters,
): ProofMark[] {
  return marks.filter(
    (m) =>
      m.resId === where.resId &&
      m.page === where.page &&
      (filters.reviewer === null || m.markUserId === filters.reviewer) &&
      (filters.type === null || m.opinionType === filters.type),
  );
}

/** The reviewers who marked, in the order they first did (the reviewer filter's options). */
export function reviewersOf(marks: readonly ProofMark[]): { userId: string; realname: string }[] {
  const seen = new Map<string, string>();
  for (const m of marks) if (!seen.has(m.markUserId)) seen.set(m.markUserId, m.markUserName);
  return [...seen.entries()].map(([userId, realname]) => ({ userId, realname }));
}

/** Whether a mark was drawn on an older version of the drawing than the one shown. */
export const isFromOlderVersion = (mark: ProofMark, shownRecordId: string): boolean => mark.recordId !== shownRecordId;

/** The next page of the operation record to ask for, or undefined when every entry is in (or a page came empty). */
export function nextLogPage(pages: readonly { list: readonly unknown[] }[], total: number): number | undefined {
  const loaded = pages.reduce((count, page) => count + page.list.length, 0);
  if (pages.at(-1)?.list.length === 0) return undefined;
  return loaded < total ? pages.length + 1 : undefined;
}

/** Whether a scrolled list is near its end (within `margin` pixels), so the next page is asked for. */
export function nearEnd(box: { scrollTop: number; clientHeight: number; scrollHeight: number }, margin = 48): boolean {
  return box.scrollTop + box.clientHeight >= box.scrollHeight - margin;
}
