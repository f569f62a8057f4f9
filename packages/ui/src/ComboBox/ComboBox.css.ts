import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const { neutral, brand } = vars.color;

/** Added to `inputSurface` on the group around the input: the open state comes from the ComboBox root. */
export const group = style({
  paddingInlineEnd: 0,
  selectors: {
    '[data-open] > &': { borderColor: brand.solid, boxShadow: `0 0 0 2px ${brand.subtle}` },
  },
});

export const chevronButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'stretch',
  flexShrink: 0,
  width: 28,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: neutral.textSecondary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-disabled]': { color: neutral.textDisabled, cursor: 'not-allowed' },
  },
});

export const chevron = style({
  transition: `transform ${vars.motion.duration.normal}`,
  selectors: {
    '[data-open] > * > * > &': { transform: 'rotate(180deg)' },
  },
});

export const loadingState = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.sm,
});
