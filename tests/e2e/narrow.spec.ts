/**
 * Every page of the portal at the widths staff use (issue 22 items 11 and 23): 992 px (the spec's narrow-screen
 * threshold), 1280, 1440 and 1920 px, and the project directory at 200 % zoom on a 1280 px screen. The pages are
 * found by the crawl (./crawl.ts), not listed, so the pages other branches add are checked too. On each page:
 * nothing runs past the window unless it is inside a scroll container (a table scrolls, the page does not), every
 * toolbar action is on the bar or in its 更多 menu, and no date wraps. A picture of each page at 992 px is attached
 * to the report (and kept in test-results/e2e) to be looked at.
 */
import type { Page } from '@playwright/test';
import { crawl, settled } from './crawl';
import { expect, test } from './fixtures';
import { demoPerson, login, openFolder } from './helpers';

const ADMIN = demoPerson('chenjianguo');
const NARROW = { width: 992, height: 700 };
const WIDER = [1280, 1440, 1920];

/**
 * What is wrong with the layout of the page as it is now, in words: elements past the window's right edge that no
 * scroll container (or clipping ancestor inside the window) holds, toolbar buttons outside their bar, dates on two
 * lines.
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const nameOf = (el: Element) => {
      const text = (el.textContent ?? '').trim().slice(0, 30);
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${text}"`;
    };
    const seen = (el: Element) => {
      if (el.closest('[inert], [aria-hidden="true"]')) return false;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0;
    };
    /** An ancestor that scrolls or clips horizontally and itself ends inside the window. */
    const held = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const overflowX = getComputedStyle(up).overflowX;
        if (['auto', 'scroll', 'hidden', 'clip'].includes(overflowX)) {
          return up.getBoundingClientRect().right <= width + 1;
        }
      }
      return false;
    };
    if (document.documentElement.scrollWidth > width + 1) {
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
    }
    for (const el of document.body.querySelectorAll('*')) {
      if (!seen(el)) continue;
      const rect = el.getBoundingClientRect();
      if (rect.right > width + 1 && !held(el))
        problems.push(`past the window (${Math.round(rect.right)}): ${nameOf(el)}`);
    }
    for (const bar of document.querySelectorAll('[role="toolbar"]')) {
      const edge = bar.getBoundingClientRect();
      for (const button of bar.querySelectorAll('button')) {
        if (!seen(button)) continue;
        const rect = button.getBoundingClientRect();
        if (rect.right > edge.right + 1 || rect.left < edge.left - 1 || rect.right > width + 1) {
          problems.push(`toolbar action outside its bar: ${nameOf(button)}`);
        }
      }
    }
    const DATE = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      if (!DATE.test(text) || !node.parentElement || !seen(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      if (lines.size > 1) problems.push(`a date wraps: ${nameOf(node.parentElement)}`);
    }
    return problems;
  });
}

test('every page is usable at 992, 1280, 1440 and 1920 px: nothing runs off, toolbars collapse, dates stay whole', async ({
  page,
}, testInfo) => {
  test.setTimeout(900_000);
  const problems: string[] = [];
  await page.setViewportSize(NARROW);
  await login(page, ADMIN);
  const pages = await crawl(
    page,
    async (path) => {
      problems.push(...(await layoutProblems(page)).map((p) => `992 ${path}: ${p}`));
      const name = `992-${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}.png`;
      await page.screenshot({ path: testInfo.outputPath(name), fullPage: true });
      await testInfo.attach(name, { path: testInfo.outputPath(name), contentType: 'image/png' });
    },
    { inMain: true },
  );
  expect(pages.length).toBeGreaterThan(10);
  for (const width of WIDER) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of pages) {
      await page.goto(path);
      await settled(page);
      problems.push(...(await layoutProblems(page)).map((p) => `${width} ${path}: ${p}`));
    }
  }
  expect(problems).toEqual([]);
});

test('the project directory at 992 px and at 200 % zoom on 1280: every toolbar action reachable, through 更多', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // 200 % zoom on a 1280 × 800 screen: a 640 × 400 CSS-pixel window drawn at twice the density.
  for (const view of [
    { viewport: NARROW, deviceScaleFactor: 1 },
    { viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
  ]) {
    const context = await browser.newContext({ ...view, locale: 'zh-CN' });
    const page = await context.newPage();
    await login(page, ADMIN);
    // At 640 CSS px the main navigation is in the navbar's own 更多: go to the project centre by its address.
    await page.goto('/project-center/list');
    await settled(page);
    await page.getByRole('navigation', { name: '项目' }).getByRole('link', { name: '滨江新城综合体' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '滨江新城综合体' })).toBeVisible();
    await openFolder(page, ['01 建筑', '施工图']);
    const bar = page.getByRole('toolbar', { name: '文件操作' });
    await expect(bar).toBeVisible();
    // At 992 px 上传 is on the bar (pinned); at 200 % zoom the pane is too narrow even for it, and it is in 更多.
    if (view.viewport.width >= NARROW.width) await expect(bar.getByRole('button', { name: '上传' })).toBeVisible();
    const labels = ['上传', '新建文件夹', '移动到', '复制到', '删除', '回收站', '发起发布'];
    const more = bar.getByRole('button', { name: '更多操作' });
    const inMenu: string[] = [];
    if (await more.isVisible()) {
      await more.click();
      const menu = page.getByRole('menu', { name: '更多操作' });
      for (const item of await menu.getByRole('menuitem').all()) inMenu.push((await item.textContent()) ?? '');
      await page.keyboard.press('Escape');
    }
    for (const label of labels) {
      const onBar = await bar.getByRole('button', { name: label, exact: true }).isVisible();
      expect(onBar || inMenu.some((text) => text.includes(label)), `${label} at ${view.viewport.width}px`).toBe(true);
    }
    // At 992 px nothing else may be wrong. At 200 % zoom the list pane beside the project list and the folder tree
    // is ~160 CSS px: every action is reachable (above), but the panes should stack there (issue 22 item 23, open).
    if (view.viewport.width >= NARROW.width) expect(await layoutProblems(page)).toEqual([]);
    await context.close();
  }
});

test('in English, Chinese names are marked lang="zh" (issue 22 item 22)', async ({ page }) => {
  await login(page, ADMIN);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  await page.goto('/project-center/list');
  await settled(page);
  await page.getByRole('navigation', { name: 'Projects' }).getByRole('link', { name: '滨江新城综合体' }).click();
  await settled(page);
  const files = page.getByRole('rowheader');
  await expect(files.first()).toBeVisible();
  await expect(files.first().locator('[lang="zh"]')).toHaveCount(1);
});
