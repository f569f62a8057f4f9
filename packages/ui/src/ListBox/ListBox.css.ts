import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const { neutral, brand } = vars.color;

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  outline: 'none',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: neutral.text,
});

/** One option: Ant Design's 32px row; hover/keyboard focus grey, selected brand-tinted and bold. */
export const item = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlMd,
  padding: `5px ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  color: neutral.text,
  transition: `background-color ${vars.motion.duration.fast}`,
  selectors: {
    '&[data-hovered], &[data-focused]': { background: neutral.surfaceHover },
    '&[data-selected]': { background: neutral.surfaceSelected, fontWeight: vars.font.weight.semibold },
    '&[data-selected][data-hovered], &[data-selected][data-focused]': { background: brand.subtle },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    '&[data-disabled]': { color: neutral.textDisabled, cursor: 'not-allowed', background: 'transparent' },
  },
});

export const itemContent = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

export const itemLabel = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const itemDescription = style({
  color: neutral.textSecondary,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
  fontWeight: vars.font.weight.regular,
  selectors: {
    '[data-disabled] &': { color: neutral.textDisabled },
  },
});

export const check = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: 14,
  color: brand.text,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const sectionHeader = style({
  padding: `5px ${vars.space.md}`,
  color: neutral.textSecondary,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.xs,
});

export const empty = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: neutral.textSecondary,
  textAlign: 'center',
});
