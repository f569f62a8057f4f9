import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: 32,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.neutral.text,
});

export const actions = style({ display: 'flex', gap: vars.space.xs });

export const muted = style({ color: vars.color.neutral.textSecondary });

export const pagination = style({ alignSelf: 'flex-end' });
