import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const { brand, neutral } = vars.color;

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: neutral.text,
});

export const list = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0, padding: 0 });

export const item = style({ listStyle: 'none' });

export const total = style({ marginInlineEnd: vars.space.sm, color: neutral.textSecondary });

/** Ant Design's page item: 32px square, the current page outlined in the brand colour. */
export const page = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 32,
  height: 32,
  paddingInline: 6,
  border: `1px solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: neutral.surfaceHover },
    '&[data-focus-visible]': { boxShadow: vars.shadow.focus },
    '&[aria-current="page"]': { borderColor: brand.solid, color: brand.text, background: neutral.surface },
    '&[data-disabled]': { color: neutral.textDisabled, cursor: 'not-allowed' },
  },
});

export const gap = style({
  display: 'inline-flex',
  justifyContent: 'center',
  minWidth: 32,
  color: neutral.textSecondary,
  letterSpacing: 2,
});
