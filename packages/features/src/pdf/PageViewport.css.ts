import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

const { neutral } = vars.color;

export const viewport = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  minWidth: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: neutral.text,
});

export const level = style({
  minWidth: '4em',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

/** The scrolling pane: drag or the arrow keys pan, the page centred while it is smaller than the pane. */
export const pane = style({
  position: 'relative',
  height: 520,
  overflow: 'auto',
  display: 'grid',
  placeItems: 'center',
  padding: 8,
  background: neutral.background,
  border: `1px solid ${neutral.divider}`,
  borderRadius: vars.radius.md,
  cursor: 'grab',
  touchAction: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-dragging]': { cursor: 'grabbing' },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

/** Holds the page at its zoomed size before pdf.js has drawn it, so that scrolling can be set at once. */
export const sizer = style({
  boxShadow: vars.shadow.md,
  background: neutral.surface,
});
