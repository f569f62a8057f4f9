import { describe, expect, it } from 'vitest';
import { fixturePdf } from './pdf';

const text = (bytes: Uint8Array) => String.fromCharCode(...bytes);

describe('fixturePdf', () => {
  it('writes a PDF whose cross-reference table points at its objects', () => {
    const pdf = text(fixturePdf([['Sheet 1'], ['Sheet 2']]));
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    expect(pdf).toContain('/Count 2');
    const startxref = Number(/startxref\n(\d+)\n/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startxref).matchAll(/(\d{10}) 00000 n /g)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, i) => {
      expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true);
    });
  });

  it('keeps the text ASCII and escapes what PDF strings cannot hold', () => {
    const pdf = text(fixturePdf([['建施 (01) \\ A']]));
    expect(pdf).toContain('(?? \\(01\\) \\\\ A) Tj');
    expect([...pdf].every((c) => c.charCodeAt(0) < 128)).toBe(true);
  });
});
