import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const { neutral } = vars.color;

/**
 * A clickable control with its label beside it (Checkbox, Radio, Switch): one inline row in body
 * text, a pointer, grey and not-allowed when disabled. A plain style object: each control's
 * stylesheet makes its own class of it (adding its own declarations), so its place in the cascade
 * stays its own.
 */
export const inlineControlRule = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: neutral.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: neutral.textDisabled, cursor: 'not-allowed' },
  },
} satisfies StyleRule;
