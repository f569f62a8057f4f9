import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const { neutral, error } = vars.color;

/** A prefix or suffix inside the input's surface (an icon, a unit such as "mm"). */
export const affix = style({
  display: 'inline-flex',
  alignItems: 'center',
  flex: 'none',
  color: neutral.textSecondary,
});

/** Ant Design's clear control: a grey glyph, darker on hover, out of the tab order. */
export const clearButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: neutral.textPlaceholder,
  cursor: 'pointer',
  borderRadius: vars.radius.full,
  outline: 'none',
  transition: `color ${vars.motion.duration.normal}`,
  selectors: {
    '&[data-hovered]': { color: neutral.text },
    '&[data-focus-visible]': { boxShadow: vars.shadow.focus },
  },
});

/** The "n/max" counter; the error colour once the limit is reached. */
export const counter = recipe({
  base: {
    flex: 'none',
    color: neutral.textSecondary,
    fontSize: vars.font.size.sm,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    atLimit: { true: { color: error.text }, false: {} },
  },
  defaultVariants: { atLimit: false },
});
