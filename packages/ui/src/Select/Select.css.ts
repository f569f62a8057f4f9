import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const { neutral, brand, error } = vars.color;

/** Added to `inputSurface` on the trigger button: open and invalid states come from the Select root. */
export const trigger = style({
  justifyContent: 'space-between',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '[data-open] > &': { borderColor: brand.solid, boxShadow: `0 0 0 2px ${brand.subtle}` },
    '[data-invalid] > &': { borderColor: error.solid },
    '[data-invalid][data-open] > &, [data-invalid] > &[data-focused]': { boxShadow: `0 0 0 2px ${error.subtle}` },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: neutral.textPlaceholder },
    '[data-disabled] > &': { color: neutral.textDisabled },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: neutral.textSecondary,
  transition: `transform ${vars.motion.duration.normal}`,
  selectors: {
    '[data-open] > * > &': { transform: 'rotate(180deg)' },
    '[data-disabled] > &': { color: neutral.textDisabled },
  },
});
