import { forwardRef, type ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { useComponentLocale } from '../locale/LocaleContext';
import { Spinner } from '../Spinner/Spinner';
import { composeClassName } from '../utils/composeClassName';
import { button } from './Button.css';

export const buttonVariants = ['primary', 'default', 'dashed', 'text', 'link'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export interface ButtonProps extends Omit<AriaButtonProps, 'children'> {
  /** Visual weight: one `primary` per area, `default` for the rest. */
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
  /** Destructive action: red in every variant. */
  danger?: boolean;
  /** Fills the width of its container. */
  block?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  children?: ReactNode;
}

/**
 * A button on react-aria's `Button`: press, keyboard and focus handling, and
 * `isPending` (a spinner, announced, and presses ignored while an action runs).
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'default', size = 'md', danger = false, block = false, icon, children, className, isPending, ...props },
  ref,
) {
  const strings = useComponentLocale('Button');
  return (
    <AriaButton
      ref={ref}
      isPending={isPending}
      className={composeClassName(className, button({ variant, size, danger, block, iconOnly: !children && !!icon }))}
      {...props}
    >
      {isPending ? <Spinner size="sm" locale={{ loading: strings.loading }} /> : icon}
      {children}
    </AriaButton>
  );
});
