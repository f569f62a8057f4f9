import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const { neutral, brand } = vars.color;

/** Ant Design's Upload.Dragger: a dashed area, blue while files hover over it. */
export const dropZone = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  border: `1px dashed ${neutral.border}`,
  borderRadius: vars.radius.lg,
  background: neutral.surfaceSubtle,
  color: neutral.text,
  textAlign: 'center',
  outline: 'none',
  transition: `border-color ${vars.motion.duration.normal}, background-color ${vars.motion.duration.normal}`,
  selectors: {
    '&[data-hovered]:not([data-disabled])': { borderColor: brand.solidHover },
    '&[data-focus-visible]': { borderColor: brand.solid, boxShadow: vars.shadow.focus },
    '&[data-drop-target]': { borderColor: brand.solid, borderStyle: 'solid', background: brand.subtle },
    '&[data-disabled]': { cursor: 'not-allowed', color: neutral.textDisabled, background: neutral.surfaceDisabled },
  },
});

export const icon = style({
  color: brand.text,
  selectors: {
    '[data-disabled] &': { color: neutral.textDisabled },
  },
});

export const hint = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
});

export const description = style({
  color: neutral.textSecondary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});
