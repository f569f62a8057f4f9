import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

const { neutral, brand, error } = vars.color;

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 360,
  maxWidth: '90vw',
});

export const toolbar = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });

export const filter = style({ flex: '1 1 140px', minWidth: 120 });

export const scroller = style({
  maxHeight: 360,
  overflowY: 'auto',
  borderTop: `1px solid ${neutral.divider}`,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({ borderBottom: `1px solid ${neutral.divider}` });

export const itemButton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  textAlign: 'start',
  font: 'inherit',
  color: neutral.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: neutral.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

export const itemHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const unreadDot = style({
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  background: error.solid,
  flex: 'none',
});

export const readDot = style({ width: 8, height: 8, flex: 'none' });

export const message = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  wordBreak: 'break-all',
});

export const meta = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  color: neutral.textSecondary,
});

export const status = style({
  padding: vars.space.md,
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  color: neutral.textSecondary,
});

export const footer = style({ display: 'flex', justifyContent: 'flex-end' });

export const link = style({ color: brand.text });

export const centre = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const srOnly = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
