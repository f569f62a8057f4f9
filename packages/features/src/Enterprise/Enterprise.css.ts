import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

const { neutral } = vars.color;

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const regionRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: 600,
  color: neutral.text,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const term = style({ color: neutral.textSecondary });

export const value = style({ margin: 0, color: neutral.text, wordBreak: 'break-all' });

export const actions = style({ display: 'flex', gap: vars.space.xs });

export const avatarRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const avatar = style({
  width: 64,
  height: 64,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${neutral.border}`,
});

export const editor = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
