import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const { brand, error, neutral } = vars.color;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    boxSizing: 'border-box',
    borderWidth: 1,
    borderStyle: 'solid',
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontWeight: vars.font.weight.regular,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outline: 'none',
    userSelect: 'none',
    textDecoration: 'none',
    transition: `background-color ${vars.motion.duration.normal} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.normal}, color ${vars.motion.duration.normal}`,
    selectors: {
      '&[data-focus-visible]': { boxShadow: vars.shadow.focus },
      '&[data-disabled]': {
        cursor: 'not-allowed',
        color: neutral.textDisabled,
        background: neutral.surfaceDisabled,
        borderColor: neutral.border,
      },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: brand.solid,
        borderColor: brand.solid,
        color: brand.onSolid,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: brand.solidHover, borderColor: brand.solidHover },
          '&[data-pressed]:not([data-disabled])': { background: brand.solidActive, borderColor: brand.solidActive },
        },
      },
      default: {
        background: neutral.surface,
        borderColor: neutral.border,
        color: neutral.text,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { borderColor: brand.solidHover, color: brand.text },
          '&[data-pressed]:not([data-disabled])': { borderColor: brand.solidActive, color: brand.solidActive },
        },
      },
      dashed: {
        background: neutral.surface,
        borderColor: neutral.border,
        borderStyle: 'dashed',
        color: neutral.text,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { borderColor: brand.solidHover, color: brand.text },
          '&[data-pressed]:not([data-disabled])': { borderColor: brand.solidActive, color: brand.solidActive },
        },
      },
      text: {
        background: 'transparent',
        borderColor: 'transparent',
        color: neutral.text,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: neutral.surfaceHover },
          '&[data-pressed]:not([data-disabled])': { background: neutral.divider },
          '&[data-disabled]': { background: 'transparent', borderColor: 'transparent' },
        },
      },
      link: {
        background: 'transparent',
        borderColor: 'transparent',
        color: brand.text,
        paddingInline: 0,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { color: brand.solidHover },
          '&[data-pressed]:not([data-disabled])': { color: brand.solidActive },
          '&[data-disabled]': { background: 'transparent', borderColor: 'transparent' },
        },
      },
    },
    danger: { true: {}, false: {} },
    size: {
      sm: { height: vars.size.controlSm, paddingInline: 7, fontSize: vars.font.size.sm, borderRadius: vars.radius.sm },
      md: { height: vars.size.controlMd, paddingInline: 15, fontSize: vars.font.size.sm },
      lg: { height: vars.size.controlLg, paddingInline: 15, fontSize: vars.font.size.md, borderRadius: vars.radius.lg },
    },
    block: { true: { display: 'flex', width: '100%' }, false: {} },
    iconOnly: { true: { paddingInline: 0, aspectRatio: '1 / 1' }, false: {} },
  },
  compoundVariants: [
    {
      variants: { variant: 'primary', danger: true },
      style: {
        background: error.solid,
        borderColor: error.solid,
        color: error.onSolid,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: error.solidHover, borderColor: error.solidHover },
          '&[data-pressed]:not([data-disabled])': { background: error.solidActive, borderColor: error.solidActive },
        },
      },
    },
    ...(['default', 'dashed'] as const).map((variant) => ({
      variants: { variant, danger: true as const },
      style: {
        borderColor: error.solid,
        color: error.text,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { borderColor: error.solidHover, color: error.solidHover },
          '&[data-pressed]:not([data-disabled])': { borderColor: error.solidActive, color: error.solidActive },
        },
      },
    })),
    ...(['text', 'link'] as const).map((variant) => ({
      variants: { variant, danger: true as const },
      style: { color: error.text },
    })),
  ],
  defaultVariants: { variant: 'default', size: 'md', danger: false, block: false, iconOnly: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
