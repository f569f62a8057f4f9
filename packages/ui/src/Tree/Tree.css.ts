import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const { brand, error, neutral } = vars.color;

export const root = style({ position: 'relative', minWidth: 0 });

export const tree = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  outline: 'none',
  color: neutral.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  selectors: {
    '&[data-focus-visible]': { boxShadow: vars.shadow.focus, borderRadius: vars.radius.md },
  },
});

/** Indent per level; RAC sets `--tree-item-level` on each row (we set it on the loader row). */
const indent = 24;
export const levelVar = '--tree-item-level';

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 28,
  paddingInlineStart: `calc((var(--tree-item-level, 1) - 1) * ${indent}px + ${vars.space.xs})`,
  paddingInlineEnd: vars.space.sm,
  borderRadius: vars.radius.sm,
  outline: 'none',
  cursor: 'default',
  transition: `background-color ${vars.motion.duration.fast}`,
  selectors: {
    '&[data-hovered]': { background: neutral.surfaceHover, cursor: 'pointer' },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    '&[data-disabled]': { color: neutral.textDisabled, cursor: 'not-allowed' },
  },
});

/** The highlighted ("selected", Ant's sense) node of a tree that is not checkable. */
export const itemSelectable = style({
  selectors: {
    '&[data-selected]': { background: brand.subtle },
    '&[data-selected][data-hovered]': { background: brand.subtle },
  },
});

/** Ant's disabled node: greyed, still expandable (RAC `disabledBehavior="selection"`). */
export const itemDisabled = style({
  color: neutral.textDisabled,
  selectors: { '&[data-hovered]': { cursor: 'default' } },
});

/** The row RAC shows under a node whose children are loading. */
export const loader = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 28,
  paddingInlineStart: `calc((var(--tree-item-level, 1) - 1) * ${indent}px + ${vars.space.xs} + 24px)`,
});

export const content = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  flex: 1,
});

const switcherBase = {
  flexShrink: 0,
  width: 24,
  height: 24,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
} as const;

export const chevron = style({
  ...switcherBase,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: neutral.textSecondary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: neutral.divider },
    '&[data-focus-visible]': { boxShadow: vars.shadow.focus },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const chevronIcon = style({
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: {
    [`${item}[data-expanded] &`]: { transform: 'rotate(90deg)' },
    '[dir="rtl"] &': { transform: 'rotate(180deg)' },
    [`[dir="rtl"] ${item}[data-expanded] &`]: { transform: 'rotate(90deg)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const switcher = style(switcherBase);

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: neutral.textSecondary,
});

export const title = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  paddingInline: vars.space.xxs,
});

export const loadError = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: vars.space.sm,
  color: error.text,
  fontSize: vars.font.size.xs,
  whiteSpace: 'nowrap',
});

export const empty = style({
  paddingBlock: vars.space.lg,
  textAlign: 'center',
  color: neutral.textSecondary,
  fontSize: vars.font.size.sm,
});
