import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

// Every story tagged `vrt` in the built Storybook: no list kept by hand.
const indexFile = path.resolve(import.meta.dirname, '../../storybook-static/index.json');
const entries = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((entry) => entry.type === 'story' && entry.tags?.includes('vrt'));

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
