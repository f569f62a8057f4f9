import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

const { neutral } = vars.color;

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** A list scrolls inside its panel, so that a long one leaves the others and the footer in view. */
export const files = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: 280,
  overflowY: 'auto',
});

export const file = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${neutral.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const fileName = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  color: neutral.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  wordBreak: 'break-all',
});

export const path = style({
  color: neutral.textSecondary,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
});

export const reasons = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: neutral.text,
});

export const reason = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  width: '100%',
});

export const footerStart = style({ marginInlineEnd: 'auto' });

export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.lg} 0`,
});
