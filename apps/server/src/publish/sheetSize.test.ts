import { publishSizeNames } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import { ISO_SIZES_MM, MM_PER_POINT, SIZE_TOLERANCE_MM, sheetSizeName, sheetSizeNameMm } from './sheetSize';

const pt = (mm: number) => mm / MM_PER_POINT;

describe('sheetSizeNameMm', () => {
  it('names the ISO sizes in either orientation', () => {
    expect(sheetSizeNameMm(1189, 841)).toBe('A0');
    expect(sheetSizeNameMm(841, 594)).toBe('A1');
    expect(sheetSizeNameMm(594, 841)).toBe('A1');
    expect(sheetSizeNameMm(594, 420)).toBe('A2');
    expect(sheetSizeNameMm(420, 297)).toBe('A3');
    expect(sheetSizeNameMm(210, 297)).toBe('A4');
  });

  it('takes the smallest paper whose short side holds the page', () => {
    expect(sheetSizeNameMm(100, 80)).toBe('A4');
    expect(sheetSizeNameMm(300, 300)).toBe('A3');
    expect(sheetSizeNameMm(500, 600)).toBe('A1');
    // Within the tolerance a page is still printed on the size.
    expect(sheetSizeNameMm(594 + SIZE_TOLERANCE_MM - 0.5, 841)).toBe('A1');
    expect(sheetSizeNameMm(594 + SIZE_TOLERANCE_MM + 0.5, 841)).toBe('A0');
  });

  it('counts a lengthened long side in eighths of the base length', () => {
    const step = ISO_SIZES_MM.A1.long / 8;
    expect(sheetSizeNameMm(594, 841 + SIZE_TOLERANCE_MM)).toBe('A1');
    expect(sheetSizeNameMm(594, 841 + step)).toBe('A1+0.125');
    expect(sheetSizeNameMm(594, 841 + step + SIZE_TOLERANCE_MM)).toBe('A1+0.125');
    expect(sheetSizeNameMm(594, 841 + step + SIZE_TOLERANCE_MM + 1)).toBe('A1+0.25');
    expect(sheetSizeNameMm(594, 841 + 4 * step)).toBe('A1+0.5');
    expect(sheetSizeNameMm(594, 841 * 2)).toBe('A1+1');
    expect(sheetSizeNameMm(420, 1189)).toBe('A2+1');
    for (let k = 1; k <= 8; k += 1) expect(sheetSizeNameMm(297, 420 + (k * 420) / 8)).toBe(`A3+${k / 8}`);
  });

  it('calls oversize what is longer than twice the base, or wider than A0', () => {
    expect(sheetSizeNameMm(594, 841 * 2 + SIZE_TOLERANCE_MM + 1)).toBe('A1超长');
    expect(sheetSizeNameMm(210, 1000)).toBe('A4超长');
    expect(sheetSizeNameMm(900, 1200)).toBe('A0超长');
  });

  it('answers only names a calculation rule can price', () => {
    const names = new Set(publishSizeNames());
    for (let w = 50; w <= 1000; w += 37)
      for (let h = 50; h <= 2600; h += 53) expect(names).toContain(sheetSizeNameMm(w, h));
  });

  it('refuses a page without an area', () => {
    expect(() => sheetSizeNameMm(0, 100)).toThrow(RangeError);
    expect(() => sheetSizeNameMm(Number.NaN, 100)).toThrow(RangeError);
  });
});

describe('sheetSizeName', () => {
  it('reads PDF points', () => {
    expect(sheetSizeName(pt(841), pt(594))).toBe('A1');
    // The demo seed's A1 sheet in points, as pdf-lib writes it.
    expect(sheetSizeName(2383.937, 1683.78)).toBe('A1');
    expect(sheetSizeName(595.28, 841.89)).toBe('A4');
    expect(sheetSizeName(pt(594), pt(841 * 1.5))).toBe('A1+0.5');
  });
});
