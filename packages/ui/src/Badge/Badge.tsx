import type { ReactNode } from 'react';
import { useComponentLocale } from '../locale/LocaleContext';
import type { Locale } from '../locale/types';
import { statusTones } from '../theme/tokens';
import { cx } from '../utils/cx';
import { visuallyHidden } from '../utils/visuallyHidden.css';
import * as styles from './Badge.css';

export const badgeColors = statusTones;

export interface BadgeProps {
  /** The number shown; above `overflowCount` it reads e.g. "99+" (assistive tech still gets the full count). */
  count?: number;
  /** The largest count shown as is (99 by default). */
  overflowCount?: number;
  /** Shows the badge when `count` is 0 (hidden by default). */
  showZero?: boolean;
  /** A small dot instead of the number. */
  dot?: boolean;
  /** A status tone of the theme; `error` (red) by default. */
  color?: (typeof badgeColors)[number];
  /** The accessible text; by default the locale's `count(count)` (e.g. "120条") or `dot` ("有新内容"). */
  label?: string;
  /** The element the badge sits on (a button, an icon, an avatar); without it the badge stands inline. */
  children?: ReactNode;
  className?: string;
  locale?: Partial<Locale['Badge']>;
}

/** A count or a dot on the corner of its child, or standing alone. */
export function Badge({
  count,
  overflowCount = 99,
  showZero = false,
  dot = false,
  color = 'error',
  label,
  children,
  className,
  locale,
}: BadgeProps) {
  const strings = useComponentLocale('Badge', locale);
  const hasCount = count !== undefined && (count !== 0 || showZero);
  const visible = dot ? count === undefined || count !== 0 || showZero : hasCount;
  const attached = children !== undefined && children !== null;
  const text = count !== undefined && count > overflowCount ? `${overflowCount}+` : String(count ?? '');
  const accessible = label ?? (dot || count === undefined ? strings.dot : strings.count(count));

  const indicator = visible ? (
    <span className={styles.indicator({ color, dot, attached })} data-badge={dot ? 'dot' : 'count'}>
      {dot ? null : <span aria-hidden="true">{text}</span>}
      <span className={visuallyHidden}>{accessible}</span>
    </span>
  ) : null;

  if (!attached) return indicator ? <span className={cx(styles.wrapper, className)}>{indicator}</span> : null;
  return (
    <span className={cx(styles.wrapper, className)}>
      {children}
      {indicator}
    </span>
  );
}
