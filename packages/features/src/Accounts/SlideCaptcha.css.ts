import { SlideGeometry } from '@atelier/api';
import { vars } from '@atelier/ui';
import { style } from '@vanilla-extract/css';

const px = (n: number) => `${n}px`;

/** The captcha's block: the picture over the track, at the picture's own size (310 px fits the login card). */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: px(SlideGeometry.width),
  maxWidth: '100%',
});

export const picture = style({
  position: 'relative',
  width: px(SlideGeometry.width),
  height: px(SlideGeometry.height),
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.neutral.background,
});

export const background = style({ display: 'block', width: '100%', height: '100%' });

export const piece = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: px(SlideGeometry.piece),
  height: px(SlideGeometry.piece),
  filter: 'drop-shadow(0 0 3px rgba(0, 0, 0, 0.45))',
  pointerEvents: 'none',
});

/** The loading and failed-to-load text in place of the picture. */
export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  color: vars.color.neutral.textSecondary,
  fontSize: vars.font.size.sm,
});

export const refresh = style({ position: 'absolute', top: vars.space.xs, right: vars.space.xs });

export const track = style({
  position: 'relative',
  height: px(SlideGeometry.piece - 12),
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.neutral.border}`,
  background: vars.color.neutral.surfaceSubtle,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.neutral.textSecondary,
  fontSize: vars.font.size.sm,
  userSelect: 'none',
  selectors: {
    '&[data-status="passed"]': {
      borderColor: vars.color.success.border,
      background: vars.color.success.subtle,
      color: vars.color.success.text,
    },
    '&[data-status="failed"]': { borderColor: vars.color.error.border },
  },
});

/** The part of the track the thumb has covered. */
export const fill = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  left: 0,
  background: vars.color.brand.subtle,
  borderRadius: vars.radius.md,
  selectors: { '[data-status="passed"] > &': { background: vars.color.success.border } },
});

export const thumb = style({
  position: 'absolute',
  top: '-1px',
  bottom: '-1px',
  left: 0,
  width: px(SlideGeometry.piece),
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.md,
  background: vars.color.neutral.surface,
  border: `1px solid ${vars.color.neutral.borderStrong}`,
  color: vars.color.neutral.text,
  cursor: 'grab',
  touchAction: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: vars.shadow.focus },
    '&[data-dragging]': { cursor: 'grabbing', borderColor: vars.color.brand.solid },
    '&[aria-disabled="true"]': { cursor: 'default' },
    '[data-status="passed"] &': {
      background: vars.color.success.solid,
      borderColor: vars.color.success.solid,
      color: vars.color.success.onSolid,
    },
  },
});

export const instructions = style({ margin: 0, color: vars.color.neutral.textSecondary, fontSize: vars.font.size.xs });

export const status = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  minHeight: vars.font.lineHeight.sm,
  selectors: {
    '&[data-tone="success"]': { color: vars.color.success.text },
    '&[data-tone="error"]': { color: vars.color.error.text },
  },
});

/** The way in without the slider (SMS code), under it: the sentence and its button. */
export const alternative = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.xs,
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.neutral.divider}`,
});
