import { describe, expect, it } from 'vitest';
import { CalcBoxKind, type CalcInfoContent } from '../entities/approval';
import { mmToPoints, PDF_POINTS_PER_MM, pointsToMm } from './frameTemplates';
import {
  calcInfoProblem,
  isCalcInfoRefusal,
  moveCalcInfoToPage,
  parseCalcInfo,
  StampConfigMessage,
} from './stampConfiguration';

const page = { width: 1191, height: 842 };
const box = { kind: CalcBoxKind.Registration, index: 0, x: 900, y: 700, width: 80, height: 60 };
const content: CalcInfoContent = { version: 1, page, boxes: [box] };
const problem = (c: CalcInfoContent) => calcInfoProblem(c, page)?.message ?? null;

describe('the stamp configuration', () => {
  it('converts with the specification’s factor', () => {
    expect(PDF_POINTS_PER_MM).toBe(2.8349293638);
    expect(pointsToMm(mmToPoints(44))).toBe(44);
    expect(pointsToMm(80)).toBe(28.2);
  });

  it('reads only the version-1 JSON with known kinds', () => {
    expect(parseCalcInfo(JSON.stringify(content))).toEqual(content);
    for (const text of [
      'x{',
      '[]',
      JSON.stringify({ ...content, version: 2 }),
      JSON.stringify({ ...content, boxes: [{ ...box, kind: 'seal' }] }),
    ]) {
      const parsed = parseCalcInfo(text);
      expect(isCalcInfoRefusal(parsed) && parsed.message, text).toBe(StampConfigMessage.Malformed);
    }
  });

  it('keeps every box inside the real page, large enough, once', () => {
    expect(problem(content)).toBeNull();
    expect(problem({ ...content, boxes: [{ ...box, x: 1150 }] })).toBe(StampConfigMessage.OutsidePage);
    expect(problem({ ...content, boxes: [{ ...box, y: -0.5 }] })).toBe(StampConfigMessage.OutsidePage);
    expect(problem({ ...content, boxes: [{ ...box, height: 5 }] })).toBe(StampConfigMessage.TooSmall);
    expect(problem({ ...content, boxes: [box, { ...box, x: 10 }] })).toBe(StampConfigMessage.Duplicate);
    const outputs = [0, 1].map((index) => ({ ...box, kind: CalcBoxKind.Output, index, x: 10 + index * 100 }));
    expect(problem({ ...content, boxes: outputs })).toBe(StampConfigMessage.Duplicate);
    expect(problem({ ...content, page: { width: 1000, height: 842 } })).toBe(StampConfigMessage.PageMismatch);
  });

  it('moves boxes with the bottom-right corner onto a page of another size', () => {
    const smaller = { width: 842, height: 595 };
    const moved = moveCalcInfoToPage(content, smaller);
    expect(moved.page).toEqual(smaller);
    expect(moved.boxes[0]).toMatchObject({ x: 900 - 349, y: 700 - 247 });
    expect(moveCalcInfoToPage(content, { width: 1191.5, height: 842 }).boxes).toEqual(content.boxes);
  });
});
