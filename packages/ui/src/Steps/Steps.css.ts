import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const { neutral, brand, error } = vars.color;

export const steps = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: neutral.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  selectors: {
    '&[data-direction="horizontal"]': { flexDirection: 'row', alignItems: 'flex-start' },
    '&[data-direction="vertical"]': { flexDirection: 'column' },
  },
});

export const item = style({
  position: 'relative',
  display: 'flex',
  minWidth: 0,
  selectors: {
    '[data-direction="horizontal"] > &': { flex: 1 },
    '[data-direction="horizontal"] > &:last-child': { flex: 'none' },
    '[data-direction="vertical"] > &': { paddingBottom: vars.space.lg, minHeight: 72 },
    '[data-direction="vertical"] > &:last-child': { minHeight: 0, paddingBottom: 0 },
  },
});

/** The part a click reaches when steps are clickable; a plain block otherwise. */
export const itemBody = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'start',
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&[data-clickable]': { cursor: 'pointer' },
    '&[data-clickable][data-disabled]': { cursor: 'not-allowed' },
    '&[data-focus-visible]': { boxShadow: vars.shadow.focus },
  },
});

export const icon = recipe({
  base: {
    flexShrink: 0,
    width: vars.size.controlMd,
    height: vars.size.controlMd,
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radius.full,
    border: '1px solid transparent',
    fontSize: vars.font.size.md,
    transition: `background-color ${vars.motion.duration.normal}, border-color ${vars.motion.duration.normal}`,
  },
  variants: {
    status: {
      wait: { background: neutral.background, color: neutral.textSecondary },
      process: { background: brand.solid, color: brand.onSolid },
      finish: { background: brand.subtle, color: brand.text },
      error: { background: error.subtle, color: error.text, borderColor: error.border },
    },
  },
});

export const text = style({ minWidth: 0, paddingTop: 4 });

export const title = recipe({
  base: {
    display: 'block',
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.md,
    selectors: {
      [`${itemBody}[data-clickable][data-hovered] &`]: { color: brand.solidHover },
    },
  },
  variants: {
    status: {
      wait: { color: neutral.textSecondary },
      process: { color: neutral.text, fontWeight: vars.font.weight.medium },
      finish: { color: neutral.text },
      error: { color: error.text },
    },
  },
});

export const description = recipe({
  base: { display: 'block', fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.sm },
  variants: {
    status: {
      wait: { color: neutral.textSecondary },
      process: { color: neutral.text },
      finish: { color: neutral.textSecondary },
      error: { color: error.text },
    },
  },
});

/** The line to the next step: after the title when horizontal, under the icon when vertical. */
export const connector = recipe({
  base: {
    pointerEvents: 'none',
    selectors: {
      '[data-direction="horizontal"] > li > &': {
        flex: 1,
        minWidth: vars.space.lg,
        height: 1,
        marginTop: `calc(${vars.size.controlMd} / 2)`,
        marginInline: vars.space.lg,
      },
      '[data-direction="vertical"] > li > &': {
        position: 'absolute',
        width: 1,
        insetInlineStart: `calc(${vars.size.controlMd} / 2 - 0.5px)`,
        top: `calc(${vars.size.controlMd} + ${vars.space.xs})`,
        bottom: vars.space.xs,
      },
    },
  },
  variants: {
    // The line after a finished step is the brand colour, as Ant's.
    done: { true: { background: brand.solid }, false: { background: neutral.border } },
  },
});
