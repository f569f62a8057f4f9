import { Empty } from '@atelier/ui';
import type { ReactNode } from 'react';
import * as styles from './emptyState.css';

/**
 * A page-sized empty state: the UI kit's `Empty` for the picture, then a heading, a sentence and the actions.
 * (`Empty` has no title of its own; its description renders in a `<p>`, where a heading cannot go.)
 */
export function EmptyState({
  image,
  title,
  text,
  level = 1,
  large = false,
  children,
}: {
  image: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  level?: 1 | 2;
  large?: boolean;
  children?: ReactNode;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.root}>
      <Empty image={image} description={false} className={styles.picture} />
      <Heading className={large ? styles.bigTitle : styles.title}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </div>
  );
}
