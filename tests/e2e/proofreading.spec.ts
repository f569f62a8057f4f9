/**
 * A proofreading launched from the directory (000 section 7 "Proofreading"): 陈建国 chooses 建施-01, starts a linear
 * proofreading with 李婷 (校对), 刘洋 (审核) and 黄伟 (审定); a second launch of the same drawing is refused before it
 * is sent; 李婷 finds it in the project's 在线评审 tab with the drawing open for marking.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoPerson, login, openFolder, openProject, pressFileAction } from './helpers';
import { expectToast } from './toasts';

async function chooseDrawing(page: Page, name: string) {
  await openProject(page, '滨江新城综合体');
  await openFolder(page, ['01 建筑', '施工图']);
  const files = page.getByRole('grid', { name: /施工图/ });
  const row = files.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  const checkbox = row.getByRole('checkbox');
  await checkbox.dispatchEvent('click');
  await expect(checkbox).toBeChecked();
}

async function pickPeople(page: Page, dialog: ReturnType<Page['getByRole']>, field: RegExp, name: string) {
  await dialog.getByRole('button', { name: field }).click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test('a proofreading is launched from the directory and reaches its first reviewer', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, demoPerson('chenjianguo'));
  await chooseDrawing(page, '建施-01 总平面图.pdf');
  await pressFileAction(page, '发起校审');
  const dialog = page.getByRole('dialog', { name: '发起校审' });
  await expect(dialog).toBeVisible();
  const actName = `建施-01校审-${Date.now()}`;
  await dialog.getByRole('textbox', { name: /审批名称/ }).fill(actName);
  // Nobody chosen yet: the shared task rule speaks and nothing is sent.
  await dialog.getByRole('button', { name: '发起校审' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('职责和人员不能为空');
  await pickPeople(page, dialog, /^校对人员/, '李婷');
  await pickPeople(page, dialog, /^审核人员/, '刘洋');
  await pickPeople(page, dialog, /^审定人员/, '黄伟');
  await expectToast(page, '校审已发起', () => dialog.getByRole('button', { name: '发起校审' }).click());
  await expect(dialog).toHaveCount(0);

  // The same drawing again: the server names it as in a proofreading, and the launch cannot be sent.
  await chooseDrawing(page, '建施-01 总平面图.pdf');
  await pressFileAction(page, '发起校审');
  const again = page.getByRole('dialog', { name: '发起校审' });
  await expect(again.getByText('所选文件已在校审流程中：建施-01 总平面图.pdf')).toBeVisible();
  await expect(again.getByRole('button', { name: '发起校审' })).toBeDisabled();
  await again.getByRole('button', { name: '取消' }).click();

  // 李婷, the first reviewer of a linear flow, finds it in 在线评审 with the drawing to mark.
  await page.evaluate(() => localStorage.clear());
  await login(page, demoPerson('liting'));
  await openProject(page, '滨江新城综合体');
  await page.getByRole('tab', { name: '在线评审' }).click();
  const review = page.getByRole('tabpanel', { name: '在线评审' });
  // The select is named by its value, then its label (校审).
  await review.getByRole('button', { name: /校审$/ }).first().click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(`^${actName}`) })
    .click();
  await expect(review.getByRole('button', { name: `${actName} 校审` })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: '标注工具' })).toBeVisible();
  // The operation record names the launch; a reviewer has no versions to move or adopt.
  await expect(review.getByRole('list', { name: '操作记录' }).getByRole('listitem').last()).toContainText(
    '陈建国 发起了校审',
  );
  await expect(review.getByRole('heading', { name: '文件版本' })).toHaveCount(0);
});
