import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/** What the preview said about the story being shown (Storybook's channel events, recorded in the page). */
interface StoryOutcome {
  storyId: string;
  /** `success`, `warning` or `error`: the play function's and the reporters' (accessibility) verdict. */
  status: string;
  errors: string[];
}

declare global {
  interface Window {
    __vrt?: { ready: boolean; errors: string[]; finished: StoryOutcome | null };
  }
}

// Every story of the built Storybook is played (those tagged `!test` are not), and those tagged `vrt` are
// pictured too: no list kept by hand.
const indexFile = path.resolve(import.meta.dirname, '../../storybook-static/index.json');
const entries = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((entry) => entry.type === 'story' && entry.tags?.includes('test'));
const pictured = (entry: IndexEntry) => entry.tags?.includes('vrt') ?? false;
/**
 * Stories tagged `vrt-992` are pictured once more at 992 px wide, the spec's narrow-screen threshold (issue 22:
 * a picture of every main dialog at 992 px), as `<id>--992.png`, whether or not they are tagged `vrt`.
 */
const NARROW = { width: 992, height: 768 };
const picturedNarrow = (entry: IndexEntry) => entry.tags?.includes('vrt-992') ?? false;

/** Every pdf.js page shown (its document loaded) has painted what it was last asked for (`usePaintSignal`). */
const paintedPages = (page: Page) =>
  page.waitForFunction(() => document.querySelector('[data-painting] .react-pdf__Page') === null, undefined, {
    timeout: 10_000,
  });

/**
 * Listens on the preview's channel as soon as Storybook creates it: the play function's exception, errors left
 * unhandled while playing, a render that threw, and `storyFinished` with the reporters' verdict (the
 * accessibility check is one). Storybook's render phase alone cannot tell: it ends `finished` after a play throws.
 */
function listenToPreview() {
  const record: NonNullable<Window['__vrt']> = { ready: false, errors: [], finished: null };
  window.__vrt = record;
  const messageOf = (value: unknown) =>
    typeof value === 'object' && value && 'message' in value ? String(value.message) : String(value);
  let channel: unknown;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value: { on: (event: string, listener: (...args: unknown[]) => void) => void }) {
      channel = value;
      value.on('playFunctionThrewException', (error) => record.errors.push(`play: ${messageOf(error)}`));
      value.on('unhandledErrorsWhilePlaying', (errors) =>
        record.errors.push(...(errors as unknown[]).map((error) => `unhandled while playing: ${messageOf(error)}`)),
      );
      value.on('storyThrewException', (error) => record.errors.push(`render: ${messageOf(error)}`));
      value.on('storyErrored', (error) => record.errors.push(`render: ${messageOf(error)}`));
      // The preview opened without a story says so once it has loaded the index: it is ready to switch.
      value.on('storyMissing', (id) => {
        if (record.ready) record.errors.push(`missing: ${String(id)}`);
        record.ready = true;
      });
      value.on('storyFinished', (payload) => {
        const { storyId, status, reporters } = payload as {
          storyId: string;
          status: string;
          reporters?: { type: string; status: string; result?: { violations?: { id: string; help: string }[] } }[];
        };
        const errors = (reporters ?? [])
          .filter((reporter) => reporter.status === 'failed' || reporter.status === 'error')
          .flatMap((reporter) =>
            (reporter.result?.violations ?? [{ id: reporter.type, help: reporter.status }]).map(
              (violation) => `${reporter.type}: ${violation.id} (${violation.help})`,
            ),
          );
        record.finished = { storyId, status, errors };
      });
    },
  });
}

/**
 * One preview page per worker, kept for every story the worker shows: a story is switched to through the
 * channel (as Storybook's manager does) instead of a page load, which cost about a second per story.
 * Storybook tears the previous story down (unmounts it, resets its handlers and globals). A failed test
 * ends the worker, so the next story starts in a fresh page.
 */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, deviceScaleFactor, locale, timezoneId, colorScheme, reducedMotion, baseURL } =
        workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor,
        locale,
        timezoneId,
        colorScheme,
        reducedMotion,
        baseURL,
      });
      const page = await context.newPage();
      await page.addInitScript(listenToPreview);
      // The preview opens without a story; each test switches to its own.
      await page.goto('/iframe.html');
      await page.waitForFunction(() => window.__vrt?.ready, undefined, { timeout: 30_000 });
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test('the built Storybook has stories to play and stories to picture', () => {
  expect(entries.length).toBeGreaterThan(0);
  expect(entries.filter(pictured).length).toBeGreaterThan(0);
});

/**
 * `VRT_COPIES=3 pnpm test:vrt` plays every story three times (the copies compare against the same pictures): the
 * step's time at three times today's stories, issue 20's headroom projection. CI plays each once.
 */
const copies = Math.max(1, Number(process.env.VRT_COPIES ?? 1));
const played = Array.from({ length: copies }, (_, copy) =>
  entries.map((story) => ({ story, title: `${story.title} / ${story.name}${copy ? ` (copy ${copy + 1})` : ''}` })),
).flat();

for (const { story, title } of played) {
  test(title, async ({ preview: page }) => {
    const pageErrors: string[] = [];
    const onPageError = (error: Error) => pageErrors.push(error.message);
    page.on('pageerror', onPageError);
    try {
      await page.evaluate((storyId) => {
        const record = window.__vrt;
        if (!record) throw new Error('the preview has no channel listener');
        Object.assign(record, { errors: [], finished: null });
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (...args: unknown[]) => void } })
          .__STORYBOOK_ADDONS_CHANNEL__;
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }, story.id);
      // The render, its play function and the accessibility check.
      await page.waitForFunction((storyId) => window.__vrt?.finished?.storyId === storyId, story.id, {
        timeout: 25_000,
      });
      const outcome = await page.evaluate(() => window.__vrt);
      // Soft: the picture is still compared, so a failed play shows what it left on screen.
      expect
        .soft(
          [...(outcome?.errors ?? []), ...(outcome?.finished?.errors ?? [])],
          'the play function and the accessibility check passed',
        )
        .toEqual([]);
      expect.soft(outcome?.finished?.status, 'storyFinished status').not.toBe('error');
      if (!pictured(story) && !picturedNarrow(story)) {
        expect(pageErrors, 'no uncaught errors in the page').toEqual([]);
        return;
      }
      await page.evaluate(async () => {
        await document.fonts.ready;
        window.scrollTo(0, 0);
      });
      // The pointer leaves the page and comes back to its corner, as in a fresh page: the pointerover that
      // follows ends any hover the play function's simulated clicks started (react-aria ends a hover there).
      await page.mouse.move(-1, -1);
      await page.mouse.move(0, 0);
      await paintedPages(page);
      if (pictured(story)) await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
      if (picturedNarrow(story)) {
        await page.setViewportSize(NARROW);
        // Two frames: the resize's layout and what the resize observers changed in it (ActionBar, tables).
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        // A drawing refitted to the narrower pane is painted again, asynchronously.
        await paintedPages(page);
        await expect(page).toHaveScreenshot(`${story.id}--992.png`, { fullPage: true });
      }
      expect(pageErrors, 'no uncaught errors in the page').toEqual([]);
    } finally {
      page.off('pageerror', onPageError);
      const { viewport } = test.info().project.use;
      if (viewport && page.viewportSize()?.width !== viewport.width) await page.setViewportSize(viewport);
    }
  });
}
