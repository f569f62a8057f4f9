/**
 * Development only (`VITE_MOCK=1`): the MSW fixture server of @atelier/api in a service worker, so the portal runs
 * without apps/server. Sessions and each user's current enterprise survive a reload (kept in localStorage);
 * everything else starts from the seed on every load.
 *
 * `localStorage['atelier.mock.expired'] = 'ent-002'` marks an enterprise expired (to see the locked screen);
 * `localStorage['atelier.mock.tooLarge'] = '1'` refuses project downloads with 40010 (the client-download dialog).
 * The fixture's download and preview links are page navigations, which a service worker does not answer: the dev
 * server serves them (mocks/devFiles.ts, wired in vite.config.ts).
 */
import { DEFAULT_PREFIXES, DownloadMessage, ResponseCode } from '@atelier/api';
import { createFixtureStore, createHandlers, createSeed, refuse } from '@atelier/api/msw';
import { setupWorker } from 'msw/browser';
import { samplePdf } from './samplePdf';

const STATE_KEY = 'atelier.mock.state';
const EXPIRED_KEY = 'atelier.mock.expired';
const TOO_LARGE_KEY = 'atelier.mock.tooLarge';

interface PersistedState {
  sessions: Record<string, string>;
  currentEnterprise: Record<string, string>;
}

function readState(): PersistedState | null {
  try {
    return JSON.parse(localStorage.getItem(STATE_KEY) ?? 'null') as PersistedState | null;
  } catch {
    return null;
  }
}

export async function startMockServer(): Promise<void> {
  const seed = createSeed();
  const expired = localStorage.getItem(EXPIRED_KEY);
  // Expired a minute ago: the fixtures refuse its calls and report it expired, as the server does.
  for (const enterprise of seed.enterprises) {
    enterprise.expiresAt = enterprise.enterpriseId === expired ? new Date(Date.now() - 60_000) : null;
  }
  const store = createFixtureStore(seed);
  const saved = readState();
  if (saved) {
    Object.assign(store.state.sessions, saved.sessions);
    for (const user of store.state.users) {
      const current = saved.currentEnterprise[user.userId];
      if (current && user.enterpriseIds.includes(current)) user.curEnterpriseId = current;
    }
  }
  const save = () => {
    const state: PersistedState = {
      sessions: store.state.sessions,
      currentEnterprise: Object.fromEntries(store.state.users.map((u) => [u.userId, u.curEnterpriseId])),
    };
    localStorage.setItem(STATE_KEY, JSON.stringify(state));
  };

  // The fixture's own file answers are placeholders; a valid PDF lets the browser's viewer show something.
  const pdf = (name: string) => new Blob([samplePdf(name)], { type: 'application/pdf' });
  const handlers = createHandlers(store, {
    prefix: DEFAULT_PREFIXES.portal,
    resolvers: {
      files: { previewFile: ({ data }) => pdf(data.ticket) },
      download: {
        projectFile: ({ data }) => pdf(data.ticket),
        ...(localStorage.getItem(TOO_LARGE_KEY) === '1'
          ? { projectFiles: () => refuse(ResponseCode.FileTooLarge, DownloadMessage.FileTooLarge) }
          : {}),
      },
    },
  });
  const worker = setupWorker(...handlers);
  worker.events.on('response:mocked', save);
  await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledFrame: 'bypass', quiet: true });
}
