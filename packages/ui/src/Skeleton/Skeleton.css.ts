import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const { neutral } = vars.color;

const shimmer = keyframes({
  from: { backgroundPosition: '100% 50%' },
  to: { backgroundPosition: '0 50%' },
});

export const skeleton = style({
  display: 'flex',
  gap: vars.space.lg,
  width: '100%',
});

/** Every grey block; `[data-active]` on the root makes them shimmer (never under reduced motion). */
const block = style({
  display: 'block',
  background: neutral.divider,
  selectors: {
    [`${skeleton}[data-active] &`]: {
      backgroundImage: `linear-gradient(90deg, ${neutral.divider} 25%, ${neutral.border} 37%, ${neutral.divider} 63%)`,
      backgroundSize: '400% 100%',
      animation: `${shimmer} 1.4s ease infinite`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { [`${skeleton}[data-active] &`]: { animation: 'none' } },
    },
  },
});

export const avatar = recipe({
  base: [block, { flexShrink: 0 }],
  variants: {
    shape: { circle: { borderRadius: vars.radius.full }, square: { borderRadius: vars.radius.md } },
    size: {
      sm: { width: vars.size.controlSm, height: vars.size.controlSm },
      md: { width: vars.size.controlMd, height: vars.size.controlMd },
      lg: { width: vars.size.controlLg, height: vars.size.controlLg },
    },
  },
  defaultVariants: { shape: 'circle', size: 'md' },
});

export const content = style({ flex: 1, minWidth: 0 });

export const title = style([
  block,
  { height: 16, borderRadius: vars.radius.sm, selectors: { [`${skeleton}[data-round] &`]: { borderRadius: 8 } } },
]);

export const paragraph = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  selectors: { [`${title} + &`]: { marginTop: vars.space.xl } },
});

export const line = style([
  block,
  { height: 16, borderRadius: vars.radius.sm, selectors: { [`${skeleton}[data-round] &`]: { borderRadius: 8 } } },
]);
