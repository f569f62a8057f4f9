/**
 * Every page of the portal against axe-core's WCAG 2.1 A and AA rules, in Chinese and in English (issue 22): the
 * pages are found, not listed, by following the main navigation and each module's sub-navigation from the dashboard
 * as the demo firm's administrator (so a page added later is checked without touching this spec). One page per route
 * shape (ids in the path stand for any), placeholders (暂未开放) once. The public pages are checked signed out.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoPerson, login } from './helpers';

const ADMIN = demoPerson('chenjianguo');
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Enough for every module's pages today and three times as many; a crawl past it is a loop. */
const MOST_PAGES = 150;
const PUBLIC_PAGES = ['/login', '/home'];
/** Where the crawl starts: the dashboard, and the account pages the user menu (not a navigation) leads to. */
const START_PAGES = ['/dashboard', '/account/security', '/account/stamp'];

/** A path segment that is an id (the server's ids, numbers), so that one page of each route shape is checked. */
const isId = (segment: string) => /^\d+$/.test(segment) || /^[0-9a-z_-]{16,}$/i.test(segment);
const routeShape = (path: string) =>
  path
    .split('/')
    .map((segment) => (isId(segment) ? ':id' : segment))
    .join('/');

/** The page has settled: its main landmark is shown and nothing in it is still loading. */
async function settled(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

async function violationsOn(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return results.violations.map(
    (v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
}

/** The same-origin paths the page's navigation landmarks link to. */
async function navigationPaths(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByRole('navigation')
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
  return [...new Set(hrefs)];
}

/** Visits every page reachable through the navigation from `START_PAGES`; answers the paths in the order visited. */
async function crawl(page: Page, check: (path: string) => Promise<void>): Promise<string[]> {
  const queue = [...START_PAGES];
  const shapes = new Set<string>(queue.map(routeShape));
  const visited: string[] = [];
  let placeholderSeen = false;
  while (queue.length > 0) {
    const path = queue.shift() as string;
    expect(visited.length, `more than ${MOST_PAGES} pages: ${visited.join(', ')}`).toBeLessThan(MOST_PAGES);
    await page.goto(path);
    await settled(page);
    const placeholder = await page.getByText(/^(暂未开放|Coming soon)$/).isVisible();
    if (!placeholder || !placeholderSeen) {
      await check(page.url().replace(/^https?:\/\/[^/]+/, ''));
      visited.push(path);
    }
    placeholderSeen ||= placeholder;
    for (const next of await navigationPaths(page)) {
      const shape = routeShape(next);
      if (shapes.has(shape)) continue;
      shapes.add(shape);
      queue.push(next);
    }
  }
  return visited;
}

test('every page meets WCAG 2.1 AA in Chinese and in English (axe-core)', async ({ page }) => {
  test.setTimeout(600_000);
  const violations: string[] = [];

  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await settled(page);
    violations.push(...(await violationsOn(page, `zh ${path}`)));
  }

  await login(page, ADMIN);
  const pages = await crawl(page, async (path) => {
    violations.push(...(await violationsOn(page, `zh ${path}`)));
  });
  expect(pages.length).toBeGreaterThan(10);

  await page.goto('/dashboard');
  await settled(page);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  for (const path of pages) {
    await page.goto(path);
    await settled(page);
    violations.push(...(await violationsOn(page, `en ${path}`)));
  }

  expect(violations).toEqual([]);
});
