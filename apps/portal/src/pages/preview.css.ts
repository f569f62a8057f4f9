import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

const { neutral } = vars.color;

export const shell = style({
  height: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: neutral.background,
});

export const bar = style({
  flex: '0 0 48px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingInline: vars.space.lg,
  background: neutral.surface,
  borderBottom: `1px solid ${neutral.divider}`,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const frame = style({ flex: 1, width: '100%', border: 0, background: neutral.surface });

export const image = style({ flex: 1, minHeight: 0, objectFit: 'contain', padding: vars.space.lg });

export const state = style({ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' });

export const fill = style({ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' });
