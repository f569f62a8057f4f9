/**
 * Labels and favourites in the project centre against the real server (issue 25): 黄伟 creates a label on 管理标签,
 * puts it on 滨江新城综合体 through the row's 设置标签, sees it on the row, filters the list by it, stars the
 * project and finds it under 我的收藏, unstars it, and deletes the label (the project loses it).
 */
import { expect, test } from './fixtures';
import { demoPerson, login } from './helpers';

const person = demoPerson('huangwei');
const run = Date.now().toString(36).slice(-4).toUpperCase();
const PROJECT = '滨江新城综合体';
const OTHER = '城南小学改扩建';

test('a label made, put on a project, filtered by and deleted; a project starred and found under 我的收藏', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const label = `重点${run}`;
  await login(page, person);
  await page.goto('/project-center/list');
  const panel = page.getByRole('navigation', { name: '项目' });
  await expect(panel.getByRole('link', { name: PROJECT })).toBeVisible();
  await expect(panel.getByRole('link', { name: OTHER })).toBeVisible();

  // A new label on 管理标签.
  await page.getByRole('button', { name: '管理标签' }).click();
  const manager = page.getByRole('dialog', { name: '管理标签' });
  await manager.getByRole('button', { name: '新建标签' }).click();
  const form = page.getByRole('dialog', { name: '新建标签' });
  await form.getByRole('textbox', { name: '标签名称' }).fill(label);
  await form.getByRole('radio', { name: '红色' }).check({ force: true });
  await form.getByRole('button', { name: '确定' }).click();
  await expect(manager.getByText(label)).toBeVisible();
  await manager.getByRole('button', { name: '完成' }).click();
  await expect(manager).toHaveCount(0);

  // Put on the project from its row; the row then shows it.
  await page.getByRole('button', { name: `设置标签${PROJECT}` }).click();
  const picker = page.getByRole('dialog', { name: `设置标签：${PROJECT}` });
  await picker.getByRole('checkbox', { name: label }).check({ force: true });
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toHaveCount(0);
  await expect(panel.getByRole('list', { name: `${PROJECT}的标签` }).getByText(label)).toBeVisible();

  // Filtered by the label: only that project.
  await page.getByRole('button', { name: /标签筛选/ }).click();
  await page.getByRole('option', { name: label }).click();
  await expect(panel.getByRole('link', { name: OTHER })).toHaveCount(0);
  await expect(panel.getByRole('link', { name: PROJECT })).toBeVisible();
  await page.getByRole('button', { name: /标签筛选/ }).click();
  await page.getByRole('option', { name: '全部标签' }).click();
  await expect(panel.getByRole('link', { name: OTHER })).toBeVisible();

  // Starred, found under 我的收藏, unstarred.
  await page.getByRole('button', { name: `收藏${PROJECT}` }).click();
  await expect(page.getByRole('button', { name: `取消收藏${PROJECT}` })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: /项目筛选/ }).click();
  await page.getByRole('option', { name: '我的收藏' }).click();
  await expect(panel.getByRole('link', { name: PROJECT })).toBeVisible();
  await page.getByRole('button', { name: `取消收藏${PROJECT}` }).click();
  await expect(panel.getByRole('link', { name: PROJECT })).toHaveCount(0);
  await page.getByRole('button', { name: /项目筛选/ }).click();
  await page.getByRole('option', { name: '全部项目' }).click();

  // Deleting the label takes it off the project.
  await page.getByRole('button', { name: '管理标签' }).click();
  await manager.getByRole('button', { name: `删除${label}` }).click();
  const question = page.getByRole('alertdialog', { name: '删除标签' });
  await question.getByRole('button', { name: '删除' }).click();
  await expect(manager.getByText('暂无标签')).toBeVisible();
  await manager.getByRole('button', { name: '完成' }).click();
  await expect(panel.getByRole('list', { name: `${PROJECT}的标签` })).toHaveCount(0);
});
