import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

const { neutral } = vars.color;

export const editor = style({
  display: 'grid',
  gridTemplateColumns: '200px minmax(0, 1fr) 220px',
  gap: vars.space.md,
  alignItems: 'start',
});

export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const fileStatus = style({
  fontSize: vars.font.size.xs,
  color: neutral.textSecondary,
  selectors: { '&[data-configured]': { color: vars.color.success.text } },
});

export const sheet = style({
  position: 'relative',
  border: `1px solid ${neutral.border}`,
  background: neutral.surface,
  overflow: 'hidden',
  userSelect: 'none',
});

export const box = style({
  position: 'absolute',
  boxSizing: 'border-box',
  margin: 0,
  padding: 0,
  border: `2px solid ${vars.color.brand.solid}`,
  background: 'rgba(20, 99, 216, 0.12)',
  color: vars.color.brand.text,
  fontSize: vars.font.size.xs,
  lineHeight: 1.2,
  overflow: 'hidden',
  cursor: 'move',
  touchAction: 'none',
  selectors: {
    '&[data-kind="registration"], &[data-kind="output"], &[data-kind="custom"]': {
      borderColor: vars.color.error.solid,
      background: 'rgba(201, 48, 44, 0.1)',
      color: vars.color.error.text,
    },
    '&[data-selected]': { outline: `2px dashed ${neutral.text}`, outlineOffset: '1px' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const measures = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
});

export const hint = style({ fontSize: vars.font.size.xs, color: neutral.textSecondary, margin: 0 });
