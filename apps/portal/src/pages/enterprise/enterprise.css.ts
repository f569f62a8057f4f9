import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

export const card = style({
  flex: 1,
  background: vars.color.neutral.surface,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  minWidth: 0,
});

export const panel = style({ paddingBlockStart: vars.space.md });

export const certificate = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: 760 });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});

export const term = style({ color: vars.color.neutral.textSecondary });

export const value = style({ margin: 0, wordBreak: 'break-all' });

export const pem = style({
  margin: 0,
  padding: vars.space.md,
  background: vars.color.neutral.surfaceSubtle,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  overflowX: 'auto',
});

export const hint = style({ margin: 0, color: vars.color.neutral.textSecondary });
