import { Badge } from '@atelier/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n';
import * as styles from './layout.css';

export interface SidebarItem {
  label: string;
  path: string;
  active: boolean;
  /** What waits there (the workflow centre's to-do count); no badge when 0 or unset. */
  count?: number | undefined;
}

/** The 260px sidebar: the current module's permitted sub-menu (001 section 2.2). */
export function Sidebar({
  title,
  items,
  footer,
}: {
  title: string;
  items: readonly SidebarItem[];
  /** Under the items: the disk's capacity bar (001 section 2.1). */
  footer?: ReactNode;
}) {
  const t = useT();
  return (
    <nav aria-label={t.navbar.subNavigation(title)} className={styles.sidebar}>
      {/* The module's name labels the navigation landmark; it is not a heading, so that the page's h1 is the first
          heading of every page (issue 22 items 14 and 19) and a module's main page does not say its name twice. */}
      <p className={styles.sidebarTitle}>{title}</p>
      <ul className={styles.sidebarList}>
        {items.map((item) => (
          <li key={item.path}>
            <Link to={item.path} className={styles.sidebarLink} aria-current={item.active ? 'page' : undefined}>
              {item.label}
              {item.count ? <Badge count={item.count} className={styles.sidebarCount} /> : null}
            </Link>
          </li>
        ))}
      </ul>
      {footer ? <div className={styles.sidebarFooter}>{footer}</div> : null}
    </nav>
  );
}
