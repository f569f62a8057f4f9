import { describe, expect, it } from 'vitest';
import { type LabelBox, labelRect, labelWidth, placeLabels } from './labels';

const page = { width: 800, height: 600 };
const overlap = (a: ReturnType<typeof labelRect>, b: ReturnType<typeof labelRect>) =>
  a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

/** A title block's row of small cells edge to edge, and the row above it. */
const cell = (key: string, left: number, top: number, text = '签名人字段：设计'): LabelBox => ({
  key,
  left,
  top,
  width: 40,
  height: 14,
  text,
});

describe('placeLabels', () => {
  it('puts a label inside a region it fits in', () => {
    const places = placeLabels(
      [{ key: 'a', left: 10, top: 100, width: 200, height: 40, text: '图签区域' }],
      null,
      page,
    );
    expect(places.get('a')).toBe('inside');
  });

  it('never lets two shown labels overlap or cover a neighbouring cell, in a grid of small cells', () => {
    const boxes = [0, 1, 2, 3].flatMap((row) =>
      [0, 1, 2].map((col) => cell(`${row}-${col}`, 300 + col * 40, 200 + row * 14)),
    );
    const places = placeLabels(boxes, null, page);
    const shown = boxes.flatMap((b) => {
      const place = places.get(b.key);
      return place && place !== 'hidden' ? [{ box: b, rect: labelRect(b, place) }] : [];
    });
    // The top row's labels go above, the bottom row's below, where nothing is; the middle rows' have no free place.
    expect(places.get('0-0')).toBe('above');
    expect(places.get('3-0')).toBe('below');
    expect(places.get('1-1')).toBe('hidden');
    for (const a of shown) {
      for (const b of shown) if (a !== b) expect(overlap(a.rect, b.rect), `${a.box.key} ${b.box.key}`).toBe(false);
      for (const other of boxes)
        if (other !== a.box) expect(overlap(a.rect, other), `${a.box.key} on ${other.key}`).toBe(false);
    }
  });

  it('always shows the selected region’s label, and the others give way to it', () => {
    const boxes = [cell('a', 300, 200), cell('b', 340, 200)];
    const selected = placeLabels(boxes, 'b', page);
    expect(selected.get('b')).toBe('above');
    // 'a' above would run over 'b's label (a label is wider than its 40 px cell): below instead.
    expect(selected.get('a')).toBe('below');
    const middle = [cell('up', 300, 186), cell('mid', 300, 200), cell('down', 300, 214)];
    expect(placeLabels(middle, 'mid', page).get('mid')).not.toBe('hidden');
  });

  it('lets a field’s label lie on the title block holding it, not on the page’s edge', () => {
    const title = { key: 't', left: 0, top: 0, width: 400, height: 100, text: '图签区域' };
    const field = cell('f', 100, 40);
    const places = placeLabels([title, field], null, { width: 400, height: 100 });
    expect(places.get('f')).toBe('above');
    // The title block's own label inside its corner (above it is off the page).
    expect(places.get('t')).toBe('inside');
  });

  it('measures CJK characters one em, others about half', () => {
    expect(labelWidth('设计')).toBe(24);
    expect(labelWidth('AB')).toBeLessThan(labelWidth('设计'));
  });
});
