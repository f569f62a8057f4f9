import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  marginBlockEnd: vars.space.md,
});

export const search = style({ width: 260 });

export const name = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const pagination = style({ marginBlockStart: vars.space.md, justifyContent: 'flex-end' });
