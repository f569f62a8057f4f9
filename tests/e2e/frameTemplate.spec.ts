/**
 * A new firm configures its own frame template (issue 23): its founder registers and creates the enterprise (as in
 * newFirm.spec.ts), uploads a sample drawing of the firm's title block on 签章首页, marks a label anchor (its text read
 * from the drawing), a signer field and a registration-stamp position with the mouse, moves the stamp with the
 * keyboard, saves, enables the template, and finds it enabled in the list.
 *
 * The second test walks it end to end with no seed data (firm.ts): a firm's own title block (ownTitleBlock.ts, an A3
 * portrait sheet, not the seed's layout), its template drawn over the sample's cells, a template group, a colleague,
 * an output stamp, a project, two drawings on that title block recognised by the template (图号, 图名, signers), a
 * quick stamp approval passed by both signers, and the stamped drawings checked with pdfimages and
 * by where the seal's red shows (in the output-stamp cell; no CA: no pdfsig).
 */
import { readFile } from 'node:fs/promises';
import { mmToPoints } from '@atelier/api';
import type { Download, Page } from '@playwright/test';
import { sealPng } from '../../apps/server/src/testing/images';
import { type MmCell, OWN_CELLS, OWN_SHEET, renderOwnDrawing } from '../../apps/server/src/testing/ownTitleBlock';
import { pdfimages, redInside } from '../../apps/server/src/testing/pdfimages';
import { readZip } from '../../apps/server/src/testing/readZip';
import { createFirm, register } from './firm';
import { expect, test } from './fixtures';
import { enterpriseSwitcher, mainNavigation, pick } from './helpers';
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
async function drawRect(
  page: Page,
  rect: { x: number; y: number; width: number; height: number },
  pageWidth: number = PAGE.width,
) {
  const surface = page.getByTestId('region-surface');
  const box = await surface.boundingBox();
  if (!box) throw new Error('no drawing surface');
  // The drawing is fitted to its pane (issue 22): its scale is what it is drawn at now.
  const k = box.width / pageWidth;
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

/** The firm's own title block (not the seed's): an A3 portrait sheet, its cells in millimetres from the top-left. */
const OWN_FIRM = '林图建筑设计院';
const OWN_FOUNDER = newPeople.ownFrameFounder;
const OWN_COLLEAGUE = newPeople.ownFrameColleague;
const OWN_PROJECT = '林图社区中心';
const OWN_DRAWINGS = [
  { file: 'LT-01 一层平面图.pdf', name: '一层平面图', number: 'LT-01' },
  { file: 'LT-02 二层平面图.pdf', name: '二层平面图', number: 'LT-02' },
] as const;

/** Drags over a cell of the own sheet, 0.6 mm inside its lines (a drag that starts on a region would move it). */
function drawCell(page: Page, cell: MmCell) {
  const inset = 0.6;
  const pt = (mm: number) => mmToPoints(mm);
  return drawRect(
    page,
    {
      x: pt(cell.x + inset),
      y: pt(cell.y + inset),
      width: pt(cell.width - 2 * inset),
      height: pt(cell.height - 2 * inset),
    },
    mmToPoints(OWN_SHEET.width),
  );
}

/** An approver opens the approval from 待我审批 and passes it. */
async function passFromTodo(page: Page, approvalName: string) {
  await page.goto('/workflow/all');
  await page.getByRole('grid', { name: '待我审批：审批列表' }).getByRole('rowheader', { name: approvalName }).click();
  const detail = page.getByRole('dialog', { name: '审批详情' });
  await detail.getByRole('button', { name: '通过', exact: true }).click();
  await expectToast(page, '审批已通过', () =>
    page.getByRole('dialog', { name: '通过审批' }).getByRole('button', { name: '通过', exact: true }).click(),
  );
  return detail;
}

test('a new firm stamps drawings of its own title block: its template read them, its approvers passed them', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const founder = await register(browser, OWN_FOUNDER);
  // Tall enough to draw on the whole A3 portrait sheet fitted to its pane.
  await founder.setViewportSize({ width: 1600, height: 1300 });
  await createFirm(founder, OWN_FIRM, '西湖区');

  // A colleague, added on the organisation page: the drawings' 校对.
  await founder.goto('/enterprise/organization');
  await founder.getByRole('button', { name: '添加人员' }).click();
  const add = founder.getByRole('dialog', { name: '添加人员' });
  await add.getByRole('textbox', { name: /姓名/ }).fill(OWN_COLLEAGUE.realname);
  await add.getByRole('textbox', { name: /手机号/ }).fill(OWN_COLLEAGUE.phone);
  await expectToast(founder, '人员已添加', () => add.getByRole('button', { name: '保存' }).click());

  // The firm's output stamp (出图章), from an image.
  await founder.goto('/enterprise/stamp');
  await founder.getByRole('tab', { name: '出图章' }).click();
  await founder.getByRole('button', { name: '新增印章' }).click();
  const stamp = founder.getByRole('dialog', { name: '新增印章' });
  await stamp.getByRole('textbox', { name: /印章名称/ }).fill('林图出图专用章');
  await stamp
    .locator('fieldset input[type="file"]')
    .setInputFiles({ name: '出图章.png', mimeType: 'image/png', buffer: sealPng().bytes });
  await expect(stamp.getByRole('img', { name: '印章图片预览' })).toBeVisible();
  await expectToast(founder, '新增成功', () => stamp.getByRole('button', { name: '确定' }).click());

  // The sample of the firm's own title block makes a template; its regions are drawn over the sample's cells.
  const drawing = (d: (typeof OWN_DRAWINGS)[number]) =>
    renderOwnDrawing({
      firm: OWN_FIRM,
      name: d.name,
      number: d.number,
      scale: '1:100',
      designer: OWN_FOUNDER.realname,
      proofreader: OWN_COLLEAGUE.realname,
    });
  await founder.goto('/client-signature/index');
  await founder
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: '林图A3竖向图框.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await drawing(OWN_DRAWINGS[0])),
    });
  await expect(founder).toHaveURL(/\/client-signature\/frame-config\?id=/);
  await expect(founder.getByRole('application', { name: '林图A3竖向图框的样图' })).toBeVisible();
  await founder.getByRole('button', { name: '适合页面' }).click();
  const toolbar = founder.getByRole('toolbar', { name: '区域类型' });
  const regions = founder.getByRole('region', { name: '已标注区域' });
  const mark = async (kind: string, cell: MmCell, choose?: { field: RegExp; option: string }) => {
    await toolbar.getByRole('button', { name: kind, exact: true }).click();
    await drawCell(founder, cell);
    if (choose) await pick(founder, regions, choose.field, choose.option);
  };
  for (const anchor of [OWN_CELLS.nameLabel, OWN_CELLS.designLabel, OWN_CELLS.proofreadLabel]) {
    await mark('标签锚点', anchor);
  }
  for (const label of ['图名', '设计', '校对']) {
    await expect(regions.getByRole('button', { name: `标签锚点：${label}`, exact: true })).toBeVisible();
  }
  await mark('值字段', OWN_CELLS.name, { field: /字段名称/, option: '图名' });
  await mark('值字段', OWN_CELLS.number, { field: /字段名称/, option: '图号' });
  await mark('签名人字段', OWN_CELLS.designName, { field: /职责/, option: '设计' });
  await mark('签名人字段', OWN_CELLS.proofreadName, { field: /职责/, option: '校对' });
  await mark('签名栏', OWN_CELLS.designSignature, { field: /职责/, option: '设计' });
  await mark('签名栏', OWN_CELLS.proofreadSignature, { field: /职责/, option: '校对' });
  await mark('出图章位置', OWN_CELLS.output);
  await expectToast(founder, '图框模板已保存', () => founder.getByRole('button', { name: '保存' }).click());
  await founder.getByText('启用', { exact: true }).click();
  await expect(founder.getByRole('switch', { name: '启用' })).toBeChecked();

  // The template group.
  await founder.goto('/client-signature/template-group');
  await founder.getByRole('button', { name: '新建模板组' }).click();
  const group = founder.getByRole('dialog', { name: '新建模板组' });
  await group.getByRole('textbox', { name: /模板组名称/ }).fill('竖向图框');
  // The checkbox's input is visually hidden under its box: its label takes the click.
  await group.locator('label').filter({ hasText: '林图A3竖向图框' }).click();
  await expect(group.getByRole('checkbox', { name: '林图A3竖向图框' })).toBeChecked();
  await expectToast(founder, '模板组已保存', () => group.getByRole('button', { name: '确定' }).click());

  // A quick project with the colleague; its creator, its manager, is the stamp signer (签章人).
  await founder.goto('/dashboard');
  await mainNavigation(founder).getByRole('link', { name: '项目中心' }).click();
  await founder.getByRole('button', { name: '新建项目' }).click();
  await founder.getByRole('menuitem', { name: '快捷项目' }).click();
  const quick = founder.getByRole('dialog', { name: '新建快捷项目' });
  await quick.getByRole('textbox', { name: '项目名称' }).fill(OWN_PROJECT);
  await quick.getByRole('textbox', { name: '项目简称' }).fill('LTSQ');
  await quick.getByRole('button', { name: /^项目人员/ }).click();
  await founder
    .getByRole('dialog', { name: '项目人员' })
    .getByRole('option', { name: new RegExp(`^${OWN_COLLEAGUE.realname}`) })
    .click();
  await founder.keyboard.press('Escape');
  await quick.getByRole('button', { name: '确定' }).click();
  await expect(founder.getByRole('heading', { level: 1, name: OWN_PROJECT })).toBeVisible();
  await founder.getByRole('button', { name: '上传', exact: true }).click();
  const upload = founder.getByRole('dialog', { name: '上传文件' });
  const files = [];
  for (const d of OWN_DRAWINGS) {
    files.push({ name: d.file, mimeType: 'application/pdf', buffer: Buffer.from(await drawing(d)) });
  }
  await upload.locator('input[type="file"]:not([webkitdirectory])').setInputFiles(files);
  await upload.getByRole('button', { name: '开始上传' }).click();
  await expect(upload).toHaveCount(0);

  // Quick stamp: recognition reads each drawing's 图号 and 图名 with the firm's template.
  const list = founder.getByRole('grid', { name: '全部文件中的文件' });
  for (const d of OWN_DRAWINGS) {
    const checkbox = list.getByRole('checkbox', { name: `选择 ${d.file}` });
    // The visually hidden input sits under its cell, which takes the pointer: click the input itself.
    await checkbox.dispatchEvent('click');
    await expect(checkbox).toBeChecked();
  }
  await founder.getByRole('button', { name: '快速签章' }).click();
  const wizard = founder.getByRole('dialog', { name: '快速签章' });
  const next = wizard.getByRole('button', { name: '下一步' });
  await expect(next).toBeEnabled({ timeout: 60_000 });
  await expect(wizard.getByText('识别成功')).toHaveCount(2);
  for (const d of OWN_DRAWINGS) {
    await expect(wizard.getByText(`图号 ${d.number} · 图名 ${d.name}`)).toBeVisible();
  }
  await next.click();
  await expectToast(
    founder,
    '图纸校验通过（共2张）',
    () =>
      founder
        .getByRole('alertdialog', { name: '是否对图纸进行校验？' })
        .getByRole('button', { name: '校验', exact: true })
        .click(),
    { timeout: 30_000 },
  );
  // One batch: the signers read from the template's fields are its approvers.
  const batches = wizard.getByRole('list', { name: '签章批次' });
  await expect(batches.getByText('共2张图纸')).toBeVisible({ timeout: 30_000 });
  for (const person of [OWN_FOUNDER.realname, OWN_COLLEAGUE.realname]) {
    await expect(batches.getByRole('button', { name: `移除${person}` })).toBeVisible();
  }
  await next.click();
  const form = wizard.getByRole('form', { name: '其他信息' });
  const approvalName = await form.getByRole('textbox', { name: /审批名称/ }).inputValue();
  await pick(founder, form, /出图章$/, '林图出图专用章');
  // The founder may sign (the project's manager): 签章人 starts as him.
  await expect(form.getByRole('button', { name: /签章人$/ })).toContainText(OWN_FOUNDER.realname);
  await wizard.getByRole('button', { name: '发起审批' }).click();
  await expect(wizard).toHaveCount(0, { timeout: 30_000 });

  // Both approvers pass: the colleague (signed in by SMS code), then the founder from his own 待我审批.
  const colleague = await (await browser.newContext()).newPage();
  await colleague.goto('/login');
  await colleague.getByRole('tab', { name: '手机登录' }).click();
  const login = colleague.getByRole('form', { name: '登录' });
  await login.getByRole('textbox', { name: /验证码/ }).fill(await sendCode(login, OWN_COLLEAGUE.phone));
  await login.getByRole('button', { name: '登录', exact: true }).click();
  await expect(colleague).toHaveURL(/\/dashboard$/);
  await passFromTodo(colleague, approvalName);
  // The launcher is an approver too: from 待我审批 he passes (issue 22 item 1), which stamps the drawings.
  const detail = await passFromTodo(founder, approvalName);

  // The stamped drawings: the output stamp's image on each page (the drawings had none).
  const downloaded = new Promise<Download>((resolve) => {
    founder.context().once('page', (popup) => popup.once('download', resolve));
    founder.once('download', resolve);
  });
  await detail.getByRole('button', { name: '下载全部' }).click();
  const zip = readZip(await readFile((await (await downloaded).path()) as string));
  expect(zip.size).toBe(2);
  for (const [path, bytes] of zip) {
    const images = (await pdfimages(new Uint8Array(bytes))).filter((i) => i.type === 'image');
    expect(images.length, path).toBeGreaterThan(0);
    // The seal's red ink is in the template's output-stamp cell, and nowhere else on the page (rendered at 50 dpi).
    const red = await redInside(new Uint8Array(bytes), OWN_CELLS.output);
    expect(red.inside, path).toBeGreaterThan(20);
    expect(red.outside, path).toBe(0);
  }
});
