/**
 * Toasts in end-to-end specs. A confirmation toast lives 2 s; checking it with `toBeVisible()` after the action can
 * miss it on a busy machine (the check runs of issue 20 did, four times). So every page logs the toasts it shows
 * from its first script on (`logToasts`, installed by fixtures.ts on every context), and `expectToast` runs the
 * action and then waits for a toast that appeared after it started, shown or already gone.
 */
import { type BrowserContext, expect, type Page } from '@playwright/test';

/** One toast as the page logged it: its text, when it appeared, and its top once its entry animation ended. */
export interface LoggedToast {
  text: string;
  at: number;
  top?: number;
}

declare global {
  interface Window {
    __e2eToasts?: LoggedToast[];
  }
}

const logged = new WeakSet<BrowserContext>();

/** Installs the toast log on every page of `context` (idempotent per context). */
export async function logToasts(context: BrowserContext): Promise<void> {
  if (logged.has(context)) return;
  logged.add(context);
  await context.addInitScript(() => {
    const log: LoggedToast[] = [];
    window.__e2eToasts = log;
    const seen = new WeakSet<Element>();
    // The toast region (ui's ToastProvider) holds each toast's text in an element with role status or alert.
    const record = () => {
      for (const content of document.querySelectorAll(
        '[role="region"] [role="status"], [role="region"] [role="alert"]',
      )) {
        if (seen.has(content)) continue;
        seen.add(content);
        const entry: LoggedToast = { text: content.textContent ?? '', at: Date.now() };
        log.push(entry);
        const toast = content.parentElement ?? content;
        // Two frames first: at insertion the entry animation may not exist yet, and the top read then is where
        // the slide starts (organisation.spec once read 0 under load). A toast gone before it rested stays
        // without a top, and expectToast keeps waiting for one that rested.
        const frame = () => new Promise((done) => requestAnimationFrame(done));
        void frame()
          .then(frame)
          .then(() => Promise.all(toast.getAnimations({ subtree: true }).map((animation) => animation.finished)))
          .catch(() => undefined)
          .then(() => {
            if (toast.isConnected) entry.top = toast.getBoundingClientRect().top;
          });
      }
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Runs `action`, then waits until the page has shown a toast containing `text` since the action began (it may have
 * closed already). Returns that toast once its entry animation has ended, with its resting top. `timeout` is the
 * wait after the action (the specs' expect timeout by default).
 */
export async function expectToast(
  page: Page,
  text: string | RegExp,
  action: () => Promise<unknown>,
  { timeout }: { timeout?: number } = {},
): Promise<LoggedToast & { top: number }> {
  const since = await page.evaluate(() => Date.now());
  await action();
  let found: LoggedToast | undefined;
  await expect
    .poll(
      async () => {
        // A reload during the action starts a new log: read whichever the page has now.
        const log = await page.evaluate(() => window.__e2eToasts ?? []).catch(() => []);
        found = log.find(
          (toast) =>
            toast.at >= since && (typeof text === 'string' ? toast.text.includes(text) : text.test(toast.text)),
        );
        return found ? (found.top === undefined ? 'entering' : 'shown') : 'not shown';
      },
      { message: `a toast "${text}"`, timeout },
    )
    .toBe('shown');
  return found as LoggedToast & { top: number };
}
