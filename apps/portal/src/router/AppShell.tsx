import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { documentTitle } from '../guard/guard';
import { useT } from '../i18n';
import { SessionFlags } from '../session/session';
import { pageTitleOf } from './handle';
import * as styles from './router.css';

/** The root route's element: the page, the document title, and a thin bar while the next page loads. */
export function AppShell() {
  const t = useT();
  const matches = useMatches();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const title = pageTitleOf(matches, t);

  useEffect(() => {
    document.title = documentTitle(pathname, title, t.product.title);
  }, [pathname, title, t.product.title]);

  // A page rendered: a later chunk failure may reload once more.
  useEffect(() => {
    try {
      sessionStorage.removeItem(SessionFlags.ChunkError);
    } catch {
      // Storage unavailable: nothing to clear.
    }
  }, []);

  return (
    <>
      {navigation.state === 'loading' ? <div className={styles.progress} aria-hidden="true" /> : null}
      <Outlet />
    </>
  );
}
