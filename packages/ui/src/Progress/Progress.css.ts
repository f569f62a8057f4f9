import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const { neutral } = vars.color;

/** The bar's colour, from the status. */
const strokeColor = createVar();

export const statusColor = styleVariants({
  normal: { vars: { [strokeColor]: vars.color.brand.solid } },
  active: { vars: { [strokeColor]: vars.color.brand.solid } },
  success: { vars: { [strokeColor]: vars.color.success.solid } },
  exception: { vars: { [strokeColor]: vars.color.error.solid } },
});

export const statusText = styleVariants({
  normal: { color: neutral.text },
  active: { color: neutral.text },
  success: { color: vars.color.success.text },
  exception: { color: vars.color.error.text },
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.sm,
  color: neutral.text,
});

export const label = style({ color: neutral.text });

export const lineRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const track = recipe({
  base: {
    position: 'relative',
    flex: 1,
    overflow: 'hidden',
    background: neutral.divider,
    borderRadius: vars.radius.full,
  },
  variants: {
    size: { sm: { height: 6 }, md: { height: 8 } },
  },
  defaultVariants: { size: 'md' },
});

const activeSweep = keyframes({
  '0%': { transform: 'translateX(-100%)', opacity: 0.1 },
  '20%': { opacity: 0.5 },
  '100%': { transform: 'translateX(0)', opacity: 0 },
});

export const fill = style({
  position: 'relative',
  height: '100%',
  background: strokeColor,
  borderRadius: vars.radius.full,
  transition: `width ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  selectors: {
    // Ant's "active" sweep: a white glow running over the filled part.
    '[data-status="active"] &::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      background: neutral.surface,
      borderRadius: 'inherit',
      animation: `${activeSweep} 2.4s ${vars.motion.easing.out} infinite`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      transition: 'none',
      selectors: { '[data-status="active"] &::after': { animation: 'none', opacity: 0 } },
    },
  },
});

export const info = style({
  flexShrink: 0,
  minWidth: '3em',
  display: 'inline-flex',
  alignItems: 'center',
  whiteSpace: 'nowrap',
});

export const circle = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const circleSvg = style({ display: 'block', transform: 'rotate(-90deg)' });

export const circleTrack = style({ stroke: neutral.divider });

export const circleStroke = style({
  stroke: strokeColor,
  transition: `stroke-dashoffset ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const circleInfo = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  lineHeight: 1,
  whiteSpace: 'nowrap',
});
