import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

/** A publish centre page's card (the print shops, the price rules). */
export const card = style({
  flex: 1,
  background: vars.color.neutral.surface,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  minWidth: 0,
});
