import { describe, expect, it } from 'vitest';
import {
  anchoredScroll,
  canZoomOut,
  FIT_PAGE,
  FIT_WIDTH,
  MAX_ZOOM,
  MIN_ZOOM,
  PANE_GUTTER,
  percentOf,
  scaleOf,
  stepZoom,
} from './zoom';

// An A1 sheet in points, landscape.
const a1 = { width: 2384, height: 1684 };
const pane = { width: 680 + PANE_GUTTER, height: 520 + PANE_GUTTER };

describe('scaleOf', () => {
  it('fits the width of the pane, or the whole page when it is taller than the pane allows', () => {
    expect(scaleOf(FIT_WIDTH, a1, pane)).toBeCloseTo(680 / 2384);
    expect(scaleOf(FIT_PAGE, a1, pane)).toBeCloseTo(Math.min(680 / 2384, 520 / 1684));
    const portrait = { width: 595, height: 842 };
    expect(scaleOf(FIT_PAGE, portrait, pane)).toBeCloseTo(520 / 842);
    expect(scaleOf(FIT_WIDTH, portrait, pane)).toBeCloseTo(680 / 595);
  });
  it('keeps a chosen scale and never leaves the range', () => {
    expect(scaleOf({ scale: 2 }, a1, pane)).toBe(2);
    expect(scaleOf({ scale: 40 }, a1, pane)).toBe(MAX_ZOOM);
  });
  it('fits a sheet however large, below the smallest step, and 缩小 then stops', () => {
    const huge = { width: 100_000, height: 10 };
    expect(scaleOf(FIT_WIDTH, huge, pane)).toBeCloseTo(680 / 100_000);
    expect(canZoomOut(scaleOf(FIT_WIDTH, huge, pane))).toBe(false);
    expect(canZoomOut(MIN_ZOOM)).toBe(false);
    expect(canZoomOut(0.3)).toBe(true);
  });
  it('does not divide by an unmeasured page', () => {
    expect(scaleOf(FIT_PAGE, { width: 0, height: 0 }, pane)).toBe(1);
  });
});

describe('stepZoom', () => {
  it('steps to the next scale up or down, from a fitted scale between steps too', () => {
    expect(stepZoom(1, 1)).toEqual({ scale: 1.25 });
    expect(stepZoom(1, -1)).toEqual({ scale: 0.75 });
    expect(stepZoom(0.2852, 1)).toEqual({ scale: 0.5 });
    expect(stepZoom(0.2852, -1)).toEqual({ scale: 0.25 });
  });
  it('stops at the ends', () => {
    expect(stepZoom(MAX_ZOOM, 1)).toEqual({ scale: MAX_ZOOM });
    expect(stepZoom(MIN_ZOOM, -1)).toEqual({ scale: MIN_ZOOM });
  });
});

describe('percentOf and anchoredScroll', () => {
  it('reads a scale as a rounded percentage', () => {
    expect(percentOf(0.28523)).toBe(29);
    expect(percentOf(2)).toBe(200);
  });
  it('keeps the point under the pointer in place when zooming', () => {
    // At scale 1 scrolled 100px, the pointer 50px into the pane looks at x = 150; at scale 2 that is x = 300.
    expect(anchoredScroll(100, 50, 1, 2)).toBe(250);
    expect(anchoredScroll(250, 50, 2, 1)).toBe(100);
    expect(anchoredScroll(0, 10, 2, 1)).toBe(0);
  });
});
