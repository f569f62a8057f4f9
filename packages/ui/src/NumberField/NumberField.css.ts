import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const { neutral, brand } = vars.color;

/** The box: the steppers sit flush against its right edge. */
export const surface = style({
  position: 'relative',
  paddingInlineEnd: 30,
  overflow: 'hidden',
  selectors: {
    '&[data-disabled], &[data-readonly]': { paddingInlineEnd: 11 },
  },
});

/** Ant Design's handler column: up above down, a hairline between them. */
export const steppers = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  display: 'flex',
  flexDirection: 'column',
  width: 22,
  borderInlineStart: `1px solid ${neutral.border}`,
  selectors: {
    '[data-disabled] &, [data-readonly] &': { display: 'none' },
  },
});

export const stepper = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 0,
  overflow: 'hidden',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: neutral.textSecondary,
  cursor: 'pointer',
  outline: 'none',
  transition: `color ${vars.motion.duration.normal}, flex-grow ${vars.motion.duration.normal}`,
  selectors: {
    '& + &': { borderTop: `1px solid ${neutral.border}` },
    '&[data-hovered]:not([data-disabled])': { color: brand.text, flexGrow: 1.5 },
    '&[data-pressed]:not([data-disabled])': { background: neutral.surfaceHover },
    '&[data-disabled]': { color: neutral.textDisabled, cursor: 'not-allowed' },
  },
});
