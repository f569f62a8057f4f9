import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, test as base, expect } from '@playwright/test';
import { storybookStatic, storyContextOptions } from './context';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

// Every story tagged `vrt` in the built Storybook: no list kept by hand.
const indexFile = path.join(storybookStatic(), 'index.json');
const entries = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((entry) => entry.type === 'story' && entry.tags?.includes('vrt'));

/**
 * One browser context per worker and a new page in it for each story: the context's HTTP cache, compiled scripts
 * and MSW's service worker carry over from story to story (a context per story loaded and compiled Storybook's
 * preview some 420 times), while each story gets a new document and a page whose mouse has never moved. Storage is
 * cleared before any script of a story runs.
 */
const test = base.extend<object, { storyContext: BrowserContext }>({
  storyContext: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext(storyContextOptions(workerInfo.project.use.baseURL ?? ''));
      await context.addInitScript(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ storyContext }, use) => {
    const page = await storyContext.newPage();
    await use(page);
    await page.close();
  },
});

test('the built Storybook has stories tagged for visual regression', () => {
  expect(entries.length).toBeGreaterThan(0);
});

for (const story of entries) {
  test(`${story.title} / ${story.name}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    // Wait for the render and its play function; a story that errors fails here.
    await page.waitForFunction(
      () => {
        const phase = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
          .__STORYBOOK_PREVIEW__?.currentRender?.phase;
        return phase === 'finished' || phase === 'completed' || phase === 'errored' || phase === 'aborted';
      },
      undefined,
      { timeout: 20_000 },
    );
    const phase = await page.evaluate(
      () =>
        (window as unknown as { __STORYBOOK_PREVIEW__: { currentRender: { phase: string } } }).__STORYBOOK_PREVIEW__
          .currentRender.phase,
    );
    expect(['finished', 'completed'], `story ${story.id} rendered and played`).toContain(phase);
    await page.evaluate(() => document.fonts.ready);
    // Let focus rings and transitions settle to their end state.
    await page.mouse.move(0, 0);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
    expect(errors, 'no uncaught errors in the page').toEqual([]);
  });
}
