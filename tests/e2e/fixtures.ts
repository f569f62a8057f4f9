/**
 * The specs' `test`: Playwright's, with every page watched for Content-Security-Policy violations (issue 21). The
 * portal must run under the policy apps/server sends (http/securityHeaders.ts); the browser reports a refused
 * script, style, worker, frame or request on the console, and a test that met one fails, naming it.
 */
import { type BrowserContext, test as base, expect } from '@playwright/test';

const VIOLATION = /Content Security Policy/i;

export const test = base.extend<{ cspGuard: undefined }>({
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
      // Contexts and pages a spec makes itself (a visitor without a session, a second person).
      const { newContext, newPage } = browser;
      browser.newContext = async (...args) => {
        const made = await newContext.apply(browser, args);
        watch(made);
        return made;
      };
      browser.newPage = async (...args) => {
        const page = await newPage.apply(browser, args);
        watch(page.context());
        return page;
      };
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
        browser.newPage = newPage;
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
