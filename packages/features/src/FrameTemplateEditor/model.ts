import {
  FRAME_INFO_FIELDS,
  type FrameRegion,
  FrameRegionKind,
  frameRegionsRefusal,
  frameTemplateEnableRefusal,
  MIN_REGION_SIDE,
  mmToPoints,
  type PageRect,
  pointsToMm,
} from '@atelier/api';

/**
 * The frame-template editor's model (issue 23): regions in PDF points on the page (top-left origin), made by
 * dragging, moved and resized by the mouse or by the keyboard in millimetre steps, shown in millimetres (the spec's
 * factor, `PDF_POINTS_PER_MM`), checked with the shared rules before a save.
 */

export interface PageSize {
  width: number;
  height: number;
}

/** A region being edited: `key` identifies it in the editor only; '' is no label or no duty. */
export interface EditorRegion extends PageRect {
  key: string;
  kind: FrameRegionKind;
  label: string;
  dutyId: string;
}

export interface Point {
  x: number;
  y: number;
}

/** A keyboard move: 1 mm, with Shift 10 mm. */
export const KEY_STEP_MM = 1;
export const KEY_STEP_SHIFT_MM = 10;

let counter = 0;
/** A new editor key. */
export const newKey = (): string => {
  counter += 1;
  return `r${counter}`;
};

/** The regions of a saved template. */
export function fromLocations(locations: readonly FrameRegion[]): EditorRegion[] {
  return locations.map((l) => ({
    key: newKey(),
    kind: l.kind,
    label: l.label ?? '',
    dutyId: l.dutyId ?? '',
    x: l.x,
    y: l.y,
    width: l.width,
    height: l.height,
  }));
}

/** What a save sends. */
export function toLocations(regions: readonly EditorRegion[]): FrameRegion[] {
  return regions.map((r) => ({
    kind: r.kind,
    label: r.label.trim() || null,
    dutyId: r.dutyId || null,
    x: round(r.x),
    y: round(r.y),
    width: round(r.width),
    height: round(r.height),
  }));
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The rectangle kept on the page: moved back inside, shrunk only when larger than the page. */
export function clampToPage<R extends PageRect>(rect: R, page: PageSize): R {
  const width = Math.min(rect.width, page.width);
  const height = Math.min(rect.height, page.height);
  const x = Math.min(Math.max(rect.x, 0), page.width - width);
  const y = Math.min(Math.max(rect.y, 0), page.height - height);
  return { ...rect, x, y, width, height };
}

/** A region moved by (dx, dy) points, kept on the page. */
export function moveRegion<R extends PageRect>(rect: R, dx: number, dy: number, page: PageSize): R {
  return clampToPage({ ...rect, x: rect.x + dx, y: rect.y + dy }, page);
}

/** A region resized from its bottom-right corner by (dx, dy) points: at least 1 mm a side, not past the page. */
export function resizeRegion<R extends PageRect>(rect: R, dx: number, dy: number, page: PageSize): R {
  const width = Math.min(Math.max(rect.width + dx, MIN_REGION_SIDE), page.width - rect.x);
  const height = Math.min(Math.max(rect.height + dy, MIN_REGION_SIDE), page.height - rect.y);
  return { ...rect, width, height };
}

/** The rectangle between two points of a drag, on the page; null when too small to be meant (under 1 mm). */
export function rectFromDrag(a: Point, b: Point, page: PageSize): PageRect | null {
  const x0 = Math.max(0, Math.min(a.x, b.x));
  const y0 = Math.max(0, Math.min(a.y, b.y));
  const x1 = Math.min(page.width, Math.max(a.x, b.x));
  const y1 = Math.min(page.height, Math.max(a.y, b.y));
  if (x1 - x0 < MIN_REGION_SIDE || y1 - y0 < MIN_REGION_SIDE) return null;
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** What an arrow key does to the selected region: a move (or with Alt a resize) by 1 mm, 10 mm with Shift. */
export function keyAction(
  key: string,
  modifiers: { shiftKey: boolean; altKey: boolean },
): { kind: 'move' | 'resize'; dx: number; dy: number } | null {
  const step = mmToPoints(modifiers.shiftKey ? KEY_STEP_SHIFT_MM : KEY_STEP_MM);
  const deltas: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const delta = deltas[key];
  if (!delta) return null;
  return { kind: modifiers.altKey ? 'resize' : 'move', dx: delta[0], dy: delta[1] };
}

/** A region's size in millimetres, one decimal: "45.0 × 8.0". */
export const sizeMm = (rect: PageRect): { width: number; height: number } => ({
  width: pointsToMm(rect.width),
  height: pointsToMm(rect.height),
});
/** Where a region's top-left corner is, in millimetres from the page's top-left corner. */
export const positionMm = (rect: PageRect): { x: number; y: number } => ({
  x: pointsToMm(rect.x),
  y: pointsToMm(rect.y),
});
export const formatMm = (value: number): string => value.toFixed(1);

/**
 * A new region of a kind at a rectangle, with the label or duty it most likely needs: the next value field not yet
 * marked, the next duty without a signer field, the first signer's duty without a signature cell.
 */
export function newRegion(
  kind: FrameRegionKind,
  rect: PageRect,
  regions: readonly EditorRegion[],
  dutyIds: readonly string[],
): EditorRegion {
  let label = '';
  let dutyId = '';
  if (kind === FrameRegionKind.Info) {
    const used = new Set(regions.filter((r) => r.kind === kind).map((r) => r.label));
    label = FRAME_INFO_FIELDS.find((f) => !used.has(f)) ?? '';
  } else if (kind === FrameRegionKind.Signer) {
    const used = new Set(regions.filter((r) => r.kind === kind).map((r) => r.dutyId));
    dutyId = dutyIds.find((d) => !used.has(d)) ?? '';
  } else if (kind === FrameRegionKind.Signature) {
    const signed = new Set(regions.filter((r) => r.kind === kind).map((r) => r.dutyId));
    dutyId = regions.find((r) => r.kind === FrameRegionKind.Signer && r.dutyId && !signed.has(r.dutyId))?.dutyId ?? '';
  }
  return { key: newKey(), kind, label, dutyId, ...rect };
}

/**
 * The first problem of the regions, as the server would refuse them (the shared rule): anchors without text are
 * allowed when `anchorTextFromSample` (the server reads them from the sample).
 */
export function regionsProblem(
  regions: readonly EditorRegion[],
  page: PageSize,
  options: { dutyName?: (id: string) => string | undefined; anchorTextFromSample?: boolean } = {},
): string | null {
  const checked = options.anchorTextFromSample
    ? regions.map((r) => (r.kind === FrameRegionKind.Anchor && !r.label.trim() ? { ...r, label: '…' } : r))
    : regions;
  const refusal = frameRegionsRefusal(
    toLocations(checked),
    page,
    options.dutyName ? { dutyName: options.dutyName } : {},
  );
  return refusal?.message ?? null;
}

/** Why the template cannot be enabled yet (no anchor, no signer field), or null. */
export const enableProblem = (regions: readonly EditorRegion[]): string | null =>
  frameTemplateEnableRefusal(regions)?.message ?? null;

/**
 * The point of the page under a point of the screen (client pixels), the page's top-left corner being at `origin`
 * on the screen and drawn at `scale` CSS pixels per point. The regions are kept in the page's own points, so what a
 * drag stores does not depend on the zoom or the pane's width (the drawing is fitted to its pane, issue 22).
 */
export const pagePointOf = (client: Point, origin: Point, scale: number): Point => ({
  x: (client.x - origin.x) / scale,
  y: (client.y - origin.y) / scale,
});

/** Where a rectangle of the page is drawn at `scale`, in CSS pixels from the page's top-left corner. */
export const screenBoxOf = (rect: PageRect, scale: number) => ({
  left: rect.x * scale,
  top: rect.y * scale,
  width: rect.width * scale,
  height: rect.height * scale,
});

/** The region at a point, the smallest first (a field inside the title block wins over the block). */
export function regionAt(regions: readonly EditorRegion[], point: Point): EditorRegion | null {
  const hits = regions.filter(
    (r) => point.x >= r.x && point.x <= r.x + r.width && point.y >= r.y && point.y <= r.y + r.height,
  );
  hits.sort((a, b) => a.width * a.height - b.width * b.height);
  return hits[0] ?? null;
}

/** Whether two region lists differ in what a save would send (unsaved changes). */
export const sameRegions = (a: readonly EditorRegion[], b: readonly EditorRegion[]): boolean =>
  JSON.stringify(toLocations(a)) === JSON.stringify(toLocations(b));
