import type { ReactNode } from 'react';
import { useComponentLocale } from '../locale/LocaleContext';
import type { Locale } from '../locale/types';
import { cx } from '../utils/cx';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;

export interface SpinnerProps {
  size?: (typeof spinnerSizes)[number];
  /** Visible text beside the spinner; the accessible label falls back to the locale's "loading". */
  tip?: ReactNode;
  className?: string;
  locale?: Partial<Locale['Spinner']>;
}

/** An indeterminate loading indicator, announced as a progressbar. */
export function Spinner({ size = 'md', tip, className, locale }: SpinnerProps) {
  const strings = useComponentLocale('Spinner', locale);
  return (
    <span
      role="progressbar"
      aria-busy="true"
      aria-label={typeof tip === 'string' ? tip : strings.loading}
      className={cx(styles.wrapper, className)}
    >
      <span className={styles.spinner({ size })} aria-hidden="true" />
      {tip ? <span className={styles.tip}>{tip}</span> : null}
    </span>
  );
}
