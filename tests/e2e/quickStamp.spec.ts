/**
 * The quick stamp approval in the running portal against the real server (issues 7 and 10): the drawings of a
 * folder are chosen in the project directory, recognised by the server from their title blocks, batched by their
 * signers, given approvers and the other info, and launched with CA; each approver passes it in the workflow
 * centre; the stamped drawings downloaded from the detail carry the stamps at the frame template's positions and
 * CA signatures that poppler's pdfsig finds valid and trusted given the enterprise CA.
 */
import { readFile } from 'node:fs/promises';
import { api, endpointPath, HeaderNames } from '@atelier/api';
import type { Download, Page } from '@playwright/test';
import { SessionKeys } from '../../apps/portal/src/session/session';
import { sealLines } from '../../apps/server/src/approvals/stamping';
import { RegionKind } from '../../apps/server/src/db/schema';
import type { Rect } from '../../apps/server/src/recognition/pdfPage';
import { readFirstPage } from '../../apps/server/src/recognition/pdfPage';
import { demoFrameTemplate } from '../../apps/server/src/seed/frameTemplates';
import { pdfsig } from '../../apps/server/src/testing/pdfsig';
import { readZip } from '../../apps/server/src/testing/readZip';
import { expect, test } from './fixtures';
import { apiLogin, demoPerson, launchArchQuickStampWithCa, login, pick } from './helpers';
import { expectToast } from './toasts';

const launcher = demoPerson('chenjianguo');

/** An approver opens the approval from 待我审批 in the workflow centre and passes it. */
async function passInWorkflowCentre(page: Page, person: string, approvalName: string) {
  // Out of the app first: a refetch that follows the pass, answered after the clear, would make the app reload the
  // page (its session changed in storage) over the navigation to /login (net::ERR_ABORTED).
  await page.goto('/healthz');
  await page.evaluate(() => localStorage.clear());
  await login(page, demoPerson(person));
  await page.goto('/workflow/all');
  const todo = page.getByRole('grid', { name: '待我审批：审批列表' });
  await todo.getByRole('rowheader', { name: approvalName }).click();
  const detail = page.getByRole('dialog', { name: '审批详情' });
  await expect(detail.getByText('CA').first()).toBeVisible();
  await detail.getByRole('button', { name: '通过', exact: true }).click();
  await expectToast(page, '审批已通过', () =>
    page.getByRole('dialog', { name: '通过审批' }).getByRole('button', { name: '通过', exact: true }).click(),
  );
  return detail;
}

/** Whether a text box lies inside a rectangle (half a point of slack for rounding). */
const within = (box: Rect, rect: Rect) =>
  box.x >= rect.x - 0.5 &&
  box.y >= rect.y - 0.5 &&
  box.x + box.width <= rect.x + rect.width + 0.5 &&
  box.y + box.height <= rect.y + rect.height + 0.5;

test('drawings are recognised, batched by their signers, launched with CA, passed and stamped with valid signatures', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await login(page, launcher);
  const approvalName = await launchArchQuickStampWithCa(page, '一级注册建筑师 陈建国');

  // The launcher's list has it (its page comes with the approval centre; read through the API meanwhile).
  const token = await page.evaluate((key) => localStorage.getItem(key), SessionKeys.Token);
  const response = await request.get(endpointPath(api.approvalCenter.launchedByMe), {
    headers: { [HeaderNames.Token]: token ?? '' },
    params: { pageNum: 1, pageSize: 50 },
  });
  const envelope = (await response.json()) as { code: number; result: { list: { actName: string }[] } };
  expect(envelope.code).toBe(200);
  expect(envelope.result.list.map((act) => act.actName)).toContain(approvalName);

  // Each approver in turn passes it in the workflow centre: 吴磊 (审核), then 刘洋 (审定).
  await passInWorkflowCentre(page, 'wulei', approvalName);
  const detail = await passInWorkflowCentre(page, 'liuyang', approvalName);

  // The last pass stamped and signed the drawings; download-all from the detail brings them.
  const downloaded = new Promise<Download>((resolve) => {
    page.context().once('page', (popup) => popup.once('download', resolve));
    page.once('download', resolve);
  });
  await detail.getByRole('button', { name: '下载全部' }).click();
  const zip = readZip(await readFile((await (await downloaded).path()) as string));
  expect(zip.size).toBe(3);

  // The enterprise CA's certificate, as a verifier outside the firm would add it to its trust store.
  const chen = await apiLogin(request, launcher);
  const root = await request.get(endpointPath(api.ca.rootCertificate), { headers: { [HeaderNames.Token]: chen } });
  const { pem } = ((await root.json()) as { result: { pem: string } }).result;

  for (const [path, bytes] of zip) {
    const pdf = new Uint8Array(bytes);
    const signatures = await pdfsig(pdf, [pem]);
    expect(
      signatures.map((s) => s.commonName),
      path,
    ).toEqual(expect.arrayContaining(['一级注册建筑师 陈建国', '华筑设计出图专用章']));
    expect(signatures.at(-1), path).toMatchObject({ commonName: '华筑设计出图专用章', totalDocumentSigned: true });
    for (const signature of signatures) {
      expect(signature, `${path}: ${signature.commonName}`).toMatchObject({
        signatureValidation: 'Signature is Valid.',
        certificateValidation: 'Certificate is Trusted.',
      });
    }
    // The stamps sit at the frame template's positions: the output stamp in its place, the batch's registration
    // stamp in the first stamp position (the demo sheets match their template at scale 1).
    const page1 = await readFirstPage(pdf);
    // The sheet's template by its size (建施-03 is an A2 sheet).
    const template = (['A1', 'A2'] as const)
      .map(demoFrameTemplate)
      .find((t) => Math.abs(t.pageWidth - page1.width) < 1 && Math.abs(t.pageHeight - page1.height) < 1);
    if (!template) throw new Error(`${path}: no demo template of ${page1.width} × ${page1.height}`);
    const output = template.regions.find((r) => r.kind === RegionKind.Output);
    const firstStamp = template.regions.find((r) => r.kind === RegionKind.Stamp && r.position === 0);
    for (const [name, region] of [
      ['华筑设计出图专用章', output],
      ['一级注册建筑师 陈建国', firstStamp],
    ] as const) {
      if (!region) throw new Error(`the A1 template has no region for ${name}`);
      for (const line of sealLines(name)) {
        const boxes = page1.items.filter((item) => item.text === line);
        expect(boxes.length, `${path}: ${line}`).toBeGreaterThan(0);
        expect(
          boxes.some((box) => within(box, region.rect)),
          `${path}: ${line} inside its region`,
        ).toBe(true);
      }
    }
  }

  // A drawing opened from the detail previews its stamped version: the preview's PDF carries the signatures.
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    detail.getByRole('button', { name: /^预览建施-01 .*\.pdf$/ }).click(),
  ]);
  const frame = preview.getByTitle(/^建施-01 .*\.pdf 的预览$/);
  await expect(frame).toBeVisible();
  const src = (await frame.getAttribute('src')) ?? '';
  const shown = await request.get(new URL(src, preview.url()).toString());
  expect(shown.ok()).toBe(true);
  const shownSignatures = await pdfsig(new Uint8Array(await shown.body()), [pem]);
  expect(shownSignatures.map((s) => s.commonName)).toEqual(
    expect.arrayContaining(['一级注册建筑师 陈建国', '华筑设计出图专用章']),
  );
  await preview.close();
});

test("the workbench's 发起快速签章 opens the wizard for the chosen project, its drawings added from inside (issue 28)", async ({
  page,
}) => {
  await login(page, launcher);
  // The wizard's code is a chunk of its own, fetched once a project is chosen, not with the workbench.
  const wizardChunk = page.waitForRequest((request) => /\/assets\/QuickStampLauncher-[^/]+\.js$/.test(request.url()));
  await page.getByRole('button', { name: '发起快速签章' }).click();
  const chooser = page.getByRole('dialog', { name: '选择项目' });
  await pick(page, chooser, /项目/, '滨江新城综合体');
  await chooser.getByRole('button', { name: '确定' }).click();
  await wizardChunk;
  const wizard = page.getByRole('dialog', { name: '快速签章' });
  await expect(wizard.getByText('暂无文件，请继续添加文件')).toBeVisible();
  // The chosen project's tree: a drawing of 01 建筑 added, then recognised on the server.
  await wizard.getByRole('button', { name: '继续添加文件' }).click();
  const adding = page.getByRole('dialog', { name: '继续添加文件' });
  const tree = adding.getByRole('treegrid', { name: '项目文件' });
  await tree.getByRole('row', { name: '01 建筑' }).getByRole('button', { name: /^展开/ }).click();
  await tree.getByRole('row', { name: '施工图' }).getByRole('button', { name: /^展开/ }).click();
  // Its row's name, as a person clicks it (the visually hidden checkbox lies under its drawn box).
  const drawing = tree.getByRole('row', { name: /^建施-01 / });
  await drawing.getByText(/^建施-01 /).click();
  await expect(drawing.getByRole('checkbox')).toBeChecked();
  await adding.getByRole('button', { name: '确定' }).click();
  await expect(wizard.getByText(/^建施-01 .*\.pdf$/)).toBeVisible();
  await expect(wizard.getByText('识别成功')).toBeVisible({ timeout: 30_000 });
});
