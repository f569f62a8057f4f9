/**
 * The specs' `test`: Playwright's, pointed at the worker's own server (playwright.config.ts starts one per worker),
 * with every page watched for Content-Security-Policy violations (issue 21). The
 * portal must run under the policy apps/server sends (http/securityHeaders.ts); the browser reports a refused
 * script, style, worker, frame or request on the console, and a test that met one fails, naming it.
 * Every page also keeps a log of the toasts it showed (toasts.ts), so a check of a 2 s toast cannot miss it.
 * Every test speaks from its own client address (see `clientAddress`).
 */
import { type BrowserContext, test as base, expect } from '@playwright/test';
import { logToasts } from './toasts';

const VIOLATION = /Content Security Policy/i;

/** The worker's server port (E2E_PORTS lists one per worker, in worker order). */
function portOf(parallelIndex: number): number {
  const port = Number(process.env.E2E_PORTS?.split(',')[parallelIndex]);
  if (!port) throw new Error(`No e2e server for worker ${parallelIndex}: E2E_PORTS=${process.env.E2E_PORTS}`);
  return port;
}

let testsOnThisWorker = 0;

/**
 * A test's own client address, sent as X-Forwarded-For (server.mjs starts the server trusting its loopback proxy, as
 * a firm's reverse proxy would be trusted). Without it every spec of a worker reaches the server from 127.0.0.1 and
 * shares the per-address limits (ADDRESS_LIMITS: 10 SMS an hour), which the specs together pass (issue 20); one
 * address per test is one office per test. The worker index keeps a restarted worker off its predecessor's addresses.
 */
function clientAddress(workerIndex: number): string {
  testsOnThisWorker += 1;
  return `10.${workerIndex % 256}.${(testsOnThisWorker >> 8) & 255}.${testsOnThisWorker & 255}`;
}

export const test = base.extend<{ cspGuard: undefined }, { serverPort: number }>({
  // Playwright applies these to every browser and request context made during the test, the spec's own included.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) =>
    use({ ...extraHTTPHeaders, 'X-Forwarded-For': clientAddress(testInfo.workerIndex) }),
  serverPort: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const port = portOf(workerInfo.parallelIndex);
      // The helpers that reach the server's process and data folder (sms.ts, the restart in upload.spec.ts).
      process.env.E2E_PORT = String(port);
      await use(port);
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ serverPort }, use) => use(`http://127.0.0.1:${serverPort}`),
  cspGuard: [
    async ({ browser, context }, use) => {
      const violations: string[] = [];
      const watch = (watched: BrowserContext) =>
        watched.on('console', (message) => {
          if (!VIOLATION.test(message.text())) return;
          const where = message.worker()?.url() ?? message.page()?.url() ?? '';
          violations.push(`${where}: ${message.text()}`);
        });
      watch(context);
      await logToasts(context);
      // Contexts and pages a spec makes itself (a visitor without a session, a second person), closed when the test
      // ends: left open, their pages kept polling and rendering through the worker's later specs, and showed up in
      // those specs' failure pictures and traces.
      const { newContext, newPage } = browser;
      const made: BrowserContext[] = [];
      browser.newContext = async (...args) => {
        const context = await newContext.apply(browser, args);
        made.push(context);
        watch(context);
        await logToasts(context);
        return context;
      };
      browser.newPage = async (...args) => {
        const page = await newPage.apply(browser, args);
        made.push(page.context());
        watch(page.context());
        await logToasts(page.context());
        return page;
      };
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
        browser.newPage = newPage;
        await Promise.all(made.map((context) => context.close().catch(() => {})));
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
