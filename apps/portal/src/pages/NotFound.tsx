import { Button, SearchIcon } from '@atelier/ui';
import { useNavigate } from 'react-router';
import { useServices } from '../app/services';
import { GuardPaths } from '../guard/guard';
import { useT } from '../i18n';
import { EmptyState } from '../layout/EmptyState';
import * as styles from './pages.css';

/** Unknown paths (001 section 2.1). */
export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const { session } = useServices();
  const loggedIn = session.isLoggedIn();
  return (
    <main className={styles.fullPage}>
      <section className={styles.cardFill}>
        <EmptyState
          image={<SearchIcon width={64} height={64} strokeWidth={1} />}
          title={t.notFound.title}
          text={t.notFound.text}
          large
        >
          <Button variant="primary" onPress={() => void navigate(loggedIn ? GuardPaths.Dashboard : GuardPaths.Home)}>
            {loggedIn ? t.common.backToDashboard : t.common.backHome}
          </Button>
        </EmptyState>
      </section>
    </main>
  );
}
