import { useVirtualizer } from '@tanstack/react-virtual';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type ReactNode, type Ref, useCallback, useImperativeHandle, useRef } from 'react';
import type { Key } from 'react-aria-components';
import { useComponentLocale } from '../locale/LocaleContext';
import type { Locale } from '../locale/types';
import { Spinner } from '../Spinner/Spinner';
import { cx } from '../utils/cx';
import * as styles from './List.css';

/** What a `ref` on `List` gives: scrolling to a row that may not be rendered yet. */
export interface ListHandle {
  scrollToIndex: (index: number, options?: { align?: 'start' | 'center' | 'end' | 'auto' }) => void;
}

export interface ListProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** A stable key per item (keeps measured heights with their rows); the index by default. */
  getKey?: (item: T, index: number) => Key;
  /** Every row this tall (px): nothing is measured. */
  itemHeight?: number;
  /** Rows of varying height: a first guess (px) before each row is measured. Default 48. */
  estimateSize?: number | ((index: number) => number);
  /** The list's height: only the rows inside it (plus `overscan`) are in the DOM. */
  height: number | string;
  /** Rows rendered beyond each edge of the viewport. Default 6. */
  overscan?: number;
  /** A spinner over the rows (or in place of them when there are none yet). */
  loading?: boolean;
  /** Replaces the locale's "no data" text. */
  emptyContent?: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
  itemClassName?: string;
  locale?: Partial<Locale['List']>;
  ref?: Ref<ListHandle>;
}

/**
 * A virtualised list (TanStack Virtual) for thousands of rows: only the visible rows, plus
 * `overscan`, are in the DOM. It is a `list` whose rendered `listitem`s carry `aria-setsize`
 * and `aria-posinset`, so assistive tech knows the whole count and each row's place. The
 * scroll container is focusable: the arrow and page keys scroll it.
 */
export function List<T>({
  items,
  renderItem,
  getKey,
  itemHeight,
  estimateSize = 48,
  height,
  overscan = 6,
  loading = false,
  emptyContent,
  className,
  itemClassName,
  locale,
  ref,
  ...aria
}: ListProps<T>) {
  const strings = useComponentLocale('List', locale);
  const scrollRef = useRef<HTMLUListElement>(null);
  const count = items.length;

  const virtualizer = useVirtualizer<HTMLUListElement, HTMLLIElement>({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: useCallback(
      (index: number) => itemHeight ?? (typeof estimateSize === 'function' ? estimateSize(index) : estimateSize),
      [itemHeight, estimateSize],
    ),
    overscan,
    getItemKey: useCallback((index: number) => (getKey ? getKey(items[index] as T, index) : index), [getKey, items]),
  });

  useImperativeHandle(ref, () => ({ scrollToIndex: (index, options) => virtualizer.scrollToIndex(index, options) }), [
    virtualizer,
  ]);

  const spinner = <Spinner size="lg" locale={{ loading: strings.loading }} />;

  return (
    <div className={cx(styles.root, className)} style={{ height }} aria-busy={loading || undefined}>
      {count === 0 ? (
        <div className={styles.placeholder}>{loading ? spinner : (emptyContent ?? strings.empty)}</div>
      ) : (
        <ul
          ref={scrollRef}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container without focusable content must be focusable to scroll by keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
          tabIndex={0}
          className={styles.scroller}
          style={assignInlineVars({ [styles.totalSize]: `${virtualizer.getTotalSize()}px` })}
          {...aria}
        >
          {virtualizer.getVirtualItems().map((row) => (
            <li
              key={row.key}
              aria-setsize={count}
              aria-posinset={row.index + 1}
              data-index={row.index}
              ref={itemHeight ? undefined : virtualizer.measureElement}
              className={cx(styles.item, itemClassName)}
              style={{ transform: `translateY(${row.start}px)`, height: itemHeight }}
            >
              {renderItem(items[row.index] as T, row.index)}
            </li>
          ))}
        </ul>
      )}
      {loading && count > 0 ? <div className={styles.overlay}>{spinner}</div> : null}
    </div>
  );
}
