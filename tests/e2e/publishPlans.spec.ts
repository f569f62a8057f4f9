/**
 * 发布计划 end to end (issue 30), at 992 px: 陈建国, a member of 滨江新城综合体, opens the project's 发布计划 tab,
 * creates a plan (a taken name refused under the field first), adds two drawings from the project's files, and
 * launches the plan: the launch dialog opens with both drawings chosen. The page does not scroll sideways.
 */
import { expect, test } from './fixtures';
import { demoPerson, login, openProject } from './helpers';
import { expectToast } from './toasts';

test('a member plans two drawings of the project and opens the plan’s launch', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 992, height: 700 });
  await login(page, demoPerson('chenjianguo'));
  await openProject(page, '滨江新城综合体');
  await page.getByRole('tab', { name: '发布计划' }).click();
  await expect(page).toHaveURL(/\/project-center\/dir\/publishPlan\/[^/]+$/);

  const planName = `一期施工图-${Date.now()}`;
  const create = async (name: string) => {
    await page.getByRole('button', { name: '新建发布计划' }).click();
    const dialog = page.getByRole('dialog', { name: '新建发布计划' });
    await dialog.getByRole('textbox', { name: /计划名称/ }).fill(name);
    return dialog;
  };
  const first = await create(planName);
  await expectToast(page, '发布计划已创建', () => first.getByRole('button', { name: '确定' }).click());
  await expect(first).toHaveCount(0);
  // The same name again: the server's message under the field, the name kept.
  const again = await create(planName);
  await again.getByRole('button', { name: '确定' }).click();
  await expect(again.getByText('发布计划名称已存在')).toBeVisible();
  await expect(again.getByRole('textbox', { name: /计划名称/ })).toHaveValue(planName);
  await again.getByRole('button', { name: '取消' }).click();
  await expect(again).toHaveCount(0);

  await page.getByRole('button', { name: `查看图纸：${planName}` }).click();
  const drawings = page.getByRole('region', { name: `${planName}的图纸` });
  await expect(drawings.getByText(/计划中还没有图纸/)).toBeVisible();
  await drawings.getByRole('button', { name: '添加图纸' }).click();
  const picker = page.getByRole('dialog', { name: '从项目文件中添加图纸' });
  const tree = picker.getByRole('treegrid', { name: '项目文件' });
  await tree.getByRole('row', { name: '01 建筑' }).getByRole('button', { name: /^展开/ }).click();
  await tree.getByRole('row', { name: '施工图' }).getByRole('button', { name: /^展开/ }).click();
  for (const name of ['建施-01 总平面图.pdf', '建施-02 一层平面图.pdf']) {
    // The tree's checkbox input sits under its drawn box (which takes the pointer): click the input itself.
    const box = tree.getByRole('row', { name }).getByRole('checkbox');
    await box.dispatchEvent('click');
    await expect(box).toBeChecked();
  }
  await expectToast(page, '已添加2张图纸', () => picker.getByRole('button', { name: '确定' }).click());
  await expect(drawings.getByRole('row', { name: /建施-01 总平面图\.pdf/ })).toBeVisible();
  await expect(drawings.getByRole('row', { name: /建施-02 一层平面图\.pdf/ })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(planName) })).toContainText('2');

  // Usable at 992 px: the page itself does not scroll sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await drawings.getByRole('button', { name: '发起发布' }).click();
  const launch = page.getByRole('dialog', { name: '发起发布审批' });
  await expect(launch).toBeVisible();
  await expect(launch.getByText('建施-01 总平面图.pdf')).toBeVisible();
  await expect(launch.getByText('建施-02 一层平面图.pdf')).toBeVisible();
});
