/**
 * Enterprise notices in the running portal against the real server (issue 28): the demo administrator publishes a
 * notice on the notification centre's enterprise scope (the editor first names an empty title), a colleague signed
 * in elsewhere finds it there, opens it and reads its text, and is offered none of the administrator's buttons.
 */
import { NoticeMessage } from '@atelier/api';
import { expect, test } from './fixtures';
import { demoPerson, login } from './helpers';
import { expectToast } from './toasts';

const admin = demoPerson('chenjianguo');
const colleague = demoPerson('wanghaitao');
const run = Date.now().toString(36).slice(-5).toUpperCase();

test('the administrator publishes a notice and a colleague reads it', async ({ page, browser }) => {
  const title = `设计例会通知${run}`;
  await login(page, admin);
  await page.goto('/notification/notify/enterprise');
  const notices = page.getByRole('region', { name: '企业公告' });
  await expect(notices.getByRole('rowheader', { name: '关于启用电子签章的通知' })).toBeVisible();

  await notices.getByRole('button', { name: '发布公告' }).click();
  const editor = page.getByRole('dialog', { name: '发布公告' });
  await editor.getByRole('button', { name: '确定' }).click();
  await expect(editor.getByText(NoticeMessage.TitleRequired)).toBeVisible();
  await editor.getByRole('textbox', { name: '公告标题' }).fill(title);
  await editor.getByRole('textbox', { name: '公告内容' }).fill('周五下午两点三楼会议室。\n请各专业负责人参加。');
  await expectToast(page, '公告已发布', () => editor.getByRole('button', { name: '确定' }).click());
  await expect(editor).toHaveCount(0);
  await expect(notices.getByRole('rowheader').first()).toHaveText(title);

  const other = await (await browser.newContext()).newPage();
  await login(other, colleague);
  await other.goto('/notification/notify/enterprise');
  const theirs = other.getByRole('region', { name: '企业公告' });
  await expect(theirs.getByRole('rowheader').first()).toHaveText(title);
  await expect(theirs.getByRole('button', { name: '发布公告' })).toHaveCount(0);
  await expect(theirs.getByRole('button', { name: `删除${title}` })).toHaveCount(0);
  await theirs.getByRole('button', { name: title }).click();
  const details = other.getByRole('dialog', { name: title });
  await expect(details.getByText(/^陈建国 发布于/)).toBeVisible();
  await expect(details.getByText(/周五下午两点三楼会议室/)).toContainText('请各专业负责人参加。');
  await details.getByRole('button', { name: '关闭' }).click();
  await expect(details).toHaveCount(0);
  await other.context().close();
});
