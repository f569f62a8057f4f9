import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { inlineControlRule } from '../utils/inlineControl.css';

const { neutral, brand } = vars.color;

export const root = style(inlineControlRule);

const handleGap = 2;

/** Ant Design's pill: grey when off, brand when on; the handle slides across. */
export const track = recipe({
  base: {
    position: 'relative',
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    flex: 'none',
    borderRadius: vars.radius.full,
    // Darker than Ant Design's grey so the white on/off text stays readable (WCAG AA).
    background: neutral.textSecondary,
    color: brand.onSolid,
    transition: `background-color ${vars.motion.duration.normal}`,
    selectors: {
      [`${root}[data-hovered]:not([data-disabled]) &`]: { background: neutral.text },
      [`${root}[data-selected] &`]: { background: brand.solid },
      [`${root}[data-selected][data-hovered]:not([data-disabled]) &`]: { background: brand.solidHover },
      [`${root}[data-focus-visible] &`]: { boxShadow: vars.shadow.focus },
      [`${root}[data-disabled] &`]: { opacity: 0.65 },
    },
  },
  variants: {
    size: {
      sm: { height: 16, minWidth: 28, fontSize: vars.font.size.xs, lineHeight: '16px' },
      md: { height: 22, minWidth: 44, fontSize: vars.font.size.xs, lineHeight: '22px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const handle = recipe({
  base: {
    position: 'absolute',
    top: handleGap,
    insetInlineStart: handleGap,
    borderRadius: vars.radius.full,
    background: brand.onSolid,
    boxShadow: '0 2px 4px 0 rgba(0, 35, 11, 0.2)',
    transition: `inset-inline-start ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  },
  variants: {
    size: {
      sm: {
        width: 12,
        height: 12,
        selectors: { [`${root}[data-selected] &`]: { insetInlineStart: `calc(100% - ${12 + handleGap}px)` } },
      },
      md: {
        width: 18,
        height: 18,
        selectors: { [`${root}[data-selected] &`]: { insetInlineStart: `calc(100% - ${18 + handleGap}px)` } },
      },
    },
  },
  defaultVariants: { size: 'md' },
});

/** The on/off text inside the pill, on the side away from the handle. */
export const inner = recipe({
  base: { whiteSpace: 'nowrap' },
  variants: {
    size: {
      sm: {
        paddingInline: `${12 + handleGap * 2}px 6px`,
        selectors: { [`${root}[data-selected] &`]: { paddingInline: `6px ${12 + handleGap * 2}px` } },
      },
      md: {
        paddingInline: `${18 + handleGap * 2}px 7px`,
        selectors: { [`${root}[data-selected] &`]: { paddingInline: `7px ${18 + handleGap * 2}px` } },
      },
    },
  },
  defaultVariants: { size: 'md' },
});
