/**
 * The workbench of a new firm (issue 28), in the running portal against the real server, using no demo data: the
 * founder registers and creates the enterprise, finds the workbench empty (no projects, no to-dos, no approvals, no
 * unread messages, no shortcuts), adds a shortcut from the tree of what their menus reach, and follows it.
 */

import { createFirm, register } from './firm';
import { expect, test } from './fixtures';
import { newPeople } from './people';

const FIRM = '西溪工作台建筑设计事务所';
const FOUNDER = newPeople.workbenchFounder;

test('a new firm’s workbench starts empty; a shortcut is added and followed', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await register(browser, FOUNDER);
  await createFirm(page, FIRM, '西湖区');

  await page.goto('/dashboard');
  const counts = page.getByRole('region', { name: '工作统计' });
  // 参与项目, 今日待办, 我发起的.
  await expect(counts.getByRole('definition')).toHaveText(['0', '0', '0']);
  await expect(page.getByRole('region', { name: '审批事项' }).getByText('暂无审批事项')).toBeVisible();
  await expect(page.getByRole('region', { name: '未读消息' }).getByText('暂无未读消息')).toBeVisible();
  const shortcuts = page.getByRole('region', { name: '快捷入口' });
  await expect(shortcuts.getByText('暂无快捷入口，点击“编辑”添加常用功能')).toBeVisible();

  // The founder administers the firm: the tree reaches its setup pages too; search and tick 网盘.
  await shortcuts.getByRole('button', { name: '编辑' }).click();
  const editor = page.getByRole('dialog', { name: '编辑快捷入口' });
  await editor.getByRole('textbox', { name: '搜索功能名称' }).fill('网盘');
  // Its label, as a person clicks it (the visually hidden input itself lies under other boxes).
  await editor.getByText('网盘', { exact: true }).click();
  await expect(editor.getByRole('checkbox', { name: '网盘' })).toBeChecked();
  await expect(editor.getByText('已选 1/12')).toBeVisible();
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(editor).toHaveCount(0);
  await expect(page.getByText('快捷入口已保存')).toBeVisible();

  // Kept on the server: still there after a reload, and it leads to the disk.
  await page.reload();
  await page.getByRole('region', { name: '快捷入口' }).getByRole('button', { name: '网盘' }).click();
  await expect(page).toHaveURL(/\/disk/);
});
