import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

const { neutral } = vars.color;

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.semibold,
  color: neutral.text,
});

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const stampSelect = style({ width: 200 });

export const configStatus = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: neutral.textSecondary,
  whiteSpace: 'nowrap',
  selectors: { '&[data-configured]': { color: vars.color.success.text } },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  width: '100%',
});
