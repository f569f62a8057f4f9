import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const { neutral } = vars.color;

type Selectors = NonNullable<StyleRule['selectors']>;

/*
 * The rules a list of items in a popover shares (ListBox's options, Menu's items), as plain
 * style objects: each component's stylesheet makes its own classes of them, so its CSS stays
 * in its own place in the cascade.
 */

/** The list itself: a column of rows 2px apart, in body text size. */
export const listRule = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  outline: 'none',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
} satisfies StyleRule;

/**
 * One row: Ant Design's 32px item, grey on hover and keyboard focus, a focus ring for the keyboard,
 * greyed when disabled. `stateSelectors` (e.g. a selected state) go between hover and focus ring,
 * so that focus and disabled still win over them.
 */
export function listItemRule(stateSelectors: Selectors = {}): StyleRule {
  return {
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.controlMd,
    padding: `5px ${vars.space.md}`,
    borderRadius: vars.radius.sm,
    color: neutral.text,
    cursor: 'pointer',
    outline: 'none',
    transition: `background-color ${vars.motion.duration.fast}`,
    selectors: {
      '&[data-hovered], &[data-focused]': { background: neutral.surfaceHover },
      ...stateSelectors,
      '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
      '&[data-disabled]': { color: neutral.textDisabled, cursor: 'not-allowed', background: 'transparent' },
    },
  };
}

/** A group of rows. */
export const sectionRule = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
} satisfies StyleRule;

/** A group's header: small grey text, aligned with the rows' text. */
export const sectionHeaderRule = {
  padding: `5px ${vars.space.md}`,
  color: neutral.textSecondary,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
} satisfies StyleRule;
