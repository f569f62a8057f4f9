/**
 * Ordered signing in the running portal against the real server (issue 9): the 施工图 drawings launched with the
 * two-node linear template 建筑两级审批; the approval then waits in the first node's person's to-do list (吴磊)
 * and not yet in the second's (刘洋).
 */
import { api, endpointPath, HeaderNames } from '@atelier/api';
import type { Page } from '@playwright/test';
import { pageText } from '../../apps/server/src/testing/pdfText';
import { readZip } from '../../apps/server/src/testing/readZip';
import { expect, test } from './fixtures';
import { apiLogin, demoPerson, login, openFolder, openProject, pick } from './helpers';
import { launcher, launchOrderedSigning, passThroughApi, project, todoNames } from './orderedSigning';
import { expectToast } from './toasts';

const sidebar = (page: Page) => page.getByRole('navigation', { name: /菜单$/ });

test('an ordered signing with a two-node linear template waits for its first node, then moves on when it passes', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await login(page, launcher);
  await openProject(page, project.name);
  await openFolder(page, ['01 建筑', '施工图']);
  // An attachment goes up through the multipart flow and the server takes it as the launcher's.
  const approvalName = await launchOrderedSigning(page, '施工图', async (form) => {
    await form.locator('input[type="file"]').setInputFiles({
      name: '设计说明.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 设计说明'),
    });
    await expect(form.getByRole('list', { name: '已选附件' }).getByText('设计说明.pdf')).toBeVisible();
  });

  expect(await todoNames(request, 'wulei')).toContain(approvalName);
  expect(await todoNames(request, 'liuyang')).not.toContain(approvalName);

  // The workflow centre: the launcher finds it under 我发起的, 吴磊 under 待我审批.
  await page.goto('/workflow/all');
  await page.getByRole('tab', { name: '我发起的' }).click();
  await expect(
    page.getByRole('grid', { name: '我发起的：审批列表' }).getByRole('rowheader', { name: approvalName }),
  ).toBeVisible();
  await page.evaluate(() => localStorage.clear());
  await login(page, demoPerson('wulei'));
  await page.goto('/workflow/all');
  const todo = page.getByRole('grid', { name: '待我审批：审批列表' });
  await expect(todo.getByRole('rowheader', { name: approvalName })).toBeVisible();
  // The sidebar counts what waits for 吴磊.
  await expect(sidebar(page).getByRole('link', { name: /^全部/ })).toContainText(/\d/);

  // 吴磊 opens it and passes his step: it moves on to 刘洋.
  await todo.getByRole('rowheader', { name: approvalName }).click();
  const detail = page.getByRole('dialog', { name: '审批详情' });
  await expect(detail.getByText(approvalName).first()).toBeVisible();
  await detail.getByRole('button', { name: '通过', exact: true }).click();
  const pass = page.getByRole('dialog', { name: '通过审批' });
  await expect(pass.getByRole('textbox', { name: '审批意见' })).toHaveAttribute('placeholder', '默认：同意');
  await expectToast(page, '审批已通过', () => pass.getByRole('button', { name: '通过', exact: true }).click());
  await expect(detail.getByRole('button', { name: '通过', exact: true })).toHaveCount(0);
  expect(await todoNames(request, 'wulei')).not.toContain(approvalName);
  expect(await todoNames(request, 'liuyang')).toContain(approvalName);

  // Escape closes the detail once the focus is back in it from the closed 通过审批 dialog (pressed before, on a busy
  // machine, it reached nothing and the detail stayed open over the list).
  await expect.poll(() => detail.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(detail).toHaveCount(0);
  await page.getByRole('textbox', { name: '搜索审批' }).fill('没有这个审批');
  await expect(todo.getByText('暂无审批')).toBeVisible();

  // 刘洋 passes the last step (through the API): the drawings are stamped as new versions, and download-all
  // brings the stamped PDFs with the output stamp drawn on them.
  const approvalId = await passThroughApi(request, 'liuyang', approvalName);
  const chen = await apiLogin(request, launcher);
  const link = await request.post(endpointPath(api.approvalCenter.multiDownload), {
    headers: { [HeaderNames.Token]: chen },
    data: { actIds: [approvalId] },
  });
  const url = ((await link.json()) as { result: { url: string } }).result.url;
  const zip = readZip(await (await request.get(url)).body());
  expect(zip.size).toBe(3);
  for (const [path, bytes] of zip) {
    expect(path).toMatch(/建施-0\d .*\.pdf$/);
    const { text } = await pageText(new Uint8Array(bytes));
    expect(text.join('')).toContain('华筑设计出图专用章');
  }
});

test("the workbench's 发起按序签章 loads the dialog on demand for the chosen project (issue 31)", async ({ page }) => {
  await login(page, launcher);
  // The dialog's code is a chunk of its own, fetched once a project is chosen, not with the workbench.
  const launcherChunk = page.waitForRequest((request) =>
    /\/assets\/OrderedSigningLauncher-[^/]+\.js$/.test(request.url()),
  );
  await page.getByRole('button', { name: '发起按序签章' }).click();
  const chooser = page.getByRole('dialog', { name: '选择项目' });
  await pick(page, chooser, /项目/, project.name);
  await chooser.getByRole('button', { name: '确定' }).click();
  await launcherChunk;
  const dialog = page.getByRole('dialog', { name: '发起按序签章' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radiogroup', { name: '流程模板' })).toBeVisible();
});
