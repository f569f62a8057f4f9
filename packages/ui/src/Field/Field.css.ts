import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const { neutral, brand, error } = vars.color;

/** The vertical stack of a form field: label, control, description or error. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xxs,
  color: neutral.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

/**
 * Ant Design's red asterisk before a required field's label, in the theme's font: Ant's `SimSun, sans-serif` left
 * the glyph to the generic family, which Chromium resolves by the content's language, so the mark changed shape
 * inside dialogs (portalled out of the provider's `lang`) when Chromium 156.0.8078.108 stopped falling back to the
 * browser's locale there.
 */
export const requiredMark = style({
  color: error.text,
  marginInlineEnd: vars.space.xxs,
});

export const description = style({
  color: neutral.textSecondary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const fieldError = style({
  color: error.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

/**
 * The bordered surface of a text-like control (input, select trigger, combo box).
 * Put it on the element that carries `data-focus-within`/`data-invalid`/`data-disabled`,
 * or on the input itself (`data-focused`).
 */
export const inputSurface = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    width: '100%',
    minWidth: 0,
    background: neutral.surface,
    border: `1px solid ${neutral.border}`,
    borderRadius: vars.radius.md,
    color: neutral.text,
    fontFamily: 'inherit',
    fontSize: vars.font.size.sm,
    transition: `border-color ${vars.motion.duration.normal}, box-shadow ${vars.motion.duration.normal}`,
    outline: 'none',
    selectors: {
      '&[data-hovered]:not([data-disabled])': { borderColor: brand.solidHover },
      '&[data-focused], &[data-focus-within], &[data-focus-visible]': {
        borderColor: brand.solid,
        boxShadow: `0 0 0 2px ${brand.subtle}`,
      },
      '&[data-invalid]': { borderColor: error.solid },
      '&[data-invalid][data-focused], &[data-invalid][data-focus-within]': { boxShadow: `0 0 0 2px ${error.subtle}` },
      '&[data-disabled]': { background: neutral.surfaceDisabled, color: neutral.textDisabled, cursor: 'not-allowed' },
    },
  },
  variants: {
    size: {
      sm: { minHeight: vars.size.controlSm, paddingInline: 7 },
      md: { minHeight: vars.size.controlMd, paddingInline: 11 },
      lg: { minHeight: vars.size.controlLg, paddingInline: 11, fontSize: vars.font.size.md },
    },
  },
  defaultVariants: { size: 'md' },
});

/** A bare input inside an `inputSurface` wrapper. */
export const bareInput = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  padding: 0,
  height: '100%',
  selectors: {
    '&::placeholder': { color: neutral.textPlaceholder },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** The "n/max" counter; the error colour once the limit is reached. */
export const counter = recipe({
  base: {
    flex: 'none',
    color: neutral.textSecondary,
    fontSize: vars.font.size.sm,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    atLimit: { true: { color: error.text }, false: {} },
  },
  defaultVariants: { atLimit: false },
});
