import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const { neutral } = vars.color;

export const icon = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: '-0.125em',
  },
  variants: {
    tone: {
      inherit: { color: 'currentColor' },
      secondary: { color: neutral.textSecondary },
      disabled: { color: neutral.textDisabled },
      brand: { color: vars.color.brand.text },
      success: { color: vars.color.success.text },
      warning: { color: vars.color.warning.text },
      error: { color: vars.color.error.text },
      info: { color: vars.color.info.text },
    },
  },
  defaultVariants: { tone: 'inherit' },
});

export type IconVariants = NonNullable<RecipeVariants<typeof icon>>;
