import { Button, ClockIcon } from '@atelier/ui';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { GuardPaths, isPublicPath } from '../guard/guard';
import { useT } from '../i18n';
import { EmptyState } from '../layout/EmptyState';
import { pageTitleOf } from '../router/handle';
import * as styles from './pages.css';

/** A page that a later issue builds: says so clearly and offers a way back. */
export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const matches = useMatches();
  const { pathname } = useLocation();
  const feature = pageTitleOf(matches, t);
  const isPublic = isPublicPath(pathname);
  return (
    <div className={styles.page}>
      <section className={styles.cardFill}>
        <EmptyState
          image={<ClockIcon width={64} height={64} strokeWidth={1} />}
          title={t.comingSoon.title}
          text={t.comingSoon.text(feature)}
        >
          <Button onPress={() => void navigate(-1)}>{t.common.back}</Button>
          <Button variant="primary" onPress={() => void navigate(isPublic ? GuardPaths.Home : GuardPaths.Dashboard)}>
            {isPublic ? t.common.backHome : t.common.backToDashboard}
          </Button>
        </EmptyState>
      </section>
    </div>
  );
}
