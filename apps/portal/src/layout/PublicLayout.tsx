import { Button } from '@atelier/ui';
import { Link, Outlet, useNavigate } from 'react-router';
import { useServices } from '../app/services';
import { GuardPaths } from '../guard/guard';
import { useT } from '../i18n';
import * as styles from './layout.css';

/** Public and full-screen pages: a plain header with the product name and the way in. */
export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const { session } = useServices();
  const loggedIn = session.isLoggedIn();
  return (
    <div className={styles.publicShell}>
      <header className={styles.publicHeader}>
        <Link to={GuardPaths.Home} className={styles.brandLink}>
          <span className={styles.logo} aria-hidden="true">
            A
          </span>
          <span className={styles.productName}>{t.product.name}</span>
        </Link>
        <Button
          variant={loggedIn ? 'default' : 'primary'}
          size="sm"
          onPress={() => void navigate(loggedIn ? GuardPaths.Dashboard : GuardPaths.Login)}
        >
          {loggedIn ? t.home.enter : t.home.login}
        </Button>
      </header>
      <main className={styles.content}>
        <Outlet />
      </main>
    </div>
  );
}
