/**
 * Stamps and CA end to end (issue 11): the enterprise administrator creates a registration stamp from an uploaded
 * image and hands it to a member, the member applies for its CA certificate on his stamp page, the administrator passes the
 * application in the CA review, and the stamp then signs a CA approval's drawings: poppler's pdfsig finds its
 * signature valid and trusted given the enterprise CA.
 */
import { type AnyEndpoint, api, endpointPath, HeaderNames } from '@atelier/api';
import type { APIRequestContext } from '@playwright/test';
import { sealPng } from '../../apps/server/src/testing/images';
import { pdfsig } from '../../apps/server/src/testing/pdfsig';
import { readZip } from '../../apps/server/src/testing/readZip';
import { expect, test } from './fixtures';
import { apiLogin, demoPerson, launchArchQuickStampWithCa, login, pick } from './helpers';
import { expectToast } from './toasts';

const STAMP = '一级注册建筑师 吴磊（2026版）';

async function call<T>(
  request: APIRequestContext,
  token: string,
  endpoint: AnyEndpoint,
  init: { get?: Record<string, string | number>; post?: unknown },
): Promise<T> {
  const path = endpointPath(endpoint);
  const response = init.post
    ? await request.post(path, { headers: { [HeaderNames.Token]: token }, data: init.post })
    : await request.get(path, { headers: { [HeaderNames.Token]: token }, params: init.get ?? {} });
  const envelope = (await response.json()) as { code: number; message: string; result: T };
  expect(envelope.code, envelope.message).toBe(200);
  return envelope.result;
}

test('an administrator’s new registration stamp gets its CA certificate and signs a CA approval', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const admin = demoPerson('chenjianguo');
  await login(page, admin);

  // The administrator creates the registration stamp from an image, then hands it to 吴磊.
  await page.goto('/enterprise/stamp');
  await page.getByRole('tab', { name: '注册章' }).click();
  await page.getByRole('button', { name: '新增印章' }).click();
  const create = page.getByRole('dialog', { name: '新增印章' });
  await create.getByRole('textbox', { name: /印章名称/ }).fill(STAMP);
  await create
    .locator('fieldset input[type="file"]')
    .setInputFiles({ name: '吴磊注册章.png', mimeType: 'image/png', buffer: sealPng().bytes });
  await expect(create.getByRole('img', { name: '印章图片预览' })).toBeVisible();
  await expectToast(page, '新增成功', () => create.getByRole('button', { name: '确定' }).click());
  const table = page.getByRole('grid', { name: '注册章列表' });
  const row = table.getByRole('row').filter({ hasText: STAMP });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: '更换管理员' }).click();
  const reassign = page.getByRole('dialog', { name: '更换管理员' });
  await pick(page, reassign, /新管理员/, '吴磊');
  await expectToast(page, '管理员已更换为吴磊', () => reassign.getByRole('button', { name: '确定' }).click());

  // 吴磊, the stamp's manager, finds it on his stamp page and applies for its certificate with the enterprise CA.
  await page.evaluate(() => localStorage.clear());
  await login(page, demoPerson('wulei'));
  await page.goto('/account/stamp');
  const managed = page.getByRole('list', { name: '我管理的企业印章列表' });
  await managed.getByRole('button', { name: `管理${STAMP}的CA证书` }).click();
  const certificate = page.getByRole('dialog', { name: 'CA证书' });
  await expect(certificate.getByRole('radio', { name: /企业CA/ })).toBeChecked();
  await expectToast(page, 'CA申请已提交，请等待企业管理员审核', () =>
    certificate.getByRole('button', { name: '申请CA证书' }).click(),
  );
  await expect(managed.getByRole('listitem').filter({ hasText: STAMP })).toContainText('审核中');

  // The administrator passes it in the CA review.
  await page.evaluate(() => localStorage.clear());
  await login(page, admin);
  await page.goto('/enterprise/key?tab=review');
  await page.getByRole('button', { name: `通过${STAMP}的CA申请` }).click();
  const pass = page.getByRole('dialog', { name: '通过CA申请' });
  await expectToast(page, '已通过该CA申请', () => pass.getByRole('button', { name: '通过' }).click());
  await page.goto('/enterprise/stamp');
  await page.getByRole('tab', { name: '注册章' }).click();
  await expect(
    page.getByRole('grid', { name: '注册章列表' }).getByRole('row').filter({ hasText: STAMP }),
  ).toContainText('使用中');

  // A CA approval with the new stamp as the batch's registration stamp, passed by both approvers.
  const approvalName = await launchArchQuickStampWithCa(page, STAMP);
  let actId = '';
  for (const person of ['wulei', 'liuyang']) {
    const token = await apiLogin(request, demoPerson(person));
    const todo = await call<{ list: { id: string; formId: string | null }[] }>(
      request,
      token,
      api.approvalCenter.forMe,
      {
        get: { pageNum: 1, pageSize: 50, actName: approvalName },
      },
    );
    actId = todo.list[0]?.id as string;
    await call(request, token, api.approvalCenter.pass, { post: { formId: todo.list[0]?.formId, remark: '同意' } });
  }

  // The stamped drawings carry the new stamp's signature, valid and trusted with the enterprise CA.
  const chen = await apiLogin(request, admin);
  const { pem } = await call<{ pem: string }>(request, chen, api.ca.rootCertificate, {});
  const { url } = await call<{ url: string }>(request, chen, api.approvalCenter.multiDownload, {
    post: { actIds: [actId] },
  });
  const zip = readZip(await (await request.get(url)).body());
  expect(zip.size).toBe(3);
  for (const [path, bytes] of zip) {
    const signatures = await pdfsig(new Uint8Array(bytes), [pem]);
    const mine = signatures.find((s) => s.commonName === STAMP);
    expect(mine, `${path}: ${signatures.map((s) => s.commonName).join(', ')}`).toMatchObject({
      signatureValidation: 'Signature is Valid.',
      certificateValidation: 'Certificate is Trusted.',
    });
  }
});
