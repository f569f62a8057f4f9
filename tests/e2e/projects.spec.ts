/**
 * Creating projects in the running portal against the real server (issue 25): the demo administrator creates an
 * ordinary project through the three-step wizard (two sub-items, two people) and a quick project, lands in each
 * one's directory, and finds it in the left panel. Nothing is uploaded yet.
 */
import { ProjectMessage } from '@atelier/api';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoPerson, login, mainNavigation } from './helpers';

const admin = demoPerson('chenjianguo');
const year = new Date().getFullYear();
/** Names of this run (the server keeps what earlier runs created only when it was not reseeded). */
const run = Date.now().toString(36).slice(-5).toUpperCase();

async function openCreation(page: Page, kind: '快捷项目' | '工程项目') {
  await mainNavigation(page).getByRole('link', { name: '项目中心' }).click();
  await expect(page).toHaveURL(/\/project-center\/list$/);
  await page.getByRole('button', { name: '新建项目' }).click();
  await page.getByRole('menuitem', { name: kind }).click();
}

async function pickPeople(page: Page, scope: Locator, label: string, names: string[]) {
  await scope.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  const popover = page.getByRole('dialog', { name: label });
  for (const name of names) await popover.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
}

async function expectInDirectory(page: Page, name: string, rootFolders: string[]) {
  await expect(page).toHaveURL(/\/project-center\/dir\/file\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  for (const folder of rootFolders)
    await expect(page.getByRole('rowheader', { name: folder, exact: true })).toBeVisible();
  const panel = page.getByRole('navigation', { name: '项目' });
  await expect(panel.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('aria-current', 'page');
}

test('the demo admin creates an ordinary project through the wizard and lands in its directory', async ({ page }) => {
  await login(page, admin);
  await openCreation(page, '工程项目');
  const wizard = page.getByRole('dialog', { name: '新建普通项目' });
  const name = `钱塘文化中心${run}`;

  // Step 1, with a taken name refused on the way.
  await wizard.getByRole('textbox', { name: '项目名称' }).fill('滨江新城综合体');
  await wizard.getByRole('textbox', { name: '项目简称' }).click();
  await expect(wizard.getByText(ProjectMessage.NameTaken)).toBeVisible();
  await wizard.getByRole('textbox', { name: '项目名称' }).fill(name);
  await wizard.getByRole('textbox', { name: '项目简称' }).fill(`QT${run}`);
  await wizard.getByRole('textbox', { name: '设计编号' }).fill(`QT-${run}`);
  await wizard.getByRole('textbox', { name: '建设单位' }).fill('杭州钱塘文旅集团');
  await wizard.getByRole('button', { name: '下一步' }).click();

  // Step 2: two sub-items.
  await wizard.getByRole('textbox', { name: '子项1名称' }).fill('主楼');
  await wizard.getByRole('textbox', { name: '子项1设计编号' }).fill('A');
  await wizard.getByRole('button', { name: '添加子项' }).click();
  await wizard.getByRole('textbox', { name: '子项2名称' }).fill('裙房');
  await wizard.getByRole('textbox', { name: '子项2设计编号' }).fill('B');
  await wizard.getByRole('button', { name: '下一步' }).click();

  // Step 3: two people, by specialty and duty.
  await expect(wizard.getByRole('region', { name: '建筑' })).toBeVisible();
  await pickPeople(page, wizard, '建筑·设计', ['李婷']);
  await pickPeople(page, wizard, '结构·校对', ['王海涛']);
  await wizard.getByRole('button', { name: '创建' }).click();

  await expect(wizard).toHaveCount(0);
  await expectInDirectory(page, name, ['主楼', '裙房', '出图PDF']);
  await expect(page.getByRole('navigation', { name: '项目' }).getByText(`X${year}-QT${run}`)).toBeVisible();
});

test('the demo admin creates a quick project and lands in its directory', async ({ page }) => {
  await login(page, admin);
  await openCreation(page, '快捷项目');
  const dialog = page.getByRole('dialog', { name: '新建快捷项目' });
  const name = `城西快捷项目${run}`;
  await dialog.getByRole('textbox', { name: '项目名称' }).fill(name);
  await dialog.getByRole('textbox', { name: '项目简称' }).fill(`CX${run}`);
  await pickPeople(page, dialog, '项目人员', ['李婷', '何静']);
  await dialog.getByRole('button', { name: '确定' }).click();

  await expect(dialog).toHaveCount(0);
  await expectInDirectory(page, name, ['出图PDF']);
});
