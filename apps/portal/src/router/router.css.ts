import { vars } from '@atelier/ui';
import { keyframes, style } from '@vanilla-extract/css';

const slide = keyframes({
  '0%': { transform: 'translateX(-100%)' },
  '100%': { transform: 'translateX(250%)' },
});

/** A thin bar along the top while the next page (its chunk and the guard) loads. */
export const progress = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  height: 2,
  overflow: 'hidden',
  zIndex: vars.zIndex.toast,
  '::after': {
    content: '""',
    position: 'absolute',
    insetBlock: 0,
    width: '40%',
    background: vars.color.brand.solid,
    animation: `${slide} 1s ${vars.motion.easing.standard} infinite`,
  },
  '@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } },
});

export const errorPage = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.neutral.background,
});

export const errorTitle = style({
  display: 'block',
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.neutral.text,
  marginBottom: vars.space.xs,
});

export const errorText = style({ display: 'block' });

export const fullPage = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
