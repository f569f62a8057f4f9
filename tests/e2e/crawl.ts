/**
 * The portal's pages, found rather than listed (issue 22): from the dashboard and the account pages, every
 * same-origin link of the navigation landmarks and of the main area is followed, one page per route shape (ids in
 * the path stand for any), placeholders (暂未开放) once. A page a branch adds to the route table and links from a
 * navigation, a list or a tile is visited without touching the specs that use this.
 */
import type { Page, Request } from '@playwright/test';
import { expect } from './fixtures';

/** Enough for every module's pages today and three times as many; a crawl past it is a loop. */
const MOST_PAGES = 150;
/** Where the crawl starts: the dashboard, and the account pages the user menu (not a navigation) leads to. */
export const START_PAGES = ['/dashboard', '/account/security', '/account/stamp'];

/**
 * A path segment that is an id (the server's ids, numbers) or a code standing for a value of the same route (the
 * disk's file-type categories, FMT01), so that one page of each route shape is checked.
 */
const isId = (segment: string) =>
  /^\d+$/.test(segment) || /^[0-9a-z_-]{16,}$/i.test(segment) || /^[A-Z]{2,}\d+$/.test(segment);
export const routeShape = (path: string) =>
  path
    .split('/')
    .map((segment) => (isId(segment) ? ':id' : segment))
    .join('/');

/** How long no request may be in flight before a page reached inside the portal counts as loaded (as networkidle). */
const QUIET = 500;

/** The page has settled: its main landmark is shown and nothing in it is still loading. */
export async function settled(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** The same-origin paths the page's navigation landmarks (and, with `inMain`, its main area) link to. */
async function linkedPaths(page: Page, inMain: boolean): Promise<string[]> {
  const selector = inMain ? 'nav a[href^="/"], [role="navigation"] a[href^="/"], main a[href^="/"]' : '';
  const hrefs = inMain
    ? await page
        .locator(selector)
        .evaluateAll((links) =>
          links
            .filter((a) => (a as HTMLAnchorElement).target !== '_blank')
            .map((a) => (a as HTMLAnchorElement).pathname),
        )
    : await page
        .getByRole('navigation')
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
  return [...new Set(hrefs)];
}

/**
 * Goes to `path` inside the loaded portal, as its own links do (the router follows the history), instead of loading
 * the portal again: the page is the same, without parsing the bundle and starting the app for each page.
 */
async function clientNavigate(page: Page, path: string) {
  // Playwright's network-idle state belongs to a document load; this navigation loads none, so the quiet is
  // watched here: no request of the page in flight for QUIET ms (the route's code, then its data).
  const inFlight = new Set<Request>();
  const started = (request: Request) => inFlight.add(request);
  const ended = (request: Request) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    const deadline = Date.now() + 15_000;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      await page.waitForTimeout(50);
      if (inFlight.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= QUIET) break;
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Visits every page reachable from `START_PAGES`; answers the paths in the order visited. `inMain` also follows
 * links in the main area (a project's tile leads to its directory); the accessibility sweep keeps to navigations.
 * `clientSide` moves from page to page inside the loaded portal (see `clientNavigate`) rather than loading each page.
 */
export async function crawl(
  page: Page,
  check: (path: string) => Promise<void>,
  options: { inMain?: boolean; clientSide?: boolean } = {},
): Promise<string[]> {
  const queue = [...START_PAGES];
  const shapes = new Set<string>(queue.map(routeShape));
  const visited: string[] = [];
  let placeholderSeen = false;
  while (queue.length > 0) {
    const path = queue.shift() as string;
    expect(visited.length, `more than ${MOST_PAGES} pages: ${visited.join(', ')}`).toBeLessThan(MOST_PAGES);
    if (options.clientSide && visited.length > 0) await clientNavigate(page, path);
    else await page.goto(path);
    await settled(page);
    const placeholder = await page.getByText(/^(暂未开放|Coming soon)$/).isVisible();
    if (!placeholder || !placeholderSeen) {
      await check(page.url().replace(/^https?:\/\/[^/]+/, ''));
      visited.push(path);
    }
    placeholderSeen ||= placeholder;
    for (const next of await linkedPaths(page, options.inMain === true)) {
      const shape = routeShape(next);
      if (shapes.has(shape)) continue;
      shapes.add(shape);
      queue.push(next);
    }
  }
  return visited;
}
