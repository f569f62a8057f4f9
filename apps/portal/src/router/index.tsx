import { Spinner } from '@atelier/ui';
import { createBrowserRouter } from 'react-router';
import { AppShell } from './AppShell';
import { createGuardLoader, type GuardDeps } from './guardLoader';
import { RouteError } from './RouteError';
import * as styles from './router.css';
import { childRoutes } from './routes';

export function createPortalRouter(deps: GuardDeps) {
  return createBrowserRouter([
    {
      id: 'root',
      path: '/',
      loader: createGuardLoader(deps),
      // The guard decides on every navigation, not only when the root's params change.
      shouldRevalidate: () => true,
      element: <AppShell />,
      errorElement: <RouteError />,
      hydrateFallbackElement: (
        <div className={styles.fullPage}>
          <Spinner size="lg" />
        </div>
      ),
      children: childRoutes,
    },
  ]);
}

export type PortalRouter = ReturnType<typeof createPortalRouter>;
