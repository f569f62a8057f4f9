import type { ReactNode } from 'react';
import { cx } from '../utils/cx';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  /** The page's title: its one `h1`. */
  title: ReactNode;
  /** A line under the title saying what the page is for. */
  description?: ReactNode;
  /** The page's main actions (buttons), at the end of the header; they wrap under the title when space runs out. */
  actions?: ReactNode;
  /** Extra content under the title row (tabs, a filter bar). */
  children?: ReactNode;
  className?: string;
}

/**
 * The top of every page (Ant Design Pro's page header): the title as the page's only `h1`, an optional description,
 * the page's actions. One pattern, so every page reads and is announced the same way.
 */
export function PageHeader({ title, description, actions, children, className }: PageHeaderProps) {
  return (
    <header className={cx(styles.header, className)}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
      {children}
    </header>
  );
}
