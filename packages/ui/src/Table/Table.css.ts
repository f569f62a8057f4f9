import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const { brand, neutral } = vars.color;

export const wrapper = style({
  position: 'relative',
  minWidth: 0,
  background: neutral.surface,
  borderRadius: vars.radius.lg,
});

/** Scrolls the body under a sticky header when `scroll.y` is set, and wide tables sideways. */
export const scroller = style({
  overflow: 'auto',
  borderRadius: 'inherit',
});

export const table = recipe({
  base: {
    width: '100%',
    borderCollapse: 'separate',
    borderSpacing: 0,
    color: neutral.text,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.sm,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    },
  },
  variants: {
    size: { middle: {}, small: {} },
    striped: { true: {}, false: {} },
  },
  defaultVariants: { size: 'middle', striped: false },
});

const padding = {
  middle: `${vars.space.md} ${vars.space.sm}`,
  small: `${vars.space.sm} ${vars.space.sm}`,
} as const;

export const column = recipe({
  base: {
    position: 'relative',
    padding: padding.middle,
    background: neutral.surfaceSubtle,
    color: neutral.text,
    fontWeight: vars.font.weight.semibold,
    textAlign: 'start',
    borderBottom: `1px solid ${neutral.divider}`,
    outline: 'none',
    whiteSpace: 'nowrap',
    selectors: {
      '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
      '&[aria-sort]': { cursor: 'pointer' },
      '&[aria-sort]:hover': { background: neutral.divider },
      [`${table.classNames.variants.size.small} &`]: { padding: padding.small },
    },
  },
  variants: {
    sticky: { true: { position: 'sticky', top: 0, zIndex: 2 }, false: {} },
    align: { left: { textAlign: 'left' }, center: { textAlign: 'center' }, right: { textAlign: 'right' } },
  },
  defaultVariants: { sticky: false, align: 'left' },
});

export const columnContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
});

export const sortIcon = style({
  display: 'inline-flex',
  flexDirection: 'column',
  color: neutral.textDisabled,
  lineHeight: 0,
});

export const sortArrow = recipe({
  base: { display: 'block', marginBlock: -2 },
  variants: { active: { true: { color: brand.solid }, false: {} } },
  defaultVariants: { active: false },
});

/** The checkbox column: 40px in all (its start padding included), the offset of the fixed row-header column. */
const SELECTION_WIDTH = 40;
export const selectionColumn = style({ boxSizing: 'border-box', width: SELECTION_WIDTH, paddingInlineEnd: 0 });

/** The row's background, which the fixed cells repeat so that what scrolls under them is hidden. */
const rowBackground = '--atelier-row-bg';

/**
 * The first columns stay put while a wide table scrolls sideways (issue 22 item 11): the checkbox column and the
 * row-header column (the name), over the row's own background.
 */
export const fixedStart = recipe({
  base: {
    position: 'sticky',
    zIndex: 1,
    background: `var(${rowBackground}, ${neutral.surface})`,
    transition: `background-color ${vars.motion.duration.fast}`,
  },
  variants: {
    afterSelection: { true: { insetInlineStart: SELECTION_WIDTH }, false: { insetInlineStart: 0 } },
    header: { true: { zIndex: 3, background: neutral.surfaceSubtle }, false: {} },
  },
  defaultVariants: { afterSelection: false, header: false },
});

export const row = style({
  outline: 'none',
  transition: `background-color ${vars.motion.duration.fast}`,
  selectors: {
    [`${table.classNames.variants.striped.true} &:nth-child(even)`]: {
      background: neutral.surfaceSubtle,
      vars: { [rowBackground]: neutral.surfaceSubtle },
    },
    '&:hover': { background: neutral.surfaceHover, vars: { [rowBackground]: neutral.surfaceHover } },
    '&[data-selected]': { background: brand.subtle, vars: { [rowBackground]: brand.subtle } },
    '&[data-selected]:hover': { background: brand.subtle, vars: { [rowBackground]: brand.subtle } },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
  },
});

export const cell = recipe({
  base: {
    padding: padding.middle,
    borderBottom: `1px solid ${neutral.divider}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
      [`${table.classNames.variants.size.small} &`]: { padding: padding.small },
    },
  },
  variants: {
    align: { left: { textAlign: 'left' }, center: { textAlign: 'center' }, right: { textAlign: 'right' } },
    nowrap: { true: { whiteSpace: 'nowrap' }, false: {} },
  },
  defaultVariants: { align: 'left', nowrap: false },
});

export const empty = style({
  paddingBlock: vars.space.xxl,
  textAlign: 'center',
  color: neutral.textSecondary,
});

/** Over the rows while loading: the rows stay, dimmed, under a spinner. */
export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: 3,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: `color-mix(in srgb, ${neutral.surface} 65%, transparent)`,
  borderRadius: 'inherit',
});

/** The table with its pages under it, a medium gap apart. */
export const paginated = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

/** At the end, as Ant Design's default `bottomRight`. */
export const pagination = style({ alignSelf: 'flex-end' });
