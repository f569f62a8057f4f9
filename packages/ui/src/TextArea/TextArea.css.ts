import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The bordered box around a textarea: Ant Design's 4px 11px padding, top-aligned. */
export const surface = style({
  alignItems: 'stretch',
  paddingBlock: vars.space.xs,
});

export const textArea = style({
  display: 'block',
  width: '100%',
  lineHeight: vars.font.lineHeight.sm,
  resize: 'vertical',
  overflowY: 'auto',
});

/** Auto-sized: the height follows the text, so no resize handle. */
export const autoSized = style({
  resize: 'none',
});

/** Help text or error on the left, the counter on the right. */
export const footer = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const footerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});
