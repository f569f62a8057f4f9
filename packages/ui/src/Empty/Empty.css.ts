import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const { neutral } = vars.color;

export const empty = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    color: neutral.textSecondary,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.sm,
  },
  variants: {
    simple: {
      // Inside lists, selects and tables: small and quiet.
      true: { paddingBlock: vars.space.sm, marginInline: vars.space.sm },
      false: { paddingBlock: vars.space.xxl, marginInline: vars.space.sm },
    },
  },
  defaultVariants: { simple: false },
});

export const image = recipe({
  base: {
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'center',
    color: neutral.border,
    marginBottom: vars.space.sm,
  },
  variants: {
    simple: { true: { height: 40 }, false: { height: 100 } },
  },
  defaultVariants: { simple: false },
});

export const description = style({ margin: 0 });

export const footer = style({ marginTop: vars.space.lg });
