import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

const { neutral } = vars.color;

export const tag = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' });

export const muted = style({ color: neutral.textSecondary, fontSize: vars.font.size.sm });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

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

export const footer = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, width: '100%' });

export const footerStart = style({ marginInlineEnd: 'auto' });

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
  color: neutral.text,
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });

export const filter = style({ width: 200 });

export const actions = style({ display: 'flex', gap: vars.space.xs });

// Keys and serial numbers are read and typed whole: never broken across lines.
export const mono = style({ fontFamily: vars.font.family.mono, whiteSpace: 'nowrap' });

export const subject = style({ margin: 0, color: neutral.text, fontSize: vars.font.size.sm });
