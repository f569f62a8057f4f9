import { CalcBoxKind, PDF_POINTS_PER_MM, StampConfigMessage } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import {
  addBox,
  arrowStep,
  boxesOf,
  boxesProblem,
  boxInMm,
  boxKey,
  contentOf,
  isConfigurable,
  moveBoxMm,
  moveBoxTo,
  nextIndex,
  removeBox,
  resizeBoxMm,
} from './model';

const page = { width: 1191, height: 842 };
/** The first box, or the test fails. */
function first<T>(items: readonly T[] | null | undefined): T {
  const [item] = items ?? [];
  if (item === undefined) throw new Error('no box');
  return item;
}

describe('the text-signature page model', () => {
  it('configures PDFs only', () => {
    expect(isConfigurable('建施-01.pdf')).toBe(true);
    expect(isConfigurable('建施-01.PDF ')).toBe(true);
    expect(isConfigurable('建施-01.dwg')).toBe(false);
  });

  it('adds boxes at their default size, indexed per kind, one output box', () => {
    const one = addBox([], CalcBoxKind.Signature, page) ?? [];
    const two = addBox(one, CalcBoxKind.Signature, page, { x: 100, y: 100 }) ?? [];
    expect(two.map(boxKey)).toEqual(['signature-0', 'signature-1']);
    expect(boxInMm(first(two))).toMatchObject({ width: 24, height: 9 });
    const output = addBox(two, CalcBoxKind.Output, page) ?? [];
    expect(nextIndex(output, CalcBoxKind.Output)).toBeNull();
    expect(addBox(output, CalcBoxKind.Output, page)).toBeNull();
    // A box asked for at the corner is kept inside the page.
    const corner = addBox([], CalcBoxKind.Registration, page, { x: page.width, y: 0 })?.[0];
    expect(corner).toMatchObject({ y: 0 });
    expect((corner?.x ?? 0) + (corner?.width ?? 0)).toBeCloseTo(page.width, 6);
  });

  it('moves by 1 mm with an arrow and 10 mm with Shift, never off the page', () => {
    expect(arrowStep('ArrowRight', false)).toEqual({ dx: 1, dy: 0 });
    expect(arrowStep('ArrowUp', true)).toEqual({ dx: 0, dy: -10 });
    expect(arrowStep('Enter', false)).toBeNull();
    const boxes = addBox([], CalcBoxKind.Custom, page, { x: 300, y: 300 }) ?? [];
    const start = boxes[0]?.x ?? 0;
    const moved = moveBoxMm(boxes, 'custom-0', 10, 0, page);
    expect((moved[0]?.x ?? 0) - start).toBeCloseTo(10 * PDF_POINTS_PER_MM, 6);
    const far = moveBoxMm(boxes, 'custom-0', -1000, -1000, page);
    expect(far[0]).toMatchObject({ x: 0, y: 0 });
    expect(moveBoxTo(boxes, 'custom-0', 5000, 5000, page)[0]?.y).toBeCloseTo(page.height - (boxes[0]?.height ?? 0), 6);
  });

  it('shows sizes in millimetres with the specification’s factor and keeps the smallest size the server takes', () => {
    const boxes = addBox([], CalcBoxKind.Registration, page) ?? [];
    expect(boxInMm(first(boxes))).toMatchObject({ width: 44, height: 30 });
    const resized = resizeBoxMm(boxes, 'registration-0', { width: 50.5, height: 1 }, page);
    expect(boxInMm(first(resized)).width).toBe(50.5);
    expect(resized[0]?.height).toBeGreaterThanOrEqual(8);
    expect(removeBox(resized, 'registration-0')).toEqual([]);
  });

  it('round-trips through the saved text and checks with the server’s rule', () => {
    const boxes = addBox([], CalcBoxKind.Signature, page) ?? [];
    expect(boxesOf(JSON.stringify(contentOf(page, boxes)))).toEqual(boxes);
    expect(boxesOf('not json')).toEqual([]);
    expect(boxesOf(null)).toEqual([]);
    expect(boxesProblem(page, boxes)).toBeNull();
    expect(boxesProblem(page, [{ ...first(boxes), x: page.width }])).toBe(StampConfigMessage.OutsidePage);
  });
});
