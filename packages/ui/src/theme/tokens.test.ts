import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../utils/contrast';
import { darkTokens, lightTokens, statusTones, type ThemeTokens } from './tokens';

const AA = 4.5;
describe.each([
  ['light', lightTokens],
  ['dark', darkTokens],
] as Array<[string, ThemeTokens]>)('%s theme contrast (WCAG AA, 4.5:1)', (_name, tokens) => {
  const { neutral } = tokens.color;
  it.each(statusTones)('%s: label on solid, solid hover and solid pressed', (tone) => {
    const t = tokens.color[tone];
    for (const bg of [t.solid, t.solidHover, t.solidActive]) {
      expect(contrastRatio(t.onSolid, bg)).toBeGreaterThanOrEqual(AA);
    }
  });

  it.each(statusTones)('%s: text on surface and on its subtle background', (tone) => {
    const t = tokens.color[tone];
    expect(contrastRatio(t.text, neutral.surface)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(t.text, t.subtle)).toBeGreaterThanOrEqual(AA);
  });

  it('neutral text, secondary text and placeholders on every surface', () => {
    for (const fg of [neutral.text, neutral.textSecondary, neutral.textPlaceholder]) {
      for (const bg of [neutral.surface, neutral.surfaceSubtle]) {
        expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(AA);
      }
    }
    expect(contrastRatio(neutral.text, neutral.background)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(neutral.textSecondary, neutral.background)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(neutral.onTooltip, neutral.tooltip)).toBeGreaterThanOrEqual(AA);
  });
});

describe('contrast', () => {
  it('the contrast function agrees with known WCAG values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(() => contrastRatio('blue', '#fff')).toThrow();
  });
});
