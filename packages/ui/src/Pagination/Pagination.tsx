import { type Ref, useId } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { ChevronLeftIcon, ChevronRightIcon } from '../Icon/icons';
import { useComponentLocale } from '../locale/LocaleContext';
import type { Locale } from '../locale/types';
import { cx } from '../utils/cx';
import { useControllableState } from '../utils/useControllableState';
import * as styles from './Pagination.css';
import { pageCount, pageSlots } from './pageSlots';

export interface PaginationProps {
  /** How many items there are in all. */
  total: number;
  /** Items per page. Default 10. */
  pageSize?: number;
  /** The current page, 1-based (controlled). */
  current?: number;
  /** The first page shown (uncontrolled). Default 1. */
  defaultCurrent?: number;
  onChange?: (page: number) => void;
  /** Shows "共 N 条" before the pages. */
  showTotal?: boolean;
  /** Hidden when everything fits on one page. */
  hideOnSinglePage?: boolean;
  isDisabled?: boolean;
  className?: string;
  locale?: Partial<Locale['Pagination']>;
  ref?: Ref<HTMLElement>;
}

/**
 * Ant Design's pagination: previous, the page list (with gaps past seven pages) and next, in a navigation
 * landmark; the current page carries `aria-current="page"`.
 */
export function Pagination({
  total,
  pageSize = 10,
  current,
  defaultCurrent = 1,
  onChange,
  showTotal = false,
  hideOnSinglePage = false,
  isDisabled = false,
  className,
  locale,
  ref,
}: PaginationProps) {
  const strings = useComponentLocale('Pagination', locale);
  const pages = pageCount(total, pageSize);
  const [page, setPage] = useControllableState(current, defaultCurrent, onChange);
  const at = Math.min(Math.max(1, page), pages);
  const totalId = useId();
  if (hideOnSinglePage && pages <= 1) return null;
  const go = (next: number) => {
    if (next !== at && next >= 1 && next <= pages) setPage(next);
  };
  return (
    <nav
      ref={ref}
      aria-label={strings.label}
      aria-describedby={showTotal ? totalId : undefined}
      className={cx(styles.nav, className)}
    >
      {showTotal ? (
        <span id={totalId} className={styles.total}>
          {strings.total(total)}
        </span>
      ) : null}
      <ul className={styles.list}>
        <li className={styles.item}>
          <AriaButton
            className={styles.page}
            aria-label={strings.previous}
            isDisabled={isDisabled || at <= 1}
            onPress={() => go(at - 1)}
          >
            <ChevronLeftIcon />
          </AriaButton>
        </li>
        {pageSlots(at, pages).map((slot) =>
          slot.type === 'gap' ? (
            <li key={slot.key} className={styles.item}>
              <span className={styles.gap} role="img" aria-label={strings.morePages}>
                •••
              </span>
            </li>
          ) : (
            <li key={slot.page} className={styles.item}>
              <AriaButton
                className={styles.page}
                aria-label={strings.page(slot.page)}
                aria-current={slot.page === at ? 'page' : undefined}
                isDisabled={isDisabled}
                onPress={() => go(slot.page)}
              >
                {slot.page}
              </AriaButton>
            </li>
          ),
        )}
        <li className={styles.item}>
          <AriaButton
            className={styles.page}
            aria-label={strings.next}
            isDisabled={isDisabled || at >= pages}
            onPress={() => go(at + 1)}
          >
            <ChevronRightIcon />
          </AriaButton>
        </li>
      </ul>
    </nav>
  );
}
