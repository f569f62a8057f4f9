import { FrameRegionKind, FrameTemplateMessage, mmToPoints } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import {
  clampToPage,
  enableProblem,
  fromLocations,
  keyAction,
  moveRegion,
  newRegion,
  pagePointOf,
  rectFromDrag,
  regionAt,
  regionsProblem,
  resizeRegion,
  screenBoxOf,
  sizeMm,
  toLocations,
} from './model';

const A3 = { width: mmToPoints(420), height: mmToPoints(297) };
const region = (kind: FrameRegionKind, x: number, y: number, w = 30, h = 10, extra = {}) => ({
  key: `${kind}${x}`,
  kind,
  label: '',
  dutyId: '',
  x,
  y,
  width: w,
  height: h,
  ...extra,
});

describe('frame template editor model', () => {
  it('moves by 1 mm per arrow key, 10 mm with Shift, and resizes with Alt', () => {
    expect(keyAction('ArrowRight', { shiftKey: false, altKey: false })).toEqual({
      kind: 'move',
      dx: mmToPoints(1),
      dy: 0,
    });
    expect(keyAction('ArrowUp', { shiftKey: true, altKey: false })).toEqual({
      kind: 'move',
      dx: 0,
      dy: -mmToPoints(10),
    });
    expect(keyAction('ArrowDown', { shiftKey: false, altKey: true })?.kind).toBe('resize');
    expect(keyAction('Enter', { shiftKey: false, altKey: false })).toBeNull();
    const moved = moveRegion(region(FrameRegionKind.Stamp, 100, 100), mmToPoints(10), 0, A3);
    expect(sizeMm(moved)).toEqual(sizeMm(region(FrameRegionKind.Stamp, 0, 0)));
    expect(moved.x).toBeCloseTo(100 + mmToPoints(10));
  });

  it('keeps regions on the page and at least 1 mm a side', () => {
    expect(moveRegion(region(FrameRegionKind.Stamp, 10, 10), -50, -50, A3)).toMatchObject({ x: 0, y: 0 });
    expect(clampToPage(region(FrameRegionKind.Stamp, A3.width - 5, 10), A3).x).toBeCloseTo(A3.width - 30);
    expect(resizeRegion(region(FrameRegionKind.Stamp, 10, 10), -100, -100, A3).width).toBeCloseTo(mmToPoints(1));
    expect(resizeRegion(region(FrameRegionKind.Stamp, A3.width - 40, 10), 100, 0, A3).width).toBeCloseTo(40);
  });

  it('makes a rectangle of a drag in any direction, none of a click', () => {
    expect(rectFromDrag({ x: 50, y: 80 }, { x: 10, y: 20 }, A3)).toEqual({ x: 10, y: 20, width: 40, height: 60 });
    expect(rectFromDrag({ x: 10, y: 10 }, { x: 11, y: 11 }, A3)).toBeNull();
    expect(rectFromDrag({ x: -10, y: 10 }, { x: 20, y: 30 }, A3)).toMatchObject({ x: 0, width: 20 });
  });

  it('shows sizes in millimetres with the spec factor', () => {
    expect(sizeMm({ x: 0, y: 0, width: mmToPoints(44), height: mmToPoints(30) })).toEqual({ width: 44, height: 30 });
  });

  it('gives a new region the label or duty it most likely needs', () => {
    const infos = [region(FrameRegionKind.Info, 1, 1, 30, 10, { label: '图名' })];
    expect(newRegion(FrameRegionKind.Info, { x: 0, y: 0, width: 9, height: 9 }, infos, []).label).toBe('图号');
    const signers = [region(FrameRegionKind.Signer, 1, 1, 30, 10, { dutyId: 'd1' })];
    expect(newRegion(FrameRegionKind.Signer, { x: 0, y: 0, width: 9, height: 9 }, signers, ['d1', 'd2']).dutyId).toBe(
      'd2',
    );
    expect(newRegion(FrameRegionKind.Signature, { x: 0, y: 0, width: 9, height: 9 }, signers, []).dutyId).toBe('d1');
  });

  it('checks the regions as the server does and says what enabling needs', () => {
    const anchor = region(FrameRegionKind.Anchor, 10, 10);
    expect(regionsProblem([anchor], A3)).toBe(FrameTemplateMessage.AnchorLabelRequired);
    expect(regionsProblem([anchor], A3, { anchorTextFromSample: true })).toBeNull();
    expect(regionsProblem([region(FrameRegionKind.Signer, 10, 10)], A3)).toBe(FrameTemplateMessage.SignerDutyRequired);
    expect(enableProblem([anchor])).toBe(FrameTemplateMessage.NeedsSigner);
    expect(enableProblem([])).toBe(FrameTemplateMessage.NeedsAnchor);
  });

  it('finds the smallest region under a point and round-trips the saved regions', () => {
    const block = region(FrameRegionKind.Title, 0, 0, 300, 200);
    const field = region(FrameRegionKind.Signer, 10, 10, 30, 10);
    expect(regionAt([block, field], { x: 15, y: 15 })?.key).toBe(field.key);
    expect(regionAt([block, field], { x: 150, y: 150 })?.key).toBe(block.key);
    const saved = toLocations([{ ...field, dutyId: 'd1' }]);
    expect(toLocations(fromLocations(saved))).toEqual(saved);
  });
});

describe('the page drawn at any scale (fitted to its pane, zoomed)', () => {
  // A drag made on the screen where the page's points are drawn at each scale, the page's corner somewhere on it.
  const origin = { x: 37.5, y: 212 };
  const onScreen = (point: { x: number; y: number }, scale: number) => ({
    x: origin.x + point.x * scale,
    y: origin.y + point.y * scale,
  });
  const SCALES = [0.3, 0.4478, 0.5, 0.75, 1, 1.7, 3];

  it('converts a screen point to the page and a page rectangle to the screen, inversely', () => {
    for (const scale of SCALES) {
      const point = { x: mmToPoints(302), y: mmToPoints(270) };
      const back = pagePointOf(onScreen(point, scale), origin, scale);
      expect(back.x).toBeCloseTo(point.x, 9);
      expect(back.y).toBeCloseTo(point.y, 9);
      expect(screenBoxOf({ x: 10, y: 20, width: 30, height: 40 }, scale)).toEqual({
        left: 10 * scale,
        top: 20 * scale,
        width: 30 * scale,
        height: 40 * scale,
      });
    }
  });

  it('stores the same region drawn, moved and resized at every scale', () => {
    const from = { x: mmToPoints(302), y: mmToPoints(270) };
    const to = { x: mmToPoints(322), y: mmToPoints(276) };
    const stored = SCALES.map((scale) => {
      const at = (p: { x: number; y: number }) => pagePointOf(onScreen(p, scale), origin, scale);
      const drawn = rectFromDrag(at(from), at(to), A3);
      if (!drawn) throw new Error('not drawn');
      // Moved 10 mm right and 5 mm down by a drag on the screen, then its corner dragged 4 mm right.
      const moveStart = at({ x: from.x + 5, y: from.y + 5 });
      const moveEnd = at({ x: from.x + 5 + mmToPoints(10), y: from.y + 5 + mmToPoints(5) });
      const moved = moveRegion(drawn, moveEnd.x - moveStart.x, moveEnd.y - moveStart.y, A3);
      const cornerStart = at({ x: moved.x + moved.width, y: moved.y + moved.height });
      const cornerEnd = at({ x: moved.x + moved.width + mmToPoints(4), y: moved.y + moved.height });
      const resized = resizeRegion(moved, cornerEnd.x - cornerStart.x, cornerEnd.y - cornerStart.y, A3);
      return toLocations([{ ...resized, key: 'k', kind: FrameRegionKind.Signer, label: '', dutyId: 'd' }])[0];
    });
    expect(stored[0]).toEqual({
      kind: FrameRegionKind.Signer,
      label: null,
      dutyId: 'd',
      x: Math.round(mmToPoints(312) * 1000) / 1000,
      y: Math.round(mmToPoints(275) * 1000) / 1000,
      width: Math.round(mmToPoints(24) * 1000) / 1000,
      height: Math.round(mmToPoints(6) * 1000) / 1000,
    });
    for (const one of stored) expect(one).toEqual(stored[0]);
  });
});
