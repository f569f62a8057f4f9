import { createServer } from 'node:net';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../chromium';

/** A port nobody listens on, chosen once (worker processes inherit it through the environment). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * One server per worker: a spec file runs start to finish on one worker, against that worker's own server and
 * database, so two files never share a demo firm's state (a person's current enterprise, a template list). The ports
 * are chosen once, here; worker processes load this file again and inherit them through the environment.
 */
// Two, the machine's cores: a check run with three (6ed6d37) took as long as with two (each spec about 1.5 to 2 times
// slower, the load average near 9), so the specs are bound by the CPU, not by waiting.
const workers = Number(process.env.E2E_WORKERS ?? 2);
process.env.E2E_PORTS ??= (await Promise.all(Array.from({ length: workers }, freePort))).join(',');
const ports = process.env.E2E_PORTS.split(',').map(Number);
const urlOf = (port: number) => `http://127.0.0.1:${port}`;

/**
 * End to end: the built portal against the real apps/server (embedded PGlite, seeded demo firm) in Debian's
 * Chromium. `pnpm test:e2e` builds the portal first.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/e2e',
  workers: ports.length,
  // A file's tests share its worker's server in order (some go on from the state the one before left).
  fullyParallel: false,
  // No retries: a retry turns a red run green and hides a race (issue 20). The two races the fresh-clone runs met
  // (a workbench load meeting the ended session; an arrow key before the keyboard drag had measured the nodes) are
  // fixed in their specs.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report/e2e' }]]
    : 'list',
  use: {
    // The worker's own server: fixtures.ts sets baseURL from the worker's index.
    baseURL: urlOf(ports[0] as number),
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    acceptDownloads: true,
    // A failed test keeps its trace, with the DOM at every step but without the screencast: the screencast's frames
    // took most of the browser's CPU (roles.spec 1.5 min with them, 37 s without; 2 cores).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  webServer: ports.map((port) => ({
    command: 'node server.mjs',
    cwd: import.meta.dirname,
    url: `${urlOf(port)}/healthz`,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    // The first start creates the database and draws the demo PDFs.
    timeout: 180_000,
    reuseExistingServer: false,
    // server.mjs stops the server's process group and removes the data folder on SIGTERM.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
