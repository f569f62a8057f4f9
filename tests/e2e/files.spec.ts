/**
 * Files as a new firm uses them (issues 25 and 26), in the running portal against the real server, using no demo
 * data: the founder registers and creates the enterprise and a quick project; makes a folder in the network disk,
 * uploads a drawing into it and copies it into the project (复制到项目); renames it there, deletes it and restores
 * it from the project's recycle bin; uploads a new version of it over a same-name conflict (替换) and rolls it back
 * to its first version, whose bytes it then downloads; then deletes the project, which lands in the project recycle
 * bin, and restores it.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createFirm, register } from './firm';
import { expect, test } from './fixtures';
import { mainNavigation, pick, pressFileAction } from './helpers';
import { newPeople } from './people';
import { expectToast } from './toasts';

const FIRM = '西溪云筑建筑设计事务所';
const FOUNDER = newPeople.filesFounder;
const PROJECT = '西溪湿地游客中心';
const FOLDER = '收资';
const DRAWING = '总平面.pdf';
const RENAMED = '总平面-修改.pdf';
const FIRST_VERSION = Buffer.from(`%PDF-1.4\n% ${FIRM}\n${'0'.repeat(1024)}\n%%EOF\n`);
const SECOND_VERSION = Buffer.from(`%PDF-1.4\n% ${FIRM} 第二版\n${'1'.repeat(2048)}\n%%EOF\n`);

const toasts = (page: Page) => page.getByRole('region', { name: '通知' });
const projectPanel = (page: Page) => page.getByRole('navigation', { name: '项目' });

/** 上传 on the file toolbar: one PDF picked in the upload dialog, and 开始上传. */
async function startUpload(page: Page, name: string, buffer: Buffer) {
  await pressFileAction(page, '上传');
  const upload = page.getByRole('dialog', { name: '上传文件' });
  await upload.locator('input[type="file"]:not([webkitdirectory])').setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer,
  });
  await upload.getByRole('button', { name: '开始上传' }).click();
}

test('a new firm copies a disk file into a project, renames, deletes and restores it, and restores a deleted project', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const page = await register(browser, FOUNDER);
  await createFirm(page, FIRM, '西湖区');
  // The creation's toast stays until closed, over the project header's buttons: closed as a person would.
  const created = toasts(page).getByRole('alertdialog').filter({ hasText: '企业创建成功' });
  await created.getByRole('button', { name: '关闭' }).click();
  await expect(created).toHaveCount(0);

  // A quick project with only its creator.
  await mainNavigation(page).getByRole('link', { name: '项目中心' }).click();
  await page.getByRole('button', { name: '新建项目' }).click();
  await page.getByRole('menuitem', { name: '快捷项目' }).click();
  const quick = page.getByRole('dialog', { name: '新建快捷项目' });
  await quick.getByRole('textbox', { name: '项目名称' }).fill(PROJECT);
  await quick.getByRole('textbox', { name: '项目简称' }).fill('YKZX');
  await quick.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();

  // The disk: a folder, a drawing uploaded into it.
  await mainNavigation(page).getByRole('link', { name: '网盘' }).click();
  await expect(page.getByText('网盘中还没有文件，上传或新建文件夹开始吧')).toBeVisible();
  await pressFileAction(page, '新建文件夹');
  const folderDialog = page.getByRole('dialog', { name: '新建文件夹' });
  await folderDialog.getByRole('textbox', { name: /文件夹名称/ }).fill(FOLDER);
  await folderDialog.getByRole('button', { name: '确定' }).click();
  await page.getByRole('rowheader', { name: FOLDER }).dblclick();
  await expect(page.getByRole('navigation', { name: '文件路径' })).toContainText(FOLDER);
  await startUpload(page, DRAWING, FIRST_VERSION);
  await expect(
    page.getByRole('region', { name: /正在上传（已加密）|上传完成/ }).getByRole('heading', { name: '上传完成' }),
  ).toBeVisible({ timeout: 60_000 });
  const drawing = page.getByRole('row', { name: new RegExp(DRAWING) });
  await expect(drawing).toBeVisible();

  // 复制到项目: the project picked, its root as the folder.
  await drawing.getByRole('checkbox').dispatchEvent('click');
  await pressFileAction(page, '复制到项目');
  const copy = page.getByRole('dialog', { name: '复制到项目' });
  await pick(page, copy, /目标项目/, PROJECT);
  await copy.getByRole('treegrid', { name: '选择目标文件夹' }).getByRole('row', { name: '根目录' }).click();
  await expectToast(page, '已复制 1 项', () => copy.getByRole('button', { name: '确定' }).click());

  // In the project: renamed (the extension kept), deleted, restored from its recycle bin.
  await mainNavigation(page).getByRole('link', { name: '项目中心' }).click();
  await projectPanel(page)
    .getByRole('link', { name: new RegExp(PROJECT) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();
  await page.getByRole('button', { name: `更多操作 ${DRAWING}` }).click();
  await page.getByRole('menuitem', { name: '重命名' }).click();
  const rename = page.getByRole('dialog', { name: `重命名“${DRAWING}”` });
  await rename.getByRole('textbox', { name: /新名称/ }).fill(RENAMED.replace(/\.pdf$/, ''));
  await rename.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('rowheader', { name: RENAMED })).toBeVisible();
  await page.getByRole('button', { name: `更多操作 ${RENAMED}` }).click();
  await page.getByRole('menuitem', { name: '删除' }).click();
  await page.getByRole('dialog', { name: '删除' }).getByRole('button', { name: '删除' }).click();
  await expect(page.getByRole('rowheader', { name: RENAMED })).toHaveCount(0);
  await pressFileAction(page, '回收站');
  const bin = page.getByRole('dialog', { name: '回收站' });
  await expectToast(page, '恢复成功', () => bin.getByRole('button', { name: `恢复“${RENAMED}”` }).click());
  await bin.getByRole('button', { name: '返回文件' }).click();
  await expect(page.getByRole('rowheader', { name: RENAMED })).toBeVisible();

  // A second version: the same name uploaded again, 替换 chosen when asked; then rolled back to the first.
  await startUpload(page, RENAMED, SECOND_VERSION);
  const conflict = page.getByRole('dialog', { name: '存在同名文件' });
  await expect(conflict.getByText(RENAMED)).toBeVisible();
  // The radio's input is visually hidden: its label takes the click.
  await conflict.locator('label').filter({ hasText: '替换' }).click();
  await expect(conflict.getByRole('radio', { name: /替换/ })).toBeChecked();
  await expectToast(page, '上传成功', () => conflict.getByRole('button', { name: '确定' }).click());
  await expect(page.getByRole('rowheader', { name: RENAMED })).toHaveCount(1);
  await page.getByRole('button', { name: `更多操作 ${RENAMED}` }).click();
  await page.getByRole('menuitem', { name: '历史版本' }).click();
  const history = page.getByRole('dialog', { name: `历史版本：${RENAMED}` });
  const versions = history.getByRole('list', { name: '历史版本' }).getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('V2');
  await expect(versions.first()).toContainText('当前版本');
  await expectToast(page, '已回滚到 V1，并保存为新版本', () =>
    history.getByRole('button', { name: '回滚 V1' }).click(),
  );
  // The rollback is a new version (V3) holding the first one's bytes; V1 and V2 stay.
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText('V3');
  await expect(versions.first()).toContainText('当前版本');
  await history.getByRole('button', { name: '关闭' }).click();
  await expect(history).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('row', { name: new RegExp(RENAMED) })
      .getByRole('button', { name: `下载 ${RENAMED}`, exact: true })
      .click(),
  ]);
  expect(download.suggestedFilename()).toBe(RENAMED);
  expect((await readFile(await download.path())).equals(FIRST_VERSION)).toBe(true);

  // The project deleted with its name typed: it lands in the project recycle bin, and is restored from there.
  await page.getByRole('button', { name: '项目成员' }).click();
  await page.getByRole('button', { name: '删除项目' }).click();
  const remove = page.getByRole('alertdialog', { name: '删除项目' });
  await remove.getByRole('textbox', { name: '项目名称' }).fill(PROJECT);
  await remove.getByRole('button', { name: '删除项目' }).click();
  const recycle = page.getByRole('dialog', { name: '项目回收站' });
  await expect(recycle.getByRole('rowheader', { name: PROJECT })).toBeVisible();
  await expect(projectPanel(page).getByRole('link', { name: new RegExp(PROJECT) })).toHaveCount(0);
  await recycle.getByRole('button', { name: `恢复${PROJECT}` }).click();
  await page.getByRole('alertdialog', { name: '恢复项目' }).getByRole('button', { name: '恢复' }).click();
  await expect(recycle.getByRole('rowheader', { name: PROJECT })).toHaveCount(0);
  await recycle.getByRole('button', { name: /关闭/ }).click();
  await expect(projectPanel(page).getByRole('link', { name: new RegExp(PROJECT) })).toBeVisible();
});
