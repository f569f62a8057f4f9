/** What the end-to-end specs share: logging in (page and API), the main navigation, the demo firm's lookups. */
import { api, endpointPath, type LoginResult } from '@atelier/api';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { SessionKeys } from '../../apps/portal/src/session/session';
import { DEMO_ENTERPRISES, DEMO_PASSWORD, DEMO_PEOPLE, type DemoPerson } from '../../packages/api/src/seed/index';
import { expectToast } from './toasts';

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

/** Signs in on the login page, as a person does: for the specs whose subject is signing in. */
export async function loginThroughPage(page: Page, person: DemoPerson) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: '账号' }).fill(`  ${person.key}  `);
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Signs in through the API and opens the dashboard: what the login page stores (the token, the person, the current
 * enterprise) is in the tab's storage before the portal loads. Spares each spec a page load and the form, which
 * portal.spec covers with `loginThroughPage`. Stored once per token, so a later logout in the spec stays logged out.
 */
export async function login(page: Page, person: DemoPerson) {
  const { token, userInfo } = await loginAnswer(page.request, person);
  await page.addInitScript(
    ({ keys, token, userId, enterpriseId }) => {
      const marker = 'e2e.signedInWith';
      try {
        if (window.localStorage.getItem(marker) === token) return;
        window.localStorage.setItem(marker, token);
        window.localStorage.setItem(keys.Token, token);
        window.localStorage.setItem(keys.UserId, userId);
        if (enterpriseId) window.localStorage.setItem(keys.EnterpriseId, enterpriseId);
      } catch {
        // about:blank and other opaque origins have no storage.
      }
    },
    { keys: SessionKeys, token, userId: userInfo.userId, enterpriseId: userInfo.curEnterpriseId ?? null },
  );
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function loginAnswer(request: APIRequestContext, person: DemoPerson): Promise<LoginResult> {
  const response = await request.post(endpointPath(api.auth.login), {
    data: { username: person.key, password: DEMO_PASSWORD },
  });
  const envelope = (await response.json()) as { code: number; result: LoginResult };
  expect(envelope.code).toBe(200);
  return envelope.result;
}

/** Logs in through the API (not the page) and returns the session token. */
export async function apiLogin(request: APIRequestContext, person: DemoPerson): Promise<string> {
  return (await loginAnswer(request, person)).token;
}

/** A demo person's user id, read from a login through the API. */
export async function apiUserId(request: APIRequestContext, person: DemoPerson): Promise<string> {
  return (await loginAnswer(request, person)).userInfo.userId;
}

/**
 * Watches the page for `text` from now on: start it before the action that shows a toast, then await it after. A
 * toast lives 2 s, which an expect's polling (100 ms, then 250, 500, 1000) can miss on a busy machine; so can a
 * message shown just before a reload.
 */
export function watchForText(page: Page, text: string): Promise<void> {
  return page.evaluate(
    (wanted) =>
      new Promise<void>((resolve) => {
        if (document.body.textContent?.includes(wanted)) return resolve();
        const observer = new MutationObserver(() => {
          if (!document.body.textContent?.includes(wanted)) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
    text,
  );
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

/**
 * Opens folders one after another in the directory's file list, waiting for the breadcrumb each time. The folder's
 * cell is named by the folder, followed in a narrow list by its date (the compact list puts it under the name).
 */
export async function openFolder(page: Page, names: string[]) {
  const breadcrumb = page.getByRole('navigation', { name: '当前位置' });
  for (const name of names) {
    const named = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( ?\\d{4}-|$)`);
    await page.getByRole('rowheader', { name: named }).click();
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

/** Selects every file of the open folder `folder` in the directory's list (全选). */
export async function selectAllFiles(page: Page, folder: string) {
  const files = page.getByRole('grid', { name: new RegExp(folder) });
  const selectAll = files.getByRole('checkbox', { name: '全选' });
  // Disabled while the folder's files load: a click then is lost (a check run under load met it).
  await expect(selectAll).toBeEnabled();
  // The visually hidden input sits under its header cell, which takes the pointer: click the input itself.
  await selectAll.dispatchEvent('click');
  await expect(selectAll).toBeChecked();
}

/** Selects every file of the directory's list and opens the quick stamp wizard. */
export async function openQuickStamp(page: Page, folder: string) {
  await selectAllFiles(page, folder);
  await page.getByRole('button', { name: '快速签章' }).click();
  const wizard = page.getByRole('dialog', { name: '快速签章' });
  await expect(wizard).toBeVisible();
  return wizard;
}

/**
 * As 陈建国 (signed in): the quick stamp approval of 滨江新城综合体's 01 建筑/施工图 (建施-01..03), recognised, checked,
 * one batch approved by 吴磊 and 刘洋 with the given registration stamp, the output stamp 华筑设计出图专用章, launched
 * with CA. Answers the approval's name.
 */
export async function launchArchQuickStampWithCa(page: Page, registrationStamp: string): Promise<string> {
  await openProject(page, '滨江新城综合体');
  await openFolder(page, ['01 建筑', '施工图']);

  const wizard = await openQuickStamp(page, '施工图');
  const next = wizard.getByRole('button', { name: '下一步' });

  // Step 1: the server reads each title block; Next waits until every drawing is recognised.
  for (const drawing of ['建施-01', '建施-02', '建施-03']) {
    await expect(wizard.getByText(new RegExp(`^${drawing} .*\\.pdf$`))).toBeVisible();
  }
  await expect(next).toBeEnabled({ timeout: 60_000 });
  await expect(wizard.getByText('识别成功')).toHaveCount(3);
  await next.click();
  // The drawing check is offered; these sheets are sound, so it passes and goes on.
  await expectToast(
    page,
    '图纸校验通过（共3张）',
    () =>
      page
        .getByRole('alertdialog', { name: '是否对图纸进行校验？' })
        .getByRole('button', { name: '校验', exact: true })
        .click(),
    // The server reads every drawing before it answers: 30 s, the wait this check always had.
    { timeout: 30_000 },
  );

  // Step 2: one batch (the same signers on every sheet), its approvers matched from the recognised names.
  const batches = wizard.getByRole('list', { name: '签章批次' });
  await expect(batches.getByText('共3张图纸')).toBeVisible({ timeout: 30_000 });
  // The batch's drawings show in the viewer: react-pdf with pdf.js's worker over a preview link, under the server's
  // Content-Security-Policy (the specs fail on any violation).
  await batches.getByRole('button', { name: '查看图纸' }).click();
  const viewer = page.getByRole('dialog', { name: '批次1的图纸' });
  await expect(viewer.getByRole('img', { name: /第1页$/ }).locator('canvas')).toBeVisible({ timeout: 30_000 });
  await viewer.getByRole('button', { name: '关闭' }).click();
  await expect(viewer).toHaveCount(0);
  await expect(batches.getByRole('button', { name: '移除吴磊' })).toBeVisible();
  // The approvers: the 审核 and 审定 signers only (the other recognised signers are taken off the batch).
  for (const person of ['周晓燕', '李婷', '陈建国', '黄伟']) {
    const remove = batches.getByRole('button', { name: `移除${person}` });
    if (await remove.count()) await remove.click();
  }
  await expect(batches.getByRole('button', { name: /^移除/ })).toHaveCount(2);
  // The batch's registration stamp, CA-backed by the enterprise CA.
  await pick(page, batches, /注册章1?$/, registrationStamp);
  await expect(next).toBeEnabled();
  await next.click();

  // Step 3: the other info, then launch.
  const form = wizard.getByRole('form', { name: '其他信息' });
  const name = form.getByRole('textbox', { name: /审批名称/ });
  await expect(name).toHaveValue(/^快速签章-\d{14}$/);
  const approvalName = await name.inputValue();
  await pick(page, form, /出图章$/, '华筑设计出图专用章');
  // The launcher may sign: 签章人 starts as him.
  await expect(form.getByRole('button', { name: /签章人$/ })).toContainText('陈建国');
  await wizard.getByRole('button', { name: '发起审批' }).click();
  // The output stamp is CA-backed and the launcher may use CA: asked, launched with it.
  await page
    .getByRole('alertdialog', { name: /^是否使用CA/ })
    .getByRole('button', { name: '使用CA' })
    .click();
  await expect(wizard).toHaveCount(0, { timeout: 30_000 });
  // The success message leads to the new approval.
  const notices = page.getByRole('region', { name: '通知' });
  await expect(notices.getByText(/^审批已发起/)).toBeVisible();
  await expect(notices.getByRole('link', { name: '查看审批' })).toBeVisible();
  return approvalName;
}

/** Presses a project-directory action, on the toolbar or, when the bar has no room for it, in its 更多 menu. */
export async function pressFileAction(page: Page, label: string) {
  const bar = page.getByRole('toolbar', { name: '文件操作' });
  const button = bar.getByRole('button', { name: label, exact: true });
  if (await button.isVisible()) {
    await button.click();
    return;
  }
  await bar.getByRole('button', { name: '更多操作' }).click();
  await page.getByRole('menu', { name: '更多操作' }).getByRole('menuitem', { name: label }).click();
}
