import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const { neutral } = vars.color;

/**
 * The floating surface every overlay list shares (Popover, Select, ComboBox, MultiSelect, Menu):
 * Ant Design 5's white card with an 8px radius and the elevated shadow.
 */
export const popoverSurface = style({
  boxSizing: 'border-box',
  background: neutral.surface,
  color: neutral.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  outline: 'none',
  zIndex: vars.zIndex.popover,
});

/** A list in a popover (Select, ComboBox, Menu): as wide as its trigger at least, scrolling past 256px. */
export const listPopover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: 256,
  overflowY: 'auto',
  padding: vars.space.xs,
});

export const popover = style({
  maxWidth: 360,
});

export const dialog = style({
  outline: 'none',
  padding: `${vars.space.md} ${vars.space.lg}`,
});

export const title = style({
  margin: 0,
  marginBottom: vars.space.sm,
  color: neutral.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  fontWeight: vars.font.weight.semibold,
});

export const arrow = style({
  display: 'block',
});

/** The arrow drawn pointing down; turned by the placement RAC puts on the OverlayArrow. */
export const arrowSvg = style({
  display: 'block',
  fill: neutral.surface,
  // White on a white page: a hairline edge, as Ant Design's arrow has (turns with the arrow).
  filter: `drop-shadow(0 1px 0 ${neutral.border})`,
  selectors: {
    '[data-placement=bottom] > &': { transform: 'rotate(180deg)' },
    '[data-placement=left] > &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] > &': { transform: 'rotate(90deg)' },
  },
});
