/**
 * The consumer app built from the packed packages (tests/consumer/run.sh): the README examples of @atelier/ui (under
 * #ui) and @atelier/features (under #features, a client over the published MSW fixtures) in Chromium.
 */
import { expect, type Page, test } from '@playwright/test';

/** Fails the test on any uncaught error of the page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('@atelier/ui README example', () => {
  test('the Button is styled by @atelier/ui/styles.css', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    const button = page.locator('#ui').getByRole('button', { name: '新建项目' });
    await expect(button).toBeVisible();
    // The primary button is brand blue, 32px high.
    await expect(button).toHaveCSS('background-color', 'rgb(20, 99, 216)');
    await expect(button).toHaveCSS('height', '32px');
    // The global base is opt-in (@atelier/ui/document.css, which the README's app does not import): the host's body
    // keeps the browser's margin.
    await expect(page.locator('body')).toHaveCSS('margin-top', '8px');
    expect(errors).toEqual([]);
  });

  test('the Dialog opens at 800px, traps focus and confirms', async ({ page }) => {
    await page.goto('/');
    await page.locator('#ui').getByRole('button', { name: '新建项目' }).click();
    const dialog = page.getByRole('dialog', { name: '新建项目' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('项目创建后');
    // Measured once the entry animation has settled.
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(800);
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('#ui').getByText('已创建')).toBeVisible();
  });

  test('the Select, the Table and the Tree render and respond', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    const ui = page.locator('#ui');
    const select = ui.getByRole('button', { name: /设计阶段/ });
    await expect(select).toContainText('方案设计');
    await select.click();
    await page.getByRole('option', { name: '施工图设计' }).click();
    await expect(select).toContainText('施工图设计');

    const table = ui.getByRole('grid', { name: '图纸' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('rowheader', { name: '总平面图' })).toBeVisible();

    const tree = ui.getByRole('treegrid', { name: '目录' });
    await expect(tree.getByRole('row', { name: '平面图' })).toBeVisible();
    await tree.getByRole('row', { name: '建筑' }).getByRole('button').first().click();
    await expect(tree.getByRole('row', { name: '平面图' })).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('@atelier/api runs in the browser: the contract from its root, the handling from /client', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('api')).toHaveText('user.info silentWarning');
  });
});

test.describe('@atelier/features README example', () => {
  test('FlowTemplateDialog opens over the fixtures with its form', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    await page.locator('#features').getByRole('button', { name: '新增流程模板' }).click();
    const dialog = page.getByRole('dialog', { name: '新增流程模板' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: '模板名称' })).toBeVisible();
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('RecognitionFileList shows the chosen drawings and polls their recognition', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    const list = page.locator('#features').getByRole('list', { name: '已选文件' });
    // A folder heading (建筑/施工图, 2个文件), then one row per drawing named by the file and its status.
    await expect(list.getByText('2个文件')).toBeVisible();
    const first = list.getByRole('listitem', { name: /^建施-01 总平面图\.pdf / });
    // The fixtures answer 待识别 or 识别中, then the file's final status over the 3 s polls.
    await expect(first).toHaveAccessibleName(/识别中|待识别|识别成功/);
    await expect(first).toHaveAccessibleName('建施-01 总平面图.pdf 识别成功', { timeout: 20_000 });
    expect(errors).toEqual([]);
  });

  test('UploadDialog and UploadPanel upload a file: MD5 in the worker, then the fixture storage', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    await page.locator('#features').getByRole('button', { name: '上传文件' }).click();
    const dialog = page.getByRole('dialog', { name: '上传文件' });
    await dialog.locator('input[type="file"]:not([webkitdirectory])').setInputFiles({
      name: '建施-01 总平面图.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(`%PDF-1.4\n% consumer test ${Date.now()}\n%%EOF\n`),
    });
    await dialog.getByRole('button', { name: '开始上传' }).click();
    const panel = page.getByRole('region', { name: /上传/ });
    // The panel's own stylesheet (imported by @atelier/features/upload-panel) floats it over the page.
    await expect(panel).toHaveCSS('position', 'fixed');
    await expect(page.getByRole('heading', { name: '上传完成' })).toBeVisible({ timeout: 20_000 });
    expect(errors).toEqual([]);
  });
});
