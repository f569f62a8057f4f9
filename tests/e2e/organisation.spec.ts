/**
 * The organisation end to end (issue 24): the demo enterprise's administrator creates a department on
 * /enterprise/organization and adds a new person into it by mobile number; the person is listed there as 未激活,
 * and the 未激活 filter finds them.
 */
import { expect, test } from './fixtures';
import { demoPerson, login } from './helpers';
import { expectToast } from './toasts';

test('an administrator creates a department and adds a new person, who is not activated yet', async ({ page }) => {
  test.setTimeout(120_000);
  const suffix = String(Date.now()).slice(-6);
  const department = `幕墙所${suffix}`;
  const phone = `137${suffix}88`;
  await login(page, demoPerson('chenjianguo'));
  await page.goto('/enterprise/organization');

  const tree = page.getByRole('treegrid', { name: '部门' });
  await expect(tree.getByRole('row', { name: '建筑设计所' })).toBeVisible();
  await page.getByRole('button', { name: '新建部门' }).click();
  const create = page.getByRole('dialog', { name: '新建部门' });
  await create.getByRole('textbox', { name: /部门名称/ }).fill(department);
  const created = await expectToast(page, '部门已创建', () => create.getByRole('button', { name: '确定' }).click());
  // Toasts open below the navbar, never over its links (issue 22 item 15): where it rested once it slid in.
  const navbarBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
  expect(created.top).toBeGreaterThanOrEqual(navbarBottom);
  await expect(tree.getByRole('row', { name: department })).toBeVisible();

  // The new department is selected: the person goes into it.
  await page.getByRole('button', { name: '添加人员' }).click();
  const add = page.getByRole('dialog', { name: '添加人员' });
  await add.getByRole('textbox', { name: /姓名/ }).fill('钱新人');
  await add.getByRole('textbox', { name: /手机号/ }).fill(phone);
  await expectToast(page, '人员已添加', () => add.getByRole('button', { name: '保存' }).click());

  const people = page.getByRole('grid', { name: '人员' });
  const row = people.getByRole('row').filter({ hasText: phone });
  await expect(row).toBeVisible();
  await expect(row.getByText('未激活')).toBeVisible();
  await expect(row.getByText(department)).toBeVisible();

  await tree.getByRole('row', { name: '全部人员' }).click();
  // The radio's input is visually hidden: its label takes the click.
  await page.getByRole('radiogroup', { name: '账号状态' }).getByText('未激活', { exact: true }).click();
  await expect(people.getByRole('row').filter({ hasText: phone })).toBeVisible();
  await expect(people.getByRole('row').filter({ hasText: '陈建国' })).toHaveCount(0);
});
