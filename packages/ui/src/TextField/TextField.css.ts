import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const { neutral } = vars.color;

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
