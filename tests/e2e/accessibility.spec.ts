/**
 * Every page of the portal against axe-core's WCAG 2.1 A and AA rules, in Chinese and in English (issue 22): the
 * pages are found, not listed, by following the main navigation and each module's sub-navigation from the dashboard
 * as the demo firm's administrator (so a page added later is checked without touching this spec). One page per route
 * shape (ids in the path stand for any), placeholders (暂未开放) once. The public pages are checked signed out.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { crawl, settled } from './crawl';
import { expect, test } from './fixtures';
import { demoPerson, login } from './helpers';

const ADMIN = demoPerson('chenjianguo');
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PUBLIC_PAGES = ['/login', '/home'];

async function violationsOn(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return results.violations.map(
    (v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
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
