import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { inlineControlRule } from '../utils/inlineControl.css';

const { neutral, brand } = vars.color;

/** The row (or column) of options between the label and the help text. */
export const options = recipe({
  base: { display: 'flex' },
  variants: {
    orientation: {
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' },
      vertical: { flexDirection: 'column', alignItems: 'flex-start' },
    },
    variant: {
      default: {},
      button: { flexWrap: 'nowrap', alignItems: 'stretch' },
    },
  },
  compoundVariants: [
    {
      variants: { orientation: 'horizontal', variant: 'default' },
      style: { columnGap: vars.space.sm, rowGap: vars.space.xs },
    },
    { variants: { orientation: 'vertical', variant: 'default' }, style: { gap: vars.space.sm } },
  ],
  defaultVariants: { orientation: 'horizontal', variant: 'default' },
});

/** A classic radio: a circle, then its label. */
export const radio = style({ ...inlineControlRule, paddingInlineEnd: vars.space.sm });

/** Ant Design 5's circle: filled with the brand colour and a white dot once selected. */
export const indicator = style({
  position: 'relative',
  boxSizing: 'border-box',
  flex: 'none',
  width: 16,
  height: 16,
  borderRadius: vars.radius.full,
  border: `1px solid ${neutral.borderStrong}`,
  background: neutral.surface,
  transition: `border-color ${vars.motion.duration.normal}, background-color ${vars.motion.duration.normal}`,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      margin: 'auto',
      width: 6,
      height: 6,
      borderRadius: vars.radius.full,
      background: brand.onSolid,
      transform: 'scale(0)',
      transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.out}`,
    },
    [`${radio}[data-hovered]:not([data-disabled]) &`]: { borderColor: brand.solid },
    [`${radio}[data-selected] &`]: { background: brand.solid, borderColor: brand.solid },
    [`${radio}[data-selected] &::after`]: { transform: 'scale(1)' },
    [`${radio}[data-pressed]:not([data-disabled]) &`]: { borderColor: brand.solidActive },
    [`${radio}[data-focus-visible] &`]: { boxShadow: vars.shadow.focus },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.error.solid },
    [`${radio}[data-disabled] &`]: { background: neutral.surfaceDisabled, borderColor: neutral.border },
    [`${radio}[data-disabled][data-selected] &::after`]: { background: neutral.textDisabled },
  },
});

/** Ant Design's Radio.Button: options joined into one segmented control. */
export const radioButton = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    border: `1px solid ${neutral.border}`,
    marginInlineStart: -1,
    background: neutral.surface,
    color: neutral.text,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `color ${vars.motion.duration.normal}, border-color ${vars.motion.duration.normal}, background-color ${vars.motion.duration.normal}`,
    selectors: {
      '&:first-child': {
        marginInlineStart: 0,
        borderStartStartRadius: vars.radius.md,
        borderEndStartRadius: vars.radius.md,
      },
      '&:last-child': { borderStartEndRadius: vars.radius.md, borderEndEndRadius: vars.radius.md },
      '&[data-hovered]:not([data-disabled])': { color: brand.text },
      '&[data-selected]': { zIndex: 1, borderColor: brand.solid, color: brand.text },
      '&[data-selected][data-hovered]:not([data-disabled])': { borderColor: brand.solidHover, color: brand.solidHover },
      '&[data-pressed]:not([data-disabled])': { color: brand.solidActive },
      '&[data-focus-visible]': { zIndex: 2, boxShadow: vars.shadow.focus },
      '&[data-disabled]': { background: neutral.surfaceDisabled, color: neutral.textDisabled, cursor: 'not-allowed' },
      '&[data-disabled][data-selected]': { borderColor: neutral.border, background: neutral.divider },
    },
  },
  variants: {
    size: {
      sm: { height: vars.size.controlSm, paddingInline: 7, fontSize: vars.font.size.sm },
      md: { height: vars.size.controlMd, paddingInline: 15, fontSize: vars.font.size.sm },
      lg: { height: vars.size.controlLg, paddingInline: 15, fontSize: vars.font.size.md },
    },
  },
  defaultVariants: { size: 'md' },
});
