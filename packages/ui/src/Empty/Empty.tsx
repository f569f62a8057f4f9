import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { useComponentLocale } from '../locale/LocaleContext';
import type { Locale } from '../locale/types';
import { cx } from '../utils/cx';
import * as styles from './Empty.css';

export interface EmptyProps {
  /** The picture above the text; an inbox icon by default. Decorative: give it `aria-hidden`. `null` hides it. */
  image?: ReactNode;
  /** The text; the locale's "暂无数据" by default. `false` hides it. */
  description?: ReactNode | false;
  /** Actions under the text, e.g. a "新建项目" button. */
  children?: ReactNode;
  /** The small variant for lists, selects and tables. */
  simple?: boolean;
  className?: string;
  locale?: Partial<Locale['Empty']>;
}

/** What a list, table or page shows when it has nothing to show. */
export function Empty({ image, description, children, simple = false, className, locale }: EmptyProps) {
  const strings = useComponentLocale('Empty', locale);
  const picture =
    image === undefined ? <Inbox size={simple ? 40 : 72} strokeWidth={simple ? 1.25 : 1} aria-hidden /> : image;
  return (
    <div className={cx(styles.empty({ simple }), className)} data-simple={simple || undefined}>
      {picture !== null ? <div className={styles.image({ simple })}>{picture}</div> : null}
      {description === false ? null : <p className={styles.description}>{description ?? strings.description}</p>}
      {children ? <div className={styles.footer}>{children}</div> : null}
    </div>
  );
}
