import type { ReactNode } from 'react';
import { useComponentLocale } from '../locale/LocaleContext';
import type { Locale } from '../locale/types';
import { cx } from '../utils/cx';
import * as styles from './Skeleton.css';

export const skeletonAvatarShapes = ['circle', 'square'] as const;
export const skeletonAvatarSizes = ['sm', 'md', 'lg'] as const;

type Width = number | string;

export interface SkeletonProps {
  /** Shimmering blocks (still under `prefers-reduced-motion`). */
  active?: boolean;
  /** An avatar placeholder before the text. */
  avatar?: boolean | { shape?: (typeof skeletonAvatarShapes)[number]; size?: (typeof skeletonAvatarSizes)[number] };
  /** A title bar. Default true. */
  title?: boolean | { width?: Width };
  /** Paragraph lines. Default true: 3 lines (2 beside an avatar with a title). `width` of each line or of the last. */
  paragraph?: boolean | { rows?: number; width?: Width | Width[] };
  /** Rounded bars. */
  round?: boolean;
  /** While true (the default) the placeholder shows; when false, `children`. */
  isLoading?: boolean;
  children?: ReactNode;
  className?: string;
  locale?: Partial<Locale['Skeleton']>;
}

const css = (width: Width | undefined) => (typeof width === 'number' ? `${width}px` : width);

/**
 * Grey placeholders in the shape of the content being loaded. Announced as a busy progressbar
 * named by the locale ("加载中"); the blocks themselves are hidden from assistive tech.
 */
export function Skeleton({
  active = false,
  avatar = false,
  title = true,
  paragraph = true,
  round = false,
  isLoading = true,
  children,
  className,
  locale,
}: SkeletonProps) {
  const strings = useComponentLocale('Skeleton', locale);
  if (!isLoading) return <>{children}</>;

  const avatarProps = typeof avatar === 'object' ? avatar : {};
  const paragraphProps = typeof paragraph === 'object' ? paragraph : {};
  const rows = paragraphProps.rows ?? (avatar && title ? 2 : 3);
  // Ant's proportions: a short title, and a short last line when nothing else is specified.
  const titleWidth =
    typeof title === 'object' && title.width !== undefined ? title.width : avatar && paragraph ? '50%' : '38%';
  const lineWidth = (index: number): Width | undefined => {
    const { width } = paragraphProps;
    if (Array.isArray(width)) return width[index];
    if (width !== undefined) return index === rows - 1 ? width : undefined;
    return index === rows - 1 && rows > 1 ? '61%' : undefined;
  };

  return (
    <div
      role="progressbar"
      aria-busy="true"
      aria-label={strings.loading}
      className={cx(styles.skeleton, className)}
      data-active={active || undefined}
      data-round={round || undefined}
    >
      {avatar ? <span className={styles.avatar(avatarProps)} data-part="avatar" /> : null}
      {title || paragraph ? (
        <div className={styles.content}>
          {title ? <span className={styles.title} style={{ width: css(titleWidth) }} data-part="title" /> : null}
          {paragraph ? (
            <span className={styles.paragraph}>
              {Array.from({ length: rows }, (_, index) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have no identity
                  key={index}
                  className={styles.line}
                  style={{ width: css(lineWidth(index)) }}
                  data-part="line"
                />
              ))}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
