import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const bar = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  minWidth: 0,
  flex: '1 1 0',
  whiteSpace: 'nowrap',
});

export const leading = style({
  flexShrink: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  marginInlineEnd: 'auto',
});

/** The hidden copy the widths are read from: laid out, never seen, never in the way. */
export const measure = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  display: 'flex',
  gap: vars.space.sm,
  visibility: 'hidden',
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
  height: 0,
  width: 'max-content',
  overflow: 'hidden',
});
