import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const { neutral } = vars.color;

export const collapse = recipe({
  base: {
    color: neutral.text,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.sm,
    borderRadius: vars.radius.lg,
  },
  variants: {
    variant: {
      bordered: { border: `1px solid ${neutral.border}`, background: neutral.surfaceSubtle, overflow: 'hidden' },
      ghost: { background: 'transparent' },
    },
  },
  defaultVariants: { variant: 'bordered' },
});

export const panel = recipe({
  variants: {
    variant: {
      bordered: { selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${neutral.border}` } } },
      ghost: {},
    },
  },
  defaultVariants: { variant: 'bordered' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingInlineEnd: vars.space.lg,
});

export const heading = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  font: 'inherit',
});

export const trigger = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  width: '100%',
  boxSizing: 'border-box',
  padding: `${vars.space.md} 0 ${vars.space.md} ${vars.space.lg}`,
  border: 'none',
  background: 'none',
  color: neutral.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-focus-visible]': { boxShadow: `inset ${vars.shadow.focus}` },
    '&[data-disabled]': { color: neutral.textDisabled, cursor: 'not-allowed' },
  },
});

export const chevron = style({
  flexShrink: 0,
  marginTop: 4,
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const extra = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
});

export const content = recipe({
  base: { padding: vars.space.lg },
  variants: {
    variant: {
      bordered: { background: neutral.surface, borderTop: `1px solid ${neutral.border}` },
      ghost: { paddingTop: vars.space.xs },
    },
  },
  defaultVariants: { variant: 'bordered' },
});
