import { Button, Tag } from '@atelier/ui';
import { useNavigate } from 'react-router';
import { useServices } from '../app/services';
import { GuardPaths } from '../guard/guard';
import { useT } from '../i18n';
import * as layout from '../layout/layout.css';
import * as styles from './pages.css';

/** The public home page the root redirects to. */
export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const { session } = useServices();
  const loggedIn = session.isLoggedIn();
  return (
    <div className={layout.publicShell}>
      <main className={styles.hero}>
        <span className={layout.logo} aria-hidden="true" style={{ width: 56, height: 56, fontSize: 28 }}>
          A
        </span>
        <h1 className={styles.heroTitle}>{t.product.title}</h1>
        <p className={styles.heroText}>{t.product.tagline}</p>
        <ul className={styles.featureList}>
          {t.home.features.map((feature) => (
            <li key={feature}>
              <Tag color="brand">{feature}</Tag>
            </li>
          ))}
        </ul>
        <Button
          variant="primary"
          size="lg"
          onPress={() => void navigate(loggedIn ? GuardPaths.Dashboard : GuardPaths.Login)}
        >
          {loggedIn ? t.home.enter : t.home.login}
        </Button>
      </main>
    </div>
  );
}
