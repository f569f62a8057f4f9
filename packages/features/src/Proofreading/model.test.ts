import { MarkShape, MarkStatus, type ProofMark } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import {
  arrowHeadPath,
  cloudPath,
  extendStroke,
  geometryFromDrag,
  keyboardMark,
  nearEnd,
  nextLogPage,
  reviewersOf,
  stepZoom,
  TEXT_BOX,
  visibleMarks,
} from './model';

const PAGE = { width: 1191, height: 842 };

describe('zoom', () => {
  it('steps through the toolbar’s zooms and stays at the ends', () => {
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(1, -1)).toBe(0.75);
    expect(stepZoom(4, 1)).toBe(4);
    expect(stepZoom(0.25, -1)).toBe(0.25);
    expect(stepZoom(1.1, 1)).toBe(1.25);
  });
});

describe('geometryFromDrag', () => {
  it('makes boxes in either direction, kept on the page', () => {
    expect(geometryFromDrag(MarkShape.Rect, { x: 300, y: 200 }, { x: 100, y: 50 }, PAGE)).toEqual({
      shape: MarkShape.Rect,
      x: 100,
      y: 50,
      width: 200,
      height: 150,
    });
    expect(geometryFromDrag(MarkShape.Cloud, { x: 1100, y: 800 }, { x: 1500, y: 900 }, PAGE)).toMatchObject({
      shape: MarkShape.Cloud,
      width: 91,
      height: 42,
    });
  });
  it('ignores clicks, except the text tool, which places its box', () => {
    expect(geometryFromDrag(MarkShape.Rect, { x: 10, y: 10 }, { x: 11, y: 12 }, PAGE)).toBeNull();
    expect(geometryFromDrag(MarkShape.Arrow, { x: 10, y: 10 }, { x: 11, y: 12 }, PAGE)).toBeNull();
    expect(geometryFromDrag(MarkShape.Text, { x: 1180, y: 10 }, { x: 1180, y: 10 }, PAGE)).toEqual({
      shape: MarkShape.Text,
      x: PAGE.width - TEXT_BOX.width,
      y: 10,
      ...TEXT_BOX,
    });
  });
  it('makes arrows from the start to the end and strokes from the path', () => {
    expect(geometryFromDrag(MarkShape.Arrow, { x: 10, y: 20 }, { x: 110, y: 70 }, PAGE)).toEqual({
      shape: MarkShape.Arrow,
      x1: 10,
      y1: 20,
      x2: 110,
      y2: 70,
    });
    const path = [
      { x: 1, y: 1 },
      { x: 5, y: 9 },
      { x: 20, y: 4 },
    ];
    expect(geometryFromDrag(MarkShape.Freehand, { x: 1, y: 1 }, { x: 20, y: 4 }, PAGE, path)).toEqual({
      shape: MarkShape.Freehand,
      points: [
        [1, 1],
        [5, 9],
        [20, 4],
      ],
    });
    expect(extendStroke(path, { x: 20.5, y: 4.5 })).toHaveLength(3);
    expect(extendStroke(path, { x: 30, y: 4 })).toHaveLength(4);
  });
});

describe('keyboardMark', () => {
  const start = { cursor: { x: 100, y: 100 }, anchor: null };
  it('moves the cursor, sets a corner, then makes the mark', () => {
    const moved = keyboardMark('ArrowRight', { shiftKey: true }, start, MarkShape.Rect, PAGE);
    expect(moved).toMatchObject({ kind: 'move', draft: { cursor: { x: 150, y: 100 } } });
    const anchored = keyboardMark('Enter', { shiftKey: false }, start, MarkShape.Rect, PAGE);
    expect(anchored).toMatchObject({ kind: 'anchor', draft: { anchor: { x: 100, y: 100 } } });
    if (anchored?.kind !== 'anchor') throw new Error('no anchor');
    const down = { ...anchored.draft, cursor: { x: 160, y: 140 } };
    expect(keyboardMark('Enter', { shiftKey: false }, down, MarkShape.Rect, PAGE)).toMatchObject({
      kind: 'done',
      geometry: { shape: MarkShape.Rect, x: 100, y: 100, width: 60, height: 40 },
      draft: { anchor: null },
    });
    expect(keyboardMark('Escape', { shiftKey: false }, down, MarkShape.Rect, PAGE)).toMatchObject({
      kind: 'cancel',
      draft: { anchor: null },
    });
    expect(keyboardMark('a', { shiftKey: false }, down, MarkShape.Rect, PAGE)).toBeNull();
  });
  it('keeps the cursor on the page', () => {
    const corner = { cursor: { x: 0, y: 0 }, anchor: null };
    expect(keyboardMark('ArrowUp', { shiftKey: false }, corner, MarkShape.Rect, PAGE)).toMatchObject({
      draft: { cursor: { x: 0, y: 0 } },
    });
  });
});

describe('drawing the shapes', () => {
  it('scallops a cloud along each side and closes it', () => {
    const d = cloudPath({ x: 0, y: 0, width: 56, height: 28 }, 14);
    expect(d.startsWith('M 0 0')).toBe(true);
    expect(d.endsWith('Z')).toBe(true);
    expect(d.match(/A /g)).toHaveLength(4 + 2 + 4 + 2);
  });
  it('points the arrow’s head at its end', () => {
    expect(arrowHeadPath({ x1: 0, y1: 0, x2: 100, y2: 0 }, 10)).toMatch(
      /^M 90\.\d+ [\d.-]+ L 100 0 L 90\.\d+ -?[\d.]+$/,
    );
  });
});

const mark = (overrides: Partial<ProofMark>): ProofMark => ({
  id: 'm',
  actId: 'a',
  resId: 'r1',
  recordId: 'rec1',
  verNum: 1,
  page: 1,
  geometry: { shape: MarkShape.Rect, x: 0, y: 0, width: 10, height: 10 },
  opinionType: 6,
  comment: '意见',
  specialty: null,
  markUserId: 'u1',
  markUserName: '李婷',
  status: MarkStatus.Unconfirmed,
  replies: [],
  createTime: '2026-11-27 10:00:00',
  ...overrides,
});

describe('the marks list', () => {
  const marks = [
    mark({ id: '1' }),
    mark({ id: '2', markUserId: 'u2', markUserName: '吴磊', opinionType: 4 }),
    mark({ id: '3', page: 2 }),
    mark({ id: '4', resId: 'r2' }),
  ];
  it('keeps the drawing’s page, by reviewer and type', () => {
    const where = { resId: 'r1', page: 1 };
    expect(visibleMarks(marks, where, { reviewer: null, type: null }).map((m) => m.id)).toEqual(['1', '2']);
    expect(visibleMarks(marks, where, { reviewer: 'u2', type: null }).map((m) => m.id)).toEqual(['2']);
    expect(visibleMarks(marks, where, { reviewer: null, type: 6 }).map((m) => m.id)).toEqual(['1']);
  });
  it('lists each reviewer once', () => {
    expect(reviewersOf(marks)).toEqual([
      { userId: 'u1', realname: '李婷' },
      { userId: 'u2', realname: '吴磊' },
    ]);
  });
});

describe('the operation record pages', () => {
  const page = (n: number) => ({ list: Array.from({ length: n }, (_, i) => i) });
  it('asks for the next page until every entry is in', () => {
    expect(nextLogPage([page(50)], 60)).toBe(2);
    expect(nextLogPage([page(50), page(10)], 60)).toBeUndefined();
    expect(nextLogPage([page(3)], 3)).toBeUndefined();
    expect(nextLogPage([page(0)], 0)).toBeUndefined();
  });
  it('stops on an empty page even when the total says more (entries went meanwhile)', () => {
    expect(nextLogPage([page(50), page(0)], 60)).toBeUndefined();
  });
  it('is near the end within the margin', () => {
    expect(nearEnd({ scrollTop: 0, clientHeight: 300, scrollHeight: 1000 })).toBe(false);
    expect(nearEnd({ scrollTop: 660, clientHeight: 300, scrollHeight: 1000 })).toBe(true);
    expect(nearEnd({ scrollTop: 600, clientHeight: 300, scrollHeight: 1000 }, 100)).toBe(true);
  });
});
