import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { TOAST_TOP_PROPERTY } from './toastTop';

const { neutral } = vars.color;

const slideDown = keyframes({
  from: { opacity: 0, transform: 'translateY(-100%)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

/** Top centre, as Ant's message; above dialogs. */
export const region = style({
  position: 'fixed',
  top: `var(${TOAST_TOP_PROPERTY}, ${vars.space.sm})`,
  insetInline: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  pointerEvents: 'none',
  outline: 'none',
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  maxWidth: 'min(560px, calc(100vw - 32px))',
  boxSizing: 'border-box',
  padding: '9px 8px 9px 12px',
  background: neutral.surface,
  color: neutral.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  outline: 'none',
  animation: `${slideDown} ${vars.motion.duration.slow} ${vars.motion.easing.out}`,
  selectors: { '&[data-focus-visible]': { boxShadow: `${vars.shadow.md}, ${vars.shadow.focus}` } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const icon = style({ flexShrink: 0, marginTop: 3 });

export const tone = styleVariants({
  info: { color: vars.color.info.text },
  success: { color: vars.color.success.text },
  warning: { color: vars.color.warning.solid },
  error: { color: vars.color.error.text },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  wordBreak: 'break-word',
});

export const title = style({ fontWeight: vars.font.weight.semibold });

export const closeButton = style({ flexShrink: 0, color: neutral.textSecondary });
