import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const { neutral, error } = vars.color;

export const popover = style({
  minWidth: 'max(var(--trigger-width), 120px)',
  maxHeight: 320,
  overflowY: 'auto',
  padding: vars.space.xs,
});

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  outline: 'none',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

/** Ant Design's dropdown item: grey on hover and keyboard focus; danger items turn red. */
export const item = style({
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
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    '&[data-disabled]': { color: neutral.textDisabled, cursor: 'not-allowed', background: 'transparent' },
  },
});

export const danger = style({
  color: error.text,
  selectors: {
    '&[data-hovered], &[data-focused]': { background: error.solid, color: error.onSolid },
    '&[data-disabled]': { color: neutral.textDisabled, background: 'transparent' },
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: 14,
  justifyContent: 'center',
});

export const label = style({ flex: 1, minWidth: 0 });

export const shortcut = style({
  marginInlineStart: vars.space.lg,
  color: neutral.textSecondary,
  fontSize: vars.font.size.xs,
  selectors: {
    '[data-hovered] > &, [data-focused] > &': { color: 'inherit' },
  },
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

export const separator = style({
  height: 1,
  margin: `${vars.space.xs} 0`,
  border: 'none',
  background: neutral.divider,
});
