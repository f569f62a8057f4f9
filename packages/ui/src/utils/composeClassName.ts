import { composeRenderProps } from 'react-aria-components';
import { cx } from './cx';

/**
 * Merges our recipe class with a RAC `className` prop, which may be a string or a
 * function of render props (`isHovered`, `isPressed`, ...).
 */
export function composeClassName<T>(className: string | ((values: T) => string) | undefined, ours: string) {
  return composeRenderProps(className, (userClassName) => cx(ours, userClassName));
}
