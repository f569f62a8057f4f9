import { Link } from 'react-router';
import { useT } from '../i18n';
import * as styles from './layout.css';

export interface SidebarItem {
  label: string;
  path: string;
  active: boolean;
}

/** The 260px sidebar: the current module's permitted sub-menu (001 section 2.2). */
export function Sidebar({ title, items }: { title: string; items: readonly SidebarItem[] }) {
  const t = useT();
  return (
    <nav aria-label={t.navbar.subNavigation(title)} className={styles.sidebar}>
      <h2 className={styles.sidebarTitle}>{title}</h2>
      <ul className={styles.sidebarList}>
        {items.map((item) => (
          <li key={item.path}>
            <Link to={item.path} className={styles.sidebarLink} aria-current={item.active ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
