/**
 * The zoom of a drawing page shown in a viewer (issue 22, item 7): fitted to the pane's width or to the whole page,
 * or a fixed scale from the steps a person clicks through. Pure: the component measures, this decides.
 */

/** The scales 放大 and 缩小 step through (1 = the page at its PDF size, one CSS pixel per point). */
export const ZOOM_STEPS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;
export const MIN_ZOOM = ZOOM_STEPS[0];
export const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1] as number;

/** How the page is sized: fitted to the pane's width, fitted whole, or at a scale. */
export type Zoom = { fit: 'width' } | { fit: 'page' } | { scale: number };
export const FIT_WIDTH: Zoom = { fit: 'width' };
export const FIT_PAGE: Zoom = { fit: 'page' };

export interface Size {
  width: number;
  height: number;
}

/** Room kept around the page inside the pane (its shadow and a margin), in CSS pixels. */
export const PANE_GUTTER = 16;

/** The scale a zoom gives a page of `page` size (PDF points) in a pane of `pane` size (CSS pixels). */
export function scaleOf(zoom: Zoom, page: Size, pane: Size): number {
  if ('scale' in zoom) return clampScale(zoom.scale);
  if (page.width <= 0 || page.height <= 0) return 1;
  // A fitted page fits, however large the sheet (an A0 in a 992 px window is drawn below MIN_ZOOM).
  const width = Math.max(1, pane.width - PANE_GUTTER) / page.width;
  if (zoom.fit === 'width') return Math.min(MAX_ZOOM, width);
  const height = Math.max(1, pane.height - PANE_GUTTER) / page.height;
  return Math.min(MAX_ZOOM, width, height);
}

/** Whether 缩小 can make the page smaller: not at or below the smallest step (a fit may be below it). */
export const canZoomOut = (scale: number): boolean => scale > MIN_ZOOM + 1e-6;

export function clampScale(scale: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale));
}

/** The next step up (1) or down (-1) from the scale shown now, which may lie between steps when fitted. */
export function stepZoom(current: number, direction: 1 | -1): Zoom {
  const epsilon = 1e-6;
  const next =
    direction === 1
      ? ZOOM_STEPS.find((step) => step > current + epsilon)
      : [...ZOOM_STEPS].reverse().find((step) => step < current - epsilon);
  return { scale: next ?? (direction === 1 ? MAX_ZOOM : MIN_ZOOM) };
}

/** The scale as a person reads it: 100%. */
export const percentOf = (scale: number): number => Math.round(scale * 100);

/**
 * Where to scroll so that the point under the pointer (or the pane's centre) stays put when the scale changes from
 * `from` to `to`: `scroll` is the pane's scroll offset, `anchor` the point's offset inside the pane.
 */
export function anchoredScroll(scroll: number, anchor: number, from: number, to: number): number {
  if (from <= 0) return scroll;
  return Math.max(0, ((scroll + anchor) * to) / from - anchor);
}
