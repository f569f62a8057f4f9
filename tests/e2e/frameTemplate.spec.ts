/**
 * A new firm configures its own frame template (issue 23): its founder registers and creates the enterprise (as in
 * newFirm.spec.ts), uploads a sample drawing of the firm's title block on 签章首页, marks a label anchor (its text read
 * from the drawing), a signer field and a registration-stamp position with the mouse, moves the stamp with the
 * keyboard, saves, enables the template, and finds it enabled in the list.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { enterpriseSwitcher, pick } from './helpers';
import { newPeople } from './people';
import { sendCode } from './sms';
import { expectToast } from './toasts';

const FIRM = '西溪图框建筑设计事务所';
const FOUNDER = newPeople.frameTemplateFounder;
/** The page size of the sample: A3 landscape in points. */
const PAGE = { width: 1191, height: 842 };

/** A one-page A3 sample with a title block whose labels are real text (Helvetica: ASCII). */
function samplePdf(): Buffer {
  const text = (x: number, y: number, s: string) => `BT /F1 14 Tf ${x} ${y} Td (${s}) Tj ET`;
  const content = [
    '1 w 20 20 1151 802 re S',
    '0.5 w 780 40 371 200 re S',
    text(800, 150, 'DESIGNED'),
    text(910, 150, 'WANG XIN'),
    text(800, 100, 'CHECKED'),
    text(910, 100, 'LIN XIN'),
    text(800, 200, 'XIXI ATELIER'),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Drags on the drawing over a rectangle given in PDF points from the page's top-left corner. */
async function drawRect(page: Page, rect: { x: number; y: number; width: number; height: number }) {
  const surface = page.getByTestId('region-surface');
  const box = await surface.boundingBox();
  if (!box) throw new Error('no drawing surface');
  // The drawing is fitted to its pane (issue 22): its scale is what it is drawn at now.
  const k = box.width / PAGE.width;
  await page.mouse.move(box.x + rect.x * k, box.y + rect.y * k);
  await page.mouse.down();
  await page.mouse.move(box.x + (rect.x + rect.width / 2) * k, box.y + (rect.y + rect.height / 2) * k);
  await page.mouse.move(box.x + (rect.x + rect.width) * k, box.y + (rect.y + rect.height) * k);
  await page.mouse.up();
}

test('a new firm uploads a sample drawing, marks its frame template, saves and enables it', async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login?mode=register');
  const form = page.getByRole('form', { name: '注册' });
  await form.getByRole('textbox', { name: /验证码/ }).fill(await sendCode(form, FOUNDER.phone));
  await form.getByRole('textbox', { name: /姓名/ }).fill(FOUNDER.realname);
  await form.getByLabel(/密码/).fill(FOUNDER.password);
  await form.getByRole('button', { name: '注册' }).click();
  await expect(page.getByText('您还没有加入企业')).toBeVisible();
  await page.getByRole('button', { name: '创建企业' }).click();
  const create = page.getByRole('dialog', { name: '申请创建企业' });
  await pick(page, create, /省份/, '浙江省');
  await pick(page, create, /城市/, '杭州市');
  await pick(page, create, /区县/, '西湖区');
  await create.getByRole('textbox', { name: /企业名称/ }).fill(FIRM);
  await pick(page, create, /企业规模/, '20-50人');
  await create.getByRole('button', { name: '创建' }).click();
  await expect(enterpriseSwitcher(page)).toContainText(FIRM);

  // 签章首页: no template yet; a sample drawing makes one and opens the editor on it.
  await page.goto('/client-signature/index');
  await expect(page.getByText('本企业还没有图框模板，上传一张样图开始配置')).toBeVisible();
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: '西溪A3图框.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  await expect(page).toHaveURL(/\/client-signature\/frame-config\?id=/);
  await expect(page.getByRole('application', { name: '西溪A3图框的样图' })).toBeVisible();

  const toolbar = page.getByRole('toolbar', { name: '区域类型' });
  const regions = page.getByRole('region', { name: '已标注区域' });
  // The anchor over the printed label DESIGNED (baseline 150 pt above the bottom): its text is read from the PDF.
  await toolbar.getByRole('button', { name: '标签锚点' }).click();
  await drawRect(page, { x: 790, y: 666, width: 100, height: 34 });
  await expect(regions.getByRole('button', { name: '标签锚点：DESIGNED', exact: true })).toBeVisible();
  // The designer's name field, given the first duty (设计).
  await toolbar.getByRole('button', { name: '签名人字段' }).click();
  await drawRect(page, { x: 900, y: 666, width: 120, height: 34 });
  await expect(regions.getByRole('button', { name: /^签名人字段：/ })).toBeVisible();
  // A registration-stamp position, then 10 mm to the left with the keyboard.
  await toolbar.getByRole('button', { name: '注册章位置' }).click();
  await drawRect(page, { x: 1000, y: 540, width: 125, height: 85 });
  const stamp = regions.getByRole('listitem').filter({ hasText: '注册章位置' });
  await expect(stamp).toContainText(/\d+\.\d × \d+\.\d 毫米/);
  await page.getByRole('application').focus();
  await page.keyboard.press('Shift+ArrowLeft');

  await expectToast(page, '图框模板已保存', () => page.getByRole('button', { name: '保存' }).click());
  // The switch's label (its input is visually hidden under the pill).
  await page.getByText('启用', { exact: true }).click();
  await expect(page.getByRole('switch', { name: '启用' })).toBeChecked();

  await page.goto('/client-signature/index');
  const row = page.getByRole('row', { name: /西溪A3图框/ });
  await expect(row).toContainText('已启用');
  await expect(row).toContainText('A3 横向');
  // The three marked, and the title block the server put around them (none was marked).
  await expect(row).toContainText('4 个区域');
});
