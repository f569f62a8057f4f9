import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const { neutral } = vars.color;

export const root = style({
  position: 'relative',
  minWidth: 0,
  boxSizing: 'border-box',
  border: `1px solid ${neutral.border}`,
  borderRadius: vars.radius.lg,
  background: neutral.surface,
  color: neutral.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  overflow: 'hidden',
});

/** The list's full height (px), set inline: only the visible rows are in the DOM. */
export const totalSize = createVar();

/**
 * The list itself is the scroll container (focusable, so keyboard users can scroll it); its
 * `::after` is as tall as all the rows, the rendered rows are positioned over it.
 */
export const scroller = style({
  position: 'relative',
  height: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowY: 'auto',
  overflowAnchor: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    '&::after': { content: '""', display: 'block', height: totalSize },
  },
});

export const item = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space.lg,
  borderBottom: `1px solid ${neutral.divider}`,
  selectors: {
    '&:hover': { background: neutral.surfaceHover },
  },
});

export const placeholder = style({
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: neutral.textSecondary,
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: `color-mix(in srgb, ${neutral.surface} 65%, transparent)`,
});
