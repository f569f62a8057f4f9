import { type ElementType, forwardRef, type HTMLAttributes } from 'react';
import { type Sprinkles, sprinkles } from '../theme/sprinkles.css';
import { cx } from '../utils/cx';

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles> & {
    /** The element to render: `div` by default. */
    as?: ElementType;
  };

/** A layout primitive: style props from the theme's sprinkles, every other prop to the DOM. */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as: Component = 'div', className, ...props }, ref) {
  const atomProps: Record<string, unknown> = {};
  const domProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atomProps[key] = value;
    else domProps[key] = value;
  }
  return <Component ref={ref} className={cx(sprinkles(atomProps as Sprinkles), className)} {...domProps} />;
});
