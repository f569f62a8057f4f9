/**
 * The portal against the real server (issue 4): a demo user logs in, switches enterprise, opens a project, browses
 * its folders and downloads a drawing; a wrong password shows the server's message; an unpermitted route lands on
 * /dashboard; an expired session goes to /login.
 *
 * The demo firm is the server's seed (packages/api/src/seed, @atelier/api/seed): the tests take their people, enterprises and
 * folders from it rather than repeating them.
 */
import { readFile } from 'node:fs/promises';
import {
  type AnyEndpoint,
  api,
  endpointPath,
  HeaderNames,
  type MenuNode,
  PASSWORD_REQUIRED,
  ResponseMessages,
  USERNAME_REQUIRED,
} from '@atelier/api';
import type { Page } from '@playwright/test';
import { SessionKeys } from '../../apps/portal/src/session/session';
import {
  DEMO_PASSWORD,
  DEMO_PEOPLE,
  DEMO_PROJECTS,
  type DemoFolder,
  type DemoPerson,
} from '../../packages/api/src/seed/index';
import { expect, test } from './fixtures';
import {
  apiLogin,
  enterpriseName,
  enterpriseSwitcher,
  login,
  loginThroughPage,
  mainNavigation,
  openProject,
} from './helpers';

/** A demo person in two enterprises (to switch), holding the enterprise admin role in neither is not required. */
const twoEnterprisePerson = DEMO_PEOPLE.find((p) => p.enterprises.length >= 2) as DemoPerson;
/** A demo person without any fixed role in their current enterprise: the staff menus. */
const staffPerson = DEMO_PEOPLE.find((p) => p.enterprises[0]?.roles.length === 0) as DemoPerson;

/** The first folder path (by names) under which a drawing lies, with that drawing's folder. */
function pathToDrawings(
  folders: readonly DemoFolder[],
  trail: string[] = [],
): { path: string[]; folder: DemoFolder } | null {
  for (const folder of folders) {
    const here = [...trail, folder.name];
    if (folder.drawings?.length) return { path: here, folder };
    const deeper = pathToDrawings(folder.folders ?? [], here);
    if (deeper) return deeper;
  }
  return null;
}

async function switchEnterprise(page: Page, name: string) {
  await enterpriseSwitcher(page).click();
  await page.getByRole('menuitem', { name }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The page reloads after the switch; the navbar then names the new enterprise.
  await expect(enterpriseSwitcher(page)).toContainText(name);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('a demo user logs in, switches enterprise, opens a project, browses folders and downloads a drawing', async ({
  page,
}) => {
  const person = twoEnterprisePerson;
  const [home, other] = person.enterprises.map((e) => enterpriseName(e.key));
  if (!home || !other) throw new Error('the demo person needs two enterprises');

  await loginThroughPage(page, person);
  await expect(enterpriseSwitcher(page)).toContainText(home);

  await switchEnterprise(page, other);
  await switchEnterprise(page, home);

  const project = DEMO_PROJECTS.find(
    (p) =>
      enterpriseName(p.enterprise) === home &&
      p.members.some((m) => m.person === person.key) &&
      pathToDrawings(p.folders),
  );
  if (!project) throw new Error('no demo project with drawings for this person');
  const target = pathToDrawings(project.folders);
  if (!target) throw new Error('no drawings');

  await openProject(page, project.name);

  const breadcrumb = page.getByRole('navigation', { name: '当前位置' });
  for (const folderName of target.path) {
    await page.getByRole('rowheader', { name: folderName, exact: true }).click();
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(folderName);
  }
  // The tree followed: the open folder is the selected node.
  await expect(page.getByRole('treegrid', { name: '文件夹' }).getByRole('row', { selected: true })).toContainText(
    target.path.at(-1) as string,
  );

  const drawing = target.folder.drawings?.[0];
  if (!drawing) throw new Error('no drawing');
  const row = page.getByRole('row').filter({ hasText: drawing.number });
  // The seed's file name; the row header may show tags after it (已盖章 and its approval, once a spec on the same
  // server has stamped the drawing).
  const fileName = `${drawing.number} ${drawing.name}.pdf`;
  await expect(row.getByRole('rowheader')).toContainText(fileName);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: `下载 ${fileName}`, exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1_000);
});

test('a wrong password shows the server’s message, and empty fields the rules’ messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText(USERNAME_REQUIRED)).toBeVisible();
  await expect(page.getByText(PASSWORD_REQUIRED)).toBeVisible();

  await page.getByRole('textbox', { name: '账号' }).fill(staffPerson.key);
  await page.getByLabel('密码').fill(`${DEMO_PASSWORD}-wrong`);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === endpointPath(api.auth.login)),
    page.getByRole('button', { name: '登录', exact: true }).click(),
  ]);
  const envelope = (await answer.json()) as { success: boolean; message: string };
  expect(envelope.success).toBe(false);
  expect(envelope.message).not.toBe('');
  await expect(page.getByRole('alert').filter({ hasText: envelope.message })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unpermitted route lands on /dashboard', async ({ page, request }) => {
  // Modules and the menu key each needs; the first one the staff member does not hold is the one to try.
  const candidates = [
    { path: '/enterprise/info', perms: 'enterprise' },
    { path: '/publish/list', perms: 'publish' },
    { path: '/client-signature/index', perms: 'clientSignature' },
    { path: '/management/project', perms: 'management' },
  ];
  const token = await apiLogin(request, staffPerson);
  const response = await request.get(endpointPath(api.user.permissions), { headers: { [HeaderNames.Token]: token } });
  const { result } = (await response.json()) as { result: { menuList: MenuNode[] } };
  const held = new Set<string>();
  const visit = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      held.add(node.perms);
      visit(node.children ?? []);
    }
  };
  visit(result.menuList);
  const refused = candidates.find((candidate) => !held.has(candidate.perms));
  if (!refused) throw new Error(`${staffPerson.key} holds every candidate module`);

  await login(page, staffPerson);
  await page.goto(refused.path);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(mainNavigation(page).getByRole('link', { name: '工作台' })).toHaveAttribute('aria-current', 'page');
});

test('an expired session goes to /login', async ({ page, request }) => {
  // The workbench's own loads finish first: one still on its way when the session ends would meet it and go to
  // /login before the click below, which then finds no navigation. They start once the workbench's code has loaded,
  // after the login: waiting for the network to be idle can end before they start, so wait for their answers.
  const answered = (endpoint: AnyEndpoint) =>
    page.waitForResponse((response) => new URL(response.url()).pathname === endpointPath(endpoint));
  const workbenchLoads = Promise.all([answered(api.project.list), answered(api.enterprise.list)]);
  await login(page, staffPerson);
  await workbenchLoads;
  await page.waitForLoadState('networkidle');
  const token = await page.evaluate((key) => localStorage.getItem(key), SessionKeys.Token);
  expect(token).toBeTruthy();

  // The session ends on the server (as when it expires); the page still holds the token.
  const ended = await request.post(endpointPath(api.auth.logout), {
    headers: { [HeaderNames.Token]: token as string },
    data: {},
  });
  expect(ended.ok()).toBe(true);

  // The next call answers HTTP 500 Token失效: a warning, the session is reset, the user goes to /login. (The
  // project list is cached from the workbench; the project panel asks the server for the person's labels.)
  await mainNavigation(page).getByRole('link', { name: '项目中心' }).click();
  await expect(page.getByText(ResponseMessages.TokenInvalid)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), SessionKeys.Token)).toBeNull();

  // A page load with the dead token goes to /login too (the guard's load fails).
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SessionKeys.Token,
    token as string,
  ] as const);
  await page.goto('/project-center/list');
  await expect(page).toHaveURL(/\/login$/);
});

test('the first Tab of a page reaches 跳到主要内容, which moves the focus past the navigation', async ({ page }) => {
  await login(page, staffPerson);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '跳到主要内容' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
