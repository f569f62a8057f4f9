import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const { neutral, brand, warning } = vars.color;

/** Added to `inputSurface`: tags wrap onto more lines; the chevron keeps the end of the box. */
export const box = recipe({
  base: {
    position: 'relative',
    flexWrap: 'wrap',
    alignItems: 'center',
    paddingInlineStart: vars.space.xs,
    paddingInlineEnd: 28,
    cursor: 'pointer',
    selectors: {
      '&[data-open]': { borderColor: brand.solid, boxShadow: `0 0 0 2px ${brand.subtle}` },
      '&[data-disabled]': { cursor: 'not-allowed' },
    },
  },
  variants: {
    size: {
      sm: { paddingBlock: 1, paddingInlineStart: 2 },
      md: { paddingBlock: 3 },
      lg: { paddingBlock: 7 },
    },
  },
  defaultVariants: { size: 'md' },
});

/** The button filling the rest of the box: the placeholder lives in it, a click anywhere there opens the list. */
export const trigger = recipe({
  base: {
    flex: '1 1 40px',
    minWidth: 40,
    display: 'flex',
    alignItems: 'center',
    alignSelf: 'stretch',
    padding: 0,
    paddingInlineStart: 7,
    border: 'none',
    background: 'transparent',
    color: neutral.textPlaceholder,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'inherit',
    outline: 'none',
    selectors: {
      '&[data-disabled]': { color: neutral.textDisabled },
    },
  },
  variants: {
    size: {
      sm: { minHeight: 20, paddingInlineStart: 5, lineHeight: '20px' },
      md: { minHeight: 24 },
      lg: { minHeight: 24 },
    },
  },
  defaultVariants: { size: 'md' },
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: 11,
  top: '50%',
  marginTop: -7,
  color: neutral.textSecondary,
  transition: `transform ${vars.motion.duration.normal}`,
  selectors: {
    '[data-open] > * > &': { transform: 'rotate(180deg)' },
    '[data-disabled] > &': { color: neutral.textDisabled },
  },
});

export const popover = style({
  width: 'var(--trigger-width)',
  minWidth: 240,
  padding: vars.space.xs,
  display: 'flex',
  flexDirection: 'column',
});

/** The scroll container: the search stays on top (sticky) while the options scroll under it. */
export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  outline: 'none',
  minHeight: 0,
  maxHeight: 320,
  overflowY: 'auto',
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBottom: vars.space.xs,
  background: neutral.surface,
});

export const search = style({
  selectors: {
    '&:focus-within': { borderColor: brand.solid, boxShadow: `0 0 0 2px ${brand.subtle}` },
  },
});

export const searchIcon = style({ flexShrink: 0, color: neutral.textSecondary });

export const clear = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 16,
  height: 16,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: neutral.textSecondary,
  cursor: 'pointer',
  selectors: {
    '[data-empty] &': { visibility: 'hidden' },
    '&[data-hovered]': { color: neutral.text },
  },
});

export const warningMessage = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${warning.border}`,
  borderRadius: vars.radius.md,
  background: warning.subtle,
  color: warning.text,
});

export const warningIcon = style({ flexShrink: 0 });
