import type { LabelColor } from '@atelier/api';
import type { ReactNode } from 'react';
import type { LabelTagsProps } from './interface';
import * as styles from './ProjectLabels.css';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** A label's name in its colour (one of the six). */
export function LabelTag({
  color,
  children,
  className,
}: {
  color: LabelColor;
  children: ReactNode;
  className?: string;
}) {
  return <span className={join(styles.labelTag({ color }), className)}>{children}</span>;
}

/** A project's labels as a list (none: nothing is drawn). */
export function LabelTags({ labels, className, ...props }: LabelTagsProps) {
  if (!labels.length) return null;
  return (
    <ul className={join(styles.tagList, className)} aria-label={props['aria-label']}>
      {labels.map((label) => (
        <li key={label.id} className={styles.tagItem}>
          <LabelTag color={label.color}>{label.name}</LabelTag>
        </li>
      ))}
    </ul>
  );
}
