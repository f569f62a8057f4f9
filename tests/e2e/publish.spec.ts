/**
 * A publish approval end to end (000 sections 4, 6, 9): 陈建国 launches 建施-01..03 for printing from the directory
 * with the server's quote, 赵雪梅 (publishing manager) passes it in the workflow centre, makes a 7-day share link and
 * confirms publishing; someone without an account opens the link and downloads the approved drawings. 发布统计
 * (issue 30) counts the four sheets and ¥44.00 in this month, in its table and its chart.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { readZip } from '../../apps/server/src/testing/readZip';
import { expect, test } from './fixtures';
import { demoPerson, login, openFolder, openProject, pick, selectAllFiles } from './helpers';
import { expectToast } from './toasts';

/** This month in the firms' calendar (China Standard Time), as the statistics name it: 'YYYY-MM'. */
const firmMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit' }).format(new Date());

/** This month's sheets and money on 发布统计 (the months' table), after checking the chart reads the same sheets. */
async function monthStatistics(page: Page) {
  await page.goto('/publish/statistic');
  const month = firmMonth();
  const row = page.getByRole('grid', { name: '按月统计' }).getByRole('row', { name: new RegExp(`^${month}`) });
  const empty = page.getByText('该时段暂无已发布的审批');
  await expect(row.or(empty)).toBeVisible();
  if (await empty.isVisible()) return { count: 0, money: 0 };
  const [count = '', money = ''] = await row.getByRole('gridcell').allTextContents();
  const sheets = Number(count.replaceAll(',', ''));
  const chart = page.getByRole('group', { name: '按月统计图表（张数）' });
  await expect(chart.getByRole('img', { name: `${month}：${sheets.toLocaleString('zh-CN')} 张` })).toBeVisible();
  return { count: sheets, money: Number(money.replace(/[¥,]/g, '')) };
}

async function openPublishLaunch(page: Page) {
  await openProject(page, '滨江新城综合体');
  await openFolder(page, ['01 建筑', '施工图']);
  await selectAllFiles(page, '施工图');
  await page.getByRole('button', { name: '发起发布' }).click();
  const dialog = page.getByRole('dialog', { name: '发起发布审批' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a publish approval is launched with its quote, passed, shared by link and confirmed as published', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // 发布统计 before: other specs on this server may have published this month too.
  const manager = await browser.newContext();
  const statistics = await manager.newPage();
  await login(statistics, demoPerson('zhaoxuemei'));
  const before = await monthStatistics(statistics);

  await login(page, demoPerson('chenjianguo'));
  const dialog = await openPublishLaunch(page);
  const form = dialog.getByRole('form', { name: '发布审批信息' });
  const name = form.getByRole('textbox', { name: /审批名称/ });
  const approvalName = `建施出图-${Date.now()}`;
  await name.fill(approvalName);
  await pick(page, form, /晒图单位/, '杭州图文晒图中心');
  await pick(page, form, /计费规则/, '标准晒图计费');
  await form.getByRole('button', { name: /审批人/ }).click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /^赵雪梅/ })
    .click();
  await page.keyboard.press('Escape');
  // Two copies of 建施-01: the server's quote counts three A1 sheets (建施-01 twice, 建施-02) and one A2 (建施-03)
  // at 标准晒图计费's prices.
  const copies = dialog.getByLabel(/^建施-01 .*\.pdf的份数$/);
  await copies.fill('2');
  await copies.blur();
  const costs = dialog.getByRole('grid', { name: '费用清单' });
  await expect(costs.getByRole('row')).toHaveText([
    /规格/,
    /^A1\s*¥12\.50\s*3\s*¥37\.50$/,
    /^A2\s*¥6\.50\s*1\s*¥6\.50$/,
  ]);
  await expect(dialog.getByText('总计：¥44.00')).toBeVisible();
  await expectToast(page, '发布审批已发起', () => dialog.getByRole('button', { name: '发起审批' }).click());
  await expect(dialog).toHaveCount(0);

  // 赵雪梅 passes it from her to-do list.
  await page.evaluate(() => localStorage.clear());
  await login(page, demoPerson('zhaoxuemei'));
  await page.goto('/workflow/publish');
  await page.getByRole('grid', { name: '待我审批：审批列表' }).getByRole('rowheader', { name: approvalName }).click();
  const detail = page.getByRole('dialog', { name: '审批详情' });
  await expect(detail.getByText('杭州图文晒图中心')).toBeVisible();
  await detail.getByRole('button', { name: '通过', exact: true }).click();
  await expectToast(page, '审批已通过', () =>
    page.getByRole('dialog', { name: '通过审批' }).getByRole('button', { name: '通过', exact: true }).click(),
  );

  // Passed: she shares it for the default 7 days.
  await detail.getByRole('button', { name: '分享', exact: true }).click();
  const share = page.getByRole('dialog', { name: '分享' });
  await expect(share.getByRole('radio', { name: '7天' })).toBeChecked();
  await share.getByRole('button', { name: '生成链接' }).click();
  const link = share.getByRole('textbox', { name: '分享链接' });
  await expect(link).toHaveValue(/\/publish-info\/[\w-]+$/);
  const url = await link.inputValue();
  await share.getByRole('button', { name: '完成' }).click();

  // And confirms publishing.
  await detail.getByRole('button', { name: '确认发布' }).click();
  await page.getByRole('alertdialog', { name: '确认发布' }).getByRole('button', { name: '确认发布' }).click();
  await expect(detail.getByText('已发布').first()).toBeVisible();

  // 发布统计: this month has the four sheets and the ¥44.00 more, in the table and in the chart.
  const after = await monthStatistics(statistics);
  expect(after.count).toBe(before.count + 4);
  expect(after.money).toBeCloseTo(before.money + 44, 2);
  await manager.close();

  // Someone without an account opens the link and downloads every drawing.
  const outsider = await browser.newContext({ acceptDownloads: true });
  const visitor = await outsider.newPage();
  await visitor.goto(url);
  await expect(visitor.getByText(approvalName)).toBeVisible();
  for (const drawing of ['建施-01', '建施-02', '建施-03']) {
    await expect(visitor.getByText(new RegExp(`^${drawing}.*\\.pdf$`))).toBeVisible();
  }
  const [download] = await Promise.all([
    visitor.waitForEvent('download'),
    visitor.getByRole('button', { name: '下载全部' }).click(),
  ]);
  const zip = readZip(await readFile((await download.path()) as string));
  expect([...zip.keys()].filter((path) => path.endsWith('.pdf'))).toHaveLength(3);

  // An unknown key is refused with the contract's text.
  await visitor.goto(url.replace(/[\w-]+$/, 'no-such-key'));
  // The page says so (the shared response handling also shows it as an error toast).
  await expect(visitor.getByRole('main').getByText('分享链接已失效')).toBeVisible();
  await outsider.close();
});
