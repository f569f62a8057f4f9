import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium; no tool here downloads a browser of its own. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--font-render-hinting=none',
  ],
};

// Vitest's default is one worker fewer than the cores: on CI's two cores, one worker, with the second core idle while
// the main process waits. Two workers on two cores (each server test file has its own database).
const workers = Math.max(2, availableParallelism() - 1);

/** The server's test files that mock a module, so need a module graph of their own. */
const serverIsolated = 'apps/server/src/**/*.isolated.test.ts';
/** The unit test files, and those of them that mock a module (none yet), likewise. */
const unitFiles = ['packages/*/src/**/*.test.{ts,tsx}', 'apps/portal/src/**/*.test.{ts,tsx}'];
const unitIsolated = ['packages/*/src/**/*.isolated.test.{ts,tsx}', 'apps/portal/src/**/*.isolated.test.{ts,tsx}'];

/** What the unit test projects share. */
const unitTests = {
  environment: 'node',
  maxWorkers: workers,
  // Files that render React opt into jsdom with a `// @vitest-environment jsdom` line.
  setupFiles: ['./vitest.setup.unit.ts'],
};

/** What the server's two test projects share. */
const serverTests = {
  environment: 'node',
  maxWorkers: workers,
  // A seeded server takes seconds to make (PGlite, PDFs); a login runs scrypt. The machine is shared: be patient.
  testTimeout: 60_000,
  hookTimeout: 240_000,
  // The demo firm, seeded once per run and copied for each file (issue 20), shared by both projects.
  globalSetup: ['./apps/server/src/testing/globalSetup.ts'],
};

const sourceServerConditions = ['@atelier/source', ...defaultServerConditions.filter((c) => c !== 'module')];

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { conditions: ['@atelier/source', ...defaultClientConditions] },
  // Unit tests run in Node (the SSR environment): workspace packages resolve to their sources there too. Vitest
  // also hands these conditions to Node itself; without the bundlers' `module` condition, as in production: with it,
  // Node's own require picks the AWS SDK's dist-es builds, whose extensionless imports it cannot load.
  ssr: { resolve: { conditions: sourceServerConditions } },
  // The same again for the SSR environment: vanilla-extract's compiler evaluates .css.ts files with this file's
  // config but its own `ssr` key, so only this one reaches it. Without it `vars` imported from '@atelier/ui' in
  // @atelier/features' stylesheets came from ui's dist build (other variable names, no values: margins of 0 in
  // `pnpm test:stories`).
  environments: { ssr: { resolve: { conditions: sourceServerConditions } } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: unitFiles,
          exclude: unitIsolated,
          ...unitTests,
          // As the server's project below: a worker imports the contract, the fixtures and the components once, not
          // once per file (most unit files take milliseconds to run and a second or more to import; issue 20). A
          // file that mocks a module (vi.mock) is named *.isolated.test.ts(x) (houseRules.test.ts checks it) and
          // runs in 'unit:isolated'; the setup file puts timers, globals and spies back after each file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'unit:isolated', include: unitIsolated, ...unitTests },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [serverIsolated],
          ...serverTests,
          // Each file makes its own server and database: without a fresh module graph per file, a worker loads the
          // server's modules once instead of once per file (about 40 % less CPU, issue 20). A file that mocks a
          // module (vi.mock) is named *.isolated.test.ts (houseRules.test.ts checks it) and runs in the next project.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'server:isolated', include: [serverIsolated], ...serverTests },
      },
      {
        extends: true,
        // For developers (`pnpm test:stories`, Storybook's test panel): CI plays every story once, in the built
        // Storybook (tests/vrt/stories.spec.ts), where importing them costs a page load instead of minutes of
        // transforms.
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          // The longest play functions (a 20-node template, the launch dialogs) take 10 to 15 s when the two cores
          // are shared with other jobs; 15 s, the browser default, failed them on a loaded machine.
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium', viewport: { width: 1024, height: 768 } }],
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
