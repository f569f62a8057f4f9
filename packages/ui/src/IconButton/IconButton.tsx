import { forwardRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button/Button';

export { buttonSizes as iconButtonSizes, buttonVariants as iconButtonVariants } from '../Button/Button';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'icon' | 'block' | 'aria-label'> {
  /** The glyph, e.g. `<DeleteIcon />`: decorative, the button's name comes from `aria-label`. */
  icon: ReactNode;
  /** What the button does (e.g. "删除图纸"): an icon alone names nothing. */
  'aria-label': string;
}

/**
 * A square button holding only an icon. It is `Button` (same variants, sizes,
 * `danger`, `isPending`), with a required accessible name.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton({ icon, ...props }, ref) {
  return <Button ref={ref} icon={icon} {...props} />;
});
