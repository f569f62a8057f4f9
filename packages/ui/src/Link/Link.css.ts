import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const { brand, neutral } = vars.color;

export const link = recipe({
  base: {
    color: brand.text,
    textDecoration: 'none',
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    outline: 'none',
    transition: `color ${vars.motion.duration.normal}`,
    selectors: {
      '&[data-hovered]': { color: brand.solidHover, textDecoration: 'underline' },
      '&[data-pressed]': { color: brand.solidActive },
      '&[data-focus-visible]': { boxShadow: vars.shadow.focus },
      '&[data-disabled]': { color: neutral.textDisabled, cursor: 'not-allowed', textDecoration: 'none' },
    },
  },
  variants: {
    /** A link inside running text is underlined, so colour is not its only cue. */
    inline: {
      true: { textDecoration: 'underline', textUnderlineOffset: '2px' },
      false: {},
    },
  },
  defaultVariants: { inline: false },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
