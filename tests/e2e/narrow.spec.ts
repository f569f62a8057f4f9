/**
 * Every page of the portal at the widths staff use (issue 22 items 11, 12 and 23): 992 px (the spec's narrow-screen
 * threshold), 1280, 1440 and 1920 px, and the project directory at 200 % zoom on a 1280 px screen. The pages are
 * found by the crawl (./crawl.ts), not listed, so the pages other branches add are checked too. On each page:
 * nothing runs past the window unless it is inside a scroll container (a table scrolls, the page does not), every
 * toolbar action is on the bar or in its 更多 menu, and no date wraps.
 *
 * Every page is crawled and checked at 992 px, and pictured there once (attached to the report, kept as a file in
 * test-results/e2e/…/attachments, to be looked at); the network disk's categories are one route with a parameter
 * and are crawled once. The pages where width matters (a toolbar, or a table wider than its pane at 992 px) are
 * checked at 1280, 1440 and 1920 px too, by widening the window on the page as loaded instead of loading it again
 * at each width (the spec took ~7.5 min on CI when it loaded every page at all four widths).
 */
import { rm } from 'node:fs/promises';
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
    // The cheap test (its box) first: styles are read only for what reaches past the window.
    for (const el of document.body.querySelectorAll('*')) {
      if (el.getBoundingClientRect().right <= width + 1) continue;
      if (seen(el) && !held(el))
        problems.push(`past the window (${Math.round(el.getBoundingClientRect().right)}): ${nameOf(el)}`);
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

/**
 * What is wrong with the page's heading structure (issue 22 items 14 and 19): one page-header pattern on every page,
 * so exactly one shown `h1` (the page's title), no heading before it but the sub-navigation's, and no other shown
 * heading, or title-like text in the main area, repeating the title (a card whose own title said the page's title
 * again under it).
 */
function headingProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const shown = (el: Element) => {
      if (el.closest('[inert], [aria-hidden="true"], [hidden]')) return false;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0;
    };
    const textOf = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].filter(shown);
    const levelOf = (el: Element) => Number(el.getAttribute('aria-level') ?? el.tagName.slice(1));
    const ones = headings.filter((el) => levelOf(el) === 1);
    if (ones.length !== 1) {
      problems.push(`${ones.length} h1 (${ones.map(textOf).join(' | ')})`);
      return problems;
    }
    const h1 = ones[0] as Element;
    const title = textOf(h1);
    const before = headings.slice(0, headings.indexOf(h1));
    if (before.length > 0) problems.push(`headings before the h1: ${before.map(textOf).join(' | ')}`);
    // The title said again by another heading, word for word, or nearly by a section's h2 (计费规则 under 计算规则:
    // at least two of its characters, and half of them, are the title's; an h3 like 按月统计 under 发布统计 is a part
    // of the page, not its title again).
    const letters = (text: string) => new Set(text.replace(/[\s\p{P}\p{S}\d]/gu, ''));
    const titleLetters = letters(title);
    for (const el of headings) {
      if (el === h1) continue;
      const text = textOf(el);
      const own = letters(text);
      const shared = [...own].filter((letter) => titleLetters.has(letter)).length;
      if (text === title || (levelOf(el) === 2 && shared >= 2 && shared * 2 >= own.size)) {
        problems.push(`the title "${title}" again as an h${levelOf(el)}: "${text}"`);
      }
    }
    // Title-like text that is not a heading: an element of the main area, outside navigations, links, buttons,
    // tabs, tables and form controls, whose whole text is the title and that is set larger or bolder than body text.
    const main = document.querySelector('main');
    for (const el of main?.querySelectorAll('*') ?? []) {
      if (el === h1 || h1.contains(el) || el.contains(h1) || headings.includes(el) || !shown(el)) continue;
      if (textOf(el) !== title || [...el.children].some((child) => textOf(child) === title)) continue;
      if (
        el.closest(
          'nav, a, button, label, table, [role="tab"], [role="grid"], [role="row"], [role="option"], [role="menu"], [role="dialog"]',
        )
      )
        continue;
      const style = getComputedStyle(el);
      if (Number.parseFloat(style.fontSize) > 14.5 || Number(style.fontWeight) >= 600) {
        problems.push(`the title "${title}" again: <${el.tagName.toLowerCase()}>`);
      }
    }
    return problems;
  });
}

/**
 * Whether the page's layout depends on its width beyond what 992 px shows: a toolbar (its actions collapse into 更多
 * and come back as the window widens), or a table wider than its pane (it scrolls at 992 px).
 */
function widthMatters(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    if (document.querySelector('main [role="toolbar"]')) return true;
    for (const table of document.querySelectorAll('main table, main [role="grid"], main [role="treegrid"]')) {
      for (let up = table.parentElement; up && up !== document.body; up = up.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(up).overflowX)) {
          if (up.scrollWidth > up.clientWidth + 1) return true;
          break;
        }
      }
    }
    return false;
  });
}

/** How the main area is built: its elements' tags and roles in order, and the page's title (no other text). */
const structure = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    const parts = [...(main?.querySelectorAll('*') ?? [])].map((el) => `${el.tagName}${el.getAttribute('role') ?? ''}`);
    return `${document.querySelector('h1')?.textContent ?? ''}|${parts.join(',')}`;
  });

const pictureName = (path: string) => `992-${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}.png`;

/** The window's new size laid out, and what resize observers changed in it (ActionBar's 更多) rendered. */
const resized = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => done(), 0))),
      ),
  );

test('every page is usable at 992, 1280, 1440 and 1920 px: nothing runs off, toolbars collapse, dates stay whole', async ({
  page,
}, testInfo) => {
  test.setTimeout(600_000);
  const problems: string[] = [];
  const headings: string[] = [];
  const wide: string[] = [];
  const pictured = new Set<string>();
  await page.setViewportSize(NARROW);
  await login(page, ADMIN);
  const pages = await crawl(
    page,
    async (path) => {
      problems.push(...(await layoutProblems(page)).map((p) => `992 ${path}: ${p}`));
      headings.push(...(await headingProblems(page)).map((p) => `${path}: ${p}`));
      // One picture per page, unless the page is built exactly like one pictured already (the workflow centre's
      // lists of each type with nothing in them): written, attached (Playwright copies it under attachments/),
      // removed, so each picture is kept once.
      const built = await structure(page);
      if (!pictured.has(built)) {
        pictured.add(built);
        const name = pictureName(path);
        await page.screenshot({ path: testInfo.outputPath(name), fullPage: true });
        await testInfo.attach(name, { path: testInfo.outputPath(name), contentType: 'image/png' });
        await rm(testInfo.outputPath(name));
      }
      if (!(await widthMatters(page))) return;
      // The wider windows, on the page as it is (the layout follows the window; no second load).
      wide.push(path);
      for (const width of WIDER) {
        await page.setViewportSize({ width, height: 900 });
        await resized(page);
        problems.push(...(await layoutProblems(page)).map((p) => `${width} ${path}: ${p}`));
      }
      await page.setViewportSize(NARROW);
    },
    { inMain: true, clientSide: true },
  );
  expect(pages.length).toBeGreaterThan(10);
  // The project directory and the network disk (their toolbars) are among them, or the sampling is broken.
  expect(wide.length, wide.join(', ')).toBeGreaterThanOrEqual(2);
  testInfo.annotations.push({
    type: 'pages',
    description: `${pages.length} at 992 px, ${wide.length} also at 1280, 1440 and 1920 px: ${wide.join(' ')}`,
  });
  expect.soft(problems).toEqual([]);
  // One page header on every page: one h1, the title said once (issue 22 items 14 and 19).
  expect(headings).toEqual([]);
});

test('the project directory at 992 px and at 200 % zoom on 1280: every toolbar action reachable, the panes stacked at 200 %', async ({
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
    // Nothing else may be wrong at either size.
    expect(await layoutProblems(page)).toEqual([]);
    const list = page.getByRole('region', { name: /施工图/ }).filter({ has: bar });
    const listBox = await list.boundingBox();
    if (view.viewport.width === NARROW.width) {
      // The file list fits its 440 px pane (issue 22 item 11): each file's size and date under its name, a row's
      // actions in its one menu, and the table as wide as the pane instead of scrolling sideways past the actions.
      const table = list.locator('table');
      const tableBox = await table.boundingBox();
      expect(tableBox && listBox && tableBox.x + tableBox.width <= listBox.x + listBox.width + 1).toBe(true);
      const row = table.getByRole('row').filter({ hasText: '.pdf' }).first();
      await expect(row).toContainText(/\d(\.\d+)? ?(B|KB|MB) · \d{4}-\d{2}-\d{2}/);
      await row.getByRole('button', { name: /^更多操作/ }).click();
      const rowMenu = page.getByRole('menu', { name: /^更多操作/ });
      await expect(rowMenu.getByRole('menuitem', { name: '下载' })).toBeVisible();
      await expect(rowMenu.getByRole('menuitem', { name: '历史版本' })).toBeVisible();
      await page.keyboard.press('Escape');
    }
    if (view.viewport.width < NARROW.width) {
      // At 200 % zoom the panes stack (issue 22 item 23): the file list has (nearly) the window's width, below the
      // folder tree, and the current folder's name in the crumbs stays on one line.
      expect(listBox?.width ?? 0).toBeGreaterThan(view.viewport.width * 0.85);
      const tree = await page.getByRole('region', { name: '文件夹', exact: true }).boundingBox();
      expect(tree && listBox && tree.y + tree.height <= listBox.y + 1, 'the tree is above the list').toBe(true);
      const current = page.getByRole('navigation', { name: '当前位置' }).locator('[aria-current="page"]');
      // One line: the name's box is less than two lines of its font tall (one character per line is many).
      const lines = await current.evaluate((el) => {
        const style = getComputedStyle(el);
        const line = Number.parseFloat(style.lineHeight) || 1.5 * Number.parseFloat(style.fontSize);
        return el.getBoundingClientRect().height / line;
      });
      expect(lines, 'the folder title is on one line').toBeLessThan(1.5);
    }
    // The 流程中心 tab's card fills the tab (issue 22 item 12: it was a narrow card with a grey empty half).
    await page.getByRole('tab', { name: '流程中心' }).click();
    const panel = page.getByRole('tabpanel');
    const card = panel
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: '流程模板' }) })
      .first();
    await expect(card).toBeVisible();
    const [panelBox, cardBox] = [await panel.boundingBox(), await card.boundingBox()];
    expect(Math.abs((panelBox?.width ?? 0) - (cardBox?.width ?? 0)), 'the card fills the tab').toBeLessThanOrEqual(1);
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

/**
 * The client-download dialog (文件下载, opened by a download refused with 40010) at 992 px: it fits the window, its
 * text and both buttons in view. A real refusal needs a selection over 1 GB; the download call is answered with the
 * server's 40010 envelope instead, since what is tested is the dialog's layout, not the limit (server tests check
 * it). (The portal's coming-soon dialog is gone: nothing had opened it since the create and join dialogs.)
 */
test('the client-download dialog fits at 992 px: no sideways scroll, its buttons in view', async ({ page }) => {
  await page.setViewportSize(NARROW);
  await login(page, ADMIN);
  await page.goto('/project-center/list');
  await settled(page);
  await page.getByRole('navigation', { name: '项目' }).getByRole('link', { name: '滨江新城综合体' }).click();
  await openFolder(page, ['01 建筑', '施工图']);
  await page.route('**/v2/proDown/downloadRes', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ success: false, code: 40010, message: '文件过大，请使用客户端下载', result: null }),
    }),
  );
  const row = page.getByRole('row').filter({ hasText: '.pdf' }).first();
  await row.getByRole('button', { name: /^更多操作/ }).click();
  await page
    .getByRole('menu', { name: /^更多操作/ })
    .getByRole('menuitem', { name: '下载' })
    .click();
  const dialog = page.getByRole('dialog', { name: '文件下载' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('文件过大，浏览器无法下载。请安装最新版桌面客户端后下载。')).toBeVisible();
  // The client's link asked for has answered, so the dialog shows all it will: the server has no desktop client to
  // offer yet (getAppUrl is planned, 50001), and the dialog says so, its 下载客户端 disabled.
  await expect(dialog.getByText(/暂时无法获取客户端下载地址|最新版本/)).toBeVisible();
  for (const name of ['取消', '下载客户端']) {
    const button = dialog.getByRole('button', { name, exact: true });
    await expect(button).toBeInViewport({ ratio: 1 });
  }
  const fits = await dialog.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const sideways = [el, ...el.querySelectorAll('*')].some(
      (x) => x.scrollWidth > x.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(x).overflowX),
    );
    return {
      inside: box.left >= 0 && box.right <= width,
      page: document.documentElement.scrollWidth <= width,
      sideways,
    };
  });
  expect(fits).toEqual({ inside: true, page: true, sideways: false });
  expect(await layoutProblems(page)).toEqual([]);
  await page.getByRole('button', { name: '取消', exact: true }).click();
  await expect(dialog).toHaveCount(0);
});
