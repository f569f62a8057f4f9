import { FrameRegionKind, FrameTemplateMessage, mmToPoints } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import {
  clampToPage,
  enableProblem,
  fromLocations,
  keyAction,
  moveRegion,
  newRegion,
  rectFromDrag,
  regionAt,
  regionsProblem,
  resizeRegion,
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
