// The page's base in the theme (body margin, font, colours): the portal is Atelier's whole page.
import '@atelier/ui/document.css';
import { createApiClient } from '@atelier/api/client';
import { createToastQueue } from '@atelier/ui';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { PortalRoot } from './app/PortalRoot';
import type { PortalServices } from './app/services';
import { loadPortalLocale, readLanguage } from './i18n';
import { createPortalRouter } from './router';
import { createClientDownloadStore } from './session/clientDownload';
import { createOutcomeHandler } from './session/outcomes';
import { createSession, memoryStorage } from './session/session';

function localStorageOrMemory(): Storage | ReturnType<typeof memoryStorage> {
  try {
    return window.localStorage;
  } catch {
    return memoryStorage();
  }
}

async function start() {
  // Development against the MSW fixture server instead of apps/server: `VITE_MOCK=1 pnpm --filter @atelier/portal dev`.
  if (import.meta.env.VITE_MOCK === '1') {
    const { startMockServer } = await import('./mocks/browser');
    await startMockServer();
  }

  const storage = localStorageOrMemory();
  const session = createSession(storage);
  const client = createApiClient({
    baseUrl: '',
    getToken: session.getToken,
    getStoredToken: session.getStoredToken,
    getEnterpriseId: session.getEnterpriseId,
    getUserId: session.getUserId,
    userAgent: 'web',
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });
  const toast = createToastQueue();
  const clientDownload = createClientDownloadStore();
  const router = createPortalRouter({ session, client, queryClient });
  const reload = () => window.location.reload();

  client.onOutcome(
    createOutcomeHandler({
      toast: (tone, message, duration) => toast[tone](message, { duration }),
      logout: (to) => {
        session.clear();
        const leave =
          router.state.location.pathname === to ? Promise.resolve() : router.navigate(to, { replace: true });
        // Cleared once the pages that read the cache are gone, so nothing refetches without a session.
        void leave.then(() => queryClient.clear());
      },
      navigate: (to) => void router.navigate(to),
      forgetEnterprise: () => session.setEnterpriseId(null),
      hardNavigate: (to) => window.location.assign(to),
      reload,
      notifyDesktop: () => {
        // The desktop client's bridge is not part of the browser edition.
      },
      openClientDownloadDialog: (request) => clientDownload.open(request),
      schedule: (fn, ms) => void window.setTimeout(fn, ms),
      now: () => Date.now(),
    }),
  );

  const services: PortalServices = { session, client, queryClient, toast, clientDownload, reload };
  const language = readLanguage(storage);
  const locale = await loadPortalLocale(language);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <PortalRoot services={services} initialLanguage={language} initialLocale={locale}>
        <RouterProvider router={router} />
      </PortalRoot>
    </StrictMode>,
  );
}

void start();
