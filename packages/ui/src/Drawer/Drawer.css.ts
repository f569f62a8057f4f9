import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { overlayTitleRule } from '../Dialog/OverlayParts.css';
import { vars } from '../theme/contract.css';

const { neutral } = vars.color;

/** The panel's width, set inline from the `width` prop. */
export const drawerWidth = createVar();

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

// The open and close animations are set on [data-entering]/[data-exiting], which outweigh a plain class rule:
// the reduced-motion rule names the same states, or it would never win.
const reducedMotion = {
  '(prefers-reduced-motion: reduce)': { selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } } },
};

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.drawer,
  background: neutral.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fade} ${vars.motion.duration.slow} ${vars.motion.easing.out}` },
    '&[data-exiting]': { animation: `${fade} ${vars.motion.duration.normal} ${vars.motion.easing.standard} reverse` },
  },
  '@media': reducedMotion,
});

export const panel = recipe({
  base: {
    vars: { [drawerWidth]: '378px' },
    position: 'absolute',
    top: 0,
    bottom: 0,
    width: `min(${drawerWidth}, 100vw)`,
    display: 'flex',
    background: neutral.surface,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    '@media': reducedMotion,
  },
  variants: {
    placement: {
      right: {
        right: 0,
        selectors: {
          '&[data-entering]': { animation: `${slideFromRight} ${vars.motion.duration.slow} ${vars.motion.easing.out}` },
          '&[data-exiting]': {
            animation: `${slideFromRight} ${vars.motion.duration.normal} ${vars.motion.easing.standard} reverse`,
          },
        },
      },
      left: {
        left: 0,
        selectors: {
          '&[data-entering]': { animation: `${slideFromLeft} ${vars.motion.duration.slow} ${vars.motion.easing.out}` },
          '&[data-exiting]': {
            animation: `${slideFromLeft} ${vars.motion.duration.normal} ${vars.motion.easing.standard} reverse`,
          },
        },
      },
    },
  },
  defaultVariants: { placement: 'right' },
});

export const dialog = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  outline: 'none',
  color: neutral.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderBottom: `1px solid ${neutral.divider}`,
  flexShrink: 0,
});

export const closeButton = style({ flexShrink: 0, marginInlineStart: -4, color: neutral.textSecondary });

export const title = style(overlayTitleRule);

export const extra = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexShrink: 0 });

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.xl,
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: `inset ${vars.shadow.focus}` } },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderTop: `1px solid ${neutral.divider}`,
  flexShrink: 0,
});
