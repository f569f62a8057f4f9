import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minWidth: 0,
});

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const title = style({
  margin: 0,
  color: vars.color.neutral.text,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  color: vars.color.neutral.textSecondary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

/** The actions stay together and wrap under the title on a narrow page rather than squeezing it. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
