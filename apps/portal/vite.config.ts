import path from 'node:path';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { fixtureFiles } from './src/mocks/devFiles.ts';

/** `VITE_MOCK=1`: the MSW fixture server in the browser instead of apps/server (development only). */
const mock = process.env.VITE_MOCK === '1';
/** The API's prefix (DEFAULT_PREFIXES.portal of @atelier/api), proxied to apps/server in development. */
const PORTAL_PREFIX = '/hzzk-portal';

/**
 * public/zod-jitless.js in the head, a classic script, so it runs before the app's (deferred) module scripts: zod made jitless, so
 * that it never tries `new Function` under the server's Content-Security-Policy (the file says why). Not in the mock
 * mode, which runs under no such policy and whose public folder is Storybook's.
 */
const zodJitless: Plugin = {
  name: 'atelier:zod-jitless',
  transformIndexHtml: () => [{ tag: 'script', attrs: { src: '/zod-jitless.js' }, injectTo: 'head' }],
};

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // React Aria's own strings (its toasts, menus, dialogs) only in the portal's two languages, not its 34.
    optimizeLocales.vite({ locales: ['zh-CN', 'en-US'] }),
    ...(mock ? [fixtureFiles(PORTAL_PREFIX)] : [zodJitless]),
  ],
  resolve: { conditions: ['@atelier/source', ...defaultClientConditions] },
  // dist/.vite/manifest.json: the chunks each route loads, read by scripts/size-budget.mjs.
  build: { manifest: true },
  // vanilla-extract evaluates .css.ts files in Node (Vite's SSR environment; its compiler overrides `ssr` but keeps
  // `environments`): `vars` imported from '@atelier/ui' must come from the same source files as the kit's own styles,
  // not from its dist, whose variables have other names (or which does not exist before a build).
  environments: { ssr: { resolve: { conditions: ['@atelier/source', ...defaultServerConditions] } } },
  // The mock mode needs msw's service worker script, kept with Storybook's static files.
  publicDir: mock ? path.resolve(import.meta.dirname, '../../.storybook/public') : 'public',
  // ws: the notification socket lives under the same prefix (001 section 4.2).
  server: {
    proxy: mock ? {} : { [PORTAL_PREFIX]: { target: `http://localhost:${process.env.PORT ?? 8080}`, ws: true } },
  },
});
