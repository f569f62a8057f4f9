/** What the end-to-end specs share: logging in (page and API), the main navigation, the demo firm's lookups. */
import { api, endpointPath } from '@atelier/api';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { DEMO_ENTERPRISES, DEMO_PASSWORD, DEMO_PEOPLE, type DemoPerson } from '../../apps/server/src/seed/demo';

export const enterpriseName = (key: string) => {
  const found = DEMO_ENTERPRISES.find((e) => e.key === key);
  if (!found) throw new Error(`no demo enterprise ${key}`);
  return found.name;
};

export const demoPerson = (key: string): DemoPerson => {
  const found = DEMO_PEOPLE.find((p) => p.key === key);
  if (!found) throw new Error(`no demo person ${key}`);
  return found;
};

export async function login(page: Page, person: DemoPerson) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: '账号' }).fill(`  ${person.key}  `);
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Logs in through the API (not the page) and returns the session token. */
export async function apiLogin(request: APIRequestContext, person: DemoPerson): Promise<string> {
  const response = await request.post(endpointPath(api.auth.login), {
    data: { username: person.key, password: DEMO_PASSWORD },
  });
  const envelope = (await response.json()) as { code: number; result: { token: string } };
  expect(envelope.code).toBe(200);
  return envelope.result.token;
}

export const mainNavigation = (page: Page) => page.getByRole('navigation', { name: '主导航' });
export const enterpriseSwitcher = (page: Page) => page.getByRole('button', { name: /切换企业/ });

/** From the dashboard to a project's directory through the project centre. */
export async function openProject(page: Page, projectName: string) {
  await mainNavigation(page).getByRole('link', { name: '项目中心' }).click();
  await expect(page).toHaveURL(/\/project-center\/list$/);
  await page.getByRole('navigation', { name: '项目' }).getByRole('link', { name: projectName }).click();
  await expect(page).toHaveURL(/\/project-center\/dir\/file\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
}

/** Opens folders one after another in the directory's file list, waiting for the breadcrumb each time. */
export async function openFolder(page: Page, names: string[]) {
  const breadcrumb = page.getByRole('navigation', { name: '当前位置' });
  for (const name of names) {
    await page.getByRole('rowheader', { name, exact: true }).click();
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(name);
  }
}

/** Picks `option` in the select named `label` inside `scope`. */
export async function pick(page: Page, scope: Locator, label: RegExp, option: string) {
  await scope.getByRole('button', { name: label }).click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(`^${option}`) })
    .click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Selects every file of the directory's list and opens the quick stamp wizard. */
export async function openQuickStamp(page: Page, folder: string) {
  const files = page.getByRole('grid', { name: new RegExp(folder) });
  // The visually hidden input sits under its header cell, which takes the pointer: click the input itself.
  const selectAll = files.getByRole('checkbox', { name: '全选' });
  await selectAll.dispatchEvent('click');
  await expect(selectAll).toBeChecked();
  await page.getByRole('button', { name: '快速签章' }).click();
  const wizard = page.getByRole('dialog', { name: '快速签章' });
  await expect(wizard).toBeVisible();
  return wizard;
}
