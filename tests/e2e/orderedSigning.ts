/**
 * Ordered signing as the specs walk it: launched from a folder of 滨江新城综合体 with its two-node linear template
 * 建筑两级审批 (审核 吴磊, then 审定 刘洋), and a step passed through the API by the person it waits for.
 */
import { api, endpointPath, HeaderNames } from '@atelier/api';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_PROJECTS } from '../../packages/api/src/seed/index';
import { expect } from './fixtures';
import { apiLogin, demoPerson, pick, selectAllFiles } from './helpers';
import { expectToast } from './toasts';

export const launcher = demoPerson('chenjianguo');
const found = DEMO_PROJECTS.find((p) => p.name === '滨江新城综合体');
if (!found) throw new Error('no demo project 滨江新城综合体');
export const project = found;

/**
 * In the open folder `folder` of the project's directory: selects every drawing, launches 按序签章 with 建筑两级审批,
 * the output stamp 华筑设计出图专用章 signed by 陈建国, without CA, checked; `beforeLaunch` fills more of the form
 * (an attachment). Answers the approval's name (the generated one).
 */
export async function launchOrderedSigning(
  page: Page,
  folder: string,
  beforeLaunch?: (form: Locator) => Promise<void>,
): Promise<string> {
  await selectAllFiles(page, folder);
  await page.getByRole('button', { name: '按序签章' }).click();

  const dialog = page.getByRole('dialog', { name: '发起按序签章' });
  await expect(dialog).toBeVisible();
  // The radio's input is visually hidden under its card: click the card.
  await dialog
    .getByRole('radiogroup', { name: '流程模板' })
    .getByRole('radio', { name: '建筑两级审批' })
    .check({ force: true });
  const form = dialog.getByRole('form', { name: '其他信息' });
  const name = form.getByRole('textbox', { name: /审批名称/ });
  await expect(name).toHaveValue(/^建筑两级审批-\d{14}$/);
  const approvalName = await name.inputValue();
  const launch = dialog.getByRole('button', { name: '发起审批' });
  await expect(launch).toBeEnabled({ timeout: 60_000 });
  await pick(page, form, /出图章$/, '华筑设计出图专用章');
  await pick(page, form, /签章人$/, '陈建国');
  await beforeLaunch?.(form);
  await launch.click();
  await page
    .getByRole('alertdialog', { name: /^是否使用CA/ })
    .getByRole('button', { name: '不使用' })
    .click();
  await expectToast(page, '审批已发起', async () => {
    await page
      .getByRole('alertdialog', { name: '是否对图纸进行校验？' })
      .getByRole('button', { name: '校验', exact: true })
      .click();
    await expect(dialog).toHaveCount(0, { timeout: 30_000 });
  });
  return approvalName;
}

/** The names in a person's to-do list (待我审批), through the API. */
export async function todoNames(request: APIRequestContext, person: string): Promise<string[]> {
  const token = await apiLogin(request, demoPerson(person));
  const response = await request.get(endpointPath(api.approvalCenter.forMe), {
    headers: { [HeaderNames.Token]: token },
    params: { pageNum: 1, pageSize: 50 },
  });
  const envelope = (await response.json()) as { code: number; result: { list: { actName: string }[] } };
  expect(envelope.code).toBe(200);
  return envelope.result.list.map((act) => act.actName);
}

/** `person` passes the step of `approvalName` that waits for them, through the API. Answers the approval's id. */
export async function passThroughApi(request: APIRequestContext, person: string, approvalName: string) {
  const token = await apiLogin(request, demoPerson(person));
  const pending = await request.get(endpointPath(api.approvalCenter.forMe), {
    headers: { [HeaderNames.Token]: token },
    params: { pageNum: 1, pageSize: 50, actName: approvalName },
  });
  const entry = ((await pending.json()) as { result: { list: { id: string; formId: string | null }[] } }).result
    .list[0];
  expect(entry?.formId).toBeTruthy();
  const passed = await request.post(endpointPath(api.approvalCenter.pass), {
    headers: { [HeaderNames.Token]: token },
    data: { formId: entry?.formId, remark: '同意' },
  });
  expect(((await passed.json()) as { code: number }).code).toBe(200);
  return entry?.id as string;
}
