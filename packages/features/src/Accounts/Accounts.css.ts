import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

/** The code field and its send button on one line, the button level with the input (below the label). */
export const codeRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const codeInput = style({ flex: 1, minWidth: 0 });

/** The label's height above the input, so that the button sits beside the box. */
export const sendButton = style({
  marginTop: `calc(${vars.font.lineHeight.sm} + ${vars.space.xs})`,
  minWidth: '8.5em',
  flexShrink: 0,
});
