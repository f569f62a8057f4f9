/**
 * The quick stamp approval in the running portal against the real server (issue 7): the drawings of a folder are
 * chosen in the project directory, recognised by the server from their title blocks, batched by their signers,
 * given approvers and the other info, and launched; the approval is then in its launcher's list.
 */
import { api, endpointPath, HeaderNames } from '@atelier/api';
import { expect, test } from '@playwright/test';
import { SessionKeys } from '../../apps/portal/src/session/session';
import { DEMO_PROJECTS } from '../../apps/server/src/seed/demo';
import { demoPerson, login, openFolder, openProject, openQuickStamp, pick } from './helpers';

const launcher = demoPerson('chenjianguo');
const project = DEMO_PROJECTS.find((p) => p.name === '滨江新城综合体');
if (!project) throw new Error('no demo project 滨江新城综合体');

test('drawings are recognised, batched by their signers and launched as one quick stamp approval', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await login(page, launcher);
  await openProject(page, project.name);
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
  await page
    .getByRole('alertdialog', { name: '是否对图纸进行校验？' })
    .getByRole('button', { name: '校验', exact: true })
    .click();
  await expect(page.getByRole('region', { name: '通知' }).getByText('图纸校验通过')).toBeVisible({ timeout: 30_000 });

  // Step 2: one batch (the same signers on every sheet), its approvers matched from the recognised names.
  const batches = wizard.getByRole('list', { name: '签章批次' });
  await expect(batches.getByText('共3张图纸')).toBeVisible({ timeout: 30_000 });
  await expect(batches.getByRole('button', { name: '移除吴磊' })).toBeVisible();
  await expect(next).toBeEnabled();
  await next.click();

  // Step 3: the other info, then launch.
  const form = wizard.getByRole('form', { name: '其他信息' });
  const name = form.getByRole('textbox', { name: /审批名称/ });
  await expect(name).toHaveValue(/^快速签章-\d{14}$/);
  const approvalName = await name.inputValue();
  await pick(page, form, /出图章$/, '华筑设计出图专用章');
  await pick(page, form, /签章人$/, '陈建国');
  await wizard.getByRole('button', { name: '发起审批' }).click();
  // The output stamp is CA-backed and the launcher may use CA: asked, launched without it.
  await page
    .getByRole('alertdialog', { name: /^是否使用CA/ })
    .getByRole('button', { name: '不使用' })
    .click();
  await expect(wizard).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('region', { name: '通知' }).getByText('审批已发起')).toBeVisible();

  // The launcher's list has it (its page comes with the approval centre; read through the API meanwhile).
  const token = await page.evaluate((key) => localStorage.getItem(key), SessionKeys.Token);
  const response = await request.get(endpointPath(api.approvalCenter.launchedByMe), {
    headers: { [HeaderNames.Token]: token ?? '' },
    params: { pageNum: 1, pageSize: 50 },
  });
  const envelope = (await response.json()) as { code: number; result: { list: { actName: string }[] } };
  expect(envelope.code).toBe(200);
  expect(envelope.result.list.map((act) => act.actName)).toContain(approvalName);
});
