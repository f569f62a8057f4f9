import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { inlineControlRule } from '../utils/inlineControl.css';

const { brand, error, neutral } = vars.color;

/**
 * The clickable label of a checkbox (RAC `CheckboxButton`). It carries the state
 * attributes (`data-selected`, `data-indeterminate`, `data-hovered`, ...) that
 * `checkboxBox` and `checkboxMark` key on.
 */
export const checkboxRoot = style({
  ...inlineControlRule,
  userSelect: 'none',
  position: 'relative',
  outline: 'none',
});

/** The CheckboxField wrapper: the button, then its description or error. */
export const checkboxField = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

/**
 * Ant Design's 16px box. Reused as is by Tree and Table (they render `Checkbox`
 * itself), exported for any other place that needs the same look.
 */
export const checkboxBox = style({
  boxSizing: 'border-box',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 16,
  height: 16,
  borderRadius: 4,
  border: `1px solid ${neutral.border}`,
  background: neutral.surface,
  color: brand.onSolid,
  transition: `background-color ${vars.motion.duration.fast}, border-color ${vars.motion.duration.fast}`,
  selectors: {
    [`${checkboxRoot}[data-hovered]:not([data-disabled]) &`]: { borderColor: brand.solidHover },
    [`${checkboxRoot}[data-selected] &, ${checkboxRoot}[data-indeterminate] &`]: {
      background: brand.solid,
      borderColor: brand.solid,
    },
    [`${checkboxRoot}[data-selected][data-hovered]:not([data-disabled]) &, ${checkboxRoot}[data-indeterminate][data-hovered]:not([data-disabled]) &`]:
      { background: brand.solidHover, borderColor: brand.solidHover },
    [`${checkboxRoot}[data-pressed]:not([data-disabled]) &`]: { borderColor: brand.solidActive },
    [`${checkboxRoot}[data-invalid] &`]: { borderColor: error.solid },
    [`${checkboxRoot}[data-invalid][data-selected] &, ${checkboxRoot}[data-invalid][data-indeterminate] &`]: {
      background: error.solid,
      borderColor: error.solid,
    },
    [`${checkboxRoot}[data-focus-visible] &`]: { boxShadow: vars.shadow.focus },
    [`${checkboxRoot}[data-disabled] &`]: {
      background: neutral.surfaceDisabled,
      borderColor: neutral.border,
      color: neutral.textDisabled,
    },
  },
});

/** The check mark or dash inside the box. */
export const checkboxMark = recipe({
  base: { display: 'block', pointerEvents: 'none' },
  variants: {
    visible: { true: {}, false: { visibility: 'hidden' } },
  },
  defaultVariants: { visible: false },
});

/** A checkbox group's options. */
export const checkboxGroupItems = recipe({
  base: { display: 'flex', flexWrap: 'wrap' },
  variants: {
    orientation: {
      horizontal: { flexDirection: 'row', columnGap: vars.space.lg, rowGap: vars.space.sm },
      vertical: { flexDirection: 'column', gap: vars.space.sm },
    },
  },
  defaultVariants: { orientation: 'horizontal' },
});
