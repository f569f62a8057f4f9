import { vars } from '@atelier/ui';
import { globalStyle, style } from '@vanilla-extract/css';

const { neutral, brand } = vars.color;

/** The chart takes its container's width (measured), so its text stays at the body's size at any width. */
export const frame = style({ width: '100%', minWidth: 0 });

export const svg = style({ display: 'block', overflow: 'visible' });

export const axisText = style({
  fill: neutral.textSecondary,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const valueText = style([axisText, { fill: neutral.text }]);

export const gridLine = style({ stroke: neutral.divider, strokeWidth: 1 });

export const baseLine = style({ stroke: neutral.border, strokeWidth: 1 });

/** A bar: one tab stop for the chart, the arrow keys move between bars (the focused one outlined). */
export const bar = style({ outline: 'none', cursor: 'default' });

export const barRect = style({ fill: brand.solid });

/** 其他: the rest of a ranking, set apart in grey. */
export const otherRect = style({ fill: neutral.borderStrong });

globalStyle(`${bar}:hover rect, ${bar}:focus-visible rect`, { fill: brand.solidActive });
globalStyle(`${bar}:focus-visible rect`, { stroke: vars.color.focusRing, strokeWidth: 2, paintOrder: 'stroke' });
globalStyle(`${bar}:focus-visible text`, { fontWeight: vars.font.weight.semibold });
