/**
 * Project events reach open portals (issue 25; 001 section 4.3), over the notification socket: the demo
 * administrator removes 王海涛 from a quick project through its members panel; 王海涛's portal, open on that
 * project's directory and never reloaded, says 您已被移出该项目 and leaves for the project list, which no longer
 * offers the project. Then the administrator deletes the project: 张敏's portal, open on the project list, drops it
 * without a reload.
 */
import { api, endpointPath, HeaderNames } from '@atelier/api';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiLogin, apiUserId, demoPerson, login, openProject } from './helpers';
import { expectToast } from './toasts';

const admin = demoPerson('chenjianguo');
const removed = demoPerson('wanghaitao');
const stays = demoPerson('zhangmin');
const run = Date.now().toString(36).slice(-5).toUpperCase();

async function post(request: APIRequestContext, token: string, path: string, data: object) {
  const response = await request.post(path, { headers: { [HeaderNames.Token]: token }, data });
  const envelope = (await response.json()) as { code: number; message: string; result: unknown };
  expect(envelope.code, envelope.message).toBe(200);
  return envelope.result;
}

const projectLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: '项目' }).getByRole('link', { name });

test('a member removed from the project open on their page is told and leaves it; a deleted project leaves an open list', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const name = `移出通知${run}`;
  const token = await apiLogin(request, admin);
  const created = (await post(request, token, endpointPath(api.project.createFastPro), {
    projectInfo: { name, simpleName: `YC${run}` },
    projectUserInfos: await Promise.all(
      [removed, stays].map(async (person) => ({ userId: await apiUserId(request, person) })),
    ),
  })) as { id: string };

  // 王海涛 has the project's directory open; 张敏 the project list.
  const removedPage = await browser.newPage();
  await login(removedPage, removed);
  await openProject(removedPage, name);
  const staysPage = await browser.newPage();
  await login(staysPage, stays);
  await staysPage.goto('/project-center/list');
  await expect(projectLink(staysPage, name)).toBeVisible();

  // The administrator removes 王海涛 in the members panel.
  await login(page, admin);
  await openProject(page, name);
  await page.getByRole('button', { name: '项目成员', exact: true }).click();
  const members = page.getByRole('dialog', { name: '项目成员' });
  await members.getByRole('button', { name: '移除王海涛' }).click();
  const confirm = page.getByRole('alertdialog', { name: /王海涛/ });
  await expectToast(removedPage, '您已被移出该项目', () =>
    confirm.getByRole('button', { name: /删\s*除|确\s*定/ }).click(),
  );
  await expect(removedPage).toHaveURL(/\/project-center\/list$/);
  await expect(projectLink(removedPage, name)).toHaveCount(0);

  // The administrator deletes the project: 张敏's open list drops it.
  await post(request, token, endpointPath(api.project.delPro), { projectId: created.id, confirmName: name });
  await expect(projectLink(staysPage, name)).toHaveCount(0);
  await removedPage.close();
  await staysPage.close();
});
